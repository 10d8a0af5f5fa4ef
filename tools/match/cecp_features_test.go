package match

import (
	"slices"
	"strings"
	"testing"
)

// TestCECPFeatures: the feature lines of Fairy-Max, Phalanx and Sjaak II as they print them, and the defaults
// (bare moves, edit mode) for an engine that names neither.
func TestCECPFeatures(t *testing.T) {
	for _, tc := range []struct {
		lines              []string
		usermove, setboard bool
	}{
		{[]string{`feature myname="Fairy-Max 5.0b"`, `feature memory=1 exclude=1`, `feature setboard=0 xedit=1 ping=1 done=0`}, false, false},
		{[]string{`feature analyze=1 setboard=1 sigint=1 time=1 memory=1 draw=0 option="Randomizer (0-50) -slider 0 0 50" ping=1 `}, false, true},
		{[]string{`feature myname="a b=c usermove=0" usermove=1 setboard=1 done=1`}, true, true},
		{[]string{`feature option="usermove=1 setboard=1"`}, false, false},
		{[]string{`feature usermove=1 myname="unterminated`}, true, false},
	} {
		var f cecpFeatures
		for _, l := range tc.lines {
			f.read(l)
		}
		if f.usermove != tc.usermove || f.setboard != tc.setboard {
			t.Errorf("%q: usermove %v setboard %v, want %v %v", tc.lines, f.usermove, f.setboard, tc.usermove, tc.setboard)
		}
	}
}

// TestEditCommands: XBoard's edit mode (backend.c, SendBoard), White's pieces then Black's, top rank first; Black to
// move by a2a3 when the start position has a White Pawn on a2 (Chess), else by "black"; Grand's ranks from 0.
func TestEditCommands(t *testing.T) {
	const chessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	got := editCommands("4k3/8/8/8/8/8/P7/4K2R b K - 0 1", chessStart, 1)
	want := []string{"a2a3", "edit", "#", "Pa2", "Ke1", "Rh1", "c", "Ke8", "."}
	if !slices.Equal(got, want) {
		t.Errorf("chess: %q, want %q", got, want)
	}
	if got := editCommands("4k3/8/8/8/8/8/8/4K3 w - - 0 1", chessStart, 1); !slices.Equal(got,
		[]string{"edit", "#", "Ke1", "c", "Ke8", "."}) {
		t.Errorf("chess, White to move: %q", got)
	}
	const grandStart = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1"
	got = editCommands("k9/10/10/10/10/10/10/10/1N8/R8K b - - 0 1", grandStart, 0)
	want = []string{"black", "force", "edit", "#", "Nb1", "Ra0", "Kj0", "c", "Ka9", "."}
	if !slices.Equal(got, want) {
		t.Errorf("grand: %q, want %q", got, want)
	}
}

// TestBeforeDoubleStep: an e.p. right that edit mode cannot carry is kept by setting up the position before the
// Pawn's double step and sending the step; a FEN without one, or whose Pawn cannot be traced back, is left alone.
func TestBeforeDoubleStep(t *testing.T) {
	for _, tc := range []struct{ fen, before, move string }{
		{"rnbqkbnr/p1pppppp/8/1pP5/8/8/PP1PPPPP/RNBQKBNR w KQkq b6 0 3",
			"rnbqkbnr/pppppppp/8/2P5/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 3", "b7b5"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4"},
		// Grand in XBoard's labels (ranks 0..9): White's Pawn went e2e4.
		{"r8r/1nbqkcabn1/pppppppppp/10/10/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e3 0 1",
			"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "e2e4"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", "", ""},    // no Pawn beyond e3
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e99 0 1", "", ""}, // off the board
		{"rnbqkbnr/pppppppp/8/8/3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "", ""},    // a short row where the Pawn would be
		{"8/8 w - x 0 1", "", ""},
	} {
		first := 1
		if strings.Count(tc.fen, "/") == 9 {
			first = 0 // a 10-rank board: XBoard labels its ranks from 0
		}
		before, move, ok := beforeDoubleStep(tc.fen, first)
		if ok != (tc.move != "") || before != tc.before || move != tc.move {
			t.Errorf("%s: %q %q %v, want %q %q", tc.fen, before, move, ok, tc.before, tc.move)
		}
	}
}
