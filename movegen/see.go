package movegen

// SEE (static exchange evaluation) decides whether a capture wins material once both sides have recaptured on its
// target cell with their least valuable attackers, each side free to stop. Values come from the caller (eval owns
// them), indexed by piece type; the royal type should have a value larger than any exchange.
//
// The attackers are found with the same reverse tables as Attacked, on a board from which the pieces that already
// took part are lifted, so sliders behind them (x-rays), cannons that gain or lose a screen and flyers that lose a
// blocker are all seen. Pins, promotions on recapture and hit-and-run recaptures are ignored: SEE is a move-ordering
// and pruning estimate, not a search.

// SEEGE reports whether the static exchange of move m gains at least threshold (in the caller's value units) for
// the side to move. Non-captures are exchanges with nothing captured first; drops and castlings only compare 0 with
// the threshold.
func (p *Position) SEEGE(m Move, threshold int, value *[MaxTypes]int) bool {
	var from, target Cell
	victim := 0
	switch m.Kind() {
	case KindNormal:
		from, target = m.From(), m.To()
		victim = value[p.board[target].Type()]
	case KindKill:
		// The mover ends on To; the victim stood elsewhere and is gone.
		from, target = m.From(), m.To()
		victim = value[p.board[m.Kill()].Type()]
	default:
		return threshold <= 0
	}
	if promo := m.Promotion(); promo != 0 {
		victim += value[promo] - value[p.board[from].Type()]
	}
	swap := victim - threshold
	if swap < 0 {
		return false
	}
	moverType := p.board[from].Type()
	if promo := m.Promotion(); promo != 0 {
		moverType = promo
	}
	swap = value[moverType] - swap
	if swap <= 0 {
		return true
	}

	// Lift the pieces that take part; restore them before returning.
	var lifted [64]Cell
	var liftedPiece [64]Piece
	n := 0
	lift := func(c Cell) {
		liftedPiece[n], lifted[n] = p.board[c], c
		p.board[c] = Empty
		n++
	}
	lift(from)
	var killed Piece
	var killCell Cell
	if m.Kind() == KindKill && m.Kill() != target {
		killCell, killed = m.Kill(), p.board[m.Kill()]
		p.board[killCell] = Empty
	}
	// The target holds the mover now; what stands there does not change which pieces attack it.
	stm := p.side
	res := true
	for n < len(lifted) {
		stm = stm.Other()
		cell, typ, ok := p.leastValuableAttacker(target, stm, value)
		if !ok {
			break
		}
		res = !res
		if typ == p.t.royalType {
			// A King may recapture only if the other side has no attacker left.
			if _, _, more := p.leastValuableAttacker(target, stm.Other(), value); more {
				res = !res
			}
			break
		}
		swap = value[typ] - swap
		if swap < b2i(res) {
			break
		}
		lift(cell)
	}
	for i := n - 1; i >= 0; i-- {
		p.board[lifted[i]] = liftedPiece[i]
	}
	if killed != Empty {
		p.board[killCell] = killed
	}
	return res
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// leastValuableAttacker finds the cheapest piece of colour by that could capture onto target on the current
// board. It mirrors Attacked, but visits every attacker instead of stopping at the first.
func (p *Position) leastValuableAttacker(target Cell, by Color, value *[MaxTypes]int) (Cell, int, bool) {
	at := &p.t.attack[by]
	present := p.present[by]
	shift := Piece(by) << 6
	best, bestType, bestValue := Cell(0), 0, int(^uint(0)>>1)
	consider := func(c Cell, pc Piece) {
		if v := value[pc.Type()]; v < bestValue {
			best, bestType, bestValue = c, pc.Type(), v
		}
	}
	// Leapers come first; pawns are among them, and nothing is cheaper than the cheapest piece.
	cheapest := value[p.t.cheapestType(value)]
	for gi := range at.leaps {
		g := &at.leaps[gi]
		if g.types&present == 0 {
			continue
		}
		for _, x := range g.from[target] {
			if pc := p.board[x]; g.types>>(pc^shift)&1 != 0 {
				consider(x, pc)
			}
		}
		if bestValue <= cheapest {
			return best, bestType, true
		}
	}
	for gi := range at.rays {
		g := &at.rays[gi]
		if g.typesOfAnyAttack&present == 0 {
			continue
		}
		r := g.rev[target]
		i := 0
		for i < len(r) && p.board[r[i]] == Empty {
			i++
		}
		if i == len(r) {
			continue
		}
		first := p.board[r[i]]
		if (g.slide|g.fly)>>(first^shift)&1 != 0 {
			consider(r[i], first)
		}
		if g.hop&present != 0 {
			j := i + 1
			for j < len(r) && p.board[r[j]] == Empty {
				j++
			}
			if j < len(r) && g.hop>>(p.board[r[j]]^shift)&1 != 0 {
				consider(r[j], p.board[r[j]])
			}
		}
		if g.fly&present != 0 && p.t.flyBlockers>>first.Type()&1 == 0 {
			for j := i + 1; j < len(r); j++ {
				pc := p.board[r[j]]
				if pc == Empty {
					continue
				}
				if g.fly>>(pc^shift)&1 != 0 {
					consider(r[j], pc)
				}
				if p.t.flyBlockers>>pc.Type()&1 != 0 {
					break
				}
			}
		}
	}
	if at.pathTypes&present != 0 {
		nodes := at.pathRev[target]
		for i := 0; i < len(nodes); {
			nd := &nodes[i]
			pc := p.board[nd.cell]
			if pc == Empty {
				i++
				continue
			}
			if nd.types>>(pc^shift)&1 != 0 {
				consider(nd.cell, pc)
			}
			i = int(nd.end)
		}
	}
	return best, bestType, bestType != 0
}

// cheapestType returns the type with the lowest value.
func (t *Tables) cheapestType(value *[MaxTypes]int) int {
	best := 1
	for typ := 2; typ < len(t.Types); typ++ {
		if value[typ] < value[best] {
			best = typ
		}
	}
	return best
}
