package variants

// Directions of the hex boards embedded in the axial grid (Shafran, Starchess): a cell (f, r) is grid file f, grid
// rank r, and White's forward is (0,+1). See docs/rules/shafran.md §2.
var (
	// HexN .. HexNW are the 6 edge (orthogonal) steps.
	HexN  = Vec{0, 1, false}
	HexNE = Vec{1, 1, false}
	HexSE = Vec{1, 0, false}
	HexS  = Vec{0, -1, false}
	HexSW = Vec{-1, -1, false}
	HexNW = Vec{-1, 0, false}
	// HexOrth are the 6 edge steps.
	HexOrth = []Vec{HexN, HexNE, HexSE, HexS, HexSW, HexNW}
	// HexDiag are the 6 vertex (diagonal) steps NNE, E, SSE, SSW, W, NNW.
	HexDiag = []Vec{{1, 2, false}, {2, 1, false}, {1, -1, false}, {-1, -2, false}, {-2, -1, false}, {-1, 1, false}}
	// HexKnight are Gliński's 12 knight leaps.
	HexKnight = []Vec{{1, 3, false}, {2, 3, false}, {3, 2, false}, {3, 1, false}, {2, -1, false}, {1, -2, false},
		{-1, -3, false}, {-2, -3, false}, {-3, -2, false}, {-3, -1, false}, {-2, 1, false}, {-1, 2, false}}
)

// Rotate180 is the Black mirror of the hex games and Megalomachy's forward-dependent moves: Black is White turned
// by 180 degrees, so every oriented vector is negated (the level flip is kept).
func Rotate180(v Vec) Vec { return v.Neg() }
