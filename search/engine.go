package search

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search/mate"
)

// Options configure an Engine.
type Options struct {
	Threads int // search goroutines (lazy SMP); at least 1
	HashMB  int // transposition table size in megabytes
	// MoveOverhead is kept back from every clock-based time budget for the GUI's and the operating system's delays.
	MoveOverhead time.Duration
	// Weights of the evaluation; nil means eval.DefaultWeights().
	Weights *eval.Weights
	// MemoryLimit, when not 0, caps in bytes what the settings may size (the table and the workers, workerBytes
	// each and their network sums) instead of the memory the system reports available (memory.go): for tests, and for a user who wants a
	// firm bound.
	MemoryLimit uint64
	// Contempt is what a draw costs the side the engine plays, in centipawns: it scores a draw as -Contempt, so it
	// avoids a repetition unless it stands worse than that. Analysis (Limits.Infinite) scores draws as 0.
	Contempt int
	// Classical evaluates with the hand-written evaluation (package eval) even in a game that has a network
	// (docs/nnue.md); the zero value uses the network where there is one.
	Classical bool
}

// DefaultContempt makes the engine play on in positions it judges about equal rather than repeat them: against
// weaker opponents a draw by repetition in a balanced position is half a point thrown away.
const DefaultContempt = 15

// DefaultOptions are one thread, a 64 MB table, a 30 ms move overhead and the default contempt.
func DefaultOptions() Options {
	return Options{Threads: 1, HashMB: 64, MoveOverhead: 30 * time.Millisecond, Contempt: DefaultContempt}
}

// Info is the progress of a search after an iteration (or, with Bound not Exact, a failed aspiration window of a
// long iteration): what CECP's thinking output and UCI's info lines show.
type Info struct {
	Depth, SelDepth int
	Score           int   // centipawns, or a mate score (IsMate, MateMoves)
	Bound           Bound // BoundExact, or BoundLower/BoundUpper when the score is a fail-high/fail-low bound
	Nodes           uint64
	NPS             uint64
	Time            time.Duration
	HashFull        int // per mille
	PV              []movegen.Move
	PVText          []string // PV in the engine's move notation
	// MultiPV is which of the Limits.MultiPV variations this is, 1-based; 0 when the search finds only one.
	MultiPV int
	// CurrMove is the root move being searched and CurrMoveNumber its 1-based place in the root move order, in a
	// report of the move in progress (no PV then; XBoard's stat01, UCI's currmove); zero in iteration reports.
	CurrMove       movegen.Move
	CurrMoveNumber int
}

// Result is the outcome of a search.
type Result struct {
	Move   movegen.Move // the best move; NoMove only when the root has no legal move
	Ponder movegen.Move // the expected reply, NoMove if unknown
	// MoveText and PonderText are the moves in the engine's notation ("" for NoMove).
	MoveText, PonderText string
	Score                int
	Depth, SelDepth      int
	Nodes                uint64
	Time                 time.Duration
	PV                   []movegen.Move
	// Rescued: the search had not answered by its rescue time (rescue.go), and this is its last finished
	// iteration's result; the front ends say so to the GUI.
	Rescued bool
}

// Engine is a searcher with its transposition table and per-thread history. One search runs at a time: Start
// waits for the previous search to end. Options may change only between searches.
type Engine struct {
	busy    chan struct{} // holds a token while a search runs
	opts    Options
	tt      *TT
	workers []*worker
	evalMu  sync.Mutex
	// evals holds one evaluator per game, by name, with the tables it was made for. A game loaded again from its
	// file gets new tables: its entry is then replaced, so the old tables and evaluator are freed (keyed by tables,
	// every reload kept its own, about 3.4 MB of Megalomachy each).
	evals map[string]*gameEval
}

// gameEval is the evaluator of one game's tables, and its network: the game's own (eval.network, read on first
// use) or the one SetNetwork gave instead.
type gameEval struct {
	t        *movegen.Tables
	ev       *eval.Evaluator
	net      *nnue.Network
	netErr   error
	override *nnue.Network
	// sumsErr is why the last search of the game evaluated classically though it has a network: the workers' sums
	// for it did not fit in memory (fitSums).
	sumsErr error
}

// New returns an engine with the given options, or an error if its table or workers do not fit in memory.
func New(opts Options) (*Engine, error) {
	e := &Engine{busy: make(chan struct{}, 1), evals: map[string]*gameEval{}}
	e.opts = opts
	if e.opts.Weights == nil {
		e.opts.Weights = eval.DefaultWeights()
	}
	e.opts.Threads = max(e.opts.Threads, 1)
	sized := e.sizedBytes(ttBytes(opts.HashMB), e.opts.Threads)
	what := fmt.Sprintf("Hash %d MB with %s", opts.HashMB, threadCount(e.opts.Threads))
	if err := e.memoryCheck(what, sized, sized, 0); err != nil {
		return nil, err
	}
	tt, err := NewTT(opts.HashMB)
	if err != nil {
		return nil, err
	}
	e.tt = tt
	e.setWorkers(e.opts.Threads)
	return e, nil
}

// Options returns the engine's options.
func (e *Engine) Options() Options { return e.opts }

// sizedBytes is what the settings size with a table of tableBytes and this many workers, each holding the sums of
// the network the workers hold now.
func (e *Engine) sizedBytes(tableBytes uint64, threads int) uint64 {
	return sizedWith(tableBytes, threads, e.sumsBytes())
}

// sizedWith is what a table of tableBytes and this many workers take, each with sums of sumsBytes.
func sizedWith(tableBytes uint64, threads int, sumsBytes uint64) uint64 {
	return tableBytes + uint64(threads)*(workerBytes+sumsBytes)
}

// sumsBytes is what a worker's network sums take: the largest the workers hold (0 before a search with a network).
// A thread added now will hold the same once the game is searched again; a search with a network whose sums are
// larger checks its own (fitSums).
func (e *Engine) sumsBytes() uint64 {
	b := uint64(0)
	for _, w := range e.workers {
		if w.acc != nil {
			b = max(b, w.acc.Network().AccumulatorBytes())
		}
	}
	return b
}

// fitSums checks, before a search with net allocates the workers' sums for it, that they fit in memory, as
// SetThreads checks the workers themselves. A worker that holds another network's sums gives them back.
func (e *Engine) fitSums(net *nnue.Network) error {
	var need, reclaim uint64
	for _, w := range e.workers {
		if w.acc == nil || w.acc.Network() != net {
			need += net.AccumulatorBytes()
			if w.acc != nil {
				reclaim += w.acc.Network().AccumulatorBytes()
			}
		}
	}
	if need == 0 {
		return nil
	}
	what := fmt.Sprintf("the network's sums for %s", threadCount(len(e.workers)))
	return e.memoryCheck(what, need, sizedWith(ttBytes(e.opts.HashMB), len(e.workers), net.AccumulatorBytes()),
		reclaim)
}

// SetThreads changes the number of search goroutines (between searches). More threads than the memory can give
// workers to is an error, and the engine keeps its threads.
func (e *Engine) SetThreads(n int) error {
	e.busy <- struct{}{}
	defer func() { <-e.busy }()
	n = max(n, 1)
	if more := n - len(e.workers); more > 0 {
		err := e.memoryCheck(threadCount(n), uint64(more)*workerBytes,
			e.sizedBytes(ttBytes(e.opts.HashMB), n), 0)
		if err != nil {
			return err
		}
	}
	e.opts.Threads = n
	e.setWorkers(n)
	return nil
}

// threadCount writes a number of threads for messages.
func threadCount(n int) string {
	if n == 1 {
		return "1 thread"
	}
	return fmt.Sprintf("%d threads", n)
}

// setWorkers makes the engine have n workers: new ones are made, spare ones dropped (their memory goes back to the
// collector); the first ones keep what they learnt.
func (e *Engine) setWorkers(n int) {
	for len(e.workers) < n {
		e.workers = append(e.workers, newWorker(len(e.workers), e))
	}
	clear(e.workers[n:])
	e.workers = e.workers[:n:n]
}

// SetHashMB resizes (and empties) the transposition table (between searches). A table the memory cannot hold is
// an error, and the engine keeps the table it had, entries included.
func (e *Engine) SetHashMB(mb int) error {
	e.busy <- struct{}{}
	defer func() { <-e.busy }()
	if bytes := ttBytes(mb); bytes != ttBytes(e.opts.HashMB) || len(e.tt.entries) == 0 {
		err := e.memoryCheck(fmt.Sprintf("Hash %d MB", mb), bytes, e.sizedBytes(bytes, e.opts.Threads),
			e.tt.residentBytes())
		if err != nil {
			return err
		}
	}
	if err := e.tt.Resize(mb); err != nil {
		return err
	}
	e.opts.HashMB = mb
	return nil
}

// Close gives the table's memory back at once (it is outside Go's heap: the collector, which does not see it,
// could leave a dropped engine's table resident for long). The engine must not be used after Close.
func (e *Engine) Close() {
	e.busy <- struct{}{}
	defer func() { <-e.busy }()
	e.tt.release()
	e.workers = nil
}

// ClearHash is NewGame under the name the protocol front ends use ("Clear Hash", a new game).
func (e *Engine) ClearHash() { e.NewGame() }

// NewGame forgets everything learnt: the table, histories and killers. With one thread, a search after NewGame
// is deterministic: the same position and limits give the same nodes and move.
func (e *Engine) NewGame() {
	e.busy <- struct{}{}
	e.tt.Clear()
	for _, w := range e.workers {
		w.clear()
	}
	<-e.busy
}

// Evaluator returns the engine's evaluator for a variant's tables, compiling it on first use. It keeps one
// evaluator per game: tables of a game that were replaced (a variant file loaded again) lose theirs.
func (e *Engine) Evaluator(t *movegen.Tables) *eval.Evaluator {
	e.evalMu.Lock()
	defer e.evalMu.Unlock()
	return e.gameEval(t).ev
}

// gameEval returns the entry of a game's tables, made on first use; evalMu must be held.
func (e *Engine) gameEval(t *movegen.Tables) *gameEval {
	name := t.Variant.Name
	if c, ok := e.evals[name]; ok && c.t == t {
		return c
	}
	c := &gameEval{t: t, ev: eval.New(t, e.opts.Weights)}
	// A game loaded from a file had its network checked when it was loaded (nnue.ForGame is a load check); only a
	// built-in game's embedded network can fail here, which TestBuiltinNetworksFit rules out. Should it fail,
	// the game is evaluated classically and NetworkError says why.
	c.net, c.netErr = nnue.ForGame(t)
	e.evals[name] = c
	return c
}

// Network returns the network a search of a game's position evaluates with: nil for the classical evaluation
// (Options.Classical, or a game without a network).
func (e *Engine) Network(t *movegen.Tables) *nnue.Network {
	e.evalMu.Lock()
	defer e.evalMu.Unlock()
	if e.opts.Classical {
		return nil
	}
	c := e.gameEval(t)
	if c.override != nil {
		return c.override
	}
	return c.net
}

// NetworkError returns why searches of a game do not evaluate with its network: its own could not be read, or the
// last search's workers could not have the network's sums in memory (nil when it has none or it is used).
func (e *Engine) NetworkError(t *movegen.Tables) error {
	e.evalMu.Lock()
	defer e.evalMu.Unlock()
	c := e.gameEval(t)
	if c.netErr != nil {
		return c.netErr
	}
	return c.sumsErr
}

// searchNetwork returns the network a search of a game's position evaluates with: Network's, or nil (the classical
// evaluation) when the workers' sums for it do not fit in memory, which NetworkError then reports. busy must be
// held.
func (e *Engine) searchNetwork(t *movegen.Tables) *nnue.Network {
	net := e.Network(t)
	if net == nil {
		return nil
	}
	err := e.fitSums(net)
	e.evalMu.Lock()
	e.gameEval(t).sumsErr = err
	e.evalMu.Unlock()
	if err != nil {
		return nil
	}
	return net
}

// SetNetwork makes searches of a game evaluate with n instead of the game's own network (nil: the game's own
// again). n must have been read for the game's layout (nnue.ReadFile). It takes effect from the next search.
func (e *Engine) SetNetwork(t *movegen.Tables, n *nnue.Network) {
	e.evalMu.Lock()
	defer e.evalMu.Unlock()
	e.gameEval(t).override = n
}

// SetClassical switches between the classical evaluation and the games' networks (Options.Classical), between
// searches.
func (e *Engine) SetClassical(classical bool) {
	e.busy <- struct{}{}
	defer func() { <-e.busy }()
	e.evalMu.Lock()
	e.opts.Classical = classical
	e.evalMu.Unlock()
}

// Running is a search under way, as Engine.Start returns it. The protocol front ends drive the engine through an
// interface of their own (protocol.Searcher) whose Start returns this type, so that the engine satisfies it as it is
// and test doubles stand in for it: a Go method satisfies an interface only with the very result type the
// interface names, so Start returns this interface rather than its concrete handle.
type Running interface {
	// Stop asks the search to finish as soon as possible (Wait returns within 50 ms of it). It does not wait, and
	// it may be called any number of times, also after the search ended.
	Stop()
	// PonderHit turns a pondering search (Limits.Ponder) into a normal one: its clock limits count from now.
	PonderHit()
	// Wait blocks until the search has ended and returns its result.
	Wait() Result
}

// handle is the engine's running search (Running).
type handle struct {
	s      *searchState
	done   chan struct{} // closed when the result is given (finish)
	result Result
	once   sync.Once
	// timer is the rescue's (rescue.go), set under timerMu: PonderHit arms it on the front end's goroutine.
	timerMu sync.Mutex
	timer   *time.Timer
}

// Stop ends the search as soon as possible (within milliseconds); Wait then returns the best move found.
func (h *handle) Stop() {
	h.s.stop.Store(true)
	h.s.wake()
}

// PonderHit turns a ponder search into a normal one: its clock starts now.
func (h *handle) PonderHit() {
	h.s.clockStart.Store(int64(monotonicNow()))
	h.s.pondering.Store(false)
	h.s.wake()
	h.armRescue()
}

// Done is closed when the search has given its result.
func (h *handle) Done() <-chan struct{} { return h.done }

// Wait blocks until the search has given its result and returns it: the search's own, or the rescue's (rescue.go)
// when the search goroutine did not answer in time; the search then ends in the background, and the engine's next
// search waits for it.
func (h *handle) Wait() Result {
	<-h.done
	return h.result
}

// Search runs a search to its end and returns the result; report (may be nil) receives the progress.
func (e *Engine) Search(pos *movegen.Position, lim Limits, report func(Info)) Result {
	return e.start(pos, lim, report).Wait()
}

// Start begins a search of pos (which it copies: the caller may change pos at once) and returns it running.
// report, if not nil, is called from the search's goroutine after each iteration.
func (e *Engine) Start(pos *movegen.Position, lim Limits, report func(Info)) Running {
	return e.start(pos, lim, report)
}

// start is Start with the concrete handle, for Search and the tests that watch Done.
func (e *Engine) start(pos *movegen.Position, lim Limits, report func(Info)) *handle {
	e.busy <- struct{}{}
	t := pos.Tables()
	ev := e.Evaluator(t)
	net := e.searchNetwork(t)
	s := &searchState{
		limits:          lim,
		side:            pos.Side(),
		start:           time.Now(),
		report:          report,
		root:            pos.Clone(),
		searchMoves:     lim.SearchMoves,
		maxInsufficient: t.MaxInsufficientPieces(),
		wakeCh:          make(chan struct{}, 1),
	}
	for _, typ := range t.PromotionChoices() {
		if s.bestPromotion == 0 || ev.Value(typ) > ev.Value(s.bestPromotion) {
			s.bestPromotion = typ
		}
	}
	s.multiPV = multiPVCount(s.root, &lim, s.isRootMove)
	var rootMoves movegen.MoveList
	s.root.LegalMoves(&rootMoves)
	s.noRootMoves = rootMoves.Len() == 0
	if !lim.Infinite {
		s.drawScore[s.side] = DrawScore - e.opts.Contempt
		s.drawScore[s.side.Other()] = DrawScore + e.opts.Contempt
	}
	s.clockStart.Store(int64(s.start.Sub(monotonicBase)))
	s.pondering.Store(lim.Ponder)
	s.timed = lim.timed(s.side)
	overhead := e.opts.MoveOverhead
	if lim.MoveOverhead > 0 {
		overhead = lim.MoveOverhead
	}
	s.soft, s.hard = lim.timeBudget(s.side, overhead)
	s.rescueAt = lim.rescueTime(s.side, overhead, s.hard)
	s.rescueRoot = pos.Clone()
	for _, m := range rootMoves.Moves {
		if s.isRootMove(m) {
			s.firstRootMove = m
			break
		}
	}
	e.tt.newSearch()
	s.workers = e.workers
	s.oversubscribed = len(s.workers) > runtime.GOMAXPROCS(0)
	for _, w := range s.workers {
		w.startSearch(s, pos.Clone(), ev, net)
	}
	h := &handle{s: s, done: make(chan struct{})}
	h.armRescue()
	go func() {
		defer func() { <-e.busy }()
		var g errgroup.Group
		for _, w := range s.workers {
			g.Go(func() error {
				w.iterate()
				return nil
			})
		}
		_ = g.Wait()
		res := s.result()
		// Under timerMu, so that a rescue already under way (its timer fired, it waits for the lock) finds the
		// answer given and gives none.
		h.timerMu.Lock()
		if h.timer != nil {
			h.timer.Stop()
		}
		h.finish(res)
		h.timerMu.Unlock()
	}()
	return h
}

// startSearch prepares a worker for a new search.
func (w *worker) startSearch(s *searchState, pos *movegen.Position, ev *eval.Evaluator, net *nnue.Network) {
	if w.ev != ev || w.net != net {
		w.evalCache = [evalCacheSize]evalEntry{} // scores of another evaluator
	}
	pos.SetSquareTable(ev.SquareTable()) // evaluation reads the material and square sums from the position
	w.s, w.pos, w.ev, w.net = s, pos, ev, net
	w.everyCheck = pos.Tables().Variant.Search.ExtendEveryCheck
	if net == nil {
		w.acc = nil
	} else {
		if w.acc == nil || w.acc.Network() != net {
			w.acc = net.NewAccumulators()
		}
		w.acc.Reset(pos)
	}
	w.hist.prepare(pos.Tables())
	w.nodes = 0
	w.curNumber, w.lastCurrReport = 0, 0
	w.published.Store(0)
	w.seldepth = 0
	w.bestMove, w.bestScore, w.depthDone = movegen.NoMove, 0, 0
	w.bestMoveChanges, w.moveInstability = 0, 0
	w.bestPV = w.bestPV[:0]
	w.iterMove = movegen.NoMove
}

// searchState is what the workers of one search share besides the table: limits, clock and the stop flag.
type searchState struct {
	stop       atomic.Bool
	pondering  atomic.Bool
	clockStart atomic.Int64 // monotonicNow: the time budget counts from here (the start, or a ponder hit)
	wakeCh     chan struct{}

	limits          Limits
	side            movegen.Color
	start           time.Time
	timed           bool
	soft, hard      time.Duration
	report          func(Info)
	root            *movegen.Position
	workers         []*worker
	searchMoves     []movegen.Move
	maxInsufficient int
	// noRootMoves: the side to move is mated or stalemated; one iteration says all there is to say.
	noRootMoves bool
	// oversubscribed: more workers than cores; they yield to other goroutines now and then (yieldInterval).
	oversubscribed bool
	bestPromotion  int
	prevBestScore  int
	mateUnproven   int // the mate length whose shortness the solver could not prove within its budget
	multiPV        int // variations to find (at least 1)
	// drawScore[c] is the score of a draw for side c to move: -contempt for the root's side, +contempt for the
	// other.
	drawScore [2]int
	rescueState
}

func (s *searchState) wake() {
	select {
	case s.wakeCh <- struct{}{}:
	default:
	}
}

// totalNodes sums the nodes the workers have published.
func (s *searchState) totalNodes() uint64 {
	var n uint64
	for _, w := range s.workers {
		n += w.published.Load()
	}
	return n
}

func (s *searchState) elapsedOnClock() time.Duration {
	return monotonicNow() - time.Duration(s.clockStart.Load())
}

// monotonicBase is the origin of monotonicNow.
var monotonicBase = time.Now()

// monotonicNow is the time since monotonicBase on the monotonic clock, a number that fits an atomic. The search's
// clock must not be the wall clock (UnixNano): when the system sets its clock back (a virtual machine syncing to
// its host may), a deadline counted on it comes that much later and the engine loses on time. The rare time
// losses of self-play matches looked like that, an engine that neither moved nor stopped on its own but answered
// within milliseconds of the GUI's stop (docs/strength.md, "2026-11-26: Time losses and the wall clock").
func monotonicNow() time.Duration { return time.Since(monotonicBase) }

// checkLimits stops the search on the node limit or the hard time limit. Only the main worker calls it.
func (s *searchState) checkLimits() {
	if s.limits.Nodes > 0 && s.totalNodes() >= s.limits.Nodes {
		s.stop.Store(true)
	}
	if s.timed && !s.pondering.Load() && s.elapsedOnClock() >= s.hard {
		s.stop.Store(true)
	}
}

// iterationEndsSearch decides after each iteration of the main worker whether to start another. A clock search
// stops once more than about half the soft time is gone (the next iteration would not finish), stretched when the
// best move keeps changing or the score is falling; a forced mate ends it too once no shorter one can exist.
func (s *searchState) iterationEndsSearch(w *worker, depth, score int) bool {
	w.published.Store(w.nodes)
	s.checkLimits()
	if s.stop.Load() {
		return true
	}
	if score >= mateBound && depth > 2*MateMoves(score)+2 && !s.limits.Infinite && s.mateIsShortest(w, MateMoves(score)) {
		return true
	}
	if score <= -mateBound && depth > 2*abs(MateMoves(score))+2 && !s.limits.Infinite {
		return true // mated: a longer defence is all there is to look for
	}
	if m := s.limits.Mate; m > 0 && score >= mateBound && MateMoves(score) <= m && !s.limits.Infinite {
		return true // the mate asked for is found
	}
	// The changes of mind and the last score are kept in every iteration, and only a clock search applies them: a
	// ponder search's iterations must weigh as a clock search's would, so that the first decision after the ponder
	// hit sees a halved sum and the last iteration's score, not a sum that grew unhalved over the whole ponder.
	instability := w.bestMoveInstabilityScale(depth)
	falling := depth > 4 && score < s.prevBestScore-30
	s.prevBestScore = score
	if s.timed && !s.pondering.Load() && s.limits.MoveTime == 0 {
		factor := 0.55 * instability
		if falling {
			factor *= 1.3
		}
		factor *= bestMoveEffortScale(depth, w.rootBestNodes, w.rootNodes)
		if s.elapsedOnClock().Seconds() > s.soft.Seconds()*factor {
			return true
		}
	}
	return false
}

// bestMoveInstabilityScale stretches the time the main worker may go on for by how often its best move changed:
// each change of mind in the iteration just ended counts one, each in an earlier iteration half as much as in the
// next (a search that keeps changing its mind needs longer to settle; an old change says less than a new one). It
// is called once an iteration. The first four iterations change their minds too often to say anything.
func (w *worker) bestMoveInstabilityScale(depth int) float64 {
	w.moveInstability = w.moveInstability/2 + float64(w.bestMoveChanges)
	w.bestMoveChanges = 0
	if depth <= 4 {
		return 1
	}
	return 1 + w.moveInstability
}

// bestMoveEffortScale stretches or shrinks the time the main worker may go on for by the share of the last
// iteration's nodes its best move took: a move that took nearly all of them (the others were refuted at once) is
// rarely overturned by a deeper search, and one that took a small share was contested. Shallow iterations say
// little and leave the time as it is.
func bestMoveEffortScale(depth int, bestNodes, nodes uint64) float64 {
	if depth < effortMinDepth || nodes == 0 {
		return 1
	}
	share := float64(bestNodes) / float64(nodes)
	return (1.5 - share) * 1.4
}

// effortMinDepth is the first iteration whose best move's share of the nodes sets the time (bestMoveEffortScale).
const effortMinDepth = 6

// mateSolverNodes bounds the exact solver's proof that a mate found is the shortest (a few milliseconds in the
// crowded variants); when the proof does not finish, the search goes on.
const mateSolverNodes = 20000

// mateIsShortest reports whether a mate in n found by the main worker's iteration is the shortest: a mate in 1 is,
// and a longer one is when the exact solver proves that no mate in n-1 exists. Pruning and reductions can hide a
// shorter mate from any finished depth, so the depth alone (more than 2n+2 plies, the rule of a full-width search)
// proves nothing. A proof that does not finish within its node budget is not tried again for this n.
func (s *searchState) mateIsShortest(w *worker, n int) bool {
	if n <= 1 {
		return true
	}
	if n == s.mateUnproven {
		return false
	}
	if w.mateSolver == nil {
		w.mateSolver = mate.NewSolver()
		w.mateSolver.Limit = mateSolverNodes
	}
	// The proof runs on this search's clock: its time limits still hold (set anew, as the worker outlives it).
	w.mateSolver.Stop = func() bool {
		s.checkLimits()
		return s.stop.Load()
	}
	r := w.mateSolver.Solve(w.pos, n-1)
	if r.Aborted {
		s.mateUnproven = n
		return false
	}
	return r.Moves == 0
}

// waitForStop holds an analysis or ponder search until Stop (or, pondering, the ponder hit) once its iterations
// have ended by themselves: the protocols expect its best move only then.
func (s *searchState) waitForStop() {
	for !s.stop.Load() && (s.limits.Infinite || s.pondering.Load()) {
		<-s.wakeCh
	}
}

// isRootMove reports whether the root may play m (SearchMoves).
func (s *searchState) isRootMove(m movegen.Move) bool {
	if len(s.searchMoves) == 0 {
		return true
	}
	for _, x := range s.searchMoves {
		if x == m {
			return true
		}
	}
	return false
}

// result builds the search result from the main worker; with no finished iteration at all (no legal move, or a
// search stopped before depth 1 could start), the first legal move.
// The main worker's result is used unless a helper finished a deeper iteration (lazy SMP's helpers skip depths and
// may get ahead).
func (s *searchState) result() Result {
	w := s.workers[0]
	for _, h := range s.workers[1:] {
		if h.depthDone > w.depthDone && h.bestMove != movegen.NoMove {
			w = h
		}
	}
	r := Result{Move: w.bestMove, Score: w.bestScore, Depth: w.depthDone, SelDepth: w.seldepth,
		Nodes: s.totalNodesFinal(), Time: time.Since(s.start)}
	r.PV = append([]movegen.Move(nil), w.bestPV...)
	if r.Move == movegen.NoMove {
		var ml movegen.MoveList
		s.root.LegalMoves(&ml)
		for _, m := range ml.Moves {
			if s.isRootMove(m) {
				r.Move = m
				r.PV = []movegen.Move{m}
				break
			}
		}
	}
	if r.Move != movegen.NoMove {
		texts := moveTexts(s.root, r.PV)
		r.MoveText = s.root.MoveText(r.Move)
		if len(r.PV) > 1 && len(texts) > 1 {
			r.Ponder, r.PonderText = r.PV[1], texts[1]
		} else {
			r.Ponder, r.PonderText = s.ponderFromTable(w.eng.tt, r.Move)
		}
	}
	return r
}

// ponderFromTable finds the expected reply in the table when the variation ends with the best move (a search
// stopped on a fail high): the protocols want a move to ponder on.
func (s *searchState) ponderFromTable(tt *TT, best movegen.Move) (movegen.Move, string) {
	p := s.root.Clone()
	p.MakeMove(best)
	hit, ok := tt.probe(p.Hash())
	var scratch movegen.MoveList
	if !ok || !p.IsPseudoLegal(hit.move, &scratch) || !p.IsLegal(hit.move) {
		return movegen.NoMove, ""
	}
	return hit.move, p.MoveText(hit.move)
}

// totalNodesFinal sums the workers' exact counts once they have all returned.
func (s *searchState) totalNodesFinal() uint64 {
	var n uint64
	for _, w := range s.workers {
		n += w.nodes
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
