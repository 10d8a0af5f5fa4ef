package render

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"sennight/movegen"
	"sennight/variants"
)

// Options say what to draw besides the board and its pieces.
type Options struct {
	Last    []movegen.Cell // cells of the last move (from and to), highlighted
	Targets []movegen.Cell // target cells, marked with a dot (a ring around a piece)
	From    []movegen.Cell // the cells whose moves the targets are, tinted
	Names   bool           // write every empty cell's name in it
	Caption string         // a line under the board; empty: the side to move
}

// unit is the size of one cell in pixels: a hexagon's circumradius, or half a square's side.
const unit = 26.0

// margin around the board, room for the coordinates.
const margin = 1.6 * unit

// Palettes: three shades for hex cells (edge neighbours always differ), two for squares. The second level of a
// two-level board is drawn in a cooler tint, so the two pictures cannot be mistaken for each other; a level's
// single-level cells (outside the Drum) are paler, as the rule pages set them apart.
var (
	hexShades    = [2][3]color.NRGBA{{rgb(0xf2dfbf), rgb(0xd8b67f), rgb(0xb58a50)}, {rgb(0xdce6ee), rgb(0xa9bfd2), rgb(0x7d9ab4)}}
	squareShades = [2]color.NRGBA{rgb(0xb58863), rgb(0xf0d9b5)} // shade 0 is a1's: dark, as in Chess
	lineColour   = rgb(0x5a4630)
	labelColour  = rgb(0x404040)
	nameColour   = rgb(0x3d3226)
	lastColour   = color.NRGBA{255, 214, 0, 150}
	fromColour   = color.NRGBA{60, 190, 90, 120}
	targetColour = rgb(0x1f9d3a)
	whiteFill    = rgb(0xfcfcf8)
	blackFill    = rgb(0x262626)
)

// cellLayout is where a cell is drawn.
type cellLayout struct {
	center Point
	panel  int
}

// Board lays out a position as a Scene: every cell in the board's real shape at its place in the board's picture
// layout (variants.Cell Row, Col and Panel), file letters and rank numbers along the edges, the pieces as discs
// with their FEN letters, and the marks of opts. Pieces in hand (Starchess's placement phase) are drawn beside the
// board.
func Board(p *movegen.Position, opts Options) *Scene {
	t := p.Tables()
	v := t.Variant
	b := v.Board
	square := isSquare(b)

	// Picture coordinates of a cell centre, before the panels are placed side by side. Hex rows are half a cell
	// high (a flat-topped hexagon of circumradius unit is sqrt(3)*unit high), columns three quarters of its width.
	local := func(c variants.Cell) Point {
		if square {
			return Point{float64(c.Col) * 2 * unit, -float64(c.Row) * 2 * unit}
		}
		return Point{float64(c.Col) * 1.5 * unit, -float64(c.Row) * math.Sqrt(3) / 2 * unit}
	}
	panels := 0
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range b.Cells {
		pt := local(c)
		minX, minY, maxX, maxY = min(minX, pt.X), min(minY, pt.Y), max(maxX, pt.X), max(maxY, pt.Y)
		panels = max(panels, c.Panel+1)
	}
	half := unit // half the extent of a cell around its centre
	halfY := unit
	if !square {
		halfY = math.Sqrt(3) / 2 * unit
	}
	top := margin
	if panels > 1 {
		top += unit // room for the level titles
	}
	panelW := maxX - minX + 2*half
	gap := 2 * margin
	origin := func(panel int) Point {
		return Point{margin + half - minX + float64(panel)*(panelW+gap), top + halfY - minY}
	}
	layout := make([]cellLayout, len(b.Cells))
	for i, c := range b.Cells {
		o, pt := origin(c.Panel), local(c)
		layout[i] = cellLayout{Point{o.X + pt.X, o.Y + pt.Y}, c.Panel}
	}
	s := &Scene{
		W: 2*margin + float64(panels)*panelW + float64(panels-1)*gap,
		H: top + (maxY - minY) + 2*halfY + margin + 0.9*unit,
	}
	var hand *handArea
	if p.HandTotal(movegen.White)+p.HandTotal(movegen.Black) > 0 {
		hand = &handArea{x: s.W - margin/2, top: top, bottom: top + maxY - minY + 2*halfY}
		s.W += float64(handColumns(p, hand.rows()))*handStep + unit
	}

	shape := func(center Point) []Point {
		if square {
			return []Point{{center.X - half, center.Y - half}, {center.X + half, center.Y - half},
				{center.X + half, center.Y + half}, {center.X - half, center.Y + half}}
		}
		pts := make([]Point, 6)
		for k := range 6 {
			a := math.Pi / 3 * float64(k)
			pts[k] = Point{center.X + unit*math.Cos(a), center.Y + unit*math.Sin(a)}
		}
		return pts
	}

	// Outlines of the other levels' cells that this level lacks: each level of a two-level board is drawn with the
	// other's single-level corners dashed, so that each picture shows the whole star, as the rule pages mark the
	// areas that exist only on the other level.
	if panels > 1 {
		occupied := map[[3]int]bool{}
		for _, c := range b.Cells {
			occupied[[3]int{c.Panel, c.Row, c.Col}] = true
		}
		for pn := range panels {
			seen := map[[2]int]bool{}
			for _, c := range b.Cells {
				key := [2]int{c.Row, c.Col}
				if c.Panel == pn || occupied[[3]int{pn, c.Row, c.Col}] || seen[key] {
					continue
				}
				seen[key] = true
				o, pt := origin(pn), local(c)
				s.add(Shape{Kind: Polygon, Points: shape(Point{o.X + pt.X, o.Y + pt.Y}), Stroke: rgb(0x9a9a9a),
					Width: 1, Dashed: true, Class: "ghost"})
			}
		}
		for pn := range panels {
			title := "upper level"
			if pn > 0 {
				title = "lower level"
			}
			s.add(Shape{Kind: Text, Center: Point{origin(pn).X + (minX+maxX)/2, top - 0.6*unit}, Str: title,
				Size: 0.62 * unit, Bold: true, Fill: labelColour, Class: "label"})
		}
	}

	// The cells.
	for i, c := range b.Cells {
		var fill color.NRGBA
		if square {
			fill = squareShades[c.Shade%2]
		} else {
			fill = hexShades[min(c.Panel, 1)][c.Shade%3]
			if c.EmptyMark != 0 {
				fill = blend(fill, 0.55)
			}
		}
		s.add(Shape{Kind: Polygon, Points: shape(layout[i].center), Fill: fill, Stroke: lineColour, Width: 1,
			Class: "cell"})
	}
	for _, c := range opts.Last {
		s.add(Shape{Kind: Polygon, Points: shape(layout[c].center), Fill: lastColour, Class: "mark"})
	}
	for _, c := range opts.From {
		s.add(Shape{Kind: Polygon, Points: shape(layout[c].center), Fill: fromColour, Class: "mark"})
	}
	coordinates(s, b, layout)

	// Pieces, names and target marks.
	isTarget := map[movegen.Cell]bool{}
	for _, c := range opts.Targets {
		isTarget[c] = true
	}
	for i := range b.Cells {
		cell := movegen.Cell(i)
		ctr := layout[i].center
		pc := p.At(cell)
		if pc != movegen.Empty {
			drawPiece(s, ctr, t.PieceToken(pc), pc.Color())
		} else if opts.Names {
			s.add(Shape{Kind: Text, Center: ctr, Str: b.Cells[i].Name, Size: 0.5 * unit, Fill: nameColour,
				Class: "name"})
		}
		if isTarget[cell] {
			if pc != movegen.Empty {
				s.add(Shape{Kind: Circle, Center: ctr, Radius: 0.8 * unit, Stroke: targetColour, Width: 3,
					Class: "mark"})
			} else {
				r := 0.22 * unit
				if opts.Names {
					// Keep the name readable: the dot goes below it.
					ctr.Y += 0.48 * unit
					r = 0.14 * unit
				}
				s.add(Shape{Kind: Circle, Center: ctr, Radius: r, Fill: withAlpha(targetColour, 220), Class: "mark"})
			}
		}
	}
	if hand != nil {
		hand.draw(s, p)
	}

	caption := opts.Caption
	if caption == "" {
		side := p.Side().String()
		caption = fmt.Sprintf("%s: %s to move", v.Title, strings.ToUpper(side[:1])+side[1:])
	}
	s.add(Shape{Kind: Text, Center: Point{s.W / 2, s.H - 0.6*unit}, Str: caption, Size: 0.55 * unit,
		Fill: labelColour, Class: "caption"})
	return s
}

// isSquare reports a square board: its picture rows and columns are its ranks and files (the rule Picture uses).
func isSquare(b *variants.Board) bool {
	for _, c := range b.Cells {
		if c.Row != c.Rank || c.Col != c.File {
			return false
		}
	}
	return true
}

// coordinates writes each file's letter below its lowest cell and each rank's number before its first cell, one
// step further along the file or rank, in every panel. The steps are measured on the picture itself (the distance
// between two neighbours along a file or a rank), so this works for every layout. Where a rank's number would sit
// on a file's letter (the upper level of a two-level board, whose files and ranks both start on its lower left
// edge), it goes after the rank's last cell instead.
func coordinates(s *Scene, b *variants.Board, layout []cellLayout) {
	type key struct{ panel, line int }
	lowest := map[key]int{} // (panel, file) -> cell with the lowest rank
	first := map[key]int{}  // (panel, rank) -> cell with the lowest file
	last := map[key]int{}   // (panel, rank) -> cell with the highest file
	for i, c := range b.Cells {
		kf, kr := key{c.Panel, c.File}, key{c.Panel, c.Rank}
		if j, ok := lowest[kf]; !ok || b.Cells[j].Rank > c.Rank {
			lowest[kf] = i
		}
		if j, ok := first[kr]; !ok || b.Cells[j].File > c.File {
			first[kr] = i
		}
		if j, ok := last[kr]; !ok || b.Cells[j].File < c.File {
			last[kr] = i
		}
	}
	// One step up a file and one step along a rank, in picture units.
	var upFile, alongRank Point
	for i, c := range b.Cells {
		if j, ok := b.Grid(c.File, c.Rank+1); ok && b.Cells[j].Panel == c.Panel && upFile == (Point{}) {
			upFile = Point{layout[j].center.X - layout[i].center.X, layout[j].center.Y - layout[i].center.Y}
		}
		if j, ok := b.Grid(c.File+1, c.Rank); ok && b.Cells[j].Panel == c.Panel && alongRank == (Point{}) {
			alongRank = Point{layout[j].center.X - layout[i].center.X, layout[j].center.Y - layout[i].center.Y}
		}
	}
	at := func(i int, step Point, k float64) Point {
		ctr := layout[i].center
		return Point{ctr.X + k*step.X, ctr.Y + k*step.Y}
	}
	label := func(pt Point, text string) {
		s.add(Shape{Kind: Text, Center: pt, Str: text, Size: 0.55 * unit, Fill: labelColour, Class: "label"})
	}
	// Labels in a fixed order (panel, then file or rank), so that the same position always gives the same file.
	sorted := func(m map[key]int) []key {
		keys := make([]key, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(a, b int) bool {
			return keys[a].panel < keys[b].panel || keys[a].panel == keys[b].panel && keys[a].line < keys[b].line
		})
		return keys
	}
	var fileLabels []Point
	for _, k := range sorted(lowest) {
		i := lowest[k]
		pt := at(i, upFile, -0.8)
		fileLabels = append(fileLabels, pt)
		label(pt, string(rune('a'+k.line)))
	}
	free := func(pt Point, panel int) bool {
		for _, f := range fileLabels {
			if math.Hypot(f.X-pt.X, f.Y-pt.Y) < unit {
				return false
			}
		}
		for _, c := range layout {
			if c.panel == panel && math.Hypot(c.center.X-pt.X, c.center.Y-pt.Y) < 0.9*unit {
				return false
			}
		}
		return true
	}
	for _, k := range sorted(first) {
		i := first[k]
		candidates := []Point{at(i, alongRank, -0.8), at(last[k], alongRank, 0.8), at(i, alongRank, -1.3),
			at(last[k], alongRank, 1.3)}
		pt := candidates[0]
		for _, c := range candidates {
			if free(c, k.panel) {
				pt = c
				break
			}
		}
		label(pt, fmt.Sprint(k.line))
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

// handArea is the room beside the board for the pieces in hand: Black's from the top, White's from the bottom, in
// as many columns as they need.
type handArea struct{ x, top, bottom float64 }

// handStep is the distance between two pieces in hand.
const handStep = 1.5 * unit

// rows is how many pieces in hand fit in a column of one side's half.
func (h *handArea) rows() int { return max(1, int((h.bottom-h.top)/2/handStep)-1) }

// handColumns is how many columns the pieces in hand of a position need, rows to a column.
func handColumns(p *movegen.Position, rows int) int {
	cols := 1
	for _, side := range []movegen.Color{movegen.White, movegen.Black} {
		n := 0
		for typ := 1; typ < len(p.Tables().Types); typ++ {
			if p.InHand(side, typ) > 0 {
				n++
			}
		}
		cols = max(cols, (n+rows-1)/rows)
	}
	return cols
}

func (h *handArea) draw(s *Scene, p *movegen.Position) {
	t := p.Tables()
	rows := h.rows()
	for _, side := range []movegen.Color{movegen.Black, movegen.White} {
		y0, dy := h.top+0.3*unit, handStep
		if side == movegen.White {
			y0, dy = h.bottom-0.3*unit, -handStep
		}
		s.add(Shape{Kind: Text, Center: Point{h.x + 1.2*unit, y0}, Str: "in hand", Size: 0.5 * unit,
			Fill: labelColour, Class: "label"})
		k := 0
		for typ := 1; typ < len(t.Types); typ++ {
			n := p.InHand(side, typ)
			if n == 0 {
				continue
			}
			ctr := Point{h.x + 1.2*unit + float64(k/rows)*handStep, y0 + 0.2*dy + float64(k%rows+1)*dy*0.9}
			drawPiece(s, ctr, t.PieceToken(movegen.MakePiece(side, typ)), side)
			if n > 1 {
				s.add(Shape{Kind: Text, Center: Point{ctr.X + 0.75*unit, ctr.Y + 0.6*unit}, Str: fmt.Sprint(n),
					Size: 0.45 * unit, Fill: labelColour, Class: "label"})
			}
			k++
		}
	}
}
