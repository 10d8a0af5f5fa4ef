// Package tune fits the evaluation's weights to game results (Texel tuning): for positions from played games it
// minimises the mean squared difference between each game's result and the win probability the evaluation
// predicts, sigmoid(K·eval), by a local search over integer weights.
package tune

import (
	"fmt"
	"slices"
	"strings"

	"sennight/eval"
	"sennight/movegen"
)

// Param is one tunable weight of a variant's evaluation.
type Param struct {
	Name  string
	Group string // values, squares, mobility, king, tempo
	Get   func(*eval.Weights) int
	Set   func(*eval.Weights, int)
	Step  int // the first step of the local search
}

// Groups are the parameter groups Params knows, in their order.
var Groups = []string{"values", "squares", "passed", "mobility", "king", "tempo"}

// Params lists the tunable weights of variant t whose group is in groups (nil: all): every non-royal piece value
// of the variant, the square-table terms (centralisation, the King's, pawn advance toward promotion, which in the
// two-level games is the Drum's end), the variant's mobility weights, King safety and tempo. It fills w's piece
// table for the variant with the values in use (a type without one gets its fallback estimate written in), so
// that every Get reads what the evaluation uses.
func Params(t *movegen.Tables, w *eval.Weights, groups []string) ([]Param, error) {
	for _, g := range groups {
		if !slices.Contains(Groups, g) {
			return nil, fmt.Errorf("unknown parameter group %q (%s)", g, strings.Join(Groups, ", "))
		}
	}
	want := func(g string) bool { return len(groups) == 0 || slices.Contains(groups, g) }
	var ps []Param
	if want("values") {
		// The values in use become explicit overrides (a private copy of the map: the caller's other weights may
		// share it), so that every Get reads what the evaluation uses. Overrides apply to every game with the
		// token: a tuned weights file is meant for the tuned variant's matches.
		overrides := make(map[string]int, len(w.ValueOverrides))
		for k, v := range w.ValueOverrides {
			overrides[k] = v
		}
		for _, r := range eval.ValueTable(t, w) {
			overrides[r.Token] = r.Value
		}
		w.ValueOverrides = overrides
		for _, r := range eval.ValueTable(t, w) {
			tok := r.Token
			ps = append(ps, Param{Name: "value " + tok, Group: "values", Step: 20,
				Get: func(w *eval.Weights) int { return w.ValueOverrides[tok] },
				Set: func(w *eval.Weights, v int) { w.ValueOverrides[tok] = v }})
		}
	}
	field := func(group, pname string, f func(*eval.Weights) *int, step int) {
		if want(group) {
			ps = append(ps, Param{Name: pname, Group: group, Step: step,
				Get: func(w *eval.Weights) int { return *f(w) },
				Set: func(w *eval.Weights, v int) { *f(w) = v }})
		}
	}
	if want("squares") || want("passed") || want("king") || want("tempo") {
		// The variant's own square, King safety and tempo weights, made the weights' own (VariantTerms off).
		if w.VariantTerms {
			w.TakeVariantTerms(t.Variant.Eval)
		}
		w.VariantTerms = false
	}
	field("squares", "centre mg", func(w *eval.Weights) *int { return &w.CentreMG }, 4)
	field("squares", "centre eg", func(w *eval.Weights) *int { return &w.CentreEG }, 4)
	field("squares", "king centre mg", func(w *eval.Weights) *int { return &w.KingCentreMG }, 4)
	field("squares", "king centre eg", func(w *eval.Weights) *int { return &w.KingCentreEG }, 4)
	field("squares", "pawn advance mg", func(w *eval.Weights) *int { return &w.PawnAdvanceMG }, 8)
	field("squares", "pawn advance eg", func(w *eval.Weights) *int { return &w.PawnAdvanceEG }, 16)
	field("passed", "passed pawn mg", func(w *eval.Weights) *int { return &w.PassedPawnMG }, 8)
	field("passed", "passed pawn eg", func(w *eval.Weights) *int { return &w.PassedPawnEG }, 16)
	if want("mobility") {
		// The variant's own mobility pair, made the weights' own (VariantMobility off).
		if mw := t.Variant.Eval.Mobility; mw != nil && w.VariantMobility {
			w.MobilityMG, w.MobilityEG = mw[0], mw[1]
		}
		w.VariantMobility = false
		field("mobility", "mobility mg", func(w *eval.Weights) *int { return &w.MobilityMG }, 4)
		field("mobility", "mobility eg", func(w *eval.Weights) *int { return &w.MobilityEG }, 4)
	}
	field("king", "king tropism", func(w *eval.Weights) *int { return &w.KingTropism }, 2)
	field("king", "king shelter", func(w *eval.Weights) *int { return &w.KingShelter }, 2)
	field("tempo", "tempo", func(w *eval.Weights) *int { return &w.Tempo }, 4)
	return ps, nil
}
