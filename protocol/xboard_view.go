package protocol

import (
	"fmt"
	"strings"

	"sennight/movegen"
)

// XBoardView is how XBoard 4.9.1 writes one variant's moves and positions, for a program that stands in for XBoard
// in front of a CECP engine (the match runner). It is the same translation the engine's own CECP side applies
// (xbGrid's rank labels, e.p. captures as two legs, castlings XBoard cannot show), so the two never disagree.
type XBoardView struct {
	h *xbHosting
}

// NewXBoardView returns the XBoard view of a variant's tables.
func NewXBoardView(t *movegen.Tables) (*XBoardView, error) {
	h, err := newXBHosting(t)
	if err != nil {
		return nil, err
	}
	return &XBoardView{h: h}, nil
}

// MoveText writes a legal move of p as XBoard sends it to an engine (`usermove`). ok is false for a move XBoard
// cannot show (Shafran's diagonal castlings): such a move must reach the engine another way (setboard).
func (v *XBoardView) MoveText(p *movegen.Position, m movegen.Move) (text string, ok bool) {
	return v.h.grid.toGUI(moveText(p, m)), v.h.shows(m)
}

// ParseMove reads a move an engine sent (`move TEXT`) in XBoard's labels and returns the legal move of p it names:
// the form XBoard shows (an e.p. capture as two legs), the engine's plain notation, or a castling as O-O / O-O-O
// (Phalanx sends those; XBoard's parser reads them).
func (v *XBoardView) ParseMove(p *movegen.Position, text string) (movegen.Move, error) {
	own := v.h.grid.fromGUI(text)
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves {
		if moveText(p, m) == own {
			return m, nil
		}
	}
	if m, ok := castlingByName(p, ml.Moves, text); ok {
		return m, nil
	}
	m, err := p.ParseMove(own)
	if err != nil {
		return movegen.NoMove, fmt.Errorf("%q: %w", text, err)
	}
	return m, nil
}

// FEN writes a position's FEN as XBoard sends it with `setboard` (its e.p. squares in XBoard's labels).
func (v *XBoardView) FEN(fen string) string { return v.h.grid.fenToGUI(strings.TrimSpace(fen)) }

// castlingByName finds the castling that O-O (the King towards the higher file) or O-O-O (towards the lower) names,
// zeros for O's allowed, on a board whose cell names are a file letter and a rank.
func castlingByName(p *movegen.Position, legal []movegen.Move, text string) (movegen.Move, bool) {
	var long bool
	switch strings.ReplaceAll(strings.TrimRight(text, "+#"), "0", "O") {
	case "O-O":
	case "O-O-O":
		long = true
	default:
		return movegen.NoMove, false
	}
	found, n := movegen.NoMove, 0
	for _, m := range legal {
		if m.Kind() != movegen.KindCastle {
			continue
		}
		t := p.Tables()
		from, to := t.CellName[m.From()], t.CellName[m.To()]
		if (to[0] < from[0]) == long && to[0] != from[0] {
			found, n = m, n+1
		}
	}
	return found, n == 1
}
