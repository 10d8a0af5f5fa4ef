package eval

import (
	"math"

	"sennight/movegen"
)

// A passed pawn is a pawn-like piece (one that promotes) that no enemy piece of its type can stop any more: none
// stands on its way to promotion, none can capture it or a cell of its way, and none can walk to such a cell. In
// chess that is "no enemy pawn ahead on its file or the two beside it"; on a hex or two-level board the same cells
// come from the pieces' own moves, so one rule serves every game.

// maxPassedTypes bounds the promoting types a game may have for the passed-pawn term (Megalomachy has the most).
const maxPassedTypes = 8

// passedType is the passed-pawn data of one promoting type and colour.
type passedType struct {
	// stoppers[cell] are the cells where an enemy piece of the same type would stop a pawn on cell.
	stoppers [256]movegen.Bitset
	// mg, eg[cell] are the bonus of a passed pawn on cell: the weights, scaled like pawn advance by the moves it
	// still needs (linearly in the middle game, quadratically in the endgame).
	mg, eg [256]int16
}

// compilePassed fills e.passed for every promoting type when the weights give passed pawns a bonus.
func (e *Evaluator) compilePassed() {
	t, w := e.t, &e.w
	if w.MaterialOnly || (w.PassedPawnMG == 0 && w.PassedPawnEG == 0) {
		return
	}
	slots := 0
	for typ := 1; typ <= t.NumTypes(); typ++ {
		if !t.Types[typ].Promotes || slots == maxPassedTypes {
			continue
		}
		e.passedSlot[typ] = int8(slots)
		slots++
		for c := movegen.White; c <= movegen.Black; c++ {
			pt := &passedType{}
			dist := promotionDistances(t, c, typ)
			far := 0
			for cell := range t.N {
				if dist[cell] < unreachable {
					far = max(far, dist[cell])
				}
			}
			for cell := range t.N {
				if t.IsPromotionCell(c, movegen.Cell(cell)) || dist[cell] >= unreachable || far == 0 {
					continue
				}
				pt.stoppers[cell] = stopperCells(t, c, typ, movegen.Cell(cell))
				f := float64(far-dist[cell]+1) / float64(far)
				pt.mg[cell] = int16(math.Round(float64(w.PassedPawnMG) * f))
				pt.eg[cell] = int16(math.Round(float64(w.PassedPawnEG) * f * f))
			}
			e.passed[c] = append(e.passed[c], pt)
		}
	}
}

// stopperCells returns the cells where an enemy piece of type typ stops a pawn of colour c on from: its way (the
// cells its non-capturing moves reach, step after step, up to promotion, and from itself), the cells from which
// the enemy piece captures on that way, and every cell from which the enemy piece's non-capturing moves lead into
// those.
func stopperCells(t *movegen.Tables, c movegen.Color, typ int, from movegen.Cell) movegen.Bitset {
	var way movegen.Bitset
	way.Set(from)
	queue := []movegen.Cell{from}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if x != from && t.IsPromotionCell(c, x) {
			continue // it promotes here
		}
		moves, _ := t.EmptyBoardReach(c, typ, x)
		for y := range t.N {
			if moves.Has(movegen.Cell(y)) && !way.Has(movegen.Cell(y)) {
				way.Set(movegen.Cell(y))
				queue = append(queue, movegen.Cell(y))
			}
		}
	}
	enemy := c.Other()
	stop := way
	for y := range t.N {
		if _, caps := t.EmptyBoardReach(enemy, typ, movegen.Cell(y)); intersects(&caps, &way) {
			stop.Set(movegen.Cell(y))
		}
	}
	for changed := true; changed; {
		changed = false
		for y := range t.N {
			if stop.Has(movegen.Cell(y)) {
				continue
			}
			if moves, _ := t.EmptyBoardReach(enemy, typ, movegen.Cell(y)); intersects(&moves, &stop) {
				stop.Set(movegen.Cell(y))
				changed = true
			}
		}
	}
	stop.Clear(from)
	return stop
}

func intersects(a, b *movegen.Bitset) bool {
	return a[0]&b[0]|a[1]&b[1]|a[2]&b[2]|a[3]&b[3] != 0
}

// passedPawns returns the passed-pawn bonus of both sides, White's minus Black's, middle game and endgame.
func (e *Evaluator) passedPawns(p *movegen.Position) (mg, eg int) {
	if len(e.passed[movegen.White]) == 0 {
		return 0, 0
	}
	// Where each side's promoting pieces stand, by slot.
	var at [2][maxPassedTypes]movegen.Bitset
	for c := movegen.White; c <= movegen.Black; c++ {
		for _, cell := range p.Pieces(c) {
			if s := e.passedSlot[p.At(cell).Type()]; s >= 0 {
				at[c][s].Set(cell)
			}
		}
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		var cmg, ceg int
		enemy := &at[c.Other()]
		for _, cell := range p.Pieces(c) {
			s := e.passedSlot[p.At(cell).Type()]
			if s < 0 {
				continue
			}
			pt := e.passed[c][s]
			if !intersects(&pt.stoppers[cell], &enemy[s]) {
				cmg += int(pt.mg[cell])
				ceg += int(pt.eg[cell])
			}
		}
		if c == movegen.White {
			mg, eg = mg+cmg, eg+ceg
		} else {
			mg, eg = mg-cmg, eg-ceg
		}
	}
	return mg, eg
}
