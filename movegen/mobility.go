package movegen

import "sennight/variants"

// Mobility returns the weighted mobility of colour c: for every piece of c whose type has a non-zero weight, the
// weight times the number of cells its moves reach in this position (empty cells for its moving atoms, enemy pieces
// for its capturing atoms). It walks the same tables as generation but builds no moves, so evaluation can call it
// at every node. Cells reached by two atoms are counted twice, and legality is ignored: it is an evaluation term.
// Cannon, flying and hit-and-run captures are left out: they would walk whole rays through crowds of pieces (the
// cost of Megalomachy's evaluation) to count a few captures, while the same pieces' ordinary moves are counted.
func (p *Position) Mobility(c Color, weight *[MaxTypes]int32) int32 {
	var total int32
	for i := 0; i < p.listN[c]; i++ {
		from := p.list[c][i]
		typ := p.board[from].Type()
		if w := weight[typ]; w != 0 {
			total += w * int32(p.pieceMobility(c, typ, from))
		}
	}
	return total
}

// pieceMobility counts the cells the piece of type typ on from reaches: targetWalk.walk's cases for moves onto
// empty cells and first-piece captures, with a count for a sink. It stays a walk of its own because it must call
// nothing: targetWalk.walk calls the move list's growth and the promotion and duplicate handling on some paths,
// and with those calls in the function Go's register allocator keeps the loop variables on the stack, which made
// this count twice as slow (BenchmarkSearchSupport/Mobility, 5 alternating runs: 1851 ns base, 3759 ns through
// the walker, medians). TestMobilityMatchesGeneration holds the two walks to the same targets.
func (p *Position) pieceMobility(us Color, typ int, from Cell) int {
	t := p.t
	n := 0
	atoms := t.atoms[us][typ]
	for ai := range atoms {
		a := &atoms[ai]
		switch a.kind {
		case variants.Leap:
			for _, to := range a.targets[from] {
				q := p.board[to]
				if q == Empty {
					if a.move {
						n++
					}
				} else if a.capture && q.Color() != us {
					n++
				}
			}
		case variants.Ride:
			for _, r := range a.rays[from] {
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						if a.move {
							n++
						}
						continue
					}
					if a.capture && q.Color() != us {
						n++
					}
					break
				}
			}
		case variants.Push:
			for _, to := range a.targets[from] {
				if p.board[to] != Empty {
					break
				}
				n++
			}
		case variants.Path:
			nodes := a.trie[from]
			for i := 0; i < len(nodes); {
				q := p.board[nodes[i].cell]
				if q == Empty {
					if a.move {
						n++
					}
					i++
					continue
				}
				if a.capture && q.Color() != us {
					n++
				}
				i = int(nodes[i].end)
			}
		case variants.Grasshopper, variants.AirLift:
			// Landing cells depend on the first piece of each ray; one per ray at most.
			for _, r := range a.rays[from] {
				for k, to := range r {
					if p.board[to] == Empty {
						continue
					}
					if a.kind == variants.Grasshopper {
						if k+1 < len(r) && p.board[r[k+1]] == Empty {
							n++
						}
					} else if k >= a.minLand {
						n++
					}
					break
				}
			}
		}
	}
	return n
}

// EmptyBoardReach returns the cells a piece of colour c and type typ on from reaches on an otherwise empty board:
// moves are the cells its non-capturing moves go to, captures the cells where it would capture an enemy piece
// standing there alone. Cannon captures need a screen, so a Hop atom counts the cells beyond the first of each ray
// as its captures (a screen could stand on the first); air-lifts and grasshopper moves need a piece and reach
// nothing. Evaluation derives piece values and square tables from this; it is not a search function.
func (t *Tables) EmptyBoardReach(c Color, typ int, from Cell) (moves, captures Bitset) {
	empty := Position{t: t}
	w := targetWalk{p: &empty, us: c, from: from, quiets: true, cells: &moves}
	atoms := t.atoms[c][typ]
	w.walk(atoms)
	for ai := range atoms {
		atoms[ai].addCaptureCells(from, &captures)
	}
	return moves, captures
}

// MaxInsufficientPieces returns the largest number of pieces (both sides, hands included) in any of the variant's
// insufficient-material patterns, 0 if it has none: search tests for those draws only at or below this count.
func (t *Tables) MaxInsufficientPieces() int {
	most := 0
	for _, m := range t.insufficient {
		n := 0
		for typ := range m.strong {
			n += int(m.strong[typ]) + int(m.weak[typ])
		}
		most = max(most, n)
	}
	return most
}

// PieceCount returns the number of pieces of a colour on the board.
func (p *Position) PieceCount(c Color) int { return p.listN[c] }
