package movegen

import (
	"fmt"
	"strings"
)

// ParseSAN reads a move in Standard Algebraic Notation (the notation of PGN and of the EPD test suites: "Nf3",
// "exd5", "Rad1", "e8=Q+", "O-O-O") and returns the legal move it names. The piece letter is the piece's FEN token
// (no letter: a pawn, a type marked pawn in the game's file); a file, rank or cell narrows the mover down; a
// promotion is "=Q" or "Q"; check and annotation marks (+ # ! ?) are ignored, and so is "x", since the legal moves
// already say what captures. It is for reading suites and games, not a hot path. On failure the error wraps
// ErrMalformedMove (not SAN of this board) or ErrIllegalMove (no legal move, or more than one, fits).
func (p *Position) ParseSAN(s string) (Move, error) {
	bad := fmt.Errorf("%w: SAN %q", ErrMalformedMove, s)
	text := strings.TrimRight(s, "+#!?")
	var buf [256]Move
	ml := MoveList{Moves: buf[:0]}
	p.LegalMoves(&ml)
	if castle := strings.ReplaceAll(text, "0", "O"); castle == "O-O" || castle == "O-O-O" {
		kingSide := castle == "O-O"
		return p.uniqueSAN(s, ml.Moves, func(m Move) bool {
			if m.Kind() != KindCastle {
				return false
			}
			// Castling moves the King toward its partner: "O-O" toward the higher file, as in Chess.
			return (p.t.CellName[m.To()] > p.t.CellName[m.From()]) == kingSide
		})
	}
	promo := 0
	if n := len(text); n >= 2 && isUpper(text[n-1]) {
		if promo = p.t.typeByTok[text[n-1:]]; promo == 0 {
			return NoMove, bad
		}
		text = strings.TrimSuffix(text[:n-1], "=")
	}
	// The destination is the last cell name: a file letter and a rank number at the end.
	i := len(text)
	for i > 0 && isDigit(text[i-1]) {
		i--
	}
	if i == len(text) || i == 0 || !isLower(text[i-1]) {
		return NoMove, bad
	}
	i--
	to, ok := p.t.cellByName[text[i:]]
	if !ok {
		return NoMove, bad
	}
	head := strings.TrimSuffix(text[:i], "x")
	mover := 0 // the mover's type; 0 for a pawn of any pawn type
	if head != "" && isUpper(head[0]) {
		if mover = p.t.typeByTok[head[:1]]; mover == 0 {
			return NoMove, bad
		}
		head = head[1:]
	}
	from := head // a file, a rank or a cell of the mover, or nothing
	if strings.ContainsAny(from, "x=-") {
		return NoMove, bad
	}
	return p.uniqueSAN(s, ml.Moves, func(m Move) bool {
		if m.Kind() == KindDrop || m.Kind() == KindCastle || m.To() != to || m.Promotion() != promo {
			return false
		}
		info := p.t.Types[p.board[m.From()].Type()]
		if (mover == 0 && !info.Pawn) || (mover != 0 && p.board[m.From()].Type() != mover) {
			return false
		}
		name := p.t.CellName[m.From()]
		return from == "" || name == from || (isLower(from[0]) && strings.HasPrefix(name, from)) ||
			(isDigit(from[0]) && len(name) > len(from) && strings.HasSuffix(name, from) &&
				!isDigit(name[len(name)-len(from)-1]))
	})
}

// uniqueSAN returns the one legal move that fits; none or several is ErrIllegalMove.
func (p *Position) uniqueSAN(s string, moves []Move, fits func(Move) bool) (Move, error) {
	found, n := NoMove, 0
	for _, m := range moves {
		if fits(m) {
			found, n = m, n+1
		}
	}
	switch n {
	case 0:
		return NoMove, fmt.Errorf("%w: SAN %s", ErrIllegalMove, s)
	case 1:
		return found, nil
	}
	return NoMove, fmt.Errorf("%w: SAN %s is ambiguous (%d moves fit)", ErrIllegalMove, s, n)
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
