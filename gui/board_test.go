package gui

import (
	"testing"

	"sennight/movegen"
	"sennight/movegen/render"
)

// TestBoardMsg: the page gets render's cells (one home for the geometry), twins only on the two-level boards,
// each the other's twin, and every piece type a picture.
func TestBoardMsg(t *testing.T) {
	for _, name := range movegenNames() {
		tb, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		m := newBoardMsg(tb)
		scene := render.Board(movegen.StartPosition(tb), render.Options{})
		var cells []render.Shape
		for _, sh := range scene.Shapes {
			if sh.Class == "cell" {
				cells = append(cells, sh)
			}
		}
		if len(cells) != len(m.Cells) || len(m.Cells) != tb.N {
			t.Fatalf("%s: %d cells sent, render draws %d, the board has %d", name, len(m.Cells), len(cells), tb.N)
		}
		twins := 0
		for i, c := range m.Cells {
			if c.Pts != points(cells[i].Points) {
				t.Errorf("%s cell %s: outline %s, render's %s", name, c.Name, c.Pts, points(cells[i].Points))
			}
			if c.Twin >= 0 {
				twins++
				if m.Cells[c.Twin].Twin != i || m.Cells[c.Twin].Panel == c.Panel {
					t.Errorf("%s: %s and its twin %s disagree", name, c.Name, m.Cells[c.Twin].Name)
				}
			}
		}
		levels := false
		for _, c := range tb.Variant.Board.Cells {
			levels = levels || c.Panel > 0
		}
		if (twins > 0) != levels {
			t.Errorf("%s: %d twins, two levels: %v", name, twins, levels)
		}
		t.Logf("%s: %d cells, %d with a twin", name, len(m.Cells), twins)
	}
}
