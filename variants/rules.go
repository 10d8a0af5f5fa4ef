package variants

// Rules holds a variant's special rules as named switches. movegen implements each switch once; a variant turns it
// on by filling it in.
type Rules struct {
	// Mirror gives Black's version of an oriented (forward-dependent) vector.
	Mirror func(Vec) Vec
	// Promotion: where promoting pieces must promote, and to what.
	Promotion Promotion
	// Castling lists every castling of both sides; each carries one right (the FEN letter is the partner's file,
	// or a side letter under CastlingLetters).
	Castling []Castling
	// CastlingLetters says how a FEN writes the castling rights.
	CastlingLetters CastlingLetters
	// Placement, when set, makes the game open with drops from the hands onto each side's zone (Starchess).
	Placement *Placement
	// FlyBlockers are the tokens (either colour) that end a flying capture.
	FlyBlockers []string
	// AntiTrading, when set, lets listed pieces capture the victim type only onto a cell the enemy does not attack.
	AntiTrading *AntiTrading
	// CheckRepetitionBan, when set, is the token of a piece that may not give check with a move that repeats an
	// earlier position (Megalomachy's Eagle).
	CheckRepetitionBan string
	// ClockExempt, when set, is the token of a piece whose checking moves, and the replies to them, leave the
	// halfmove clock unchanged (Megalomachy's Eagle).
	ClockExempt string
	// InsufficientMaterial lists material sets that are an automatic draw, as "strong-weak" token strings
	// ("K-K", "KB-K"); colours are interchangeable. Hands count as material.
	InsufficientMaterial []string
	// StalemateWins: a stalemated side loses (Gliński's hexagonal chess gives the stalemating side more than a
	// draw; with only win, draw and loss it is a win). Otherwise stalemate is a draw.
	StalemateWins bool
}

// Promotion says where the Promotes pieces of each side must or may promote and the choices.
type Promotion struct {
	Cells [2][]string // cells where the piece must promote, by colour (0 White, 1 Black)
	// Optional: cells where the piece may promote or stay what it is (Grand Chess's 8th and 9th ranks).
	Optional [2][]string
	Choices  []string // tokens a piece may promote to, in the order moves are generated
	// OnlyCaptured: a piece may promote only to a type of which its side has fewer on the board than in the start
	// position, that is to one of its own captured pieces (Grand Chess). Where it must promote and no such type
	// is left, it cannot move there.
	OnlyCaptured bool
}

// CastlingLetters is how a FEN names castling rights.
type CastlingLetters uint8

const (
	// CastlingFiles: the partner's file letter, upper case for White (Shredder-FEN: "AIai").
	CastlingFiles CastlingLetters = iota
	// CastlingSides: standard FEN. K/k names the castling with the outermost partner on the King's right (higher
	// files), Q/q on its left, and FENs are written so ("KQkq"); file letters (Shredder-FEN, X-FEN) are read too.
	CastlingSides
)

// Castling is one castling of one side: the King and its partner (a Rook, a Dragon King) on their start cells.
type Castling struct {
	Colour  int
	King    string // King's start cell
	Partner string // partner's start cell; its file is the FEN castling letter
	// PartnerPiece is the partner's token (a right in a FEN needs this piece on Partner and the King on King).
	PartnerPiece string
	Options      []CastleOption
}

// CastleOption is one destination of a castling.
type CastleOption struct {
	KingTo, PartnerTo string
	Empty             []string // cells that must be empty (the King's and partner's start cells need not be listed)
	Safe              []string // cells that must not be attacked by the enemy before the move (King's start included)
	// TextTo, when set, replaces KingTo in the move text (Megalomachy writes a castling to the cell next to the
	// King as the King moving onto its partner's cell, so that it differs from a plain King step).
	TextTo string
}

// Placement is a drop phase: while the side to move has pieces in hand, its only moves are drops onto empty cells
// of its zone.
type Placement struct {
	Zone [2][]string
}

// AntiTrading: a move by one of Capturers that captures Victim is legal only if the mover's final cell is not
// attacked by the enemy after the move.
type AntiTrading struct {
	Victim    string
	Capturers []string
}
