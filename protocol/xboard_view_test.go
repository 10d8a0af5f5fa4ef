package protocol

import (
	"strings"
	"testing"

	"sennight/movegen"
)

// TestXBoardView: the view a stand-in for XBoard uses writes and reads every move exactly as the CECP front end
// does (xboardMoves), and says which moves XBoard cannot show.
func TestXBoardView(t *testing.T) {
	for _, tc := range []struct{ variant, fen string }{
		{"shafran", shafranCastle}, {"shafran", shafranEP}, {"megalomachy", ""}, {"starchess", ""},
		{"megalomachy", "k15/16/16/16/16/16/16/8q7/7T'8/16/16/16/16/16/16/K15 w - - 0 1"}, // hit-and-run
	} {
		tb, _ := movegen.ForVariant(tc.variant)
		p := movegen.StartPosition(tb)
		if tc.fen != "" {
			p, _ = movegen.NewPosition(tb, tc.fen)
		}
		v, err := NewXBoardView(tb)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := xboardMoves(p)
		var ml movegen.MoveList
		p.LegalMoves(&ml)
		shown := 0
		for _, m := range ml.Moves {
			text, ok := v.MoveText(p, m)
			if !ok {
				if _, in := want[text]; in {
					t.Errorf("%s: %s is hidden but XBoard has it", tc.variant, text)
				}
				continue
			}
			shown++
			if want[text] != m {
				t.Errorf("%s: %s is %s for the front end", tc.variant, text, p.MoveText(want[text]))
			}
			if back, err := v.ParseMove(p, text); err != nil || back != m {
				t.Errorf("%s: ParseMove(%s) = %v, %v", tc.variant, text, back, err)
			}
		}
		if shown != len(want) {
			t.Errorf("%s: %d moves shown, XBoard has %d", tc.variant, shown, len(want))
		}
		if _, err := v.ParseMove(p, "z9z9"); err == nil {
			t.Errorf("%s: garbage accepted", tc.variant)
		}
	}
	// Shafran's 10 ranks are 0..9 for XBoard: the e.p. field of a FEN too.
	tb, _ := movegen.ForVariant("shafran")
	v, _ := NewXBoardView(tb)
	if got := v.FEN(shafranEP); strings.Fields(got)[3] == strings.Fields(shafranEP)[3] && strings.Fields(got)[3] != "-" {
		t.Errorf("e.p. field not shifted: %s", got)
	}
}

// TestXBoardViewCastlingByName: O-O and O-O-O (and with zeros, or a check sign) name Chess castlings, as XBoard's
// parser reads them from engines such as Phalanx; a castling that is not legal is not found.
func TestXBoardViewCastlingByName(t *testing.T) {
	pos, err := movegen.NewVariantPosition("chess", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewXBoardView(pos.Tables())
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"O-O-O": "e8c8", "0-0-0": "e8c8", "O-O-O+": "e8c8"} {
		m, err := v.ParseMove(pos, text)
		if err != nil || pos.MoveText(m) != want {
			t.Errorf("%s: %v %v, want %s", text, pos.MoveText(m), err, want)
		}
	}
	if m, err := v.ParseMove(pos, "O-O"); err == nil {
		t.Errorf("O-O without the right: %s", pos.MoveText(m))
	}
}
