package xboard

import (
	"strings"
	"testing"

	"sennight/movegen"
)

// position sets up a FEN of a game, failing the test on error.
func position(t *testing.T, variant, fen string) (*Board, *movegen.Position) {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	p := movegen.StartPosition(tb)
	if fen != "" {
		if p, err = movegen.NewPosition(tb, fen); err != nil {
			t.Fatal(err)
		}
	}
	return New(tb), p
}

// move returns the legal move of p in the engine's notation.
func move(t *testing.T, p *movegen.Position, text string) movegen.Move {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLabels: XBoard counts ranks from 1, from 0 on a board of exactly 10 ranks, and -rankOffset 1 (Megalomachy's
// hosting) lowers every label by one (docs/protocol-notes.md §1.4); files are letters from a.
func TestLabels(t *testing.T) {
	for _, tc := range []struct {
		variant string
		first   int
		labels  map[string]string // engine cell -> XBoard's label
	}{
		{"chess", 1, map[string]string{"a1": "a1", "e1": "e1", "h8": "h8"}},
		{"grand", 0, map[string]string{"a1": "a0", "e7": "e6", "j10": "j9"}},
		{"shafran", 0, map[string]string{"e1": "e0", "e10": "e9"}},
		{"megalomachy", 0, map[string]string{"a1": "a0", "k1": "k0", "p16": "p15"}},
		{"starchess", 1, map[string]string{"c1": "c1", "g9": "g9"}},
	} {
		xb, p := position(t, tc.variant, "")
		if xb.FirstRank() != tc.first {
			t.Errorf("%s: first rank %d, want %d", tc.variant, xb.FirstRank(), tc.first)
		}
		for name, want := range tc.labels {
			c, ok := p.Tables().Cell(name)
			if !ok {
				t.Fatalf("%s: no cell %s", tc.variant, name)
			}
			if got := xb.Label(c); got != want {
				t.Errorf("%s: %s is labelled %s, want %s", tc.variant, name, got, want)
			}
			if back, ok := xb.Cell(want); !ok || back != c {
				t.Errorf("%s: label %s is cell %v %v, want %s", tc.variant, want, back, ok, name)
			}
		}
	}
	if xb, _ := position(t, "shafran", ""); func() bool { _, ok := xb.Cell("a9"); return ok }() {
		t.Error("shafran: a9 is a hole on XBoard's grid, yet it names a cell")
	}
}

// Grand Chess with a White Pawn on the engine's e7, White to move: stepping to e8 it may promote to any piece
// (none is left on the board) or stay a Pawn; on the 10-rank board XBoard calls that step e6e7.
const grandPromotion = "k9/10/10/4P5/10/10/10/10/10/9K w - - 0 1"

// Megalomachy after White's Pawn went e5e8 past e6 and e7: Black's Pawn on d8 may take it e.p. on e7. Its
// engine's notation is d8e7; on the CECP link it is two legs through the victim on e8.
const megalomachyEP = "k15/16/16/16/16/16/16/16/3pP11/16/16/16/16/16/16/15K b - e6,e7 0 1"

// Shafran after Black's e9-e6 past e8 and e7 (docs/rules/shafran.md §7): White's d6xe8, d5xe7 and f6xe7 take the
// Pawn on e6 e.p., XBoard's e5.
const shafranEP = "****k4/***3p2/**1p5/*1p6/r2PpP3/3P5/1N6*/7**/6***/4K**** w a e8,e7 0 2"

// TestMoveText: moves as XBoard sends them (docs/protocol-notes.md §1.5, §1.7, §1.9), written here from those notes.
func TestMoveText(t *testing.T) {
	for _, tc := range []struct {
		variant, fen, move string // the move in the engine's notation
		text               string // on the CECP link; "" when XBoard cannot show it
	}{
		{"chess", "", "e2e4", "e2e4"},
		{"chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", "a7a8n"},
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "e5d6"}, // XBoard knows Chess's e.p.
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1g1"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "e1c1"},
		{"grand", grandPromotion, "e7e8", "e6e7p"}, // declines: the Pawn's own letter
		{"grand", grandPromotion, "e7e8c", "e6e7c"},
		{"grand", "k9/4P5/10/10/10/10/10/10/10/9K w - - 0 1", "e9e10q", "e8e9q"},
		{"shafran", "", "e2e3", "e1e2"},
		// Shafran's castling along the first rank XBoard shows; the one up the hex diagonal it cannot.
		{"shafran", "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1", "e1b1", "e0b0"},
		{"shafran", "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1", "e1h4", ""},
		// Megalomachy's fast castling puts the partner on the King's start, not next to its destination.
		{"megalomachy", "6k9/16/16/16/16/16/16/16/16/16/16/16/16/16/16/D9K4D w AP - 0 1", "k1i1", ""},
		{"megalomachy", megalomachyEP, "d8e7", "d7e7,e7e6"},
		{"shafran", shafranEP, "d6e8", "d5e5,e5e7"},
		{"shafran", shafranEP, "d5e7", "d4e5,e5e6"},
		{"megalomachy", "k15/16/16/16/16/16/16/8q7/7T'8/16/16/16/16/16/16/K15 w - - 0 1", "h8i9,i9h9", "h7i8,i8h8"},
		{"starchess", "", "K@d2", "K@d2"},
	} {
		xb, p := position(t, tc.variant, tc.fen)
		text, ok := xb.MoveText(p, move(t, p, tc.move))
		if ok != (tc.text != "") || (ok && text != tc.text) {
			t.Errorf("%s %s: %q (shown %v), want %q", tc.variant, tc.move, text, ok, tc.text)
		}
	}
}

// TestFEN: setboard's FEN names its e.p. cells by XBoard's labels.
func TestFEN(t *testing.T) {
	xb, p := position(t, "megalomachy", megalomachyEP)
	want := "k15/16/16/16/16/16/16/16/3pP11/16/16/16/16/16/16/15K b - e5,e6 0 1"
	if got := xb.FEN(p.FEN()); got != want {
		t.Errorf("%s, want %s", got, want)
	}
	xb, p = position(t, "shafran", shafranEP)
	want = "****k4/***3p2/**1p5/*1p6/r2PpP3/3P5/1N6*/7**/6***/4K**** w a e7,e6 0 2"
	if got := xb.FEN(p.FEN()); got != want {
		t.Errorf("%s, want %s", got, want)
	}
}

// TestParseMove: what an engine may send, and how XBoard would misread the rest. The misreadings are the ones an
// engine's own CECP layer can make: a declined promotion without its suffix (XBoard made Grand's bare e6e7 a Queen),
// the engine's cell names where XBoard's labels differ, an e.p. capture in one leg, a castling XBoard cannot show.
func TestParseMove(t *testing.T) {
	const shafranCastle = "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1"
	for _, tc := range []struct {
		variant, fen, text string
		move               string // the engine's move it names; "" when XBoard would misread it
		why                string // in the error
	}{
		{"grand", grandPromotion, "e6e7p", "e7e8", ""},
		{"grand", grandPromotion, "e6e7P", "e7e8", ""},
		{"grand", grandPromotion, "e6e7q", "e7e8q", ""},
		{"grand", grandPromotion, "e6e7", "", "no promotion suffix"},
		{"grand", grandPromotion, "e7e8p", "", "engine's cell names"},
		{"chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "", "no promotion suffix"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1g1", ""},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1c1", ""},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1", "O-O-O+", "e8c8", ""},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1", "O-O", "", "names 0 legal castlings"},
		{"shafran", shafranEP, "d5e5,e5e7", "d6e8", ""},
		{"shafran", shafranEP, "d5e7", "", "goes through the victim"},
		{"shafran", "", "e1e2", "e2e3", ""},
		{"shafran", shafranCastle, "e0h3", "", "cannot show"},
		{"megalomachy", megalomachyEP, "d7e7,e7e6", "d8e7", ""},
		{"megalomachy", megalomachyEP, "d7e6", "", "goes through the victim"},
		{"starchess", "", "k@d2", "K@d2", ""},
		{"chess", "", "hello", "", "no legal move"},
	} {
		xb, p := position(t, tc.variant, tc.fen)
		m, err := xb.ParseMove(p, tc.text)
		switch {
		case tc.move != "" && (err != nil || m != move(t, p, tc.move)):
			t.Errorf("%s %q: %s, %v; want %s", tc.variant, tc.text, p.MoveText(m), err, tc.move)
		case tc.move == "" && (err == nil || !strings.Contains(err.Error(), tc.why)):
			t.Errorf("%s %q: %v, %v; want an error saying %q", tc.variant, tc.text, m, err, tc.why)
		}
	}
}

// TestEngineNamesAreNotLabels: on the boards where XBoard's labels differ from the engine's names, no legal move
// written in the engine's names passes for itself: an engine that forgot to relabel cannot go unnoticed by the
// same mistake in the runner.
func TestEngineNamesAreNotLabels(t *testing.T) {
	for _, variant := range []string{"grand", "shafran", "megalomachy"} {
		xb, p := position(t, variant, "")
		var ml movegen.MoveList
		p.LegalMoves(&ml)
		for _, m := range ml.Moves {
			if got, err := xb.ParseMove(p, p.MoveText(m)); err == nil && got == m {
				t.Errorf("%s: %s in the engine's names was read as itself", variant, p.MoveText(m))
			}
		}
	}
}
