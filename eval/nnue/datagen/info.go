package datagen

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/movegen"
)

// Stats describe a data file.
type Stats struct {
	Variant          string
	Games, Positions int
	// Results counts the games by result: [0] Black won, [1] draws, [2] White won.
	Results [3]int
	// Hist counts the positions by score (side to move's view) in the buckets of HistBounds.
	Hist []int
	// Swing counts them by score minus material balance (nnue.Sample.Material with the classical piece values),
	// in the same buckets: how much of the scores is tactics no piece-and-cell input sees (train --max-swing).
	Swing []int
	// ScoreSum and MaterialSum add up the scores and the material balances, side to move's view.
	ScoreSum, MaterialSum int64
	Truncated             bool // the file ends in a partial game (a run was cut; the next run cuts it off)
	Duplicate             int  // games whose index came before in the file
	MaxPly                int
}

// HistBounds are the upper bounds (exclusive) of the score histogram's buckets, centipawns; the last bucket is
// everything from the last bound up.
var HistBounds = []int{-1000, -400, -200, -100, -50, -10, 10, 50, 100, 200, 400, 1000}

// VariantOfFile is the variant a data file's name says it holds (File's pattern), or "".
func VariantOfFile(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), ".data")
	parts := strings.Split(base, "-")
	if len(parts) < 4 || parts[len(parts)-2] != "of" {
		return ""
	}
	return strings.Join(parts[:len(parts)-3], "-")
}

// ReadStats reads a data file of a variant.
func ReadStats(path, variant string) (Stats, error) {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return Stats{}, err
	}
	f, err := os.Open(path)
	if err != nil {
		return Stats{}, err
	}
	defer f.Close()
	r, err := nnue.NewDataReader(f, nnue.NewLayout(t))
	if err != nil {
		return Stats{}, fmt.Errorf("%s: %w", path, err)
	}
	s := Stats{Variant: r.Variant, Hist: make([]int, len(HistBounds)+1), Swing: make([]int, len(HistBounds)+1)}
	value := eval.New(t, eval.DefaultWeights()).Value
	seen := map[uint32]bool{}
	var g nnue.Game
	for {
		err := r.Next(&g)
		if err == io.EOF {
			break
		}
		if errors.Is(err, nnue.ErrTruncated) {
			s.Truncated = true
			break
		}
		if err != nil {
			return s, err
		}
		if seen[g.Index] {
			s.Duplicate++
		}
		seen[g.Index] = true
		s.Games++
		s.Results[max(-1, min(1, int(g.Result)))+1]++
		for _, smp := range g.Samples {
			s.Positions++
			s.MaxPly = max(s.MaxPly, int(smp.Ply))
			m := smp.Material(value)
			s.ScoreSum += int64(smp.Score)
			s.MaterialSum += int64(m)
			s.Hist[bucket(int(smp.Score))]++
			s.Swing[bucket(int(smp.Score)-m)]++
		}
	}
	return s, nil
}

// bucket is the histogram bucket of a value in centipawns.
func bucket(v int) int {
	b := 0
	for b < len(HistBounds) && v >= HistBounds[b] {
		b++
	}
	return b
}

// Print writes the statistics as text.
func (s Stats) Print(w io.Writer) {
	per := 0.0
	if s.Games > 0 {
		per = float64(s.Positions) / float64(s.Games)
	}
	fmt.Fprintf(w, "variant %s: %d games, %d positions (%.1f a game), last position at ply %d\n",
		s.Variant, s.Games, s.Positions, per, s.MaxPly)
	pct := func(n, of int) float64 {
		if of == 0 {
			return 0
		}
		return 100 * float64(n) / float64(of)
	}
	fmt.Fprintf(w, "results: white wins %d (%.1f%%), draws %d (%.1f%%), black wins %d (%.1f%%)\n",
		s.Results[2], pct(s.Results[2], s.Games), s.Results[1], pct(s.Results[1], s.Games),
		s.Results[0], pct(s.Results[0], s.Games))
	if s.Duplicate > 0 {
		fmt.Fprintf(w, "duplicate games: %d\n", s.Duplicate)
	}
	if s.Truncated {
		fmt.Fprintln(w, "the file ends in a partial game (a cut run; the next run removes it)")
	}
	if s.Positions > 0 {
		fmt.Fprintf(w, "mean score %.1f cp, mean material balance %.1f cp (side to move)\n",
			float64(s.ScoreSum)/float64(s.Positions), float64(s.MaterialSum)/float64(s.Positions))
	}
	fmt.Fprintln(w, "  centipawns       positions by score   by score - material")
	for b := range s.Hist {
		var label string
		switch {
		case b == 0:
			label = fmt.Sprintf("< %d", HistBounds[0])
		case b == len(HistBounds):
			label = fmt.Sprintf(">= %d", HistBounds[b-1])
		default:
			label = fmt.Sprintf("[%d, %d)", HistBounds[b-1], HistBounds[b])
		}
		fmt.Fprintf(w, "  %-16s %9d  %5.1f%%   %9d  %5.1f%%\n", label, s.Hist[b], pct(s.Hist[b], s.Positions),
			s.Swing[b], pct(s.Swing[b], s.Positions))
	}
}
