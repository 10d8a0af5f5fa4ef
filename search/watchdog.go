package search

import (
	"runtime"
	"sync"
	"time"

	"github.com/sirupsen/logrus"
)

// overrunWait is how long after the hard time limit a search may take to end before the watchdog logs where its
// goroutines are: a stop is answered within milliseconds (Running.Stop promises 50 ms).
const overrunWait = 100 * time.Millisecond

// watchdog ends a clock search at its hard time limit from a timer, independent of the node count.
//
// The main worker checks the clock every nodeCheckInterval nodes (checkLimits), which is enough while the search
// runs nodes. Once in about 500 self-play games at 2 s + 0.02 s an engine fell silent after its first iterations and
// answered only when the match runner, its clock gone, sent `stop`, within milliseconds of it (docs/strength.md,
// "2026-11-26: Time losses and the wall clock", and the third chess network's SPRT). A search that answers a stop at
// once but not its clock is one whose main worker checks the stop flag but has stopped counting nodes; the timer sets
// the same flag at the hard limit, as the runner's stop did. Should the search still not end, the watchdog writes
// every goroutine's stack to the log (standard error), which the match runner keeps with a time loss.
type watchdog struct {
	mu    sync.Mutex
	timer *time.Timer
	ended bool
}

// arm starts the timer for a search on the clock (from the start, or from a ponder hit): at s.hard after
// clockStart it stops the search. Arming again replaces the timer.
func (d *watchdog) arm(s *searchState, done <-chan struct{}) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.ended {
		return
	}
	if d.timer != nil {
		d.timer.Stop()
	}
	d.timer = time.AfterFunc(max(s.hard-s.elapsedOnClock(), 0), func() {
		s.stop.Store(true)
		s.wake()
		select {
		case <-done:
		case <-time.After(overrunWait):
			logOverrun(s)
		}
	})
}

// end stops the timer once the search has ended; a later arm does nothing.
func (d *watchdog) end() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.ended = true
	if d.timer != nil {
		d.timer.Stop()
	}
}

// logOverrun writes why a search is late: its limits and the stacks of all goroutines.
func logOverrun(s *searchState) {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	logrus.Warnf("search still running %v after its hard limit %v (elapsed %v, nodes %d); goroutines:\n%s",
		overrunWait, s.hard, s.elapsedOnClock().Round(time.Millisecond), s.totalNodes(), buf)
}
