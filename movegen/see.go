package movegen

import "slices"

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
func (p *Position) SEEGE(m Move, threshold int, st *SEETable) bool {
	value := &st.value
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
		p.occ[p.board[c].Color()].Clear(c)
		p.board[c] = Empty
		n++
	}
	lift(from)
	var killed Piece
	var killCell Cell
	if m.Kind() == KindKill && m.Kill() != target {
		killCell, killed = m.Kill(), p.board[m.Kill()]
		p.board[killCell] = Empty
		p.occ[killed.Color()].Clear(killCell)
	}
	// The target holds the mover now; what stands there does not change which pieces attack it.
	stm := p.side
	res := true
	for n < len(lifted) {
		stm = stm.Other()
		cell, typ, ok := p.leastValuableAttacker(target, stm, st)
		if !ok {
			break
		}
		res = !res
		if typ == p.t.royalType {
			// A King may recapture only if the other side has no attacker left.
			if _, _, more := p.leastValuableAttacker(target, stm.Other(), st); more {
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
		p.occ[liftedPiece[i].Color()].Set(lifted[i])
	}
	if killed != Empty {
		p.board[killCell] = killed
		p.occ[killed.Color()].Set(killCell)
	}
	return res
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// SEETable is a set of piece values for static exchange evaluation, compiled for one variant: each colour's attack
// groups (a leap group, a ray direction, the bent paths) are ordered by the least value of the types they hold, so
// that the search for the least valuable attacker stops at the first group that cannot hold a cheaper one than
// found so far. Evaluation builds one per variant; it is immutable and shared.
type SEETable struct {
	value [MaxTypes]int
	order [2][]seeGroup
}

type seeGroupKind uint8

const (
	seeLeaps seeGroupKind = iota
	seeRay
	seePaths
)

// seeGroup is one attack group in the order of a SEETable: its kind, its index among the attack tables' groups of
// that kind, and the least value of its types.
type seeGroup struct {
	kind  seeGroupKind
	index int
	min   int
}

// NewSEETable compiles piece values (by type; the royal type should be worth more than any exchange) for SEEGE.
func (t *Tables) NewSEETable(value *[MaxTypes]int) *SEETable {
	st := &SEETable{value: *value}
	least := func(types uint64) int {
		m := int(^uint(0) >> 1)
		for typ := 1; typ < len(t.Types); typ++ {
			if types>>typ&1 != 0 {
				m = min(m, value[typ])
			}
		}
		return m
	}
	for c := White; c <= Black; c++ {
		at := &t.attack[c]
		var order []seeGroup
		for gi := range at.leaps {
			order = append(order, seeGroup{seeLeaps, gi, least(at.leaps[gi].types)})
		}
		for gi := range at.rays {
			order = append(order, seeGroup{seeRay, gi, least(at.rays[gi].typesOfAnyAttack)})
		}
		if at.pathTypes != 0 {
			order = append(order, seeGroup{seePaths, 0, least(at.pathTypes)})
		}
		slices.SortStableFunc(order, func(a, b seeGroup) int { return a.min - b.min })
		st.order[c] = order
	}
	return st
}

// Value returns the value of a piece type.
func (st *SEETable) Value(typ int) int { return st.value[typ] }

// leastValuableAttacker finds the cheapest piece of colour by that could capture onto target on the current
// board. It mirrors Attacked, but visits every attacker of the groups that may hold a cheaper one than found so far.
func (p *Position) leastValuableAttacker(target Cell, by Color, st *SEETable) (Cell, int, bool) {
	at := &p.t.attack[by]
	present := p.present[by]
	shift := typeShift(by)
	value := &st.value
	best, bestType, bestValue := Cell(0), 0, int(^uint(0)>>1)
	consider := func(c Cell, pc Piece) {
		if v := value[pc.Type()]; v < bestValue {
			best, bestType, bestValue = c, pc.Type(), v
		}
	}
	for _, og := range st.order[by] {
		if og.min >= bestValue {
			break // this group and every later one hold nothing cheaper
		}
		switch og.kind {
		case seeLeaps:
			g := &at.leaps[og.index]
			if g.types&present == 0 {
				continue
			}
			for _, x := range g.from[target] {
				if pc := p.board[x]; g.types>>(pc^shift)&1 != 0 {
					consider(x, pc)
				}
			}
		case seeRay:
			g := &at.rays[og.index]
			if g.typesOfAnyAttack&present == 0 {
				continue
			}
			p.rayAttackers(g, target, present, shift, consider)
		case seePaths:
			if at.pathTypes&present == 0 {
				continue
			}
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
	}
	return best, bestType, bestType != 0
}

// rayAttackers calls consider for every attacker of target along one ray group: a slider or flyer as the first
// piece, a cannon right behind one screen, flyers behind pieces that are not fly blockers.
func (p *Position) rayAttackers(g *rayGroup, target Cell, present uint64, shift Piece, consider func(Cell, Piece)) {
	r := g.rev[target]
	i := 0
	for i < len(r) && p.board[r[i]] == Empty {
		i++
	}
	if i == len(r) {
		return
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
