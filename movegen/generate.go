package movegen

import "sennight/variants"

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

// generator carries the per-piece state of pseudo-legal generation.
type generator struct {
	p        *Position
	ml       *MoveList
	mode     GenMode
	us       Color
	from     Cell
	promotes bool
	dedupe   bool
	seen     Bitset
}

// add records a move of the current piece to a cell, expanding promotions and dropping duplicates.
func (g *generator) add(to Cell, capture bool) {
	if g.dedupe {
		if g.seen.Has(to) {
			return
		}
		g.seen.Set(to)
	}
	if g.promotes && g.p.t.promoCell[g.us].Has(to) {
		g.addPromotions(to, capture)
		return
	}
	switch g.mode {
	case GenTactical:
		if !capture {
			return
		}
	case GenQuiet:
		if capture {
			return
		}
	}
	g.ml.add(NewMove(g.from, to))
}

// addPromotions adds the moves of a promoting piece onto a cell of its promotion zone: one per promotion it may
// make now, and the plain move where promoting is optional. Promotions are tactical; the plain move is tactical
// only as a capture.
func (g *generator) addPromotions(to Cell, capture bool) {
	p := g.p
	if g.mode != GenQuiet {
		for _, typ := range p.t.promoChoices {
			if p.MayPromoteTo(g.us, typ) {
				g.ml.add(NewPromotion(g.from, to, typ))
			}
		}
	}
	if p.t.promoOptional[g.us].Has(to) && (g.mode == GenAll || (g.mode == GenTactical) == capture) {
		g.ml.add(NewMove(g.from, to))
	}
}

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
	g := generator{p: p, ml: ml, mode: mode, us: us}
	for i := 0; i < p.listN[us]; i++ {
		from := p.list[us][i]
		p.genPiece(&g, from)
	}
	if mode != GenQuiet && p.epN > 0 {
		p.genEnPassant(ml)
	}
	if mode != GenTactical && p.castle != 0 {
		p.genCastling(ml)
	}
}

// genPiece generates the moves of the piece on from, atom by atom.
func (p *Position) genPiece(g *generator, from Cell) {
	t := p.t
	us := g.us
	typ := p.board[from].Type()
	info := &t.Types[typ]
	g.from, g.promotes, g.dedupe = from, info.Promotes, info.dedupe
	if g.dedupe {
		g.seen = Bitset{}
	}
	atoms := t.atoms[us][typ]
	for ai := range atoms {
		a := &atoms[ai]
		switch a.kind {
		case variants.Leap:
			for _, to := range a.targets[from] {
				q := p.board[to]
				if q == Empty {
					if a.move {
						g.add(to, false)
					}
				} else if q.Color() != us && a.capture {
					g.add(to, true)
				}
			}
		case variants.Ride:
			for _, r := range a.rays[from] {
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						if a.move {
							g.add(to, false)
						}
						continue
					}
					if q.Color() != us && a.capture {
						g.add(to, true)
					}
					break
				}
			}
		case variants.Push:
			for _, to := range a.targets[from] {
				if p.board[to] != Empty {
					break
				}
				g.add(to, false)
			}
		case variants.Path:
			nodes := a.trie[from]
			for i := 0; i < len(nodes); {
				to := nodes[i].cell
				q := p.board[to]
				if q == Empty {
					if a.move {
						g.add(to, false)
					}
					i++
					continue
				}
				if q.Color() != us && a.capture {
					g.add(to, true)
				}
				i = int(nodes[i].end)
			}
		case variants.Hop:
			for _, r := range a.rays[from] {
				screen := false
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						continue
					}
					if !screen {
						screen = true
						continue
					}
					if q.Color() != us {
						g.add(to, true)
					}
					break
				}
			}
		case variants.Fly:
			for _, r := range a.rays[from] {
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						continue
					}
					if q.Color() != us {
						g.add(to, true)
					}
					if t.flyBlockers>>q.Type()&1 != 0 {
						break
					}
				}
			}
		case variants.Grasshopper:
			for _, r := range a.rays[from] {
				for k, to := range r {
					if p.board[to] == Empty {
						continue
					}
					if k+1 < len(r) && p.board[r[k+1]] == Empty {
						g.add(r[k+1], false)
					}
					break
				}
			}
		case variants.AirLift:
			for _, r := range a.rays[from] {
				for k, to := range r {
					if p.board[to] == Empty {
						continue
					}
					// The first piece is k+1 steps away; the piece lands just before it, k steps away.
					if k >= a.minLand {
						g.add(r[k-1], false)
					}
					break
				}
			}
		case variants.Locust:
			if g.mode == GenQuiet {
				continue
			}
			for _, v := range a.targets[from] {
				q := p.board[v]
				if q == Empty || q.Color() == us {
					continue
				}
				for _, to := range a.then[v] {
					if to != from && p.board[to] == Empty {
						g.ml.add(NewKill(from, to, v))
					}
				}
			}
		}
	}
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
