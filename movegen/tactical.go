package movegen

// GenerateCaptures appends the same moves as GeneratePseudo(ml, GenTactical), faster: quiescence search calls it at
// most of its nodes. Pieces that cannot promote only have captures among their tactical moves, so their rays are
// walked to the first piece without looking at the empty cells on the way; promoting pieces (pawns) go through
// the general generator near their promotion cells, which also finds their non-capturing promotions.
func (p *Position) GenerateCaptures(ml *MoveList) {
	us, them := p.side, p.side.Other()
	t := p.t
	if t.placement && p.handTotal[us] > 0 {
		return
	}
	w := targetWalk{p: p, us: us, ml: ml, mode: GenTactical}
	for i := 0; i < p.listN[us]; i++ {
		from := p.list[us][i]
		typ := p.board[from].Type()
		if t.Types[typ].Promotes && t.promoNear[us][typ].Has(from) {
			p.genPiece(&w, from)
			continue
		}
		if !t.captureReach[us][typ][from].meets(&p.occ[them]) {
			continue // no enemy piece where it could ever capture from here
		}
		// Captures only: no move of the piece from here reaches a promotion cell.
		w.from, w.promotes, w.dedupe = from, false, t.Types[typ].dedupe
		if w.dedupe {
			w.seen = Bitset{}
		}
		w.quiets, w.captures, w.indirect = false, true, true
		w.walk(t.atoms[us][typ])
	}
	if p.epN > 0 {
		p.genEnPassant(ml)
	}
}
