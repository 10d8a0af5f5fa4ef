package eval

import "sennight/movegen"

// Evaluate returns the static score of a position in centipawns from the side to move's point of view. It reads
// the position only, allocates nothing, and is safe for concurrent use on different positions.
func (e *Evaluator) Evaluate(p *movegen.Position) int {
	score, _ := e.EvaluateWithin(p, -1<<30, 1<<30)
	return score
}

// EvaluateWithin is Evaluate for a search window: when material, piece-square and passed-pawn terms alone are more than
// the variant's lazy margin outside (alpha, beta), it returns that partial score without the costlier mobility and King safety
// terms, which cannot bring it back inside; full is false then.
func (e *Evaluator) EvaluateWithin(p *movegen.Position, alpha, beta int) (score int, full bool) {
	var mg, eg, phase int
	sumMG, sumEG, sumPhase, kept := p.SquareSums(&e.sq)
	if kept {
		mg, eg, phase = int(sumMG[0]-sumMG[1]), int(sumEG[0]-sumEG[1]), int(sumPhase)
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		var cmg, ceg int
		if !kept {
			for _, cell := range p.Pieces(c) {
				pc := p.At(cell)
				cmg += int(e.sq.MG[pc][cell])
				ceg += int(e.sq.EG[pc][cell])
				phase += int(e.sq.Phase[pc])
			}
		}
		if p.HandTotal(c) > 0 {
			for typ := 1; typ <= e.t.NumTypes(); typ++ {
				if n := p.InHand(c, typ); n > 0 {
					cmg += n * e.value[typ]
					ceg += n * e.value[typ]
					phase += n * e.phaseWeight[typ]
				}
			}
		}
		if c == movegen.White {
			mg, eg = mg+cmg, eg+ceg
		} else {
			mg, eg = mg-cmg, eg-ceg
		}
	}
	// Passed pawns belong with the squares: a bonus of a pawn next to promotion is larger than any lazy margin.
	pmg, peg := e.passedPawns(p)
	mg, eg = mg+pmg, eg+peg
	phase = min(phase, e.phaseFull) * phaseScale / e.phaseFull
	score = blend(mg, eg, phase)
	if p.Side() == movegen.Black {
		score = -score
	}
	if e.w.MaterialOnly {
		return score, true
	}
	score += e.w.Tempo
	if score-e.lazyMargin >= beta || score+e.lazyMargin <= alpha {
		return score, false
	}
	mg, eg = 0, 0
	for c := movegen.White; c <= movegen.Black; c++ {
		cmg, ceg := e.kingSafety(p, c), 0
		if e.hasMobility {
			mob := int(p.Mobility(c, &e.mobility))
			cmg += mob * e.mobilityMG >> mobilityShift
			ceg += mob * e.mobilityEG >> mobilityShift
		}
		if c == movegen.White {
			mg, eg = mg+cmg, eg+ceg
		} else {
			mg, eg = mg-cmg, eg-ceg
		}
	}
	positional := blend(mg, eg, phase)
	if p.Side() == movegen.Black {
		positional = -positional
	}
	return score + positional, true
}

func blend(mg, eg, phase int) int { return (mg*phase + eg*(phaseScale-phase)) / phaseScale }

// kingSafety is the middle-game King safety of colour c: a bonus for own pieces next to the King (a shelter) and
// a penalty for enemy pieces close to it, weighted by their value (tropism).
func (e *Evaluator) kingSafety(p *movegen.Position, c movegen.Color) int {
	k, ok := p.King(c)
	if !ok {
		return 0
	}
	shelter := 0
	for _, z := range e.kingZone[k] {
		if pc := p.At(z); pc != movegen.Empty && pc.Color() == c {
			shelter++
		}
	}
	score := min(shelter, e.w.ShelterMax) * e.w.KingShelter
	rng := e.w.TropismRange
	if rng <= 1 {
		return score
	}
	dist := &e.kingDist[k]
	danger := 0
	for _, cell := range p.Pieces(c.Other()) {
		if d := int(dist[cell]); d < rng {
			danger += int(e.tropism[p.At(cell).Type()]) * (rng - d)
		}
	}
	return score - danger/(1000*(rng-1))
}
