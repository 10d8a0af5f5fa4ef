package protocol

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"sennight/bench"
	"sennight/movegen"
	"sennight/search"
)

const starchessStart = "******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - - 0 1"

func TestUCIHandshake(t *testing.T) {
	tr := newUCITranscript(t)
	want := []string{
		"id name sennight 0.1",
		"id author the sennight authors",
		"option name UCI_Variant type combo default starchess var starchess var shafran var cohen-sd2l " +
			"var sling-sd2l var megastar var megalomachy var brusky var chess var devasa var glinski var grand var mccooey",
		"option name VariantPath type string default <empty>",
		"option name Threads type spin default 1 min 1 max 256",
		"option name Hash type spin default 64 min 1 max 65536",
		"option name Clear Hash type button",
		"option name Ponder type check default false",
		"option name MultiPV type spin default 1 min 1 max 256",
		"option name Move Overhead type spin default 50 min 0 max 5000",
		"option name Use NNUE type check default true",
		"option name EvalFile type string default <empty>",
		"uciok",
	}
	tr.expect(want, "uci")
	tr.expect([]string{"readyok"}, "isready")
	tr.expect(nil, "debug on", "register later")
	// The default variant is the first one, at its start position.
	if tr.u.g.name() != movegen.GameNames()[0] || tr.fen() != starchessStart {
		t.Errorf("fresh game: %s %s", tr.u.g.name(), tr.fen())
	}
}

// TestUCIVariant: setting UCI_Variant switches to the variant's start position and describes its board in an
// info string line, as Fairy-Stockfish does; every time it is set, in any case of the name or value.
func TestUCIVariant(t *testing.T) {
	tr := newUCITranscript(t)
	tr.expect([]string{"info string variant shafran files 9 ranks 10 startpos " + shafranStart},
		"setoption name UCI_Variant value shafran")
	if tr.fen() != shafranStart {
		t.Errorf("after UCI_Variant shafran: %s", tr.fen())
	}
	tr.send("position startpos moves e2e5")
	tr.expect([]string{"info string variant shafran files 9 ranks 10 startpos " + shafranStart},
		"setoption name uci_variant value SHAFRAN")
	if tr.fen() != shafranStart {
		t.Errorf("setting the variant again kept %s", tr.fen())
	}
	for _, name := range movegen.GameNames() {
		tb, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		b := tb.Board()
		want := fmt.Sprintf("info string variant %s files %d ranks %d startpos %s", name, b.Files, b.Ranks,
			movegen.StartPosition(tb).FEN())
		tr.expect([]string{want}, "setoption name UCI_Variant value "+name)
		if tr.u.g.name() != name {
			t.Errorf("UCI_Variant %s: the game is %s", name, tr.u.g.name())
		}
	}
	tr.expect([]string{"info string variant megalomachy files 16 ranks 16 startpos " +
		"dtufcoauuqkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'b'e'e'b'r'zjigr/esbwna'vs's'va'nwbse/pppppppppppppppp/" +
		"16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ESBWNA'VS'S'VA'NWBSE/RGIJZR'B'E'E'B'R'ZJIGR/W'W'W'W'HYT'LMT'XHW'W'W'W'/" +
		"DTUFCOAUUQKCFUTD w APap - 0 1"}, "setoption name UCI_Variant value megalomachy")
	before := tr.fen()
	tr.expect([]string{`info string error: UCI_Variant wants one of starchess, shafran, cohen-sd2l, sling-sd2l, ` +
		`megastar, megalomachy, brusky, chess, devasa, glinski, grand, mccooey, not "xiangqi"`}, "setoption name UCI_Variant value xiangqi")
	tr.expect([]string{`info string error: UCI_Variant wants one of starchess, shafran, cohen-sd2l, sling-sd2l, ` +
		`megastar, megalomachy, brusky, chess, devasa, glinski, grand, mccooey, not ""`}, "setoption name UCI_Variant")
	if tr.fen() != before || tr.u.g.name() != "megalomachy" {
		t.Errorf("a bad UCI_Variant changed the game to %s %s", tr.u.g.name(), tr.fen())
	}
}

func TestUCISetoption(t *testing.T) {
	tr := newUCITranscript(t)
	tr.expect(nil, "setoption name Threads value 3", "setoption name Hash value 256")
	if tr.f.threads != 3 || tr.f.hashMB != 256 || tr.u.settings.threads != 3 || tr.u.settings.hashMB != 256 {
		t.Errorf("Threads/Hash: searcher %d threads %d MB, settings %+v", tr.f.threads, tr.f.hashMB, tr.u.settings)
	}
	clears := tr.f.clears
	tr.expect(nil, "setoption name Clear Hash", "setoption name clear hash value ignored")
	if tr.f.clears != clears+2 {
		t.Errorf("Clear Hash: %d clears, want %d", tr.f.clears, clears+2)
	}
	tr.expect(nil, "setoption name Ponder value true")
	if !tr.u.settings.ponder {
		t.Error("Ponder true not set")
	}
	tr.expect(nil, "setoption name ponder value FALSE")
	if tr.u.settings.ponder {
		t.Error("Ponder false not set")
	}
	tr.expect(nil, "setoption name MultiPV value 3", "setoption name Move Overhead value 120")
	tr.send("go depth 1")
	if lim := tr.f.lastLimits(); lim.MultiPV != 3 || lim.MoveOverhead != 120*time.Millisecond {
		t.Errorf("MultiPV/Move Overhead: %+v", lim)
	}
	for _, tc := range []struct{ in, want string }{
		{"setoption name Nope value 3", `info string error: unknown option "Nope"`},
		{"setoption name Hash value 0", `info string error: Hash wants an integer from 1 to 65536, not "0"`},
		{"setoption name Hash value 99999999999999999999", `info string error: Hash wants an integer from 1 to 65536, not "99999999999999999999"`},
		{"setoption name Threads", `info string error: Threads wants an integer from 1 to 256, not ""`},
		{"setoption name Move Overhead value -1", `info string error: Move Overhead wants an integer from 0 to 5000, not "-1"`},
		{"setoption name MultiPV value two", `info string error: MultiPV wants an integer from 1 to 256, not "two"`},
		{"setoption name Ponder value yes", `info string error: Ponder wants true or false, not "yes"`},
		{"setoption name", "info string error: want setoption name NAME [value VALUE]"},
		{"setoption Hash value 3", "info string error: want setoption name NAME [value VALUE]"},
		{"setoption", "info string error: want setoption name NAME [value VALUE]"},
	} {
		tr.expect([]string{tc.want}, tc.in)
	}
	if tr.f.threads != 3 || tr.f.hashMB != 256 || tr.u.settings.multiPV != 3 ||
		tr.u.settings.moveOverhead != 120*time.Millisecond {
		t.Errorf("bad values changed the settings: %+v", tr.u.settings)
	}
}

// TestUCISetoptionWhileSearching: UCI forbids setoption during a search, but a GUI may send it anyway. The search
// goes on; the searcher's settings change after it, the others at once.
func TestUCISetoptionWhileSearching(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("go infinite")
	clears := tr.f.clears
	got := tr.send("setoption name Hash value 128", "setoption name Threads value 2", "setoption name Clear Hash",
		"setoption name MultiPV value 2")
	if len(got) > 1 || tr.u.cur == nil {
		t.Fatalf("setoption stopped the search: %q", got)
	}
	if tr.f.hashMB == 128 || tr.f.threads == 2 || tr.f.clears != clears {
		t.Error("the searcher was changed during the search")
	}
	if tr.u.settings.multiPV != 2 {
		t.Error("MultiPV did not change at once")
	}
	got = tr.send("stop")
	if len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "bestmove ") {
		t.Errorf("stop: %q", got)
	}
	if tr.f.hashMB != 128 || tr.f.threads != 2 || tr.f.clears != clears+1 {
		t.Errorf("after the search: %d MB, %d threads, %d clears", tr.f.hashMB, tr.f.threads, tr.f.clears-clears)
	}
}

func TestUCINewGame(t *testing.T) {
	tr := newUCITranscript(t)
	clears := tr.f.clears
	tr.expect(nil, "ucinewgame")
	if tr.f.clears != clears+1 {
		t.Error("ucinewgame did not clear the hash")
	}
	// A search still running is stopped and gives its bestmove first.
	tr.send("go infinite")
	got := tr.send("ucinewgame")
	if len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "bestmove ") || tr.u.cur != nil {
		t.Errorf("ucinewgame during a search: %q", got)
	}
}

// TestUCIPosition: positions in the engine's own notation: drops, promotions, hit-and-run moves, e.p. in one leg,
// castlings XBoard cannot show, and ranks counted from 1.
func TestUCIPosition(t *testing.T) {
	tr := newUCITranscript(t)
	tr.expect(nil, "position startpos moves K@e3 k@e7 n@d2")
	if want := "******1**/*****1p**/**2kp3/**ppp3*/**5**/*3PPP**/3PK2**/**PN*****/**1******[QRBqrbn] b - - 0 2"; tr.fen() != want {
		t.Errorf("drops: %s, want %s", tr.fen(), want)
	}
	tr.expect(nil, "position fen "+starchessStart)
	if tr.fen() != starchessStart {
		t.Errorf("position fen: %s", tr.fen())
	}

	tr.send("setoption name UCI_Variant value shafran")
	// The engine's e2e5 (XBoard's e1e4): ranks are not translated in UCI.
	tr.expect(nil, "position startpos moves e2e5")
	if want := "****kqbnr/***bppppp/**np5/*bp6/rp6P/p3P2PR/6PB*/5PN**/PPPP1B***/RNBQK**** b AIai e3,e4 0 1"; tr.fen() != want {
		t.Errorf("e2e5: %s", tr.fen())
	}
	// Castling along the hex diagonal (which XBoard cannot show) and e.p. in one leg are ordinary moves in UCI.
	tr.expect(nil, "position fen "+shafranCastle+" moves e1h4")
	if want := "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2P1/6PK*/5PR**/PPPPP1***/R4**** b ai - 1 1"; tr.fen() != want {
		t.Errorf("castling e1h4: %s, want %s", tr.fen(), want)
	}
	tr.expect(nil, "position fen "+shafranEP+" moves d6e8")
	if strings.Contains(tr.fen(), "PpP") {
		t.Errorf("e.p. d6e8 left the victim: %s", tr.fen())
	}
	// A promotion on the top cell of file b (b7).
	tr.expect(nil, "position fen ****k4/***6/**7/*8/1P7/9/8*/7**/6***/4K**** w - - 0 1 moves b6b7q")
	if !strings.HasPrefix(tr.fen(), "****k4/***6/**7/*Q7/") {
		t.Errorf("promotion: %s", tr.fen())
	}

	tr.send("setoption name UCI_Variant value megalomachy")
	tr.expect(nil, "position fen 15k/16/16/16/16/16/16/16/16/16/6N9/5n10/4T'11/16/16/15K w - - 0 1 moves e4f5,f5f6")
	if want := "15k/16/16/16/16/16/16/16/16/16/5T'N9/16/16/16/16/15K b - - 0 1"; tr.fen() != want {
		t.Errorf("hit-and-run: %s, want %s", tr.fen(), want)
	}
	// 16 ranks: k16 is the engine's name (XBoard's k15).
	tr.expect(nil, "position startpos moves e5e7 e12e10")
	if !strings.Contains(tr.fen(), " w ") || tr.u.g.pos.Ply() != 2 {
		t.Errorf("megalomachy moves: %s", tr.fen())
	}
}

// TestUCIBadPosition: a bad FEN or move anywhere in `position` is reported and leaves the position exactly as it
// was, move history included.
func TestUCIBadPosition(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("setoption name UCI_Variant value shafran", "position startpos moves e2e5 e9e7")
	before, ply := tr.fen(), tr.u.g.pos.Ply()
	for _, tc := range []struct{ in, want string }{
		{"position startpos moves e2e4 e9e7 e1e3", "illegal move e1e3 (no such move); position unchanged"},
		{"position startpos moves e2e4 zz", "illegal move zz (not a move on this board); position unchanged"},
		{"position startpos moves e1e4", "illegal move e1e4 (no such move); position unchanged"}, // XBoard's e2e5
		{"position startpos moves a10a9", "illegal move a10a9 (not a move on this board); position unchanged"},
		{"position fen 8/8/8 w", "bad FEN: want 10 ranks, got 3; position unchanged"},
		{"position fen ****k4/***6/**7/*8/9/9/8*/7**/6***/5**** w - - 0 1",
			"bad FEN: white has 0 Kings, want 1; position unchanged"},
		{"position fen", "want position startpos|fen FEN [moves MOVE...]; position unchanged"},
		{"position", "want position startpos|fen FEN [moves MOVE...]; position unchanged"},
		{"position startpos e2e4", "want position startpos|fen FEN [moves MOVE...]; position unchanged"},
		{"position moves e2e4", "want position startpos|fen FEN [moves MOVE...]; position unchanged"},
		{"position fen " + shafranStart + " x", "bad FEN: want 2 to 6 fields, got 7; position unchanged"},
	} {
		tr.expect([]string{"info string error: " + tc.want + ": " + before}, tc.in)
		if tr.fen() != before || tr.u.g.pos.Ply() != ply {
			t.Fatalf("%q changed the position to %s", tc.in, tr.fen())
		}
	}
	// Every go until the next good position says that it searches the position before the rejected one; it still
	// gives a bestmove, of that position (docs/protocol-notes.md §4.1).
	for range 2 {
		got := tr.send("go depth 1")
		if len(got) < 2 || got[0] != "info string warning: the last position command was rejected; searching the "+
			"position before it: "+before || !isBestmoveLine(got[len(got)-1]) || tr.f.lastFEN() != before {
			t.Errorf("go after a rejected position: %q, searched %s", got, tr.f.lastFEN())
		}
	}
	tr.send("position startpos")
	if got := tr.send("go depth 1"); len(got) == 0 || strings.HasPrefix(got[0], "info string") {
		t.Errorf("go after a good position: %q", got)
	}
	// Starchess: the placement phase.
	tr.send("setoption name UCI_Variant value starchess")
	start := tr.fen()
	tr.expect([]string{"info string error: illegal move e4e5 (pieces in hand must be placed first); position " +
		"unchanged: " + start}, "position startpos moves e4e5")
	tr.expect([]string{"info string error: illegal move X@e3 (not a move on this board); position unchanged: " + start},
		"position startpos moves X@e3")
}

// TestUCISearch: the info line and bestmove of a search, exactly.
func TestUCISearch(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("setoption name UCI_Variant value shafran")
	tr.pick("e2e5", "e9e7")
	tr.expect([]string{
		"info depth 3 seldepth 5 multipv 1 score cp 25 nodes 1000 nps 50000 hashfull 0 time 20 pv e2e5",
		"bestmove e2e5 ponder e9e7",
	}, "go depth 3")
	// Mate scores, bounds, MultiPV numbers and hash use as reported; the PV in the engine's text, e.p. in one leg.
	tr.send("position fen " + shafranEP)
	tr.pick("d6e8", "")
	tr.f.info = func(p *movegen.Position, best movegen.Move) search.Info {
		q := p.Clone()
		q.MakeMove(best)
		reply, _ := q.ParseMove("a6a5")
		return search.Info{Depth: 7, SelDepth: 3, Score: search.MatedIn(6), Bound: search.BoundUpper, Nodes: 12345, NPS: 8230,
			Time: 1500 * time.Millisecond, PV: []movegen.Move{best, reply}, MultiPV: 2, HashFull: 417}
	}
	tr.expect([]string{
		"info depth 7 seldepth 7 multipv 2 score mate -3 upperbound nodes 12345 nps 8230 hashfull 417 time 1500 pv d6e8 a6a5",
		"bestmove d6e8",
	}, "go depth 7")
	tr.f.info = func(p *movegen.Position, best movegen.Move) search.Info {
		return search.Info{Depth: 2, Score: -40, Bound: search.BoundLower, PV: []movegen.Move{best}}
	}
	tr.expect([]string{
		"info depth 2 seldepth 2 multipv 1 score cp -40 lowerbound nodes 0 nps 0 hashfull 0 time 0 pv d6e8",
		"bestmove d6e8",
	}, "go depth 2")
	// A corrupt PV is cut at its first illegal move.
	tr.f.info = func(p *movegen.Position, best movegen.Move) search.Info {
		return search.Info{Depth: 1, Score: search.MateIn(3), PV: []movegen.Move{best, best}}
	}
	tr.expect([]string{
		"info depth 1 seldepth 1 multipv 1 score mate 2 nodes 0 nps 0 hashfull 0 time 0 pv d6e8",
		"bestmove d6e8",
	}, "go depth 1")
}

// TestUCIBestmove: bestmove (none) without a legal move; a ponder move that is not legal is left out; a search
// that returns no move, or one outside searchmoves, still gives a legal (allowed) move.
func TestUCIBestmove(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("setoption name UCI_Variant value shafran")
	// Black is mated (transcript_game_test.go: "engine mates").
	tr.send("position fen ****1k3/***5B/**1pb4/*1R6/3N2rpP/4p1rB1/5P2*/p1Q2K1**/PpP2B***/5**** w - - 5 43 moves c3f9")
	tr.expect([]string{"bestmove (none)"}, "go depth 3")
	tr.expect(nil, "go infinite")
	tr.expect([]string{"bestmove (none)"}, "stop")

	tr.send("position startpos")
	tr.f.choose = func(p *movegen.Position) (movegen.Move, movegen.Move) {
		m, _ := p.ParseMove("e2e5")
		return m, m // the same move again is no legal reply
	}
	tr.f.info = func(*movegen.Position, movegen.Move) search.Info { return search.Info{} }
	tr.expect([]string{"info depth 0 seldepth 0 multipv 1 score cp 0 nodes 0 nps 0 hashfull 0 time 0", "bestmove e2e5"},
		"go depth 1")
	tr.f.info = nil
	tr.f.choose = func(p *movegen.Position) (movegen.Move, movegen.Move) { return movegen.NoMove, movegen.NoMove }
	got := tr.send("go depth 1")
	if len(got) != 1 || !strings.HasPrefix(got[0], "bestmove ") || got[0] == "bestmove (none)" {
		t.Errorf("a search without a move: %q", got)
	}
	tr.pick("e2e5", "")
	tr.expect([]string{"info depth 3 seldepth 5 multipv 1 score cp 25 nodes 1000 nps 50000 hashfull 0 time 20 pv e2e5",
		"bestmove d2d4"}, "go depth 1 searchmoves d2d4 c2c3")
}

func TestUCIGoLimits(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("setoption name UCI_Variant value shafran")
	tr.send("go wtime 30000 btime 29000 winc 100 binc 200 movestogo 12")
	lim := tr.f.lastLimits()
	if lim.Time != [2]time.Duration{30 * time.Second, 29 * time.Second} ||
		lim.Inc != [2]time.Duration{100 * time.Millisecond, 200 * time.Millisecond} || lim.MovesToGo != 12 ||
		lim.MoveOverhead != 50*time.Millisecond || lim.MultiPV != 1 {
		t.Errorf("clock: %+v", lim)
	}
	// Black to move with a fallen flag: a negative time counts as none, and without increment the move is at once.
	tr.send("position startpos moves e2e5", "go wtime 1000 btime -20")
	if lim = tr.f.lastLimits(); lim.Time != [2]time.Duration{time.Second, time.Millisecond} {
		t.Errorf("fallen flag: %+v", lim)
	}
	// Only the opponent's clock: no clock for this move.
	tr.send("go wtime 1000")
	if lim = tr.f.lastLimits(); lim.Time != [2]time.Duration{} {
		t.Errorf("the opponent's clock only: %+v", lim)
	}
	tr.send("go depth 5 nodes 100000 movetime 2500 mate 3")
	if lim = tr.f.lastLimits(); lim.Depth != 5 || lim.Nodes != 100000 || lim.MoveTime != 2500*time.Millisecond ||
		lim.Mate != 3 || lim.Infinite || lim.Ponder {
		t.Errorf("depth nodes movetime mate: %+v", lim)
	}
	// The fake search reports from its own goroutine, so wait for its info line; the bestmove waits for stop.
	if got := tr.goHeld("go searchmoves e9e7 h10g7 infinite"); slices.ContainsFunc(got, isBestmoveLine) {
		t.Errorf("an infinite search gave its bestmove before stop: %q", got)
	}
	if got := tr.send("stop"); len(got) == 0 || !isBestmoveLine(got[len(got)-1]) {
		t.Errorf("stop: %q", got)
	}
	lim = tr.f.lastLimits()
	var texts []string
	for _, m := range lim.SearchMoves {
		texts = append(texts, tr.u.g.pos.MoveText(m))
	}
	if !lim.Infinite || strings.Join(texts, " ") != "e9e7 h10g7" {
		t.Errorf("searchmoves infinite: %+v %v", lim, texts)
	}
	// Every go that asks for a search gets a bestmove (docs/protocol-notes.md §4.1). A number out of range is taken
	// as the nearest value allowed, and said so.
	tr.send("position startpos")
	for _, tc := range []struct {
		in, note string
		check    func(search.Limits) bool
	}{
		{"go depth -1", "depth -1 taken as 1", func(l search.Limits) bool { return l.Depth == 1 }},
		{"go depth 1001", "depth 1001 taken as 1000", func(l search.Limits) bool { return l.Depth == maxGoDepth }},
		{"go depth 99999999999999999999999", "depth 99999999999999999999999 taken as 1000",
			func(l search.Limits) bool { return l.Depth == maxGoDepth }},
		{"go mate -3", "mate -3 taken as 1", func(l search.Limits) bool { return l.Mate == 1 }},
		{"go nodes -5", "nodes -5 taken as 1", func(l search.Limits) bool { return l.Nodes == 1 }},
		{"go movetime -20", "movetime -20 taken as 1", func(l search.Limits) bool { return l.MoveTime == time.Millisecond }},
		{"go wtime 99999999999999 btime 1000", "wtime 99999999999999 taken as 31536000000",
			func(l search.Limits) bool { return l.Time[movegen.White] == maxGoMs*time.Millisecond }},
		{"go wtime 1000 movestogo -1", "movestogo -1 taken as 0", func(l search.Limits) bool { return l.MovesToGo == 0 }},
	} {
		got := tr.send(tc.in)
		if len(got) < 2 || got[0] != "info string go: out of range: "+tc.note || !isBestmoveLine(got[len(got)-1]) ||
			!tc.check(tr.f.lastLimits()) {
			t.Errorf("%q: %q, limits %+v", tc.in, got, tr.f.lastLimits())
		}
	}
	// A go that cannot be read is reported and answered by a search to depth 1.
	for _, tc := range []struct{ in, want string }{
		{"go depth", "go: depth wants a number"},
		{"go depth x", `go: bad depth "x"`},
		{"go movetime 1.5", `go: bad movetime "1.5"`},
		{"go mate z", `go: bad mate "z"`},
		{"go fast", `go: unknown word "fast"`},
		{"go searchmoves", "go: searchmoves wants at least one move"},
		{"go searchmoves depth 3", "go: searchmoves wants at least one move"},
		{"go searchmoves e1e4", "go: searchmoves: illegal move e1e4 (no such move)"},
		{"go infinite x", `go: unknown word "x"`},
	} {
		got := tr.send(tc.in)
		if len(got) < 2 || got[0] != "info string error: "+tc.want+"; searching to depth 1 instead" ||
			!isBestmoveLine(got[len(got)-1]) || tr.f.lastLimits().Depth != 1 || tr.f.lastLimits().Infinite {
			t.Errorf("%q: %q, limits %+v", tc.in, got, tr.f.lastLimits())
		}
	}
	// A bad go perft, which has no bestmove, starts nothing.
	searches := len(tr.f.limits)
	for _, tc := range []struct{ in, want string }{
		{"go perft", "go: want go perft DEPTH"},
		{"go perft 0", `go: bad perft "0"`},
		{"go perft 2 depth 3", "go: want go perft DEPTH"},
		{"go depth 3 perft 2", "go: want go perft DEPTH"},
	} {
		tr.expect([]string{"info string error: " + tc.want}, tc.in)
	}
	if len(tr.f.limits) != searches {
		t.Error("a bad go perft started a search")
	}
}

// TestUCIInfiniteAndStop: an infinite search gives its bestmove only after stop; isready is answered meanwhile.
func TestUCIInfiniteAndStop(t *testing.T) {
	tr := newUCITranscript(t)
	tr.pick("K@e3", "k@e7")
	tr.goHeld("go infinite")
	tr.expect([]string{"readyok"}, "isready")
	tr.expect([]string{"bestmove K@e3 ponder K@e7"}, "stop")
	tr.expect(nil, "stop") // nothing to stop
	tr.expect(nil, "ponderhit")
}

// TestUCIPonder: a ponder search gives its bestmove after ponderhit (when it ends under the clock) or after stop.
func TestUCIPonder(t *testing.T) {
	tr := newUCITranscript(t)
	tr.pick("K@e3", "")
	tr.send("setoption name Ponder value true")
	tr.goHeld("go ponder wtime 1000 btime 1000")
	if !tr.f.lastLimits().Ponder {
		t.Error("go ponder without Limits.Ponder")
	}
	got := tr.send("isready")
	if slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "bestmove") }) {
		t.Errorf("a ponder search gave its bestmove early: %q", got)
	}
	tr.expect([]string{"bestmove K@e3"}, "ponderhit")
	tr.goHeld("go ponder wtime 1000 btime 1000")
	tr.expect([]string{"bestmove K@e3"}, "stop")
}

// TestUCIHeldResult: should an infinite search end by itself (the Searcher contract forbids it), its bestmove
// still waits for stop.
func TestUCIHeldResult(t *testing.T) {
	tr := newUCITranscript(t)
	tr.pick("K@e3", "")
	tr.goHeld("go infinite")
	j := tr.u.cur
	j.handle.Stop() // as if it ended by itself
	tr.u.jobEnded(<-j.done)
	if got := tr.sink.take(); slices.Contains(got, "bestmove K@e3") {
		t.Errorf("bestmove before stop: %q", got)
	}
	tr.expect([]string{"bestmove K@e3"}, "stop")
	// The same for a ponder search, released by ponderhit.
	tr.goHeld("go ponder")
	j = tr.u.cur
	j.handle.Stop()
	tr.u.jobEnded(<-j.done)
	tr.sink.take()
	tr.expect([]string{"bestmove K@e3"}, "ponderhit")
}

// TestUCINewCommandWhileSearching: go and position during a search stop it; its bestmove comes first.
func TestUCINewCommandWhileSearching(t *testing.T) {
	tr := newUCITranscript(t)
	tr.f.info = func(*movegen.Position, movegen.Move) search.Info { return search.Info{Depth: 1} }
	const info = "info depth 1 seldepth 1 multipv 1 score cp 0 nodes 0 nps 0 hashfull 0 time 0"
	tr.goHeld("go infinite")
	tr.expect([]string{"bestmove B@c1 ponder B@c7", info, "bestmove B@c1 ponder B@c7"}, "go depth 1")
	tr.goHeld("go infinite")
	tr.expect([]string{"bestmove B@c1 ponder B@c7"}, "position startpos moves K@e3")
	if tr.u.cur != nil || tr.u.g.pos.Ply() != 1 {
		t.Error("position did not stop the search, or was not set")
	}
	// A bad position changes nothing: the search goes on.
	tr.goHeld("go infinite")
	fen := tr.fen()
	tr.expect([]string{"info string error: illegal move zz (not a move on this board); position unchanged: " + fen},
		"position startpos moves zz")
	if tr.u.cur == nil {
		t.Error("a bad position stopped the search")
	}
	// A bad go is still a go: the search gives its bestmove, and a search to depth 1 answers the go.
	tr.expect([]string{"bestmove B@c7 ponder B@c1", `info string error: go: unknown word "x"; searching to depth 1 instead`,
		"info string warning: the last position command was rejected; searching the position before it: " + fen, info,
		"bestmove B@c7 ponder B@c1"}, "go x")
	tr.expect(nil, "stop")
}

func TestUCIPerft(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("setoption name UCI_Variant value shafran")
	var want []string
	for _, e := range movegen.Divide(movegen.StartPosition(tr.u.g.t), 2) {
		want = append(want, fmt.Sprintf("%s: %d", e.Move, e.Nodes))
	}
	want = append(want, "", "Nodes searched: 1706") // and a blank line, which take drops
	tr.expect(want, "go perft 2")
	// Deeper than the step to movegen.Perft, after moves, in the engine's notation.
	tr.send("setoption name UCI_Variant value starchess", "position startpos moves K@e3")
	got := tr.send("go perft 4")
	p := tr.u.g.pos.Clone()
	if len(got) < 3 || got[len(got)-1] != fmt.Sprintf("Nodes searched: %d", movegen.Perft(p, 4)) ||
		got[0] != fmt.Sprintf("K@c7: %d", movegen.Divide(p, 4)[0].Nodes) {
		t.Errorf("perft 4: %q", got)
	}
	// A perft of hours stops at once, and the engine goes on.
	tr.send("setoption name UCI_Variant value megalomachy")
	tr.u.execute("go perft 8")
	start := time.Now()
	tr.expect([]string{"info string perft stopped", "readyok"}, "stop", "isready")
	if d := time.Since(start); d > time.Second {
		t.Errorf("stopping perft took %v", d)
	}
}

func TestUCIDisplay(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("position startpos moves K@e3")
	want := strings.Split(strings.TrimRight(tr.u.g.pos.Picture(), "\n"), "\n")
	tr.expect(want, "d")
	if want[len(want)-1] != "FEN: "+tr.fen() || !strings.Contains(want[len(want)-2], "in hand") {
		t.Errorf("d lacks the FEN or the hands: %q", want)
	}
}

// fakeBench is a benchmark (frontEnd.bench) that records its options and writes a report in pieces, the last line
// unterminated.
type fakeBench struct {
	runs []bench.SearchOptions
}

func (b *fakeBench) run(w io.Writer, opts bench.SearchOptions) error {
	b.runs = append(b.runs, opts)
	fmt.Fprintf(w, "starchess start depth 2\n")
	fmt.Fprint(w, "signature ")
	fmt.Fprint(w, "288\nno newline")
	if len(opts.Variants) > 0 && opts.Variants[0] == "shafran" {
		return fmt.Errorf("no bench positions")
	}
	return nil
}

func TestUCIBench(t *testing.T) {
	tr := newUCITranscript(t)
	b := &fakeBench{}
	tr.u.bench = b.run
	tr.send("setoption name Threads value 2", "setoption name Hash value 16")
	tr.expect([]string{"starchess start depth 2", "signature 288", "no newline"}, "bench")
	tr.expect([]string{"starchess start depth 2", "signature 288", "no newline",
		"info string error: bench: no bench positions"}, "bench depth 3 variant shafran")
	if len(b.runs) != 2 || b.runs[0].Threads != 2 || b.runs[0].HashMB != 16 || b.runs[1].Depth != 3 {
		t.Errorf("bench options: %+v", b.runs)
	}
	for _, tc := range []struct{ in, want string }{
		{"bench depth", "want bench [depth D] [variant NAME]"},
		{"bench depth 0", `bench: bad depth "0"`},
		{"bench variant xiangqi", `bench: unknown variant "xiangqi" (known: ` + strings.Join(movegen.GameNames(), ", ") + ")"},
		{"bench 3", "want bench [depth D] [variant NAME]"},
	} {
		tr.expect([]string{"info string error: " + tc.want}, tc.in)
	}
	// A search still running is stopped first.
	tr.goHeld("go infinite")
	got := tr.send("bench")
	if len(got) == 0 || !strings.HasPrefix(got[0], "bestmove ") {
		t.Errorf("bench during a search: %q", got)
	}
}

func TestUCIUnknownCommand(t *testing.T) {
	tr := newUCITranscript(t)
	tr.expect([]string{"info string unknown command: frobnicate 3"}, "frobnicate 3")
	tr.expect([]string{"info string unknown command: xboard"}, "xboard")
	tr.expect([]string{"info string unknown command: GO depth 3"}, "GO depth 3")
	tr.expect([]string{"info string unknown command: e2e4"}, "e2e4")
	tr.expect(nil, "", "   ", "\r", "\t")
}

// TestUCICurrMove: a report of the root move being searched is UCI's currmove line, in the engine's notation.
func TestUCICurrMove(t *testing.T) {
	tr := newUCITranscript(t)
	tr.send("uci", "setoption name UCI_Variant value shafran", "position startpos")
	tr.pick("a2a3", "")
	tr.f.info = func(p *movegen.Position, best movegen.Move) search.Info {
		return search.Info{Depth: 9, Nodes: 5000, Time: 1500 * time.Millisecond, CurrMove: best, CurrMoveNumber: 7}
	}
	tr.expect([]string{"info depth 9 currmove a2a3 currmovenumber 7", "bestmove a2a3"}, "go depth 9")
}
