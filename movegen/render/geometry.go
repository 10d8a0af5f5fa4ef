package render

import "sennight/variants"

// Geometry is a board's picture without pieces or marks, for a program that draws its own pieces on the board
// (the browser GUI): the cells in the same places, shapes and colours as Board draws them, and the board's
// decoration (coordinates, level titles, the other level's outlines). It comes from the same frame as Board, so
// the two pictures cannot disagree.
type Geometry struct {
	W, H       float64
	Unit       float64 // a cell's size: a hexagon's circumradius, or half a square's side
	Square     bool    // square cells (else flat-topped hexagons)
	Cells      []Shape // per cell index: its outline (Points), centre (Center) and board colour (Fill)
	Decoration []Shape // coordinates, level titles and outlines, in drawing order
}

// BoardGeometry lays out a board as Board does, without a position.
func BoardGeometry(b *variants.Board) Geometry {
	f := newFrame(b)
	g := Geometry{W: f.boardW(), H: f.boardBottom() + margin, Unit: unit, Square: f.square}
	var cells Scene
	drawCells(&cells, b, f) // one polygon per cell, in cell order
	g.Cells = cells.Shapes
	for i := range g.Cells {
		g.Cells[i].Center = f.centers[i]
	}
	var deco Scene
	if f.panels > 1 {
		drawLevels(&deco, b, f)
	}
	coordinates(&deco, b, f)
	g.Decoration = deco.Shapes
	return g
}
