package variants

// Chess (orthodox, FIDE rules) and Grand Chess (Christian Freeling) as Fairy-Stockfish plays them: yardsticks
// with published perft numbers and engines to compare with, built from the same atoms and rule switches as the
// other games.
func init() {
	register("chess", chess)
	register("grand", grand)
}

// orthodoxPieces returns King, Queen, Rook, Bishop, Knight and a Pawn that double-steps from the given ranks
// (White's, Black's) and takes en passant.
func orthodoxPieces(b *Board, whiteStart, blackStart int) []PieceType {
	starts := [2]map[string]int{{}, {}}
	for f := range b.Files {
		starts[0][SquareName(f, whiteStart)] = 2
		starts[1][SquareName(f, blackStart)] = 2
	}
	return []PieceType{
		{Token: "K", XBoardSlot: "King", Name: "King", Royal: true, Atoms: []Atom{LeapAtom(Both, SquareK...)},
			Betza: "K"},
		{Token: "Q", XBoardSlot: "Queen", Name: "Queen", Atoms: []Atom{RideAtom(Both, SquareK...)}, Betza: "Q"},
		{Token: "R", XBoardSlot: "Rook", Name: "Rook", Atoms: []Atom{RideAtom(Both, SquareW...)}, Betza: "R"},
		{Token: "B", XBoardSlot: "Bishop", Name: "Bishop", Atoms: []Atom{RideAtom(Both, SquareF...)}, Betza: "B"},
		{Token: "N", XBoardSlot: "Knight", Name: "Knight", Atoms: []Atom{LeapAtom(Both, SquareN...)}, Betza: "N"},
		{Token: "P", XBoardSlot: "Pawn", Name: "Pawn", Pawn: true, Promotes: true, EnPassantVictim: true, Atoms: []Atom{
			{Kind: Push, Mode: MoveOnly, Vecs: []Vec{{0, 1, false}}, Oriented: true, Steps: starts},
			{Kind: Leap, Mode: CaptureOnly, Vecs: []Vec{{1, 1, false}, {-1, 1, false}}, Oriented: true, EnPassant: true},
		}},
	}
}

// rankCells lists the cells of some ranks of a square board.
func rankCells(b *Board, ranks ...int) []string {
	var out []string
	for _, r := range ranks {
		for f := range b.Files {
			out = append(out, SquareName(f, r))
		}
	}
	return out
}

func chess() *Variant {
	board := SquareGrid(8, 8)
	return &Variant{
		Name:     "chess",
		Title:    "Chess",
		Board:    board,
		Pieces:   orthodoxPieces(board, 2, 7),
		StartFEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		Rules: Rules{
			Mirror: FlipRank,
			Promotion: Promotion{
				Cells:   [2][]string{rankCells(board, 8), rankCells(board, 1)},
				Choices: []string{"Q", "R", "B", "N"},
			},
			Castling: []Castling{
				TwoStepCastling(board, 0, "e1", "h1", "R"),
				TwoStepCastling(board, 0, "e1", "a1", "R"),
				TwoStepCastling(board, 1, "e8", "h8", "R"),
				TwoStepCastling(board, 1, "e8", "a8", "R"),
			},
			CastlingLetters:      CastlingSides,
			InsufficientMaterial: []string{"K-K", "KB-K", "KN-K"},
		},
		XBoard:    XBoardHosting{BuiltIn: "normal"},
		Yardstick: true,
		// The classic values.
		Eval: EvalValues{PieceValues: map[string]int{"P": 100, "N": 320, "B": 330, "R": 500, "Q": 950}},
	}
}

// grand is Grand Chess by Fairy-Stockfish's rules (variant.cpp, grand_variant): 10x10, Marshal (Rook + Knight,
// FEN letter C as in Fairy-Stockfish and XBoard) and Cardinal (Bishop + Knight, A), no castling, Pawns double-step
// from their start rank and promote on the last three ranks, only to a captured piece of their own: optionally on
// the first two of them, necessarily on the last, and a Pawn with nothing to promote to cannot go there.
func grand() *Variant {
	board := SquareGrid(10, 10)
	pieces := orthodoxPieces(board, 3, 8)
	pieces = append(pieces,
		PieceType{Token: "C", XBoardSlot: "Marshall", Name: "Marshal", Betza: "RN",
			Atoms: []Atom{RideAtom(Both, SquareW...), LeapAtom(Both, SquareN...)}},
		PieceType{Token: "A", XBoardSlot: "Cardinal", Name: "Cardinal", Betza: "BN",
			Atoms: []Atom{RideAtom(Both, SquareF...), LeapAtom(Both, SquareN...)}},
	)
	return &Variant{
		Name:     "grand",
		Title:    "Grand Chess",
		Board:    board,
		Pieces:   pieces,
		StartFEN: "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
		Rules: Rules{
			Mirror: FlipRank,
			Promotion: Promotion{
				Cells:        [2][]string{rankCells(board, 10), rankCells(board, 1)},
				Optional:     [2][]string{rankCells(board, 8, 9), rankCells(board, 3, 2)},
				Choices:      []string{"Q", "C", "A", "R", "B", "N"},
				OnlyCaptured: true,
			},
			InsufficientMaterial: []string{"K-K", "KB-K", "KN-K"},
		},
		XBoard:    XBoardHosting{BuiltIn: "grand"},
		Yardstick: true,
		// Fairy-Stockfish's ordering (Marshal above Cardinal, both near the Queen) on a 10x10 board, where
		// long-range pieces gain a little.
		Eval: EvalValues{PieceValues: map[string]int{"P": 100, "N": 300, "B": 340, "R": 520, "Q": 980, "C": 920,
			"A": 850}},
	}
}
