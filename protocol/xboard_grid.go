package protocol

import (
	"strconv"
	"strings"

	"sennight/movegen"
	"sennight/variants"
)

// xbGrid translates between the engine's cell names and the square labels XBoard 4.9.1 uses for one variant. The
// engine counts ranks from 1 everywhere (docs/rules/README.md §1). XBoard labels rank r as r - shift, where shift is 1
// on boards with exactly 10 ranks (XBoard counts them from 0: common.h, ONE) plus the -rankOffset the variant needs
// (1 on 16-rank boards). Only this layer knows: moves, squares, FEN e.p. fields and highlights pass through it.
type xbGrid struct {
	files, ranks int
	shift        int
	// holdings is the number of holdings rows XBoard shows (0: none); handOrder[n] is the piece type in row n,
	// the n-th piece type in XBoard's slot order (XBoard's PieceToNumber).
	holdings  int
	handOrder []int
	// named is the board when its cells have their own names (Gliński's a-l without j, ranks counted per file),
	// which the translation maps to and from grid squares; nil when the names are the grid's.
	named *variants.Board
}

func newXBGrid(t *movegen.Tables, handOrder []int, holdings int) xbGrid {
	b := t.Board()
	g := xbGrid{files: b.Files, ranks: b.Ranks, shift: t.Variant.XBoard.RankOffset, holdings: holdings,
		handOrder: handOrder}
	if b.Ranks == 10 {
		g.shift++
	}
	if !b.GridNamed() {
		g.named = b
	}
	return g
}

// toGUI rewrites every square name in an engine text (a move, a list of moves, a FEN e.p. field) to XBoard's
// labels.
func (g xbGrid) toGUI(s string) string {
	if g.named == nil {
		return shiftSquares(s, -g.shift)
	}
	return mapSquares(s, func(name string) string {
		if i, ok := g.named.Lookup(name); ok {
			return shiftSquares(g.named.GridName(i), -g.shift)
		}
		return name
	})
}

// fromGUI rewrites XBoard's square labels in a move or FEN field to the engine's names.
func (g xbGrid) fromGUI(s string) string {
	if g.named == nil {
		return shiftSquares(s, g.shift)
	}
	return mapSquares(s, func(label string) string {
		if file, rank, ok := variants.ParseSquare(shiftSquares(label, g.shift)); ok {
			if i, ok := g.named.Grid(file, rank); ok {
				return g.named.Cells[i].Name
			}
		}
		return "?" + label // a hole or off the board: no cell of the game
	})
}

// shiftSquares adds d to the rank of every square name in s: a lower-case file letter followed by a decimal rank.
// Piece letters never stand before a digit in move text (c7c8q, N@d1, e4f5,f5g6), so the scan needs no grammar.
func shiftSquares(s string, d int) string {
	if d == 0 {
		return s
	}
	return mapSquares(s, func(sq string) string {
		n, _ := strconv.Atoi(sq[1:])
		return sq[:1] + strconv.Itoa(n+d)
	})
}

// mapSquares replaces every square name in s (a lower-case letter followed by up to 4 digits) by f's value for it.
func mapSquares(s string, f func(square string) string) string {
	var sb strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if c < 'a' || c > 'z' || i+1 >= len(s) || s[i+1] < '0' || s[i+1] > '9' {
			sb.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i-1 < 4 {
			j++
		}
		sb.WriteString(f(s[i:j]))
		i = j
	}
	return sb.String()
}

// cell returns the engine cell of an XBoard square label, or false for a hole, a holdings square or garbage.
func (g xbGrid) cell(t *movegen.Tables, label string) (movegen.Cell, bool) {
	return t.Cell(g.fromGUI(label))
}

// handPiece returns the piece XBoard shows on a holdings square it reports in a `lift` (ReportClick prints the
// board array column x as the letter 'a'+x-2 and the row y as y+1-shift). White's holdings are the two columns
// right of the board, row n holding the n-th piece type of XBoard's slot order; Black's are the two columns left
// of it, row n counted from the top.
func (g xbGrid) handPiece(label string) (movegen.Piece, bool) {
	if g.holdings == 0 || len(label) < 2 {
		return movegen.Empty, false
	}
	col := int(label[0]) - 'a'
	y, err := strconv.Atoi(label[1:])
	if err != nil {
		return movegen.Empty, false
	}
	y += g.shift - 1 // the board array row
	var colour movegen.Color
	var n int
	switch col {
	case g.files, g.files + 1:
		colour, n = movegen.White, y
	case -1, -2:
		colour, n = movegen.Black, g.ranks-1-y
	default:
		return movegen.Empty, false
	}
	if n < 0 || n >= g.holdings || n >= len(g.handOrder) {
		return movegen.Empty, false
	}
	return movegen.MakePiece(colour, g.handOrder[n]), true
}

// colorFEN writes a `highlight` board: ranks from the top, files from a, a marker letter per marked square and
// digit runs for the rest (holes included), in XBoard's own rank order, which no label shift affects.
func (g xbGrid) colorFEN(b *variants.Board, marks map[movegen.Cell]byte) string {
	var sb strings.Builder
	for rank := g.ranks; rank >= 1; rank-- {
		run := 0
		for file := 0; file < g.files; file++ {
			c, ok := b.Grid(file, rank)
			m := byte(0)
			if ok {
				m = marks[movegen.Cell(c)]
			}
			if m == 0 {
				run++
				continue
			}
			if run > 0 {
				sb.WriteString(strconv.Itoa(run))
				run = 0
			}
			sb.WriteByte(m)
		}
		if run > 0 {
			sb.WriteString(strconv.Itoa(run))
		}
		if rank > 1 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}
