package bench

import (
	"fmt"
	"io"
	"time"

	"sennight/movegen"
)

// PerftResult is one timed perft run.
type PerftResult struct {
	Variant string
	Depth   int
	Nodes   uint64
	Elapsed time.Duration
	Bulk    bool // the last ply was bulk-counted (legal moves counted, not made)
}

// LeavesPerSecond returns the leaf rate of the run.
func (r PerftResult) LeavesPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Nodes) / r.Elapsed.Seconds()
}

func (r PerftResult) String() string {
	mode := "last ply bulk-counted"
	if !r.Bulk {
		mode = "every leaf made and unmade"
	}
	return fmt.Sprintf("perft %s depth %d: %d leaves in %.3f s (%.2f M leaves/s, %s)",
		r.Variant, r.Depth, r.Nodes, r.Elapsed.Seconds(), r.LeavesPerSecond()/1e6, mode)
}

// RunPerft times a perft from a position; with divide it first writes the count below each root move. Without bulk
// every leaf move is made and unmade.
func RunPerft(w io.Writer, variant string, p *movegen.Position, depth int, divide, bulk bool) PerftResult {
	start := time.Now()
	var nodes uint64
	switch {
	case divide:
		for _, e := range movegen.Divide(p, depth) {
			fmt.Fprintf(w, "%s: %d\n", e.Move, e.Nodes)
			nodes += e.Nodes
		}
	case bulk:
		nodes = movegen.Perft(p, depth)
	default:
		nodes = movegen.PerftNoBulk(p, depth)
	}
	r := PerftResult{Variant: variant, Depth: depth, Nodes: nodes, Elapsed: time.Since(start), Bulk: bulk || divide}
	fmt.Fprintln(w, r)
	return r
}
