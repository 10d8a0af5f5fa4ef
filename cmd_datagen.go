package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"sennight/eval/nnue/datagen"
	"sennight/movegen"
	"sennight/tools/match"
)

// cmdDatagen plays self-play games for training a game's network and appends their positions to a shard's data
// file (docs/nnue.md, "Generating data"); --info describes a data file instead.
func cmdDatagen(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("datagen")
	o := datagen.Defaults()
	var openings, shard, info string
	positiveIntVar(fs, &o.Games, "games", o.Games, "games of the whole run, all shards together")
	positiveUint64Var(fs, &o.Nodes, "nodes", o.Nodes, "nodes of every search")
	fs.IntVar(&o.RandomPlies, "random-plies", o.RandomPlies, "random plies after the opening")
	fs.StringVar(&openings, "openings", "", "opening file (one FEN a line), or none (default: the shipped suite)")
	fs.StringVar(&shard, "shard", "", "play shard i/N: the games whose number mod N is i (0 <= i < N)")
	positiveIntVar(fs, &o.Concurrency, "concurrency", o.Concurrency, "games at once, each with its own one-thread engine")
	fs.StringVar(&o.Dir, "out", o.Dir, "directory of the data file VARIANT-i-of-N.data")
	fs.Uint64Var(&o.Seed, "seed", o.Seed, "seed of the random plies")
	positiveIntVar(fs, &o.HashMB, "hash", o.HashMB, "table of each engine, MB")
	positiveIntVar(fs, &o.MaxPlies, "max-plies", 0, "plies after which a game is a draw (default: the game's max_plies, 400 unless its variant file gives one)")
	fs.StringVar(&info, "info", "", "describe a data file (games, positions, results, scores) instead")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if info != "" {
		return datagenInfo(info, args, stdout)
	}
	if len(args) != 1 {
		return usageErr("datagen takes one variant name")
	}
	o.Variant = args[0]
	if o.MaxPlies == 0 {
		v, err := movegen.VariantByName(o.Variant)
		if err != nil {
			return err
		}
		o.MaxPlies = v.PlyCap()
	}
	if o.RandomPlies < 0 {
		return usageErr("--random-plies must be at least 0")
	}
	if shard != "" {
		i, n, ok := strings.Cut(shard, "/")
		si, err1 := strconv.Atoi(i)
		sn, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || sn < 1 || si < 0 || si >= sn {
			return usageErr("--shard: want i/N with 0 <= i < N")
		}
		o.Shard, o.Shards = si, sn
	}
	switch openings {
	case "none":
	case "":
		if o.Openings, err = match.Suite(o.Variant); err != nil {
			return err
		}
	default:
		if o.Openings, err = match.LoadOpenings(openings, o.Variant); err != nil {
			return fmt.Errorf("--openings: %w", err)
		}
	}
	o.Progress = stderr
	// Ctrl-C or SIGTERM (a batch system's end of slot) stops the run; what is written stays whole and the next run
	// goes on from it.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	sum, err := datagen.Run(ctx, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d games, %d positions; this run %d games, %d positions in %s", sum.Path, sum.Games,
		sum.Samples, sum.Played, sum.Written, sum.Elapsed.Round(time.Second))
	fmt.Fprintln(stdout)
	if sum.Missing > 0 {
		// Not a success: a batch system that reruns failed tasks then finishes the shard.
		return fmt.Errorf("datagen: stopped with %d games of the shard to play; the same command goes on", sum.Missing)
	}
	return nil
}

// datagenInfo prints the statistics of a data file; the variant is the argument or, without one, the file name's.
func datagenInfo(path string, args []string, stdout io.Writer) error {
	var variant string
	switch len(args) {
	case 0:
		if variant = datagen.VariantOfFile(path); variant == "" {
			return usageErr("datagen --info: name the variant (datagen VARIANT --info FILE): %s is not named VARIANT-i-of-N.data", path)
		}
	case 1:
		variant = args[0]
	default:
		return usageErr("datagen --info takes at most one variant name")
	}
	s, err := datagen.ReadStats(path, variant)
	if err != nil {
		return err
	}
	s.Print(stdout)
	return nil
}
