package protocol

import (
	"sennight/movegen"
	"sennight/search"
)

// uci is the UCI front end, with the variant conventions of Fairy-Stockfish (UCI_Variant and its `info string
// variant` line). As in CECP, one goroutine, the loop of run, executes the commands in order; a reader goroutine
// feeds them, so that a search never blocks input (isready and stop are answered at once), and results arrive on
// the running job's done channel.
type uci struct {
	*frontEnd
	g    *game
	cur  *uciJob // the running search or perft, or nil
	quit bool
	// positionRejected: the last `position` was rejected, and the position is still the one before it.
	positionRejected bool
	// played is the last accepted `position` command, whose successor may only add moves.
	played positionCache
}

// uciJob is a search or a perft in progress.
type uciJob struct {
	handle search.Running
	done   chan search.Result
	perft  bool              // a `go perft` or a `bench`: it prints its own output and has no bestmove
	root   *movegen.Position // the position searched (read-only), for the PV and the bestmove
	moves  []movegen.Move    // searchmoves (nil: every legal move)
	// hold: an infinite or ponder search gives its bestmove only after stop (or ponderhit, for a ponder search);
	// a result that arrives before is held back until then.
	infinite, ponder bool
	held             *search.Result
}

func (j *uciJob) holds() bool { return j.infinite || j.ponder }

func newUCI(fe *frontEnd) *uci {
	u := &uci{frontEnd: fe}
	fe.refuse = func(err error) { u.errorf("%v", err) }
	fe.tables = func() *movegen.Tables {
		if u.g == nil {
			return nil
		}
		return u.g.t
	}
	u.g, _ = newGame(fe.settings.variant)
	return u
}

// run executes commands until `quit` or the end of input; a search still running then is stopped and its
// bestmove given, as after `stop`.
func (u *uci) run(lines <-chan inputLine) {
	for !u.quit {
		var done <-chan search.Result
		if u.cur != nil && u.cur.held == nil {
			done = u.cur.done
		}
		select {
		case line, ok := <-lines:
			if !ok {
				u.stopJob()
				return
			}
			u.take(line)
		case res := <-done:
			u.jobEnded(res)
		}
	}
	u.stopJob()
}

// startSearch starts a search of the current position.
func (u *uci) startSearch(lim search.Limits) {
	root := u.g.pos.Clone()
	j := &uciJob{done: make(chan search.Result, 1), root: root, moves: lim.SearchMoves, infinite: lim.Infinite,
		ponder: lim.Ponder}
	report := func(info search.Info) {
		if info.CurrMoveNumber > 0 {
			u.out.line("info depth %d currmove %s currmovenumber %d", info.Depth, root.MoveText(info.CurrMove),
				info.CurrMoveNumber)
			return
		}
		u.out.line("%s", uciInfo(info, variationText(root, info.PV, engineMoveText)))
	}
	j.handle = u.searcher.Start(root.Clone(), lim, report)
	u.markSearching()
	u.startJob(j)
}

// startPerft starts `go perft` on the current position.
func (u *uci) startPerft(depth int) {
	j := &uciJob{done: make(chan search.Result, 1), perft: true}
	j.handle = startPerft(u.g.pos.Clone(), depth, u.out)
	u.startJob(j)
}

func (u *uci) startJob(j *uciJob) {
	go func() { j.done <- j.handle.Wait() }()
	u.cur = j
}

// jobEnded handles the result of a job that ended by itself (or after stop).
func (u *uci) jobEnded(res search.Result) {
	if u.cur.holds() {
		u.cur.held = &res
		return
	}
	u.finishJob(res)
}

// finishJob gives the bestmove of an ended search; then no job runs.
func (u *uci) finishJob(res search.Result) {
	j := u.cur
	u.cur = nil
	if j.perft {
		return
	}
	if res.Rescued {
		u.out.line("info string %s", rescueNote(res))
	}
	u.out.line("%s", bestmoveLine(j.root, res, j.moves))
	u.markIdle()
}

// stopJob stops the running job, if any, and waits for it: a search gives its bestmove (UCI wants one for every
// search, however it ended).
func (u *uci) stopJob() {
	j := u.cur
	if j == nil {
		return
	}
	j.handle.Stop()
	if j.held == nil {
		res := <-j.done
		j.held = &res
	}
	u.finishJob(*j.held)
}

// ponderHit turns a ponder search into a normal one; its bestmove comes when it ends.
func (u *uci) ponderHit() {
	j := u.cur
	if j == nil || !j.ponder {
		return
	}
	j.handle.PonderHit()
	j.ponder = false
	if j.held != nil && !j.holds() {
		u.finishJob(*j.held)
	}
}

// setVariant switches to a variant's start position and tells the GUI the board, as Fairy-Stockfish does when
// UCI_Variant is set (docs/protocol-notes.md §4; adapters such as UCI2WB turn the line into CECP's setup).
func (u *uci) setVariant(name string) {
	g, err := newGame(name)
	if err != nil { // UCI_Variant's choices are the variants: cannot happen
		u.errorf("%v", err)
		return
	}
	u.g = g
	u.positionRejected = false
	u.applyEvalFile()
	b := g.t.Board()
	u.out.line("info string variant %s files %d ranks %d startpos %s", name, b.Files, b.Ranks, g.pos.FEN())
}
