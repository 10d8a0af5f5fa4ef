package xboard

import (
	"strings"

	"sennight/movegen"
)

// MoveText writes a legal move of p as XBoard sends it to an engine (docs/protocol-notes.md §1.5, §1.7, §1.9):
//
//   - a move: the two labels, "e2e4";
//   - a promotion: the new piece's letter in lower case, "e7e8q"; a piece that may promote where it lands but
//     stays what it is: its own letter, "e7e8p" (XBoard would read the bare move as a promotion to its default);
//   - a drop: the piece's letter, "@" and the label, "P@h3";
//   - a capture off the destination (hit-and-run, and e.p. in a game XBoard does not know) as two legs through
//     the victim, "e4f5,f5g6": XBoard empties the cell where the first leg ends; e.p. in a game XBoard has built in
//     as one leg, since XBoard takes the victim by its own rules there;
//   - a castling: the King's move, XBoard moving the partner itself.
//
// ok is false for a move XBoard cannot show (see Shows): it must reach the engine as a position (setboard).
func (xb *Board) MoveText(p *movegen.Position, m movegen.Move) (text string, ok bool) {
	return xb.text(p, m), xb.Shows(p, m)
}

// text writes a move as XBoard does, whether or not XBoard can show it.
func (xb *Board) text(p *movegen.Position, m movegen.Move) string { return xb.textIn(xb.label, p, m) }

// textIn writes a move in XBoard's form with the given names of the cells.
func (xb *Board) textIn(names []string, p *movegen.Position, m movegen.Move) string {
	from, to := names[m.From()], names[m.To()]
	switch m.Kind() {
	case movegen.KindDrop:
		return xb.letter(m.Piece()) + "@" + to
	case movegen.KindCastle:
		return from + to
	case movegen.KindKill:
		if !xb.builtIn || xb.t.Types[p.At(m.From()).Type()].Locust {
			kill := names[m.Kill()]
			return from + kill + "," + kill + to + xb.suffix(p, m)
		}
	}
	return from + to + xb.suffix(p, m)
}

// suffix returns the promotion suffix of a move: the new piece's letter, or the piece's own where it may promote
// but does not (Grand Chess's 8th and 9th ranks), in lower case; "" for a move that cannot promote.
func (xb *Board) suffix(p *movegen.Position, m movegen.Move) string {
	if promo := m.Promotion(); promo != 0 {
		return strings.ToLower(xb.letter(promo))
	}
	pc := p.At(m.From())
	if xb.t.Types[pc.Type()].Promotes && xb.t.IsOptionalPromotionCell(pc.Color(), m.To()) {
		return strings.ToLower(xb.letter(pc.Type()))
	}
	return ""
}

// letter is a piece type's letter on the link (with its ' or ! when letters repeat), upper case: the ID the
// engine gave it in `setup`.
func (xb *Board) letter(typ int) string { return xb.t.Types[typ].Token }

// Shows reports whether XBoard can show a legal move of p. XBoard applies every move to its own board by its own
// rules (backend.c, ApplyMove; docs/protocol-notes.md §1.9), and for a castling, which it sees as a King's move,
// that means: a King that moves two or more cells along a rank takes the nearest piece beyond its start in that
// direction to the cell next to its destination. A castling whose outcome differs from that (Shafran's e1h4 up a
// hex diagonal, Megalomachy's fast castling that puts the Rook on the King's start) would leave XBoard's board
// different from the engine's. Every other move XBoard shows.
func (xb *Board) Shows(p *movegen.Position, m movegen.Move) bool {
	if m.Kind() != movegen.KindCastle {
		return true
	}
	b := xb.t.Board()
	kFrom, kTo := b.Cells[m.From()], b.Cells[m.To()]
	dir := 1
	if kTo.File < kFrom.File {
		dir = -1
	}
	if kTo.Rank != kFrom.Rank || (kTo.File-kFrom.File)*dir < 2 {
		return false // XBoard moves the King alone
	}
	// XBoard's board after the move: the King on its destination, the nearest piece beyond its start next to it.
	want := map[movegen.Cell]movegen.Piece{m.From(): movegen.Empty}
	partner := -1
	for f := kFrom.File + dir; ; f += dir {
		i, ok := b.Grid(f, kFrom.Rank)
		if !ok {
			return false // a hole or the edge before any piece: no partner XBoard would find
		}
		if p.At(movegen.Cell(i)) != movegen.Empty {
			partner = i
			break
		}
	}
	next, ok := b.Grid(kTo.File-dir, kTo.Rank)
	if !ok {
		return false
	}
	want[movegen.Cell(partner)] = movegen.Empty
	want[m.To()] = p.At(m.From())
	want[movegen.Cell(next)] = p.At(movegen.Cell(partner))
	after := p.Clone()
	after.MakeMove(m)
	for c := range xb.t.N {
		w, moved := want[movegen.Cell(c)]
		if !moved {
			w = p.At(movegen.Cell(c))
		}
		if after.At(movegen.Cell(c)) != w {
			return false
		}
	}
	return true
}

// Moves returns the legal moves of p that XBoard can show, by their text on the link.
func (xb *Board) Moves(p *movegen.Position) map[string]movegen.Move {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	moves := make(map[string]movegen.Move, ml.Len())
	for _, m := range ml.Moves {
		if xb.Shows(p, m) {
			moves[xb.text(p, m)] = m
		}
	}
	return moves
}
