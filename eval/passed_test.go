package eval

import (
	"slices"
	"sort"
	"testing"

	"sennight/movegen"
)

// TestStopperCellsChess: in chess the cells that stop a pawn are the chess definition of a passed pawn, the files
// beside and its own, ahead of it, derived here from the pawns' moves alone.
func TestStopperCellsChess(t *testing.T) {
	tb, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	pawn := 0
	for typ := 1; typ <= tb.NumTypes(); typ++ {
		if tb.Types[typ].Promotes {
			pawn = typ
		}
	}
	names := func(b movegen.Bitset) []string {
		var out []string
		for c := range tb.N {
			if b.Has(movegen.Cell(c)) {
				out = append(out, tb.CellName[c])
			}
		}
		sort.Strings(out)
		return out
	}
	for _, tc := range []struct {
		c    movegen.Color
		cell string
		want []string
	}{
		{movegen.White, "e4", []string{"d5", "d6", "d7", "d8", "e5", "e6", "e7", "e8", "f5", "f6", "f7", "f8"}},
		{movegen.White, "a6", []string{"a7", "a8", "b7", "b8"}},
		{movegen.Black, "h5", []string{"g1", "g2", "g3", "g4", "h1", "h2", "h3", "h4"}},
	} {
		cell, ok := tb.Cell(tc.cell)
		if !ok {
			t.Fatalf("no cell %s", tc.cell)
		}
		if got := names(stopperCells(tb, tc.c, pawn, cell)); !slices.Equal(got, tc.want) {
			t.Errorf("%v pawn on %s: stoppers %v, want %v", tc.c, tc.cell, got, tc.want)
		}
	}
}

// TestPassedPawns: a pawn with no enemy pawn ahead on its file or beside it gets the bonus; one that an enemy
// pawn can capture on its way does not, and neither gets anything with the weights off.
func TestPassedPawns(t *testing.T) {
	tb, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	w := DefaultWeights()
	w.VariantTerms = false
	w.PassedPawnMG, w.PassedPawnEG = 20, 100
	e := New(tb, w)
	off := New(tb, DefaultWeights())
	for _, tc := range []struct {
		fen            string
		wantMG, wantEG int // the sign of each: White's passed pawns minus Black's
	}{
		{"4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", 1, 1},
		{"4k3/8/3p4/8/4P3/8/8/4K3 w - - 0 1", 0, 0},  // each stops the other
		{"4k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1", 0, 0},  // e2 can take on d3, d5 on e4
		{"4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", -1, -1}, // both passed, Black's nearer to promotion
		{"4k3/4p3/8/8/8/8/P7/4K3 w - - 0 1", 0, 0},   // a2 and e7 equally far
		{"4k3/8/8/1p6/8/8/P7/4K3 w - - 0 1", 0, 0},   // b5 stops a2, a2 stops b5 (a3 takes on b4)
		{"4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", 0, 0},    // same file
		{"4k3/8/8/8/8/8/5p2/4K3 w - - 0 1", -1, -1},  // Black's pawn, one step from promotion
	} {
		p, err := movegen.NewPosition(tb, tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		mg, eg := e.passedPawns(p)
		if sign(mg) != tc.wantMG || sign(eg) != tc.wantEG {
			t.Errorf("%s: passed %d, %d; want signs %d, %d", tc.fen, mg, eg, tc.wantMG, tc.wantEG)
		}
		if mg, eg := off.passedPawns(p); mg != 0 || eg != 0 {
			t.Errorf("%s: the term is off by default, got %d, %d", tc.fen, mg, eg)
		}
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
