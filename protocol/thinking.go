package protocol

import (
	"fmt"
	"strings"
	"time"

	"sennight/movegen"
	"sennight/search"
)

// moveWriter writes a legal move of a position as a protocol shows it: moveText for CECP (e.p. as two legs),
// Position.MoveText for UCI (the engine's own notation).
type moveWriter func(p *movegen.Position, m movegen.Move) string

// pvText writes a principal variation as XBoard sees moves (moveText, in the engine's cell names).
func pvText(root *movegen.Position, pv []movegen.Move) string {
	return variationText(root, pv, moveText)
}

// variationText writes a principal variation with write, move by move on a copy of the root position. It stops
// at the first move that is not legal there, so a corrupt PV can never print nonsense.
func variationText(root *movegen.Position, pv []movegen.Move, write moveWriter) string {
	if len(pv) == 0 {
		return ""
	}
	p := root.Clone()
	var ml movegen.MoveList
	texts := make([]string, 0, len(pv))
	for _, m := range pv {
		p.LegalMoves(&ml)
		if !contains(ml.Moves, m) {
			break
		}
		texts = append(texts, write(p, m))
		p.MakeMove(m)
	}
	return strings.Join(texts, " ")
}

// mateScore is the CECP score of a mate in N moves: 100000 + N, or -100000 - N when mated (engine-intf.html).
const mateScore = 100000

// cecpScore returns a search score in CECP's units: centipawns, or the mate convention.
func cecpScore(score int) int {
	if !search.IsMate(score) {
		return score
	}
	if n := search.MateMoves(score); n > 0 {
		return mateScore + n
	} else {
		return -mateScore + n
	}
}

// thinkingLine formats a CECP thinking line: "ply score time nodes seldepth nps tbhits<TAB>pv". XBoard reads the
// integers after nodes as selective depth and speed, the last one as tablebase hits, and a trailing ? or ! on the
// PV as an upper or lower bound (engine-intf.html, "ply score time nodes pv").
func thinkingLine(info search.Info, pv string) string {
	switch info.Bound {
	case search.BoundUpper:
		pv += "?"
	case search.BoundLower:
		pv += "!"
	}
	return fmt.Sprintf("%d %d %d %d %d %d 0\t%s", info.Depth, cecpScore(info.Score), centiseconds(info.Time),
		info.Nodes, max(info.SelDepth, info.Depth), info.NPS, pv)
}

// rescueNote tells the GUI that a clock search did not answer in time and was answered for by its rescue
// (search/rescue.go): the move comes from its last finished iteration, and the machine likely stopped the engine.
func rescueNote(res search.Result) string {
	return fmt.Sprintf("the search did not answer in time (%d ms); playing the best move of depth %d, its last "+
		"finished iteration", res.Time.Milliseconds(), res.Depth)
}

func centiseconds(d time.Duration) int64 { return int64(d / (10 * time.Millisecond)) }
