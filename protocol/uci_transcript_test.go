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
