package protocol

import (
	"strings"

	"sennight/movegen"
)

// Marker letters of XBoard's `highlight` COLORFEN (engine-intf.html, "highlight"): XBoard treats unmarked squares
// as illegal targets even with legality testing off.
const (
	markQuiet     = 'Y' // yellow: a move to an empty cell
	markCapture   = 'R' // red: a capture
	markPromotion = 'M' // magenta: a promotion; XBoard pops up its promotion choice
	markMultiLeg  = 'C' // cyan: a hit-and-run victim; the move goes on from here
)

// markRank orders the markers of one cell reached by several moves: a victim square must stay cyan so that the
// user can continue the move, and a promotion must open the choice.
var markRank = map[byte]int{markQuiet: 1, markCapture: 2, markPromotion: 3, markMultiLeg: 4}

// highlighter follows the user's piece handling in XBoard (`lift`, `put`) and answers with the legal targets.
type highlighter struct {
	lifted   bool
	from     movegen.Cell // the lifted piece's cell, when !hand
	hand     bool         // a piece lifted from the holdings
	handType int          // its type
	kill     movegen.Cell // the victim cell the piece was put on (a cyan square), when killSet
	killSet  bool
	promo    map[movegen.Cell]bool // the magenta cells of the current lift
}

// legs splits a move text into its cells: from and to for a one-leg move (or castling), from, victim and landing
// for a two-leg move; a drop gives just its target.
func legs(t *movegen.Tables, text string) []movegen.Cell {
	if i := strings.IndexByte(text, '@'); i >= 0 {
		c, _ := t.Cell(text[i+1:])
		return []movegen.Cell{c}
	}
	var out []movegen.Cell
	for _, leg := range strings.Split(text, ",") {
		if len(out) > 0 {
			leg = leg[len(t.CellName[out[len(out)-1]]):] // the second leg starts where the first ended
		}
		for len(leg) >= 2 {
			n := 2
			if len(leg) >= 3 && leg[2] >= '0' && leg[2] <= '9' {
				n = 3
			}
			c, ok := t.Cell(leg[:n])
			if !ok {
				break
			}
			out = append(out, c)
			leg = leg[n:]
		}
	}
	return out
}

// lift answers XBoard's `lift SQUARE` with the COLORFEN of the lifted piece's legal targets. After a put on a
// victim square, XBoard lifts the piece again from there: then the targets are those of the second leg.
func (h *highlighter) lift(g *game, xb *xbHosting, label string) string {
	grid := xb.grid
	t, p := g.t, g.pos
	marks := map[movegen.Cell]byte{}
	mark := func(c movegen.Cell, m byte) {
		if markRank[m] > markRank[marks[c]] {
			marks[c] = m
		}
	}
	ml := movegen.MoveList{Moves: xb.playable(p)} // only what XBoard can show
	cell, onBoard := grid.cell(t, label)
	if h.lifted && h.killSet && onBoard && cell == h.kill && !h.hand {
		// The second leg: the landing cells of the moves through this victim, and the victim itself (ending the
		// move there is the plain capture).
		h.killSet = false
		for _, m := range ml.Moves {
			if m.From() != h.from {
				continue
			}
			switch cells := legs(t, moveText(p, m)); {
			case len(cells) == 3 && cells[1] == h.kill:
				mark(cells[2], markQuiet)
			case len(cells) == 2 && cells[1] == h.kill:
				mark(h.kill, markCapture)
			}
		}
		return "highlight " + grid.colorFEN(t.Board(), marks)
	}
	*h = highlighter{promo: map[movegen.Cell]bool{}}
	if !onBoard {
		h.liftHand(p, &ml, grid, label, mark)
		return "highlight " + grid.colorFEN(t.Board(), marks)
	}
	h.lifted, h.from = true, cell
	if pc := p.At(cell); pc != movegen.Empty && pc.Color() == p.Side() {
		for _, m := range ml.Moves {
			if m.From() != cell || m.Kind() == movegen.KindDrop {
				continue
			}
			cells := legs(t, moveText(p, m))
			switch {
			case len(cells) == 3:
				mark(cells[1], markMultiLeg)
			case len(cells) != 2:
			case m.Promotion() != 0:
				mark(cells[1], markPromotion)
				h.promo[cells[1]] = true
			case m.Kind() == movegen.KindKill || p.At(cells[1]) != movegen.Empty && p.At(cells[1]).Color() != p.Side():
				mark(cells[1], markCapture)
			default:
				mark(cells[1], markQuiet)
			}
		}
	}
	return "highlight " + grid.colorFEN(t.Board(), marks)
}

// liftHand marks the drop cells of a piece lifted from XBoard's holdings (only the side to move's pieces move).
func (h *highlighter) liftHand(p *movegen.Position, ml *movegen.MoveList, grid xbGrid, label string,
	mark func(movegen.Cell, byte)) {
	pc, ok := grid.handPiece(label)
	if !ok || pc.Color() != p.Side() {
		return
	}
	h.lifted, h.hand, h.handType = true, true, pc.Type()
	for _, m := range ml.Moves {
		if m.Kind() == movegen.KindDrop && m.Piece() == pc.Type() {
			mark(m.To(), markQuiet)
		}
	}
}

// put notes where the user put the lifted piece. On a victim square it prepares the second leg; on a promotion
// square it returns the `choice` of promotion pieces (the first one is XBoard's default), else "".
func (h *highlighter) put(g *game, xb *xbHosting, label string) string {
	cell, ok := xb.grid.cell(g.t, label)
	if !ok || !h.lifted || h.hand {
		return ""
	}
	if h.promo[cell] {
		var sb strings.Builder
		for _, typ := range g.t.PromotionChoices() {
			sb.WriteString(g.t.Types[typ].Token[:1])
		}
		return "choice " + sb.String()
	}
	for _, m := range xb.playable(g.pos) {
		if m.From() == h.from {
			if cells := legs(g.t, moveText(g.pos, m)); len(cells) == 3 && cells[1] == cell {
				h.kill, h.killSet = cell, true
				return ""
			}
		}
	}
	return ""
}
