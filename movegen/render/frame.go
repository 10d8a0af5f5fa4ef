package render

import (
	"math"

	"sennight/variants"
)

// unit is the size of one cell in pixels: a hexagon's circumradius, or half a square's side.
const unit = 26.0

// margin around the board, room for the coordinates.
const margin = 1.6 * unit

// frame places a board's cells in the picture. Each cell goes to its place in the board's picture layout
// (variants.Cell Row, Col and Panel): hex rows are half a cell high (a flat-topped hexagon of circumradius unit is
// sqrt(3)*unit high) and hex columns three quarters of a cell wide, so neighbours touch edge to edge; a board
// drawn in rows (variants.Board.Rows) has pointy-topped hexagons, rows 1.5 units apart and columns half a cell
// wide; square boards are squares. Panels (the levels of a two-level board) stand side by side, upper level first, each in a frame as
// wide as all panels' cells together, so a column is at the same place in every panel.
type frame struct {
	square, rows           bool
	panels                 int
	minX, minY, maxX, maxY float64 // extent of the cell centres in panel coordinates
	halfX, halfY           float64 // half a cell's extent around its centre
	top, panelW, gap       float64
	centers                []Point // per cell, in the picture
}

func newFrame(b *variants.Board) *frame {
	f := &frame{square: isSquare(b), rows: b.Rows, halfX: unit, halfY: unit, gap: 2 * margin,
		minX: math.Inf(1), minY: math.Inf(1), maxX: math.Inf(-1), maxY: math.Inf(-1)}
	switch {
	case f.rows:
		f.halfX = math.Sqrt(3) / 2 * unit
	case !f.square:
		f.halfY = math.Sqrt(3) / 2 * unit
	}
	for _, c := range b.Cells {
		pt := f.local(c)
		f.minX, f.minY, f.maxX, f.maxY = min(f.minX, pt.X), min(f.minY, pt.Y), max(f.maxX, pt.X), max(f.maxY, pt.Y)
		f.panels = max(f.panels, c.Panel+1)
	}
	f.top = margin
	if f.panels > 1 {
		f.top += unit // room for the level titles
	}
	f.panelW = f.maxX - f.minX + 2*f.halfX
	f.centers = make([]Point, len(b.Cells))
	for i, c := range b.Cells {
		f.centers[i] = f.in(c.Panel, c)
	}
	return f
}

// isSquare reports a square board: its picture rows and columns are its ranks and files (the test Picture uses).
func isSquare(b *variants.Board) bool {
	for _, c := range b.Cells {
		if c.Row != c.Rank || c.Col != c.File {
			return false
		}
	}
	return true
}

// local is a cell's centre in panel coordinates (y up is negative, as on the picture).
func (f *frame) local(c variants.Cell) Point {
	switch {
	case f.square:
		return Point{float64(c.Col) * 2 * unit, -float64(c.Row) * 2 * unit}
	case f.rows:
		return Point{float64(c.Col) * math.Sqrt(3) / 2 * unit, -float64(c.Row) * 1.5 * unit}
	}
	return Point{float64(c.Col) * 1.5 * unit, -float64(c.Row) * math.Sqrt(3) / 2 * unit}
}

// origin is where a panel's coordinate origin lies in the picture.
func (f *frame) origin(panel int) Point {
	return Point{margin + f.halfX - f.minX + float64(panel)*(f.panelW+f.gap), f.top + f.halfY - f.minY}
}

// in is the picture position of cell c's column drawn in a panel (its own or, for outlines, another one).
func (f *frame) in(panel int, c variants.Cell) Point {
	o, pt := f.origin(panel), f.local(c)
	return Point{o.X + pt.X, o.Y + pt.Y}
}

// boardW is the width of the board's part of the picture, margins included.
func (f *frame) boardW() float64 {
	return 2*margin + float64(f.panels)*f.panelW + float64(f.panels-1)*f.gap
}

// boardBottom is where the lowest cells end.
func (f *frame) boardBottom() float64 { return f.top + f.maxY - f.minY + 2*f.halfY }

// shape is the outline of a cell centred on a point: a flat-topped hexagon (pointy-topped on a board drawn in
// rows) or a square.
func (f *frame) shape(center Point) []Point {
	if f.square {
		h := f.halfX
		return []Point{{center.X - h, center.Y - h}, {center.X + h, center.Y - h},
			{center.X + h, center.Y + h}, {center.X - h, center.Y + h}}
	}
	turn := 0.0
	if f.rows {
		turn = math.Pi / 6
	}
	pts := make([]Point, 6)
	for k := range 6 {
		a := math.Pi/3*float64(k) + turn
		pts[k] = Point{center.X + unit*math.Cos(a), center.Y + unit*math.Sin(a)}
	}
	return pts
}
