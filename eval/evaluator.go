package eval

import (
	"math"

	"sennight/movegen"
)

// phaseScale is the resolution of the game phase: 256 = full middle game, 0 = bare endgame.
const phaseScale = 256

// mobilityShift is the fixed-point shift of the per-cell mobility weights.
const mobilityShift = 10

// royalSEEValue is the King's value in static exchanges: more than any exchange can win.
const royalSEEValue = 100000

// Evaluator is Weights compiled for one variant: piece-square tables with the material folded in, per-type
// mobility and king-tropism weights and a King-distance table. It is immutable after New, so every search thread
// shares one.
type Evaluator struct {
	t *movegen.Tables
	w Weights

	value    [movegen.MaxTypes]int
	seeValue [movegen.MaxTypes]int
	see      *movegen.SEETable // seeValue compiled
	// sq.MG/EG[piece][cell] are the material plus the piece-square bonus of a piece (colour and type) on a cell,
	// positive for the piece's owner, and sq.Phase[piece] its phaseWeight. The search's positions keep the sums of
	// this table (movegen.Position.SetSquareTable).
	sq movegen.SquareTable
	// phaseWeight is a type's share of the game phase (its value for pieces that are neither royal nor pawn-like);
	// phaseFull is the total of the start position.
	phaseWeight [movegen.MaxTypes]int
	phaseFull   int
	// mobility[type] is the weight of one reachable cell, in 2^-mobilityShift units of the Mobility weights.
	mobility    [movegen.MaxTypes]int32
	hasMobility bool
	// mobilityMG/EG are the weights' mobility weights for this variant, lazyMargin its lazy-evaluation margin.
	mobilityMG, mobilityEG int
	lazyMargin             int
	// tropism[type] is the King-danger weight of an enemy piece of this type per step of closeness, in 1/1000 cp
	// per step of the tropism range.
	tropism [movegen.MaxTypes]int32
	// kingDist[a][b] is the number of King steps from a to b (255 if unreachable).
	kingDist [256][256]uint8
	// kingZone[cell] are the cells a King on cell steps to.
	kingZone [256][]movegen.Cell
	// passed[colour][slot] is the passed-pawn data of each promoting type, passedSlot[type] its slot (-1: none);
	// empty when the weights give passed pawns nothing.
	passed     [2][]*passedType
	passedSlot [movegen.MaxTypes]int8
}

// New compiles weights for a variant.
func New(t *movegen.Tables, w *Weights) *Evaluator {
	e := &Evaluator{t: t, w: *w}
	if w.VariantTerms {
		e.w.TakeVariantTerms(t.Variant.Eval)
		w = &e.w
	}
	e.compileValues()
	e.see = t.NewSEETable(&e.seeValue)
	e.mobilityMG, e.mobilityEG = w.MobilityMG, w.MobilityEG
	if mw := t.Variant.Eval.Mobility; mw != nil && w.VariantMobility {
		e.mobilityMG, e.mobilityEG = mw[0], mw[1]
	}
	e.lazyMargin = w.LazyMargin
	if m := t.Variant.Eval.LazyMargin; m > 0 && w.VariantLazyMargin {
		e.lazyMargin = m
	}
	if !w.MaterialOnly {
		e.compileKingGeometry()
	}
	for i := range e.passedSlot {
		e.passedSlot[i] = -1
	}
	e.compilePassed()
	for typ := 1; typ <= t.NumTypes(); typ++ {
		for c := movegen.White; c <= movegen.Black; c++ {
			e.compileSquares(c, typ)
		}
		info := &t.Types[typ]
		if w.MaterialOnly || info.Royal || info.Promotes {
			continue
		}
		if avg := AverageMobility(t, typ); avg > 0 && (e.mobilityMG != 0 || e.mobilityEG != 0) {
			e.mobility[typ] = int32(math.Round(float64(int(1)<<mobilityShift) / avg))
			e.hasMobility = true
		}
		e.tropism[typ] = int32(w.KingTropism * e.value[typ])
	}
	start := movegen.StartPosition(t)
	for c := movegen.White; c <= movegen.Black; c++ {
		for _, cell := range start.Pieces(c) {
			e.phaseFull += e.phaseWeight[start.At(cell).Type()]
		}
		for typ := 1; typ <= t.NumTypes(); typ++ {
			e.phaseFull += start.InHand(c, typ) * e.phaseWeight[typ]
		}
	}
	e.phaseFull = max(e.phaseFull, 1)
	return e
}

// compileValues fills the material and SEE values: the weights' table for the variant, else the fallback.
func (e *Evaluator) compileValues() {
	t := e.t
	for typ := 1; typ <= t.NumTypes(); typ++ {
		info := &t.Types[typ]
		v, ok := pieceValue(t, &e.w, info.Token)
		if !ok {
			v = FallbackValue(t, typ)
		}
		if info.Royal {
			v = 0
		}
		e.value[typ] = v
		e.seeValue[typ] = v
		if info.Royal {
			e.seeValue[typ] = royalSEEValue
		}
		if !info.Royal && !info.Promotes {
			e.phaseWeight[typ] = v
		}
	}
}

// compileKingGeometry builds King distances by breadth-first search over the royal type's steps on an empty board,
// and each cell's King zone.
func (e *Evaluator) compileKingGeometry() {
	t := e.t
	royal := 0
	for typ := 1; typ <= t.NumTypes(); typ++ {
		if t.Types[typ].Royal {
			royal = typ
		}
	}
	for c := range t.N {
		moves, caps := t.EmptyBoardReach(movegen.White, royal, movegen.Cell(c))
		moves.Or(&caps)
		for x := range t.N {
			if moves.Has(movegen.Cell(x)) {
				e.kingZone[c] = append(e.kingZone[c], movegen.Cell(x))
			}
		}
	}
	queue := make([]movegen.Cell, 0, t.N)
	for src := range t.N {
		d := &e.kingDist[src]
		for i := range d {
			d[i] = 255
		}
		d[src] = 0
		queue = append(queue[:0], movegen.Cell(src))
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, y := range e.kingZone[x] {
				if d[y] == 255 {
					d[y] = d[x] + 1
					queue = append(queue, y)
				}
			}
		}
	}
}

// compileSquares fills the piece-square values of one colour and type.
func (e *Evaluator) compileSquares(c movegen.Color, typ int) {
	t := e.t
	w := &e.w
	info := &t.Types[typ]
	pc := movegen.MakePiece(c, typ)
	var bonusMG, bonusEG [256]float64
	switch {
	case w.MaterialOnly:
	case info.Promotes:
		dist := promotionDistances(t, c, typ)
		far := 0
		for cell := range t.N {
			if dist[cell] > 0 && dist[cell] < unreachable {
				far = max(far, dist[cell])
			}
		}
		for cell := range t.N {
			if d := dist[cell]; far > 0 && d > 0 && d < unreachable {
				f := float64(far-d+1) / float64(far)
				bonusMG[cell] = float64(w.PawnAdvanceMG) * f
				bonusEG[cell] = float64(w.PawnAdvanceEG) * f * f
			}
		}
	default:
		mg, eg := w.CentreMG, w.CentreEG
		if info.Royal {
			mg, eg = w.KingCentreMG, w.KingCentreEG
		}
		avg := 0.0
		var mob [256]float64
		for cell := range t.N {
			moves, caps := t.EmptyBoardReach(c, typ, movegen.Cell(cell))
			mob[cell] = reachMobility(&moves, &caps)
			avg += mob[cell]
		}
		avg /= float64(t.N)
		if avg == 0 {
			break
		}
		for cell := range t.N {
			rel := max(-1, min(1, (mob[cell]-avg)/avg))
			bonusMG[cell] = float64(mg) * rel
			bonusEG[cell] = float64(eg) * rel
		}
	}
	e.sq.Phase[pc] = int16(e.phaseWeight[typ])
	for cell := range t.N {
		e.sq.MG[pc][cell] = int16(e.value[typ] + int(math.Round(bonusMG[cell])))
		e.sq.EG[pc][cell] = int16(e.value[typ] + int(math.Round(bonusEG[cell])))
	}
}

// unreachable marks a cell from which a pawn cannot promote.
const unreachable = 1 << 20

// promotionDistances returns, per cell, the least number of moves a promoting piece of colour c needs to reach one
// of its promotion cells on an empty board (captures count as moves: pawns that promote by capturing are not
// stuck); 0 on the promotion cells themselves, unreachable where no path exists.
func promotionDistances(t *movegen.Tables, c movegen.Color, typ int) []int {
	n := t.N
	next := make([][]movegen.Cell, n)
	for x := range n {
		moves, caps := t.EmptyBoardReach(c, typ, movegen.Cell(x))
		moves.Or(&caps)
		for y := range n {
			if moves.Has(movegen.Cell(y)) {
				next[x] = append(next[x], movegen.Cell(y))
			}
		}
	}
	dist := make([]int, n)
	for x := range n {
		dist[x] = unreachable
		if t.IsPromotionCell(c, movegen.Cell(x)) {
			dist[x] = 0
		}
	}
	// Bellman-Ford style relaxation: boards are small and this runs once per variant.
	for changed := true; changed; {
		changed = false
		for x := range n {
			for _, y := range next[x] {
				if dist[y]+1 < dist[x] {
					dist[x] = dist[y] + 1
					changed = true
				}
			}
		}
	}
	return dist
}

// SquareTable returns the material and piece-square values the evaluator sums; a position that keeps their sums
// (movegen.Position.SetSquareTable with this table) is evaluated without visiting its pieces.
func (e *Evaluator) SquareTable() *movegen.SquareTable { return &e.sq }

// Value returns the material value of a piece type (0 for the King).
func (e *Evaluator) Value(typ int) int { return e.value[typ] }

// SEETable returns the values static exchange evaluation uses, compiled for the variant: the material values, the
// King's very high.
func (e *Evaluator) SEETable() *movegen.SEETable { return e.see }

// Tables returns the variant the evaluator was compiled for.
func (e *Evaluator) Tables() *movegen.Tables { return e.t }

// Weights returns a copy of the weights the evaluator was compiled from.
func (e *Evaluator) Weights() Weights { return e.w }

// NonPawnMaterial returns the material of a side's pieces that are neither royal nor pawn-like, on the board and in
// hand: search turns null-move pruning off when it is zero (zugzwang is likely with only pawns).
func (e *Evaluator) NonPawnMaterial(p *movegen.Position, c movegen.Color) int {
	total := 0
	for _, cell := range p.Pieces(c) {
		total += e.phaseWeight[p.At(cell).Type()]
	}
	if p.HandTotal(c) > 0 {
		for typ := 1; typ <= e.t.NumTypes(); typ++ {
			total += p.InHand(c, typ) * e.phaseWeight[typ]
		}
	}
	return total
}
