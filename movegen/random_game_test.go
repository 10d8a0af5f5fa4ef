package movegen

import (
	"math/rand/v2"
	"testing"
)

// TestRandomCaptureGame: the game starts at the start position, is the same for the same seed, and a game reported
// as mated ends in a position whose side to move is checkmated.
func TestRandomCaptureGame(t *testing.T) {
	tb, err := ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	mates := 0
	for seed := range uint64(40) {
		fens, mated := RandomCaptureGame(rand.New(rand.NewPCG(seed, 1)), tb, 600)
		again, _ := RandomCaptureGame(rand.New(rand.NewPCG(seed, 1)), tb, 600)
		if len(fens) == 0 || fens[0] != tb.Variant.StartFEN || len(again) != len(fens) || again[len(again)-1] != fens[len(fens)-1] {
			t.Fatalf("seed %d: %d positions, not from the start or not repeatable", seed, len(fens))
		}
		if mated {
			mates++
			p, err := NewPosition(tb, fens[len(fens)-1])
			if err != nil {
				t.Fatal(err)
			}
			if o := p.Outcome(); o.Reason != "checkmate" {
				t.Errorf("seed %d: reported mated, last position %s is %q", seed, fens[len(fens)-1], o.Reason)
			}
		}
	}
	if mates == 0 {
		t.Error("no game of 40 ended in checkmate")
	}
}
