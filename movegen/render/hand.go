package render

import (
	"fmt"

	"sennight/movegen"
)

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
