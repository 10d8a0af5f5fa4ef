package protocol

import (
	"fmt"
	"strings"

	"sennight/movegen"
)

// xboardSlots are XBoard 4.9.1's piece types in its internal order (common.h, ChessSquare, without the colour). A
// PIECETOCHAR string assigns letters to them in this order; its last letter per colour is always the King's.
var xboardSlots = []string{
	"Pawn", "Knight", "Bishop", "Rook", "Queen", "Ferz", "Alfil", "Angel", "Marshall", "Wazir", "Man",
	"Cannon", "Nightrider", "Cardinal", "Dragon", "Grasshopper", "Silver", "Falcon", "Lance", "Cobra", "Unicorn",
	"Lion", "Sword", "Zebra", "Camel", "Tower", "Wolf", "Hat", "Duck", "Amazon", "Flying", "Gnu", "Cub", "Shield",
	"Horse", "Wizard", "Copper", "Iron", "Viking", "Flag", "Axe", "Dolphin", "Cat", "Claw", "Wheel", "Butterfly",
	"PBishop", "PRook", "HCrown", "Shierd", "Monarch", "Mother", "Nothing", "Drunk", "Wheer", "Tokin", "PKnight",
	"PCardinal", "PDragon", "PLance", "PSilver", "Dagger", "PSword", "PDagger", "Crown", "King",
}

// xbHosting is a variant's XBoard presentation, derived from its data: the commands that answer `variant NAME`
// and the grid translation.
type xbHosting struct {
	grid  xbGrid
	setup []string // the `setup` line and the `piece` lines
	// hiddenCastle marks the castling options XBoard cannot show (xboard_moves.go).
	hiddenCastle map[int]bool
	// xbPawn[typ] says XBoard treats the piece type as its Pawn (its slot is Pawn, or Lance, which XBoard's
	// ApplyMove counts as a Pawn in a game it does not know); all false in a game XBoard knows, whose rules it has.
	xbPawn [movegen.MaxTypes]bool
}

// newXBHosting derives the XBoard presentation of a variant. It fails on inconsistent hosting data (a piece
// without a slot, two pieces in one slot, a King outside the King slot), which the protocol tests catch for every
// variant.
func newXBHosting(t *movegen.Tables) (*xbHosting, error) {
	v := t.Variant
	slotOf := map[string]int{}
	for i, s := range xboardSlots {
		slotOf[s] = i
	}
	king := len(xboardSlots) - 1
	bySlot := map[int]int{} // slot -> piece type
	maxSlot := 4            // XBoard wants at least 6 letters per colour: 5 slots and the King
	for typ := 1; typ <= t.NumTypes(); typ++ {
		pt := &v.Pieces[typ-1]
		slot, ok := slotOf[pt.XBoardSlot]
		switch {
		case !ok:
			return nil, fmt.Errorf("%s: piece %s has no XBoard slot (%q)", v.Name, pt.Token, pt.XBoardSlot)
		case bySlot[slot] != 0:
			return nil, fmt.Errorf("%s: pieces %s and %s share the XBoard slot %s", v.Name,
				v.Pieces[bySlot[slot]-1].Token, pt.Token, pt.XBoardSlot)
		case (slot == king) != pt.Royal:
			return nil, fmt.Errorf("%s: the royal piece, and only it, must use the XBoard slot King", v.Name)
		}
		bySlot[slot] = typ
		if slot != king {
			maxSlot = max(maxSlot, slot)
		}
	}
	var white, black strings.Builder
	var order []int // piece types in slot order: XBoard's holdings rows
	for slot := 0; slot <= maxSlot; slot++ {
		typ := bySlot[slot]
		if typ == 0 {
			white.WriteByte('.')
			black.WriteByte('.')
			continue
		}
		order = append(order, typ)
		tok := v.Pieces[typ-1].Token
		white.WriteString(tok)
		black.WriteString(strings.ToLower(tok))
	}
	kingTok := v.Pieces[bySlot[king]-1].Token
	white.WriteString(kingTok)
	black.WriteString(strings.ToLower(kingTok))
	order = append(order, bySlot[king])

	start := movegen.StartPosition(t)
	holdings := 0
	for n, typ := range order {
		if start.InHand(movegen.White, typ)+start.InHand(movegen.Black, typ) > 0 {
			holdings = n + 1
		}
	}
	grid := newXBGrid(t, order, holdings)
	b := t.Board()
	h := &xbHosting{grid: grid, hiddenCastle: hiddenCastlings(v)}
	if v.XBoard.BuiltIn == "" {
		for typ := 1; typ <= t.NumTypes(); typ++ {
			slot := v.Pieces[typ-1].XBoardSlot
			h.xbPawn[typ] = slot == "Pawn" || slot == "Lance"
		}
	}
	if v.XBoard.BuiltIn != "" {
		return h, nil // XBoard knows the game: no setup, no piece lines
	}
	h.setup = append(h.setup, fmt.Sprintf("setup (%s%s) %dx%d+%d_%s %s", white.String(), black.String(),
		b.Files, b.Ranks, holdings, v.XBoard.Parent, grid.fenToGUI(start.FEN())))
	for _, pt := range v.Pieces {
		if pt.Betza != "" {
			h.setup = append(h.setup, fmt.Sprintf("piece %s& %s", pt.Token, pt.Betza))
		}
	}
	return h, nil
}

// fenToGUI translates the squares of a FEN's e.p. field to XBoard's labels; the board field has no rank numbers.
func (g xbGrid) fenToGUI(fen string) string {
	f := strings.Fields(fen)
	if len(f) > 3 {
		f[3] = g.toGUI(f[3])
	}
	return strings.Join(f, " ")
}
