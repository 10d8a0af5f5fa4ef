package bench

import (
	"fmt"
	"io"
	"strings"

	"sennight/movegen"
	"sennight/search"
)

// ShowSearch searches one position with the given engine options and limits and writes every iteration and the
// best move: `sennight search`, a quick look at what the engine thinks without a GUI.
func ShowSearch(w io.Writer, p *movegen.Position, opts search.Options, lim search.Limits) (search.Result, error) {
	eng, err := search.New(opts)
	if err != nil {
		return search.Result{}, err
	}
	r := eng.Search(p, lim, func(info search.Info) {
		if info.CurrMoveNumber > 0 {
			return // the root move in progress: not an iteration
		}
		fmt.Fprintf(w, "depth %2d seldepth %2d score %6s%s nodes %10d time %7.3f nps %8d hashfull %4d pv %s\n",
			info.Depth, info.SelDepth, FormatScore(info.Score), boundMark(info.Bound), info.Nodes,
			info.Time.Seconds(), info.NPS, info.HashFull, strings.Join(info.PVText, " "))
	})
	fmt.Fprintf(w, "bestmove %s ponder %s (depth %d, score %s, nodes %d, %.3f s)\n", r.MoveText, r.PonderText,
		r.Depth, FormatScore(r.Score), r.Nodes, r.Time.Seconds())
	return r, nil
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
