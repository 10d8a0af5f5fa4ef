package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// liveEngine runs the whole front end (Run, with its reader goroutine) on pipes, as a GUI sees it.
type liveEngine struct {
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
}

func startEngine(t testing.TB, s Searcher) *liveEngine {
	return startFrontEnd(t, func(out io.Writer) *frontEnd { return newFrontEnd(out, s) })
}

// startFrontEnd is startEngine with a front end that newFE makes for the output (a test can change it).
func startFrontEnd(t testing.TB, newFE func(out io.Writer) *frontEnd) *liveEngine {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e := &liveEngine{in: inW, lines: make(chan string, 1024), done: make(chan struct{})}
	fe := newFE(outW)
	go func() {
		run(inR, fe)
		outW.Close()
		close(e.done)
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 4*maxLine)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-e.done:
		case <-time.After(5 * time.Second):
			t.Error("the engine did not end after its input closed")
		}
	})
	return e
}

func (e *liveEngine) send(lines ...string) {
	for _, l := range lines {
		io.WriteString(e.in, l+"\n")
	}
}

// await reads output lines until one has the prefix, and returns it.
func (e *liveEngine) await(t testing.TB, prefix string, timeout time.Duration) string {
	t.Helper()
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				t.Fatalf("output ended while waiting for %q", prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-deadline:
			t.Fatalf("no %q within %v", prefix, timeout)
		}
	}
}

// pingLatency sends pings while the engine searches and returns the longest time to the matching pong.
func pingLatency(t testing.TB, e *liveEngine, n int) time.Duration {
	var worst time.Duration
	for i := range n {
		start := time.Now()
		e.send(fmt.Sprintf("ping %d", i))
		e.await(t, fmt.Sprintf("pong %d", i), 2*time.Second)
		worst = max(worst, time.Since(start))
		time.Sleep(5 * time.Millisecond)
	}
	return worst
}

// TestPingWhileSearching: a search that keeps a core busy does not delay the answers to ping, while analysing and
// while pondering (CECP wants them at once then), because a goroutine reads the input. The bound is generous: it
// catches blocking, not slowness; the measured worst case is logged.
func TestPingWhileSearching(t *testing.T) {
	e := startEngine(t, busySearcher{})
	e.send("xboard", "protover 2", "new", "variant shafran", "ping 0")
	e.await(t, "pong 0", 5*time.Second)
	e.send("force", "analyze")
	e.await(t, "1 ", 2*time.Second) // the analysis reports
	t.Logf("longest pong while analysing: %v", pingLatency(t, e, 50))
	e.send("exit", "hard", "st 0.05", "go")
	e.await(t, "move ", 2*time.Second) // then the engine ponders on the opponent's time
	t.Logf("longest pong while pondering: %v", pingLatency(t, e, 50))
}

// TestStopIsPrompt: `force` stops a long search at once, and a ping sent during the engine's own thinking is
// answered right after the stop.
func TestStopIsPrompt(t *testing.T) {
	e := startEngine(t, busySearcher{})
	e.send("xboard", "protover 2", "new", "variant starchess", "st 1000", "force", "go")
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	e.send("force", "ping 1")
	e.await(t, "pong 1", 2*time.Second)
	t.Logf("force + ping answered after %v", time.Since(start))
	// `?` makes it move now.
	e.send("go")
	time.Sleep(50 * time.Millisecond)
	start = time.Now()
	e.send("?")
	e.await(t, "move ", 2*time.Second)
	t.Logf("? answered with a move after %v", time.Since(start))
}

// cutBetweenMoves is a line of more than maxLine bytes, prefix and then knight moves to and fro, whose first
// maxLine bytes end right after a move that gives the move to Black, while the whole line gives it to White.
func cutBetweenMoves(prefix string) string {
	const cycle = "g1f3 g8f6 f3g1 f6g8 "
	pad := (maxLine - len(prefix) - 5) % len(cycle) // then the cut falls after "g1f3 "
	line := prefix + strings.Repeat(" ", pad) + strings.Repeat(cycle, maxLine/len(cycle)+10)
	if line[maxLine-5:maxLine] != "g1f3 " {
		panic("cutBetweenMoves: the cut is not after g1f3")
	}
	return line
}

// TestLongLines: a line over maxLine is refused whole with an error, even where its first maxLine bytes would be a
// good command (a position with its last moves missing, for the other side to move); the position stays, and the
// engine goes on (docs/protocol-notes.md §4.2).
func TestLongLines(t *testing.T) {
	const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	f := &fakeSearcher{}
	u := startEngine(t, f)
	long := cutBetweenMoves("position startpos moves")
	u.send("uci", "setoption name UCI_Variant value chess", "position startpos moves e2e4", long, "go depth 1")
	l := u.await(t, "info string error: a line of ", 5*time.Second)
	if want := fmt.Sprintf("a line of %d bytes, over the limit of %d, refused whole", len(long), maxLine); !strings.Contains(l, want) || len(l) > 300 {
		t.Errorf("UCI error %q, want %q and a short line", l, want)
	}
	u.await(t, "bestmove ", 5*time.Second)
	if got := f.lastFEN(); got != afterE4 {
		t.Errorf("UCI searched %s after the long line, want the position before it, %s", got, afterE4)
	}

	f = &fakeSearcher{}
	c := startEngine(t, f)
	setboard := cutBetweenMoves("setboard 8/8/8/8/8/8/8/K1k5 w - - 0 1") // the cut part is a good setboard
	c.send("xboard", "protover 2", "new", "force", "usermove e2e4", setboard, strings.Repeat("x", 3*maxLine), "ping 1")
	l = c.await(t, "Error (line of ", 5*time.Second)
	if want := fmt.Sprintf("Error (line of %d bytes over the limit of %d): setboard 8/8/8/8/8/8/8/K1k5 w - - 0 1",
		len(setboard), maxLine); !strings.HasPrefix(l, want) || len(l) > 300 {
		t.Errorf("CECP error %q, want %q... and a short line", l, want)
	}
	l = c.await(t, "Error (line of ", 5*time.Second)
	if want := fmt.Sprintf("Error (line of %d bytes over the limit of %d): xxx", 3*maxLine, maxLine); !strings.HasPrefix(l, want) {
		t.Errorf("CECP error %q, want %q...", l, want)
	}
	c.await(t, "pong 1", 5*time.Second)
	c.send("go")
	c.await(t, "move ", 5*time.Second)
	if got := f.lastFEN(); got != afterE4 {
		t.Errorf("CECP searched %s after the long line, want the position before it, %s", got, afterE4)
	}
}

// TestReadLinesLimit: a line of exactly maxLine bytes (its line end not counted, \r\n or \n) is a line; one byte
// more makes it too long, and its length is told; empty lines and a last line without a line end are lines.
func TestReadLinesLimit(t *testing.T) {
	at, over := strings.Repeat("a", maxLine), strings.Repeat("b", maxLine+1)
	in := at + "\r\n" + over + "\n\n" + at + "\n" + over + "\r\nlast"
	lines := make(chan inputLine, 10)
	readLines(strings.NewReader(in), lines)
	var got []inputLine
	for l := range lines {
		got = append(got, l)
	}
	want := []inputLine{{at, false, maxLine}, {over[:maxLine], true, maxLine + 1}, {"", false, 0},
		{at, false, maxLine}, {over[:maxLine], true, maxLine + 1}, {"last", false, 4}}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: %q... tooLong %v length %d, want %q... %v %d", i, got[i].text[:min(10, len(got[i].text))],
				got[i].tooLong, got[i].length, want[i].text[:min(10, len(want[i].text))], want[i].tooLong, want[i].length)
		}
	}
}
