// Package variants reads the games sennight plays from variant files (docs/variant-files.md): the built-in games
// are such files, embedded from games/, and more are loaded at run time. Parse turns a file into a Variant: board
// geometry, piece movement as atoms, the start position, named rule switches, XBoard hosting and evaluation values.
// Go keeps only the mechanisms the files name (lattices, vector families, atom kinds, rule switches). Nothing here
// is fast; package movegen builds a Variant's lookup tables once and keeps the registry of loaded games.
package variants

import "fmt"

// Coord is a lattice position. X and Y are the lattice coordinates of the board (axial hex coordinates, or file and
// rank on a square board); Level is 0 or 1 on two-level boards and always 0 elsewhere.
type Coord struct {
	X, Y, Level int
}

// Vec is a lattice step. Flip changes the level (0 <-> 1) on two-level boards; there are only two levels, so a
// level change is a flip rather than an addition.
type Vec struct {
	DX, DY int
	Flip   bool
}

// Add returns c moved by v.
func (c Coord) Add(v Vec) Coord {
	l := c.Level
	if v.Flip {
		l = 1 - l
	}
	return Coord{c.X + v.DX, c.Y + v.DY, l}
}

// Scale returns v repeated k times (the level flip is not scaled: it is a property of the whole step).
func (v Vec) Scale(k int) Vec { return Vec{v.DX * k, v.DY * k, v.Flip} }

// Plus adds two in-plane vectors; the result flips the level if exactly one of them does.
func (v Vec) Plus(w Vec) Vec { return Vec{v.DX + w.DX, v.DY + w.DY, v.Flip != w.Flip} }

// Neg returns the opposite step.
func (v Vec) Neg() Vec { return Vec{-v.DX, -v.DY, v.Flip} }

// Cell is one cell of a board, with everything the engine needs to name and draw it.
type Cell struct {
	Coord Coord
	File  int    // grid file, 0-based (a = 0)
	Rank  int    // grid rank, 1-based as in the cell name
	Name  string // grid name: file letter and rank number, e.g. "e10"
	Shade int    // board colour used for drawing (0..2 on hex boards, 0..1 on square boards)
	Row   int    // picture row (larger is higher up)
	Col   int    // picture column
	Panel int    // picture panel (the level on two-level boards, drawn side by side)
	// EmptyMark draws the cell when it is empty; 0 means '.'. The two-level boards mark their single-level cells
	// ':' as the rules files' diagrams do, so the Drum stands out.
	EmptyMark byte
}

// Board is a set of cells embedded in a rectangular grid of Files x Ranks squares; grid squares that are not cells
// are holes. Cells are numbered densely in grid order (rank 1 first, files a.. within a rank).
type Board struct {
	Files, Ranks int
	Cells        []Cell
	byCoord      map[Coord]int
	byGrid       []int // (rank-1)*Files+file -> cell index or -1
	// byName, when set, maps the cells' own names (a game's standard names, not grid names) to cell indexes.
	byName map[string]int
	// Rows: a hex board drawn with pointy-top cells in horizontal rows (Brusky, De Vasa): a cell's Row is its rank
	// and its Col counts half cell widths. Otherwise hex cells are flat-top in vertical files (Col the file, Row
	// counting half cell heights).
	Rows bool
}

// MaxCells is the largest board the engine supports: a cell index must fit in a byte.
const MaxCells = 256

// newBoard builds a board from a predicate over grid squares. cellAt maps a grid square (file 0-based, rank 1-based)
// to its lattice coordinate and reports whether the square is a cell.
func newBoard(files, ranks int, cellAt func(file, rank int) (Coord, bool), layout func(c Coord) (row, col, panel, shade int)) *Board {
	b := &Board{Files: files, Ranks: ranks, byCoord: map[Coord]int{}, byGrid: make([]int, files*ranks)}
	for rank := 1; rank <= ranks; rank++ {
		for file := 0; file < files; file++ {
			b.byGrid[(rank-1)*files+file] = -1
			c, ok := cellAt(file, rank)
			if !ok {
				continue
			}
			if _, dup := b.byCoord[c]; dup {
				panic(fmt.Sprintf("variants: two grid squares map to lattice %v", c))
			}
			row, col, panel, shade := layout(c)
			idx := len(b.Cells)
			b.Cells = append(b.Cells, Cell{Coord: c, File: file, Rank: rank, Name: SquareName(file, rank),
				Shade: shade, Row: row, Col: col, Panel: panel})
			b.byCoord[c] = idx
			b.byGrid[(rank-1)*files+file] = idx
		}
	}
	if len(b.Cells) > MaxCells {
		panic("variants: board has more than 256 cells")
	}
	return b
}

// SquareName is the grid name of a square: file letter plus 1-based rank.
func SquareName(file, rank int) string { return fmt.Sprintf("%c%d", 'a'+file, rank) }

// At returns the cell index at a lattice coordinate.
func (b *Board) At(c Coord) (int, bool) {
	i, ok := b.byCoord[c]
	return i, ok
}

// Step returns the cell reached from cell i by v.
func (b *Board) Step(i int, v Vec) (int, bool) { return b.At(b.Cells[i].Coord.Add(v)) }

// Grid returns the cell on a grid square (file 0-based, rank 1-based), or false for a hole or a square off the grid.
func (b *Board) Grid(file, rank int) (int, bool) {
	if file < 0 || file >= b.Files || rank < 1 || rank > b.Ranks {
		return 0, false
	}
	i := b.byGrid[(rank-1)*b.Files+file]
	return i, i >= 0
}

// Lookup returns the cell with a name such as "e4" or "a10": the grid name, or the board's own cell name where it
// has its own names (GridNamed is false).
func (b *Board) Lookup(name string) (int, bool) {
	if b.byName != nil {
		i, ok := b.byName[name]
		return i, ok
	}
	file, rank, ok := ParseSquare(name)
	if !ok {
		return 0, false
	}
	return b.Grid(file, rank)
}

// ParseSquare splits a grid name into a 0-based file and a 1-based rank. It accepts only a lower-case file letter
// and a decimal rank without leading zero.
func ParseSquare(s string) (file, rank int, ok bool) {
	if len(s) < 2 || len(s) > 3 || s[0] < 'a' || s[0] > 'z' || s[1] < '1' || s[1] > '9' {
		return 0, 0, false
	}
	rank = int(s[1] - '0')
	if len(s) == 3 {
		if s[2] < '0' || s[2] > '9' {
			return 0, 0, false
		}
		rank = rank*10 + int(s[2]-'0')
	}
	return int(s[0] - 'a'), rank, true
}

// GridNamed reports whether the cells are named by their grid squares (file letter a.., rank 1..). Boards with
// their own names (Gliński's a-l without j, ranks counted from each file's first cell) need a translation to grid
// squares wherever a grid is shown (XBoard); GridName gives it.
func (b *Board) GridNamed() bool { return b.byName == nil }

// GridName returns the grid square name of cell i.
func (b *Board) GridName(i int) string { return SquareName(b.Cells[i].File, b.Cells[i].Rank) }

// renameCells gives the cells their own names: file letters from letters (one per grid file), ranks counted from
// each file's lowest cell (perFile) or the grid ranks. It fails if names repeat.
func (b *Board) renameCells(letters string, perFile bool) error {
	lowest := make([]int, b.Files)
	for f := range lowest {
		lowest[f] = 1
		if perFile {
			for r := 1; r <= b.Ranks; r++ {
				if _, ok := b.Grid(f, r); ok {
					lowest[f] = r
					break
				}
			}
		}
	}
	names := map[string]int{}
	for i := range b.Cells {
		c := &b.Cells[i]
		name := fmt.Sprintf("%c%d", letters[c.File], c.Rank-lowest[c.File]+1)
		if _, dup := names[name]; dup {
			return fmt.Errorf("two cells are named %s", name)
		}
		names[name] = i
		c.Name = name
	}
	b.byName = names
	return nil
}

// MustCell returns the cell index of a grid name and panics if the board has no such cell; it is for variant data,
// where a wrong name is a programming error.
func (b *Board) MustCell(name string) int {
	i, ok := b.Lookup(name)
	if !ok {
		panic("variants: no cell " + name)
	}
	return i
}

// HexGrid builds a hex board embedded in the axial grid used by Shafran and Starchess: lattice coordinate = (file,
// rank), edge neighbours are (0,±1), (±1,0), (+1,+1), (-1,-1). The picture puts cell (f, r) at half-height 2r-f.
func HexGrid(files, ranks int, isCell func(file, rank int) bool) *Board {
	return newBoard(files, ranks,
		func(f, r int) (Coord, bool) { return Coord{f, r, 0}, isCell(f, r) },
		func(c Coord) (int, int, int, int) { return 2*c.Y - c.X, c.X, 0, mod(c.X+c.Y, 3) })
}

// HexRowsGrid is HexGrid drawn with pointy-top cells in horizontal rows: the step (1,0) goes right along a row,
// (0,1) up-left and (1,1) up-right, so cell (f, r) is drawn in row r at half-width column 2f-r.
func HexRowsGrid(files, ranks int, isCell func(file, rank int) bool) *Board {
	b := newBoard(files, ranks,
		func(f, r int) (Coord, bool) { return Coord{f, r, 0}, isCell(f, r) },
		func(c Coord) (int, int, int, int) { return c.Y, 2*c.X - c.Y, 0, mod(c.X+c.Y, 3) })
	b.Rows = true
	return b
}

// squareBoard builds a square-lattice board with holes where isCell is false.
func squareBoard(files, ranks int, isCell func(file, rank int) bool) *Board {
	return newBoard(files, ranks,
		func(f, r int) (Coord, bool) { return Coord{f, r, 0}, isCell(f, r) },
		func(c Coord) (int, int, int, int) { return c.Y, c.X, 0, (c.X + c.Y + 1) % 2 })
}

func mod(a, m int) int { return ((a % m) + m) % m }
