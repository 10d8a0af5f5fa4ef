package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/eval/nnue/train"
	"sennight/movegen"
)

// cmdTrain trains a game's learned evaluation from datagen's files (docs/nnue.md, "Training").
func cmdTrain(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train")
	var data listFlag
	opt := train.Options{Log: stderr}
	fs.Var(&data, "data", "data files or directories of VARIANT-*.data files (repeatable, comma-separated)")
	positiveIntVar(fs, &opt.Hidden, "hidden", 32, "hidden sums per perspective")
	fs.BoolVar(&opt.Factorize, "factorize", false, "train a row per piece type beside the board inputs and fold it into them")
	positiveIntVar(fs, &opt.Buckets, "buckets", 1, "outputs, each for a share of the start position's count of pieces")
	kingBuckets := fs.String("king-buckets", "", "split the inputs by where the perspective's King stands: FxR, F parts of the board's width by R of its height (default none)")
	activation := fs.String("activation", "clipped", "activation of the hidden sums: clipped (clamp to 0..1) or squared (its square)")
	positiveIntVar(fs, &opt.Epochs, "epochs", 8, "passes over the training positions")
	positiveIntVar(fs, &opt.Batch, "batch", 1024, "positions per Adam step")
	fs.Float64Var(&opt.LR, "lr", 0.001, "Adam's learning rate (times 0.3 in the last quarter of the epochs)")
	fs.Float64Var(&opt.Lambda, "lambda", 1.0, "weight of the search's score in the target; the game's result has the rest")
	fs.Float64Var(&opt.K, "scale", 400, "centipawns of the sigmoid's scale in the loss")
	fs.Float64Var(&opt.L2, "l2", 0, "L2 weight on the board inputs' rows (not the factors'): a pull towards the shared value")
	fs.IntVar(&opt.MaxSwing, "max-swing", 0, "leave out positions whose score is more than this many centipawns from their material (0: keep all)")
	fs.Float64Var(&opt.Holdout, "holdout", 0.05, "fraction of the games held out to measure the loss on")
	fs.Uint64Var(&opt.Seed, "seed", 1, "seed of the first weights, the split and the shuffles")
	positiveIntVar(fs, &opt.Threads, "threads", 2, "threads (the network does not depend on it)")
	fs.StringVar(&opt.Out, "out", "", "network file, written after every epoch (default VARIANT.nnue)")
	fs.StringVar(&opt.Checkpoint, "checkpoint", "", "training state, written after every epoch (default OUT.ckpt)")
	fs.BoolVar(&opt.Resume, "resume", false, "continue from the checkpoint")
	initFile := fs.String("init", "", "network file to start from instead of random weights (its King buckets, hidden sums, outputs and activation are the run's)")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if len(args) < 1 {
		return usageErr("train takes a variant and --data FILE_or_DIR...")
	}
	// Arguments after the variant are data too, so that a shell's glob can follow --data.
	var paths []string
	for _, d := range append(data, args[1:]...) {
		for _, p := range strings.Split(d, ",") {
			if p != "" {
				paths = append(paths, p)
			}
		}
	}
	if len(paths) == 0 {
		return usageErr("train needs --data FILE_or_DIR...")
	}
	if opt.LR <= 0 || opt.K <= 0 || opt.Lambda < 0 || opt.Lambda > 1 || opt.Holdout < 0 || opt.Holdout >= 1 ||
		opt.L2 < 0 || math.IsNaN(opt.LR+opt.K+opt.Lambda+opt.Holdout+opt.L2) || math.IsInf(opt.L2, 0) {
		return usageErr("train: want --lr > 0, --scale > 0, --lambda in 0..1, --holdout in 0..1 (below 1) and --l2 >= 0")
	}
	if opt.MaxSwing < 0 {
		return usageErr("train: want --max-swing >= 0 (0 keeps every position)")
	}
	if opt.Hidden > 4096 {
		return usageErr("train: --hidden at most 4096")
	}
	switch *activation {
	case nnue.Clipped.String():
		opt.Activation = nnue.Clipped
	case nnue.SquaredClipped.String():
		opt.Activation = nnue.SquaredClipped
	default:
		return usageErr("train: --activation is clipped or squared")
	}
	if opt.Buckets > nnue.MaxBuckets {
		return usageErr("train: --buckets at most %d", nnue.MaxBuckets)
	}
	t, err := movegen.ForVariant(args[0])
	if err != nil {
		return err
	}
	variant := t.Variant.Name
	if opt.Out == "" {
		opt.Out = variant + ".nnue"
	}
	if opt.Checkpoint == "" {
		opt.Checkpoint = opt.Out + ".ckpt"
	}
	l := nnue.NewLayout(t)
	if *initFile != "" {
		if opt.Init, err = nnue.ReadFile(*initFile, t); err != nil {
			return fmt.Errorf("--init: %w", err)
		}
		// The network's shape is the run's unless a flag asks for another, which train.CheckInit then refuses.
		if !set["hidden"] {
			opt.Hidden = opt.Init.Hidden
		}
		if !set["buckets"] {
			opt.Buckets = opt.Init.Buckets
		}
		if !set["activation"] {
			opt.Activation = opt.Init.Activation
		}
		if *kingBuckets == "" {
			l = opt.Init.Layout
		}
	}
	if *kingBuckets != "" {
		var f, r int
		if n, err := fmt.Sscanf(*kingBuckets, "%dx%d", &f, &r); err != nil || n != 2 || fmt.Sprintf("%dx%d", f, r) != *kingBuckets {
			return usageErr("train: --king-buckets is FxR, for example 2x2")
		}
		if l, err = l.WithKingBuckets(t, f, r); err != nil {
			return usageErr("train: --king-buckets: %v", err)
		}
	}
	if opt.Init != nil {
		// Before the data are read, which takes a while.
		if err := train.CheckInit(l, opt.Init, opt); err != nil {
			return usageErr("%v", err)
		}
	}
	files, err := train.DataFiles(variant, paths)
	if err != nil {
		return err
	}
	start := time.Now()
	load := train.LoadOptions{Lambda: opt.Lambda, K: opt.K, Holdout: opt.Holdout, Seed: opt.Seed, Warn: stderr,
		MaxSwing: opt.MaxSwing}
	if opt.MaxSwing > 0 {
		load.Value = eval.New(t, eval.DefaultWeights()).Value
	}
	tr, held, err := train.Load(l, files, load)
	if err != nil {
		return err
	}
	factors := ""
	if opt.Factorize {
		factors = fmt.Sprintf(" (+%d factors)", l.Factors())
	}
	outputs := ""
	if opt.Buckets > 1 {
		outputs = fmt.Sprintf(", %d outputs of %d pieces", opt.Buckets, nnue.BucketSizeFor(l.StartCount(), opt.Buckets))
	}
	if opt.Activation != nnue.Clipped {
		outputs += ", activation " + opt.Activation.String()
	}
	if l.KingBuckets() > 1 {
		outputs += fmt.Sprintf(", %d King buckets", l.KingBuckets())
	}
	fmt.Fprintf(stderr, "%s: %d inputs%s, %d hidden%s; data files %d: %d positions of %d games to train on, %d of %d games held out (%s)\n",
		variant, l.Inputs(), factors, opt.Hidden, outputs, len(files), tr.Len(), tr.Games, held.Len(), held.Games,
		time.Since(start).Round(time.Millisecond))
	if opt.Buckets > 1 {
		fmt.Fprintf(stderr, "training positions per output: %v\n", tr.BucketCounts(opt.Buckets, nnue.BucketSizeFor(l.StartCount(), opt.Buckets)))
	}
	if opt.MaxSwing > 0 {
		fmt.Fprintf(stderr, "left out %d training and %d held-out positions whose score is more than %d from their material\n",
			tr.Swings, held.Swings, opt.MaxSwing)
	}
	res, err := train.Run(l, tr, held, opt)
	if err != nil {
		return err
	}
	if opt.Init != nil && !math.IsNaN(res.StartTrain) {
		fmt.Fprintf(stdout, "started from %s: training loss %s, held-out loss %s\n", *initFile, lossText(res.StartTrain),
			lossText(res.StartHeld))
	}
	fmt.Fprintf(stdout, "%s: trained on %d positions (%d games) for %d epochs in %s, %.0fk positions/s\n", variant,
		tr.Len(), tr.Games, res.Epochs, res.Elapsed.Round(time.Second/10), res.PositionsPerSecond/1000)
	fmt.Fprintf(stdout, "training loss %s, held-out loss %s (quantized %s) on %d positions\n", lossText(res.TrainLoss),
		lossText(res.HeldLoss), lossText(res.HeldQuantized), held.Len())
	fmt.Fprintf(stdout, "network %s: %d bytes; checkpoint %s\n", opt.Out, res.OutBytes, opt.Checkpoint)
	return nil
}

func lossText(v float64) string {
	if math.IsNaN(v) {
		return "-"
	}
	return fmt.Sprintf("%.6f", v)
}
