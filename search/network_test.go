package search

import (
	"path/filepath"
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// TestSearchWithNetwork loads a copy of chess whose variant file names a random network and searches its start
// position: the search evaluates with the network (another result than the classical evaluation's of built-in
// chess), Options.Classical switches back to the classical result exactly, and SetNetwork
// replaces the game's network for the next search and nil restores it.
func TestSearchWithNetwork(t *testing.T) {
	dir := t.TempDir()
	if err := nnuetest.WriteNetwork(filepath.Join(dir, "net.nnue"), "chess", 32, 1); err != nil {
		t.Fatal(err)
	}
	file, err := nnuetest.GameWithNetwork(dir, "chess", "search-nnue-chess", "net.nnue")
	if err != nil {
		t.Fatal(err)
	}
	name, err := movegen.LoadVariantFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lim := Limits{Depth: 5}
	search := func(e *Engine, variant string) Result {
		e.NewGame()
		return e.Search(position(t, variant, ""), lim, nil)
	}
	ce := smallEngine(1)
	ce.SetClassical(true) // chess may have a network of its own: the baseline is its classical evaluation
	classical := search(ce, "chess")

	e := smallEngine(1)
	tb := position(t, name, "").Tables()
	if e.Network(tb) == nil {
		t.Fatal("the game's network is not used")
	}
	if err := e.NetworkError(tb); err != nil {
		t.Fatal(err)
	}
	withNet := search(e, name)
	if withNet.Move == movegen.NoMove {
		t.Fatal("no move")
	}
	t.Logf("classical: %s %d nodes, score %d; network: %s %d nodes, score %d", classical.MoveText, classical.Nodes,
		classical.Score, withNet.MoveText, withNet.Nodes, withNet.Score)
	if withNet.Nodes == classical.Nodes && withNet.Score == classical.Score {
		t.Errorf("the network's search is the classical one: %d nodes, score %d", withNet.Nodes, withNet.Score)
	}
	if e.workers[0].acc == nil || e.workers[0].acc.Network() != e.Network(tb) {
		t.Error("the worker has no sums of the network")
	}

	e.SetClassical(true)
	if e.Network(tb) != nil {
		t.Error("Classical: a network is still used")
	}
	if r := search(e, name); r.Nodes != classical.Nodes || r.Score != classical.Score || r.Move != classical.Move {
		t.Errorf("Classical: %d nodes, score %d; the built-in game's search: %d nodes, score %d", r.Nodes, r.Score,
			classical.Nodes, classical.Score)
	}
	e.SetClassical(false)
	if r := search(e, name); r.Nodes != withNet.Nodes || r.Score != withNet.Score {
		t.Errorf("network again: %d nodes, score %d; first: %d nodes, score %d", r.Nodes, r.Score, withNet.Nodes,
			withNet.Score)
	}

	other := nnuetest.RandomNetwork(nnue.NewLayout(tb), 32, 1, 99)
	e.SetNetwork(tb, other)
	if e.Network(tb) != other {
		t.Fatal("SetNetwork: not used")
	}
	if r := search(e, name); r.Nodes == withNet.Nodes && r.Score == withNet.Score {
		t.Error("another network searches as the game's own")
	}
	e.SetNetwork(tb, nil)
	if r := search(e, name); r.Nodes != withNet.Nodes || r.Score != withNet.Score {
		t.Error("SetNetwork(nil) does not restore the game's network")
	}
}

// TestNetworkSearchAllocatesNothing: once a worker's sums exist, evaluating with the network allocates nothing.
func TestNetworkEvalAllocatesNothing(t *testing.T) {
	tb := position(t, "chess", "").Tables()
	e := smallEngine(1)
	e.SetNetwork(tb, nnuetest.RandomNetwork(nnue.NewLayout(tb), 32, 1, 5))
	e.Search(position(t, "chess", ""), Limits{Depth: 2}, nil)
	w := e.workers[0]
	var ml movegen.MoveList
	w.pos.LegalMoves(&ml)
	allocs := testing.AllocsPerRun(100, func() {
		for _, m := range ml.Moves {
			w.pos.MakeMove(m)
			w.networkEval()
			w.pos.UnmakeMove()
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations", allocs)
	}
}
