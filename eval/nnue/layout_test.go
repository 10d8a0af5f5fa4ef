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

// TestFactors: every board input of one piece (type and relation to the perspective), on whatever cell and from
// either side's view, has the same factor; different pieces have different factors; hand inputs have none.
func TestFactors(t *testing.T) {
	for _, name := range []string{"chess", "starchess", "cohen-sd2l", "megalomachy"} {
		tb, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		l := NewLayout(tb)
		owner := make(map[int][2]int) // factor -> (relation, type)
		for persp := movegen.White; persp <= movegen.Black; persp++ {
			for col := movegen.White; col <= movegen.Black; col++ {
				rel := 0
				if col != persp {
					rel = 1
				}
				for typ := 1; typ <= tb.NumTypes(); typ++ {
					pc := movegen.MakePiece(col, typ)
					for c := range tb.N {
						f := l.Factor(l.Board(persp, pc, movegen.Cell(c)))
						if f < 0 || f >= l.Factors() {
							t.Fatalf("%s: factor %d outside 0..%d", name, f, l.Factors()-1)
						}
						if o, ok := owner[f]; ok && o != [2]int{rel, typ} {
							t.Fatalf("%s: factor %d is shared by pieces %v and %v", name, f, o, [2]int{rel, typ})
						}
						owner[f] = [2]int{rel, typ}
					}
					if in, ok := l.Hand(persp, pc, 0); ok && l.Factor(in) != -1 {
						t.Errorf("%s: hand input %d has factor %d", name, in, l.Factor(in))
					}
				}
			}
		}
		if len(owner) != l.Factors() {
			t.Errorf("%s: %d factors used of %d", name, len(owner), l.Factors())
		}
	}
}
