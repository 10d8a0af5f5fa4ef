package protocol

import (
	"slices"
	"strings"
	"testing"
	"time"

	"sennight/movegen"
	"sennight/search"
	"sennight/variants"
)

// pick makes the fake search play the move with this engine text.
func (tr *transcript) pick(text string) {
	tr.f.choose = func(p *movegen.Position) (movegen.Move, movegen.Move) {
		m, err := p.ParseMove(text)
		if err != nil {
			tr.t.Errorf("pick %s: %v", text, err)
		}
		return m, movegen.NoMove
	}
}

func shafranGame(t *testing.T) *transcript {
	tr := newTranscript(t)
	tr.send("xboard", "protover 2", "new", "variant shafran")
	return tr
}

// TestIllegalInputLeavesGame: illegal and malformed moves and positions are reported and change nothing.
func TestIllegalInputLeavesGame(t *testing.T) {
	tr := shafranGame(t)
	defer tr.close()
	tr.send("force", "usermove e1e3")
	before := tr.fen()
	for _, tc := range []struct{ in, want string }{
		{"usermove e1e3", "Illegal move (no such move): e1e3"},                 // Black to move
		{"usermove zz", "Illegal move (not a move on this board): zz"},         // not a move at all
		{"usermove a9a8", "Illegal move (not a move on this board): a9a8"},     // a hole
		{"usermove e8e4e2", "Illegal move (not a move on this board): e8e4e2"}, // trailing garbage
		{"usermove", "Error (want usermove MOVE): usermove"},                   // no move
		{"setboard 8/8/8 w", "tellusererror Illegal position: bad FEN: want 10 ranks, got 3"},
		{"setboard", "tellusererror Illegal position: want 2 to 6 FEN fields, got 0"},
		{"setboard " + strings.Replace(shafranStart, "****kqbnr", "****kqbnq", 1) + " x",
			"tellusererror Illegal position: want 2 to 6 FEN fields, got 7"},
		{"setboard ****k4/***6/**7/*8/9/9/8*/7**/6***/5**** w - - 0 1",
			"tellusererror Illegal position: bad FEN: white has 0 Kings, want 1"},
	} {
		tr.expect([]string{tc.want}, tc.in)
		if tr.fen() != before {
			t.Fatalf("%q changed the game to %s", tc.in, tr.fen())
		}
	}
}

func TestSetboard(t *testing.T) {
	tr := shafranGame(t)
	// XBoard's own FEN of Shafran's start: it cannot express the castlings ("Q") and writes a bogus e.p. square.
	// The castling rights come from the placement instead.
	tr.expect(nil, "setboard ****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w Q a8 0 1")
	if tr.fen() != shafranStart {
		t.Errorf("XBoard's start FEN gave %s", tr.fen())
	}
	// A Rook off its start cell has no right; a valid e.p. field (in XBoard's labels) is kept.
	tr.expect(nil, "setboard ****kqbnr/***bppppp/**np5/*bp6/1p6P/p3P2PR/6PB*/5PN**/PPPP1B***/RNBQK**** b Q e2,e3 0 1")
	if want := "****kqbnr/***bppppp/**np5/*bp6/1p6P/p3P2PR/6PB*/5PN**/PPPP1B***/RNBQK**** b AIi e3,e4 0 1"; tr.fen() != want {
		t.Errorf("got %s, want %s", tr.fen(), want)
	}
	// A castling field in the engine's own letters (a match runner's setboard) is kept: White's King and Rooks
	// stand on their start cells but have lost their rights, so White's castling e1b1 (XBoard's e0b0) is illegal.
	lost := "****kqbn1/***bpp2p/**np3p1/*1p1Brp2/rp6P/p6P1/6PR*/N5N**/PPPPPB***/R1BQK**** w a - 2 5"
	tr.expect(nil, "setboard "+lost)
	if tr.fen() != lost {
		t.Errorf("the engine's castling field was not kept: %s", tr.fen())
	}
	// An e.p. field that is no e.p. right here is dropped.
	tr.expect(nil, "setboard ****kqbnr/***bppppp/**np5/*bp6/1p6P/p3P2PR/6PB*/5PN**/PPPP1B***/RNBQK**** b Q d2 0 1")
	if !strings.HasSuffix(tr.fen(), " b AIi - 0 1") {
		t.Errorf("got %s", tr.fen())
	}
	// Starchess: XBoard writes the holdings in its slot order, and may mark promoted pieces with '~'.
	tr.send("new", "variant starchess")
	tr.expect(nil, "setboard ******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[NBRQKnbrqk] w - - 0 1")
	if want := "******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - - 0 1"; tr.fen() != want {
		t.Errorf("got %s, want %s", tr.fen(), want)
	}
	tr.expect(nil, "setboard ******b**/*****rp**/**nqkp3/**ppp3*/**5**/*3PPP**/3PKRB**/**PQ~*****/**N******[] w - - 0 6")
	if !strings.HasPrefix(tr.fen(), "******b**/*****rp**/**nqkp3/**ppp3*/**5**/*3PPP**/3PKRB**/**PQ*****/**N******[-] w") {
		t.Errorf("got %s", tr.fen())
	}
}

func TestUndoRemove(t *testing.T) {
	tr := shafranGame(t)
	tr.expect([]string{"Error (no moves to take back): undo"}, "undo")
	tr.send("force", "usermove e1e4", "usermove e8e6", "usermove d1d3")
	tr.expect(nil, "remove")
	if !strings.HasSuffix(tr.fen(), " b AIai e3,e4 0 1") {
		t.Errorf("after remove: %s", tr.fen())
	}
	tr.expect(nil, "undo")
	if tr.fen() != shafranStart {
		t.Errorf("after undo: %s", tr.fen())
	}
	tr.expect([]string{"Error (no moves to take back): remove"}, "remove")
}

// TestResultClaims: the engine claims every result by rule, after its own move or the opponent's.
func TestResultClaims(t *testing.T) {
	t.Run("engine mates", func(t *testing.T) {
		tr := shafranGame(t)
		tr.pick("c3f9")
		tr.expect([]string{"move c2f8", "1-0 {White mates}"}, "force",
			"setboard ****1k3/***5B/**1pb4/*1R6/3N2rpP/4p1rB1/5P2*/p1Q2K1**/PpP2B***/5**** w - - 5 43", "go")
		tr.expect([]string{"1-0 {White mates}"}, "go") // asked to move in a finished game: the claim again
	})
	t.Run("opponent mates", func(t *testing.T) {
		tr := newTranscript(t)
		tr.send("new", "variant starchess", "force",
			"setboard ******q**/*****rp**/**bknp3/**ppp3*/**5**/*3PPP**/3PQKB**/**PN*****/**R******[-] w - - 0 6")
		tr.send("playother") // the engine plays Black
		tr.expect([]string{"1-0 {White mates}"}, "usermove d2e5")
	})
	t.Run("stalemate", func(t *testing.T) {
		tr := shafranGame(t)
		tr.pick("e7f8")
		tr.expect([]string{"move e6f7", "1/2-1/2 {Stalemate}"}, "force",
			"setboard ****1K3/***4p1/**4p2/*r2k4/1n2bb3/6p2/p5P1*/7**/3n2***/5**** b - - 13 67", "go")
	})
	t.Run("insufficient material", func(t *testing.T) {
		tr := shafranGame(t) // the engine plays Black after new
		tr.expect([]string{"1/2-1/2 {Insufficient material}"},
			"setboard ****5/***6/**7/*2n5/9/5pK2/k7*/7**/6***/5**** w - - 7 146", "usermove g4f4")
	})
	t.Run("50-move rule", func(t *testing.T) {
		tr := shafranGame(t)
		tr.expect([]string{"1/2-1/2 {Draw by 50-move rule}"},
			"setboard ****k4/***6/**7/*8/9/9/8*/7**/6***/R3K**** w - - 99 80", "usermove e0f1")
	})
	t.Run("repetition", func(t *testing.T) {
		tr := shafranGame(t)
		tr.send("force")
		for range 2 {
			tr.expect(nil, "usermove g2h5", "usermove h9g6", "usermove h5g2", "usermove g6h9")
		}
		tr.expect([]string{"1/2-1/2 {Draw by repetition}"}, "go")
	})
}

// TestPing: pong comes after everything before the ping is done; while the engine thinks about its own move, that
// means after the move, but while it analyses or ponders, at once.
func TestPing(t *testing.T) {
	tr := shafranGame(t)
	defer tr.close()
	tr.expect([]string{"move a1a2", "pong 1"}, "go", "ping 1")
	tr.send("force", "analyze")
	got := tr.send("ping 2")
	if !slices.Contains(got, "pong 2") {
		t.Errorf("ping while analysing: %q", got)
	}
	tr.send("exit")
	tr.expect([]string{"pong 3"}, "ping 3")
	// `?` makes the engine move now; a ping right after it is answered after that move.
	tr.expect([]string{"move a4a3", "pong 4"}, "go", "?", "ping 4")
}

// TestAnalyze: analysis restarts on every change of the position and answers `.`.
func TestAnalyze(t *testing.T) {
	tr := shafranGame(t)
	defer tr.close()
	tr.send("force", "post")
	tr.c.execute("analyze")
	first := tr.c.cur
	if first == nil || first.kind != analysing {
		t.Fatal("analyze started no analysis")
	}
	waitFor(t, func() bool { return first.last.Load() != nil })
	got := tr.send(".")
	if len(got) < 1 || got[len(got)-1] != "stat01: 2 1000 3 42 42" {
		t.Errorf("stat01: %q", got)
	}
	tr.send("usermove e1e4")
	if tr.c.cur == nil || tr.c.cur == first || tr.c.cur.kind != analysing {
		t.Error("analysis did not restart after a move")
	}
	tr.send("undo")
	if tr.c.cur == nil || tr.c.cur.kind != analysing || tr.fen() != shafranStart {
		t.Error("analysis did not restart after undo")
	}
	tr.send("exit")
	if tr.c.cur != nil {
		t.Error("exit left the analysis running")
	}
	tr.expect([]string{"Error (not analysing): exit"}, "exit")
	tr.expect([]string{"Error (not analysing): ."}, ".")
}

// waitFor polls a condition for up to a second.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestPonder: with `hard` the engine ponders on its expected reply; a hit continues that search, a miss starts a
// new one, and `easy` stops pondering.
func TestPonder(t *testing.T) {
	tr := shafranGame(t)
	defer tr.close()
	tr.send("hard", "force")
	tr.expect([]string{"move a1a2"}, "go")
	r := tr.c.cur
	if r == nil || r.kind != pondering {
		t.Fatal("no ponder search after the move")
	}
	ponder := tr.c.xb.grid.toGUI(pvText(tr.c.g.pos, []movegen.Move{r.ponderMove}))
	if !tr.f.lastLimits().Ponder {
		t.Error("the ponder search was not started with Limits.Ponder")
	}
	got := tr.send("usermove " + ponder)
	if len(got) != 1 || !strings.HasPrefix(got[0], "move ") {
		t.Errorf("ponder hit: %q", got)
	}
	// The hit played the ponder search's move; the only new search is the next ponder search.
	if n := len(tr.f.limits); n != 3 || !tr.f.limits[2].Ponder {
		t.Errorf("after a ponder hit: %d searches, %+v", n, tr.f.limits)
	}
	// A miss: a different reply stops the ponder search and starts a normal one.
	if tr.c.cur == nil || tr.c.cur.kind != pondering {
		t.Fatal("no ponder search after the second move")
	}
	var ml movegen.MoveList
	tr.c.g.pos.LegalMoves(&ml)
	var miss movegen.Move
	for _, m := range ml.Moves {
		if m != tr.c.cur.ponderMove {
			miss = m
			break
		}
	}
	got = tr.send("usermove " + tr.c.xb.grid.toGUI(tr.c.g.pos.MoveText(miss)))
	if n := len(tr.f.limits); len(got) != 1 || !strings.HasPrefix(got[0], "move ") || n != 5 || tr.f.limits[3].Ponder {
		t.Errorf("ponder miss: %q, %d searches", got, n)
	}
	tr.send("easy")
	if tr.c.cur != nil {
		t.Error("easy left a ponder search running")
	}
}

// TestTimeControls: level, st, sd, time and otim become the search limits.
func TestTimeControls(t *testing.T) {
	tr := shafranGame(t)
	tr.send("force", "level 40 5 0", "time 30000", "otim 29000", "go")
	lim := tr.f.lastLimits()
	if lim.Time != [2]time.Duration{300 * time.Second, 290 * time.Second} || lim.MovesToGo != 40 || lim.Inc[0] != 0 {
		t.Errorf("level 40 5 0: %+v", lim)
	}
	tr.send("force", "level 0 0:10 0.1", "time 950", "otim 1000", "go")
	lim = tr.f.lastLimits()
	if lim.Time != [2]time.Duration{10 * time.Second, 9500 * time.Millisecond} || lim.MovesToGo != 0 ||
		lim.Inc != [2]time.Duration{100 * time.Millisecond, 100 * time.Millisecond} {
		t.Errorf("level 0 0:10 0.1 (Black to move): %+v", lim)
	}
	tr.send("force", "level 0 2:30 1.5", "go") // no `time` since the level: a full clock
	if lim = tr.f.lastLimits(); lim.Time[0] != 150*time.Second || lim.Inc[0] != 1500*time.Millisecond {
		t.Errorf("level 0 2:30 1.5: %+v", lim)
	}
	tr.send("force", "st 2.5", "sd 7", "go")
	if lim = tr.f.lastLimits(); lim.MoveTime != 2500*time.Millisecond || lim.Depth != 7 {
		t.Errorf("st 2.5, sd 7: %+v", lim)
	}
	tr.send("force", "option Move Overhead=120", "go")
	if lim = tr.f.lastLimits(); lim.MoveOverhead != 120*time.Millisecond {
		t.Errorf("Move Overhead: %+v", lim)
	}
	for _, bad := range []string{"level 40", "level x 5 0", "level 40 5:xx 0", "level 40 5 -1", "level 0 0 NaN",
		"st 0", "st -3", "sd 0", "sd 1e9", "time x", "otim", "time 99999999999"} {
		got := tr.send(bad)
		if len(got) != 1 || !strings.HasPrefix(got[0], "Error (") || !strings.HasSuffix(got[0], "): "+bad) {
			t.Errorf("%q: %q", bad, got)
		}
	}
}

func TestSettings(t *testing.T) {
	tr := shafranGame(t)
	tr.expect(nil, "memory 128", "cores 2")
	if tr.f.hashMB != 128 || tr.f.threads != 2 {
		t.Errorf("memory/cores: %d MB, %d threads", tr.f.hashMB, tr.f.threads)
	}
	tr.expect(nil, "cores 99999999999999999999", "memory 99999999")
	if tr.f.threads != maxThreads || tr.f.hashMB != maxHashMB {
		t.Errorf("huge values not clamped: %d MB, %d threads", tr.f.hashMB, tr.f.threads)
	}
	clears := tr.f.clears
	tr.expect(nil, "option Clear Hash")
	if tr.f.clears != clears+1 {
		t.Error("Clear Hash did not clear")
	}
	tr.expect([]string{"Error (want a number from 1): memory 0"}, "memory 0")
	tr.expect([]string{"Error (want one number): cores"}, "cores")
	tr.expect([]string{"Error (unknown option): option Nope=3"}, "option Nope=3")
	tr.expect([]string{`Error (Move Overhead wants an integer from 0 to 5000, not "x"): option Move Overhead=x`},
		"option Move Overhead=x")
}

// TestHighlights: `lift` is answered with the legal targets (yellow quiet, red capture, magenta promotion) in
// XBoard's rank labels; a `put` on a promotion square gets the choice of pieces.
func TestHighlights(t *testing.T) {
	tr := shafranGame(t)
	// XBoard's e1 is the engine's e2: its pawn goes 1, 2 or 3 cells.
	tr.expect([]string{"highlight 9/9/9/9/9/4Y4/4Y4/4Y4/9/9"}, "lift e1")
	tr.expect([]string{"highlight 9/9/9/9/9/9/9/9/9/9"}, "lift e8") // a Black pawn, White to move
	tr.expect([]string{"highlight 9/9/9/9/9/9/9/9/9/9"}, "lift a8") // a hole
	tr.expect(nil, "put e3")
	// The pawn on b6 promotes by a push to b7 and by capturing on c8 (each the top of its file); the pawn on d2
	// captures on e4.
	tr.expect(nil, "setboard ****k4/***6/**n6/*8/1P7/9/4p3*/7**/3P2***/4K**** w - - 0 1")
	tr.expect([]string{"highlight 9/9/2M6/1M7/9/9/9/9/9/9"}, "lift b5")
	tr.expect([]string{"choice QRBN"}, "put c7")
	tr.expect([]string{"highlight 9/9/9/9/9/3Y5/3YR4/3Y5/9/9"}, "lift d1")
	tr.expect(nil, "put d2")
}

// TestDropHighlights: in Starchess's placement phase a piece lifted from XBoard's holdings (White's right of the
// board, Black's left, one row per piece type in slot order) is answered with its drop cells.
func TestDropHighlights(t *testing.T) {
	tr := newTranscript(t)
	tr.send("new", "variant starchess")
	king := "highlight 9/9/9/9/9/9/4YYY2/3Y5/2Y6"
	tr.expect([]string{king}, "lift k6")                          // White's King: row 5, the 6th slot (P N B R Q K)
	tr.expect([]string{king}, "lift j6")                          // the count column next to it
	tr.expect([]string{"highlight 9/9/9/9/9/9/9/9/9"}, "lift _4") // Black's King, but White places
	tr.expect([]string{"highlight 9/9/9/9/9/9/9/9/9"}, "lift k1") // the empty Pawn row
	tr.send("force", "usermove K@e3")
	tr.expect([]string{"highlight 6Y2/5Y3/2YYY4/9/9/9/9/9/9"}, "lift _5") // Black's Queen: row 4 from the top
	tr.expect([]string{"highlight 9/9/9/9/9/9/9/9/9"}, "lift k6")         // White's King is on the board now
}

// locustGame is a small test game with a hit-and-run piece (Megalomachy's Terror-like 'T'), so that the multi-leg
// highlight is tested on a board small enough to read.
const locustGame = `name = "locusttest"
start = "4k3/8/8/8/8/3p4/4T3/4K3 w - - 0 1"
[board]
kind = "square"
files = 8
ranks = 8
[[piece]]
token = "K"
name = "King"
royal = true
xboard = "King"
[[piece.atom]]
kind = "leap"
vecs = ["square-K"]
[[piece]]
token = "T"
name = "Terror"
xboard = "Lion"
[[piece.atom]]
kind = "leap"
vecs = ["square-K"]
[[piece.atom]]
kind = "locust"
mode = "capture"
vecs = ["square-K"]
then = ["square-K"]
[[piece]]
token = "P"
name = "Pawn"
xboard = "Pawn"
[[piece.atom]]
kind = "leap"
mode = "move"
vecs = ["0,1"]
[rules]
mirror = "rotate180"
`

func TestMultiLegHighlight(t *testing.T) {
	v, err := variants.Parse("locust.toml", []byte(locustGame))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := movegen.Build(v)
	if err != nil {
		t.Fatal(err)
	}
	xb, err := newXBHosting(tb)
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: tb, pos: movegen.StartPosition(tb)}
	var h highlighter
	lift := func(sq string) string { return h.lift(g, xb, sq) }
	// The Terror on e2 can capture the pawn on d3 and stay, or go on to an empty cell next to d3 (not e2).
	if got, want := lift("e2"), "highlight 8/8/8/8/8/3CYY2/3Y1Y2/3Y1Y2"; got != want {
		t.Errorf("lift e2: %s, want %s", got, want)
	}
	if got := h.put(g, xb, "d3"); got != "" {
		t.Errorf("put on the victim: %q", got)
	}
	// XBoard lifts the piece again from the victim's square: the second leg's landings, and the victim itself
	// (ending there is the plain capture).
	if got, want := lift("d3"), "highlight 8/8/8/8/2YYY3/2YRY3/2YY4/8"; got != want {
		t.Errorf("second leg: %s, want %s", got, want)
	}
	if _, err := g.pos.ParseMove("e2d3,d3c4"); err != nil {
		t.Errorf("the hit-and-run move: %v", err)
	}
	// A new lift elsewhere starts over.
	if got, want := lift("e1"), "highlight 8/8/8/8/8/8/3Y1Y2/3Y1Y2"; got != want {
		t.Errorf("lift e1: %s, want %s", got, want)
	}
}

func TestHintAndStat(t *testing.T) {
	tr := shafranGame(t)
	defer tr.close()
	tr.expect(nil, "hint") // nothing searched: no hint
	tr.send("hard", "force")
	tr.expect([]string{"move a1a2"}, "go")
	want := "Hint: " + tr.c.xb.grid.toGUI(tr.c.g.pos.MoveText(tr.c.cur.ponderMove))
	tr.expect([]string{want}, "hint")
	// Analysis of a finished game has nothing to search, but `.` still answers.
	tr.send("easy", "force", "setboard ****1k3/***5B/**1pb4/*1R6/3N2rpP/4p1rB1/5P2*/p1Q2K1**/PpP2B***/5**** w - - 5 43",
		"usermove c2f8", "analyze")
	tr.expect([]string{"stat01: 0 0 0 0 0"}, ".")
}

// TestStatShowsMoveBeingSearched: a search's report of the root move it is on (Info.CurrMove) reaches XBoard's
// `.` as stat01's move name, in XBoard's rank labels (Shafran's e1 is XBoard's e0), and is not posted as thinking.
func TestStatShowsMoveBeingSearched(t *testing.T) {
	tr := shafranGame(t)
	defer tr.close()
	tr.pick("a2a3")
	tr.f.info = func(p *movegen.Position, best movegen.Move) search.Info {
		return search.Info{Depth: 9, Nodes: 5000, Time: 1500 * time.Millisecond, CurrMove: best, CurrMoveNumber: 7}
	}
	tr.send("force", "post")
	tr.c.execute("analyze")
	r := tr.c.cur
	waitFor(t, func() bool { return r.progress.Load() != nil })
	tr.expect([]string{"stat01: 150 5000 9 35 42 a1a2"}, ".")
	if r.last.Load() != nil {
		t.Error("a report of the move being searched was taken for a variation (hint)")
	}
	tr.send("exit")
}
