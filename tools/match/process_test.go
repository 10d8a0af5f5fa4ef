package match

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"sennight/movegen"
	"sennight/tools/engineproc"
	"sennight/tools/engineproc/engineproctest"
)

// The test binary doubles as a faulty UCI or CECP engine when SENNIGHT_FAKE_ENGINE names a fault: "illegal"
// answers go with a move that is not legal, "garbage" with text that is no move, "crash" exits, "hang" never
// answers (both say so on stderr first); "move=TEXT" answers go with TEXT.
func TestMain(m *testing.M) {
	if mode := os.Getenv("SENNIGHT_FAKE_ENGINE"); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	code := m.Run()
	engineproctest.Cleanup()
	os.Exit(code)
}

func fakeEngine(mode string) {
	sc := bufio.NewScanner(os.Stdin)
	cecp := false
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Println("id name fake\nuciok")
		case "xboard":
			cecp = true
		case "protover":
			fmt.Println("feature done=0\nfeature myname=\"fake\" usermove=1 setboard=1 ping=1\nfeature done=1")
		case "ping":
			fmt.Println("pong " + strings.Join(f[1:], " "))
		case "isready":
			fmt.Println("readyok")
		case "quit":
			return
		case "go":
			switch mode {
			case "illegal":
				if cecp {
					fmt.Println("1 12 0 100 a1a2\nmove a1a2")
				} else {
					fmt.Println("info depth 1 score cp 12\nbestmove a1a2")
				}
			case "garbage":
				if cecp {
					fmt.Println("move hello")
				} else {
					fmt.Println("bestmove hello")
				}
			case "crash":
				fmt.Fprintln(os.Stderr, "fake: crash")
				os.Exit(3)
			case "hang":
				fmt.Fprintln(os.Stderr, "fake: hang")
			default:
				if text, ok := strings.CutPrefix(mode, "move="); ok {
					fmt.Println("move " + text)
				}
			}
		}
	}
}

// fakeSpec is a player spec running the test binary as a fake engine with a fault.
func fakeSpec(t *testing.T, mode, proto string) Spec {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("SENNIGHT_FAKE_ENGINE", mode)
	s, err := ParseSpec("cmd=" + exe + ",proto=" + proto + ",name=fake-" + mode)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestFaults: each fault of an engine program loses its game and is counted as what it is, and a crashed engine
// is restarted for the next game (so that it crashes again).
func TestFaults(t *testing.T) {
	for _, tc := range []struct {
		mode string
		want func(f Faults) int
	}{
		{"illegal", func(f Faults) int { return f.Illegal }},
		{"garbage", func(f Faults) int { return f.Illegal }},
		{"crash", func(f Faults) int { return f.Crashes }},
		{"hang", func(f Faults) int { return f.TimeLosses }},
	} {
		for _, proto := range []string{"uci", "xboard"} {
			a := fakeSpec(t, tc.mode, proto)
			b, _ := ParseSpec("random")
			res, err := Run(context.Background(), Options{Variant: "shafran", A: a, B: b, Games: 4, Concurrency: 2,
				TC: TimeControl{MoveTime: 100 * time.Millisecond}, TimeMargin: 50 * time.Millisecond,
				Adjudication: Adjudication{MaxPlies: 100}})
			if err != nil {
				t.Fatal(err)
			}
			f := res.Faults()
			if tc.want(f) != 4 || f.Forfeits != 4 || f.ByA != 4 || res.Stats().Losses != 4 {
				t.Errorf("%s %s: %+v, stats %+v", proto, tc.mode, f, res.Stats())
			}
			var sb strings.Builder
			res.Report(&sb)
			if !strings.Contains(sb.String(), f.FaultLine()) {
				t.Errorf("%s: report lacks the fault line:\n%s", tc.mode, sb.String())
			}
			for _, p := range res.Pairs {
				for _, g := range p.Games {
					if !strings.Contains(g.Reason, "forfeits") || g.Fault == "" {
						t.Errorf("%s %s: game ended by %q", proto, tc.mode, g.Reason)
					}
					// A crash or a time loss keeps what the engine wrote to its standard error; a bad move has
					// nothing to explain.
					if said := strings.Contains(g.EngineStderr, "fake: "+tc.mode); said != (tc.mode == "crash" || tc.mode == "hang") {
						t.Errorf("%s %s: engine's stderr kept: %q", proto, tc.mode, g.EngineStderr)
					}
				}
			}
		}
	}
	// A program that is not there fails the match before it starts.
	b, _ := ParseSpec("random")
	missing, _ := ParseSpec("cmd=/nonexistent/engine,proto=uci")
	if _, err := Run(context.Background(), Options{Variant: "shafran", A: missing, B: b, Games: 2}); err == nil {
		t.Error("a missing engine program was accepted")
	}
}

// TestEngineOverUCIAndCECP: the real engine plays itself over UCI and over CECP, the runner standing in for the
// GUI: Shafran (XBoard's ranks 0..9), Starchess from its placement phase (drops), Megalomachy (ranks 0..15,
// multi-leg moves). Every move is checked by the runner; no game may end by a fault.
func TestEngineOverUCIAndCECP(t *testing.T) {
	exe := engineproctest.Sennight(t)
	uci, _ := ParseSpec("cmd=" + exe + ",proto=uci,option.Hash=4")
	cecp, _ := ParseSpec("cmd=" + exe + ",proto=xboard,option.Hash=4")
	for _, tc := range []struct {
		variant  string
		openings bool
	}{{"shafran", true}, {"starchess", false}, {"megalomachy", true}} {
		o := Options{Variant: tc.variant, A: uci, B: cecp, Games: 2, Concurrency: 2,
			TC: TimeControl{Base: 2 * time.Second, Inc: 20 * time.Millisecond}, TimeMargin: time.Second,
			Adjudication: Adjudication{MaxPlies: 24}, Seed: 2}
		if tc.openings {
			o.Openings, _ = Suite(tc.variant)
		}
		res, err := Run(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		if f := res.Faults(); f.Forfeits != 0 {
			var sb strings.Builder
			res.Report(&sb)
			t.Errorf("%s: faults:\n%s\n%+v", tc.variant, sb.String(), res.Pairs)
		}
		plies := 0
		for _, g := range res.Pairs[0].Games {
			plies += len(g.Moves)
			// The game replays from its start.
			tb, _ := movegen.ForVariant(tc.variant)
			p, _ := movegen.NewPosition(tb, g.Start)
			for _, mv := range g.Moves {
				m, err := p.ParseMove(mv)
				if err != nil {
					t.Fatalf("%s: %s: %v", tc.variant, mv, err)
				}
				p.MakeMove(m)
			}
			if tc.variant == "starchess" && !strings.Contains(strings.Join(g.Moves, " "), "@") {
				t.Errorf("starchess: no drops in %v", g.Moves)
			}
		}
		if plies < 10 {
			t.Errorf("%s: only %d plies", tc.variant, plies)
		}
	}
}

// TestHitAndRunOverUCIAndCECP: a Megalomachy position whose best move is the Terror's hit-and-run capture of the
// Queen (h8i9,i9h9, XBoard's h7i8,i8h8). In the first game the UCI engine plays it and the CECP engine receives it
// as a usermove; in the second the CECP engine plays it and the UCI engine receives it in its position command.
func TestHitAndRunOverUCIAndCECP(t *testing.T) {
	exe := engineproctest.Sennight(t)
	uci, _ := ParseSpec("cmd=" + exe + ",proto=uci,option.Hash=4")
	cecp, _ := ParseSpec("cmd=" + exe + ",proto=xboard,option.Hash=4")
	res, err := Run(context.Background(), Options{Variant: "megalomachy", A: uci, B: cecp, Games: 2, Concurrency: 2,
		TC: TimeControl{Depth: 3}, Openings: []string{"k15/16/16/16/16/16/16/8q7/7T'8/16/16/16/16/16/16/K15 w - - 0 1"},
		Adjudication: Adjudication{MaxPlies: 6}})
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range res.Pairs[0].Games {
		if g.Fault != "" || len(g.Moves) < 2 || !strings.Contains(g.Moves[0], ",") { // and the other replied
			t.Errorf("game %d: %v (%s)", i+1, g.Moves, g.Reason)
		}
	}
}

// chooser plays a given move whenever it is legal, else the first legal move.
type chooser struct{ text string }

func (c *chooser) Name() string            { return "chooser" }
func (c *chooser) Close() error            { return nil }
func (c *chooser) NewGame(GameSetup) error { return nil }
func (c *chooser) Move(t *Turn) (Reply, error) {
	if m, err := t.Pos.ParseMove(c.text); err == nil {
		return Reply{Move: m}, nil
	}
	var ml movegen.MoveList
	t.Pos.LegalMoves(&ml)
	return Reply{Move: ml.Moves[0]}, nil
}

// TestCastlingXBoardCannotShow: Shafran's e1h4 castling runs along a hex diagonal, which XBoard 4.9.1 cannot show,
// so the CECP engine gets the position after it (setboard) instead of the move, and plays on.
func TestCastlingXBoardCannotShow(t *testing.T) {
	exe := engineproctest.Sennight(t)
	cecp, _ := ParseSpec("cmd=" + exe + ",proto=xboard,option.Hash=4")
	black, err := cecp.NewPlayer("shafran")
	if err != nil {
		t.Fatal(err)
	}
	defer black.Close()
	tb, _ := movegen.ForVariant("shafran")
	start, _ := movegen.NewPosition(tb, "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1")
	players := [2]Player{&chooser{text: "e1h4"}, black}
	for _, p := range players {
		if err := p.NewGame(GameSetup{Variant: "shafran", Start: start}); err != nil {
			t.Fatal(err)
		}
	}
	g := playGame(start, players, gameRules{clocks: [2]TimeControl{{}, {Depth: 2}}, adj: Adjudication{MaxPlies: 6},
		untimed: 30 * time.Second})
	if g.Fault != "" || len(g.Moves) != 6 || g.Moves[0] != "e1h4" {
		t.Errorf("%v (%s)", g.Moves, g.Reason)
	}
}

// queuedLines is a lineReader of lines already written: past them, silence.
type queuedLines []string

func (q *queuedLines) ReadLine(time.Time) (string, error) {
	if len(*q) == 0 {
		return "", engineproc.ErrSlow
	}
	line := (*q)[0]
	*q = (*q)[1:]
	return line, nil
}

// TestLateAnswer: after a time-out the report says how late the move came, skipping other lines, or that none came.
func TestLateAnswer(t *testing.T) {
	q := &queuedLines{"info depth 1", "info depth 2 time 70", "bestmove a1a2"}
	if got := lateAnswer(q, time.Now(), func(l string) bool { return strings.HasPrefix(l, "bestmove") }); !strings.HasPrefix(got, "it came ") ||
		!strings.HasSuffix(got, `, after "info depth 2 time 70"`) {
		t.Errorf("waiting answer: %q", got)
	}
	q = &queuedLines{"info depth 1"}
	if got := lateAnswer(q, time.Now(), func(l string) bool { return strings.HasPrefix(l, "bestmove") }); !strings.HasPrefix(got, "none within") {
		t.Errorf("silence: %q", got)
	}
}

// TestHeardLog: a time-out's report says whether the engine was silent or how much it said before its time ran out.
func TestHeardLog(t *testing.T) {
	h := newHeardLog()
	if got := h.String(); got != "not a line before it" {
		t.Errorf("silence: %q", got)
	}
	h.heard()
	h.heard()
	if got := h.String(); !strings.HasPrefix(got, "2 lines before it, the last ") {
		t.Errorf("two lines: %q", got)
	}
}
