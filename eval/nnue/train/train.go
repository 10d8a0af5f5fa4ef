// Package train trains a game's learned evaluation (docs/nnue.md, "Training") from the positions of its
// self-play data files: a float copy of the engine's network fitted by Adam on mini-batches, quantized to the
// engine's integers after every epoch. A run is deterministic for a seed, whatever the number of threads, and a
// run resumed from its checkpoint ends with the same network as one never stopped.
package train

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"sennight/eval/nnue"
)

// Options of a training run.
type Options struct {
	Hidden  int
	Epochs  int
	Batch   int
	LR      float64
	Lambda  float64 // recorded in the checkpoint: the targets were built with it (LoadOptions)
	K       float64 // the sigmoid's scale in centipawns
	Holdout float64 // recorded in the checkpoint, as Lambda
	// MaxSwing is recorded in the checkpoint, as Lambda (LoadOptions.MaxSwing).
	MaxSwing int
	Seed     uint64
	Threads  int
	// Factorize trains a factor row per piece type beside the board inputs (Model) and folds it into them.
	Factorize bool
	// Buckets is the number of outputs, by the count of pieces (nnue.Network.Bucket); 0 or 1 is one.
	Buckets int
	// Activation of the hidden sums.
	Activation nnue.Activation
	// L2 adds L2·w to the gradient of every board input's weight when its row takes a step: it pulls the row of a
	// piece on one cell towards zero, that is towards its factor's row in a factorized run, unless the data pull
	// it away. Why: a game with many inputs and few games (Megalomachy) lets each row fit its own few games.
	L2 float64
	// Init, when set, is the network the run starts from instead of random weights (init.go); it must have the
	// run's layout, hidden size, outputs and activation.
	Init *nnue.Network
	// Out receives the quantized network after every epoch; Checkpoint the training state. Either may be empty.
	Out, Checkpoint string
	Resume          bool
	Log             io.Writer // one line per epoch
	// stopAfter ends the call after this many epochs (0: never), as a killed run would: the tests' interruption.
	stopAfter int
}

// Result sums up a run.
type Result struct {
	Network             *nnue.Network
	TrainLoss, HeldLoss float64 // of the last epoch; HeldLoss is NaN without held-out positions
	HeldQuantized       float64
	// StartTrain and StartHeld are the --init network's losses before the first epoch (NaN without one).
	StartTrain, StartHeld float64
	Epochs                int // run by this call (fewer than Options.Epochs after a resume)
	Elapsed               time.Duration
	PositionsPerSecond    float64
	OutBytes              int64
	History               []EpochLoss
}

// EpochLoss is one epoch's losses.
type EpochLoss struct{ Train, Held, HeldQuantized float64 }

// decayAt is the first epoch trained at the lower learning rate: the last quarter of the run fine-tunes at 0.3
// times the rate, which lowers the loss the large steps keep bouncing around.
func decayAt(epochs int) int { return (3*epochs + 3) / 4 }

const decay = 0.3

// Run trains a network on the training set, reporting the held-out set's loss after every epoch.
func Run(l *nnue.Layout, train, held *Set, opt Options) (*Result, error) {
	if opt.Buckets < 0 || opt.Buckets > nnue.MaxBuckets {
		return nil, fmt.Errorf("train: buckets 1..%d", nnue.MaxBuckets)
	}
	if opt.Hidden < 1 || opt.Hidden > 4096 || opt.Epochs < 1 || opt.Batch < 1 || opt.LR <= 0 || opt.K <= 0 || opt.L2 < 0 {
		return nil, errors.New("train: hidden 1..4096, epochs, batch, learning rate and scale must be positive, L2 not negative")
	}
	if opt.Log == nil {
		opt.Log = io.Discard
	}
	if opt.Init != nil {
		if err := CheckInit(l, opt.Init, opt); err != nil {
			return nil, err
		}
	}
	set := runSettings(l, opt, train, held)
	t := newTrainer(runModel(l, opt), opt.Threads, opt.K)
	t.l2 = float32(opt.L2)
	if opt.Init != nil {
		t.anchor = t.m.anchorOf() // before a checkpoint replaces the weights: the started network's rows
	}
	first := 0
	if opt.Resume {
		if opt.Checkpoint == "" {
			return nil, errors.New("--resume needs a checkpoint")
		}
		var err error
		if first, err = t.readCheckpoint(opt.Checkpoint, set); err != nil {
			return nil, err
		}
		fmt.Fprintf(opt.Log, "resuming after epoch %d of %d from %s\n", first, opt.Epochs, opt.Checkpoint)
	}
	if opt.Init == nil {
		t.m.zeroUnseen(t.m.seenRows(train.seenInputs(l.Inputs())))
	}
	res := &Result{TrainLoss: math.NaN(), HeldLoss: math.NaN(), HeldQuantized: math.NaN(), StartTrain: math.NaN(),
		StartHeld: math.NaN()}
	if opt.Init != nil && first == 0 {
		// The started network's loss on this run's data: what the epochs have to improve on.
		res.StartTrain, res.StartHeld = t.loss(train), math.NaN()
		if held.Len() > 0 {
			res.StartHeld = t.loss(held)
		}
		fmt.Fprintf(opt.Log, "the --init network: train %.6f  held-out %s\n", res.StartTrain, fmtLoss(res.StartHeld))
	}
	start := time.Now()
	var trainTime time.Duration
	perm := make([]uint32, train.Len())
	for e := first; e < opt.Epochs; e++ {
		lr := opt.LR
		if e >= decayAt(opt.Epochs) {
			lr *= decay
		}
		// The shuffle of epoch e comes from (seed, e) alone, so a resumed run draws the same one.
		rng := rand.New(rand.NewPCG(opt.Seed, uint64(e)))
		for i := range perm {
			perm[i] = uint32(i)
		}
		rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
		t0 := time.Now()
		sum := 0.0
		for lo := 0; lo < len(perm); lo += opt.Batch {
			sum += t.batch(train, perm[lo:min(lo+opt.Batch, len(perm))], lr)
		}
		dt := time.Since(t0)
		trainTime += dt
		res.TrainLoss = sum / float64(len(perm))
		res.Network = t.quantize(l, train)
		res.HeldLoss, res.HeldQuantized = math.NaN(), math.NaN()
		if held.Len() > 0 {
			res.HeldLoss = t.loss(held)
			res.HeldQuantized = t.quantizedLoss(held, res.Network)
		}
		if math.IsNaN(res.TrainLoss) {
			return nil, fmt.Errorf("epoch %d: the loss is NaN (learning rate %g too high?)", e+1, lr)
		}
		if opt.Out != "" {
			n, err := writeNetwork(opt.Out, res.Network)
			if err != nil {
				return nil, err
			}
			res.OutBytes = n
		}
		if opt.Checkpoint != "" {
			if err := t.writeCheckpoint(opt.Checkpoint, set, e+1); err != nil {
				return nil, err
			}
		}
		res.Epochs++
		res.History = append(res.History, EpochLoss{res.TrainLoss, res.HeldLoss, res.HeldQuantized})
		fmt.Fprintf(opt.Log, "epoch %2d/%d  train %.6f  held-out %s  quantized %s  lr %.2g  %.0fk pos/s  %s\n",
			e+1, opt.Epochs, res.TrainLoss, fmtLoss(res.HeldLoss), fmtLoss(res.HeldQuantized), lr,
			float64(len(perm))/dt.Seconds()/1000, time.Since(start).Round(100*time.Millisecond))
		if opt.stopAfter > 0 && res.Epochs == opt.stopAfter {
			break
		}
	}
	if res.Network == nil {
		// Resumed from a finished run: the checkpoint's network is the result.
		res.Network = t.quantize(l, train)
		if held.Len() > 0 {
			res.HeldLoss = t.loss(held)
			res.HeldQuantized = t.quantizedLoss(held, res.Network)
		}
		if opt.Out != "" {
			n, err := writeNetwork(opt.Out, res.Network)
			if err != nil {
				return nil, err
			}
			res.OutBytes = n
		}
	}
	res.Elapsed = time.Since(start)
	if trainTime > 0 {
		res.PositionsPerSecond = float64(res.Epochs*train.Len()) / trainTime.Seconds()
	}
	return res, nil
}

// runModel returns the untrained model of a run: its first weights come from the seed alone.
func runModel(l *nnue.Layout, opt Options) *Model {
	buckets := max(opt.Buckets, 1)
	m := newModel(l.Inputs(), opt.Hidden, buckets, nnue.BucketSizeFor(l.StartCount(), buckets), opt.Seed)
	m.Activation = opt.Activation
	if opt.Factorize {
		m.factorize(l)
	}
	if opt.Init != nil {
		m.startFrom(opt.Init)
	}
	return m
}

// runSettings are the settings a checkpoint of the run records.
func runSettings(l *nnue.Layout, opt Options, train, held *Set) settings {
	s := settings{Layout: l.Hash(), Inputs: int64(l.Inputs()), Hidden: int64(opt.Hidden), Epochs: int64(opt.Epochs),
		Batch: int64(opt.Batch), Seed: opt.Seed, LR: opt.LR, Lambda: opt.Lambda, K: opt.K, Holdout: opt.Holdout,
		L2: opt.L2, MaxSwing: int64(opt.MaxSwing), TrainPositions: int64(train.Len()), HeldPositions: int64(held.Len()),
		Buckets: int64(max(opt.Buckets, 1)), Activation: int64(opt.Activation), Init: networkKey(opt.Init)}
	if opt.Factorize {
		s.Factors = int64(l.Factors())
	}
	return s
}

func fmtLoss(v float64) string {
	if math.IsNaN(v) {
		return "-"
	}
	return fmt.Sprintf("%.6f", v)
}

// writeNetwork writes the network atomically and returns its size.
func writeNetwork(path string, n *nnue.Network) (int64, error) {
	if err := writeAtomic(path, n.Write); err != nil {
		return 0, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return st.Size(), nil
}
