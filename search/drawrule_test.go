package search

import "testing"

// TestFiftyMoveRuleInCheck: at the 100th ply only a checkmate beats the 50-move rule (docs/rules/README.md §4, and
// Position.Outcome). A side in check with a legal move has a draw, which the search must not search on: a chain of
// checks could otherwise find a mate the game never reaches. A side mated there is left to the move loop.
func TestFiftyMoveRuleInCheck(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		draw      bool
	}{
		{"not in check", "8/7k/R7/8/8/8/8/1RK5 b - - 100 90", true},
		{"in check with moves", "8/1R5k/R7/8/8/8/8/2K5 b - - 100 91", true},
		{"mated", "R6k/1R6/8/8/8/8/8/2K5 b - - 100 91", false},
		{"in check before the 100th ply", "8/1R5k/R7/8/8/8/8/2K5 b - - 99 91", false},
	} {
		p := position(t, "chess", c.fen)
		if o := p.Outcome(); (o.Reason == "50-move rule") != c.draw {
			t.Fatalf("%s: the rules say %v; the case is wrong", c.name, o)
		}
		w := newWorker(0, smallEngine(1))
		w.s, w.pos = &searchState{}, p
		if got := w.isDraw(); got != c.draw {
			t.Errorf("%s: isDraw %v, want %v", c.name, got, c.draw)
		}
	}
}
