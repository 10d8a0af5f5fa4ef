package search

import (
	"math"

	"sennight/movegen"
)

// Pruning and reduction parameters (set by hand and checked with short self-play runs; docs/design.md,
// "Search"): reverse futility margin per ply, futility margin, late-move-pruning counts, null-move reduction.
const (
	rfpMargin       = 90
	rfpMaxDepth     = 6
	futilityBase    = 100
	futilityPerPly  = 110
	futilityDepth   = 5
	lmpDepth        = 5
	seePruneDepth   = 5
	nullMinDepth    = 3
	iirMinDepth     = 6
	aspirationDelta = 25
	// lmrHistoryDivisor: a quiet move's reduction falls by one ply per this much history (quietScore spans about
	// ±3·historyMax, so at most about ±5 plies, clamped by the depth).
	lmrHistoryDivisor = 10000
	// lmrCutoffsMany: more beta cutoffs than this among the children's plies reduce a late move one ply more.
	lmrCutoffsMany = 3
)

// lmrTable[d][m] is the late move reduction of the m-th move at depth d: ln(d)·ln(m)/2.
var lmrTable [64][64]int

func init() {
	for d := 1; d < 64; d++ {
		for m := 1; m < 64; m++ {
			lmrTable[d][m] = int(0.4 + math.Log(float64(d))*math.Log(float64(m))/2)
		}
	}
}

func lmr(depth, moveCount int) int { return lmrTable[min(depth, 63)][min(moveCount, 63)] }

// lmpCount is the number of quiet moves searched at a shallow depth before the rest are pruned.
func lmpCount(depth int, improving bool) int {
	n := 3 + depth*depth
	if !improving {
		n = n * 2 / 3
	}
	return n
}

// isDraw reports a draw by repetition (a single repetition since the last irreversible move counts: the side
// that could avoid it would, the one that cannot has nothing better), by the 50-move rule or by insufficient
// material. Past the 100th ply only a checkmate beats the 50-move rule (as Position.Outcome decides): a side in
// check with a legal move has a draw, not a position to search on, where a chain of checks could find a mate the
// game never reaches. A mate is left to the caller's move loop.
func (w *worker) isDraw() bool {
	p := w.pos
	if p.IsRepetition() {
		return true
	}
	if p.HalfmoveClock() >= 100 {
		if !p.InCheck() {
			return true
		}
		p.LegalMoves(&w.scratch)
		if w.scratch.Len() > 0 {
			return true
		}
	}
	if w.s.maxInsufficient > 0 && p.PieceCount(movegen.White)+p.PieceCount(movegen.Black)+
		p.HandTotal(movegen.White)+p.HandTotal(movegen.Black) <= w.s.maxInsufficient {
		return p.InsufficientMaterial()
	}
	return false
}

// search is the principal variation search of one node: it returns the score of the position within (alpha, beta)
// or a bound outside it. cutNode marks nodes expected to fail high (zero-window children of a PV or all node).
func (w *worker) search(alpha, beta, depth, ply int, cutNode bool) int {
	pvNode := beta-alpha > 1
	w.pvLen[ply] = ply
	if depth <= 0 {
		return w.qsearch(alpha, beta, ply, 0)
	}
	if w.countNode() {
		return 0
	}
	w.seldepth = max(w.seldepth, ply)
	p := w.pos
	f := &w.frames[ply]
	root := ply == 0
	if !root {
		if w.isDraw() {
			return w.s.drawScore[p.Side()]
		}
		// Mate distance pruning: no result here can beat a mate found nearer the root.
		alpha = max(alpha, MatedIn(ply))
		beta = min(beta, MateIn(ply+1))
		if alpha >= beta {
			return alpha
		}
		if ply >= MaxPly-1 {
			return w.fullEval()
		}
	}
	// The legality context (pins) is prepared just before the move loop: many nodes are cut off before it.
	inCheck := p.InCheck()
	if inCheck && !root && f.extendCheck {
		// Check extension: the parent found the check keeps the material (safeCheck), or the game extends every check.
		depth++
	}

	key := p.Hash()
	hit, ok := w.eng.tt.probe(key)
	ttMove := movegen.NoMove
	if ok {
		ttMove = hit.move
		hit.score = scoreFromTT(hit.score, ply)
		if !pvNode && hit.depth >= depth && ttCutoff(hit, beta) {
			return hit.score
		}
	}
	if root && w.rootFirst != movegen.NoMove {
		ttMove = w.rootFirst
	}

	staticEval := -Infinite
	improving := false
	if !inCheck {
		if pvNode {
			staticEval = w.evaluate(-Infinite, Infinite)
		} else {
			// Outside PV nodes the static evaluation only feeds pruning margins against the window.
			staticEval = w.evaluate(alpha, beta)
		}
		improving = ply >= 2 && staticEval > w.frames[ply-2].eval
	}
	f.eval = staticEval
	w.frames[ply+1].killers = [2]movegen.Move{}
	// Each node starts its grandchildren's cutoff count; the root, which has no grandparent, also starts its
	// children's (its own count is never read).
	w.frames[ply+2].cutoffs = 0
	if root {
		w.frames[1].cutoffs = 0
	}
	// The continuation rows this node's quiet moves are ordered and judged by: the moves one and two plies before.
	f.cont1, f.cont2 = nil, nil
	if ply >= 1 {
		f.cont1 = w.hist.contRow(p.Side(), w.frames[ply-1].contKey)
	}
	if ply >= 2 {
		f.cont2 = w.hist.contRow(p.Side(), w.frames[ply-2].contKey)
	}

	// A reply to a root move and a reply to its follow-up (plies 1 and 3) get neither reverse futility nor a null
	// move: both assume the side to move is under no threat, and a quiet move that threatens mate there (the key of
	// a mate in 2 or 3) was refuted by them at every depth a crowded variant reaches in a second (the root reduces
	// a late quiet move to a depth where only these two see the threat, and they cannot).
	threatened := ply == 1 || ply == 3
	if !pvNode && !inCheck && !threatened {
		// Reverse futility: far above beta at a shallow depth, assume the move will not lose it all.
		if depth <= rfpMaxDepth && staticEval-rfpMargin*(depth-b2i(improving)) >= beta && beta > -mateBound && beta < mateBound {
			return staticEval
		}
		// Null move: if passing still fails high, a real move would too, unless the side is in zugzwang, which
		// is likely when it has nothing but pawns (and impossible to test while it still has pieces to place).
		if depth >= nullMinDepth && staticEval >= beta && p.LastMove() != movegen.NullMove &&
			p.HandTotal(p.Side()) == 0 && w.ev.NonPawnMaterial(p, p.Side()) > 0 && beta < mateBound {
			r := 3 + depth/4 + min((staticEval-beta)/200, 3)
			f.move, f.contKey = movegen.NullMove, -1
			w.frames[ply+1].extendCheck = false
			p.MakeNullMove()
			score := -w.search(-beta, -beta+1, depth-1-r, ply+1, !cutNode)
			p.UnmakeNullMove()
			if w.stopped() {
				return 0
			}
			if score >= beta {
				if score >= mateBound {
					score = beta
				}
				return score
			}
		}
	}
	// Internal iterative reduction: without a table move this node was not searched before; search it shallower.
	if depth >= iirMinDepth && ttMove == movegen.NoMove && (pvNode || cutNode) {
		depth--
	}

	p.PrepareLegalityInCheck(&f.legal, inCheck)
	bestScore, bestMove := -Infinite, movegen.NoMove
	origAlpha := alpha
	moveCount := 0
	skipQuiets := false
	f.hintReady = false
	f.quiets.Clear()
	f.captures.Clear()
	pk := &f.pk
	pk.init(w, f, ttMove, false)
	// A tactical table move makes the quiet moves likelier to fail low: they are reduced a ply more.
	ttTactical := pk.ttMove != movegen.NoMove && p.IsTactical(pk.ttMove)
	// The root's node counts set the time (bestMoveEffortScale); MultiPV's later lines leave them alone.
	countRoot, rootStart := root && len(w.excluded) == 0, w.nodes
	if countRoot {
		w.rootBestNodes, w.rootNodes = 0, 0
	}
	for {
		m := pk.nextMove()
		if m == movegen.NoMove {
			break
		}
		if root && (!w.s.isRootMove(m) || w.isExcluded(m)) {
			continue
		}
		if !p.IsLegalIn(m, &f.legal) {
			continue
		}
		tactical := p.IsTactical(m)
		// check is whether the move gives check, tested only for a quiet move about to be pruned: a quiet check
		// (a castling, a drop, a discovered check) may mate, and pruning it hid short mates. 1 yes, 0 untested.
		check := 0
		if skipQuiets && !tactical {
			if !w.givesCheck(f, m) {
				continue
			}
			check = 1
		}
		// Whether a capture loses material: the picker knows for most moves.
		losing := false
		if tactical {
			switch pk.lastSEE {
			case -1:
				losing = true
			case 0:
				losing = !w.seeGE(m, 0)
			}
		}
		moveCount++
		if root && w.id == 0 {
			w.curMove, w.curDepth, w.curNumber = m, depth, moveCount
			w.reportCurrMove(currMoveGap)
		}
		if !root && !inCheck && bestScore > -mateBound {
			if !tactical {
				prune := false
				futile := -Infinite // the futility value of a move pruned by futility
				if depth <= lmpDepth && moveCount > lmpCount(depth, improving) {
					skipQuiets = true
					prune = true
				} else if depth <= futilityDepth && staticEval+futilityBase+futilityPerPly*depth <= alpha {
					prune = true
					futile = staticEval + futilityBase + futilityPerPly*depth
				}
				if prune && check == 0 && !w.givesCheck(f, m) {
					// A futile move counts as scoring its futility value: the node's fail-soft score must not
					// fall below it, or the bound it returns and stores claims more than was searched.
					bestScore = max(bestScore, futile)
					continue
				}
			} else if losing && depth <= seePruneDepth && !w.seeGE(m, -100*depth) && !p.GivesCheck(m) {
				continue // a losing capture, unless it checks: SEE cannot see that a check forbids the recapture
			}
		}

		reducible := depth >= 3 && moveCount > 1+b2i(pvNode) && (!tactical || losing)
		stat := int32(0) // a quiet move's history: a good one is reduced less, a bad one more
		if reducible && !tactical {
			stat = w.quietScore(f, m)
		}
		w.frames[ply+1].extendCheck = w.everyCheck || w.safeCheck(f, m, tactical, losing)
		f.move, f.contKey = m, w.hist.contKey(p.Mover(m), m.To())
		moveStart := w.nodes
		p.MakeMove(m)
		newDepth := depth - 1
		var score int
		if reducible {
			r := lmr(depth, moveCount)
			if pvNode {
				r--
			}
			if cutNode {
				r++
			}
			if !improving {
				r++
			}
			if inCheck {
				r--
			}
			if !tactical {
				if ttTactical {
					r++
				}
				if m == f.killers[0] || m == f.killers[1] {
					r--
				}
			}
			if w.frames[ply+1].cutoffs > lmrCutoffsMany {
				r++
			}
			r -= int(stat / lmrHistoryDivisor)
			r = max(0, min(r, newDepth-1))
			score = -w.search(-alpha-1, -alpha, newDepth-r, ply+1, true)
			if score > alpha && r > 0 {
				score = -w.search(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
			}
		} else if !pvNode || moveCount > 1 {
			score = -w.search(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
		}
		if pvNode && (moveCount == 1 || (score > alpha && score < beta)) {
			score = -w.search(-beta, -alpha, newDepth, ply+1, false)
		}
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
				if root {
					w.noteRootBest(score, w.nodes-moveStart, moveCount)
				}
				if score >= beta {
					f.cutoffs++
					w.updateHistory(f, m, tactical, depth)
					break
				}
				alpha = score
			}
		}
		if !tactical && f.quiets.Len() < 64 {
			f.quiets.Moves = append(f.quiets.Moves, m)
		} else if tactical && f.captures.Len() < 32 {
			f.captures.Moves = append(f.captures.Moves, m)
		}
	}
	if countRoot {
		w.rootNodes = w.nodes - rootStart
	}
	if moveCount == 0 {
		if root && (len(w.s.searchMoves) > 0 || len(w.excluded) > 0) {
			return alpha
		}
		if inCheck {
			return MatedIn(ply)
		}
		if p.Tables().Variant.Rules.StalemateWins {
			return StalematedIn(ply)
		}
		return w.s.drawScore[p.Side()] // stalemate is a draw unless the variant says otherwise
	}
	bound := BoundUpper
	switch {
	case bestScore >= beta:
		bound = BoundLower
	case pvNode && bestScore > origAlpha:
		bound = BoundExact
	}
	if !root || len(w.excluded) == 0 {
		// A root searched without its best moves (MultiPV) says nothing true about the position.
		w.eng.tt.store(key, bestMove, scoreToTT(bestScore, ply), depth, bound)
	}
	return bestScore
}

// safeCheck reports whether move m, about to be searched, gives a check that deserves an extension: one whose
// move does not lose material by static exchange. A check that gives a piece away is mostly a delay, and
// extending every one of them spends the depth on spite checks. MayGiveCheck rules out most moves first, so the
// exchange is computed only for the few that may check; the child's own check test decides whether it is one.
func (w *worker) safeCheck(f *frame, m movegen.Move, tactical, losing bool) bool {
	if !f.hintReady {
		w.pos.PrepareCheckHint(&f.checkHint)
		f.hintReady = true
	}
	if !w.pos.MayGiveCheck(m, &f.checkHint) {
		return false
	}
	if tactical {
		return !losing
	}
	return w.seeGE(m, 0)
}

// givesCheck is GivesCheck after the fast test MayGiveCheck, whose hint is computed once per node when first needed.
func (w *worker) givesCheck(f *frame, m movegen.Move) bool {
	p := w.pos
	if !f.hintReady {
		p.PrepareCheckHint(&f.checkHint)
		f.hintReady = true
	}
	return p.MayGiveCheck(m, &f.checkHint) && p.GivesCheck(m)
}

// ttCutoff reports whether a table entry's bound decides the node for this window.
func ttCutoff(hit ttHit, beta int) bool {
	switch hit.bound {
	case BoundExact:
		return true
	case BoundLower:
		return hit.score >= beta
	case BoundUpper:
		return hit.score < beta
	}
	return false
}

// updatePV makes m followed by the child's principal variation the variation of this ply.
func (w *worker) updatePV(ply int, m movegen.Move) {
	w.pv[ply][ply] = m
	n := w.pvLen[ply+1]
	copy(w.pv[ply][ply+1:n], w.pv[ply+1][ply+1:n])
	w.pvLen[ply] = max(n, ply+1)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
