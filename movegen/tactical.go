package movegen

import "sennight/variants"

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
	g := generator{p: p, ml: ml, mode: GenTactical, us: us}
	for i := 0; i < p.listN[us]; i++ {
		from := p.list[us][i]
		typ := p.board[from].Type()
		if t.Types[typ].Promotes && t.promoNear[us][typ].Has(from) {
			p.genPiece(&g, from)
			continue
		}
		if !t.captureReach[us][typ][from].meets(&p.occ[them]) {
			continue // no enemy piece where it could ever capture from here
		}
		p.genCapturesOf(ml, us, typ, from)
	}
	if p.epN > 0 {
		p.genEnPassant(ml)
	}
}

// genCapturesOf appends the captures of a piece that does not promote.
func (p *Position) genCapturesOf(ml *MoveList, us Color, typ int, from Cell) {
	t := p.t
	dedupe := t.Types[typ].dedupe
	var seen Bitset
	add := func(to Cell) {
		if dedupe {
			if seen.Has(to) {
				return
			}
			seen.Set(to)
		}
		ml.add(NewMove(from, to))
	}
	atoms := t.atoms[us][typ]
	for ai := range atoms {
		a := &atoms[ai]
		if !a.capture && a.kind != variants.Locust {
			continue
		}
		switch a.kind {
		case variants.Leap:
			for _, to := range a.targets[from] {
				if q := p.board[to]; q != Empty && q.Color() != us {
					add(to)
				}
			}
		case variants.Ride:
			for _, r := range a.rays[from] {
				for _, to := range r {
					if q := p.board[to]; q != Empty {
						if q.Color() != us {
							add(to)
						}
						break
					}
				}
			}
		case variants.Path:
			nodes := a.trie[from]
			for i := 0; i < len(nodes); {
				q := p.board[nodes[i].cell]
				if q == Empty {
					i++
					continue
				}
				if q.Color() != us {
					add(nodes[i].cell)
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
					if screen {
						if q.Color() != us {
							add(to)
						}
						break
					}
					screen = true
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
						add(to)
					}
					if t.flyBlockers>>q.Type()&1 != 0 {
						break
					}
				}
			}
		case variants.Locust:
			for _, v := range a.targets[from] {
				q := p.board[v]
				if q == Empty || q.Color() == us {
					continue
				}
				for _, to := range a.then[v] {
					if to != from && p.board[to] == Empty {
						ml.add(NewKill(from, to, v))
					}
				}
			}
		}
	}
}
