package protocol

import (
	"fmt"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestEveryVariantHostable: every registered variant has consistent XBoard data, a PIECETOCHAR string XBoard
// accepts (even length from 12 to 132, the King last per colour) and a start FEN the engine reads back.
func TestEveryVariantHostable(t *testing.T) {
	for _, name := range movegen.GameNames() {
		tb, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		xb, err := newXBHosting(tb)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		v := tb.Variant
		if v.XBoard.BuiltIn != "" {
			if len(xb.setup) != 0 || v.XBoard.LegalityOff {
				t.Errorf("%s: XBoard's own %s gets setup lines %q, legality off %v", name, v.XBoard.BuiltIn,
					xb.setup, v.XBoard.LegalityOff)
			}
			continue
		}
		f := strings.Fields(xb.setup[0])
		if len(f) < 4 || f[0] != "setup" {
			t.Fatalf("%s: %q", name, xb.setup[0])
		}
		ptc := strings.Trim(f[1], "()")
		letters := len(ptc) - strings.Count(ptc, "'") - strings.Count(ptc, "!")
		if letters%2 != 0 || letters < 12 || letters > 132 {
			t.Errorf("%s: PIECETOCHAR %q has %d letters", name, ptc, letters)
		}
		if !strings.HasPrefix(f[2], fmt.Sprintf("%dx%d+", v.Board.Files, v.Board.Ranks)) ||
			!strings.HasSuffix(f[2], "_"+v.XBoard.Parent) || v.XBoard.Parent == "" {
			t.Errorf("%s: board %q", name, f[2])
		}
		// Only the e.p. field has rank labels: the board field's digits are counts.
		if len(f) > 6 {
			f[6] = xb.grid.fromGUI(f[6])
		}
		fen := strings.Join(f[3:], " ")
		if _, err := movegen.NewPosition(tb, fen); err != nil {
			t.Errorf("%s: setup FEN %q: %v", name, fen, err)
		}
		if v.XBoard.LegalityOff && v.XBoard.Why == "" {
			t.Errorf("%s: legality testing off without a reason", name)
		}
	}
}

func TestShiftSquares(t *testing.T) {
	for _, tc := range []struct {
		in   string
		d    int
		want string
	}{
		{"e2e4", -1, "e1e3"},
		{"e1e4", 1, "e2e5"},
		{"c7c8q", -1, "c6c7q"},
		{"N@d1", -1, "N@d0"},
		{"e4f5,f5g6", 1, "e5f6,f6g7"},
		{"a10a16o", -1, "a9a15o"},
		{"e9e10 e8", -1, "e8e9 e7"},
		{"@@@@", 1, "@@@@"},
		{"e3,e4", -1, "e2,e3"},
		{"-", 1, "-"},
		{"Q", 1, "Q"},
	} {
		if got := shiftSquares(tc.in, tc.d); got != tc.want {
			t.Errorf("shiftSquares(%q, %d) = %q, want %q", tc.in, tc.d, got, tc.want)
		}
	}
}
