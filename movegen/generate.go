package movegen

// GenMode selects the pseudo-legal moves to generate.
type GenMode uint8

const (
	// GenAll: every pseudo-legal move.
	GenAll GenMode = iota
	// GenTactical: captures (en passant and hit-and-run included) and promotions, for quiescence search.
	GenTactical
	// GenQuiet: the complement of GenTactical.
	GenQuiet
)

// GeneratePseudo appends the pseudo-legal moves of the side to move: moves that obey every movement rule but may
// leave the mover's King attacked (or break a variant's post-move rule); LegalMoves filters them.
func (p *Position) GeneratePseudo(ml *MoveList, mode GenMode) {
	us := p.side
	if p.t.placement && p.handTotal[us] > 0 {
		if mode != GenTactical {
			p.genDrops(ml)
		}
		return
	}
	w := targetWalk{p: p, us: us, ml: ml, mode: mode}
	for i := 0; i < p.listN[us]; i++ {
		p.genPiece(&w, p.list[us][i])
	}
	if mode != GenQuiet && p.epN > 0 {
		p.genEnPassant(ml)
	}
	if mode != GenTactical && p.castle != 0 {
		p.genCastling(ml)
	}
}

// genPiece generates the moves of the piece on from that w.mode asks for.
func (p *Position) genPiece(w *targetWalk, from Cell) {
	typ := p.board[from].Type()
	info := &p.t.Types[typ]
	w.from, w.promotes, w.dedupe = from, info.Promotes, info.dedupe
	if w.dedupe {
		w.seen = Bitset{}
	}
	// A promoting piece's moves onto empty cells may be promotions, which are tactical.
	w.quiets = w.mode != GenTactical || w.promotes
	w.captures = w.mode != GenQuiet
	w.indirect = w.captures
	w.walk(p.t.atoms[w.us][typ])
}

// genEnPassant adds en passant captures onto the cells the last multi-step passed.
func (p *Position) genEnPassant(ml *MoveList) {
	for i := range int(p.epN) {
		e := p.epCells[i]
		if p.board[e] != Empty {
			continue
		}
		for _, x := range p.t.epFrom[p.side][e] {
			m, promotes, ok := p.enPassantFrom(x, e)
			if !ok {
				continue
			}
			if !promotes {
				ml.add(m)
				continue
			}
			for _, typ := range p.t.promoChoices {
				if p.MayPromoteTo(p.side, typ) {
					ml.add(m | Move(typ)<<24)
				}
			}
			if p.t.promoOptional[p.side].Has(e) {
				ml.add(m)
			}
		}
	}
}

// enPassantFrom returns the en passant capture of the side to move from x onto the passed cell e, if the piece on x
// has one, and whether it must promote there (the move then carries no promotion type yet).
func (p *Position) enPassantFrom(x, e Cell) (m Move, promotes, ok bool) {
	us := p.side
	pc := p.board[x]
	if p.t.epTypes[us]>>(pc^Piece(us)<<6)&1 == 0 || !p.t.epReaches(us, pc.Type(), x, e) {
		return NoMove, false, false
	}
	return NewKill(x, e, p.epVictim), p.t.Types[pc.Type()].Promotes && p.t.promoCell[us].Has(e), true
}

// epReaches reports whether a piece of a type has an en passant capture from x onto e (epFrom merges all types).
func (t *Tables) epReaches(c Color, typ int, x, e Cell) bool {
	for ai := range t.atoms[c][typ] {
		a := &t.atoms[c][typ][ai]
		if !a.ep {
			continue
		}
		for _, to := range a.targets[x] {
			if to == e {
				return true
			}
		}
	}
	return false
}

// genCastling adds the castlings whose right is kept, whose cells are empty and whose King path is not attacked.
// The options of one castling share most of their path (Megalomachy has 13 per side), so each cell's attack test
// is done once per call.
func (p *Position) genCastling(ml *MoveList) {
	us, them := p.side, p.side.Other()
	var tested, attacked Bitset
	for oi := range p.t.castleOpts {
		o := &p.t.castleOpts[oi]
		r := &p.t.castles[o.rule]
		if r.colour != us || p.castle&r.right == 0 {
			continue
		}
		ok := true
		for _, c := range o.empty {
			if p.board[c] != Empty && c != r.king && c != r.partner {
				ok = false
				break
			}
		}
		for i := 0; ok && i < len(o.safe); i++ {
			c := o.safe[i]
			if !tested.Has(c) {
				tested.Set(c)
				if p.Attacked(c, them) {
					attacked.Set(c)
				}
			}
			ok = !attacked.Has(c)
		}
		if ok {
			ml.add(NewCastle(r.king, o.kingTo, r.partner, oi))
		}
	}
}

// genDrops adds every placement of a held piece onto an empty cell of the side's zone.
func (p *Position) genDrops(ml *MoveList) {
	us := p.side
	for typ := 1; typ < len(p.t.Types); typ++ {
		if p.hand[us][typ] == 0 {
			continue
		}
		for _, c := range p.t.dropZone[us] {
			if p.board[c] == Empty {
				ml.add(NewDrop(typ, c))
			}
		}
	}
}
