package movegen

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"sennight/variants"
)

// ErrFEN wraps every FEN error, so callers can tell bad input from other failures.
var ErrFEN = errors.New("bad FEN")

func fenErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrFEN, fmt.Sprintf(format, args...))
}

// maxHalfmove bounds the halfmove clock a FEN may give; larger values are nonsense and would only overflow.
const maxHalfmove = 100000

// NewPosition parses a FEN (docs/rules/README.md §3) for a variant. Missing castling, en passant and clock fields
// default to "-", "-", 0 and 1.
func NewPosition(t *Tables, fen string) (*Position, error) {
	p := &Position{t: t, undo: make([]undo, 0, 64), history: make([]uint64, 0, 64)}
	if err := p.parseFEN(fen); err != nil {
		return nil, err
	}
	return p, nil
}

// NewVariantPosition returns a variant's position, by engine name, from a FEN, or its start position for an empty
// FEN.
func NewVariantPosition(variant, fen string) (*Position, error) {
	t, err := ForVariant(variant)
	if err != nil {
		return nil, err
	}
	if fen == "" {
		return StartPosition(t), nil
	}
	return NewPosition(t, fen)
}

// StartPosition returns the variant's start position.
func StartPosition(t *Tables) *Position {
	p, err := NewPosition(t, t.Variant.StartFEN)
	if err != nil {
		panic("movegen: bad start FEN of " + t.Variant.Name + ": " + err.Error())
	}
	return p
}

// SetFEN replaces the position by a FEN's, clearing the history. On error the position is unchanged.
func (p *Position) SetFEN(fen string) error {
	q, err := NewPosition(p.t, fen)
	if err != nil {
		return err
	}
	*p = *q
	return nil
}

func (p *Position) parseFEN(fen string) error {
	t := p.t
	b := t.Variant.Board
	fields := strings.Fields(fen)
	if len(fields) < 2 || len(fields) > 6 {
		return fenErr("want 2 to 6 fields, got %d", len(fields))
	}
	for len(fields) < 6 {
		fields = append(fields, []string{"-", "-", "0", "1"}[len(fields)-2])
	}
	placement, holdings := fields[0], ""
	if i := strings.IndexByte(placement, '['); i >= 0 {
		if !strings.HasSuffix(placement, "]") {
			return fenErr("holdings must end with ']'")
		}
		placement, holdings = placement[:i], placement[i+1:len(placement)-1]
	}
	ranks := strings.Split(placement, "/")
	if len(ranks) != b.Ranks {
		return fenErr("want %d ranks, got %d", b.Ranks, len(ranks))
	}
	for i, row := range ranks {
		rank := b.Ranks - i
		file := 0
		for j := 0; j < len(row); {
			ch := row[j]
			switch {
			case ch >= '1' && ch <= '9':
				k := j
				for k < len(row) && row[k] >= '0' && row[k] <= '9' {
					k++
				}
				n, _ := strconv.Atoi(row[j:k])
				for range n {
					if _, ok := b.Grid(file, rank); !ok {
						return fenErr("rank %d: empty cell count runs onto a hole or off the board", rank)
					}
					file++
				}
				j = k
			case ch == '*':
				if file >= b.Files {
					return fenErr("rank %d is too long", rank)
				}
				if _, ok := b.Grid(file, rank); ok {
					return fenErr("rank %d: '*' on cell %s, which is not a hole", rank, squareName(file, rank))
				}
				file++
				j++
			default:
				tok, n := pieceToken(row[j:])
				if n == 0 {
					return fenErr("rank %d: unexpected %q", rank, ch)
				}
				j += n
				cell, ok := b.Grid(file, rank)
				if !ok {
					return fenErr("rank %d: piece %q on a hole or off the board", rank, tok)
				}
				pc, err := t.pieceFromToken(tok)
				if err != nil {
					return err
				}
				if p.listN[pc.Color()] >= maxPieces {
					return fenErr("too many pieces")
				}
				p.put(pc, Cell(cell))
				file++
			}
		}
		if file != b.Files {
			return fenErr("rank %d has %d squares, want %d", rank, file, b.Files)
		}
	}
	if holdings != "" && holdings != "-" {
		if !t.placement {
			return fenErr("%s has no holdings", t.Variant.Name)
		}
		for j := 0; j < len(holdings); {
			tok, n := pieceToken(holdings[j:])
			if n == 0 {
				return fenErr("bad holdings %q", holdings)
			}
			j += n
			pc, err := t.pieceFromToken(tok)
			if err != nil {
				return err
			}
			if p.hand[pc.Color()][pc.Type()] >= maxHand {
				return fenErr("too many pieces in hand")
			}
			p.setHand(pc.Color(), pc.Type(), int(p.hand[pc.Color()][pc.Type()])+1)
		}
	}
	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
		p.hash ^= t.zobrist.side
	default:
		return fenErr("side to move must be w or b, got %q", fields[1])
	}
	// The Kings first: a missing King is the error to report, not the castling rights that then lack it.
	if err := p.validateKings(); err != nil {
		return err
	}
	if err := p.parseCastling(fields[2]); err != nil {
		return err
	}
	if err := p.parseEnPassant(fields[3]); err != nil {
		return err
	}
	half, err1 := strconv.Atoi(fields[4])
	full, err2 := strconv.Atoi(fields[5])
	if err1 != nil || err2 != nil || half < 0 || half > maxHalfmove || full < 0 || full > 1<<24 {
		return fenErr("bad move counters %q %q", fields[4], fields[5])
	}
	p.halfmove, p.fullmove = half, max(full, 1)
	if err := p.validate(); err != nil {
		return err
	}
	if p.epN > 0 && p.enPassantLegal() {
		p.epHashed = true
		for i := range int(p.epN) {
			p.hash ^= t.zobrist.ep[p.epCells[i]]
		}
	}
	return nil
}

// pieceToken splits the piece token at the start of s: a letter and an optional '. It returns the length, 0 if
// s does not start with a letter.
func pieceToken(s string) (string, int) {
	if len(s) == 0 || !isLetter(s[0]) {
		return "", 0
	}
	if len(s) > 1 && s[1] == '\'' {
		return s[:2], 2
	}
	return s[:1], 1
}

func isLetter(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// pieceFromToken maps a FEN token to a piece: upper case White, lower case Black.
func (t *Tables) pieceFromToken(tok string) (Piece, error) {
	c := White
	if tok[0] >= 'a' && tok[0] <= 'z' {
		c = Black
	}
	typ := t.typeByTok[strings.ToUpper(tok)]
	if typ == 0 {
		return Empty, fenErr("%s has no piece %q", t.Variant.Name, tok)
	}
	return MakePiece(c, typ), nil
}

func (p *Position) parseCastling(f string) error {
	if f == "-" {
		return nil
	}
	t := p.t
	for i := 0; i < len(f); i++ {
		ch := f[i]
		c, file := White, int(ch)-'A'
		if ch >= 'a' && ch <= 'z' {
			c, file = Black, int(ch)-'a'
		}
		if t.Variant.Rules.CastlingLetters == variants.CastlingSides && (file == 'K'-'A' || file == 'Q'-'A') {
			file = t.sideCastlingFile(c, file == 'K'-'A')
		}
		found := false
		for ri, r := range t.castles {
			if r.colour != c || int(t.Variant.Board.Cells[r.partner].File) != file {
				continue
			}
			found = true
			if p.castle&r.right != 0 {
				return fenErr("castling right %q given twice", ch)
			}
			if p.board[r.king] != MakePiece(c, t.royalType) || p.board[r.partner] != MakePiece(c, r.partnerType) {
				return fenErr("castling right %q without its King and %s on their start cells", ch,
					t.Types[r.partnerType].Name)
			}
			p.castle |= r.right
			p.hash ^= t.zobrist.castle[ri]
		}
		if !found {
			return fenErr("%s has no castling %q", t.Variant.Name, ch)
		}
	}
	return nil
}

// sideCastlingFile returns the partner file of colour c's castling with the outermost partner on the King's
// right (kingSide) or left: what K and Q name in a standard or X-FEN. It returns -1 if there is none.
func (t *Tables) sideCastlingFile(c Color, kingSide bool) int {
	best := -1
	for _, r := range t.castles {
		if r.colour != c {
			continue
		}
		kf, pf := t.Variant.Board.Cells[r.king].File, t.Variant.Board.Cells[r.partner].File
		if (pf > kf) != kingSide {
			continue
		}
		if best < 0 || (kingSide && pf > best) || (!kingSide && pf < best) {
			best = pf
		}
	}
	return best
}

// parseEnPassant reads the list of passed cells and finds the piece that passed them: the one just beyond the last
// cell, on the forward path of an en passant victim of the side that just moved, whose start cell is now empty.
func (p *Position) parseEnPassant(f string) error {
	if f == "-" {
		return nil
	}
	t := p.t
	names := strings.Split(f, ",")
	if len(names) > len(p.epCells) {
		return fenErr("too many en passant cells")
	}
	var cells []Cell
	for _, n := range names {
		c, ok := t.cellByName[n]
		if !ok {
			return fenErr("bad en passant cell %q", n)
		}
		if p.board[c] != Empty {
			return fenErr("en passant cell %s is occupied", n)
		}
		cells = append(cells, c)
	}
	mover := p.side.Other()
	for typ := 1; typ < len(t.Types); typ++ {
		for _, rays := range t.pushRays[mover][typ] {
			for origin := range t.N {
				r := rays[origin]
				if len(r) <= len(cells) || p.board[origin] != Empty || !p.couldHavePushed(mover, typ, r[len(cells)]) {
					continue
				}
				match := true
				for i, c := range cells {
					match = match && r[i] == c
				}
				if match {
					p.epN = uint8(len(cells))
					copy(p.epCells[:], cells)
					p.epVictim = r[len(cells)]
					return nil
				}
			}
		}
	}
	return fenErr("en passant cells %s do not follow a multi-step move of the side that just moved", f)
}

// couldHavePushed reports whether the piece on cell can be a colour-c piece of type typ that has just arrived there
// by a push: the piece itself, or, on a promotion cell, what it promoted to (a Megalomachy Warrior's 2-step onto the
// last rank leaves en passant rights: docs/rules/megalomachy.md §4.2).
func (p *Position) couldHavePushed(c Color, typ int, cell Cell) bool {
	pc := p.board[cell]
	if pc == MakePiece(c, typ) {
		return true
	}
	t := p.t
	if pc == Empty || pc.Color() != c || !t.Types[typ].Promotes || !t.promoCell[c].Has(cell) {
		return false
	}
	for _, choice := range t.promoChoices {
		if pc.Type() == choice {
			return true
		}
	}
	return false
}

// validateKings checks that each side has exactly one King, on the board unless the game opens with placement.
func (p *Position) validateKings() error {
	t := p.t
	for c := White; c <= Black; c++ {
		kings := p.count[c][t.royalType] + p.hand[c][t.royalType]
		if kings != 1 {
			return fenErr("%s has %d Kings, want 1", c, kings)
		}
		if !p.hasKing[c] && !t.placement {
			return fenErr("%s King is not on the board", c)
		}
	}
	return nil
}

// validate checks what a FEN cannot express wrongly without making the position unplayable.
func (p *Position) validate() error {
	t := p.t
	for c := White; c <= Black; c++ {
		for _, cell := range p.Pieces(c) {
			pc := p.board[cell]
			if t.Types[pc.Type()].Promotes && t.promoCell[c].Has(cell) && !t.promoOptional[c].Has(cell) {
				return fenErr("%s %s on %s should have promoted", c, t.Types[pc.Type()].Name, t.CellName[cell])
			}
		}
	}
	if t.placement && p.handTotal[p.side] == 0 && p.handTotal[p.side.Other()] > 0 {
		return fenErr("%s to move has nothing to place while %s still has", p.side, p.side.Other())
	}
	them := p.side.Other()
	if p.hasKing[them] && p.Attacked(p.king[them], p.side) {
		return fenErr("the side not to move is in check")
	}
	return nil
}

// FEN returns the position's FEN.
func (p *Position) FEN() string {
	t := p.t
	b := t.Variant.Board
	var sb strings.Builder
	for rank := b.Ranks; rank >= 1; rank-- {
		empty := 0
		flush := func() {
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
		}
		for file := 0; file < b.Files; file++ {
			cell, ok := b.Grid(file, rank)
			if !ok {
				flush()
				sb.WriteByte('*')
				continue
			}
			pc := p.board[cell]
			if pc == Empty {
				empty++
				continue
			}
			flush()
			sb.WriteString(t.PieceToken(pc))
		}
		flush()
		if rank > 1 {
			sb.WriteByte('/')
		}
	}
	if t.placement {
		sb.WriteByte('[')
		n := 0
		for c := White; c <= Black; c++ {
			for typ := 1; typ < len(t.Types); typ++ {
				for range int(p.hand[c][typ]) {
					sb.WriteString(t.PieceToken(MakePiece(c, typ)))
					n++
				}
			}
		}
		if n == 0 {
			sb.WriteByte('-')
		}
		sb.WriteByte(']')
	}
	sb.WriteString(map[Color]string{White: " w ", Black: " b "}[p.side])
	sb.WriteString(p.castlingField())
	sb.WriteByte(' ')
	if p.epN == 0 {
		sb.WriteByte('-')
	}
	for i := range int(p.epN) {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(t.CellName[p.epCells[i]])
	}
	fmt.Fprintf(&sb, " %d %d", p.halfmove, p.fullmove)
	return sb.String()
}

// castlingField writes the kept rights: as partner files, White's upper case first, each side in file order; or,
// under CastlingSides, as K and Q, White's first ("KQkq").
func (p *Position) castlingField() string {
	t := p.t
	b := t.Variant.Board
	var out []byte
	for c := White; c <= Black; c++ {
		if t.Variant.Rules.CastlingLetters == variants.CastlingSides {
			for _, letter := range []int{'K', 'Q'} {
				file := t.sideCastlingFile(c, letter == 'K')
				for _, r := range t.castles {
					if r.colour == c && p.castle&r.right != 0 && b.Cells[r.partner].File == file {
						out = append(out, castlingLetter(c, letter-'A'))
						break
					}
				}
			}
			continue
		}
		for file := 0; file < b.Files; file++ {
			for _, r := range t.castles {
				if r.colour == c && p.castle&r.right != 0 && b.Cells[r.partner].File == file {
					out = append(out, castlingLetter(c, file))
				}
			}
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return string(out)
}

// castlingLetter is a letter of the castling field: upper case for White.
func castlingLetter(c Color, n int) byte {
	if c == Black {
		return byte('a' + n)
	}
	return byte('A' + n)
}

// PieceToken returns a piece's FEN token: upper case for White, lower case for Black, suffix kept.
func (t *Tables) PieceToken(pc Piece) string {
	tok := t.Types[pc.Type()].Token
	if pc.Color() == Black {
		return strings.ToLower(tok)
	}
	return tok
}

func squareName(file, rank int) string { return fmt.Sprintf("%c%d", 'a'+file, rank) }
