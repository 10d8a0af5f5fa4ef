package main

import (
	"fmt"
	"io"
	"strings"

	"sennight/bench"
	"sennight/search"
)

// cmdSearch searches one position with the given limits and prints every iteration and the best move: a quick
// look at what the engine thinks without a GUI.
func cmdSearch(variant string, cl *cmdLine, stdout io.Writer) error {
	p, err := bench.NewPosition(variant, cl.fen)
	if err != nil {
		return err
	}
	opts := search.DefaultOptions()
	opts.Threads, opts.HashMB = max(cl.threads, 1), cl.hash
	eng := search.New(opts)
	lim := search.Limits{Depth: cl.depth, Nodes: cl.nodes, MoveTime: cl.movetime}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		return usageErr("search needs --depth, --nodes or --movetime")
	}
	r := eng.Search(p, lim, func(info search.Info) {
		fmt.Fprintf(stdout, "depth %2d seldepth %2d score %6s%s nodes %10d time %7.3f nps %8d hashfull %4d pv %s\n",
			info.Depth, info.SelDepth, bench.FormatScore(info.Score), boundMark(info.Bound), info.Nodes,
			info.Time.Seconds(), info.NPS, info.HashFull, strings.Join(info.PVText, " "))
	})
	fmt.Fprintf(stdout, "bestmove %s ponder %s (depth %d, score %s, nodes %d, %.3f s)\n", r.MoveText, r.PonderText,
		r.Depth, bench.FormatScore(r.Score), r.Nodes, r.Time.Seconds())
	return nil
}

func boundMark(b search.Bound) string {
	switch b {
	case search.BoundLower:
		return "++"
	case search.BoundUpper:
		return "--"
	}
	return "  "
}
