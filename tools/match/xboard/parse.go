package xboard

import (
	"fmt"
	"slices"
	"strings"

	"sennight/movegen"
)

// ParseMove reads a move an engine sent (`move TEXT`) as XBoard would and returns the legal move of p it names.
// XBoard reads the forms MoveText writes, in either case, and a castling as O-O or O-O-O (Phalanx sends those;
// docs/protocol-notes.md §1.8). Whatever XBoard would read otherwise than the engine means, or not at all, is an
// error saying how XBoard would take it:
//
//   - a move into the promotion zone without a suffix: XBoard promotes it to its default piece, a Queen, so a
//     piece that stays what it is must say so with its own letter (§1.5);
//   - a capture off the destination in one leg (e.p. in a game XBoard does not know, hit-and-run): XBoard would
//     guess the victim or miss it (§1.7);
//   - a castling XBoard cannot show (see Shows);
//   - a text in the engine's own cell names where XBoard's labels differ (§1.4), or no move at all.
func (xb *Board) ParseMove(p *movegen.Position, text string) (movegen.Move, error) {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	if m, ok, err := xb.castlingByName(p, ml.Moves, text); ok || err != nil {
		return m, err
	}
	want := canonical(text)
	for _, m := range ml.Moves {
		if xb.text(p, m) != want {
			continue
		}
		if !xb.Shows(p, m) {
			return movegen.NoMove, fmt.Errorf("%q: XBoard cannot show this castling (its board would differ)", text)
		}
		return m, nil
	}
	return movegen.NoMove, xb.misread(p, ml.Moves, text, want)
}

// canonical brings a move text to the case MoveText writes: a drop's piece letter upper case, all else lower.
func canonical(text string) string {
	text = strings.TrimSpace(text)
	if piece, cell, drop := strings.Cut(text, "@"); drop {
		return strings.ToUpper(piece) + "@" + strings.ToLower(cell)
	}
	return strings.ToLower(text)
}

// misread explains why a text names no legal move XBoard can show.
func (xb *Board) misread(p *movegen.Position, legal []movegen.Move, text, want string) error {
	var promotions []string
	for _, m := range legal {
		full := xb.text(p, m)
		if s := xb.suffix(p, m); s != "" && strings.TrimSuffix(full, s) == want {
			promotions = append(promotions, full)
		}
		if m.Kind() == movegen.KindKill && xb.label[m.From()]+xb.label[m.To()] == want {
			return fmt.Errorf("%q: in one leg XBoard would miss the victim or guess it; a capture off the "+
				"destination goes through the victim's cell: %s", text, full)
		}
	}
	if len(promotions) > 0 {
		slices.Sort(promotions)
		return fmt.Errorf("%q has no promotion suffix, and XBoard promotes a move into its promotion zone that has "+
			"none to its default piece, a Queen; the legal moves: %s", text, strings.Join(promotions, " "))
	}
	for _, m := range legal {
		if xb.textIn(xb.t.CellName, p, m) == want && xb.text(p, m) != want {
			return fmt.Errorf("%q is in the engine's cell names; XBoard labels that move %s", text, xb.text(p, m))
		}
	}
	return fmt.Errorf("%q is no legal move in XBoard's labels", text)
}

// castlingByName finds the castling that O-O (the King towards the higher file) or O-O-O (towards the lower)
// names, zeros for O's and a check sign allowed. ok is false for a text of another form.
func (xb *Board) castlingByName(p *movegen.Position, legal []movegen.Move, text string) (m movegen.Move, ok bool, err error) {
	var long bool
	switch strings.ReplaceAll(strings.TrimRight(strings.TrimSpace(text), "+#"), "0", "O") {
	case "O-O":
	case "O-O-O":
		long = true
	default:
		return movegen.NoMove, false, nil
	}
	b := xb.t.Board()
	found, n := movegen.NoMove, 0
	for _, c := range legal {
		if c.Kind() != movegen.KindCastle {
			continue
		}
		from, to := b.Cells[c.From()].File, b.Cells[c.To()].File
		if to != from && (to < from) == long {
			found, n = c, n+1
		}
	}
	switch {
	case n != 1:
		return movegen.NoMove, true, fmt.Errorf("%q names %d legal castlings", text, n)
	case !xb.Shows(p, found):
		return movegen.NoMove, true, fmt.Errorf("%q: XBoard cannot show this castling (its board would differ)", text)
	}
	return found, true, nil
}
