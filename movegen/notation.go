package movegen

import (
	"errors"
	"fmt"
	"strings"
)

// Move text errors: ErrMalformedMove for text that is not a move of this board at all, ErrIllegalMove for a
// well-formed move that is not legal here.
var (
	ErrMalformedMove = errors.New("malformed move")
	ErrIllegalMove   = errors.New("illegal move")
)

// MoveText writes a move of this position in the engine's notation (docs/rules/README.md §2). It must be called before
// the move is made: the text of castling and hit-and-run moves depends on the position.
func (p *Position) MoveText(m Move) string {
	t := p.t
	switch {
	case m == NoMove:
		return "0000"
	case m == NullMove:
		return "@@@@"
	}
	from, to := t.CellName[m.From()], t.CellName[m.To()]
	switch m.Kind() {
	case KindDrop:
		return t.Types[m.Piece()].Token[:1] + "@" + to
	case KindCastle:
		return from + t.CellName[t.castleOpts[m.Piece()].text]
	case KindKill:
		if t.Types[p.board[m.From()].Type()].Locust {
			kill := t.CellName[m.Kill()]
			return from + kill + "," + kill + to
		}
	}
	s := from + to
	if promo := m.Promotion(); promo != 0 {
		s += strings.ToLower(t.Types[promo].Token)
	}
	return s
}

// ParseMove reads a move in the engine's notation and returns the legal move it names. Drop letters may be either
// case; everything else is lower case. On failure the error wraps ErrMalformedMove or ErrIllegalMove.
func (p *Position) ParseMove(s string) (Move, error) {
	text, err := p.normalizeMoveText(s)
	if err != nil {
		return NoMove, err
	}
	var buf [256]Move
	ml := MoveList{Moves: buf[:0]}
	p.LegalMoves(&ml)
	for _, m := range ml.Moves {
		if p.MoveText(m) == text {
			return m, nil
		}
	}
	return NoMove, fmt.Errorf("%w: %s", ErrIllegalMove, s)
}

// normalizeMoveText checks the shape of a move text against this board and brings it to the canonical case.
func (p *Position) normalizeMoveText(s string) (string, error) {
	bad := fmt.Errorf("%w: %q", ErrMalformedMove, s)
	if len(s) < 3 || len(s) > 24 {
		return "", bad
	}
	if len(s) > 1 && s[1] == '@' {
		letter := strings.ToUpper(s[:1])
		if !p.t.placement || p.t.typeByTok[letter] == 0 || !p.validCell(s[2:]) {
			return "", bad
		}
		return letter + "@" + s[2:], nil
	}
	s = strings.ToLower(s)
	legs := strings.Split(s, ",")
	if len(legs) > 2 {
		return "", bad
	}
	for i, leg := range legs {
		from, rest, ok := p.splitCell(leg)
		if !ok {
			return "", bad
		}
		to, suffix, ok := p.splitCell(rest)
		if !ok || (suffix != "" && i < len(legs)-1) || from == to {
			return "", bad
		}
		if suffix != "" && (len(suffix) > 1 || p.t.typeByTok[strings.ToUpper(suffix)] == 0) {
			return "", bad
		}
		if i == 1 && !strings.HasSuffix(legs[0], from) {
			return "", bad // the second leg starts where the first ended
		}
	}
	return s, nil
}

// splitCell splits a leading cell name of this board off s.
func (p *Position) splitCell(s string) (cell, rest string, ok bool) {
	for n := 3; n >= 2; n-- {
		if len(s) >= n && p.validCell(s[:n]) {
			return s[:n], s[n:], true
		}
	}
	return "", "", false
}

func (p *Position) validCell(name string) bool {
	_, ok := p.t.cellByName[name]
	return ok
}
