package movegen

import (
	"sennight/variants"
)

// TypeInfo is the compiled description of one piece type.
type TypeInfo struct {
	Token    string // FEN token, upper case (e.g. "K", "W'")
	Name     string
	Royal    bool
	Pawn     bool // its moves reset the halfmove clock
	Promotes bool
	EPVictim bool // a multi-cell push leaves en passant rights
	Locust   bool // it has hit-and-run moves, written leg by leg
	// dedupe: two atoms or two paths of this piece can reach the same destination, so generation must drop the
	// second (docs/rules/README.md §2: the same move counts once).
	dedupe bool
}

// Tables is a variant compiled for move generation. It is built once and never changes, so any number of Positions
// on any number of goroutines share it.
type Tables struct {
	Variant    *variants.Variant
	N          int // number of cells
	CellName   []string
	cellByName map[string]Cell
	Types      []TypeInfo // indexed by piece type; [0] is unused
	typeByTok  map[string]int

	atoms  [2][MaxTypes][]atom // movement by colour and type
	attack [2]attackTables     // reverse tables by attacking colour

	// En passant: epFrom[c][cell] lists the cells from which a colour-c piece with an en passant capture would
	// capture onto cell; epTypes[c] are the types that have one.
	epFrom  [2][256][]Cell
	epTypes [2]uint64
	// pushRays[c][type][i][cell] is the forward path of the i-th push atom of a piece whose multi-cell push leaves
	// en passant rights: every push atom leaves its own (a Brusky Pawn double-steps in two directions).
	pushRays [2][MaxTypes][][][]Cell

	// promoCell: the promotion zone, where a promoting piece must or may promote; promoOptional: the part of it
	// where it may also stay what it is.
	promoCell     [2]Bitset
	promoOptional [2]Bitset
	promoChoices  []int
	// promoLimit[c][type] (when promoLimited): promotion to the type needs fewer of it on the board than this,
	// its count in the start position (Promotion.OnlyCaptured).
	promoLimited bool
	promoLimit   [2][MaxTypes]uint8
	// promoNear[c][type]: the cells from which a promoting piece has some move onto a promotion cell; elsewhere
	// its tactical moves are captures only, and capture generation takes the fast path.
	promoNear [2][MaxTypes]Bitset
	// captureReach[c][type][cell]: every cell a piece there could capture on in some position (its empty-board
	// capture reach); capture generation skips a piece with no enemy piece in it.
	captureReach [2][MaxTypes][]Bitset

	castles    []castleRule
	castleOpts []castleOption
	castleKeep [256]uint8 // castling rights kept when a move leaves, enters or captures on a cell

	placement bool
	dropZone  [2][]Cell

	flyBlockers   uint64 // types that stop flying captures, either colour
	antiVictim    int    // type whose capture by antiCapturers needs a safe final cell; 0 = rule off
	antiCapturers uint64
	repBanType    int // type that may not give check with a repeating move; 0 = rule off
	clockExempt   int // type whose checks (and their replies) do not advance the halfmove clock; 0 = off
	insufficient  []material
	royalType     int
	zobrist       zobrist
	maxPushSteps  int
	hasKillMoves  bool // some piece has en passant or hit-and-run captures
}

type castleRule struct {
	colour        Color
	king, partner Cell
	partnerType   int
	right         uint8
}

type castleOption struct {
	rule                    int
	kingTo, partnerTo, text Cell
	empty, safe             []Cell
}

// Cell returns the cell with a grid name.
func (t *Tables) Cell(name string) (Cell, bool) {
	c, ok := t.cellByName[name]
	return c, ok
}

// TypeOf returns the piece type of an upper-case token, or 0.
func (t *Tables) TypeOf(token string) int { return t.typeByTok[token] }

// NumTypes returns the number of piece types (types are 1..NumTypes).
func (t *Tables) NumTypes() int { return len(t.Types) - 1 }

// PromotionChoices returns the types a promoting piece may become.
func (t *Tables) PromotionChoices() []int { return t.promoChoices }

// IsPromotionCell reports whether a promoting piece of colour c may promote on cell (it must, unless
// IsOptionalPromotionCell).
func (t *Tables) IsPromotionCell(c Color, cell Cell) bool { return t.promoCell[c].Has(cell) }

// IsOptionalPromotionCell reports whether a promoting piece of colour c may also arrive on cell without promoting.
func (t *Tables) IsOptionalPromotionCell(c Color, cell Cell) bool {
	return t.promoOptional[c].Has(cell)
}

// MayPromoteTo reports whether a promoting piece of colour c may now become a piece of type typ (Grand Chess: only
// while fewer of that type are on the board than at the start).
func (p *Position) MayPromoteTo(c Color, typ int) bool {
	return !p.t.promoLimited || p.count[c][typ] < p.t.promoLimit[c][typ]
}

// HasPlacement reports whether the variant opens with a drop phase.
func (t *Tables) HasPlacement() bool { return t.placement }

// Board returns the variant's board geometry.
func (t *Tables) Board() *variants.Board { return t.Variant.Board }
