package bench

import (
	"fmt"
	"testing"

	"sennight/bench/refdata"
	"sennight/movegen"
)

// TestReferencePerft checks every reference perft number of the docs/rules files.
func TestReferencePerft(t *testing.T) {
	for _, c := range refdata.Perft {
		t.Run(c.Variant+"/"+c.ID, func(t *testing.T) {
			tb, err := movegen.ForVariant(c.Variant)
			if err != nil {
				t.Fatal(err)
			}
			p, err := movegen.NewPosition(tb, c.FEN)
			if err != nil {
				t.Fatal(err)
			}
			for d, want := range c.Counts {
				if testing.Short() && want > 2_000_000 {
					continue
				}
				if got := movegen.Perft(p, d+1); got != want {
					t.Errorf("perft(%d) = %d, want %d%s", d+1, got, want, divideHint(p, d+1))
				}
			}
		})
	}
}

func divideHint(p *movegen.Position, depth int) string {
	s := "\ndivide:"
	for _, e := range movegen.Divide(p, depth) {
		s += fmt.Sprintf(" %s:%d", e.Move, e.Nodes)
	}
	return s
}
