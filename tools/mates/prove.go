package mates

import (
	"fmt"
	"slices"

	"sennight/movegen"
	"sennight/search/mate"
)

// Proof is the solver's answer for a position: the shortest mate within a limit and its keys as move text.
type Proof struct {
	Moves   int
	Keys    []string
	Nodes   uint64
	Aborted bool
}

// Prove solves a position with the exact solver, looking for mates of at most maxN moves.
func Prove(s *mate.Solver, p *movegen.Position, maxN int) Proof {
	r := s.Solve(p, maxN)
	keys := make([]string, len(r.Keys))
	for i, m := range r.Keys {
		keys[i] = p.MoveText(m)
	}
	return Proof{Moves: r.Moves, Keys: keys, Nodes: r.Nodes, Aborted: r.Aborted}
}

// Check re-proves an entry: the solver must find a shortest mate of exactly the entry's length (so none shorter),
// with exactly the entry's key moves.
func Check(s *mate.Solver, e Entry) (Proof, error) {
	p, err := e.Position()
	if err != nil {
		return Proof{}, err
	}
	pr := Prove(s, p, e.Moves)
	a, b := slices.Clone(pr.Keys), slices.Clone(e.Keys)
	slices.Sort(a)
	slices.Sort(b)
	if pr.Moves != e.Moves || !slices.Equal(a, b) {
		return pr, fmt.Errorf("%s line %d: solver says mate in %d by %v, the suite mate in %d by %v", e.Variant,
			e.Line, pr.Moves, pr.Keys, e.Moves, e.Keys)
	}
	return pr, nil
}
