package protocol

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// memoryFake is a searcher with 100 MB of memory, 10 MB a thread: the default 64 MB table and one thread fit, and
// so do 32 MB with 6 threads, but not a 65536 MB table nor 8 threads beside the 64 MB.
func memoryFake() *fakeSearcher { return &fakeSearcher{memoryMB: 100, threadMB: 10} }

func newMemoryCECP(t *testing.T) *transcript {
	sink := &lineSink{}
	f := memoryFake()
	return &transcript{t: t, c: newCECP(newFrontEnd(sink, f)), f: f, sink: sink}
}

// expectMatch sends the lines and checks that the output is one line per pattern, each matching it.
func expectMatch(t *testing.T, got []string, lines []string, patterns ...string) {
	t.Helper()
	if len(got) != len(patterns) {
		t.Errorf("after %q: got %q, want %d lines matching %q", lines, got, len(patterns), patterns)
		return
	}
	for i, p := range patterns {
		if !regexp.MustCompile(p).MatchString(got[i]) {
			t.Errorf("after %q: line %q does not match %q", lines, got[i], p)
		}
	}
}

// TestUCIMemoryRefused: a Hash or Threads the memory cannot hold gets an info string error, the searcher and the
// settings keep what they had, and the engine goes on answering and playing.
func TestUCIMemoryRefused(t *testing.T) {
	tr := newUCITranscriptWith(t, memoryFake())
	for _, cmd := range []string{"setoption name Hash value 65536", "setoption name Threads value 8"} {
		expectMatch(t, tr.send(cmd), []string{cmd},
			`^info string error: (Hash 65536 MB refused, the 64 MB table|Threads 8 refused, 1) kept: needs \d+ MB, `+
				`the memory has 100 MB$`)
		if tr.f.hashMB != 64 || tr.f.threads != 1 || tr.u.settings.hashMB != 64 || tr.u.settings.threads != 1 {
			t.Errorf("after %q: searcher %d MB %d threads, settings %+v", cmd, tr.f.hashMB, tr.f.threads,
				tr.u.settings)
		}
		tr.expect([]string{"readyok"}, "isready")
	}
	if got := tr.send("position startpos", "go depth 3"); !slices.ContainsFunc(got, isBestmoveLine) {
		t.Errorf("no bestmove after the refusals: %q", got)
	}
	// What fits is taken: 32 MB, then 6 threads beside it.
	tr.expect(nil, "setoption name Hash value 32", "setoption name Threads value 6")
	if tr.f.hashMB != 32 || tr.f.threads != 6 || tr.u.settings.hashMB != 32 || tr.u.settings.threads != 6 {
		t.Errorf("Hash 32, Threads 6: searcher %d MB %d threads, settings %+v", tr.f.hashMB, tr.f.threads,
			tr.u.settings)
	}
}

// TestUCIMemoryRefusedAfterSearch: a Hash sent during a search is applied when the search has ended (the searcher
// takes settings between searches only), and its refusal comes then, after the bestmove.
func TestUCIMemoryRefusedAfterSearch(t *testing.T) {
	tr := newUCITranscriptWith(t, memoryFake())
	tr.goHeld("go infinite")
	tr.expect(nil, "setoption name Hash value 65536")
	got := tr.send("stop")
	if len(got) != 2 || !isBestmoveLine(got[0]) ||
		!strings.HasPrefix(got[1], "info string error: Hash 65536 MB refused, the 64 MB table kept") {
		t.Errorf("stop after a Hash too large: %q", got)
	}
	if tr.f.hashMB != 64 || tr.u.settings.hashMB != 64 {
		t.Errorf("searcher %d MB, settings %d MB", tr.f.hashMB, tr.u.settings.hashMB)
	}
	tr.expect([]string{"readyok"}, "isready")
}

// TestCECPMemoryRefused: XBoard's memory and cores beyond the memory get tellusererror (XBoard shows it to its
// user), the engine keeps its table and threads, answers ping and plays.
func TestCECPMemoryRefused(t *testing.T) {
	tr := newMemoryCECP(t)
	tr.send("xboard", "protover 2")
	for _, cmd := range []string{"memory 40000", "cores 100000"} {
		expectMatch(t, tr.send(cmd), []string{cmd},
			`^tellusererror (Hash 40000 MB refused, the 64 MB table|Threads 256 refused, 1) kept: needs \d+ MB, `+
				`the memory has 100 MB$`)
		if tr.f.hashMB != 64 || tr.f.threads != 1 || tr.c.settings.hashMB != 64 || tr.c.settings.threads != 1 {
			t.Errorf("after %q: searcher %d MB %d threads, settings %+v", cmd, tr.f.hashMB, tr.f.threads,
				tr.c.settings)
		}
		tr.expect([]string{"pong 7"}, "ping 7")
	}
	if got := tr.send("new", "variant shafran", "force", "usermove e2e4", "go"); !slices.ContainsFunc(got,
		func(l string) bool { return strings.HasPrefix(l, "move ") }) {
		t.Errorf("no move after the refusals: %q", got)
	}
	tr.expect(nil, "memory 32", "cores 6")
	if tr.f.hashMB != 32 || tr.f.threads != 6 {
		t.Errorf("memory 32, cores 6: searcher %d MB %d threads", tr.f.hashMB, tr.f.threads)
	}
}
