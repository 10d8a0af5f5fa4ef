package main

import (
	"io"

	"sennight/bench"
)

// cmdBench runs the search benchmark and prints its signature.
func cmdBench(args []string, stdout, _ io.Writer) error {
	fs := newFlags("bench")
	opts := bench.SearchOptions{}
	positiveIntVar(fs, &opts.Threads, "threads", 1, "search threads")
	positiveIntVar(fs, &opts.HashMB, "hash", 64, "transposition table megabytes")
	positiveIntVar(fs, &opts.Depth, "depth", 0, "search depth of every position (default: each position's own)")
	variant := fs.String("variant", "", "run only this variant")
	ef := addEvalFlags(fs)
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 0 {
		return usageErr("bench takes no arguments (flags: --threads, --hash, --depth, --variant, --eval, --network)")
	}
	if *variant != "" {
		opts.Variants = []string{*variant}
	}
	if opts.Classical, err = ef.classical(); err != nil {
		return err
	}
	if ef.network != "" {
		if *variant == "" {
			return usageErr("--network is a network for one game: give --variant")
		}
		opts.Network = ef.network
	}
	_, err = bench.RunSearch(stdout, opts)
	return err
}
