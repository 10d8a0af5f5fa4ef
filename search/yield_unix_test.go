//go:build unix

package search

import (
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"
)

// processCPU is the CPU time the process has used.
func processCPU(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestOversubscribedWorkersYield: with more search threads than cores, another goroutine waiting to run (the one
// that reads the GUI's `stop`) gets its turn after the workers have run for about a millisecond each, not after a
// whole 10 ms time slice each. The wait is measured in the process's CPU time, which the load of the machine does
// not stretch: with one core and 4 workers, a goroutine that yields waits for about 4 x 0.35 ms of their work
// (without yielding: at least 4 x 10 ms).
func TestOversubscribedWorkersYield(t *testing.T) {
	if raceDetector {
		// The race detector makes every node several times dearer, so 64 nodes no longer fit the bound; the
		// normal test run measures it.
		t.Skip("CPU-time bound not meaningful under the race detector")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	e := mustNew(Options{Threads: 4, HashMB: 16})
	defer e.Close()
	h := e.Start(position(t, "megalomachy", ""), Limits{Infinite: true}, nil)
	defer h.Wait()
	defer h.Stop()
	time.Sleep(100 * time.Millisecond)
	var waits []time.Duration
	for range 15 {
		cpu := processCPU(t)
		runtime.Gosched() // to the back of the queue, behind the workers
		waits = append(waits, processCPU(t)-cpu)
	}
	slices.Sort(waits)
	t.Logf("CPU time a yielding goroutine waited: %v", waits)
	if median := waits[len(waits)/2]; median > 15*time.Millisecond {
		t.Errorf("a goroutine waited %v of CPU time behind 4 workers (median of %v)", median, waits)
	}
}
