package movegen

// Mobility returns the weighted mobility of colour c: for every piece of c whose type has a non-zero weight, the
// weight times the number of cells its moves reach in this position (empty cells for its moving atoms, enemy pieces
// for its capturing atoms). It walks the same tables as generation but builds no moves, so evaluation can call it
// at every node. Cells reached by two atoms are counted twice, and legality is ignored: it is an evaluation term.
// Cannon, flying and hit-and-run captures are left out: they would walk whole rays through crowds of pieces (the
// cost of Megalomachy's evaluation) to count a few captures, while the same pieces' ordinary moves are counted.
func (p *Position) Mobility(c Color, weight *[MaxTypes]int32) int32 {
	var total int32
	walk := targetWalk{p: p, us: c, quiets: true, captures: true} // no move list: it counts
	for i := 0; i < p.listN[c]; i++ {
		from := p.list[c][i]
		typ := p.board[from].Type()
		if w := weight[typ]; w != 0 {
			walk.from = from
			total += w * int32(walk.walk(p.t.atoms[c][typ]))
		}
	}
	return total
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
