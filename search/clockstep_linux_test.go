//go:build linux

package search

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// TestDeadlineIgnoresWallClock sets the system's clock back 2 s in the middle of a 300 ms movetime search and a
// clock search, and checks that each still ends on time: the search must count its time on the monotonic clock
// (engine.go, monotonicNow). Counted on the wall clock, each took 2 s longer. It changes the machine's clock (as
// root), so it runs only when SENNIGHT_CLOCKSTEP=1 asks for it (.ci/run does, on its own), and puts the clock
// forward again at once.
func TestDeadlineIgnoresWallClock(t *testing.T) {
	if os.Getenv("SENNIGHT_CLOCKSTEP") != "1" {
		t.Skip("sets the system clock back and forth: SENNIGHT_CLOCKSTEP=1 runs it (as root)")
	}
	step := func(d time.Duration) {
		tv := syscall.NsecToTimeval(time.Now().Add(d).UnixNano())
		if err := syscall.Settimeofday(&tv); err != nil {
			if err == syscall.EPERM {
				t.Skip("setting the clock needs root")
			}
			t.Fatalf("setting the clock: %v", err)
		}
	}
	p := position(t, "chess", "")
	e := smallEngine(1)
	for _, c := range []struct {
		name string
		lim  Limits
	}{
		{"movetime 300 ms", Limits{MoveTime: 300 * time.Millisecond}},
		// 4 s on the clock: a soft limit of 100 ms and a hard one of 400 ms, which the search may reach when its best
		// move keeps changing; counted on the wall clock it would take over 2 s
		{"4 s on the clock", Limits{Time: [2]time.Duration{4 * time.Second, 4 * time.Second}}},
	} {
		start := time.Now()
		h := e.Start(p, c.lim, nil)
		time.Sleep(50 * time.Millisecond)
		step(-2 * time.Second)
		h.Wait()
		took := time.Since(start) // monotonic: start holds a monotonic reading
		step(2 * time.Second)
		if took > 1500*time.Millisecond {
			t.Errorf("%s, with the clock set back 2 s during the search: it took %v", c.name, took)
		}
		t.Logf("%s, clock set back 2 s: %v", c.name, took.Round(time.Millisecond))
	}
}
