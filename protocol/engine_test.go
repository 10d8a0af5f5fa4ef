package protocol

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"sennight/search"
)

// The tests in the files named engine_* run the front ends with the engine's real search (*search.Engine), as the
// program does; the others use the fakes of fake_search_test.go.

// session runs the protocol front ends with the real search on pipes, as a GUI runs the engine.
type session struct {
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
}

func startSession(t *testing.T) *session {
	t.Helper()
	return startSessionWith(t, 0)
}

// startSessionWith runs the engine with a memory limit in bytes (search.Options.MemoryLimit; 0: the system's).
func startSessionWith(t *testing.T, memoryLimit uint64) *session {
	t.Helper()
	opts := search.DefaultOptions()
	opts.MemoryLimit = memoryLimit
	eng, err := search.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{in: inW, lines: make(chan string, 4096), done: make(chan struct{})}
	go func() {
		Run(inR, outW, eng)
		outW.Close()
		close(s.done)
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-s.done:
		case <-time.After(10 * time.Second):
			t.Error("the engine did not end after its input closed")
		}
	})
	return s
}

func (s *session) send(lines ...string) {
	for _, l := range lines {
		io.WriteString(s.in, l+"\n")
	}
}

// await reads output lines until one has one of the prefixes, and returns it.
func (s *session) await(t *testing.T, prefixes ...string) string {
	t.Helper()
	deadline := time.After(5 * time.Minute) // generous: the race detector slows the search down many times
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				t.Fatalf("output ended while waiting for %q", prefixes)
			}
			for _, p := range prefixes {
				if strings.HasPrefix(l, p) {
					return l
				}
			}
		case <-deadline:
			t.Fatalf("no %q in time", prefixes)
		}
	}
}

// TestUCIBenchRunsTheBenchmark: UCI's bench runs package bench's benchmark (the same as `sennight bench`) with the
// session's Threads and Hash, beside the command loop, which answers isready meanwhile.
func TestUCIBenchRunsTheBenchmark(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	s.await(t, "uciok")
	s.send("setoption name Threads value 2", "setoption name Hash value 16", "bench depth 1 variant starchess")
	var report []string
	for l := s.await(t, ""); !strings.HasPrefix(l, "total nodes"); l = s.await(t, "") {
		report = append(report, l)
	}
	s.send("isready")
	s.await(t, "readyok")
	positions, settings := 0, false
	for _, l := range report {
		switch {
		case strings.HasPrefix(l, "info string error"):
			t.Errorf("bench failed: %q", l)
		case strings.Contains(l, " depth "):
			positions++
			if f := strings.Fields(l); f[0] != "starchess" || f[2] != "depth" || f[3] != "1" {
				t.Errorf("position line %q: want starchess at depth 1", l)
			}
		case l == "threads 2, hash 16 MB":
			settings = true
		case strings.HasPrefix(l, "signature"):
			t.Errorf("%q with 2 threads: the signature is the node count of one thread", l)
		}
	}
	if positions == 0 || !settings {
		t.Errorf("bench report without positions or without the session's threads and hash:\n%s",
			strings.Join(report, "\n"))
	}
}
