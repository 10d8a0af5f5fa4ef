package protocol

import (
	"testing"

	"sennight/movegen"
)

// TestXBoardGridOwnNames: Gliński's standard cell names (files a-l without j, ranks counted from each file's first
// cell) go to XBoard as the grid squares of the 11x11 embedding and come back. Right of file f each file's first
// cell is one grid rank higher than the last: g1 is grid g2, i2 is i5, k (the 10th file, grid j) starts at grid
// rank 5 (k1 = j5), and l6 is k11.
func TestXBoardGridOwnNames(t *testing.T) {
	tb, err := movegen.ForVariant("glinski")
	if err != nil {
		t.Fatal(err)
	}
	g := newXBGrid(tb, nil, 0)
	for engine, gui := range map[string]string{"g1": "g2", "l6": "k11", "f11": "f11", "k1": "j5", "a1": "a1",
		"e4f5": "e4f5", "g4g6": "g5g7", "i2k1,k1k2": "i5j5,j5j6"} {
		if got := g.toGUI(engine); got != gui {
			t.Errorf("toGUI(%s) = %s, want %s", engine, got, gui)
		}
		if got := g.fromGUI(gui); got != engine {
			t.Errorf("fromGUI(%s) = %s, want %s", gui, got, engine)
		}
	}
	if c, ok := g.cell(tb, "a7"); ok { // a hole of the grid
		t.Errorf("a7 is cell %d", c)
	}
}
