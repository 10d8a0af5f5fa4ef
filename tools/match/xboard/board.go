// Package xboard is the match runner's own model of XBoard 4.9.1 on the CECP link: the square labels it uses for a
// game, how it writes the moves it sends an engine and which texts it reads as which move, which castlings it can
// show, and the FEN of its setboard. It is built from docs/protocol-notes.md (the behaviour verified against the
// real XBoard), from the game's data and its legal moves, and shares no code with the engine's CECP front end
// (package protocol): a runner that translated with the engine's own code would agree with every mistake in it,
// as it did with the Grand Chess promotion suffix that only the real XBoard caught.
package xboard

import (
	"fmt"
	"strings"

	"sennight/movegen"
)

// Name returns the name XBoard knows a game by (its -variant and the `variant` command): XBoard's own name of a
// game it has built in ("normal" for Chess, which XBoard starts with `new` and never names), else the game's.
func Name(variant string) (string, error) {
	v, err := movegen.VariantByName(variant)
	if err != nil {
		return "", err
	}
	if v.XBoard.BuiltIn != "" {
		return v.XBoard.BuiltIn, nil
	}
	return v.Name, nil
}

// Board is XBoard's view of one game: the board on its grid and the label of every cell.
type Board struct {
	t *movegen.Tables
	// firstRank is the label of the grid's lowest rank: XBoard counts ranks from 1, but from 0 on a board of
	// exactly 10 ranks (common.h, ONE), and -rankOffset N lowers every label by N (docs/protocol-notes.md §1.4).
	firstRank int
	// builtIn: XBoard knows the game's rules, e.p. included (variants.XBoardHosting.BuiltIn).
	builtIn bool
	label   []string                // by engine cell
	cell    map[string]movegen.Cell // by label
}

// New returns XBoard's view of a game's tables, as XBoard hosts it with the flags its data asks for
// (variants.XBoardHosting: -rankOffset).
func New(t *movegen.Tables) *Board {
	b := t.Board()
	xb := &Board{t: t, firstRank: 1 - t.Variant.XBoard.RankOffset, builtIn: t.Variant.XBoard.BuiltIn != "",
		label: make([]string, len(b.Cells)), cell: map[string]movegen.Cell{}}
	if b.Ranks == 10 {
		xb.firstRank--
	}
	for i, c := range b.Cells {
		// Files are letters from a, ranks decimal numbers, two digits from 10 up; a game's own cell names
		// (Gliński's) play no part: XBoard knows only its grid.
		l := fmt.Sprintf("%c%d", 'a'+c.File, c.Rank-1+xb.firstRank)
		xb.label[i] = l
		xb.cell[l] = movegen.Cell(i)
	}
	return xb
}

// FirstRank returns the label of the board's lowest rank (1; 0 on a 10-rank board or with -rankOffset 1).
func (xb *Board) FirstRank() int { return xb.firstRank }

// Label returns XBoard's label of an engine cell.
func (xb *Board) Label(c movegen.Cell) string { return xb.label[c] }

// Cell returns the engine cell XBoard labels so, or false for a label of no cell (a hole, off the board).
func (xb *Board) Cell(label string) (movegen.Cell, bool) {
	c, ok := xb.cell[label]
	return c, ok
}

// FEN returns an engine FEN as XBoard's setboard writes it: the same but for the e.p. cells, which are labels
// (docs/protocol-notes.md §1.4). The placement field is the grid's, rank by rank, in both.
func (xb *Board) FEN(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 4 || f[3] == "-" {
		return strings.Join(f, " ")
	}
	names := strings.Split(f[3], ",")
	for i, n := range names {
		if c, ok := xb.t.Cell(n); ok {
			names[i] = xb.label[c]
		}
	}
	f[3] = strings.Join(names, ",")
	return strings.Join(f, " ")
}
