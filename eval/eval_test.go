package eval_test

import (
	"testing"

	"sennight/eval"
	"sennight/movegen"
	"sennight/variants"
)

func evaluator(t testing.TB, variant string, w *eval.Weights) (*eval.Evaluator, *movegen.Tables) {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	return eval.New(tb, w), tb
}

// TestStartIsBalanced: every start position is symmetric, so only the side to move's tempo remains, with either
// side to move.
func TestStartIsBalanced(t *testing.T) {
	w := eval.DefaultWeights()
	for _, name := range movegen.GameNames() {
		e, tb := evaluator(t, name, w)
		p := movegen.StartPosition(tb)
		tempo := w.Tempo
		if own := tb.Variant.Eval.Tempo; own != nil {
			tempo = *own // the game's own tempo weight
		}
		if got := e.Evaluate(p); got != tempo {
			t.Errorf("%s: start position scores %d, want the tempo %d", name, got, tempo)
		}
	}
}

// TestEveryPieceHasAValue: every non-royal type of every variant has a positive value, taken from the table when
// the table lists it.
func TestEveryPieceHasAValue(t *testing.T) {
	w := eval.DefaultWeights()
	for _, name := range movegen.GameNames() {
		e, tb := evaluator(t, name, w)
		for typ := 1; typ <= tb.NumTypes(); typ++ {
			info := tb.Types[typ]
			v := e.Value(typ)
			if info.Royal {
				if v != 0 || e.SEETable().Value(typ) < 10000 {
					t.Errorf("%s %s: royal value %d, SEE value %d", name, info.Token, v, e.SEETable().Value(typ))
				}
				continue
			}
			if v <= 0 {
				t.Errorf("%s %s: value %d", name, info.Token, v)
			}
			if want, ok := tb.Variant.Eval.PieceValues[info.Token]; ok && v != want {
				t.Errorf("%s %s: value %d, table says %d", name, info.Token, v, want)
			}
		}
	}
}

// TestFallbackValues: without a table the mobility estimate orders Shafran's pieces as known (Queen > Rook >
// minor pieces > Pawn) and keeps them within a factor 1.6 of the table values (the linear formula overrates long-range
// sliders on big boards).
func TestFallbackValues(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	table := tb.Variant.Eval.PieceValues
	fb := map[string]int{}
	for _, tok := range []string{"P", "N", "B", "R", "Q"} {
		fb[tok] = eval.FallbackValue(tb, tb.TypeOf(tok))
		if tok == "P" {
			continue
		}
		if ratio := float64(fb[tok]) / float64(table[tok]); ratio < 0.5 || ratio > 1.6 {
			t.Errorf("fallback %s = %d, table %d", tok, fb[tok], table[tok])
		}
	}
	if !(fb["Q"] > fb["R"] && fb["R"] > fb["B"] && fb["R"] > fb["N"] && fb["N"] > fb["P"]) {
		t.Errorf("fallback values out of order: %v", fb)
	}
	// A variant without a table still evaluates.
	bare := *tb.Variant
	bare.Eval = variants.EvalValues{}
	tbBare, err := movegen.Build(&bare)
	if err != nil {
		t.Fatal(err)
	}
	e := eval.New(tbBare, eval.DefaultWeights())
	if got := e.Value(tbBare.TypeOf("Q")); got != fb["Q"] {
		t.Errorf("without a table the Queen is worth %d, want the fallback %d", got, fb["Q"])
	}
}

// TestMaterialAndAdvancement: removing a Black Queen gives White about a Queen; a pawn next to promotion is worth
// more than one at home.
func TestMaterialAndAdvancement(t *testing.T) {
	e, tb := evaluator(t, "shafran", eval.DefaultWeights())
	start := movegen.StartPosition(tb)
	// The start position without the Black Queen on f10.
	q, err := movegen.NewPosition(tb, "****k1bnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w AIai - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	gain := e.Evaluate(q) - e.Evaluate(start)
	if v := e.Value(tb.TypeOf("Q")); gain < v*3/4 || gain > v*5/4 {
		t.Errorf("removing the Black Queen gains %d, Queen value %d", gain, v)
	}
	home, _ := movegen.NewPosition(tb, "****k4/***6/**7/*8/9/9/8*/7**/4P1***/K4**** w - - 0 1")
	far, _ := movegen.NewPosition(tb, "****k4/***4P1/**7/*8/9/9/8*/7**/6***/K4**** w - - 0 1")
	if e.Evaluate(far) <= e.Evaluate(home)+50 {
		t.Errorf("pawn on h9 scores %d, pawn on e2 %d", e.Evaluate(far), e.Evaluate(home))
	}
}

// TestMaterialOnly: the material-only weights score material and nothing else.
func TestMaterialOnly(t *testing.T) {
	e, tb := evaluator(t, "shafran", eval.MaterialWeights())
	p, _ := movegen.NewPosition(tb, "****k4/***4P1/**7/*8/9/9/8*/7**/4P1***/K4**** b - - 0 1")
	if got, want := e.Evaluate(p), -2*e.Value(tb.TypeOf("P")); got != want {
		t.Errorf("two White pawns, Black to move: %d, want %d (two Pawns of the game's value)", got, want)
	}
}

// BenchmarkEvaluate measures one evaluation of a position 12 plies from each variant's start, with the material
// and square sums kept by the position as in search, and checks it allocates nothing.
func BenchmarkEvaluate(b *testing.B) {
	for _, name := range movegen.GameNames() {
		b.Run(name, func(b *testing.B) {
			e, tb := evaluator(b, name, eval.DefaultWeights())
			p := movegen.StartPosition(tb)
			var ml movegen.MoveList
			p.LegalMoves(&ml)
			for i := 0; i < 12 && ml.Len() > 0; i++ {
				p.MakeMove(ml.Moves[(i*7)%ml.Len()])
				p.LegalMoves(&ml)
			}
			p.SetSquareTable(e.SquareTable()) // as the search's positions do
			b.ReportAllocs()
			for b.Loop() {
				e.Evaluate(p)
			}
		})
	}
}

// TestTakeVariantTerms: a game's own weights replace exactly the fields its file sets.
func TestTakeVariantTerms(t *testing.T) {
	zero := 0
	w := eval.DefaultWeights()
	w.TakeVariantTerms(variants.EvalValues{Centre: &[2]int{30, -4}, KingCentre: &[2]int{-88, -46}, Tempo: &zero})
	d := eval.DefaultWeights()
	if w.CentreMG != 30 || w.CentreEG != -4 || w.KingCentreMG != -88 || w.KingCentreEG != -46 || w.Tempo != 0 {
		t.Errorf("set terms not taken: %+v", w)
	}
	if w.PawnAdvanceMG != d.PawnAdvanceMG || w.PawnAdvanceEG != d.PawnAdvanceEG || w.KingTropism != d.KingTropism ||
		w.KingShelter != d.KingShelter || w.MobilityMG != d.MobilityMG {
		t.Errorf("terms the game leaves out changed: %+v", w)
	}
}
