package movegen

// The change log: what each made move did to the board and the hands, piece by piece, so that an evaluation that
// keeps sums over the pieces (the learned evaluation's first layer, eval/nnue) can bring them from a parent
// position to a child by adding and subtracting only what changed. It is recorded by the few routines that touch
// the board (put, remove, relocate, setHand), so every kind of move (drops, castling, two-leg and en passant
// captures, promotions, whatever a variant file adds) is covered without a case of its own.

// maxChanges bounds the changes one move records: a capture with promotion is five (captured piece off, mover off
// and on, mover off again, promoted piece on), a castling four, a drop two.
const maxChanges = 8

// ChangeKind says what a Change did.
type ChangeKind uint8

const (
	// PieceOff: Piece left Cell.
	PieceOff ChangeKind = iota
	// PieceOn: Piece arrived on Cell.
	PieceOn
	// HandOff: the hand of Piece's colour lost its Slot-th piece of Piece's type (0-based: the count went from
	// Slot+1 to Slot).
	HandOff
	// HandOn: the hand gained its Slot-th piece of that type (the count went from Slot to Slot+1).
	HandOn
)

// A Change is one piece put on or taken off a cell or a hand.
type Change struct {
	Kind  ChangeKind
	Piece Piece
	// Cell is the cell of PieceOn and PieceOff, the slot (0-based count) of HandOn and HandOff.
	Cell Cell
}

// changeLog is the list of one move's changes. overflow marks a move whose changes did not fit (none of the
// shipped games makes one); a reader must then rebuild its sums from the board.
type changeLog struct {
	n        uint8
	overflow bool
	list     [maxChanges]Change
}

func (l *changeLog) add(k ChangeKind, pc Piece, c Cell) {
	if int(l.n) == maxChanges {
		l.overflow = true
		return
	}
	l.list[l.n] = Change{Kind: k, Piece: pc, Cell: c}
	l.n++
}

// noteBoard records a board change while a move is being made.
func (p *Position) noteBoard(k ChangeKind, pc Piece, c Cell) {
	if p.logging {
		p.log.add(k, pc, c)
	}
}

// noteHand records the change of a hand count from old to n while a move is being made.
func (p *Position) noteHand(pc Piece, old, n int) {
	if !p.logging {
		return
	}
	for ; old < n; old++ {
		p.log.add(HandOn, pc, Cell(old))
	}
	for ; old > n; old-- {
		p.log.add(HandOff, pc, Cell(old-1))
	}
}

// MoveChanges returns what the move made at ply i (0 = the first move of the position's history, up to Ply()-1)
// changed, and whether the list is complete (false: rebuild from the board). A null move changes nothing.
func (p *Position) MoveChanges(i int) ([]Change, bool) {
	l := &p.undo[i].changes
	return l.list[:l.n], !l.overflow
}

// MoveSerial returns the serial number of the move made at ply i: every move and null move a Position makes gets
// a new one, never reused by that Position, so a cache of sums keyed by ply can tell whether its entry still
// belongs to the move now at that ply.
func (p *Position) MoveSerial(i int) uint64 { return p.undo[i].serial }
