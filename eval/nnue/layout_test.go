package nnue

import (
	"testing"

	"sennight/movegen"
)

// TestEveryGameHasAMirror checks that each shipped game's Black view is a true mirror: a one-to-one map that is its
// own inverse and turns White's start (or, in a placement game, White's placement cells) into Black's.
func TestEveryGameHasAMirror(t *testing.T) {
	for _, name := range movegen.GameNames() {
		tb, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		if tb.Board().Cells[0].Name != tb.CellName[0] || tb.Board().Cells[tb.N-1].Name != tb.CellName[tb.N-1] {
			t.Fatalf("%s: movegen's cell numbers are not the board's", name)
		}
		l := NewLayout(tb)
		if !l.Mirrored() {
			t.Errorf("%s: no mirror of the board found", name)
			continue
		}
		for c := range tb.N {
			if back := l.MirrorCell(l.MirrorCell(movegen.Cell(c))); back != movegen.Cell(c) {
				t.Errorf("%s: mirror of the mirror of %s is %s", name, tb.CellName[c], tb.CellName[back])
			}
		}
		t.Logf("%s: %d inputs; mirror of %s is %s", name, l.Inputs(), tb.CellName[0], tb.CellName[l.MirrorCell(0)])
	}
}
