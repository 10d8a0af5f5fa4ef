package train

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// game plays random legal moves from the start and records every position with the classical evaluation's score;
// the result is the sign of the last score, so the targets are learnable from the pieces.
func randomGame(tb *movegen.Tables, ev *eval.Evaluator, rng *rand.Rand, plies int, index uint32) (nnue.Game, []*movegen.Position) {
	p := movegen.StartPosition(tb)
	ml := movegen.NewMoveList(256)
	g := nnue.Game{Index: index}
	var positions []*movegen.Position
	last := 0
	for ply := range plies {
		ml.Clear()
		p.LegalMoves(ml)
		if len(ml.Moves) == 0 {
			break
		}
		p.MakeMove(ml.Moves[rng.IntN(len(ml.Moves))])
		var s nnue.Sample
		last = ev.Evaluate(p)
		s.SetPosition(p, last, ply+1)
		g.Samples = append(g.Samples, s)
		positions = append(positions, p.Clone())
	}
	if p.Side() == movegen.Black {
		last = -last
	}
	switch {
	case last > 100:
		g.Result = 1
	case last < -100:
		g.Result = -1
	}
	return g, positions
}

// writeData writes a data file of random games and returns its path and the positions, game by game.
func writeData(t testing.TB, dir, variant string, games, plies int, seed uint64) (string, [][]*movegen.Position) {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	l := nnue.NewLayout(tb)
	ev := eval.New(tb, eval.DefaultWeights())
	rng := rand.New(rand.NewPCG(seed, 7))
	path := filepath.Join(dir, variant+"-1-of-1.data")
	var all [][]*movegen.Position
	var played []nnue.Game
	for i := range games {
		g, pos := randomGame(tb, ev, rng, plies, uint32(i))
		all = append(all, pos)
		played = append(played, g)
	}
	if err := nnuetest.WriteData(path, variant, l, played); err != nil {
		t.Fatal(err)
	}
	return path, all
}

func layoutOf(t testing.TB, variant string) *nnue.Layout {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	return nnue.NewLayout(tb)
}

var testLoad = LoadOptions{Lambda: 0.75, K: 400, Holdout: 0.2, Seed: 1}

func testOptions(dir string) Options {
	return Options{Hidden: 16, Epochs: 4, Batch: 64, LR: 0.01, Lambda: 0.75, K: 400, Holdout: 0.2, Seed: 1, Threads: 1,
		Out: filepath.Join(dir, "net.nnue"), Checkpoint: filepath.Join(dir, "net.ckpt")}
}

// chessData writes a chess data file of random games in dir and loads it with testLoad: the layout, the training
// and the held-out sets.
func chessData(t testing.TB, dir string, games, plies int, seed uint64) (*nnue.Layout, *Set, *Set) {
	t.Helper()
	path, _ := writeData(t, dir, "chess", games, plies, seed)
	l := layoutOf(t, "chess")
	tr, held, err := Load(l, []string{path}, testLoad)
	if err != nil {
		t.Fatal(err)
	}
	return l, tr, held
}
