package variants

// Megalomachy (H. G. Muller), as docs/rules/megalomachy.md specifies: 16x16, 33 piece types, 80 pieces a side.
func init() { register("megalomachy", megalomachy) }

// megalomachyStartFEN is the reconstructed 2023-04-12 draft setup (docs/rules/megalomachy.md §5). It is data only:
// replace this line when the published diagram is known.
const megalomachyStartFEN = "dtufcoauuqkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'b'e'e'b'r'zjigr/esbwna'vs's'va'nwbse/" +
	"pppppppppppppppp/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ESBWNA'VS'S'VA'NWBSE/RGIJZR'B'E'E'B'R'ZJIGR/" +
	"W'W'W'W'HYT'LMT'XHW'W'W'W'/DTUFCOAUUQKCFUTD w APap - 0 1"

// megalomachySlide is the longest continuation of a bent slide on the 16x16 board.
const megalomachySlide = 15

// Forward-dependent vectors, White's view (docs/rules/megalomachy.md §2).
var (
	megaForward      = Vec{0, 1, false}
	megaForwardDiags = []Vec{{1, 1, false}, {-1, 1, false}}
	megaBackKnight   = []Vec{{1, -2, false}, {-1, -2, false}, {2, -1, false}, {-2, -1, false}}
)

// lionArea is every leap in the 5x5 square around the piece.
func lionArea() []Vec {
	var out []Vec
	for dx := -2; dx <= 2; dx++ {
		for dy := -2; dy <= 2; dy++ {
			if dx != 0 || dy != 0 {
				out = append(out, Vec{dx, dy, false})
			}
		}
	}
	return out
}

// rhinoTurns: after an orthogonal step d, the two diagonals that lead outward, d + p for p perpendicular to d.
func rhinoTurns(d Vec) []Vec {
	p := Vec{d.DY, d.DX, false} // perpendicular unit step
	return []Vec{d.Plus(p), d.Plus(p.Neg())}
}

// gryphonTurns: after a diagonal step d, its two orthogonal components.
func gryphonTurns(d Vec) []Vec { return []Vec{{d.DX, 0, false}, {0, d.DY, false}} }

func megalomachy() *Variant {
	board := SquareGrid(16, 16)
	leap := func(vecs ...[]Vec) Atom { return LeapAtom(Both, Join(vecs...)...) }
	ride := func(vecs ...[]Vec) Atom { return RideAtom(Both, Join(vecs...)...) }
	slideOnly := func(vecs []Vec) Atom { return RideAtom(MoveOnly, vecs...) }
	hop := func(vecs []Vec) Atom { return Atom{Kind: Hop, Mode: CaptureOnly, Vecs: vecs} }
	fly := func(vecs []Vec) Atom { return Atom{Kind: Fly, Mode: CaptureOnly, Vecs: vecs} }
	airLift := func(vecs []Vec, minLand int) Atom {
		return Atom{Kind: AirLift, Mode: MoveOnly, Vecs: vecs, MinLand: minLand}
	}
	forwardCaptures := Atom{Kind: Leap, Mode: CaptureOnly, Vecs: megaForwardDiags, Oriented: true, EnPassant: true}

	// Pawn: one step, or two or three from its start rank (docs/rules/megalomachy.md §4.1).
	pawnStarts := [2]map[string]int{{}, {}}
	for f := range 16 {
		pawnStarts[0][SquareName(f, 5)] = 3
		pawnStarts[1][SquareName(f, 12)] = 3
	}
	pieces := []PieceType{
		{Token: "K", XBoardSlot: "King", Name: "King", Royal: true, Atoms: []Atom{leap(SquareK)}},
		{Token: "Q", XBoardSlot: "Queen", Name: "Queen", Atoms: []Atom{ride(SquareK)}},
		{Token: "R", XBoardSlot: "Rook", Name: "Rook", Atoms: []Atom{ride(SquareW)}},
		{Token: "B", XBoardSlot: "Bishop", Name: "Bishop", Atoms: []Atom{ride(SquareF)}},
		{Token: "N", XBoardSlot: "Knight", Name: "Knight", Atoms: []Atom{leap(SquareN), airLift(SquareF, 3)}},
		{Token: "P", XBoardSlot: "Pawn", Name: "Pawn", Pawn: true, Promotes: true, EnPassantVictim: true, Atoms: []Atom{
			{Kind: Push, Mode: MoveOnly, Vecs: []Vec{megaForward}, Oriented: true, Steps: pawnStarts},
			forwardCaptures,
		}},
		{Token: "A", XBoardSlot: "Cardinal", Name: "Archbishop", Atoms: []Atom{ride(SquareF), leap(SquareN)}},
		{Token: "M", XBoardSlot: "Marshall", Name: "Marshall", Atoms: []Atom{ride(SquareW), leap(SquareN)}},
		{Token: "H", XBoardSlot: "Horse", Name: "Dragon horse", Atoms: []Atom{ride(SquareF), leap(SquareW)}},
		{Token: "D", XBoardSlot: "Dragon", Name: "Dragon king", Atoms: []Atom{ride(SquareW), leap(SquareF)}},
		{Token: "C", XBoardSlot: "Cannon", Name: "Cannon", Atoms: []Atom{slideOnly(SquareW), hop(SquareW)}},
		{Token: "V", XBoardSlot: "Cobra", Name: "Vao", Atoms: []Atom{slideOnly(SquareF), hop(SquareF)}},
		{Token: "I", XBoardSlot: "Wolf", Name: "Leo", Atoms: []Atom{slideOnly(SquareK), hop(SquareK)}},
		{Token: "L", XBoardSlot: "Lion", Name: "Lion", Atoms: []Atom{leap(lionArea())}},
		{Token: "Z", XBoardSlot: "Zebra", Name: "Zebra", Atoms: []Atom{leap(SquareZ)}},
		{Token: "J", XBoardSlot: "Camel", Name: "Camel", Atoms: []Atom{leap(SquareC)}},
		{Token: "E", XBoardSlot: "Alfil", Name: "Elephant", Atoms: []Atom{leap(SquareF, SquareA), airLift(SquareF, 1)}},
		{Token: "W", XBoardSlot: "Wazir", Name: "War machine", Atoms: []Atom{leap(SquareW, SquareD), airLift(SquareW, 1)}},
		{Token: "F", XBoardSlot: "Ferz", Name: "Frog", Atoms: []Atom{leap(SquareF, SquareH)}},
		{Token: "G", XBoardSlot: "Man", Name: "Guard", Atoms: []Atom{leap(SquareK), airLift(SquareW, 1)}},
		{Token: "T", XBoardSlot: "Nightrider", Name: "Nightrider", Atoms: []Atom{ride(SquareN)}},
		{Token: "X", XBoardSlot: "Unicorn", Name: "Rhino", Atoms: []Atom{{Kind: Path, Mode: Both,
			Paths: BentPaths(SquareW, rhinoTurns, megalomachySlide)}}},
		{Token: "Y", XBoardSlot: "Gnu", Name: "Gryphon", Atoms: []Atom{{Kind: Path, Mode: Both,
			Paths: BentPaths(SquareF, gryphonTurns, megalomachySlide)}}},
		{Token: "O", XBoardSlot: "Amazon", Name: "Amazon", Atoms: []Atom{ride(SquareK), leap(SquareN)}},
		{Token: "S", XBoardSlot: "Silver", Name: "Scout", Atoms: []Atom{LeapAtom(MoveOnly, SquareN...), LeapAtom(CaptureOnly, SquareA...)}},
		{Token: "U", XBoardSlot: "Grasshopper", Name: "Ram", Atoms: []Atom{
			{Kind: Grasshopper, Mode: MoveOnly, Vecs: SquareK},
			{Kind: Leap, Mode: CaptureOnly, Vecs: []Vec{megaForward.Scale(2)}, Oriented: true},
		}},
		{Token: "W'", XBoardSlot: "Copper", Name: "Warrior", Pawn: true, Promotes: true, EnPassantVictim: true, Atoms: []Atom{
			// The 2-step is allowed at any time (docs/rules/megalomachy.md §6).
			{Kind: Push, Mode: MoveOnly, Vecs: []Vec{megaForward}, Oriented: true, DefaultSteps: 2},
			forwardCaptures,
			{Kind: Leap, Mode: CaptureOnly, Vecs: megaBackKnight, Oriented: true},
		}},
		{Token: "T'", XBoardSlot: "Wizard", Name: "Terror", Atoms: []Atom{ride(SquareK), leap(SquareN, SquareA, SquareD),
			{Kind: Locust, Mode: CaptureOnly, Vecs: SquareK, Then: SquareK}}},
		{Token: "E'", XBoardSlot: "Falcon", Name: "Eagle", Atoms: []Atom{ride(SquareK), fly(SquareK)}},
		{Token: "R'", XBoardSlot: "Hat", Name: "Raven", Atoms: []Atom{ride(SquareW), fly(SquareW)}},
		{Token: "B'", XBoardSlot: "Butterfly", Name: "Bat", Atoms: []Atom{ride(SquareF), fly(SquareF)}},
		{Token: "S'", XBoardSlot: "Sword", Name: "Spearman", Atoms: []Atom{leap(SquareF, SquareD)}},
		{Token: "A'", XBoardSlot: "Axe", Name: "Archer", Atoms: []Atom{leap(SquareW, SquareA)}},
	}
	var promotionCells [2][]string
	for f := range 16 {
		promotionCells[0] = append(promotionCells[0], SquareName(f, 16))
		promotionCells[1] = append(promotionCells[1], SquareName(f, 1))
	}
	return &Variant{
		Name:     "megalomachy",
		Title:    "Megalomachy",
		Board:    board,
		Pieces:   pieces,
		StartFEN: megalomachyStartFEN,
		Rules: Rules{
			Mirror: FlipRank,
			Promotion: Promotion{
				Cells:   promotionCells,
				Choices: []string{"U", "S", "Z", "J", "E", "W", "F", "N", "G", "V", "C", "B", "R", "T", "H", "D", "I", "X", "Y", "A", "M", "Q", "L", "O"},
			},
			Castling: []Castling{
				FastCastling(board, 0, "k1", "a1", "D"),
				FastCastling(board, 0, "k1", "p1", "D"),
				FastCastling(board, 1, "k16", "a16", "D"),
				FastCastling(board, 1, "k16", "p16", "D"),
			},
			FlyBlockers:          []string{"E'", "R'", "B'", "S'", "A'"},
			AntiTrading:          &AntiTrading{Victim: "T'", Capturers: []string{"T'", "E'"}},
			CheckRepetitionBan:   "E'",
			ClockExempt:          "E'",
			InsufficientMaterial: []string{"K-K"},
		},
		// XBoard slots: the piece's own image where XBoard has one (Cannon, Lion, Zebra, Camel, Amazon, Nightrider,
		// Grasshopper for the Ram, Falcon for the Eagle), otherwise a free slot. Legality testing must be off and
		// ranks relabelled 0..15 (docs/protocol-notes.md §2.1).
		XBoard: XBoardHosting{Parent: "fairy", LegalityOff: true, RankOffset: 1,
			Why: "fast castling to any cell, air-lifts, flying captures past all but the blockers, the anti-trading " +
				"rule and the Eagle-check repetition ban are beyond XBetza; and XBoard 4.9.1 corrupts moves from the " +
				"16th rank unless its ranks are relabelled with -rankOffset 1"},
	}
}
