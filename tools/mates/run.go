package mates

import (
	"fmt"
	"io"
	"slices"
	"time"

	"sennight/movegen"
	"sennight/search"
	"sennight/search/mate"
)

// SearchOptions configure a suite run of the normal search.
type SearchOptions struct {
	Variants []string // empty: every variant
	MoveTime time.Duration
	Nodes    uint64 // when not 0, a node limit instead of the move time (repeatable with one thread)
	Threads  int
	HashMB   int
	Every    int // when above 1, only every Every-th position of each suite (a quick sample)
}

// VariantScore is the outcome of one variant's suite.
type VariantScore struct {
	Variant       string
	Solved, Total int
	Misses        []Entry
	Elapsed       time.Duration
	SolverElapsed time.Duration // Prove only
	SolverNodes   uint64        // Prove only
	ProofFailures int           // Prove only
}

// Solved reports whether a search result solves an entry: a key move, announced as the shortest mate.
func Solved(e Entry, r search.Result) bool {
	return slices.Contains(e.Keys, r.MoveText) && r.Score > 0 && search.IsMate(r.Score) &&
		search.MateMoves(r.Score) == e.Moves
}

// suites loads the suites of the given variants (every variant when empty).
func suites(names []string) ([][]Entry, error) {
	if len(names) == 0 {
		names = movegen.GameNames()
	}
	var out [][]Entry
	for _, name := range names {
		if _, err := movegen.VariantByName(name); err != nil {
			return nil, err
		}
		s, err := Load(name)
		if err != nil {
			return nil, err
		}
		if len(s) > 0 {
			out = append(out, s)
		}
	}
	return out, nil
}

// RunSearch searches every suite position with the normal search, each with a fresh table, and writes each miss
// (what the search played and announced), one line per variant and the total.
func RunSearch(w io.Writer, opts SearchOptions) ([]VariantScore, error) {
	all, err := suites(opts.Variants)
	if err != nil {
		return nil, err
	}
	sopts := search.DefaultOptions()
	sopts.Threads = max(opts.Threads, 1)
	if opts.HashMB > 0 {
		sopts.HashMB = opts.HashMB
	}
	eng, err := search.New(sopts)
	if err != nil {
		return nil, err
	}
	defer eng.Close()
	lim := search.Limits{MoveTime: opts.MoveTime, Nodes: opts.Nodes}
	if lim.Nodes > 0 {
		lim.MoveTime = 0
	}
	var scores []VariantScore
	solved, total := 0, 0
	for _, suite := range all {
		vs := VariantScore{Variant: suite[0].Variant}
		for i, e := range suite {
			if opts.Every > 1 && i%opts.Every != 0 {
				continue
			}
			vs.Total++
			p, err := e.Position()
			if err != nil {
				return scores, fmt.Errorf("%s line %d: %w", e.Variant, e.Line, err)
			}
			eng.NewGame()
			r := eng.Search(p, lim, nil)
			vs.Elapsed += r.Time
			if Solved(e, r) {
				vs.Solved++
				continue
			}
			vs.Misses = append(vs.Misses, e)
			fmt.Fprintf(w, "miss %-12s line %3d  mate %d by %v: played %s score %s depth %d %.3f s\n", e.Variant,
				e.Line, e.Moves, e.Keys, r.MoveText, formatScore(r.Score), r.Depth, r.Time.Seconds())
		}
		fmt.Fprintf(w, "%-12s solved %3d of %3d  %7.3f s\n", vs.Variant, vs.Solved, vs.Total, vs.Elapsed.Seconds())
		solved += vs.Solved
		total += vs.Total
		scores = append(scores, vs)
	}
	fmt.Fprintf(w, "solved %d of %d\n", solved, total)
	return scores, nil
}

// RunProve re-proves every suite position with the exact solver and writes each failure, one line per variant with
// the solver's time and nodes, and the total. An error is returned when a proof fails.
func RunProve(w io.Writer, names []string) ([]VariantScore, error) {
	all, err := suites(names)
	if err != nil {
		return nil, err
	}
	s := mate.NewSolver()
	var scores []VariantScore
	failures := 0
	var elapsed time.Duration
	for _, suite := range all {
		vs := VariantScore{Variant: suite[0].Variant, Total: len(suite)}
		for _, e := range suite {
			start := time.Now()
			pr, err := Check(s, e)
			vs.SolverElapsed += time.Since(start)
			vs.SolverNodes += pr.Nodes
			if err != nil {
				vs.ProofFailures++
				fmt.Fprintf(w, "proof failed: %v\n", err)
				continue
			}
			vs.Solved++
		}
		fmt.Fprintf(w, "%-12s proven %3d of %3d  solver %7.3f s  %10d nodes\n", vs.Variant, vs.Solved, vs.Total,
			vs.SolverElapsed.Seconds(), vs.SolverNodes)
		failures += vs.ProofFailures
		elapsed += vs.SolverElapsed
		scores = append(scores, vs)
	}
	fmt.Fprintf(w, "solver time %.3f s\n", elapsed.Seconds())
	if failures > 0 {
		return scores, fmt.Errorf("%d suite positions failed their proof", failures)
	}
	return scores, nil
}

func formatScore(score int) string {
	if search.IsMate(score) {
		return fmt.Sprintf("#%d", search.MateMoves(score))
	}
	return fmt.Sprint(score)
}
