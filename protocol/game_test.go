package protocol

import (
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestChecksLeavePositionAlone: what a front end asks the game's position before a search (legal moves for result
// claims, search moves, move parsing) leaves it exactly as it was, piece-list order included: the search's move
// order follows the lists, so otherwise the same game could be searched differently over CECP and UCI.
func TestChecksLeavePositionAlone(t *testing.T) {
	tb, _ := movegen.ForVariant("sling-sd2l")
	moves := strings.Fields("d3d4 f11c5 e1f1 c5f7 a2e6 g11e6 j5j6 g9g8 h6h7 f7c5 i4h6 c7b7 f1i5 h11e11 f6c4 f10f9 " +
		"h6f10 i10f10 c4f10")
	play := func(asks int) *movegen.Position {
		p := movegen.StartPosition(tb)
		for _, text := range moves {
			var ml movegen.MoveList
			for range asks {
				p.LegalMoves(&ml)
				p.Outcome()
			}
			m, err := p.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			p.MakeMove(m)
		}
		var ml movegen.MoveList
		for range asks {
			p.LegalMoves(&ml) // as CECP's claim and searchmoves checks do before a search
		}
		return p
	}
	quiet, asked := play(0), play(2)
	if quiet.FEN() != asked.FEN() || quiet.Hash() != asked.Hash() || quiet.Ply() != asked.Ply() ||
		!slices.Equal(quiet.Pieces(movegen.White), asked.Pieces(movegen.White)) ||
		!slices.Equal(quiet.Pieces(movegen.Black), asked.Pieces(movegen.Black)) {
		t.Errorf("legal-move tests changed the position: %v %v / %v %v", quiet.Pieces(movegen.White),
			quiet.Pieces(movegen.Black), asked.Pieces(movegen.White), asked.Pieces(movegen.Black))
	}
}

// name returns the variant name.
func (g *game) name() string { return g.t.Variant.Name }
