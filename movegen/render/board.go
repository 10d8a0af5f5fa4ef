package render

import (
	"fmt"
	"image/color"
	"strings"

	"sennight/movegen"
	"sennight/variants"
)

// Options say what to draw besides the board and its pieces.
type Options struct {
	Last    []movegen.Cell // cells of the last move (from, victim, to), highlighted
	Targets []movegen.Cell // target cells, marked with a dot (a ring around a piece)
	From    []movegen.Cell // the cells whose moves the targets are, tinted
	Names   bool           // write every empty cell's name in it
	Caption string         // a line under the board; empty: the game and the side to move
}

// Palettes: three shades for hex cells (edge neighbours always differ), two for squares. The second level of a
// two-level board is drawn in a cooler tint, so the two pictures cannot be mistaken for each other; a level's
// single-level cells (outside the Drum) are paler, as the rule pages set them apart.
var (
	hexShades = [2][3]color.NRGBA{{rgb(0xf2dfbf), rgb(0xd8b67f), rgb(0xb58a50)},
		{rgb(0xdce6ee), rgb(0xa9bfd2), rgb(0x7d9ab4)}}
	squareShades = [2]color.NRGBA{rgb(0xb58863), rgb(0xf0d9b5)} // shade 0 is a1's: dark, as in Chess
	lineColour   = rgb(0x5a4630)
	ghostColour  = rgb(0x9a9a9a)
	labelColour  = rgb(0x404040)
	nameColour   = rgb(0x3d3226)
	lastColour   = color.NRGBA{255, 214, 0, 150}
	fromColour   = color.NRGBA{60, 190, 90, 120}
	targetColour = rgb(0x1f9d3a)
	whiteFill    = rgb(0xfcfcf8)
	blackFill    = rgb(0x262626)
)

// Board lays out a position as a Scene: every cell in the board's real shape (see frame), file letters and rank
// numbers along the edges, the pieces as discs with their FEN letters, and the marks of opts. Pieces in hand
// (Starchess's placement phase) are drawn beside the board.
func Board(p *movegen.Position, opts Options) *Scene {
	t := p.Tables()
	b := t.Variant.Board
	f := newFrame(b)
	s := &Scene{W: f.boardW(), H: f.boardBottom() + margin + 0.9*unit}
	var hand *handArea
	if p.HandTotal(movegen.White)+p.HandTotal(movegen.Black) > 0 {
		hand = &handArea{x: s.W - margin/2, top: f.top, bottom: f.boardBottom()}
		s.W += float64(handColumns(p, hand.rows()))*handStep + unit
	}
	if f.panels > 1 {
		drawLevels(s, b, f)
	}
	drawCells(s, b, f)
	for _, c := range opts.Last {
		s.add(Shape{Kind: Polygon, Points: f.shape(f.centers[c]), Fill: lastColour, Class: "mark"})
	}
	for _, c := range opts.From {
		s.add(Shape{Kind: Polygon, Points: f.shape(f.centers[c]), Fill: fromColour, Class: "mark"})
	}
	coordinates(s, b, f)
	drawContents(s, p, f, opts)
	if hand != nil {
		hand.draw(s, p)
	}
	caption := opts.Caption
	if caption == "" {
		side := p.Side().String()
		caption = fmt.Sprintf("%s: %s to move", t.Variant.Title, strings.ToUpper(side[:1])+side[1:])
	}
	s.add(Shape{Kind: Text, Center: Point{s.W / 2, s.H - 0.6*unit}, Str: caption, Size: 0.55 * unit,
		Fill: labelColour, Class: "caption"})
	return s
}

// drawLevels titles each level of a two-level board and outlines, dashed, the other level's cells that this level
// lacks: each picture then shows the whole star, as the rule pages mark the areas that exist only on the other
// level.
func drawLevels(s *Scene, b *variants.Board, f *frame) {
	has := map[[3]int]bool{} // (panel, row, col) of every cell
	for _, c := range b.Cells {
		has[[3]int{c.Panel, c.Row, c.Col}] = true
	}
	for pn := range f.panels {
		drawn := map[[2]int]bool{}
		for _, c := range b.Cells {
			key := [2]int{c.Row, c.Col}
			if c.Panel == pn || has[[3]int{pn, c.Row, c.Col}] || drawn[key] {
				continue
			}
			drawn[key] = true
			s.add(Shape{Kind: Polygon, Points: f.shape(f.in(pn, c)), Stroke: ghostColour, Width: 1, Dashed: true,
				Class: "ghost"})
		}
		title := "upper level"
		if pn > 0 {
			title = "lower level"
		}
		s.add(Shape{Kind: Text, Center: Point{f.origin(pn).X + (f.minX+f.maxX)/2, f.top - 0.6*unit}, Str: title,
			Size: 0.62 * unit, Bold: true, Fill: labelColour, Class: "label"})
	}
}

// drawCells draws every cell in its board colour, one polygon per cell in cell order.
func drawCells(s *Scene, b *variants.Board, f *frame) {
	for i, c := range b.Cells {
		var fill color.NRGBA
		if f.square {
			fill = squareShades[c.Shade%2]
		} else {
			fill = hexShades[min(c.Panel, 1)][c.Shade%3]
			if c.EmptyMark != 0 {
				fill = blend(fill, 0.55)
			}
		}
		s.add(Shape{Kind: Polygon, Points: f.shape(f.centers[i]), Fill: fill, Stroke: lineColour, Width: 1,
			Class: "cell"})
	}
}

// drawContents draws the pieces, the names of empty cells if asked, and the target marks.
func drawContents(s *Scene, p *movegen.Position, f *frame, opts Options) {
	t := p.Tables()
	isTarget := map[movegen.Cell]bool{}
	for _, c := range opts.Targets {
		isTarget[c] = true
	}
	for i, ctr := range f.centers {
		cell := movegen.Cell(i)
		pc := p.At(cell)
		if pc != movegen.Empty {
			drawPiece(s, ctr, t.PieceToken(pc), pc.Color())
		} else if opts.Names {
			s.add(Shape{Kind: Text, Center: ctr, Str: t.Variant.Board.Cells[i].Name, Size: 0.5 * unit,
				Fill: nameColour, Class: "name"})
		}
		if !isTarget[cell] {
			continue
		}
		if pc != movegen.Empty {
			s.add(Shape{Kind: Circle, Center: ctr, Radius: 0.8 * unit, Stroke: targetColour, Width: 3, Class: "mark"})
			continue
		}
		r := 0.22 * unit
		if opts.Names {
			// Keep the name readable: the dot goes below it.
			ctr.Y += 0.48 * unit
			r = 0.14 * unit
		}
		s.add(Shape{Kind: Circle, Center: ctr, Radius: r, Fill: withAlpha(targetColour, 220), Class: "mark"})
	}
}

// drawPiece draws a piece as a disc in its side's colour with its letter(s).
func drawPiece(s *Scene, ctr Point, token string, side movegen.Color) {
	fill, ink := whiteFill, blackFill
	if side == movegen.Black {
		fill, ink = blackFill, whiteFill
	}
	s.add(Shape{Kind: Circle, Center: ctr, Radius: 0.66 * unit, Fill: fill, Stroke: rgb(0x111111), Width: 1.5,
		Class: "piece"})
	size := 0.78 * unit
	if len(token) > 1 {
		size = 0.66 * unit
	}
	s.add(Shape{Kind: Text, Center: ctr, Str: strings.ToUpper(token), Size: size, Bold: true, Fill: ink,
		Class: "piece-letter"})
}
