package search

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/sirupsen/logrus"

	"sennight/movegen"
)

// The rescue answers a clock search whose search goroutine has stopped running.
//
// The self-play matches lose about one move in 35,000 on time in one way: the engine reports its first iterations at
// once, then says nothing until the GUI's `stop` long after its hard limit, although its own clock says the search
// had finished in milliseconds (docs/strength.md, "2026-12-04: The late answers and the virtual CPUs"). The search
// goroutine was not run: a host that stops one virtual CPU for a while stops the thread on it, and the stop flag the
// hard limit sets is read by that very thread. So the answer must not depend on it. At the rescue time, well past
// the hard limit and well before the clock runs out (Limits.rescueTime), a timer answers with the best move of the
// last iteration the main worker finished (or the first legal move, if none did), and the search's own result,
// whenever it comes, is dropped. The timer is a Go timer, which the runtime runs on whichever thread is free, so it
// fires on the CPU that runs.
//
// A healthy search never meets it: it ends at the hard limit, within a few milliseconds, long before the rescue
// time, so the rescue changes no move of a search that runs, and no bench tree (a depth-limited search has no
// clock).

// rescued is the answer the rescue gives: the main worker's result as of its last finished iteration.
type rescued struct {
	move, ponder movegen.Move
	score, depth int
	pv           []movegen.Move
}

// publishBest makes the main worker's result, just adopted, the one the rescue would give. It runs once an
// iteration (and once when a stop cuts one short); the copy it allocates is why it is not done in every node.
func (w *worker) publishBest() {
	if w.id != 0 {
		return
	}
	r := &rescued{move: w.bestMove, score: w.bestScore, depth: w.depthDone,
		pv: append([]movegen.Move(nil), w.bestPV...)}
	if len(r.pv) > 1 {
		r.ponder = r.pv[1]
	}
	w.s.best.Store(r)
}

// rescueTime is when a clock search that has not answered is answered for: half-way from the hard limit to the end
// of the clock less the move overhead, and at least rescueMargin after the hard limit. With a move time, half-way
// from the hard limit to the move time. Zero: no rescue (no clock, or analysis).
func (l *Limits) rescueTime(side movegen.Color, overhead, hard time.Duration) time.Duration {
	if !l.timed(side) {
		return 0
	}
	end := l.Time[side] - overhead
	if l.MoveTime > 0 {
		end = l.MoveTime
	}
	return hard + max((end-hard)/2, rescueMargin)
}

// rescueMargin is the least time between the hard limit and the rescue: a search stopped at its hard limit ends
// within a few milliseconds (the main worker reads the clock every 1,024 nodes and then unwinds), and the rescue must
// not race such a search on a clock too short for a half-way point.
const rescueMargin = 10 * time.Millisecond

// armRescue starts the rescue's timer for a clock search; PonderHit arms it again, as the clock starts then.
func (h *handle) armRescue() {
	s := h.s
	if s.rescueAt == 0 || s.pondering.Load() {
		return
	}
	h.timerMu.Lock()
	defer h.timerMu.Unlock()
	if h.timer != nil {
		h.timer.Stop()
	}
	h.timer = time.AfterFunc(s.rescueAt-s.elapsedOnClock(), h.rescue)
}

// rescue answers for the search if it has not answered yet. A ponder hit may have moved the clock's start since the
// timer was set: then it waits on. timerMu keeps two rescues (a timer and one a ponder hit armed) from both
// computing an answer.
func (h *handle) rescue() {
	s := h.s
	h.timerMu.Lock()
	defer h.timerMu.Unlock()
	select {
	case <-h.done:
		return
	default:
	}
	if s.pondering.Load() {
		return // the ponder hit arms the timer again
	}
	if left := s.rescueAt - s.elapsedOnClock(); left > 0 {
		h.timer = time.AfterFunc(left, h.rescue)
		return
	}
	s.stop.Store(true)
	s.wake()
	r := Result{Move: s.firstRootMove, Time: time.Since(s.start), Nodes: s.totalNodes(), Rescued: true}
	if b := s.best.Load(); b != nil && b.move != movegen.NoMove {
		r.Move, r.Ponder, r.Score, r.Depth, r.PV = b.move, b.ponder, b.score, b.depth, b.pv
	}
	if r.Move != movegen.NoMove {
		if len(r.PV) == 0 {
			r.PV = []movegen.Move{r.Move}
		}
		texts := moveTexts(s.rescueRoot, r.PV)
		r.MoveText = s.rescueRoot.MoveText(r.Move)
		if r.Ponder != movegen.NoMove && len(texts) > 1 {
			r.PonderText = texts[1]
		} else {
			r.Ponder = movegen.NoMove
		}
	}
	s.silence()
	if h.finish(r) {
		logrus.Warnf("search: no answer %v after the clock started (hard limit %v); the rescue answers %s from depth %d",
			s.elapsedOnClock().Round(time.Millisecond), s.hard, r.MoveText, r.Depth)
	}
}

// finish gives the search's answer, once: the first of the search's own result and the rescue's wins. It reports
// whether this call gave it.
func (h *handle) finish(r Result) bool {
	given := false
	h.once.Do(func() {
		h.result = r
		close(h.done)
		given = true
	})
	return given
}

// rescueState is the searchState's part for the rescue.
type rescueState struct {
	rescueAt      time.Duration // on the search's clock (elapsedOnClock); 0: none
	best          atomic.Pointer[rescued]
	firstRootMove movegen.Move      // the answer when no iteration has finished
	rescueRoot    *movegen.Position // the root, the rescue's own copy (the search's result reads searchState.root)
	// reportMu is held while the search reports; rescuedAnswer says the rescue answers for the search, which then
	// reports nothing more (emit reads it under reportMu).
	reportMu      sync.Mutex
	rescuedAnswer atomic.Bool
}

// emit gives a report to the caller's callback, unless the rescue has answered for the search.
func (s *searchState) emit(info Info) {
	s.reportMu.Lock()
	defer s.reportMu.Unlock()
	if !s.rescuedAnswer.Load() {
		s.report(info)
	}
}

// silence stops the search's reports before the rescue answers: no report starts after it, and one under way is
// waited for, but not for long: a search goroutine that stopped running in the middle of one (writing its line)
// must not hold the answer back, and that one line then comes after the answer.
func (s *searchState) silence() {
	s.rescuedAnswer.Store(true)
	deadline := time.Now().Add(silenceWait)
	for !s.reportMu.TryLock() {
		if time.Now().After(deadline) {
			logrus.Warn("search: a report was under way when the rescue answered; it may follow the answer")
			return
		}
		time.Sleep(time.Millisecond)
	}
	s.reportMu.Unlock()
}

// silenceWait is how long the rescue waits for a report under way (a line written to the GUI takes microseconds).
const silenceWait = 20 * time.Millisecond

// stallHook, when set (by tests only), is called by the main worker before its first iteration (depth 0) and after
// each one it finished and reported: a test blocks in it to stand for a search goroutine the machine does not run.
// It is atomic because a search of an earlier test may still be ending when the next test sets it.
var stallHook atomic.Pointer[func(depth int)]

// stall calls the stall hook, if a test set one.
func stall(depth int) {
	if h := stallHook.Load(); h != nil {
		(*h)(depth)
	}
}
