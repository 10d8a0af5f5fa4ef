package protocol

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/sirupsen/logrus"

	"sennight/movegen"
	"sennight/search"
)

// searchKind says what a running search is for.
type searchKind uint8

const (
	thinking  searchKind = iota // the engine's own move: its result is played
	pondering                   // on the opponent's time, assuming ponderMove
	analysing                   // analysis mode: never played
)

// running is a search in progress.
type running struct {
	kind       searchKind
	handle     search.Running
	done       chan search.Result          // receives the result once the search has ended
	root       *movegen.Position           // the position searched, for writing PVs (read-only)
	ponderMove movegen.Move                // pondering: the opponent's move assumed
	rootMoves  int                         // number of legal moves at the root, for stat01
	last       atomic.Pointer[search.Info] // the latest variation of the best line, for `hint`
	progress   atomic.Pointer[search.Info] // the latest report of any kind, for `.`
	started    time.Time
}

// cecp is the CECP (XBoard protocol v2) front end. One goroutine, the loop of run, executes the commands in order;
// a reader goroutine feeds them, so a search never blocks input, and search results arrive on the running
// search's done channel.
type cecp struct {
	*frontEnd
	g       *game
	xb      *xbHosting
	tc      timeControl
	hl      highlighter
	cur     *running
	force   bool          // the engine plays neither side
	side    movegen.Color // the side the engine plays, unless force
	ponder  bool          // `hard`: think on the opponent's time
	analyze bool          // analysis mode
	post    atomic.Bool   // print thinking output
	// pongs are ping replies held back while the engine thinks about its own move: CECP wants them after the
	// move (engine-intf.html, "ping").
	pongs []string
	quit  bool
	// hosted caches the XBoard presentation of each variant used.
	hosted map[string]*xbHosting
	// excl are the moves excluded from the analysis of the current position.
	excl exclusions
}

func newCECP(fe *frontEnd) *cecp {
	c := &cecp{frontEnd: fe, force: true, side: movegen.Black, ponder: false,
		tc: timeControl{mps: 40, base: 5 * time.Minute}, hosted: map[string]*xbHosting{}}
	c.setVariant(defaultVariant())
	// A refused memory or cores is no malformed command (XBoard sends what its user set) but a setting the user
	// must hear of: XBoard shows tellusererror in a dialog.
	fe.refuse = func(err error) { c.out.line("tellusererror %s", oneLine(err.Error())) }
	fe.tables = func() *movegen.Tables {
		if c.g == nil {
			return nil
		}
		return c.g.t
	}
	return c
}

// setVariant switches to a variant's start position. It reports false for an unknown variant.
func (c *cecp) setVariant(name string) bool {
	g, err := newGame(name)
	if err != nil {
		return false
	}
	xb, err := c.hosting(g.t)
	if err != nil {
		logrus.Errorf("cannot host %s in XBoard: %v", name, err)
		return false
	}
	c.g, c.xb, c.hl = g, xb, highlighter{}
	c.applyEvalFile()
	return true
}

// hosting returns a variant's XBoard presentation, derived once.
func (c *cecp) hosting(t *movegen.Tables) (*xbHosting, error) {
	if xb, ok := c.hosted[t.Variant.Name]; ok {
		return xb, nil
	}
	xb, err := newXBHosting(t)
	if err == nil {
		c.hosted[t.Variant.Name] = xb
	}
	return xb, err
}

// prepareVariants compiles every variant's tables and XBoard presentation. The handshake does it before its
// "feature done=1", while XBoard waits, so that a later `variant` is answered at once: XBoard does not always wait
// for the reply (loading a position file, it sends setboard right after variant), and a setup arriving after the
// setboard resets XBoard's board.
// It returns the games XBoard cannot host (a loaded file's game may lack XBoard slots).
func (c *cecp) prepareVariants() []error {
	var errs []error
	for _, name := range movegen.GameNames() {
		if t, err := movegen.ForVariant(name); err == nil {
			if _, err := c.hosting(t); err != nil {
				logrus.Errorf("cannot host %s in XBoard: %v", name, err)
				errs = append(errs, fmt.Errorf("cannot host %s in XBoard: %w", name, err))
			}
		}
	}
	return errs
}

// run executes commands until `quit` or the end of input.
func (c *cecp) run(lines <-chan inputLine) {
	for !c.quit {
		var done <-chan search.Result
		if c.cur != nil {
			done = c.cur.done
		}
		select {
		case line, ok := <-lines:
			if !ok {
				c.stopSearch()
				return
			}
			c.take(line)
		case res := <-done:
			c.searchEnded(res)
		}
	}
	c.stopSearch()
}

// startSearch starts a search of kind on a copy of pos.
func (c *cecp) startSearch(kind searchKind, pos *movegen.Position, lim search.Limits, ponderMove movegen.Move) {
	var ml movegen.MoveList
	pos.LegalMoves(&ml)
	r := &running{kind: kind, done: make(chan search.Result, 1), root: pos.Clone(), ponderMove: ponderMove,
		rootMoves: ml.Len(), started: time.Now()}
	grid := c.xb.grid
	always := kind == analysing // r.kind itself changes on a ponder hit, on the loop's goroutine
	report := func(info search.Info) {
		r.progress.Store(&info) // `.` tells of the latest report, the move being searched included
		if info.CurrMoveNumber > 0 {
			return // not a variation: nothing to post
		}
		if info.MultiPV <= 1 {
			r.last.Store(&info) // `hint` tells of the best variation
		}
		if always || c.post.Load() {
			c.out.line("%s", thinkingLine(info, grid.toGUI(pvText(r.root, info.PV))))
		}
	}
	r.handle = c.searcher.Start(pos.Clone(), lim, report)
	go func() { r.done <- r.handle.Wait() }()
	c.cur = r
	c.markSearching()
}

// stopSearch stops the running search, if any, and discards its result.
func (c *cecp) stopSearch() {
	if c.cur == nil {
		return
	}
	c.cur.handle.Stop()
	<-c.cur.done
	c.cur = nil
	c.markIdle()
	c.flushPongs()
}

// searchEnded handles a search that ended by itself (or after `?`).
func (c *cecp) searchEnded(res search.Result) {
	r := c.cur
	c.cur = nil
	c.markIdle()
	if r.kind == thinking {
		c.playEngineMove(res)
	}
	c.flushPongs()
}

func (c *cecp) flushPongs() {
	for _, n := range c.pongs {
		c.out.line("pong %s", n)
	}
	c.pongs = nil
}

// think starts the search for the engine's own move, or claims the result if the game is over.
func (c *cecp) think() {
	if c.claimIfOver() {
		return
	}
	lim := c.tc.limits(c.g.pos, c.settings.moveOverhead)
	lim.SearchMoves = c.xb.searchMoves(c.g.pos)
	c.startSearch(thinking, c.g.pos, lim, movegen.NoMove)
}

// playEngineMove plays and announces the engine's move, claims the result if the move ended the game, and starts
// pondering on the expected reply.
func (c *cecp) playEngineMove(res search.Result) {
	pos := c.g.pos
	var ml movegen.MoveList
	pos.LegalMoves(&ml)
	if ml.Len() == 0 {
		c.claimIfOver()
		return
	}
	best := res.Move
	playable := c.xb.playable(pos)
	switch {
	case len(playable) == 0:
		// Only moves XBoard cannot show are legal (a castling as the only move): the rules go first.
		logrus.Warnf("only moves XBoard cannot show are legal in %s; XBoard's board will be wrong", pos.FEN())
		if !contains(ml.Moves, best) {
			best = ml.Moves[0]
		}
	case !contains(playable, best):
		// A search must always deliver a legal move; never forfeit or hang over a bug, but say so.
		logrus.Errorf("search returned %v, which is not a playable move in %s; playing the first one", best, pos.FEN())
		best = playable[0]
	}
	text := moveText(pos, best)
	pos.MakeMove(best)
	if res.Rescued {
		c.out.line("# %s", rescueNote(res)) // a comment line (debug=1): XBoard shows it in its debug log
	}
	c.out.line("move %s", c.xb.grid.toGUI(text))
	if c.claimIfOver() {
		return
	}
	if c.ponder && res.Ponder != movegen.NoMove && contains(c.xb.playable(pos), res.Ponder) {
		after := pos.Clone()
		after.MakeMove(res.Ponder)
		if after.Outcome().Result == movegen.Ongoing {
			c.startSearch(pondering, after, c.ponderLimits(after), res.Ponder)
		}
	}
}

// ponderLimits are the limits of a ponder search: pondering until the opponent moves, then the clock.
func (c *cecp) ponderLimits(pos *movegen.Position) search.Limits {
	lim := c.tc.limits(pos, c.settings.moveOverhead)
	lim.Ponder = true
	lim.SearchMoves = c.xb.searchMoves(pos)
	return lim
}

func contains(moves []movegen.Move, m movegen.Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// claimIfOver claims the result when the game is over by a rule, and reports whether it is.
func (c *cecp) claimIfOver() bool {
	o := c.g.outcome()
	if o.Result == movegen.Ongoing {
		return false
	}
	c.out.line("%s {%s}", o.Result, resultComment(o))
	return true
}

// resultComment is the comment of a result claim, in the words engine-intf.html uses.
func resultComment(o movegen.Outcome) string {
	switch o.Reason {
	case "checkmate":
		if o.Result == movegen.WhiteWins {
			return "White mates"
		}
		return "Black mates"
	case "stalemate":
		return "Stalemate"
	case "threefold repetition":
		return "Draw by repetition"
	case "50-move rule":
		return "Draw by 50-move rule"
	case "insufficient material":
		return "Insufficient material"
	}
	return strings.ToUpper(o.Reason[:1]) + o.Reason[1:]
}

// positionChanged restarts the analysis after a change of the position, or stops a stale search.
func (c *cecp) positionChanged() {
	c.stopSearch()
	c.hl = highlighter{}
	c.excl = exclusions{}
	if c.analyze {
		c.startAnalysis()
	}
}

// startAnalysis starts an infinite search of the current position with the MultiPV option's number of variations
// (only analysis uses it: a game is played with one) and without the excluded moves. With every move excluded
// there is nothing to analyse, and nothing starts.
func (c *cecp) startAnalysis() {
	if c.g.outcome().Result != movegen.Ongoing {
		return
	}
	moves, ok := c.analysisMoves()
	if !ok {
		return
	}
	c.startSearch(analysing, c.g.pos, search.Limits{Infinite: true, SearchMoves: moves, MultiPV: c.settings.multiPV},
		movegen.NoMove)
}
