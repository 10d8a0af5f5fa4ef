package movegen_test

import (
	"strings"
	"testing"

	"sennight/movegen"
)

// TestBruskyPawn: a Brusky Pawn steps up-left and up-right, two along either line from its start cell, captures on
// the two cells ahead across a corner, and from its start cell also straight ahead (docs/rules/brusky-devasa.md
// §3); a Pawn off its start cell has no straight capture (the atom's from = "start").
func TestBruskyPawn(t *testing.T) {
	p := position(t, "brusky", fenOf(t, "brusky", map[string]string{"f1": "K", "g8": "k", "e2": "P", "d3": "n",
		"g3": "n", "f4": "b", "h3": "P", "i5": "b", "f6": "r"}, "w - - 0 1"))
	got := legalTexts(p)
	for _, m := range []string{"e2e3", "e2f3", "e2e4", "e2g4", "e2d3", "e2g3", "e2f4", "h3h4", "h3i4"} {
		if !got[m] {
			t.Errorf("%s missing", m)
		}
	}
	// h3 is not a start cell: no double step, no straight capture of the Bishop on i5; f6 is out of reach.
	for _, m := range []string{"h3h5", "h3j5", "h3i5", "e2f6"} {
		if got[m] {
			t.Errorf("%s generated", m)
		}
	}
	// Black's Pawns are White's turned half a circle: from the start cell l7 they step down-right to l6 and
	// down-left to k6, two to l5 and j5, and capture straight ahead on k5.
	p = position(t, "brusky", fenOf(t, "brusky", map[string]string{"f1": "K", "g8": "k", "l7": "p", "k5": "N"},
		"b - - 0 1"))
	got = legalTexts(p)
	for _, m := range []string{"l7l6", "l7k6", "l7l5", "l7j5", "l7k5"} {
		if !got[m] {
			t.Errorf("black: %s missing", m)
		}
	}
}

// TestBruskyEnPassantBothLines: a double step along either of the Pawn's two lines leaves its own en passant cell
// (each push atom its own rights), and the cell passed stays open to a plain step.
func TestBruskyEnPassantBothLines(t *testing.T) {
	for _, c := range []struct {
		moves    []string
		ep       string
		captures string
	}{
		{[]string{"g2g4", "l7l6", "g4g5", "f7f5"}, "f6", "g5f6"}, // down-right line of Black: f7-f6-f5
		{[]string{"c2c4", "d7d6", "c4c5", "f7d5"}, "e6", "c5e6"}, // down-left line: f7-e6-d5
	} {
		p := position(t, "brusky", "")
		play(t, p, c.moves...)
		if f := strings.Fields(p.FEN())[3]; f != c.ep {
			t.Errorf("after %v: en passant field %q, want %s", c.moves, f, c.ep)
		}
		if !legalTexts(p)[c.captures] {
			t.Errorf("after %v: %s missing", c.moves, c.captures)
		}
	}
	p := position(t, "brusky", "")
	play(t, p, "e2e4", "l7l6", "e4e5", "f7f5")
	if got := legalTexts(p); !got["e5f6"] || len(got) != 67 {
		t.Errorf("after e2e4 l7l6 e4e5 f7f5: %d moves, e5f6 %v; want 67 with the step onto the en passant cell",
			len(got), got["e5f6"])
	}
}

// TestMissingKingReported: a FEN without a King reports the King, not the castling rights it would need.
func TestMissingKingReported(t *testing.T) {
	tb := tables(t, "chess")
	_, err := movegen.NewPosition(tb, "r3k2r/8/8/8/8/8/8/R6R w KQkq - 0 1")
	if err == nil || !strings.Contains(err.Error(), "white has 0 Kings") {
		t.Errorf("got %v", err)
	}
}
