package variants

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// twoLevelSpec is what the rules files say about one board size, for the geometry tests.
type twoLevelSpec struct {
	p                        int
	levelMap                 string
	upperNames, lowerNames   string
	drumColumns              string
	cellsPerLevel, drumCells int // §1.2 tables
	columns                  int
	knightBindings           []int // Drum columns per Knight binding (q mod 2, r mod 2), sorted
	cornerColours            []int // cells per colour (q - r) mod 3 in each corner, sorted
}

var twoLevelSpecs = []twoLevelSpec{
	{p: 3, levelMap: sd2lLevelMap, upperNames: sd2lUpperNames, lowerNames: sd2lLowerNames, drumColumns: sd2lDrumColumns,
		cellsPerLevel: 55, drumCells: 74, columns: 73, knightBindings: []int{7, 10, 10, 10}, cornerColours: []int{2, 2, 2}},
	{p: 4, levelMap: megastarLevelMap, upperNames: megastarUpperNames, lowerNames: megastarLowerNames,
		drumColumns: megastarDrumColumns, cellsPerLevel: 91, drumCells: 122, columns: 121,
		knightBindings: []int{14, 14, 14, 19}, cornerColours: []int{3, 3, 4}},
}

// TestTwoLevelCellSets checks §1.2 of both docs/rules files: the two triangles, the Drum as their overlap, the counts,
// the corners and the colour and Knight bindings.
func TestTwoLevelCellSets(t *testing.T) {
	for _, spec := range twoLevelSpecs {
		p := spec.p
		b := TwoLevelHex(p)
		if len(b.Cells) != 2*spec.cellsPerLevel {
			t.Errorf("p=%d: %d cells, want %d", p, len(b.Cells), 2*spec.cellsPerLevel)
		}
		perLevel, drum := [2]int{}, 0
		columns := map[[2]int]bool{}
		bindings := map[[2]int]int{}
		corners := map[string][]int{}
		for i, c := range b.Cells {
			q, r, lev := c.Coord.X, c.Coord.Y, c.Coord.Level
			s := -q - r
			perLevel[lev]++
			columns[[2]int{q, r}] = true
			inUpper := q <= p && r <= p && s <= p
			inLower := q >= -p && r >= -p && s >= -p
			if (lev == 0 && !inUpper) || (lev == 1 && !inLower) {
				t.Errorf("p=%d: cell %s (%d,%d) level %d is outside its triangle", p, c.Name, q, r, lev)
			}
			wantDrum := max(abs(q), abs(r), abs(s)) <= p
			if b.IsDrum(i) != wantDrum {
				t.Errorf("p=%d: %s IsDrum %v, want %v", p, c.Name, b.IsDrum(i), wantDrum)
			}
			if wantDrum {
				drum++
				if lev == 0 {
					bindings[[2]int{mod(q, 2), mod(r, 2)}]++
				}
			} else {
				corner := [2]string{"upper", "lower"}[lev] + map[bool]string{true: " q", false: ""}[abs(q) > p] +
					map[bool]string{true: " r", false: ""}[abs(r) > p] + map[bool]string{true: " s", false: ""}[abs(s) > p]
				for len(corners[corner]) < 3 {
					corners[corner] = append(corners[corner], 0)
				}
				corners[corner][mod(q-r, 3)]++
			}
			if c.Shade != mod(q-r, 3) {
				t.Errorf("p=%d: %s shade %d, want colour (q-r) mod 3 = %d", p, c.Name, c.Shade, mod(q-r, 3))
			}
			if c.Panel != lev {
				t.Errorf("p=%d: %s drawn in panel %d, want its level %d", p, c.Name, c.Panel, lev)
			}
			if wantMark := map[bool]byte{true: 0, false: ':'}[wantDrum]; c.EmptyMark != wantMark {
				t.Errorf("p=%d: %s empty mark %q, want %q", p, c.Name, c.EmptyMark, wantMark)
			}
		}
		if perLevel != [2]int{spec.cellsPerLevel, spec.cellsPerLevel} || drum != spec.drumCells ||
			len(columns) != spec.columns {
			t.Errorf("p=%d: %v cells per level, %d Drum cells, %d columns; want %d, %d, %d", p, perLevel, drum,
				len(columns), spec.cellsPerLevel, spec.drumCells, spec.columns)
		}
		var got []int
		for _, n := range bindings {
			got = append(got, n)
		}
		slices.Sort(got)
		if !slices.Equal(got, spec.knightBindings) {
			t.Errorf("p=%d: Drum columns per Knight binding %v, want %v", p, got, spec.knightBindings)
		}
		if len(corners) != 6 {
			t.Errorf("p=%d: corners %v, want 3 per level", p, corners)
		}
		for name, colours := range corners {
			c := slices.Clone(colours)
			slices.Sort(c)
			if !slices.Equal(c, spec.cornerColours) {
				t.Errorf("p=%d: corner %s has %v cells per colour, want %v", p, name, colours, spec.cornerColours)
			}
		}
	}
}

// TestTwoLevelLevelMap checks the grid embedding square by square against the level map of §1.3.
func TestTwoLevelLevelMap(t *testing.T) {
	for _, spec := range twoLevelSpecs {
		b := TwoLevelHex(spec.p)
		lines := strings.Split(strings.TrimRight(spec.levelMap, "\n"), "\n")
		ranks := lines[:len(lines)-1]
		if len(ranks) != b.Ranks || len(strings.Fields(lines[len(lines)-1])) != b.Files {
			t.Fatalf("p=%d: board %dx%d, level map %d ranks", spec.p, b.Files, b.Ranks, len(ranks))
		}
		for _, line := range ranks {
			f := strings.Fields(line)
			rank, _ := strconv.Atoi(f[0])
			for file, mark := range f[1:] {
				i, ok := b.Grid(file, rank)
				if !ok {
					t.Errorf("p=%d: no cell on grid %s", spec.p, SquareName(file, rank))
					continue
				}
				wantLevel := map[string]int{"U": 0, "u": 0, "L": 1, "l": 1}[mark]
				wantDrum := mark == "U" || mark == "L"
				if c := b.Cells[i]; c.Coord.Level != wantLevel || b.IsDrum(i) != wantDrum {
					t.Errorf("p=%d: %s is level %d, Drum %v; the level map says %s", spec.p, c.Name, c.Coord.Level,
						b.IsDrum(i), mark)
				}
			}
		}
	}
}

var gridName = regexp.MustCompile(`[a-m][0-9]+`)

// TestTwoLevelNamePictures checks the grid-name pictures of §1.3: every cell of a level appears once, in the hex
// file (picture column, 4 characters per file) and on the picture row where the board puts it.
func TestTwoLevelNamePictures(t *testing.T) {
	for _, spec := range twoLevelSpecs {
		b := TwoLevelHex(spec.p)
		for level, pic := range []string{spec.upperNames, spec.lowerNames} {
			qMin := []int{-2 * spec.p, -spec.p}[level]
			seen := map[string]bool{}
			rowPlusLine := 0
			for li, line := range strings.Split(strings.TrimRight(pic, "\n"), "\n") {
				if strings.HasPrefix(line, "q:") {
					continue
				}
				for _, loc := range gridName.FindAllStringIndex(line, -1) {
					name := line[loc[0]:loc[1]]
					i, ok := b.Lookup(name)
					if !ok {
						t.Errorf("p=%d: no cell %s", spec.p, name)
						continue
					}
					c := b.Cells[i]
					wantQ := qMin + loc[0]/4
					if c.Coord.Level != level || c.Coord.X != wantQ || c.Col != wantQ {
						t.Errorf("p=%d: %s is level %d q=%d (column %d); the picture puts it on level %d, q=%d",
							spec.p, name, c.Coord.Level, c.Coord.X, c.Col, level, wantQ)
					}
					if len(seen) == 0 {
						rowPlusLine = c.Row + li
					} else if c.Row+li != rowPlusLine {
						t.Errorf("p=%d: %s is drawn on row %d, out of line with the picture", spec.p, name, c.Row)
					}
					if seen[name] {
						t.Errorf("p=%d: %s twice in the picture", spec.p, name)
					}
					seen[name] = true
				}
			}
			if len(seen) != spec.cellsPerLevel {
				t.Errorf("p=%d level %d: picture has %d names, want %d", spec.p, level, len(seen), spec.cellsPerLevel)
			}
		}
	}
}

// TestTwoLevelDrumColumns checks the Drum columns table of §1.3: each column's upper and lower cell, one vertical
// step apart, in the hex file q, from the file's lowest Drum cell upward.
func TestTwoLevelDrumColumns(t *testing.T) {
	for _, spec := range twoLevelSpecs {
		b := TwoLevelHex(spec.p)
		n := 0
		for _, line := range strings.Split(strings.TrimSpace(spec.drumColumns), "\n") {
			f := strings.Fields(line)
			q, _ := strconv.Atoi(f[0])
			for k, pair := range f[1:] {
				names := strings.Split(pair, "/")
				up, lo := b.MustCell(names[0]), b.MustCell(names[1])
				cu, cl := b.Cells[up].Coord, b.Cells[lo].Coord
				// Listed up the file from its lowest Drum cell: s increases by 1 from max(-p, -p-q).
				wantS := max(-spec.p, -spec.p-q) + k
				if cu.Level != 0 || cl.Level != 1 || cu.X != q || cl.X != q || cu.Y != cl.Y || -cu.X-cu.Y != wantS {
					t.Errorf("p=%d: column %s: upper %v, lower %v; want q=%d, s=%d", spec.p, pair, cu, cl, q, wantS)
				}
				if v, ok := b.Step(up, Vertical); !ok || v != lo {
					t.Errorf("p=%d: the vertical step from %s does not reach %s", spec.p, names[0], names[1])
				}
				if v, ok := b.Step(lo, Vertical); !ok || v != up {
					t.Errorf("p=%d: the vertical step from %s does not reach %s", spec.p, names[1], names[0])
				}
				n++
			}
		}
		if n != spec.drumCells/2 {
			t.Errorf("p=%d: table lists %d Drum columns, want %d", spec.p, n, spec.drumCells/2)
		}
	}
}

// TestTwoLevelDirections checks the direction tables of §1.1: D(i) = O(i) + O(i+1), and the grid offsets of §1.3
// (same-level vector (dq, dr) = grid offset (dq, -dq-dr)) from the centre cell of the upper level, g8 / i10.
func TestTwoLevelDirections(t *testing.T) {
	for i := range 6 {
		if sum := AxialOrth[i].Plus(AxialOrth[(i+1)%6]); sum != AxialDiag[i] {
			t.Errorf("O%d + O%d = %v, D%d = %v", i, (i+1)%6, sum, i, AxialDiag[i])
		}
	}
	grid := map[string][][2]int{
		"orth": {{+1, -1}, {+1, 0}, {0, +1}, {-1, +1}, {-1, 0}, {0, -1}},
		"diag": {{+2, -1}, {+1, +1}, {-1, +2}, {-2, +1}, {-1, -1}, {+1, -2}},
	}
	for _, spec := range twoLevelSpecs {
		b := TwoLevelHex(spec.p)
		centre := b.MustCell(map[int]string{3: "g8", 4: "i10"}[spec.p])
		c := b.Cells[centre]
		for kind, dirs := range map[string][]Vec{"orth": AxialOrth, "diag": AxialDiag} {
			for i, v := range dirs {
				to, ok := b.Step(centre, v)
				want, _ := b.Grid(c.File+grid[kind][i][0], c.Rank+grid[kind][i][1])
				if !ok || to != want {
					t.Errorf("p=%d: %s %d from %s reaches %s, want %s", spec.p, kind, i, c.Name, b.Cells[to].Name,
						b.Cells[want].Name)
				}
			}
		}
	}
}

// TestTwoLevelPawnCells checks the double-step and promotion cells computed from the start positions and the Drum
// against the explicit lists of §5 of the docs/rules files.
func TestTwoLevelPawnCells(t *testing.T) {
	cases := []struct {
		variant         string
		double, promote [2]string
	}{
		{"cohen-sd2l",
			[2]string{"c2 e1 g6", "c7 e6 g10"},
			[2]string{"g4 f5 e6 a7 b7 c7 d7 j8 i9 h10 d11 e11 f11 g11", "d1 e1 f1 g1 c2 b3 a4 g5 h5 i5 j5 f6 e7 d8"}},
		{"sling-sd2l",
			[2]string{"", ""},
			[2]string{"g4 f5 e6 a7 b7 c7 d7 j8 i9 h10 d11 e11 f11 g11", "d1 e1 f1 g1 c2 b3 a4 g5 h5 i5 j5 f6 e7 d8"}},
		{"megastar",
			[2]string{"a5 b4 c4 d3 e3 f2 f9 g2 g9 h1 h8 i8 j7 k7 l6 m6",
				"a9 b9 c8 d8 e7 f14 f7 g13 g6 h13 h6 i12 j12 k11 l11 m10"},
			[2]string{"i5 h6 g7 f8 a9 b9 c9 d9 e9 m10 l11 k12 j13 e14 f14 g14 h14 i14",
				"e1 f1 g1 h1 i1 d2 c3 b4 a5 i6 j6 k6 l6 m6 h7 g8 f9 e10"}},
	}
	for _, c := range cases {
		v := Builtin(c.variant)
		pawn := v.Pieces[v.PieceIndex("P")]
		for colour := range 2 {
			var double []string
			for name, n := range pawn.Atoms[0].Steps[colour] {
				if n != 2 {
					t.Errorf("%s: %d steps from %s", c.variant, n, name)
				}
				double = append(double, name)
			}
			if !sameNames(double, strings.Fields(c.double[colour])) {
				t.Errorf("%s colour %d: double steps from %v, want %s", c.variant, colour, double, c.double[colour])
			}
			if got := v.Rules.Promotion.Cells[colour]; !sameNames(got, strings.Fields(c.promote[colour])) {
				t.Errorf("%s colour %d: promotion cells %v, want %s", c.variant, colour, got, c.promote[colour])
			}
		}
	}
}

func sameNames(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
