package variants

// The TOML records of a variant file. docs/variant-files.md documents every key with an example; the field tags
// are the keys. Unknown keys are errors (a misspelt key must not be silently ignored).

type gameFile struct {
	Name  string `toml:"name"`
	Title string `toml:"title"`
	Start string `toml:"start"`
	// Order: the game's place in the lists of games (ListOrder); 0 (absent) lists it after those that have one.
	Order int `toml:"order"`
	// Yardstick: a game other engines play, there to measure the engine (left out of the default bench).
	Yardstick bool `toml:"yardstick"`
	// Bench: false keeps the game out of the default bench (default true).
	Bench *bool `toml:"bench"`
	// MaxPlies: the ply cap of engine games (match, datagen) when the command line gives none; 0 (absent) is
	// DefaultMaxPlies.
	MaxPlies int         `toml:"max_plies"`
	Board    boardFile   `toml:"board"`
	Pieces   []pieceFile `toml:"piece"`
	Rules    rulesFile   `toml:"rules"`
	XBoard   xboardFile  `toml:"xboard"`
	Eval     evalFile    `toml:"eval"`
	Search   searchFile  `toml:"search"`
}

type boardFile struct {
	Kind  string   `toml:"kind"` // "hex", "square" or "two-level"
	Files int      `toml:"files"`
	Ranks int      `toml:"ranks"`
	Size  int      `toml:"size"` // two-level board parameter p
	Rows  []string `toml:"rows"` // top rank first: '.' a cell, '*' a hole
	// FileLetters and RankNames give the cells names other than their grid squares.
	FileLetters string `toml:"file_letters"`
	RankNames   string `toml:"rank_names"` // "grid" (default) or "per-file"
	// Drawing says how a hex board is drawn: "files" (default: flat-top cells, files vertical) or "rows" (pointy-top
	// cells in horizontal rows).
	Drawing string `toml:"drawing"`
}

type pieceFile struct {
	Token           string     `toml:"token"`
	Name            string     `toml:"name"`
	Royal           bool       `toml:"royal"`
	Pawn            bool       `toml:"pawn"`
	Promotes        bool       `toml:"promotes"`
	EnPassantVictim bool       `toml:"en_passant_victim"`
	XBoard          string     `toml:"xboard"`
	Betza           string     `toml:"betza"`
	Atoms           []atomFile `toml:"atom"`
}

type atomFile struct {
	Kind         string              `toml:"kind"`
	Mode         string              `toml:"mode"`
	Vecs         []string            `toml:"vecs"`
	Need         [][]string          `toml:"need"`
	Paths        [][]string          `toml:"paths"`
	Turning      []string            `toml:"turning"`
	Bent         *bentFile           `toml:"bent"`
	Then         []string            `toml:"then"`
	Max          int                 `toml:"max"`
	MinLand      int                 `toml:"min_land"`
	Steps        map[string]colCells `toml:"steps"`
	DefaultSteps int                 `toml:"default_steps"`
	DerivedSteps string              `toml:"derived_steps"`
	Oriented     bool                `toml:"oriented"`
	EnPassant    bool                `toml:"en_passant"`
	From         string              `toml:"from"` // "start": only from the piece's start cells
}

// colCells maps a cell name to a number of steps.
type colCells = map[string]int

type bentFile struct {
	First []string `toml:"first"`
	Turn  string   `toml:"turn"`
	Slide int      `toml:"slide"`
}

type rulesFile struct {
	Mirror               string              `toml:"mirror"`
	PromoteTo            []string            `toml:"promote_to"`
	PromotionCells       map[string][]string `toml:"promotion_cells"`
	PromotionRule        string              `toml:"promotion_rule"`
	PromotionOptional    map[string][]string `toml:"promotion_optional"`
	PromotionOnlyCapt    bool                `toml:"promotion_only_captured"`
	CastlingLetters      string              `toml:"castling_letters"`
	Castling             []castlingFile      `toml:"castling"`
	PlacementZone        map[string][]string `toml:"placement_zone"`
	FlyBlockers          []string            `toml:"fly_blockers"`
	AntiTrading          *antiTradingFile    `toml:"anti_trading"`
	CheckRepetitionBan   string              `toml:"check_repetition_ban"`
	ClockExempt          string              `toml:"clock_exempt"`
	InsufficientMaterial []string            `toml:"insufficient_material"`
	Stalemate            string              `toml:"stalemate"`
}

type castlingFile struct {
	Colour  string             `toml:"colour"`
	King    string             `toml:"king"`
	Partner string             `toml:"partner"`
	Piece   string             `toml:"piece"`
	Fast    bool               `toml:"fast"`
	Options []castleOptionFile `toml:"option"`
}

type castleOptionFile struct {
	KingTo    string   `toml:"king_to"`
	PartnerTo string   `toml:"partner_to"`
	Empty     []string `toml:"empty"`
	Safe      []string `toml:"safe"`
	TextTo    string   `toml:"text_to"`
}

type antiTradingFile struct {
	Victim    string   `toml:"victim"`
	Capturers []string `toml:"capturers"`
}

type xboardFile struct {
	BuiltIn     string `toml:"builtin"`
	Parent      string `toml:"parent"`
	LegalityOff bool   `toml:"legality_off"`
	Why         string `toml:"why"`
	RankOffset  int    `toml:"rank_offset"`
}

// searchFile holds the game's own search settings, each chosen by a match in that game (docs/variant-files.md).
type searchFile struct {
	// CheckExtension: "safe" (the default) or "every".
	CheckExtension string `toml:"check_extension"`
}

type evalFile struct {
	Values      map[string]int `toml:"values"`
	Mobility    []int          `toml:"mobility"`
	LazyMargin  int            `toml:"lazy_margin"`
	Centre      []int          `toml:"centre"`
	KingCentre  []int          `toml:"king_centre"`
	PawnAdvance []int          `toml:"pawn_advance"`
	PassedPawn  []int          `toml:"passed_pawn"`
	KingTropism *int           `toml:"king_tropism"`
	KingShelter *int           `toml:"king_shelter"`
	Tempo       *int           `toml:"tempo"`
	// Network names the game's network file (docs/nnue.md), relative to the variant file.
	Network string `toml:"network"`
}
