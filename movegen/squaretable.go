package movegen

// SquareTable gives every piece (colour and type, as Piece indexes it) on every cell a middle-game and an endgame
// value, and every piece a phase weight: evaluation's material and piece-square terms. A Position given a table
// keeps the sums of its pieces' entries up to date as moves are made and unmade, so that evaluation reads them
// instead of visiting every piece at every node (80 a side in Megalomachy).
type SquareTable struct {
	MG, EG [2 * MaxTypes][256]int16
	Phase  [2 * MaxTypes]int16
}

// squareSums are the running sums of a SquareTable over the pieces on the board, by colour.
type squareSums struct {
	mg, eg [2]int32
	phase  int32
}

func (s *squareSums) add(t *SquareTable, pc Piece, c Cell) {
	col := pc.Color()
	s.mg[col] += int32(t.MG[pc][c])
	s.eg[col] += int32(t.EG[pc][c])
	s.phase += int32(t.Phase[pc])
}

func (s *squareSums) sub(t *SquareTable, pc Piece, c Cell) {
	col := pc.Color()
	s.mg[col] -= int32(t.MG[pc][c])
	s.eg[col] -= int32(t.EG[pc][c])
	s.phase -= int32(t.Phase[pc])
}

// SetSquareTable makes the position keep the sums of t (nil: none) and computes them for the current board.
func (p *Position) SetSquareTable(t *SquareTable) {
	p.sq = t
	p.sqSums = squareSums{}
	if t == nil {
		return
	}
	for c := White; c <= Black; c++ {
		for _, cell := range p.Pieces(c) {
			p.sqSums.add(t, p.board[cell], cell)
		}
	}
}

// SquareSums returns the sums of t's values over the pieces on the board: middle game and endgame by colour, and
// the phase weights of both colours. ok is false when the position does not keep t's sums.
func (p *Position) SquareSums(t *SquareTable) (mg, eg [2]int32, phase int32, ok bool) {
	if p.sq != t || t == nil {
		return mg, eg, 0, false
	}
	return p.sqSums.mg, p.sqSums.eg, p.sqSums.phase, true
}
