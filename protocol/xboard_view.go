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
// the form XBoard shows (an e.p. capture as two legs) or the engine's plain notation.
func (v *XBoardView) ParseMove(p *movegen.Position, text string) (movegen.Move, error) {
	own := v.h.grid.fromGUI(text)
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves {
		if moveText(p, m) == own {
			return m, nil
		}
	}
	m, err := p.ParseMove(own)
	if err != nil {
		return movegen.NoMove, fmt.Errorf("%q: %w", text, err)
	}
	return m, nil
}

// FEN writes a position's FEN as XBoard sends it with `setboard` (its e.p. squares in XBoard's labels).
func (v *XBoardView) FEN(fen string) string { return v.h.grid.fenToGUI(strings.TrimSpace(fen)) }
