package protocol

import (
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestSearchCopy: the copy a search gets depends on the game alone, not on what the front end asked the position
// before (legal-move tests reorder the piece lists, and the search's move order follows them); it is the same
// position, history included.
func TestSearchCopy(t *testing.T) {
	tb, _ := movegen.ForVariant("sling-sd2l")
	moves := strings.Fields("d3d4 f11c5 e1f1 c5f7 a2e6 g11e6 j5j6 g9g8 h6h7 f7c5 i4h6 c7b7 f1i5 h11e11 f6c4 f10f9 " +
		"h6f10 i10f10 c4f10")
	play := func(asks int) *movegen.Position {
		p := movegen.StartPosition(tb)
		for _, text := range moves {
			var ml movegen.MoveList
			for range asks {
				p.LegalMoves(&ml)
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
	quiet, asked := play(0), play(1)
	same := func(a, b *movegen.Position) bool {
		return a.FEN() == b.FEN() && a.Hash() == b.Hash() && a.Ply() == b.Ply() &&
			slices.Equal(a.Pieces(movegen.White), b.Pieces(movegen.White)) &&
			slices.Equal(a.Pieces(movegen.Black), b.Pieces(movegen.Black))
	}
	if same(quiet, asked) {
		t.Log("legal-move tests no longer reorder the piece lists: searchCopy could go")
	}
	a, b := searchCopy(quiet), searchCopy(asked)
	if !same(a, b) {
		t.Errorf("search copies differ: %v %v / %v %v", a.Pieces(movegen.White), a.Pieces(movegen.Black),
			b.Pieces(movegen.White), b.Pieces(movegen.Black))
	}
	if a.FEN() != quiet.FEN() || a.Ply() != len(moves) || a.LastMove() != quiet.LastMove() {
		t.Errorf("the copy is another position: %s, %d plies", a.FEN(), a.Ply())
	}
	// The history counts: the third occurrence of a position is seen in the copy.
	tb, _ = movegen.ForVariant("shafran")
	p := movegen.StartPosition(tb)
	for range 2 {
		for _, text := range strings.Fields("g3h6 h10g7 h6g3 g7h10") {
			m, _ := p.ParseMove(text)
			p.MakeMove(m)
		}
	}
	if o := searchCopy(p).Outcome(); o.Reason != "threefold repetition" {
		t.Errorf("the copy lost the history: %+v", o)
	}
	// From a FEN root.
	p, _ = movegen.NewPosition(tb, shafranEP)
	m, _ := p.ParseMove("d6e8")
	p.MakeMove(m)
	if c := searchCopy(p); c.FEN() != p.FEN() || c.Ply() != 1 {
		t.Errorf("from a FEN: %s", c.FEN())
	}
}
