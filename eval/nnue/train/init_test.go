package train

import (
	"bytes"
	"math"
	"os"
	"strings"
	"testing"

	"sennight/eval/nnue"
	"sennight/movegen"
)

// trainedNetwork trains a small network on data of random games and returns it as the engine reads it.
func trainedNetwork(t *testing.T, l *nnue.Layout, tr, held *Set, opt Options) (*nnue.Network, *Result) {
	t.Helper()
	res, err := Run(l, tr, held, opt)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(opt.Out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, err := nnue.Read(f, l)
	if err != nil {
		t.Fatal(err)
	}
	return n, res
}

// TestInitQuantizesBack: a model started from a network, with or without factor rows, quantizes to the same
// network, byte for byte, before any step.
func TestInitQuantizesBack(t *testing.T) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 20, 40, 5)
	opt := testOptions(dir)
	opt.Buckets = 2
	n, _ := trainedNetwork(t, l, tr, held, opt)
	var want bytes.Buffer
	n.Write(&want)
	for _, factorize := range []bool{false, true} {
		o := opt
		o.Factorize, o.Init = factorize, n
		var got bytes.Buffer
		runModel(l, o).Quantize(l).Write(&got)
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("factorize %v: the started model does not quantize to its network", factorize)
		}
	}
}

// TestInitContinues: a run started from a network begins at that network's loss, which the integer network's own
// evaluation gives independently (up to the integers' rounding), and one more epoch from it stays near that loss,
// far below one epoch from random weights.
func TestInitContinues(t *testing.T) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 60, 60, 6)
	first := testOptions(dir)
	first.Factorize = true
	n, res := trainedNetwork(t, l, tr, held, first)

	next := testOptions(t.TempDir())
	// A started network is fine-tuned at a tenth of the rate that made it: Adam's first steps, with fresh moments,
	// would throw it off at the first run's rate.
	next.Init, next.Epochs, next.LR = n, 1, first.LR/10
	cont, err := Run(l, tr, held, next)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(cont.StartHeld-res.HeldQuantized) > 1e-3*res.HeldQuantized {
		t.Errorf("started at held-out loss %.8f, the network's own is %.8f", cont.StartHeld, res.HeldQuantized)
	}
	fresh := testOptions(t.TempDir())
	fresh.Epochs = 1
	scratch, err := Run(l, tr, held, fresh)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("one epoch: from the network %.5f (it started at %.5f), from random weights %.5f", cont.TrainLoss,
		cont.StartTrain, scratch.TrainLoss)
	if !(cont.TrainLoss < scratch.TrainLoss) || !(cont.TrainLoss < cont.StartTrain*1.05) {
		t.Errorf("one epoch from the network: %.5f (start %.5f), from random weights %.5f", cont.TrainLoss,
			cont.StartTrain, scratch.TrainLoss)
	}
}

// TestInitRefused: a network of another shape or game, and a checkpoint of a run
// started from another network are refused, each naming what differs.
func TestInitRefused(t *testing.T) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 20, 40, 7)
	opt := testOptions(dir)
	opt.Epochs = 2
	n, _ := trainedNetwork(t, l, tr, held, opt)

	bad := testOptions(t.TempDir())
	bad.Init, bad.Hidden = n, 32
	if _, err := Run(l, tr, held, bad); err == nil || !strings.Contains(err.Error(), "hidden") {
		t.Errorf("another hidden size: %v", err)
	}
	tb, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	kl, err := l.WithKingBuckets(tb, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	bad.Hidden = 16
	if _, err := Run(kl, tr, held, bad); err == nil || !strings.Contains(err.Error(), "layout") {
		t.Errorf("a network without King buckets for a run with them: %v", err)
	}

	// Stopped after one epoch from n; resumed from random weights, or from another network, it is refused.
	parts := testOptions(t.TempDir())
	parts.Init, parts.stopAfter = n, 1
	if _, err := Run(l, tr, held, parts); err != nil {
		t.Fatal(err)
	}
	parts.stopAfter, parts.Resume, parts.Init = 0, true, nil
	if _, err := Run(l, tr, held, parts); err == nil || !strings.Contains(err.Error(), "--init") {
		t.Errorf("resumed without the network it started from: %v", err)
	}
	other := testOptions(t.TempDir())
	other.Seed = 9
	m, _ := trainedNetwork(t, l, tr, held, other)
	parts.Init = m
	if _, err := Run(l, tr, held, parts); err == nil || !strings.Contains(err.Error(), "--init") {
		t.Errorf("resumed from another network: %v", err)
	}
	parts.Init = n
	res, err := Run(l, tr, held, parts)
	if err != nil {
		t.Fatalf("resumed from its own network: %v", err)
	}
	if want := parts.Epochs - 1; res.Epochs != want {
		t.Errorf("resumed from its own network: %d epochs, want %d", res.Epochs, want)
	}
}

// TestInitL2Anchor: with a started network, L2 pulls the board rows towards the network's rows, not towards zero:
// a strong pull keeps them near where they started, where a run from zero's pull would shrink them.
func TestInitL2Anchor(t *testing.T) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 30, 40, 8)
	n, _ := trainedNetwork(t, l, tr, held, testOptions(dir))
	start := runModel(l, Options{Hidden: n.Hidden, Init: n})
	opt := testOptions(t.TempDir())
	opt.Init, opt.Epochs, opt.L2, opt.LR = n, 2, 1, 0.001
	tn := newTrainer(runModel(l, opt), 1, opt.K)
	tn.l2, tn.anchor = float32(opt.L2), tn.m.anchorOf()
	zero := newTrainer(runModel(l, opt), 1, opt.K)
	zero.l2 = float32(opt.L2) // no anchor: pulled towards zero
	perm := make([]uint32, tr.Len())
	for i := range perm {
		perm[i] = uint32(i)
	}
	for e := 0; e < 2; e++ {
		for lo := 0; lo < len(perm); lo += opt.Batch {
			tn.batch(tr, perm[lo:min(lo+opt.Batch, len(perm))], opt.LR)
			zero.batch(tr, perm[lo:min(lo+opt.Batch, len(perm))], opt.LR)
		}
	}
	var moved, shrunk, size float64
	for i, w := range start.FT[:l.Inputs()*n.Hidden] {
		moved += math.Abs(float64(tn.m.FT[i] - w))
		shrunk += math.Abs(float64(zero.m.FT[i] - w))
		size += math.Abs(float64(w))
	}
	t.Logf("sum of |w| %.1f; summed move with the anchored pull %.3f, with the pull towards zero %.3f", size, moved, shrunk)
	if !(moved < shrunk/2) {
		t.Errorf("the anchored rows moved %.5f, the rows pulled towards zero %.5f", moved, shrunk)
	}
}
