package bench

import (
	"errors"
	"fmt"
	"io"
	"time"

	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search"
)

// SearchOptions configure a bench run.
type SearchOptions struct {
	Threads int
	HashMB  int
	// Depth overrides every position's own depth when > 0.
	Depth int
	// Variants restricts the run to these variants (all when empty).
	Variants []string
	// Classical evaluates with the hand-written evaluation where a game has a network (search.Options.Classical).
	Classical bool
	// Network, when set, is a network file the one variant of Variants is evaluated with (docs/nnue.md).
	Network string
	// Stop, when closed, ends the run early: the running search stops and RunSearch returns ErrStopped (UCI's
	// `bench` may not block `quit`).
	Stop <-chan struct{}
}

// ErrStopped is RunSearch's error when its Stop channel was closed.
var ErrStopped = errors.New("bench stopped")

// SearchResult is the outcome of a bench run.
type SearchResult struct {
	Nodes   uint64
	Elapsed time.Duration
	// CPU is the process CPU time spent in the searches (all threads; 0 where unknown).
	CPU time.Duration
	// ByVariant are the nodes and time per variant, in run order.
	ByVariant []VariantTotal
}

// VariantTotal is one variant's share of a bench run.
type VariantTotal struct {
	Variant string
	Nodes   uint64
	Elapsed time.Duration
	CPU     time.Duration
}

// NPS returns the nodes per second of a run.
func (r SearchResult) NPS() float64 { return nps(r.Nodes, r.Elapsed) }

func nps(nodes uint64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(nodes) / d.Seconds()
}

// Positions returns the bench positions of the variants to run: the listed ones of every registered variant, and
// the start position of a registered variant that has none listed yet (a newly merged variant benches at once).
// Without a list, yardstick games (Chess, Grand Chess) are left out: the signature covers the engine's own games.
func Positions(only []string) []Position {
	names := movegen.GameNames()
	if len(only) > 0 {
		names = only
	}
	var out []Position
	for _, name := range names {
		v, err := movegen.VariantByName(name)
		if err != nil || (len(only) == 0 && (v.Yardstick || v.OffBench)) {
			continue
		}
		n := 0
		for _, p := range searchPositions {
			if p.Variant == name {
				out = append(out, p)
				n++
			}
		}
		if n == 0 {
			out = append(out, Position{Variant: name, Name: "start", Depth: defaultNewVariantDepth})
		}
	}
	return out
}

// RunSearch searches every bench position to its depth with a fresh table and history (so that with one thread
// the node counts are deterministic) and writes one line per position, a line per variant and the totals. The
// total node count with one thread is the engine's signature: it changes exactly when the search or evaluation
// changes.
func RunSearch(w io.Writer, opts SearchOptions) (SearchResult, error) {
	sopts := search.DefaultOptions()
	sopts.Threads = max(opts.Threads, 1)
	sopts.Classical = opts.Classical
	if opts.HashMB > 0 {
		sopts.HashMB = opts.HashMB
	}
	for _, name := range opts.Variants {
		if _, err := movegen.VariantByName(name); err != nil {
			return SearchResult{}, err
		}
	}
	eng, err := search.New(sopts)
	if err != nil {
		return SearchResult{}, err
	}
	defer eng.Close()
	if opts.Network != "" {
		if len(opts.Variants) != 1 {
			return SearchResult{}, errors.New("a bench network is for one variant")
		}
		t, err := movegen.ForVariant(opts.Variants[0])
		if err != nil {
			return SearchResult{}, err
		}
		n, err := nnue.ReadFile(opts.Network, t)
		if err != nil {
			return SearchResult{}, err
		}
		eng.SetNetwork(t, n)
	}
	var res SearchResult
	for _, bp := range Positions(opts.Variants) {
		p, err := movegen.NewVariantPosition(bp.Variant, bp.FEN)
		if err != nil {
			return res, fmt.Errorf("bench position %s %s: %w", bp.Variant, bp.Name, err)
		}
		depth := bp.Depth
		if opts.Depth > 0 {
			depth = opts.Depth
		}
		eng.NewGame()
		cpu0 := cpuTime()
		h := eng.Start(p, search.Limits{Depth: depth}, nil)
		done := make(chan search.Result, 1)
		go func() { done <- h.Wait() }()
		var r search.Result
		select {
		case r = <-done:
		case <-opts.Stop: // nil without a Stop: never
			h.Stop()
			<-done
			return res, ErrStopped
		}
		cpu := cpuTime() - cpu0
		res.CPU += cpu
		fmt.Fprintf(w, "%-12s %-10s depth %2d  %-12s score %6s  nodes %10d  %7.3f s  %6.0f knps\n",
			bp.Variant, bp.Name, depth, r.MoveText, FormatScore(r.Score), r.Nodes, r.Time.Seconds(),
			nps(r.Nodes, r.Time)/1000)
		res.Nodes += r.Nodes
		res.Elapsed += r.Time
		if n := len(res.ByVariant); n == 0 || res.ByVariant[n-1].Variant != bp.Variant {
			res.ByVariant = append(res.ByVariant, VariantTotal{Variant: bp.Variant})
		}
		vt := &res.ByVariant[len(res.ByVariant)-1]
		vt.Nodes += r.Nodes
		vt.Elapsed += r.Time
		vt.CPU += cpu
	}
	for _, vt := range res.ByVariant {
		fmt.Fprintf(w, "%-12s total nodes %10d  %7.3f s  %6.0f knps  %6.0f knps per cpu second\n", vt.Variant,
			vt.Nodes, vt.Elapsed.Seconds(), nps(vt.Nodes, vt.Elapsed)/1000, nps(vt.Nodes, vt.CPU)/1000)
	}
	fmt.Fprintf(w, "threads %d, hash %d MB\n", sopts.Threads, eng.Options().HashMB)
	fmt.Fprintf(w, "total nodes %d  time %.3f s  nps %.0f\n", res.Nodes, res.Elapsed.Seconds(), res.NPS())
	if res.CPU > 0 {
		// Wall-clock nps suffers when other programs share the cores; per CPU second it does not.
		fmt.Fprintf(w, "cpu time %.3f s  nodes per cpu second %.0f (per thread)\n", res.CPU.Seconds(),
			nps(res.Nodes, res.CPU))
	}
	if sopts.Threads == 1 {
		fmt.Fprintf(w, "signature %d\n", res.Nodes)
	}
	return res, nil
}

// FormatScore writes a score as centipawns or as "#N" / "#-N" for a mate in N moves.
func FormatScore(score int) string {
	if search.IsMate(score) {
		return fmt.Sprintf("#%d", search.MateMoves(score))
	}
	return fmt.Sprintf("%d", score)
}
