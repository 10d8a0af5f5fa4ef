package tune

import (
	"math"
	"math/rand/v2"
	"testing"

	"sennight/eval"
	"sennight/movegen"
)

// randomPositions plays random games of a variant and keeps positions with some material off the board (random
// play leaves pieces hanging nearly everywhere, so few would pass Samples' quiet filter; the synthetic labels below
// come from a static evaluation, for which quiet does not matter).
func randomPositions(t *testing.T, variant string, n int) []*movegen.Position {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var out []*movegen.Position
	var ml movegen.MoveList
	for len(out) < n {
		p := movegen.StartPosition(tb)
		for ply := 0; ply < 120 && len(out) < n; ply++ {
			p.LegalMoves(&ml)
			if ml.Len() == 0 {
				break
			}
			p.MakeMove(ml.Moves[rng.IntN(ml.Len())])
			if ply > 20 && ply%3 == 0 && p.Outcome().Result == movegen.Ongoing {
				q, err := movegen.NewPosition(tb, p.FEN())
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, q)
			}
		}
	}
	return out
}

// TestTuneRecoversKnownValues: samples labelled by an evaluation whose Queen and Knight values differ from the
// defaults (the win probability of that evaluation as the result) lead the tuner from the defaults to those values.
func TestTuneRecoversKnownValues(t *testing.T) {
	if testing.Short() {
		t.Skip("tunes on 3,000 positions")
	}
	tb, _ := movegen.ForVariant("shafran")
	truth := eval.DefaultWeights()
	truthParams, err := Params(tb, truth, []string{"values"})
	if err != nil {
		t.Fatal(err)
	}
	set := func(w *eval.Weights, ps []Param, name string, v int) {
		for _, p := range ps {
			if p.Name == name {
				p.Set(w, v)
				return
			}
		}
		t.Fatalf("no parameter %q", name)
	}
	set(truth, truthParams, "value Q", 1250)
	set(truth, truthParams, "value N", 240)
	ev := eval.New(tb, truth)
	var samples []Sample
	for _, p := range randomPositions(t, "shafran", 3000) {
		s := float64(ev.Evaluate(p))
		if p.Side() == movegen.Black {
			s = -s
		}
		samples = append(samples, Sample{Pos: p, Result: sigmoid(1, s)})
	}
	w := eval.DefaultWeights()
	params, _ := Params(tb, w, []string{"values"})
	res, err := Tune(tb, w, params, samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.FinalLoss >= res.StartLoss {
		t.Errorf("loss %.6f -> %.6f", res.StartLoss, res.FinalLoss)
	}
	// K is fitted to the starting weights, not to the truth, and K times the values is what the fit sees: the
	// values come back at the truth's ratios on a scale of the tuner's own. The Pawn gives that scale.
	scale := 0.0
	for i, p := range params {
		if p.Name == "value P" {
			scale = float64(res.After[i]) / float64(p.Get(truth))
		}
	}
	if scale < 0.7 || scale > 1.4 {
		t.Fatalf("the Pawn came back at %.2f times its truth", scale)
	}
	for i, p := range params {
		want := scale * float64(p.Get(truth))
		if got := res.After[i]; math.Abs(float64(got)-want) > 0.12*want {
			t.Errorf("%s: tuned %d (from %d), truth %d, %.0f on the Pawn's scale", p.Name, got, res.Before[i],
				p.Get(truth), want)
		}
	}
}

// TestLossHeldOut: on positions labelled by an evaluation, the weights of that evaluation have a lower loss than
// other weights, and Loss agrees with the tuner's own start loss at the tuner's K.
func TestLossHeldOut(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	truth := eval.DefaultWeights()
	truthParams, err := Params(tb, truth, []string{"values"})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range truthParams {
		if p.Name == "value Q" {
			p.Set(truth, 1500)
		}
	}
	ev := eval.New(tb, truth)
	var samples []Sample
	for _, p := range randomPositions(t, "shafran", 300) {
		s := float64(ev.Evaluate(p))
		if p.Side() == movegen.Black {
			s = -s
		}
		samples = append(samples, Sample{Pos: p, Result: sigmoid(1, s)})
	}
	if Loss(tb, truth, samples, 1) >= Loss(tb, eval.DefaultWeights(), samples, 1) {
		t.Error("the labelling weights do not have the lower loss")
	}
	if got := Loss(tb, truth, samples, 1); got > 1e-9 {
		t.Errorf("loss of the labelling weights at their own scale: %g, want 0", got)
	}
	w := eval.DefaultWeights()
	params, _ := Params(tb, w, []string{"tempo"})
	res, err := Tune(tb, w, params, samples, Options{Rounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := Loss(tb, eval.DefaultWeights(), samples, res.K); math.Abs(got-res.StartLoss) > 1e-12 {
		t.Errorf("Loss %g, the tuner's start loss %g", got, res.StartLoss)
	}
}

func TestParamsUnknownGroup(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	if _, err := Params(tb, eval.DefaultWeights(), []string{"nonsense"}); err == nil {
		t.Error("no error for an unknown group")
	}
}

// TestParamsStartFromValuesInUse: every parameter reads the value the evaluation uses (the game's own piece values,
// its own mobility pair), setting one changes the evaluation, and the defaults stay as they were.
func TestParamsStartFromValuesInUse(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	w := eval.DefaultWeights()
	ps, err := Params(tb, w, []string{"values", "mobility"})
	if err != nil {
		t.Fatal(err)
	}
	inUse := map[string]int{}
	for _, r := range eval.ValueTable(tb, eval.DefaultWeights()) {
		inUse["value "+r.Token] = r.Value
	}
	if mw := tb.Variant.Eval.Mobility; mw != nil {
		inUse["mobility mg"], inUse["mobility eg"] = mw[0], mw[1]
	}
	p := movegen.StartPosition(tb)
	m, err := p.ParseMove("e2e5")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(m)
	before := eval.New(tb, w).Evaluate(p)
	for _, prm := range ps {
		if want, ok := inUse[prm.Name]; ok && prm.Get(w) != want {
			t.Errorf("%s reads %d, the evaluation uses %d", prm.Name, prm.Get(w), want)
		}
		prm.Set(w, prm.Get(w)+37)
	}
	if eval.New(tb, w).Evaluate(p) == before {
		t.Error("changing every parameter did not change the evaluation")
	}
	if d := eval.DefaultWeights(); len(d.ValueOverrides) != 0 || !d.VariantMobility {
		t.Error("the defaults changed")
	}
}
