package protocol

import (
	"fmt"
	"strings"

	"github.com/sirupsen/logrus"

	"sennight/movegen"
	"sennight/search"
)

// engineMoveText writes a move in the engine's notation, which is UCI's move text (docs/rules/README.md §2): unlike
// CECP, UCI shows e.p. captures in one leg, and every castling.
func engineMoveText(p *movegen.Position, m movegen.Move) string { return p.MoveText(m) }

// uciInfo writes a search report as UCI's `info` line, with the PV already written in move text. A report of
// the only variation counts as MultiPV 1.
func uciInfo(info search.Info, pv string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "info depth %d seldepth %d multipv %d score %s nodes %d nps %d hashfull %d time %d",
		info.Depth, max(info.SelDepth, info.Depth), max(info.MultiPV, 1), uciScore(info.Score, info.Bound), info.Nodes,
		info.NPS, info.HashFull, info.Time.Milliseconds())
	if pv != "" {
		sb.WriteString(" pv ")
		sb.WriteString(pv)
	}
	return sb.String()
}

// uciScore writes a score as UCI's `score` value: "cp X" or "mate M" (M moves, negative when the engine is
// mated), and the bound of a fail high or low.
func uciScore(score int, bound search.Bound) string {
	text := fmt.Sprintf("cp %d", score)
	if search.IsMate(score) {
		text = fmt.Sprintf("mate %d", search.MateMoves(score))
	}
	switch bound {
	case search.BoundLower:
		text += " lowerbound"
	case search.BoundUpper:
		text += " upperbound"
	}
	return text
}

// bestmoveLine writes a search result as UCI's `bestmove` line for the root searched, whose root moves were
// restricted to allowed (nil: none). It is "bestmove (none)" when the root has no legal move. A search must
// always deliver a legal move; should it not, the first allowed move is given instead (never a forfeit over a
// bug). The ponder move is given only when it is legal after the best move.
func bestmoveLine(root *movegen.Position, res search.Result, allowed []movegen.Move) string {
	var ml movegen.MoveList
	root.LegalMoves(&ml)
	candidates := ml.Moves
	if len(allowed) > 0 {
		candidates = allowed
	}
	if len(candidates) == 0 {
		return "bestmove (none)"
	}
	best := res.Move
	if !contains(candidates, best) {
		logrus.Errorf("search returned %v, which is not a move it could play in %s; giving the first one", best,
			root.FEN())
		return "bestmove " + root.MoveText(candidates[0])
	}
	line := "bestmove " + root.MoveText(best)
	after := root.Clone()
	after.MakeMove(best)
	after.LegalMoves(&ml)
	if res.Ponder != movegen.NoMove && contains(ml.Moves, res.Ponder) {
		line += " ponder " + after.MoveText(res.Ponder)
	}
	return line
}
