package movegen

import (
	"fmt"
	"strings"
)

// Picture draws the position as text, each cell at its place in the board's real layout (package variants gives
// every cell a picture row, column and panel): hex cells on half-height rows as in the rules files, the two levels
// of the two-level games side by side, square boards as a grid with rank labels. Empty cells are '.' (or the cell's
// own EmptyMark), pieces their FEN tokens; file letters run along the bottom. A hex board drawn in rows
// (variants.Board.Rows: Brusky, De Vasa) is shown with its rows horizontal and numbered, as a square board.
func (p *Position) Picture() string {
	t := p.t
	b := t.Variant.Board
	const w = 3 // columns per cell: wide enough for a primed token ("W'") and a space
	type panel struct {
		cells                  []int
		minR, maxR, minC, maxC int
	}
	var panels []*panel
	square := true
	for i, c := range b.Cells {
		for len(panels) <= c.Panel {
			panels = append(panels, &panel{minR: 1 << 30, maxR: -1 << 30, minC: 1 << 30, maxC: -1 << 30})
		}
		pn := panels[c.Panel]
		pn.cells = append(pn.cells, i)
		pn.minR, pn.maxR = min(pn.minR, c.Row), max(pn.maxR, c.Row)
		pn.minC, pn.maxC = min(pn.minC, c.Col), max(pn.maxC, c.Col)
		square = square && c.Row == c.Rank && c.Col == c.File
	}
	var blocks [][]string
	for pi, pn := range panels {
		at := map[[2]int]int{}
		fileOfCol := map[int]byte{} // a column's file letter, from its cells' names (Gliński's skip j)
		for _, i := range pn.cells {
			c := b.Cells[i]
			at[[2]int{c.Row, c.Col}] = i
			// A board drawn in rows has slanting files: only the bottom row's cells are lettered.
			if !b.Rows || c.Row == pn.minR {
				fileOfCol[c.Col] = c.Name[0]
			}
		}
		width := (pn.maxC - pn.minC + 1) * w
		var lines []string
		if len(panels) > 1 {
			title := []string{"upper level", "lower level"}[min(pi, 1)]
			lines = append(lines, fmt.Sprintf("%-*s", width, title))
		}
		for r := pn.maxR; r >= pn.minR; r-- {
			row := []byte(strings.Repeat(" ", width))
			for col := pn.minC; col <= pn.maxC; col++ {
				i, ok := at[[2]int{r, col}]
				if !ok {
					continue
				}
				tok := "."
				if m := b.Cells[i].EmptyMark; m != 0 {
					tok = string(m)
				}
				if pc := p.board[i]; pc != Empty {
					tok = t.PieceToken(pc)
				}
				copy(row[(col-pn.minC)*w:], tok)
			}
			line := string(row)
			if square || b.Rows {
				line = fmt.Sprintf("%2d %s", r, line)
			}
			lines = append(lines, line)
		}
		files := []byte(strings.Repeat(" ", width))
		for col := pn.minC; col <= pn.maxC; col++ {
			if f, ok := fileOfCol[col]; ok {
				files[(col-pn.minC)*w] = f
			}
		}
		if square || b.Rows {
			lines = append(lines, "   "+string(files))
		} else {
			lines = append(lines, string(files))
		}
		blocks = append(blocks, lines)
	}
	var sb strings.Builder
	height := 0
	for _, bl := range blocks {
		height = max(height, len(bl))
	}
	for i := range height {
		var parts []string
		for _, bl := range blocks {
			// Bottom-align panels of different heights; pad to the panel's width.
			off := height - len(bl)
			wd := len(bl[len(bl)-1])
			if i < off {
				parts = append(parts, strings.Repeat(" ", wd))
			} else {
				parts = append(parts, fmt.Sprintf("%-*s", wd, bl[i-off]))
			}
		}
		sb.WriteString(strings.TrimRight(strings.Join(parts, "    "), " "))
		sb.WriteByte('\n')
	}
	fmt.Fprintf(&sb, "%s to move", strings.ToUpper(p.side.String()[:1])+p.side.String()[1:])
	if t.placement {
		fmt.Fprintf(&sb, "; in hand: %s", p.handText())
	}
	sb.WriteString("\nFEN: " + p.FEN() + "\n")
	return sb.String()
}

func (p *Position) handText() string {
	var parts []string
	for c := White; c <= Black; c++ {
		var toks []string
		for typ := 1; typ < len(p.t.Types); typ++ {
			for range int(p.hand[c][typ]) {
				toks = append(toks, p.t.PieceToken(MakePiece(c, typ)))
			}
		}
		if len(toks) == 0 {
			toks = []string{"-"}
		}
		parts = append(parts, c.String()+" "+strings.Join(toks, " "))
	}
	return strings.Join(parts, ", ")
}
