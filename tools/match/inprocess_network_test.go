package match

import (
	"path/filepath"
	"strings"
	"testing"

	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// TestPlayerNetworkKeys: eval=classical and eval=material turn the game's network off, eval=network (the default)
// keeps it; network=FILE gives the player a network of its own, read for the game at its first new game, and a
// file of another game is that new game's error.
func TestPlayerNetworkKeys(t *testing.T) {
	for spec, classical := range map[string]bool{"engine": false, "engine:eval=network": false,
		"engine:eval=full": false, "engine:eval=classical": true, "engine:eval=material": true} {
		pl, _, err := newInProcess(spec)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		if got := pl.(*enginePlayer).eng.Options().Classical; got != classical {
			t.Errorf("%s: classical %v, want %v", spec, got, classical)
		}
	}
	if _, _, err := newInProcess("engine:eval=classical,network=x.nnue"); err == nil {
		t.Error("eval=classical with network= accepted")
	}

	dir := t.TempDir()
	chessNet, grandNet := filepath.Join(dir, "chess.nnue"), filepath.Join(dir, "grand.nnue")
	if err := nnuetest.WriteNetwork(chessNet, "chess", 8, 1); err != nil {
		t.Fatal(err)
	}
	if err := nnuetest.WriteNetwork(grandNet, "grand", 8, 1); err != nil {
		t.Fatal(err)
	}
	tb, _ := movegen.ForVariant("chess")
	start := movegen.StartPosition(tb)
	pl, _, err := newInProcess("engine:depth=2,network=" + chessNet)
	if err != nil {
		t.Fatal(err)
	}
	if err := pl.NewGame(GameSetup{Variant: "chess", Start: start, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	if pl.(*enginePlayer).eng.Network(tb) == nil {
		t.Error("network=: the engine evaluates without it")
	}
	pl, _, _ = newInProcess("engine:depth=2,network=" + grandNet)
	if err := pl.NewGame(GameSetup{Variant: "chess", Start: start, Seed: 1}); err == nil ||
		!strings.Contains(err.Error(), "grand.nnue") {
		t.Errorf("a grand network in chess: %v", err)
	}
}
