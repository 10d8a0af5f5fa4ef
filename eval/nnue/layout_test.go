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
						f, none := l.FactorsOf(l.Board(persp, pc, movegen.Cell(c), 0))
						if none != -1 {
							t.Fatalf("%s: a bucket factor %d without King buckets", name, none)
						}
						if f < 0 || f >= l.Factors() {
							t.Fatalf("%s: factor %d outside 0..%d", name, f, l.Factors()-1)
						}
						if o, ok := owner[f]; ok && o != [2]int{rel, typ} {
							t.Fatalf("%s: factor %d is shared by pieces %v and %v", name, f, o, [2]int{rel, typ})
						}
						owner[f] = [2]int{rel, typ}
					}
					if in, ok := l.Hand(persp, pc, 0, 0); ok {
						if f, _ := l.FactorsOf(in); f != -1 {
							t.Errorf("%s: hand input %d has factor %d", name, in, f)
						}
					}
				}
			}
		}
		if len(owner) != l.Factors() {
			t.Errorf("%s: %d factors used of %d", name, len(owner), l.Factors())
		}
	}
}

// TestKingBuckets: chess's board in 2x2 King buckets is four quarters (files a-d and e-h by ranks 1-4 and 5-8),
// each perspective's King chooses by its own view (Black's through the mirror, so a Black King on g8 is where a
// White King on g1 is), every input has one copy per bucket, and its factors are the piece's and its own in
// bucket 0. The map and the inputs enter the layout's hash, the pieces' hash stays the game's.
func TestKingBuckets(t *testing.T) {
	tb, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	plain := NewLayout(tb)
	l, err := plain.WithKingBuckets(tb, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if l.KingBuckets() != 4 || l.Inputs() != 4*768 || l.Factors() != 12+768 {
		t.Fatalf("2x2: %d buckets, %d inputs, %d factors; want 4, 3072, 780", l.KingBuckets(), l.Inputs(), l.Factors())
	}
	if l.Hash() == plain.Hash() || l.PieceHash() != plain.PieceHash() {
		t.Error("the King buckets must change the layout's hash and keep the pieces' hash")
	}
	cell := func(name string) movegen.Cell {
		c, ok := tb.Cell(name)
		if !ok {
			t.Fatalf("no cell %s", name)
		}
		return c
	}
	quarter := func(persp movegen.Color, name string) int { return l.KingBucket(persp, cell(name), true) }
	for _, c := range [][2]string{{"a1", "d4"}, {"e1", "h4"}, {"a5", "d8"}, {"e5", "h8"}} {
		if quarter(movegen.White, c[0]) != quarter(movegen.White, c[1]) {
			t.Errorf("%s and %s are in buckets %d and %d", c[0], c[1], quarter(movegen.White, c[0]), quarter(movegen.White, c[1]))
		}
	}
	seen := map[int]bool{}
	for _, name := range []string{"a1", "e1", "a5", "e5"} {
		seen[quarter(movegen.White, name)] = true
	}
	if len(seen) != 4 {
		t.Errorf("the four quarters share buckets: %v", seen)
	}
	if quarter(movegen.Black, "g8") != quarter(movegen.White, "g1") || quarter(movegen.Black, "b7") != quarter(movegen.White, "b2") {
		t.Error("Black's King does not choose its bucket through the mirror")
	}
	if l.KingBucket(movegen.White, cell("h8"), false) != 0 {
		t.Error("no King on the board is not bucket 0")
	}
	wp := movegen.MakePiece(movegen.White, tb.TypeOf("P"))
	kb := quarter(movegen.White, "g1")
	in := l.Board(movegen.White, wp, cell("e4"), kb)
	if want := kb*768 + plain.Board(movegen.White, wp, cell("e4"), 0); in != want {
		t.Errorf("input %d, want %d: the bucket's copy of the plain input", in, want)
	}
	piece, own := l.FactorsOf(in)
	if wantPiece, _ := plain.FactorsOf(plain.Board(movegen.White, wp, cell("e4"), 0)); piece != wantPiece {
		t.Errorf("piece factor %d, want %d", piece, wantPiece)
	}
	if own != 12+plain.Board(movegen.White, wp, cell("e4"), 0) {
		t.Errorf("bucket factor %d, want 12 + the plain input", own)
	}
	// The start position: each side's King on its first rank's e-file, both in the same bucket by their views.
	p := movegen.StartPosition(tb)
	if kb := l.PositionBuckets(p); kb[0] != kb[1] || kb[0] != quarter(movegen.White, "e1") {
		t.Errorf("start position buckets %v", kb)
	}
	for _, bad := range [][2]int{{0, 2}, {2, 0}, {9, 8}} {
		if _, err := plain.WithKingBuckets(tb, bad[0], bad[1]); err == nil {
			t.Errorf("%dx%d accepted", bad[0], bad[1])
		}
	}
	if one, err := l.WithKingBuckets(tb, 1, 1); err != nil || one.Hash() != plain.Hash() || one.Inputs() != 768 || one.KingMap() != nil {
		t.Error("1x1 King buckets are not the plain layout")
	}
	if again, err := l.WithKingBuckets(tb, 2, 2); err != nil || again.Hash() != l.Hash() {
		t.Error("King buckets set again on a layout that has them are not the same")
	}
}
