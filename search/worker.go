package search

import (
	"runtime"
	"sync/atomic"
	"time"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search/mate"
)

// frame is the per-ply state of a worker: its move lists (reused, so the search allocates nothing once they have
// grown), killers, static evaluation and legality context.
type frame struct {
	moves  movegen.MoveList
	scores []int32
	bad    movegen.MoveList // captures that lose material, tried last
	quiets movegen.MoveList // quiet moves searched, for the history malus
	// captures searched (tactical moves: captures and promotions), for the capture-history malus
	captures movegen.MoveList
	// cont1, cont2: the continuation-history rows of the moves one and two plies before (nil: none); contKey: the
	// continuation key of the move being searched from this ply (-1: a null move).
	cont1, cont2 []int16
	contKey      int
	killers      [2]movegen.Move
	eval         int
	move         movegen.Move // the move being searched from this ply
	legal        movegen.Legality
	pk           picker
	// checkHint serves the check test of quiet moves about to be pruned; hintReady says it is computed.
	checkHint movegen.CheckHint
	hintReady bool
	// extendCheck, set by the parent ply before it searches a move, says a check by that move is extended.
	extendCheck bool
	// cutoffs counts the beta cutoffs of the nodes at this ply since the node two plies up began: many say the
	// children of the node one ply up fail high easily, so that node's own late moves are likely to fail low.
	cutoffs int
}

// nodeCheckInterval: a worker publishes its node count and the main worker checks the limits every this many nodes.
const nodeCheckInterval = 1024

// yieldInterval: with more search threads than cores (GOMAXPROCS), a worker lets the Go scheduler run another
// goroutine every so many nodes. The goroutine that reads the GUI's input, woken when its read returns, waits in
// the scheduler's queue behind the workers, and each worker would otherwise keep its core for a whole 10 ms time
// slice: at 64 threads on 2 cores a `stop` waited about 32 slices, 0.3 s on an idle machine, before the engine read
// it. 64 nodes are about 0.35 ms in Megalomachy (186k nodes per CPU second), so the wait is about 11 ms. With no
// more threads than cores nothing waits for long and workers do not yield.
const yieldInterval = 64

// worker is one search thread: its own Position and ordering tables; it shares only the engine's table and stop
// flag with the others.
type worker struct {
	id  int
	eng *Engine
	s   *searchState
	pos *movegen.Position
	ev  *eval.Evaluator
	// net is the network the search evaluates with (nil: the classical evaluation, ev) and acc the worker's
	// first-layer sums of it, reset at the root (docs/nnue.md). SEE, material and the other uses of ev stay
	// classical either way.
	net *nnue.Network
	acc *nnue.Accumulators
	// mateSolver (main worker) proves that a mate found is the shortest before it ends the search.
	mateSolver *mate.Solver
	// everyCheck: the game extends every check, not only those that keep the material (variants.SearchSettings).
	everyCheck bool

	nodes uint64 // nodes searched in this search, by this worker
	// The root move the main worker is searching (curNumber 0: none yet) and when it last reported it.
	curMove             movegen.Move
	curDepth, curNumber int
	lastCurrReport      time.Duration
	published           atomic.Uint64 // nodes, as seen by other goroutines
	seldepth            int

	frames  [MaxPly + 4]frame
	pv      [MaxPly + 1][MaxPly + 1]movegen.Move
	pvLen   [MaxPly + 1]int
	history [2 * movegen.MaxTypes][256]int32 // by moving piece and target cell
	hist    histTables                       // continuation and capture histories (history.go)
	scratch movegen.MoveList
	// evalCache maps position keys to static evaluations (entries are overwritten, never cleared: a key is the
	// whole position, and the evaluator does not change within a game).
	evalCache [evalCacheSize]evalEntry

	// MultiPV (main worker only): the variations of the last finished iteration, best first, and the root moves
	// the variation being searched must leave out (those of the better variations of this iteration).
	lines    []pvLine
	excluded []movegen.Move
	// rootFirst, when set, is searched first at the root instead of the table's move: with several variations the
	// table's root entry holds whichever was searched last.
	rootFirst movegen.Move
	// Result of the deepest finished iteration.
	bestMove  movegen.Move
	bestScore int
	bestPV    []movegen.Move
	depthDone int
	// bestMoveChanges counts the root moves that took the lead from an earlier move in the iteration in progress,
	// and moveInstability sums those counts over the iterations, each earlier one weighing half the next (time
	// management: a search whose best move keeps changing is given longer).
	bestMoveChanges int
	moveInstability float64
	// rootNodes and rootBestNodes are the nodes of the last root search of the first variation, all moves and the
	// best move's alone (time management: a best move that took most of the search is rarely overturned).
	rootNodes, rootBestNodes uint64
	// The best root move of the iteration in progress, if one raised alpha already.
	iterMove  movegen.Move
	iterScore int
	iterPV    []movegen.Move
}

func newWorker(id int, eng *Engine) *worker {
	w := &worker{id: id, eng: eng}
	for i := range w.frames {
		w.frames[i].moves.Moves = make([]movegen.Move, 0, 256)
		w.frames[i].scores = make([]int32, 0, 256)
		w.frames[i].bad.Moves = make([]movegen.Move, 0, 32)
		w.frames[i].quiets.Moves = make([]movegen.Move, 0, 64)
		w.frames[i].captures.Moves = make([]movegen.Move, 0, 32)
	}
	w.scratch.Moves = make([]movegen.Move, 0, 256)
	w.bestPV = make([]movegen.Move, 0, MaxPly)
	w.iterPV = make([]movegen.Move, 0, MaxPly)
	return w
}

// clear forgets everything learnt in earlier games.
func (w *worker) clear() {
	w.history = [2 * movegen.MaxTypes][256]int32{}
	w.hist.clear()
	w.evalCache = [evalCacheSize]evalEntry{}
	for i := range w.frames {
		w.frames[i].killers = [2]movegen.Move{}
	}
}

// seeGE is the static exchange test with the evaluator's values.
func (w *worker) seeGE(m movegen.Move, threshold int) bool {
	return w.pos.SEEGE(m, threshold, w.ev.SEETable())
}

// countNode counts a node and, every nodeCheckInterval nodes, publishes the count and lets the main worker check
// the limits. It reports whether the search must stop.
func (w *worker) countNode() bool {
	w.nodes++
	if w.s.oversubscribed && w.nodes%yieldInterval == 0 {
		runtime.Gosched()
	}
	if w.nodes%nodeCheckInterval == 0 {
		w.published.Store(w.nodes)
		if w.id == 0 {
			w.s.checkLimits()
			if w.curNumber > 0 {
				w.reportCurrMove(currMoveDelay) // a long root move: say again what it is, once a second
			}
		}
	}
	return w.stopped()
}

// fullEval returns the full static evaluation of the worker's position: the network's when the search has one.
func (w *worker) fullEval() int {
	if w.acc != nil {
		return w.networkEval()
	}
	return w.ev.Evaluate(w.pos)
}

// maxNetworkEval bounds the network's scores below the mate scores, and below the score of a stalemate that loses
// (StalematedIn), which must stay worse than any evaluation.
const maxNetworkEval = mateBound - MaxPly - 1

// networkEval is the network's score of the worker's position, within ±maxNetworkEval.
func (w *worker) networkEval() int {
	return min(max(w.acc.Evaluate(w.pos), -maxNetworkEval), maxNetworkEval)
}

// evalCacheSize is the number of entries of a worker's evaluation cache (a power of two).
const evalCacheSize = 1 << 14

// evalEntry caches one full static evaluation.
type evalEntry struct {
	key   uint64
	score int32
}

// evaluate returns the static evaluation of the worker's position, from its cache when it has it. Transpositions,
// re-searches and the next iteration meet the same positions again and again.
// Within a window (alpha, beta) it may return a lazy, partial evaluation (see eval.EvaluateWithin), which it does
// not cache.
func (w *worker) evaluate(alpha, beta int) int {
	key := w.pos.Hash()
	e := &w.evalCache[key&(evalCacheSize-1)]
	if e.key == key && key != 0 {
		return int(e.score)
	}
	if w.acc != nil {
		s := w.networkEval()
		*e = evalEntry{key: key, score: int32(s)}
		return s
	}
	s, full := w.ev.EvaluateWithin(w.pos, alpha, beta)
	if full {
		*e = evalEntry{key: key, score: int32(s)}
	}
	return s
}
