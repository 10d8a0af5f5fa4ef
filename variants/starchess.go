package variants

// Starchess (László Polgár), as docs/rules/starchess.md specifies.
func init() { register("starchess", starchess) }

// starchessCell is the cell set of the 37-cell hexagram on its 9x9 grid: with x = F-4, z = 5-R, y = -x-z, a cell
// lies in one of the two overlapping triangles max(x,y,z) <= 2 or min(x,y,z) >= -2.
func starchessCell(f, r int) bool {
	x, z := f-4, 5-r
	y := -x - z
	return max(x, y, z) <= 2 || min(x, y, z) >= -2
}

func starchess() *Variant {
	pawnStarts := [2]map[string]int{
		{"c2": 2, "d3": 2, "e4": 2, "f4": 2, "g4": 2},
		{"c6": 2, "d6": 2, "e6": 2, "f7": 2, "g8": 2},
	}
	return &Variant{
		Name:  "starchess",
		Title: "Starchess",
		Board: HexGrid(9, 9, starchessCell),
		// XBetza on the axial grid: the 6 edge steps are W plus the diagonal pair frF/blF.
		Pieces: []PieceType{
			{Token: "K", Name: "King", Royal: true, Atoms: []Atom{LeapAtom(Both, HexOrth...)},
				XBoardSlot: "King", Betza: "WfrblF"},
			{Token: "Q", Name: "Queen", Atoms: []Atom{RideAtom(Both, HexOrth...)},
				XBoardSlot: "Queen", Betza: "RfrblB"},
			// The Rook slides only along its own file; the Bishop along the four other edge directions.
			{Token: "R", Name: "Rook", Atoms: []Atom{RideAtom(Both, HexN, HexS)},
				XBoardSlot: "Rook", Betza: "vR"},
			{Token: "B", Name: "Bishop", Atoms: []Atom{RideAtom(Both, HexNE, HexSE, HexSW, HexNW)},
				XBoardSlot: "Bishop", Betza: "sRfrblB"},
			// A pure leap: the cells in between may be holes (docs/rules/starchess.md §6).
			{Token: "N", Name: "Knight", Atoms: []Atom{LeapAtom(Both, HexKnight...)},
				XBoardSlot: "Knight", Betza: "rffrlbblCrffrlbblZbrrbfllfN"},
			// No Betza: the double step from any own start cell (not a rank, not only unmoved pawns) and the
			// promotion cells (not a rank) are beyond XBetza.
			{Token: "P", Name: "Pawn", Pawn: true, Promotes: true, XBoardSlot: "Pawn", Atoms: []Atom{
				{Kind: Push, Mode: MoveOnly, Vecs: []Vec{HexN}, Oriented: true, Steps: pawnStarts},
				{Kind: Leap, Mode: CaptureOnly, Vecs: []Vec{HexNW, HexNE}, Oriented: true},
			}},
		},
		StartFEN: "******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - - 0 1",
		Rules: Rules{
			Mirror: Rotate180,
			Promotion: Promotion{
				Cells: [2][]string{
					{"c7", "d7", "e7", "f8", "g9"},
					{"c1", "d2", "e3", "f3", "g3"},
				},
				Choices: []string{"Q", "R", "B", "N"},
			},
			Placement: &Placement{Zone: [2][]string{
				{"c1", "d2", "e3", "f3", "g3"},
				{"c7", "d7", "e7", "f8", "g9"},
			}},
			InsufficientMaterial: []string{"K-K"},
		},
		XBoard: XBoardHosting{Parent: "bughouse", LegalityOff: true,
			Why: "the Kings start in hand, and XBoard's legality test rejects every move while a King is " +
				"off the board (docs/protocol-notes.md §2.4); XBoard also cannot restrict drops to the own back rank"},
	}
}
