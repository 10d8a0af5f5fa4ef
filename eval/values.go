package eval

import (
	"fmt"
	"io"

	"sennight/movegen"
)

// defaultPieceValues are the engine's piece values per variant, in centipawns (a Pawn is 100; the King has no
// material value). docs/piece-values.md gives every value's derivation: the rules' own notes where they have any,
// the empty-board mobility table that AverageMobility prints, and self-play.
func defaultPieceValues() map[string]map[string]int {
	return map[string]map[string]int{
		"shafran": {"P": 100, "N": 310, "B": 300, "R": 520, "Q": 950},
		// Starchess: the Queen is a hex rook, the Bishop a hex rook without the file, the Rook moves only along its
		// file; the tiny board caps every slider.
		"starchess": {"P": 100, "N": 280, "B": 380, "R": 260, "Q": 600},
		// The two-level games share letters (docs/rules/star-of-david-2-level.md §2).
		"cohen-sd2l": twoLevelValues,
		"sling-sd2l": twoLevelValues,
		"megastar":   twoLevelValues,
		// The yardsticks: Chess with the classic values; Grand Chess with Fairy-Stockfish's ordering (Marshal
		// above Cardinal, both near the Queen) on its 10x10 board, where long-range pieces gain a little.
		"chess": {"P": 100, "N": 320, "B": 330, "R": 500, "Q": 950},
		"grand": {"P": 100, "N": 300, "B": 340, "R": 520, "Q": 980, "C": 920, "A": 850},
		"megalomachy": {
			"P": 100, "W'": 200, "U": 110, "S": 200, "Z": 220, "J": 260, "E": 280, "W": 300, "F": 250, "N": 320,
			"G": 330, "V": 280, "C": 380, "B": 430, "R": 560, "T": 520, "H": 700, "D": 800, "I": 600, "X": 800,
			"Y": 900, "A": 850, "M": 950, "Q": 1050, "L": 900, "O": 1300, "S'": 300, "A'": 320, "B'": 550,
			"R'": 750, "E'": 1500, "T'": 2000,
		},
	}
}

// twoLevelValues are the piece values of the Star of David 2 Level games and Megastar of David, which use one set
// of letters: Rook, Knight, Pawn, Cohen, Rabbi, Sennight, Sling, Finch, Fortnight.
var twoLevelValues = map[string]int{
	"P": 100, "R": 500, "N": 220, "C": 650, "B": 350, "S": 300, "L": 300, "F": 380, "T": 260,
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
		_, listed := w.PieceValues[t.Variant.Name][info.Token]
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
