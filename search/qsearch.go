package search

import "sennight/movegen"

// Quiescence limits: how many plies of captures it may add (a hard cap), from which ply on it only recaptures on
// the cell of the last capture (chains of even trades in Megalomachy's crowds otherwise grow exponentially: 484,000
// nodes for one depth-1 search were seen), how many of its plies answer a check with every evasion, and the
// delta-pruning margin.
const (
	qsearchMaxPly       = 12
	qsearchRecapturePly = 4
	qsearchCheckPly     = 2
	deltaMargin         = 150
)

// qsearch resolves captures and promotions until the position is quiet: the side to move may stand pat on the
// static evaluation, or try the captures that do not lose material by static exchange (only the most valuable
// promotion choice). In check near its start it searches every evasion instead, so mates by capture are seen.
func (w *worker) qsearch(alpha, beta, ply, qply int) int {
	w.pvLen[ply] = ply
	if w.countNode() {
		return 0
	}
	w.seldepth = max(w.seldepth, ply)
	p := w.pos
	if w.isDraw() {
		return w.s.drawScore[p.Side()]
	}
	if ply >= MaxPly-1 || qply >= qsearchMaxPly {
		return w.fullEval()
	}
	pvNode := beta-alpha > 1
	f := &w.frames[ply]
	// The full legality context (pins) is prepared only once a move is to be tried: most nodes stand pat. Past
	// the first plies a check changes nothing here (the node stands pat), so it is not even tested.
	evasions := qply < qsearchCheckPly && p.InCheck()

	key := p.Hash()
	var hit ttHit
	ok := false
	if qply == 0 {
		hit, ok = w.eng.tt.probe(key)
	}
	ttMove := movegen.NoMove
	if ok {
		ttMove = hit.move
		hit.score = scoreFromTT(hit.score, ply)
		if !pvNode && ttCutoff(hit, beta) {
			return hit.score
		}
	}

	bestScore := -Infinite
	standPat := -Infinite
	if !evasions {
		standPat = w.evaluate(alpha, beta)
		if ok && (hit.bound == BoundExact || (hit.bound == BoundLower && hit.score > standPat) ||
			(hit.bound == BoundUpper && hit.score < standPat)) {
			// A table score on the right side of the static evaluation is a better estimate of it.
			standPat = hit.score
		}
		if standPat >= beta {
			return standPat
		}
		alpha = max(alpha, standPat)
		bestScore = standPat
	}
	f.eval = standPat
	f.cont1, f.cont2 = nil, nil // evasions here are ordered by history alone

	bestMove := movegen.NoMove
	origAlpha := alpha
	moveCount := 0
	best := w.s.bestPromotion
	recaptureOn, recapturesOnly := movegen.Cell(0), qply >= qsearchRecapturePly
	if recapturesOnly {
		recaptureOn = p.LastMove().To()
	}
	pk := &f.pk
	pk.init(w, f, ttMove, !evasions)
	legalityReady := false
	for {
		m := pk.nextMove()
		if m == movegen.NoMove {
			break
		}
		if !evasions {
			if promo := m.Promotion(); promo != 0 && promo != best {
				continue
			}
			if recapturesOnly && captureCell(m) != recaptureOn {
				continue
			}
			// Delta pruning: even winning the victim outright would not lift the score to alpha.
			// The node's fail-soft score is raised to what the move could have won, so that its bound claims no
			// more than was searched.
			if futile := standPat + w.captureGain(m) + deltaMargin; futile <= alpha {
				bestScore = max(bestScore, futile)
				continue
			}
			// A capture that loses material by SEE is pruned, but at the first ply not one that checks: the reply
			// then searches every evasion, so a mate hidden by recaptures the check forbids (a double check) is
			// found.
			if !w.seeGE(m, 0) && (qply+1 >= qsearchCheckPly || !p.GivesCheck(m)) {
				continue
			}
		}
		if !legalityReady {
			if qply < qsearchCheckPly {
				p.PrepareLegalityInCheck(&f.legal, evasions) // evasions is the check test here
			} else {
				p.PrepareLegality(&f.legal)
			}
			legalityReady = true
		}
		if !p.IsLegalIn(m, &f.legal) {
			continue
		}
		moveCount++
		f.move = m
		p.MakeMove(m)
		score := -w.qsearch(-beta, -alpha, ply+1, qply+1)
		p.UnmakeMove()
		if w.stopped() {
			return 0
		}
		if score > bestScore {
			bestScore = score
			if score > alpha {
				bestMove = m
				if pvNode {
					w.updatePV(ply, m)
				}
				if score >= beta {
					break
				}
				alpha = score
			}
		}
	}
	if evasions && moveCount == 0 {
		return MatedIn(ply)
	}
	bound := BoundUpper
	switch {
	case bestScore >= beta:
		bound = BoundLower
	case pvNode && bestScore > origAlpha:
		bound = BoundExact
	}
	if qply == 0 {
		w.eng.tt.store(key, bestMove, scoreToTT(bestScore, ply), -1, bound)
	}
	return bestScore
}

// captureGain is the most a tactical move can win at once: the victim and the promotion's gain.
func (w *worker) captureGain(m movegen.Move) int {
	p := w.pos
	gain := 0
	if v := p.Captured(m); v != movegen.Empty {
		gain = w.ev.Value(v.Type())
	}
	if promo := m.Promotion(); promo != 0 {
		gain += w.ev.Value(promo) - w.ev.Value(p.At(m.From()).Type())
	}
	return gain
}

// captureCell is the cell on which a tactical move captures: its victim's cell (en passant, hit-and-run) or its
// destination.
func captureCell(m movegen.Move) movegen.Cell {
	if m.Kind() == movegen.KindKill {
		return m.Kill()
	}
	return m.To()
}
