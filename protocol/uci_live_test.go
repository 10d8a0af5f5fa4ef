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

// FuzzUCI: no input crashes or hangs the UCI front end. The input follows `uci`, is fed as lines (random bytes
// included), then closed; the engine must end within seconds (fuzz with go test -fuzz FuzzUCI ./protocol).
func FuzzUCI(f *testing.F) {
	for _, seed := range []string{
		"isready\nsetoption name UCI_Variant value shafran\nposition startpos moves e2e5 e9e7\ngo depth 3\n",
		"setoption name UCI_Variant value starchess\nposition startpos moves K@e3 k@e7 N@d2\ngo infinite\nisready\nstop\n",
		"setoption name uci_variant value MEGALOMACHY\nposition fen 15k/16/16/16/16/16/16/16/16/16/6N9/5n10/4T'11/16/16/15K w - - 0 1 moves e4f5,f5f6\nd\n",
		"position fen ****k4/***6/**7/*8/1P7/9/8*/7**/6***/4K**** w - - 0 1 moves b6b7q\ngo perft 2\ngo perft 9\nstop\n",
		"go ponder wtime 1000 btime -5 winc 0 binc 10 movestogo 3\nponderhit\ngo wtime x\ngo searchmoves zz\n",
		"setoption name Hash value 2\nsetoption name Threads value 0\nsetoption name Clear Hash\nucinewgame\nbench\n",
		"go infinite\nsetoption name MultiPV value 4\nposition startpos\ngo mate 2 nodes 10 movetime 5 depth 2\nquit\n",
		"position fen 8/8 w\nposition startpos moves\ngo searchmoves K@e3 infinite\n\x00\xff\xfe\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, input []byte) { endsOnItsOwn(t, append([]byte("uci\n"), input...)) })
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
