package variants

import (
	"cmp"
)

// Variant is one game as its variant file describes it (docs/variant-files.md): its board, its pieces as movement
// atoms, its start position, its rule switches, how XBoard hosts it and its evaluation numbers. It is plain data
// that Parse checks; package movegen builds the tables that play it.
type Variant struct {
	Name  string // engine name, e.g. "shafran"
	Title string // human name
	// Order is the game's place in the lists of games (ListOrder); 0 when its file gives none.
	Order    int
	Board    *Board
	Pieces   []PieceType
	StartFEN string
	Rules    Rules
	// XBoard says how XBoard hosts the game.
	XBoard XBoardHosting
	// Yardstick marks a game that other engines play too (Chess, Grand Chess): it is there to measure the engine
	// against them. The default bench leaves it out, so that its signature stays that of the engine's own games.
	Yardstick bool
	// OffBench keeps the game out of the default bench (a variant file's `bench = false`): a game added after the
	// bench positions were chosen would change the bench signature, which must change only with search and
	// evaluation.
	OffBench bool
	// MaxPlies is the variant file's max_plies: the ply cap of engine games (a match's or data generation's game
	// not over by then is drawn); 0 when the file gives none (PlyCap gives the default).
	MaxPlies int
	// Eval holds the game's evaluation numbers.
	Eval EvalValues
	// Search holds the game's own search settings.
	Search SearchSettings
}

// SearchSettings are the few search choices that a match showed to differ between games; package search reads
// them, and a game whose file gives none searches as Chess was measured to search best.
type SearchSettings struct {
	// ExtendEveryCheck extends every checking move by a ply. Without it a check is extended only when its move
	// keeps the material by static exchange: in Chess the spite checks that give a piece away only spent depth
	// (docs/strength.md, "2026-12-02: Checks extended only when they keep the material"); in Megalomachy, whose
	// games mostly end in a mating attack that gives material away, extending every check played better
	// (docs/strength.md, "2026-12-07: Megalomachy extends every check").
	ExtendEveryCheck bool
}

// EvalValues are a game's own evaluation numbers; package eval reads them (nothing else does) and falls back to its
// defaults for whatever is left out.
type EvalValues struct {
	// PieceValues: FEN token -> centipawns. A token missing here gets a value estimated from its mobility.
	PieceValues map[string]int
	// Mobility replaces the default mobility weights [MG, EG]; {0, 0} turns the term off. nil keeps the defaults.
	Mobility *[2]int
	// LazyMargin replaces the default lazy-evaluation margin; 0 keeps it.
	LazyMargin int
	// Centre, KingCentre and PawnAdvance replace the default square weights [MG, EG] (centralisation of pieces
	// and of the King, advance toward promotion); KingTropism, KingShelter and Tempo the default King safety and
	// tempo weights. nil keeps the default. A game tuned on its own games keeps its weights here.
	Centre, KingCentre, PawnAdvance *[2]int
	KingTropism, KingShelter, Tempo *int
	// PassedPawn is the bonus [MG, EG] of a passed pawn-like piece next to promotion; nil keeps the default (off).
	PassedPawn *[2]int
	// NetworkFile is the game's network file (eval.network) as the engine found it: the path beside the variant
	// file, or the name of a built-in game's embedded file; "" when the game has none. Network is its content,
	// read when the variant file was (package eval/nnue checks it against the game).
	NetworkFile string
	Network     []byte
}

// DefaultMaxPlies is the ply cap of engine games in a game whose variant file gives none: longer than almost every
// decided game of the engine's hex and two-level games.
const DefaultMaxPlies = 400

// PlyCap is the ply cap of the game's engine games (sennight match and datagen, unless the command line gives one).
// A game whose decided games run long (Megalomachy: 80 pieces a side) says so in its file, so that its matches
// do not draw games one side was winning (docs/strength.md, "2026-11-25: Megalomachy's long games").
func (v *Variant) PlyCap() int {
	if v.MaxPlies > 0 {
		return v.MaxPlies
	}
	return DefaultMaxPlies
}

// PieceIndex returns the index in Pieces of a token (upper case, with any suffix), or -1.
func (v *Variant) PieceIndex(token string) int {
	for i := range v.Pieces {
		if v.Pieces[i].Token == token {
			return i
		}
	}
	return -1
}

// ListOrder orders games as the engine lists them (`sennight help`, UCI's UCI_Variant, CECP's variants): first
// those whose files give an order, by it, then the others by name. The first game listed is the engine's default.
func ListOrder(a, b *Variant) int {
	if (a.Order > 0) != (b.Order > 0) {
		if a.Order > 0 {
			return -1
		}
		return 1
	}
	return cmp.Or(cmp.Compare(a.Order, b.Order), cmp.Compare(a.Name, b.Name))
}
