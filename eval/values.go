package eval

import (
	"fmt"
	"io"

	"sennight/movegen"
)

// The engine's piece values are each game's own, in the [eval] section of its variant file (variants/games/*.toml),
// in centipawns (a Pawn is 100; the King has no material value). docs/piece-values.md gives every value's
// derivation: the rules' own notes where they have any, the empty-board mobility table that AverageMobility prints,
// and self-play.

// pieceValue returns a type's value under weights: an override, else the game's table, else not listed.
func pieceValue(t *movegen.Tables, w *Weights, token string) (int, bool) {
	v, ok := t.Variant.Eval.PieceValues[token]
	if !ok {
		return 0, false
	}
	if o, has := w.ValueOverrides[token]; has {
		v = o
	}
	return v, true
}

// AverageMobility returns a piece type's mobility on an empty board averaged over every cell it may stand on (for
// pawn-like pieces, every cell but the promotion cells): the number of cells its moves reach, counting a cell its
// moves and its captures both reach once, and a cell only one of them reaches as half.
func AverageMobility(t *movegen.Tables, typ int) float64 {
	sum, cells := 0.0, 0
	pawnLike := t.Types[typ].Promotes
	for c := range t.N {
		cell := movegen.Cell(c)
		if pawnLike && t.IsPromotionCell(movegen.White, cell) {
			continue
		}
		moves, caps := t.EmptyBoardReach(movegen.White, typ, cell)
		sum += reachMobility(&moves, &caps)
		cells++
	}
	if cells == 0 {
		return 0
	}
	return sum / float64(cells)
}

// reachMobility is the mobility of one cell's reach: (|moves| + |captures|) / 2.
func reachMobility(moves, caps *movegen.Bitset) float64 {
	return float64(moves.Count()+caps.Count()) / 2
}

// FallbackValue estimates a piece's value from its average empty-board mobility m, for a type no table lists (a
// newly added variant works at once, if not well): 100 + 35 m centipawns, which puts the orthodox pieces on an
// 8x8 board near their known values (Knight m = 5.25 -> 284, Rook m = 14 -> 590, Queen m = 22.75 -> 896). Pawn-like
// types (pieces that promote) are worth 100.
func FallbackValue(t *movegen.Tables, typ int) int {
	if t.Types[typ].Royal {
		return 0
	}
	if t.Types[typ].Promotes {
		return 100
	}
	return 100 + int(35*AverageMobility(t, typ)+0.5)
}

// ValueRow is one line of a variant's piece value table: how the engine values a piece and the numbers behind it.
type ValueRow struct {
	Token, Name string
	Mobility    float64 // AverageMobility
	Fallback    int     // FallbackValue
	Value       int     // the value in use (the weights' table, else the fallback)
	FromTable   bool
}

// ValueTable lists the piece values of a variant under some weights, royal pieces left out.
func ValueTable(t *movegen.Tables, w *Weights) []ValueRow {
	e := New(t, w)
	var rows []ValueRow
	for typ := 1; typ <= t.NumTypes(); typ++ {
		info := &t.Types[typ]
		if info.Royal {
			continue
		}
		_, listed := pieceValue(t, w, info.Token)
		rows = append(rows, ValueRow{Token: info.Token, Name: info.Name, Mobility: AverageMobility(t, typ),
			Fallback: FallbackValue(t, typ), Value: e.Value(typ), FromTable: listed})
	}
	return rows
}

// WriteValueTable writes a variant's ValueTable as text (`sennight values`): every piece's empty-board mobility,
// the fallback estimate from it, and the value in use.
func WriteValueTable(out io.Writer, t *movegen.Tables, w *Weights) {
	fmt.Fprintf(out, "%s\n%-6s %-14s %9s %9s %7s\n", t.Variant.Name, "token", "piece", "mobility", "fallback", "value")
	for _, r := range ValueTable(t, w) {
		src := "table"
		if !r.FromTable {
			src = "fallback"
		}
		fmt.Fprintf(out, "%-6s %-14s %9.2f %9d %7d  (%s)\n", r.Token, r.Name, r.Mobility, r.Fallback, r.Value, src)
	}
}
