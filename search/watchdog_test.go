package search

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sirupsen/logrus"
)

// syncBuffer is a log destination the watchdog's timer goroutine and the test may share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestWatchdogStopsAtHardLimit: the timer alone (no node counted) stops a clock search at its hard limit, and a search
// that does not end then gets its goroutines' stacks logged; one that ended in time is not logged.
func TestWatchdogStopsAtHardLimit(t *testing.T) {
	var log syncBuffer
	logrus.SetOutput(&log)
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
	for !strings.Contains(log.String(), "goroutines") && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if !strings.Contains(log.String(), "after its hard limit") || !strings.Contains(log.String(), "goroutine ") {
		t.Fatalf("no stacks logged for a search past its limit: %q", log.String())
	}

	// A search that ends before its limit: the timer neither stops anything nor logs.
	before := log.String()
	s2 := &searchState{wakeCh: make(chan struct{}, 1), hard: 20 * time.Millisecond}
	s2.clockStart.Store(int64(monotonicNow()))
	done := make(chan struct{})
	s2.watchdog.arm(s2, done)
	s2.watchdog.end()
	close(done)
	time.Sleep(s2.hard + overrunWait + 50*time.Millisecond)
	if s2.stop.Load() || log.String() != before {
		t.Fatalf("an ended search was stopped (%v) or logged (%q)", s2.stop.Load(), log.String()[len(before):])
	}
}
