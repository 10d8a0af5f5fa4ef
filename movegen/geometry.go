package movegen

import (
	"fmt"

	"sennight/variants"
)

// geometry caches a board's steps and rays by direction while a variant compiles. The board answers a step by a
// map lookup of lattice coordinates; Megalomachy alone asks hundreds of thousands of them, and many atoms (Queen,
// Amazon, Leo, Eagle, Terror...) share the same directions, so each direction is walked once and its rays are shared
// read-only by every table that uses them.
type geometry struct {
	b     *variants.Board
	n     int
	steps map[variants.Vec][]int16  // per cell: the cell one step away, -1 off the board
	rays  map[variants.Vec][][]Cell // per cell: the ray along the direction
	sets  map[string][][][]Cell     // per cell: the non-empty rays of a list of directions
}

func newGeometry(b *variants.Board) *geometry {
	return &geometry{b: b, n: len(b.Cells), steps: map[variants.Vec][]int16{},
		rays: map[variants.Vec][][]Cell{}, sets: map[string][][][]Cell{}}
}

// step returns the cell one step v away from x.
func (g *geometry) step(x int, v variants.Vec) (int, bool) {
	s, ok := g.steps[v]
	if !ok {
		s = make([]int16, g.n)
		for c := range g.n {
			s[c] = -1
			if to, ok := g.b.Step(c, v); ok {
				s[c] = int16(to)
			}
		}
		g.steps[v] = s
	}
	to := s[x]
	return int(to), to >= 0
}

// ray returns the cells from x (exclusive) repeatedly stepping by d until a step leaves the board or comes back to
// x. The slice is shared: callers must not modify it.
func (g *geometry) ray(x int, d variants.Vec) []Cell {
	r, ok := g.rays[d]
	if !ok {
		// One backing array for the direction; each cell's ray is a capacity-capped window of it.
		var backing []Cell
		bounds := make([]int, g.n+1)
		for c := range g.n {
			for cur := c; ; {
				next, ok := g.step(cur, d)
				if !ok || next == c {
					break
				}
				backing = append(backing, Cell(next))
				cur = next
			}
			bounds[c+1] = len(backing)
		}
		r = make([][]Cell, g.n)
		for c := range g.n {
			r[c] = backing[bounds[c]:bounds[c+1]:bounds[c+1]]
		}
		g.rays[d] = r
	}
	return r[x]
}

// raySet returns, per cell, the non-empty rays along each of dirs, in the order of dirs. Atoms with the same
// directions share the result.
func (g *geometry) raySet(dirs []variants.Vec) [][][]Cell {
	key := fmt.Sprint(dirs)
	if s, ok := g.sets[key]; ok {
		return s
	}
	s := make([][][]Cell, g.n)
	backing := make([][]Cell, 0, g.n*len(dirs))
	for x := range g.n {
		start := len(backing)
		for _, d := range dirs {
			if r := g.ray(x, d); len(r) > 0 {
				backing = append(backing, r)
			}
		}
		s[x] = backing[start:len(backing):len(backing)]
	}
	g.sets[key] = s
	return s
}
