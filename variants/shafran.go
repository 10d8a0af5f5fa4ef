package variants

// Shafran's Hexagonal Chess, as docs/rules/shafran.md specifies.
func init() { register("shafran", shafran) }

func shafran() *Variant {
	board := HexGrid(9, 10, func(f, r int) bool { return f-r >= -6 && f-r <= 3 })
	pawn := PieceType{Token: "P", Name: "Pawn", Pawn: true, Promotes: true, EnPassantVictim: true, XBoardSlot: "Pawn", Atoms: []Atom{
		{Kind: Push, Mode: MoveOnly, Vecs: []Vec{HexN}, Oriented: true, Steps: [2]map[string]int{
			{"b2": 2, "c2": 2, "g4": 2, "h5": 2, "d2": 3, "e2": 3, "f3": 3},
			{"b6": 2, "c7": 2, "g9": 2, "h9": 2, "d8": 3, "e9": 3, "f9": 3},
		}},
		// Captures go one diagonal step forward through a vertex: NNW and NNE for White.
		{Kind: Leap, Mode: CaptureOnly, Vecs: []Vec{{-1, 1, false}, {1, 2, false}}, Oriented: true, EnPassant: true},
	}}
	return &Variant{
		Name:  "shafran",
		Title: "Shafran's Hexagonal Chess",
		Board: board,
		// XBetza on the axial grid: the edge steps are W plus the diagonal pair frF/blF; the vertex ("diagonal")
		// steps are brF, flF and the knight-shaped rfN, frN, lbN, blN (XBetza names an oblique direction by its
		// wide component first: rfN is (1,2), frN is (2,1)). Slides along them are R, B and N0 (nightrider).
		Pieces: []PieceType{
			{Token: "K", Name: "King", Royal: true, Atoms: []Atom{LeapAtom(Both, Join(HexOrth, HexDiag)...)},
				XBoardSlot: "King", Betza: "KrffrlbblN"},
			{Token: "Q", Name: "Queen", Atoms: []Atom{RideAtom(Both, Join(HexOrth, HexDiag)...)},
				XBoardSlot: "Queen", Betza: "QrffrlbblN0"},
			{Token: "R", Name: "Rook", Atoms: []Atom{RideAtom(Both, HexOrth...)},
				XBoardSlot: "Rook", Betza: "RfrblB"},
			{Token: "B", Name: "Bishop", Atoms: []Atom{RideAtom(Both, HexDiag...)},
				XBoardSlot: "Bishop", Betza: "brflBrffrlbblN0"},
			// Gliński's 12 leaps are four camel, four zebra and four knight leaps of the grid.
			{Token: "N", Name: "Knight", Atoms: []Atom{LeapAtom(Both, HexKnight...)},
				XBoardSlot: "Knight", Betza: "rffrlbblCrffrlbblZbrrbfllfN"},
			// No Betza: the pawn's 2- and 3-steps depend on its start cell, which XBetza cannot say.
			pawn,
		},
		StartFEN: "****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w AIai - 0 1",
		Rules: Rules{
			Mirror: Rotate180,
			Promotion: Promotion{
				Cells: [2][]string{
					{"a6", "b7", "c8", "d9", "e10", "f10", "g10", "h10", "i10"},
					{"a1", "b1", "c1", "d1", "e1", "f2", "g3", "h4", "i5"},
				},
				Choices: []string{"Q", "R", "B", "N"},
			},
			// Long castling only: the King moves three cells toward the Rook (docs/rules/shafran.md §4.2).
			Castling: []Castling{
				{Colour: 0, King: "e1", Partner: "a1", PartnerPiece: "R", Options: []CastleOption{{KingTo: "b1", PartnerTo: "c1",
					Empty: []string{"b1", "c1", "d1"}, Safe: []string{"e1", "d1", "c1", "b1"}}}},
				{Colour: 0, King: "e1", Partner: "i5", PartnerPiece: "R", Options: []CastleOption{{KingTo: "h4", PartnerTo: "g3",
					Empty: []string{"f2", "g3", "h4"}, Safe: []string{"e1", "f2", "g3", "h4"}}}},
				{Colour: 1, King: "e10", Partner: "a6", PartnerPiece: "R", Options: []CastleOption{{KingTo: "b7", PartnerTo: "c8",
					Empty: []string{"b7", "c8", "d9"}, Safe: []string{"e10", "d9", "c8", "b7"}}}},
				{Colour: 1, King: "e10", Partner: "i10", PartnerPiece: "R", Options: []CastleOption{{KingTo: "h10", PartnerTo: "g10",
					Empty: []string{"f10", "g10", "h10"}, Safe: []string{"e10", "f10", "g10", "h10"}}}},
			},
			InsufficientMaterial: []string{"K-K", "KB-K", "KN-K"},
		},
		XBoard: XBoardHosting{Parent: "fairy", LegalityOff: true,
			Why: "XBoard castles only along a rank (the i-flank castling e1h4 runs up a file diagonal), promotes " +
				"only on the last rank (Shafran promotes on the last cell of each file), and cannot give each " +
				"pawn start cell its own 2- or 3-step or take en passant on either skipped cell"},
	}
}
