package main

import (
	"fmt"
	"io"
	"time"

	"sennight/tools/mates"
)

// cmdMates runs the mate suites (tools/mates): by default the normal search on every position, reporting how many
// it solves (a key move, the shortest mate announced); --prove re-proves them with the exact solver; --generate
// writes a new suite of a variant to stdout.
func cmdMates(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("mates")
	variant := fs.String("variant", "", "only this variant's suite")
	var opts mates.SearchOptions
	positiveDurationVar(fs, &opts.MoveTime, "movetime", time.Second, "search time per position")
	positiveUint64Var(fs, &opts.Nodes, "nodes", 0, "node limit per position instead of the move time")
	positiveIntVar(fs, &opts.Threads, "threads", 1, "search threads")
	positiveIntVar(fs, &opts.HashMB, "hash", 64, "transposition table megabytes")
	positiveIntVar(fs, &opts.Every, "every", 1, "search only every N-th position of each suite (a quick sample)")
	prove := fs.Bool("prove", false, "re-prove every position with the exact solver and time it")
	generate := fs.Bool("generate", false, "write a new suite of --variant to stdout")
	var gen mates.GenerateOptions
	fs.IntVar(&gen.Games, "games", 10, "generate: pairs of engine games from the start position")
	fs.IntVar(&gen.Random, "random", 20, "generate: pairs of engine games from sparse positions of random games")
	fs.IntVar(&gen.FromGame, "per-game", 3, "generate: positions kept from one engine game")
	fs.IntVar(&gen.FromRandom, "per-random", 2, "generate: positions kept from one endgame")
	fs.StringVar(&gen.Strong, "strong", "engine:nodes=4000", "generate: the stronger player of the engine games")
	fs.StringVar(&gen.Weak, "weak", "greedy", "generate: the weaker player")
	fs.Uint64Var(&gen.SolverNodes, "solver-nodes", 2_000_000, "generate: solver nodes per position before skipping it")
	fs.Uint64Var(&gen.Seed, "seed", 1, "generate: random seed")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 0 {
		return usageErr("mates takes no arguments")
	}
	var names []string
	if *variant != "" {
		names = []string{*variant}
	}
	switch {
	case *generate:
		if *variant == "" {
			return usageErr("mates --generate needs --variant")
		}
		gen.Variant = *variant
		gen.Progress = func(e mates.Entry) { fmt.Fprintf(stderr, "found mate in %d: %s\n", e.Moves, e.Source) }
		entries, err := mates.Generate(gen)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "# %s mate suite: sennight mates --generate --variant %s --games %d --random %d "+
			"--strong %s --weak %s --seed %d\n", *variant, *variant, gen.Games, gen.Random, gen.Strong, gen.Weak,
			gen.Seed)
		for _, e := range entries {
			fmt.Fprintln(stdout, e.Format())
		}
		return nil
	case *prove:
		_, err := mates.RunProve(stdout, names)
		return err
	}
	opts.Variants = names
	_, err = mates.RunSearch(stdout, opts)
	return err
}
