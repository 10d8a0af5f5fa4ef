package variants

// TwoLevelHex builds the board of Gilman's two-level games for parameter p (p = 3: Star of David 2 Level, 10x11
// grid, 110 cells; p = 4: Megastar of David, 13x14 grid, 182 cells). Lattice coordinates are axial (q, r) with
// level 0 = upper and 1 = lower. The grid embedding is the translation of docs/rules/star-of-david-2-level.md §1.3: a
// grid square (F, R) is on the upper level iff F+R >= 3p+2, with q = F-2p, s = R-(2p+2) there and q = F-p, s = R-(p+1)
// on the lower level (r = -q-s). The grid has no holes.
func TwoLevelHex(p int) *Board {
	files, ranks := 3*p+1, 3*p+2
	b := newBoard(files, ranks,
		func(f, rank int) (Coord, bool) {
			var q, s, level int
			if f+rank >= 3*p+2 {
				q, s, level = f-2*p, rank-(2*p+2), 0
			} else {
				q, s, level = f-p, rank-(p+1), 1
			}
			return Coord{q, -q - s, level}, true
		},
		func(c Coord) (int, int, int, int) {
			// Flat-topped hexes: a file is a column; one step along a file moves a full row, a step to the next
			// file half a row. Up the board is r decreasing.
			return -(2*c.Y + c.X), c.X, c.Level, mod(c.X-c.Y, 3)
		})
	for i := range b.Cells {
		if !b.IsDrum(i) {
			b.Cells[i].EmptyMark = ':'
		}
	}
	return b
}

// Axial hex directions of the two-level games (docs/rules/star-of-david-2-level.md §1.1), anticlockwise.
var (
	// AxialOrth are the 6 edge neighbours O0..O5.
	AxialOrth = []Vec{{1, 0, false}, {1, -1, false}, {0, -1, false}, {-1, 0, false}, {-1, 1, false}, {0, 1, false}}
	// AxialDiag are the 6 hex-diagonal (root-3) steps D0..D5, D(i) = O(i) + O(i+1).
	AxialDiag = []Vec{{2, -1, false}, {1, -2, false}, {-1, -1, false}, {-2, 1, false}, {-1, 2, false}, {1, 1, false}}
	// Vertical is the level change on the same column.
	Vertical = Vec{0, 0, true}
)

// IsDrum reports whether a cell's column exists on both levels (the Drum of the two-level games).
func (b *Board) IsDrum(i int) bool {
	_, ok := b.Step(i, Vertical)
	return ok
}
