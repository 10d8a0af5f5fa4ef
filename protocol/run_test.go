package protocol

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
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
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e := &liveEngine{in: inW, lines: make(chan string, 1024), done: make(chan struct{})}
	go func() {
		Run(inR, outW, s)
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

// TestLongLines: an overlong line is cut and rejected like any unknown command, and the engine goes on.
func TestLongLines(t *testing.T) {
	e := startEngine(t, &fakeSearcher{})
	e.send("xboard", strings.Repeat("x", 3*maxLine), "ping 1")
	l := e.await(t, "Error (unknown command): ", 5*time.Second)
	if len(l) != len("Error (unknown command): ")+maxLine {
		t.Errorf("the long line came back with %d bytes", len(l))
	}
	e.await(t, "pong 1", 5*time.Second)
}

// FuzzCECP: no input crashes or hangs the front end. The input is fed as lines (random bytes included), then
// closed; the engine must end within seconds.
func FuzzCECP(f *testing.F) {
	for _, seed := range []string{
		"xboard\nprotover 2\nnew\nvariant shafran\nlevel 0 0:10 0.1\npost\nhard\nping 1\ngo\n",
		"new\nvariant starchess\nforce\nusermove K@e3\nusermove q@c7\nlift k6\nput e3\nundo\nremove\n",
		"new\nvariant shafran\nsetboard ****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w Q a8 0 1\nanalyze\n.\nusermove e1e4\nexit\n",
		"variant shafran\nforce\nsetboard ****1k3/***5B/**1pb4/*1R6/3N2rpP/4p1rB1/5P2*/p1Q2K1**/PpP2B***/5**** w - - 5 43\ngo\ngo\n",
		"level 40 5 0\ntime 100\notim -5\nst 0.01\nsd 3\nmemory 1\ncores 0\noption Move Overhead=1\noption Clear Hash\n?\n",
		"setboard 16/16 w\nusermove a1a2,a2a3\nlift z99\nput _0\nlift k1\nresult 1-0 {x}\n\x00\xff\xfe\n",
		"playother\nusermove e1e2\neasy\nhint\nbk\n",
		"new\nvariant shafran\nforce\noption MultiPV=4\nanalyze\nexclude e1e3\nexclude all\n.\ninclude c0d2\n" +
			"exclude\ninclude all x\nexclude z9\nusermove e1e3\nexclude all\nundo\nexit\noption MultiPV=999\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, input []byte) { endsOnItsOwn(t, input) })
}

// endsOnItsOwn runs the front end on an input (random bytes included) to its end, and fails if it hangs.
func endsOnItsOwn(t *testing.T, input []byte) {
	out := &lineSink{}
	done := make(chan struct{})
	go func() {
		fe := newFrontEnd(out, &fakeSearcher{})
		fe.bench = (&fakeBench{}).run // the real benchmark runs for a minute and cannot be stopped
		run(strings.NewReader(string(input)), fe)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		stacks := make([]byte, 1<<20)
		stacks = stacks[:runtime.Stack(stacks, true)]
		t.Fatalf("the engine hung on %q; its goroutines:\n%s", input, stacks)
	}
}
