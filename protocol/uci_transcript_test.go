package protocol

import (
	"slices"
	"strings"
	"testing"
	"time"

	"sennight/movegen"
	"sennight/search"
)

// uciTranscript drives a UCI front end command by command on the test's goroutine, as the loop of run would, so
// that tests can look at the game between commands without races.
type uciTranscript struct {
	t    *testing.T
	u    *uci
	f    *fakeSearcher
	sink *lineSink
}

func newUCITranscript(t *testing.T) *uciTranscript {
	t.Helper()
	return newUCITranscriptWith(t, &fakeSearcher{})
}

// newUCITranscriptWith uses the fake searcher f.
func newUCITranscriptWith(t *testing.T, f *fakeSearcher) *uciTranscript {
	t.Helper()
	sink := &lineSink{}
	u := newUCI(newFrontEnd(sink, f))
	tr := &uciTranscript{t: t, u: u, f: f, sink: sink}
	t.Cleanup(tr.close)
	return tr
}

// newEngineTranscript drives the real engine made with opts (closed when the test ends); tr.f stays nil.
func newEngineTranscript(t *testing.T, opts search.Options) (*search.Engine, *uciTranscript) {
	t.Helper()
	eng, err := search.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	sink := &lineSink{}
	tr := &uciTranscript{t: t, u: newUCI(newFrontEnd(sink, eng)), sink: sink}
	t.Cleanup(func() {
		tr.close()
		eng.Close()
	})
	return eng, tr
}

// send executes the lines, then lets a job that ends by itself end and handles its result, and returns the
// output.
func (tr *uciTranscript) send(lines ...string) []string {
	tr.t.Helper()
	for _, l := range lines {
		tr.u.execute(l)
	}
	tr.drain()
	return tr.sink.take()
}

// drain waits for a job that ends by itself (not an infinite or ponder search) and handles its end, as the loop
// does.
func (tr *uciTranscript) drain() {
	for j := tr.u.cur; j != nil && !j.holds(); j = tr.u.cur {
		tr.u.jobEnded(<-j.done)
	}
}

// expect sends the lines and checks the output exactly.
func (tr *uciTranscript) expect(want []string, lines ...string) {
	tr.t.Helper()
	got := tr.send(lines...)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		tr.t.Errorf("after %q:\n got: %q\nwant: %q", lines, got, want)
	}
}

// goHeld sends a go that starts an infinite or ponder search and waits for the fake search's info line (it
// reports once, at its start, from its own goroutine); it returns the output.
func (tr *uciTranscript) goHeld(line string) []string {
	tr.t.Helper()
	got := tr.send(line)
	for deadline := time.Now().Add(time.Second); !slices.ContainsFunc(got, isInfoLine); {
		if time.Now().After(deadline) {
			tr.t.Fatalf("%q: no info line", line)
		}
		time.Sleep(time.Millisecond)
		got = append(got, tr.sink.take()...)
	}
	return got
}

func isInfoLine(l string) bool { return strings.HasPrefix(l, "info depth ") }

func isBestmoveLine(l string) bool { return strings.HasPrefix(l, "bestmove ") }

// fen returns the engine's FEN of the current position.
func (tr *uciTranscript) fen() string { return tr.u.g.pos.FEN() }

// close stops any job left running.
func (tr *uciTranscript) close() { tr.u.stopJob() }

// pick makes the fake search play the moves with these engine texts (best, then ponder; "" for none).
func (tr *uciTranscript) pick(best, ponder string) {
	tr.f.choose = func(p *movegen.Position) (movegen.Move, movegen.Move) {
		b, p2 := movegen.NoMove, movegen.NoMove
		if best != "" {
			m, err := p.ParseMove(best)
			if err != nil {
				tr.t.Errorf("pick %s: %v", best, err)
			}
			b = m
			if ponder != "" {
				q := p.Clone()
				q.MakeMove(m)
				if p2, err = q.ParseMove(ponder); err != nil {
					tr.t.Errorf("pick ponder %s: %v", ponder, err)
				}
			}
		}
		return b, p2
	}
}

// TestRescuedAnswerTold: a search answered for by its rescue (search/rescue.go) is played as any other, and the GUI
// is told why it came late: an info string in UCI, a comment line in CECP, each just before the move.
func TestRescuedAnswerTold(t *testing.T) {
	const note = "the search did not answer in time (412 ms); playing the best move of depth 3, its last finished iteration"
	tr := newUCITranscriptWith(t, &fakeSearcher{rescued: true})
	tr.send("uci", "setoption name UCI_Variant value shafran", "position startpos")
	out := tr.send("go wtime 1000 btime 1000")
	i := slices.Index(out, "info string "+note)
	if i < 0 || i+1 >= len(out) || !strings.HasPrefix(out[i+1], "bestmove ") {
		t.Errorf("UCI: %q, want the note just before the bestmove", out)
	}

	c := newTranscript(t)
	c.f.rescued = true
	c.send("xboard", "protover 2", "variant shafran", "new")
	out = c.send("go")
	i = slices.Index(out, "# "+note)
	if i < 0 || i+1 >= len(out) || !strings.HasPrefix(out[i+1], "move ") {
		t.Errorf("CECP: %q, want the note just before the move", out)
	}
	c.close()
}
