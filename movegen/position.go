package movegen

// maxPieces bounds the pieces of one side on the board (Megalomachy has 80).
const maxPieces = 128

// Position is a game position with everything needed to make and unmake moves. Each search thread owns its own
// Position; the Tables are shared.
type Position struct {
	t     *Tables
	board [256]Piece
	side  Color

	castle   uint8 // castling rights, one bit per castling rule
	epN      uint8 // number of en passant cells (cells the last multi-step passed); 0 = none
	epCells  [3]Cell
	epVictim Cell // the piece that made the multi-step
	epHashed bool // an en passant capture is legal, so the cells are part of the hash

	halfmove int
	fullmove int
	// exemptReply: the last move was a clock-exempt check (Megalomachy's Eagle); the reply also leaves the
	// halfmove clock alone.
	exemptReply bool

	hand [2][MaxTypes]uint8
	// handTotal is the number of pieces in each hand.
	handTotal [2]int

	hash uint64
	// sq, when set, is the evaluation table whose sums over the pieces sqSums keeps (SetSquareTable).
	sq     *SquareTable
	sqSums squareSums

	// Piece lists: list[c][:listN[c]] are the cells of colour c's pieces; listIdx[cell] is the cell's place in its
	// colour's list.
	list    [2][maxPieces]Cell
	listN   [2]int
	listIdx [256]uint8
	count   [2][MaxTypes]uint8
	present [2]uint64 // types with at least one piece on the board, by colour
	occ     [2]Bitset // the cells of each colour's pieces
	king    [2]Cell
	hasKing [2]bool

	undo []undo
	// history[i] is the hash before the i-th move made from the root (setboard / FEN); the repetition and
	// check-repetition rules look back through it, no further than irreversible.
	history []uint64
	// irrev[i] is the history index of the last irreversible move at ply i; the current value is irrevAt.
	irrevAt int

	// logging is set while MakeMove runs: the board changes go to log, then into the move's undo record
	// (changes.go). serial numbers the moves made (MoveSerial).
	logging bool
	log     changeLog
	serial  uint64
}

// undo is what UnmakeMove needs to restore a position.
type undo struct {
	move     Move
	moved    Piece // the piece that moved, before promotion
	captured Piece
	capCell  Cell
	// capSlot and moverSlot are the piece-list places of the captured piece (or castling partner) and of a promoted
	// mover when they were removed: unmake puts them back there, so that the lists, and with them the order of
	// generated moves, are exactly as before the move.
	capSlot, moverSlot uint8
	castle             uint8
	epN                uint8
	epCells            [3]Cell
	epVictim           Cell
	epHashed           bool
	halfmove           int
	exemptReply        bool
	hash               uint64
	irrevAt            int
	changes            changeLog
	serial             uint64
}

// Tables returns the compiled variant of the position.
func (p *Position) Tables() *Tables { return p.t }

// Side returns the side to move.
func (p *Position) Side() Color { return p.side }

// At returns the piece on a cell.
func (p *Position) At(c Cell) Piece { return p.board[c] }

// Hash returns the position's Zobrist hash.
func (p *Position) Hash() uint64 { return p.hash }

// HalfmoveClock returns the plies since the last capture or pawn move (docs/rules/README.md §3).
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the FEN fullmove number.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Ply returns the number of moves made since the position was set up.
func (p *Position) Ply() int { return len(p.undo) }

// King returns the cell of a side's King and whether it is on the board.
func (p *Position) King(c Color) (Cell, bool) { return p.king[c], p.hasKing[c] }

// Count returns how many pieces of a type a side has on the board.
func (p *Position) Count(c Color, typ int) int { return int(p.count[c][typ]) }

// InHand returns how many pieces of a type a side holds.
func (p *Position) InHand(c Color, typ int) int { return int(p.hand[c][typ]) }

// HandTotal returns the number of pieces a side holds.
func (p *Position) HandTotal(c Color) int { return p.handTotal[c] }

// Pieces returns the cells of a side's pieces. The slice aliases the position: do not keep it across moves.
func (p *Position) Pieces(c Color) []Cell { return p.list[c][:p.listN[c]] }

// LastMove returns the last move made, or NoMove at the root.
func (p *Position) LastMove() Move {
	if len(p.undo) == 0 {
		return NoMove
	}
	return p.undo[len(p.undo)-1].move
}

// Clone returns an independent copy sharing the tables (for another search thread).
func (p *Position) Clone() *Position {
	q := *p
	q.undo = append(make([]undo, 0, cap(p.undo)), p.undo...)
	q.history = append(make([]uint64, 0, cap(p.history)), p.history...)
	return &q
}

// put places a piece on an empty cell, updating lists, counts and hash.
func (p *Position) put(pc Piece, c Cell) {
	col, typ := pc.Color(), pc.Type()
	p.board[c] = pc
	p.occ[col].Set(c)
	n := p.listN[col]
	p.list[col][n] = c
	p.listIdx[c] = uint8(n)
	p.listN[col] = n + 1
	p.count[col][typ]++
	p.present[col] |= 1 << typ
	p.hash ^= p.t.zobrist.piece[pc][c]
	if p.sq != nil {
		p.sqSums.add(p.sq, pc, c)
	}
	p.noteBoard(PieceOn, pc, c)
	if typ == p.t.royalType {
		p.king[col] = c
		p.hasKing[col] = true
	}
}

// restore is the exact inverse of remove(c) when the piece lists are as remove left them: it puts pc back on c in
// list place slot, and the piece remove moved into that place back at the end of the list.
func (p *Position) restore(pc Piece, c Cell, slot uint8) {
	col := pc.Color()
	p.put(pc, c) // appended at the end of the list
	n := p.listN[col] - 1
	if int(slot) == n {
		return
	}
	moved := p.list[col][slot]
	p.list[col][n], p.listIdx[moved] = moved, uint8(n)
	p.list[col][slot], p.listIdx[c] = c, slot
}

// remove takes the piece off a cell.
func (p *Position) remove(c Cell) Piece {
	pc := p.board[c]
	col, typ := pc.Color(), pc.Type()
	p.board[c] = Empty
	p.occ[col].Clear(c)
	n := p.listN[col] - 1
	i := p.listIdx[c]
	last := p.list[col][n]
	p.list[col][i] = last
	p.listIdx[last] = i
	p.listN[col] = n
	p.count[col][typ]--
	if p.count[col][typ] == 0 {
		p.present[col] &^= 1 << typ
	}
	p.hash ^= p.t.zobrist.piece[pc][c]
	if p.sq != nil {
		p.sqSums.sub(p.sq, pc, c)
	}
	p.noteBoard(PieceOff, pc, c)
	if typ == p.t.royalType {
		p.hasKing[col] = false
		p.king[col] = 0
	}
	return pc
}

// relocate moves a piece between cells (to must be empty), keeping its list slot.
func (p *Position) relocate(from, to Cell) {
	pc := p.board[from]
	p.board[from] = Empty
	p.board[to] = pc
	p.occ[pc.Color()].Clear(from)
	p.occ[pc.Color()].Set(to)
	i := p.listIdx[from]
	p.list[pc.Color()][i] = to
	p.listIdx[to] = i
	p.hash ^= p.t.zobrist.piece[pc][from] ^ p.t.zobrist.piece[pc][to]
	if p.sq != nil {
		p.sqSums.sub(p.sq, pc, from)
		p.sqSums.add(p.sq, pc, to)
	}
	p.noteBoard(PieceOff, pc, from)
	p.noteBoard(PieceOn, pc, to)
	if pc.Type() == p.t.royalType {
		p.king[pc.Color()] = to
	}
}

// setHand changes the number of held pieces of a type.
func (p *Position) setHand(c Color, typ, n int) {
	old := int(p.hand[c][typ])
	p.hash ^= p.t.zobrist.handKey(c, typ, old) ^ p.t.zobrist.handKey(c, typ, n)
	p.hand[c][typ] = uint8(n)
	p.noteHand(MakePiece(c, typ), old, n)
	p.handTotal[c] += n - old
}
