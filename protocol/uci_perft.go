package protocol

import (
	"sync/atomic"

	"sennight/movegen"
	"sennight/search"
)

// perftRun is a `go perft` in progress, run beside the command loop as a search is: the loop reads on, answers
// isready, and ends it on stop or quit. A deep perft of a big variant runs for hours, and no input may hang the
// engine. It prints Stockfish's format: "move: count" for each root move as it is counted, then a blank line,
// "Nodes searched: N" and a blank line. It implements search.Running, so that the loop handles it as it does a
// search; its search.Result is empty.
type perftRun struct {
	stop atomic.Bool
	done chan struct{}
}

// perftStepDepth is the depth below which the count is left to movegen.Perft, which cannot be stopped; its
// subtrees take milliseconds even in Megalomachy.
const perftStepDepth = 2

// startPerft counts the move tree of pos (which it owns) to a depth of at least 1, writing to out.
func startPerft(pos *movegen.Position, depth int, out *output) *perftRun {
	r := &perftRun{done: make(chan struct{})}
	go func() {
		defer close(r.done)
		var root movegen.MoveList
		pos.LegalMoves(&root)
		lists := make([]movegen.MoveList, depth)
		var total uint64
		for _, m := range root.Moves {
			text := pos.MoveText(m)
			pos.MakeMove(m)
			n, ok := r.count(pos, depth-1, lists)
			pos.UnmakeMove()
			if !ok {
				out.line("info string perft stopped")
				return
			}
			out.line("%s: %d", text, n)
			total += n
		}
		out.line("")
		out.line("Nodes searched: %d", total)
		out.line("")
	}()
	return r
}

// count returns the leaves below p to a depth, or false when stopped first.
func (r *perftRun) count(p *movegen.Position, depth int, lists []movegen.MoveList) (uint64, bool) {
	if r.stop.Load() {
		return 0, false
	}
	if depth <= perftStepDepth {
		return movegen.Perft(p, depth), true
	}
	ml := &lists[depth-1]
	p.LegalMoves(ml)
	var n uint64
	for _, m := range ml.Moves {
		p.MakeMove(m)
		c, ok := r.count(p, depth-1, lists)
		p.UnmakeMove()
		if !ok {
			return 0, false
		}
		n += c
	}
	return n, true
}

func (r *perftRun) Stop()      { r.stop.Store(true) }
func (r *perftRun) PonderHit() {}
func (r *perftRun) Wait() search.Result {
	<-r.done
	return search.Result{}
}
