package search

import (
	"time"

	"sennight/movegen"
)

// Lazy SMP: helper threads search the same root and skip some depths so that the threads spread over different
// iterations (the skip pattern of Stockfish 9's lazy SMP: helper i skips depth d when
// ((d + skipPhase) / skipSize) is odd). They share results only through the transposition table.
var (
	skipSize  = [...]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	skipPhase = [...]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)

func (w *worker) skipsDepth(depth int) bool {
	if w.id == 0 {
		return false
	}
	i := (w.id - 1) % len(skipSize)
	return ((depth+skipPhase[i])/skipSize[i])%2 != 0
}

// stopped reports whether the worker must abandon its search. The main worker goes on until it has searched at
// least one root move, so that the result is a move it looked at; not until depth 1 is done: a stop must be
// answered within milliseconds and the clock never overrun, and a crowded Megalomachy position could keep a whole
// first iteration busy for long.
func (w *worker) stopped() bool {
	return w.s.stop.Load() && (w.id != 0 || w.depthDone > 0 || w.iterMove != movegen.NoMove)
}

// noteRootBest records a root move that raised alpha in the current iteration: if the iteration is stopped before
// it ends, this move and its variation are the best known. nodes is what its search took and moveCount its place
// among the moves searched (time management: a move after the first that takes the lead is a change of mind).
func (w *worker) noteRootBest(score int, nodes uint64, moveCount int) {
	if len(w.excluded) == 0 {
		w.rootBestNodes = nodes
		if moveCount > 1 {
			w.bestMoveChanges++
		}
	}
	w.iterMove = w.pv[0][0]
	w.iterScore = score
	w.iterPV = append(w.iterPV[:0], w.pv[0][:w.pvLen[0]]...)
}

// iterate is the iterative deepening loop of one worker, with aspiration windows around the last score. The main
// worker also finds the further variations of a MultiPV search after the first one of each iteration.
func (w *worker) iterate() {
	s := w.s
	// Only the main worker stops at the depth limit: a helper that skips the last depth would sit idle through the
	// longest iteration, so helpers go on deeper until the search stops.
	maxDepth := MaxPly - 4
	if s.limits.Depth > 0 && w.id == 0 {
		maxDepth = min(s.limits.Depth, maxDepth)
	}
	if s.noRootMoves {
		maxDepth = 1 // deeper iterations would report the same mate or stalemate again, up to MaxPly times
	}
	lines := 1
	if w.id == 0 {
		lines = s.multiPV
		stall(0)
	}
	w.lines = w.lines[:0]
	prevScore := 0
	for depth := 1; depth <= maxDepth; depth++ {
		if w.skipsDepth(depth) {
			continue
		}
		if w.stopped() {
			break
		}
		w.seldepth = 0
		w.iterMove = movegen.NoMove
		w.excluded = w.excluded[:0]
		w.rootFirst = movegen.NoMove
		if len(w.lines) > 0 {
			w.rootFirst = w.lines[0].move
		}
		score := w.aspiration(depth, prevScore, w.id == 0 && lines == 1)
		if w.stopped() {
			if w.iterMove != movegen.NoMove {
				w.adopt(w.iterMove, w.iterScore, w.iterPV, w.depthDone)
			}
			break
		}
		w.adopt(w.pv[0][0], score, w.pv[0][:w.pvLen[0]], depth)
		prevScore = score
		if w.id != 0 {
			// A helper that finishes the depth limit (or a deeper one) first ends a depth-limited search: its
			// result is as good.
			if s.limits.Depth > 0 && depth >= s.limits.Depth && !s.limits.Infinite && !s.pondering.Load() {
				s.stop.Store(true)
				s.wake()
				break
			}
			continue
		}
		if lines > 1 {
			w.searchMoreLines(depth, lines, score)
		} else {
			w.report(depth, score, BoundExact)
		}
		stall(depth)
		if s.iterationEndsSearch(w, depth, score) {
			break
		}
	}
	w.rootFirst = movegen.NoMove
	w.excluded = w.excluded[:0]
	if w.id == 0 {
		s.waitForStop()
		s.stop.Store(true) // the helpers end with the main worker
	}
}

// aspiration searches the root to depth in a window around the previous score, widening it until the score falls
// inside. It reports failed windows of long iterations when reportFails is set.
func (w *worker) aspiration(depth, prevScore int, reportFails bool) int {
	alpha, beta := -Infinite, Infinite
	delta := aspirationDelta
	if depth >= 4 && !IsMate(prevScore) {
		alpha, beta = max(prevScore-delta, -Infinite), min(prevScore+delta, Infinite)
	}
	for {
		score := w.search(alpha, beta, depth, 0, false)
		if w.stopped() {
			return score
		}
		var bound Bound
		switch {
		case score <= alpha:
			beta = (alpha + beta) / 2
			alpha = max(score-delta, -Infinite)
			bound = BoundUpper
		case score >= beta:
			beta = min(score+delta, Infinite)
			bound = BoundLower
		default:
			return score
		}
		if reportFails && time.Since(w.s.start) > 3*time.Second {
			w.report(depth, score, bound) // long iterations show their progress
		}
		delta += delta / 2
	}
}

// adopt makes a variation the worker's result.
func (w *worker) adopt(move movegen.Move, score int, pv []movegen.Move, depth int) {
	if move == movegen.NoMove {
		// No legal root move: the score (mated or stalemate) is still the result.
		w.bestScore, w.depthDone = score, depth
		return
	}
	w.bestMove, w.bestScore, w.depthDone = move, score, depth
	w.bestPV = append(w.bestPV[:0], pv...)
	if len(w.bestPV) == 0 || w.bestPV[0] != move {
		w.bestPV = append(w.bestPV[:0], move)
	}
	w.publishBest()
}

// report sends the worker's progress to the engine's callback.
func (w *worker) report(depth, score int, bound Bound) {
	pv := w.bestPV
	if bound != BoundExact {
		pv = w.pv[0][:w.pvLen[0]]
		if len(pv) == 0 {
			pv = w.bestPV
		}
	}
	w.reportLine(depth, score, bound, pv, 0)
}

// currMoveDelay: a search reports the root move it is on only after this long, as GUIs expect (a short search
// would flood them), and again at least this often while one root move takes long; currMoveGap is the least time
// between two reports when the root moves go by fast.
const (
	currMoveDelay = time.Second
	currMoveGap   = 100 * time.Millisecond
)

// reportCurrMove tells the engine's callback which root move the main worker is searching (the CurrMove fields of
// Info, and no PV), once the search has run for currMoveDelay and at least gap after the previous such report.
func (w *worker) reportCurrMove(gap time.Duration) {
	s := w.s
	if s.report == nil {
		return
	}
	elapsed := time.Since(s.start)
	if elapsed < currMoveDelay || (w.lastCurrReport > 0 && elapsed-w.lastCurrReport < gap) {
		return
	}
	w.lastCurrReport = elapsed
	w.published.Store(w.nodes)
	nodes := s.totalNodes()
	s.emit(Info{Depth: w.curDepth, SelDepth: w.seldepth, Nodes: nodes, Time: elapsed,
		NPS: uint64(float64(nodes) / max(elapsed.Seconds(), 1e-6)), HashFull: w.eng.tt.hashFull(),
		CurrMove: w.curMove, CurrMoveNumber: w.curNumber})
}

// reportLine sends one variation to the engine's callback; multiPV is its 1-based place in a MultiPV search, 0 in
// a single-variation search.
func (w *worker) reportLine(depth, score int, bound Bound, pv []movegen.Move, multiPV int) {
	s := w.s
	if s.report == nil {
		return
	}
	elapsed := time.Since(s.start)
	w.published.Store(w.nodes)
	nodes := s.totalNodes()
	info := Info{
		Depth:    depth,
		SelDepth: w.seldepth,
		Score:    score,
		Bound:    bound,
		Nodes:    nodes,
		NPS:      uint64(float64(nodes) / max(elapsed.Seconds(), 1e-6)),
		Time:     elapsed,
		HashFull: w.eng.tt.hashFull(),
		PV:       append([]movegen.Move(nil), pv...),
		MultiPV:  multiPV,
	}
	info.PVText = moveTexts(s.root, info.PV)
	s.emit(info)
}

// moveTexts writes a variation as move texts, playing it on a copy of the root position.
func moveTexts(root *movegen.Position, pv []movegen.Move) []string {
	p := root.Clone()
	out := make([]string, 0, len(pv))
	var scratch movegen.MoveList
	for _, m := range pv {
		if !p.IsPseudoLegal(m, &scratch) || !p.IsLegal(m) {
			break
		}
		out = append(out, p.MoveText(m))
		p.MakeMove(m)
	}
	return out
}
