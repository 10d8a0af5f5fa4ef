package datagen

import (
	"path/filepath"
	"testing"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// TestStatsSwing: --info's second histogram counts score minus material. Chess without Black's Queen, White to
// move, is a Queen up; scored exactly a Queen it has no swing, scored 0 it swings a Queen down; the start position
// scored 250 swings 250.
func TestStatsSwing(t *testing.T) {
	tb, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	l := nnue.NewLayout(tb)
	queen := eval.New(tb, eval.DefaultWeights()).Value(tb.TypeOf("Q"))
	if queen < 500 {
		t.Fatalf("the Queen's value %d: not a Queen", queen)
	}
	noQueen, err := movegen.NewPosition(tb, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g := nnue.Game{Result: 1}
	for _, c := range []struct {
		p     *movegen.Position
		score int
	}{{noQueen, queen}, {noQueen, 0}, {movegen.StartPosition(tb), 250}} {
		var s nnue.Sample
		s.SetPosition(c.p, c.score, 1)
		g.Samples = append(g.Samples, s)
	}
	path := filepath.Join(t.TempDir(), "chess-0-of-1.data")
	if err := nnuetest.WriteData(path, "chess", l, []nnue.Game{g}); err != nil {
		t.Fatal(err)
	}
	s, err := ReadStats(path, "chess")
	if err != nil {
		t.Fatal(err)
	}
	want := make([]int, len(HistBounds)+1)
	want[bucket(0)]++
	want[bucket(-queen)]++
	want[bucket(250)]++
	for b := range want {
		if s.Swing[b] != want[b] {
			t.Fatalf("swing histogram %v, want %v", s.Swing, want)
		}
	}
	if s.ScoreSum != int64(queen+250) || s.MaterialSum != int64(2*queen) {
		t.Errorf("score sum %d, material sum %d; want %d, %d", s.ScoreSum, s.MaterialSum, queen+250, 2*queen)
	}
}
