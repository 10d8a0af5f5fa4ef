// Package movegen compiles a variant into immutable lookup tables and provides the mutable Position: make/unmake,
// pseudo-legal and legal move generation, attack detection, FEN, move text, game state and perft.
package movegen

// Cell is a dense cell index of a board (at most 256 cells), so arrays of 256 entries need no bounds checks.
type Cell uint8

// Color is White (0) or Black (1).
type Color uint8

const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Piece is a coloured piece type: bits 0-5 are the type (1..63, the variant's piece index + 1), bit 6 the colour.
// Empty (0) is no piece. Attack masks rely on this layout: for an attacker colour c, p ^ c<<6 is the piece's type if
// it has colour c and 64 or more otherwise, which shifts any uint64 mask to zero.
type Piece uint8

// Empty is the absence of a piece.
const Empty Piece = 0

// MaxTypes bounds the piece types of a variant (type 0 is unused).
const MaxTypes = 64

// MakePiece returns the piece of a colour and type.
func MakePiece(c Color, typ int) Piece { return Piece(typ) | Piece(c)<<6 }

// typeShift is the mask that turns a piece of colour c into its type: pc ^ typeShift(c) is pc's type (1..63) when
// pc has colour c and 64 or more otherwise, so one shift of a 64-bit set of types tests colour and type at once.
func typeShift(c Color) Piece { return Piece(c) << 6 }

// Type returns the piece type (1..63), 0 for Empty.
func (p Piece) Type() int { return int(p & 63) }

// Color returns the piece's colour; meaningless for Empty.
func (p Piece) Color() Color { return Color(p >> 6) }

// MoveKind distinguishes moves that need special handling.
type MoveKind uint8

const (
	// KindNormal: a move or capture from From to To, promoting to Piece() if it is not 0.
	KindNormal MoveKind = iota
	// KindDrop: a piece of type Piece() from the hand onto To.
	KindDrop
	// KindCastle: the King from From to To; its partner stands on Kill; Piece() is the castling option index.
	KindCastle
	// KindKill: a capture of the piece on Kill while moving from From to To (en passant, hit-and-run).
	KindKill
)

// Move is a move packed into 32 bits: from (0-7), to (8-15), kill cell (16-23), piece type (24-29, the
// promotion, drop or castling option), kind (30-31). The zero Move is "no move".
type Move uint32

// NoMove is the absence of a move.
const NoMove Move = 0

// NullMove passes the turn (search only; never legal). No real move has From == To outside drops and castling.
const NullMove Move = 1 | 1<<8

// NewMove returns a normal move.
func NewMove(from, to Cell) Move { return Move(from) | Move(to)<<8 }

// NewPromotion returns a normal move that promotes to a piece type.
func NewPromotion(from, to Cell, typ int) Move { return NewMove(from, to) | Move(typ)<<24 }

// NewDrop returns a drop of a piece type onto a cell.
func NewDrop(typ int, to Cell) Move { return Move(to)<<8 | Move(typ)<<24 | Move(KindDrop)<<30 }

// NewCastle returns a castling: the King from -> to, the partner on partner, castling option index opt.
func NewCastle(from, to, partner Cell, opt int) Move {
	return NewMove(from, to) | Move(partner)<<16 | Move(opt)<<24 | Move(KindCastle)<<30
}

// NewKill returns a move from -> to that captures the piece on kill (en passant or hit-and-run).
func NewKill(from, to, kill Cell) Move {
	return NewMove(from, to) | Move(kill)<<16 | Move(KindKill)<<30
}

func (m Move) From() Cell     { return Cell(m) }
func (m Move) To() Cell       { return Cell(m >> 8) }
func (m Move) Kill() Cell     { return Cell(m >> 16) }
func (m Move) Piece() int     { return int(m>>24) & 63 }
func (m Move) Kind() MoveKind { return MoveKind(m >> 30) }

// Promotion returns the promotion type of a normal or kill move, 0 if none.
func (m Move) Promotion() int {
	if k := m.Kind(); k == KindNormal || k == KindKill {
		return m.Piece()
	}
	return 0
}

// MoveList is a reusable list of moves. Generation appends; callers keep one list per ply so that, once grown, no
// generation allocates.
type MoveList struct {
	Moves []Move
}

// NewMoveList returns a list with room for n moves.
func NewMoveList(n int) *MoveList { return &MoveList{Moves: make([]Move, 0, n)} }

// Clear empties the list, keeping its storage.
func (ml *MoveList) Clear() { ml.Moves = ml.Moves[:0] }

// Len returns the number of moves.
func (ml *MoveList) Len() int { return len(ml.Moves) }

func (ml *MoveList) add(m Move) { ml.Moves = append(ml.Moves, m) }
