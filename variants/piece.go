package variants

// Mode says where an atom's moves may end: on an empty cell, on an enemy piece, or either.
type Mode uint8

const (
	Both        Mode = iota // move or capture
	MoveOnly                // the destination must be empty
	CaptureOnly             // the destination must hold an enemy piece
)

// AtomKind is the shape of a movement atom (docs/design.md, "Pieces: movement compiled to tables").
type AtomKind uint8

const (
	// Leap goes to from+v for each vector; the cells in between do not matter. Need lists, per vector, other cells
	// (relative to the source) that must exist: the static "must not be missing" conditions of the two-level games.
	Leap AtomKind = iota
	// Ride repeats one vector while the cells are empty (a slider or a rider), at most Max steps if Max > 0.
	Ride
	// Path follows explicit step sequences (bent sliders, turning paths). Every prefix of a sequence is a
	// destination; every cell before the destination must be empty. One destination reached by several paths is
	// one move.
	Path
	// Hop is a cannon capture: along a direction, jump exactly one piece of either colour (the screen) and capture
	// the first piece beyond it. Capture only; the non-capturing part of a cannon is a separate MoveOnly Ride.
	Hop
	// Fly is a flying capture: along a direction, capture any enemy piece met, jumping over pieces of either colour
	// except the variant's fly blockers (Rules.FlyBlockers), which end the flight (an enemy blocker may be taken).
	// Capture only.
	Fly
	// Grasshopper slides to the first piece of either colour and lands directly behind it, which must be an empty
	// cell. Move only.
	Grasshopper
	// AirLift slides to the first piece of either colour and lands directly before it, at least MinLand steps from
	// the start. Move only. No piece in the direction means no move.
	AirLift
	// Locust captures an enemy on from+v (v in Vecs) and continues by one step of Then to an empty cell that is not
	// the start cell: a two-leg hit-and-run move.
	Locust
	// Push is a pawn's forward step along Vecs[0] to an empty cell, or several steps through empty cells where
	// Steps allows it. Need lists cells, relative to each step's destination, that must exist. Move only.
	Push
)

// Atom is one elementary way of moving. Vectors are White's; when Oriented is set, Black uses the variant's mirror
// image (Rules.Mirror) of every vector.
type Atom struct {
	Kind AtomKind
	Mode Mode
	// Vecs: leap vectors (Leap), directions (Ride, Hop, Fly, Grasshopper, AirLift), victim steps (Locust), the
	// forward step (Push, one vector).
	Vecs []Vec
	// Need: for Leap, Need[i] lists the cells relative to the source that must exist for Vecs[i] (nil: none); for
	// Push, Need[0] lists the cells relative to each step's destination that must exist.
	Need [][]Vec
	// Paths: the step sequences of a Path atom.
	Paths [][]Vec
	// Then: the second-leg steps of a Locust, taken from the victim's cell.
	Then []Vec
	// Max bounds the steps of a Ride (0 = unlimited).
	Max int
	// MinLand is an AirLift's least landing distance (0 means 1).
	MinLand int
	// Steps[colour] maps a cell name to the number of cells a Push may go from there; elsewhere DefaultSteps
	// (0 means 1).
	Steps        [2]map[string]int
	DefaultSteps int
	Oriented     bool
	// EnPassant marks a capturing Leap that may also take en passant onto a cell a multi-stepping enemy passed.
	EnPassant bool
	// From[colour], when not nil, lists the only cells the atom may be used from: the cells a piece of this type and
	// colour stands on in the start position (a variant file's `from = "start"`; Brusky's unmoved Pawn captures
	// straight ahead). Leap and Push atoms only.
	From [2][]string
}

// PieceType is one kind of piece of a variant.
type PieceType struct {
	Token string // FEN token in upper case, e.g. "K", "W'"
	Name  string
	Atoms []Atom
	// Royal: the piece that must not be left attacked (the King).
	Royal bool
	// Pawn: moves of this piece reset the halfmove clock, as captures do.
	Pawn bool
	// Promotes: the piece must promote when it arrives on a promotion cell of its side (Rules.Promotion).
	Promotes bool
	// EnPassantVictim: a multi-cell Push of this piece leaves en passant rights on the cells it passed.
	EnPassantVictim bool

	// XBoardSlot names the XBoard piece type whose image shows this piece: the name of XBoard 4.9.1's internal
	// piece type without its colour (common.h: "Pawn", "Knight", ..., "Marshall", ..., "King"). Each piece of a
	// variant needs its own slot; the King must be in slot "King".
	XBoardSlot string
	// Betza is the piece's movement in XBoard's XBetza notation, sent to XBoard as `piece X& BETZA`, or "" when
	// XBetza cannot express it exactly (then XBoard is not told, and only the engine's highlights guide the user).
	// Directions are seen from White, on the XBoard grid (forward is up the files).
	Betza string
}

// Join concatenates vector lists.
func Join(lists ...[]Vec) []Vec {
	var out []Vec
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// Symmetric returns the vectors obtained from (a, b) by the 8 symmetries of the square lattice, without duplicates
// (the square-board leaper family: W = (1,0), F = (1,1), N = (2,1), ...).
func Symmetric(a, b int) []Vec {
	var out []Vec
	seen := map[Vec]bool{}
	for _, v := range []Vec{{a, b, false}, {b, a, false}} {
		for _, sx := range []int{1, -1} {
			for _, sy := range []int{1, -1} {
				w := Vec{v.DX * sx, v.DY * sy, false}
				if !seen[w] {
					seen[w] = true
					out = append(out, w)
				}
			}
		}
	}
	return out
}
