package protocol

import (
	"fmt"
	"io"
	"testing"
	"time"

	"sennight/bench"
)

// slowBench is a benchmark (frontEnd.bench) that runs until it is stopped, like `bench depth 30`.
func slowBench(w io.Writer, opts bench.SearchOptions) error {
	fmt.Fprintln(w, "starchess start depth 30")
	<-opts.Stop
	return fmt.Errorf("stopped")
}

// startSlowBench starts an engine whose bench runs until it is stopped.
func startSlowBench(t *testing.T) *liveEngine {
	return startFrontEnd(t, func(out io.Writer) *frontEnd {
		fe := newFrontEnd(out, &fakeSearcher{})
		fe.bench = slowBench
		return fe
	})
}

// TestUCIBenchStops: a long bench answers isready and ends on stop, on quit and at the end of input, at once.
func TestUCIBenchStops(t *testing.T) {
	e := startSlowBench(t)
	e.send("uci", "bench depth 30", "isready")
	e.await(t, "readyok", 5*time.Second)
	e.send("stop", "isready")
	e.await(t, "info string error: bench: stopped", 5*time.Second)
	e.await(t, "readyok", 5*time.Second)

	for _, end := range []string{"quit", "EOF"} {
		e := startSlowBench(t)
		e.send("uci", "bench depth 30")
		e.await(t, "starchess start", 5*time.Second)
		if end == "quit" {
			e.send("quit")
		} else {
			e.in.Close()
		}
		select {
		case <-e.done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s did not end the engine during a bench", end)
		}
	}
}
