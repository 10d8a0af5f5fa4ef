package protocol

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"sennight/movegen"
)

// lineSink collects the front end's output; the search goroutines write to it too.
type lineSink struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *lineSink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

// take returns the lines written since the last take.
func (s *lineSink) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := strings.Split(strings.TrimRight(s.buf.String(), "\n"), "\n")
	s.buf.Reset()
	if len(out) == 1 && out[0] == "" {
		return nil
	}
	return out
}

// transcript drives a CECP front end command by command on the test's goroutine, as the loop of run would, so
// that tests can look at the game between commands without races.
type transcript struct {
	t    *testing.T
	c    *cecp
	f    *fakeSearcher
	sink *lineSink
}

func newTranscript(t *testing.T) *transcript {
	t.Helper()
	sink := &lineSink{}
	f := &fakeSearcher{}
	c := newCECP(&frontEnd{out: &output{w: sink}, searcher: f, settings: defaultSettings()})
	return &transcript{t: t, c: c, f: f, sink: sink}
}

// send executes the lines, then lets a thinking search end and plays its result, and returns the output.
func (tr *transcript) send(lines ...string) []string {
	tr.t.Helper()
	for _, l := range lines {
		tr.c.execute(l)
	}
	tr.drain()
	return tr.sink.take()
}

// drain waits for a thinking search to end and handles its result, as the loop does.
func (tr *transcript) drain() {
	for tr.c.cur != nil && tr.c.cur.kind == thinking {
		tr.c.searchEnded(<-tr.c.cur.done)
	}
}

// expect sends the lines and checks the output exactly.
func (tr *transcript) expect(want []string, lines ...string) {
	tr.t.Helper()
	got := tr.send(lines...)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		tr.t.Errorf("after %q:\n got: %q\nwant: %q", lines, got, want)
	}
}

// postedThinking matches a line of posted thinking output: ply, score, time, nodes, then more numbers or the PV.
var postedThinking = regexp.MustCompile(`^\d+ -?\d+ \d+ \d+\b`)

// withoutThinking returns the lines that are not posted thinking output, which an analysis or ponder search
// writes from its own goroutine whenever it likes.
func withoutThinking(lines []string) []string {
	return slices.DeleteFunc(lines, postedThinking.MatchString)
}

// fen returns the engine's FEN of the current position.
func (tr *transcript) fen() string { return tr.c.g.pos.FEN() }

// close stops any search left running.
func (tr *transcript) close() { tr.c.stopSearch() }

const shafranStart = "****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w AIai - 0 1"

func TestHandshake(t *testing.T) {
	tr := newTranscript(t)
	tr.expect([]string{
		"feature done=0",
		`feature myname="sennight 0.1" variants="starchess,shafran,cohen-sd2l,sling-sd2l,megastar,megalomachy,brusky,normal,devasa,glinski,grand,mccooey" ` +
			`setboard=1 usermove=1 ping=1 time=1 draw=0 ` +
			`sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 highlight=1 memory=1 smp=1 debug=1 playother=1 san=0 ` +
			`name=0 pause=0 nps=0 exclude=1`,
		`feature option="VariantPath -file "`,
		`feature option="Clear Hash -button"`,
		`feature option="MultiPV -spin 1 1 256"`,
		`feature option="Move Overhead -spin 50 0 5000"`,
		`feature option="Use NNUE -check 1"`,
		`feature option="EvalFile -file "`,
		"feature done=1",
	}, "xboard", "protover 2", "accepted done", "rejected foo")
}

// TestVariantSetup: `variant NAME` is answered with setup and piece lines before the following pong.
func TestVariantSetup(t *testing.T) {
	tr := newTranscript(t)
	tr.expect([]string{
		"setup (PNBRQKpnbrqk) 9x10+0_fairy " + shafranStart,
		"piece K& KrffrlbblN",
		"piece Q& QrffrlbblN0",
		"piece R& RfrblB",
		"piece B& brflBrffrlbblN0",
		"piece N& rffrlbblCrffrlbblZbrrbfllfN",
		"pong 7",
	}, "new", "variant shafran", "ping 7")
	// Starchess: the hands are XBoard holdings of 6 rows (the King is the 6th piece in slot order), and the parent
	// is bughouse so that XBoard does not put captured pieces in hand.
	tr.expect([]string{
		"setup (PNBRQKpnbrqk) 9x9+6_bughouse ******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/" +
			"**1******[KQRBNkqrbn] w - - 0 1",
		"piece K& WfrblF",
		"piece Q& RfrblB",
		"piece R& vR",
		"piece B& sRfrblB",
		"piece N& rffrlbblCrffrlbblZbrrbfllfN",
		"pong 8",
	}, "new", "variant starchess", "ping 8")
	tr.expect([]string{"Error (unknown variant): variant xiangqi"}, "variant xiangqi")
	if tr.c.g.name() != "starchess" {
		t.Errorf("an unknown variant changed the game to %s", tr.c.g.name())
	}
	tr.expect([]string{"Error (want variant NAME): variant"}, "variant")
}

func TestUnknownCommand(t *testing.T) {
	tr := newTranscript(t)
	tr.expect([]string{"Error (unknown command): frobnicate 3"}, "frobnicate 3")
	tr.expect([]string{"Error (unknown command): e2"}, "e2")
	tr.expect(nil, "", "   ", "\r")
}

// TestRankLabels: on Shafran's 10 ranks XBoard counts ranks from 0, so every square the engine receives or sends
// is one rank lower on the wire than in the engine.
func TestRankLabels(t *testing.T) {
	tr := newTranscript(t)
	tr.send("new", "variant shafran", "force")
	tr.expect(nil, "usermove e1e4") // the engine's e2e5, the 3-step
	if want := "****kqbnr/***bppppp/**np5/*bp6/rp6P/p3P2PR/6PB*/5PN**/PPPP1B***/RNBQK**** b AIai e3,e4 0 1"; tr.fen() != want {
		t.Errorf("after e1e4: %s, want %s", tr.fen(), want)
	}
	// The engine's reply, its thinking output and its PV come in XBoard's labels too.
	tr.f.choose = func(p *movegen.Position) (movegen.Move, movegen.Move) {
		m, _ := p.ParseMove("e9e7")
		return m, movegen.NoMove
	}
	got := tr.send("post", "go")
	if len(got) != 2 || got[0] != "3 25 2 1000 5 50000 0\te8e6" || got[1] != "move e8e6" {
		t.Errorf("go: %q", got)
	}
	// A promotion on the engine's a6 (XBoard's a5), the last cell of file a.
	tr.send("new", "variant shafran")
	tr.expect(nil, "force", "setboard ****k4/***6/**7/*8/1P7/9/8*/7**/6***/4K**** w - - 0 1")
	tr.expect(nil, "usermove b5b6q") // XBoard's b6 is the engine's b7: the top cell of file b
	if !strings.HasPrefix(tr.fen(), "****k4/***6/**7/*Q7/") {
		t.Errorf("promotion: %s", tr.fen())
	}
}
