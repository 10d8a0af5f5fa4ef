package main

import (
	"io"

	"sennight/bench"
	"sennight/movegen"
	"sennight/search"
)

// cmdSearch searches one position with the given limits and prints every iteration and the best move.
func cmdSearch(args []string, stdout, _ io.Writer) error {
	fs := newFlags("search")
	fen := fs.String("fen", "", "position in FEN (default: the variant's start position)")
	opts := search.DefaultOptions()
	fs.IntVar(&opts.Threads, "threads", 1, "search threads")
	fs.IntVar(&opts.HashMB, "hash", 64, "transposition table megabytes")
	var lim search.Limits
	fs.IntVar(&lim.Depth, "depth", 0, "depth limit")
	fs.DurationVar(&lim.MoveTime, "movetime", 0, "time for the move (e.g. 10s)")
	fs.Uint64Var(&lim.Nodes, "nodes", 0, "node limit")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("search takes one variant name")
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		return usageErr("search needs --depth, --nodes or --movetime")
	}
	p, err := movegen.NewVariantPosition(args[0], *fen)
	if err != nil {
		return err
	}
	opts.Threads = max(opts.Threads, 1)
	_, err = bench.ShowSearch(stdout, p, opts, lim)
	return err
}
