package protocol

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestUCIChosenByFirstCommand: `uci` as the first command starts UCI; `uci` later is not CECP's.
func TestUCIChosenByFirstCommand(t *testing.T) {
	e := startEngine(t, &fakeSearcher{})
	e.send("", "uci", "isready")
	e.await(t, "id name sennight", 5*time.Second)
	e.await(t, "uciok", 5*time.Second)
	e.await(t, "readyok", 5*time.Second)

	e = startEngine(t, &fakeSearcher{})
	e.send("xboard", "uci")
	e.await(t, "Error (unknown command): uci", 5*time.Second)
}

// TestUCIReadyWhileSearching: a search that keeps a core busy does not delay readyok, and stop ends it at once
// with its bestmove. The bound is generous: it catches blocking, not slowness; the worst case is logged.
func TestUCIReadyWhileSearching(t *testing.T) {
	e := startEngine(t, busySearcher{})
	e.send("uci", "setoption name UCI_Variant value shafran", "go infinite")
	e.await(t, "info depth 1", 2*time.Second)
	var worst time.Duration
	for range 30 {
		start := time.Now()
		e.send("isready")
		e.await(t, "readyok", 2*time.Second)
		worst = max(worst, time.Since(start))
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("longest readyok while searching: %v", worst)
	start := time.Now()
	e.send("stop")
	if l := e.await(t, "bestmove ", 2*time.Second); l != "bestmove a2a3" {
		t.Errorf("stop: %q", l)
	}
	t.Logf("stop answered with bestmove after %v", time.Since(start))
	// A movetime search ends by itself.
	e.send("go movetime 30")
	e.await(t, "bestmove ", 2*time.Second)
}

// TestUCIQuitWhileSearching: quit stops a search, which gives its bestmove, and ends the engine; so does the end
// of input.
func TestUCIQuitWhileSearching(t *testing.T) {
	for _, last := range []string{"quit", ""} {
		e := startEngine(t, busySearcher{})
		e.send("uci", "go infinite")
		e.await(t, "info depth 1", 2*time.Second)
		if last != "" {
			e.send(last)
		} else {
			e.in.Close()
		}
		e.await(t, "bestmove ", 2*time.Second)
		select {
		case <-e.done:
		case <-time.After(2 * time.Second):
			t.Fatalf("%q did not end the engine", last)
		}
	}
}

// TestUCIPositionReplay: a GUI sends the whole game with every move; a long game is replayed quickly and its
// repetitions count (the position command keeps the history).
func TestUCIPositionReplay(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("setoption name UCI_Variant value shafran")
	moves := strings.Repeat(" g3h6 h10g7 h6g3 g7h10", 2)
	tr.expect(nil, "position startpos moves"+moves)
	if o := tr.u.g.outcome(); o.Reason != "threefold repetition" {
		t.Errorf("after%s: %+v", moves, o)
	}
	long := "position startpos moves" + strings.Repeat(" g3h6 h10g7 h6g3 g7h10", 100)
	start := time.Now()
	tr.expect(nil, long)
	t.Logf("400 plies replayed in %v", time.Since(start))
}

// TestUCIOneBestmovePerGo: every go that starts a search gets exactly one bestmove, however it ends.
func TestUCIOneBestmovePerGo(t *testing.T) {
	out := &lineSink{}
	var in strings.Builder
	in.WriteString("uci\nsetoption name UCI_Variant value shafran\n")
	for i := range 20 {
		fmt.Fprintf(&in, "go %s\n", []string{"depth 2", "infinite", "ponder", "movetime 1"}[i%4])
		if i%3 == 0 {
			in.WriteString("stop\n")
		}
		if i%5 == 0 {
			in.WriteString("ponderhit\n")
		}
	}
	Run(strings.NewReader(in.String()), out, &fakeSearcher{})
	if n := strings.Count(strings.Join(out.take(), "\n"), "bestmove "); n != 20 {
		t.Errorf("%d bestmoves for 20 searches", n)
	}
}
