package variants

// Megalomachy (H. G. Muller), as rules/megalomachy.md specifies: 16x16, 33 piece types, 80 pieces a side.
func init() { register("megalomachy", megalomachy) }

// megalomachyStartFEN is the reconstructed 2023-04-12 draft setup (rules/megalomachy.md §5). It is data only:
// replace this line when the published diagram is known.
const megalomachyStartFEN = "dtufcoauuqkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'b'e'e'b'r'zjigr/esbwna'vs's'va'nwbse/" +
	"pppppppppppppppp/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ESBWNA'VS'S'VA'NWBSE/RGIJZR'B'E'E'B'R'ZJIGR/" +
	"W'W'W'W'HYT'LMT'XHW'W'W'W'/DTUFCOAUUQKCFUTD w APap - 0 1"

// megalomachySlide is the longest continuation of a bent slide on the 16x16 board.
const megalomachySlide = 15

// Forward-dependent vectors, White's view (rules/megalomachy.md §2).
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

	// Pawn: one step, or two or three from its start rank (rules/megalomachy.md §4.1).
	pawnStarts := [2]map[string]int{{}, {}}
	for f := range 16 {
		pawnStarts[0][SquareName(f, 5)] = 3
		pawnStarts[1][SquareName(f, 12)] = 3
	}
	pieces := []PieceType{
		{Token: "K", Name: "King", Royal: true, Atoms: []Atom{leap(SquareK)}},
		{Token: "Q", Name: "Queen", Atoms: []Atom{ride(SquareK)}},
		{Token: "R", Name: "Rook", Atoms: []Atom{ride(SquareW)}},
		{Token: "B", Name: "Bishop", Atoms: []Atom{ride(SquareF)}},
		{Token: "N", Name: "Knight", Atoms: []Atom{leap(SquareN), airLift(SquareF, 3)}},
		{Token: "P", Name: "Pawn", Pawn: true, Promotes: true, EnPassantVictim: true, Atoms: []Atom{
			{Kind: Push, Mode: MoveOnly, Vecs: []Vec{megaForward}, Oriented: true, Steps: pawnStarts},
			forwardCaptures,
		}},
		{Token: "A", Name: "Archbishop", Atoms: []Atom{ride(SquareF), leap(SquareN)}},
		{Token: "M", Name: "Marshall", Atoms: []Atom{ride(SquareW), leap(SquareN)}},
		{Token: "H", Name: "Dragon horse", Atoms: []Atom{ride(SquareF), leap(SquareW)}},
		{Token: "D", Name: "Dragon king", Atoms: []Atom{ride(SquareW), leap(SquareF)}},
		{Token: "C", Name: "Cannon", Atoms: []Atom{slideOnly(SquareW), hop(SquareW)}},
		{Token: "V", Name: "Vao", Atoms: []Atom{slideOnly(SquareF), hop(SquareF)}},
		{Token: "I", Name: "Leo", Atoms: []Atom{slideOnly(SquareK), hop(SquareK)}},
		{Token: "L", Name: "Lion", Atoms: []Atom{leap(lionArea())}},
		{Token: "Z", Name: "Zebra", Atoms: []Atom{leap(SquareZ)}},
		{Token: "J", Name: "Camel", Atoms: []Atom{leap(SquareC)}},
		{Token: "E", Name: "Elephant", Atoms: []Atom{leap(SquareF, SquareA), airLift(SquareF, 1)}},
		{Token: "W", Name: "War machine", Atoms: []Atom{leap(SquareW, SquareD), airLift(SquareW, 1)}},
		{Token: "F", Name: "Frog", Atoms: []Atom{leap(SquareF, SquareH)}},
		{Token: "G", Name: "Guard", Atoms: []Atom{leap(SquareK), airLift(SquareW, 1)}},
		{Token: "T", Name: "Nightrider", Atoms: []Atom{ride(SquareN)}},
		{Token: "X", Name: "Rhino", Atoms: []Atom{{Kind: Path, Mode: Both,
			Paths: BentPaths(SquareW, rhinoTurns, megalomachySlide)}}},
		{Token: "Y", Name: "Gryphon", Atoms: []Atom{{Kind: Path, Mode: Both,
			Paths: BentPaths(SquareF, gryphonTurns, megalomachySlide)}}},
		{Token: "O", Name: "Amazon", Atoms: []Atom{ride(SquareK), leap(SquareN)}},
		{Token: "S", Name: "Scout", Atoms: []Atom{LeapAtom(MoveOnly, SquareN...), LeapAtom(CaptureOnly, SquareA...)}},
		{Token: "U", Name: "Ram", Atoms: []Atom{
			{Kind: Grasshopper, Mode: MoveOnly, Vecs: SquareK},
			{Kind: Leap, Mode: CaptureOnly, Vecs: []Vec{megaForward.Scale(2)}, Oriented: true},
		}},
		{Token: "W'", Name: "Warrior", Pawn: true, Promotes: true, EnPassantVictim: true, Atoms: []Atom{
			// The 2-step is allowed at any time (rules/megalomachy.md §6).
			{Kind: Push, Mode: MoveOnly, Vecs: []Vec{megaForward}, Oriented: true, DefaultSteps: 2},
			forwardCaptures,
			{Kind: Leap, Mode: CaptureOnly, Vecs: megaBackKnight, Oriented: true},
		}},
		{Token: "T'", Name: "Terror", Atoms: []Atom{ride(SquareK), leap(SquareN, SquareA, SquareD),
			{Kind: Locust, Mode: CaptureOnly, Vecs: SquareK, Then: SquareK}}},
		{Token: "E'", Name: "Eagle", Atoms: []Atom{ride(SquareK), fly(SquareK)}},
		{Token: "R'", Name: "Raven", Atoms: []Atom{ride(SquareW), fly(SquareW)}},
		{Token: "B'", Name: "Bat", Atoms: []Atom{ride(SquareF), fly(SquareF)}},
		{Token: "S'", Name: "Spearman", Atoms: []Atom{leap(SquareF, SquareD)}},
		{Token: "A'", Name: "Archer", Atoms: []Atom{leap(SquareW, SquareA)}},
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
	}
}
