package match

import (
	"errors"
	"testing"
	"time"

	"sennight/movegen"
)

// TestCECPReadsMovesAsXBoard: the runner reads an engine's move as XBoard 4.9.1 would, by its own model of XBoard
// (package xboard), not by the engine's. In Grand Chess (10 ranks, which XBoard labels from 0) a Pawn that steps
// from the engine's e7 to e8 and stays a Pawn is e6e7p on the link. An engine that sends the bare e6e7 has its
// move made a Queen by XBoard (docs/protocol-notes.md §1.5: the bug the real XBoard found, which the runner missed
// while it translated with the engine's own code); one that writes its own cell names, e7e8p, sends a move of
// another rank. Both lose the game by an illegal move; the right text plays.
func TestCECPReadsMovesAsXBoard(t *testing.T) {
	tb, _ := movegen.ForVariant("grand")
	start, err := movegen.NewPosition(tb, "k9/10/10/4P5/10/10/10/10/10/9K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	stays, _ := start.ParseMove("e7e8")
	for _, tc := range []struct {
		text string
		want movegen.Move // NoMove: an illegal-move fault
	}{
		{"e6e7p", stays},
		{"e6e7", movegen.NoMove},  // no suffix: XBoard would promote it to a Queen
		{"e7e8p", movegen.NoMove}, // the engine's ranks, not XBoard's
	} {
		p, err := fakeSpec(t, "move="+tc.text, "xboard").NewPlayer("grand")
		if err != nil {
			t.Fatal(err)
		}
		if err := p.NewGame(GameSetup{Variant: "grand", Start: start}); err != nil {
			t.Fatal(err)
		}
		r, err := p.Move(&Turn{Start: start.FEN(), Pos: start, Clock: TimeControl{Depth: 1}, Wait: 10 * time.Second})
		p.Close()
		var f *Fault
		switch {
		case tc.want != movegen.NoMove && (err != nil || r.Move != tc.want):
			t.Errorf("move %s: %v, %v; want %s", tc.text, start.MoveText(r.Move), err, start.MoveText(tc.want))
		case tc.want == movegen.NoMove && (!errors.As(err, &f) || f.Kind != Illegal):
			t.Errorf("move %s: %v, %v; want an illegal-move fault", tc.text, start.MoveText(r.Move), err)
		default:
			t.Logf("move %s: %v", tc.text, err)
		}
	}
}
