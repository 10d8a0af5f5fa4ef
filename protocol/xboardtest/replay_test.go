package xboardtest

import (
	"testing"

	"sennight/movegen"
)

// TestReplayMove: the replay of XBoard's games reads a move as the CECP link carries it. In Grand (XBoard's ranks
// 0..9) the declined promotion h6i7p (a soak game's move) is the engine's h7i8 with the Pawn staying a Pawn, h6i7q
// promotes, and a plain Chess move goes through unchanged.
func TestReplayMove(t *testing.T) {
	p, err := movegen.NewVariantPosition("grand", "k9/10/6P1r1/7P2/10/10/10/10/10/4K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	v := p.Tables().Variant
	for text, want := range map[string]string{"h6i7p": "h7i8", "h6i7q": "h7i8q", "g7g8p": "g8g9"} {
		m, err := replayMove(p, v, text)
		if err != nil || p.MoveText(m) != want {
			t.Errorf("grand %s: %s %v, want %s", text, p.MoveText(m), err, want)
		}
	}
	c := movegen.StartPosition(must(movegen.ForVariant("chess")))
	if m, err := replayMove(c, c.Tables().Variant, "e2e4"); err != nil || c.MoveText(m) != "e2e4" {
		t.Errorf("chess e2e4: %s %v", c.MoveText(m), err)
	}
}

func must[T any](x T, err error) T {
	if err != nil {
		panic(err)
	}
	return x
}
