package search

import (
	"slices"

	"sennight/movegen"
)

// MultiPV: after the first variation of an iteration, the main worker searches the root again without the moves
// of the variations found so far, each time in an aspiration window around that variation's score of the last
// iteration, and reports all of them once the iteration has them. Only the first variation is the search's result;
// the helpers of lazy SMP search it alone.

// pvLine is one variation of a MultiPV search.
type pvLine struct {
	move  movegen.Move
	score int
	pv    []movegen.Move
}

// multiPVCount is the number of variations a search finds: the limit's, at most the root moves it may play.
func multiPVCount(root *movegen.Position, lim *Limits, isRootMove func(movegen.Move) bool) int {
	if lim.MultiPV <= 1 {
		return 1
	}
	var ml movegen.MoveList
	root.LegalMoves(&ml)
	n := 0
	for _, m := range ml.Moves {
		if isRootMove(m) {
			n++
		}
	}
	return max(1, min(lim.MultiPV, n))
}

// isExcluded reports whether a root move belongs to a better variation of this iteration.
func (w *worker) isExcluded(m movegen.Move) bool { return slices.Contains(w.excluded, m) }

// searchMoreLines finds variations 2..lines of an iteration whose first variation (w.bestPV, score first) is done,
// then reports every variation found. A variation that the search's stop cuts short is not reported; the earlier
// ones are.
func (w *worker) searchMoreLines(depth, lines, first int) {
	prev := w.lines
	found := []pvLine{{move: w.bestMove, score: first, pv: slices.Clone(w.bestPV)}}
	for i := 1; i < lines; i++ {
		w.excluded = append(w.excluded, found[i-1].move)
		w.rootFirst = movegen.NoMove
		guess := found[i-1].score
		if i < len(prev) {
			guess = prev[i].score
			if !w.isExcluded(prev[i].move) {
				w.rootFirst = prev[i].move
			}
		}
		w.pvLen[0] = 0
		score := w.aspiration(depth, guess, false)
		if w.stopped() || w.pvLen[0] == 0 {
			break
		}
		found = append(found, pvLine{move: w.pv[0][0], score: score, pv: slices.Clone(w.pv[0][:w.pvLen[0]])})
	}
	w.excluded = w.excluded[:0]
	if len(found) == lines || len(prev) == 0 {
		w.lines = found
	}
	// In search order: the first is the result, whatever instability does to the scores of the others.
	for i, l := range found {
		w.reportLine(depth, l.score, BoundExact, l.pv, i+1)
	}
}
