package protocol

import (
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
)

const (
	// docs/rules/shafran.md §7: both White castlings legal (e1b1 along rank 1, e1h4 along the NE diagonal of the grid)
	shafranCastle = "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1"
	// docs/rules/shafran.md §7, EP-FEN: after e9-e6, d6xe8, d5xe7 and f6xe7 are e.p. captures of the pawn on e6
	shafranEP = "****k4/***3p2/**1p5/*1p6/r2PpP3/3P5/1N6*/7**/6***/4K**** w a e8,e7 0 2"
)

// TestHiddenCastlings: XBoard moves a castling partner only for a King move of two or more cells along a rank that
// puts the nearest piece next to the King; Shafran's e1b1 and e10h10 are such, e1h4 and e10b7 are not.
func TestHiddenCastlings(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	xb, err := newXBHosting(tb)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := movegen.NewPosition(tb, shafranCastle)
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	shown := map[string]bool{}
	for _, m := range ml.Moves {
		if m.Kind() == movegen.KindCastle {
			shown[p.MoveText(m)] = xb.shows(p, m)
		}
	}
	if want := map[string]bool{"e1b1": true, "e1h4": false}; len(shown) != 2 || shown["e1b1"] != want["e1b1"] ||
		shown["e1h4"] != want["e1h4"] {
		t.Errorf("castlings shown: %v, want %v", shown, want)
	}
	if got := xb.searchMoves(p); len(got) != ml.Len()-1 || slices.ContainsFunc(got, func(m movegen.Move) bool {
		return p.MoveText(m) == "e1h4"
	}) {
		t.Errorf("search moves: %d of %d legal", len(got), ml.Len())
	}
	if hidden := hiddenCastlings(tb.Variant); len(hidden) != 2 || !hidden[1] || !hidden[2] {
		t.Errorf("hidden castling options %v, want {1 2} (White's i-flank, Black's a-flank)", hidden)
	}
	start := movegen.StartPosition(tb)
	if xb.searchMoves(start) != nil {
		t.Error("the start position restricts the search though XBoard can show every move")
	}
}

func TestCastlingUnderXBoard(t *testing.T) {
	tr := shafranGame(t)
	tr.send("force", "setboard "+shafranCastle)
	// The King's targets: d1, f2 and the castling to b1 (XBoard's b0), but not the castling to h4.
	tr.expect([]string{"highlight 9/9/9/9/9/9/9/9/5Y3/1Y1Y5"}, "lift e0")
	before := tr.fen()
	tr.expect([]string{"Illegal move (XBoard cannot show this castling): e0h3"}, "usermove e0h3")
	if tr.fen() != before {
		t.Error("the rejected castling changed the game")
	}
	tr.expect(nil, "usermove e0b0")
	if want := "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/1KR2**** b ai - 1 1"; tr.fen() != want {
		t.Errorf("after e1b1: %s, want %s", tr.fen(), want)
	}
	// The engine's own search never gets the hidden castling.
	tr.send("undo", "go")
	for _, m := range tr.f.limits[len(tr.f.limits)-1].SearchMoves {
		if m.Kind() == movegen.KindCastle && !tr.c.xb.shows(tr.c.g.pos, m) {
			t.Error("the search may play a castling XBoard cannot show")
		}
	}
	if len(tr.f.lastLimits().SearchMoves) == 0 {
		t.Error("the search was not restricted")
	}
}

// TestEnPassantUnderXBoard: e.p. captures go to and from XBoard as two legs through the victim, so that XBoard
// empties the victim's cell itself.
func TestEnPassantUnderXBoard(t *testing.T) {
	tr := shafranGame(t)
	xbEP := strings.Replace(shafranEP, "e8,e7", "e7,e6", 1) // the e.p. field in XBoard's rank labels
	tr.send("force", "setboard "+xbEP)
	if tr.fen() != shafranEP {
		t.Fatalf("setboard gave %s", tr.fen())
	}
	tr.pick("d6e8")
	tr.expect([]string{"move d5e5,e5e7"}, "go")
	if want := "****k4/***3p2/**1pP4/*1p6/r4P3/3P5/1N6*/7**/6***/4K**** b a - 0 2"; tr.fen() != want {
		t.Errorf("after d6xe8 e.p.: %s, want %s", tr.fen(), want)
	}
	tr.send("force", "undo")
	tr.expect([]string{"Illegal move (en passant goes through the victim: d4e5,e5e6): d4e6"}, "usermove d4e6")
	tr.expect(nil, "usermove d4e5,e5e6")
	if want := "****k4/***3p2/**1p5/*1p1P4/r2P1P3/9/1N6*/7**/6***/4K**** b a - 0 2"; tr.fen() != want {
		t.Errorf("after d5xe7 e.p.: %s, want %s", tr.fen(), want)
	}
	// Entered by hand: the victim is cyan, then the landing cell.
	tr.send("undo")
	tr.expect([]string{"highlight 9/9/9/2RY5/4C4/9/9/9/9/9"}, "lift d5")
	tr.expect(nil, "put e5")
	tr.expect([]string{"highlight 9/9/4Y4/9/9/9/9/9/9/9"}, "lift e5")
}

// TestXBoardMoves: the moves XBoard can have, by their text on the CECP link: ranks shifted on 10- and 16-rank
// boards, e.p. in two legs, and no castling XBoard cannot show.
func TestXBoardMoves(t *testing.T) {
	for _, tc := range []struct {
		variant, fen string
		xboard, want string // a move as XBoard writes it, and the engine's text of it
		hidden       string // an engine move XBoard cannot have
	}{
		{"shafran", shafranCastle, "e0b0", "e1b1", "e1h4"},
		{"shafran", shafranEP, "d5e5,e5e7", "d6e8", ""},
		{"megalomachy", "", "e4e6", "e5e7", ""},
		{"starchess", "", "K@e3", "K@e3", ""},
	} {
		tb, _ := movegen.ForVariant(tc.variant)
		p := movegen.StartPosition(tb)
		if tc.fen != "" {
			p, _ = movegen.NewPosition(tb, tc.fen)
		}
		moves, err := xboardMoves(p)
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := moves[tc.xboard]; !ok || p.MoveText(m) != tc.want {
			t.Errorf("%s: XBoard's %s is not the engine's %s", tc.variant, tc.xboard, tc.want)
		}
		var ml movegen.MoveList
		p.LegalMoves(&ml)
		hidden := 0
		for _, m := range ml.Moves {
			if p.MoveText(m) == tc.hidden {
				hidden = 1
			}
		}
		if len(moves) != ml.Len()-hidden {
			t.Errorf("%s: %d moves for XBoard of %d legal, %d hidden", tc.variant, len(moves), ml.Len(), hidden)
		}
	}
}

// TestMegalomachyCastlingUnderXBoard: Megalomachy's fast castling (the King to any cell strictly between it and a
// Dragon King, the Dragon King to the King's start) is beyond XBoard 4.9.1, which puts a castling partner next to
// the King's destination: every option is withheld under XBoard, rejected when entered, and kept from the search.
func TestMegalomachyCastlingUnderXBoard(t *testing.T) {
	tb, _ := movegen.ForVariant("megalomachy")
	if hidden := hiddenCastlings(tb.Variant); len(hidden) != 26 {
		t.Errorf("%d hidden castling options, want all 26 (13 a side)", len(hidden))
	}
	tr := newTranscript(t)
	defer tr.close()
	tr.send("xboard", "protover 2", "new", "variant megalomachy", "force")
	// docs/rules/megalomachy.md §7, CASTLE-EP without its e.p. cells: k1a1 (King to j1), k1p1 (to l1), k1m1 legal.
	tr.send("setboard dn8k4d/P15/2W'13/16/8r7/16/6P9/4W'p10/16/3p12/7W'8/4P2P1b6/6n9/16/16/D9K4D w APap - 0 1")
	var ml movegen.MoveList
	tr.c.g.pos.LegalMoves(&ml)
	castlings := 0
	for _, m := range ml.Moves {
		if m.Kind() == movegen.KindCastle {
			castlings++
			if tr.c.xb.shows(tr.c.g.pos, m) {
				t.Errorf("XBoard would be sent %s", tr.c.g.pos.MoveText(m))
			}
		}
	}
	if castlings == 0 {
		t.Fatal("no castling is legal in the test position")
	}
	before := tr.fen()
	// XBoard's ranks are the engine's less one (-rankOffset 1): the engine's k1a1 is XBoard's k0a0.
	tr.expect([]string{"Illegal move (XBoard cannot show this castling): k0a0"}, "usermove k0a0")
	if tr.fen() != before {
		t.Error("the rejected castling changed the game")
	}
	for _, m := range tr.c.xb.searchMoves(tr.c.g.pos) {
		if m.Kind() == movegen.KindCastle {
			t.Errorf("the search may play %s", tr.c.g.pos.MoveText(m))
		}
	}
}

// xboardMoves returns the legal moves of pos that a game hosted by XBoard can have, keyed by their text on the CECP
// link (XBoard's rank labels, e.p. in two legs): the moves the CECP front end plays and accepts there.
func xboardMoves(pos *movegen.Position) (map[string]movegen.Move, error) {
	xb, err := newXBHosting(pos.Tables())
	if err != nil {
		return nil, err
	}
	moves := map[string]movegen.Move{}
	for _, m := range xb.playable(pos) {
		moves[xb.grid.toGUI(moveText(pos, m))] = m
	}
	return moves, nil
}

// bruskyCI are the first 38 plies of the Brusky game of the XBoard CI run of 2026-11-28 that ended in a forfeit:
// the last, Black's i7h5, is a Pawn's straight capture from its start cell across two ranks (docs/rules, Brusky).
const bruskyCI = "d2e3 h7h5 b1d4 c7c5 d4g5 i8g6 g5j7 g6k6 j7h8 g8h8 c2e4 k8h6 h1g3 j8f6 d1d3 e7e5 e2g4 h6g3 c1g3 l8i8 " +
	"e1b4 f6b4 a2b4 k6c6 d3e2 g7g6 b2c3 c5c4 i2i4 i8h7 j2l4 c4b3 a1b2 f8c2 g4g5 c6a4 i4h5 i7h5"

// TestEPGuessUnderXBoard: after Black's i7h5 (two ranks, files i and h: XBoard's e.p. file is h), White's Pawn step
// g5h6 would make XBoard empty h5, where Black's Pawn stands; the engine withholds it, and the same step is shown
// when the move before it was another.
func TestEPGuessUnderXBoard(t *testing.T) {
	tr := newTranscript(t)
	defer tr.close()
	tr.send("xboard", "protover 2", "new", "variant brusky", "force")
	for _, mv := range strings.Fields(bruskyCI) {
		tr.expect(nil, "usermove "+mv)
	}
	p := tr.c.g.pos
	step, err := p.ParseMove("g5h6")
	if err != nil {
		t.Fatalf("g5h6 is not legal here: %v (%s)", err, p.FEN())
	}
	if !tr.c.xb.takenForEP(p, step) {
		t.Error("g5h6 after i7h5 is not seen as a step XBoard takes for e.p.")
	}
	// Every other legal move is shown: only this step changes XBoard's board wrongly.
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	if got := tr.c.xb.searchMoves(p); len(got) != ml.Len()-1 || slices.Contains(got, step) {
		t.Errorf("search moves: %d of %d legal, g5h6 among them: %v", len(got), ml.Len(), slices.Contains(got, step))
	}
	before := tr.fen()
	tr.expect([]string{"Illegal move (XBoard would take this Pawn's step for an en passant capture): g5h6"},
		"usermove g5h6")
	if tr.fen() != before {
		t.Error("the rejected step changed the game")
	}
	// The engine's own search never gets it.
	tr.send("go")
	tr.drain()
	if lim := tr.f.lastLimits(); len(lim.SearchMoves) == 0 || slices.Contains(lim.SearchMoves, step) {
		t.Error("the search may play g5h6")
	}
	// Without Black's double-rank move just before (its King moved instead), XBoard's e.p. file is not h.
	tr2 := newTranscript(t)
	defer tr2.close()
	tr2.send("xboard", "protover 2", "new", "variant brusky", "force")
	moves := strings.Fields(bruskyCI)
	for _, mv := range append(moves[:len(moves)-1], "h8g8") {
		tr2.expect(nil, "usermove "+mv)
	}
	if m, err := tr2.c.g.pos.ParseMove("g5h6"); err != nil || tr2.c.xb.takenForEP(tr2.c.g.pos, m) {
		t.Errorf("after h8g8, g5h6: %v, taken for e.p.: %v", err, err == nil && tr2.c.xb.takenForEP(tr2.c.g.pos, m))
	}
}
