package variants

// twoLevelGame describes one of Gilman's two-level games for twoLevelVariant.
type twoLevelGame struct {
	name, title string
	p           int    // board parameter: 3 for Star of David 2 Level, 4 for Megastar of David
	start       string // start FEN
	army        []PieceType
	promoteTo   []string // promotion choices, in generation order
	// doubleThroughStart: a double step must pass another own pawn's start cell (Star of David 2 Level); without
	// it any own pawn start cell gives one (Megastar).
	doubleThroughStart bool
}

// twoLevelVariant assembles a two-level game: King, Rook, Knight and Pawn common to every army, the army's own
// pieces, the pawn's double steps and promotion cells computed from the start position and the Drum.
func twoLevelVariant(g twoLevelGame) *Variant {
	b := TwoLevelHex(g.p)
	pawn := twoLevelPawn(twoLevelDoubleSteps(b, twoLevelPawnStarts(b, g.start), g.doubleThroughStart))
	pieces := append([]PieceType{twoLevelKing(), twoLevelRook(), twoLevelKnight(), pawn}, g.army...)
	return &Variant{
		Name:     g.name,
		Title:    g.title,
		Board:    b,
		Pieces:   pieces,
		StartFEN: g.start,
		Rules: Rules{
			Mirror:               Rotate180,
			Promotion:            Promotion{Cells: lastDrumCells(b), Choices: g.promoteTo},
			InsufficientMaterial: []string{"K-K"},
		},
		XBoard: XBoardHosting{Parent: "fairy", LegalityOff: true,
			Why: "the two levels share one grid, and moves between them are not fixed grid offsets, so XBetza " +
				"cannot describe any piece; the engine's highlights guide the user and the engine claims results"},
	}
}
