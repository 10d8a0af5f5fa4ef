package search

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sirupsen/logrus"
	logtest "github.com/sirupsen/logrus/hooks/test"
)

// overrunLogged returns the message of the watchdog's log entry, "" if none came.
func overrunLogged(hook *logtest.Hook) string {
	for _, e := range hook.AllEntries() {
		if strings.Contains(e.Message, "after its hard limit") {
			return e.Message
		}
	}
	return ""
}

// TestWatchdogStopsAtHardLimit: the timer alone (no node counted) stops a clock search at its hard limit, and a search
// that does not end then gets its goroutines' stacks logged; one that ended in time is not logged.
func TestWatchdogStopsAtHardLimit(t *testing.T) {
	hook := logtest.NewGlobal()
	defer logrus.StandardLogger().ReplaceHooks(make(logrus.LevelHooks))
	logrus.SetOutput(io.Discard)
	defer logrus.SetOutput(os.Stderr)

	s := &searchState{wakeCh: make(chan struct{}, 1), hard: 20 * time.Millisecond}
	s.clockStart.Store(int64(monotonicNow()))
	hung := make(chan struct{}) // a search that never ends
	s.watchdog.arm(s, hung)
	deadline := time.Now().Add(5 * time.Second)
	for !s.stop.Load() && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if !s.stop.Load() {
		t.Fatal("the watchdog did not stop the search")
	}
	if el := s.elapsedOnClock(); el < s.hard {
		t.Fatalf("stopped after %v, before the hard limit %v", el, s.hard)
	}
	for overrunLogged(hook) == "" && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if msg := overrunLogged(hook); !strings.Contains(msg, "goroutine ") {
		t.Fatalf("no stacks logged for a search past its limit: %q", msg)
	}

	// A search that ends before its limit: the timer neither stops anything nor logs.
	hook.Reset()
	s2 := &searchState{wakeCh: make(chan struct{}, 1), hard: 20 * time.Millisecond}
	s2.clockStart.Store(int64(monotonicNow()))
	done := make(chan struct{})
	s2.watchdog.arm(s2, done)
	s2.watchdog.end()
	close(done)
	time.Sleep(s2.hard + overrunWait + 50*time.Millisecond)
	if s2.stop.Load() || len(hook.AllEntries()) > 0 {
		t.Fatalf("an ended search was stopped (%v) or logged (%d entries)", s2.stop.Load(), len(hook.AllEntries()))
	}
}
