package main

import (
	"fmt"
	"io"
	"strings"

	"sennight/bench"
	"sennight/movegen"
	"sennight/search"
)

// cmdSearch searches one position with the given limits and prints every iteration and the best move.
func cmdSearch(args []string, stdout, _ io.Writer) error {
	fs := newFlags("search")
	fen := fs.String("fen", "", "position in FEN (default: the variant's start position)")
	opts := search.DefaultOptions()
	positiveIntVar(fs, &opts.Threads, "threads", 1, "search threads")
	positiveIntVar(fs, &opts.HashMB, "hash", 64, "transposition table megabytes")
	ef := addEvalFlags(fs)
	var lim search.Limits
	positiveIntVar(fs, &lim.Depth, "depth", 0, "depth limit")
	positiveDurationVar(fs, &lim.MoveTime, "movetime", 0, "time for the move (e.g. 10s)")
	positiveUint64Var(fs, &lim.Nodes, "nodes", 0, "node limit")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("search takes one variant name")
	}
	if opts.Classical, err = ef.classical(); err != nil {
		return err
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		return usageErr("search needs --depth, --nodes or --movetime")
	}
	p, err := movegen.NewVariantPosition(args[0], *fen)
	if err != nil {
		return err
	}
	opts.Threads = max(opts.Threads, 1)
	return showSearch(stdout, p, opts, lim, ef)
}

// showSearch searches one position with the given engine options and limits and writes every iteration and the
// best move, scores as the bench report writes them: a quick look at what the engine thinks without a GUI.
func showSearch(w io.Writer, p *movegen.Position, opts search.Options, lim search.Limits, ef *evalFlags) error {
	eng, err := search.New(opts)
	if err != nil {
		return err
	}
	if ef != nil {
		if err := ef.apply(eng, p.Tables()); err != nil {
			return err
		}
	}
	r := eng.Search(p, lim, func(info search.Info) {
		if info.CurrMoveNumber > 0 {
			return // the root move in progress: not an iteration
		}
		fmt.Fprintf(w, "depth %2d seldepth %2d score %6s%s nodes %10d time %7.3f nps %8d hashfull %4d pv %s\n",
			info.Depth, info.SelDepth, bench.FormatScore(info.Score), boundMark(info.Bound), info.Nodes,
			info.Time.Seconds(), info.NPS, info.HashFull, strings.Join(info.PVText, " "))
	})
	fmt.Fprintf(w, "bestmove %s ponder %s (depth %d, score %s, nodes %d, %.3f s)\n", r.MoveText, r.PonderText,
		r.Depth, bench.FormatScore(r.Score), r.Nodes, r.Time.Seconds())
	return nil
}

// boundMark marks a fail-high (++) or fail-low (--) score of a long iteration's failed aspiration window.
func boundMark(b search.Bound) string {
	switch b {
	case search.BoundLower:
		return "++"
	case search.BoundUpper:
		return "--"
	}
	return "  "
}
