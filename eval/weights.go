// Package eval is sennight's static evaluation: material with per-variant piece values, piece-square terms built
// from each variant's geometry (centralisation, pawn advancement toward the promotion cells), mobility and king
// safety. Everything a tuner may change is in Weights; an Evaluator is Weights compiled for one variant.
package eval

import "sennight/variants"

// Weights are the evaluation's tunable numbers, in centipawns unless stated. A tuner copies DefaultWeights,
// changes fields and compiles new Evaluators with New; nothing else holds evaluation constants.
type Weights struct {
	// The piece values are each game's own (the [eval] values of its variant file, variants.EvalValues); types a
	// game does not list get a value estimated from their mobility on an empty board (see FallbackValue).
	// ValueOverrides replaces, in every game that lists a token, that token's value: FEN token -> centipawns (the
	// tuners' value=TOKEN:CP).
	ValueOverrides map[string]int

	// CentreMG/EG: bonus for a piece on a cell from which its empty-board mobility is twice its average (and the
	// same penalty where it is zero); linear in between. This is centralisation measured by the piece's own moves.
	CentreMG, CentreEG int
	// KingCentreMG/EG: the same for the King; the middle-game weight is normally negative (a King in the open is
	// exposed), the endgame weight positive.
	KingCentreMG, KingCentreEG int
	// PawnAdvanceMG/EG: bonus for a pawn-like piece one step from promotion, falling off with the number of moves it
	// still needs (quadratically in the endgame); in the two-level games the promotion cells are the Drum's end.
	PawnAdvanceMG, PawnAdvanceEG int
	// PassedPawnMG/EG: bonus for a passed pawn-like piece (no enemy piece of its type can stop it: eval/passed.go)
	// one step from promotion, falling off like pawn advance. 0, 0 turns the term off and saves its cost.
	PassedPawnMG, PassedPawnEG int
	// MobilityMG/EG: bonus for a piece reaching as many cells as it does on average on an empty board; each
	// reachable cell is worth Mobility / average, so a Knight's move counts more than a Queen's.
	MobilityMG, MobilityEG int
	// VariantMobility: a game's own mobility weights (its file's [eval] mobility) replace MobilityMG/EG. {0, 0}
	// turns the term off, which also saves its cost at every evaluation.
	VariantMobility bool
	// KingTropism: middle-game penalty per enemy piece near the King, for a piece worth 1000 at distance 1 (King
	// steps); it falls off linearly to 0 at distance TropismRange.
	KingTropism  int
	TropismRange int
	// KingShelter: middle-game bonus per own piece next to the King (at most ShelterMax of them).
	KingShelter int
	ShelterMax  int
	// Tempo: bonus for the side to move.
	Tempo int
	// LazyMargin: EvaluateWithin skips mobility and King safety when material and squares alone are this far
	// outside the window (their sum rarely reaches it).
	LazyMargin int
	// VariantLazyMargin: a game's own margin (its file's [eval] lazy_margin) replaces LazyMargin: the largest
	// positional term (mobility and King safety) seen in that game's bench searches, so that the partial score is
	// off by more than the margin nowhere it was measured (docs/piece-values.md, Evaluation terms).
	VariantLazyMargin bool
	// VariantTerms: a game's own square, King safety and tempo weights (its file's [eval] centre, king_centre,
	// pawn_advance, king_tropism, king_shelter, tempo) replace the fields above for that game.
	VariantTerms bool
	// MaterialOnly turns every term but material off (the "1-ply material" opponent of selfplay).
	MaterialOnly bool
}

// DefaultWeights returns the engine's weights.
func DefaultWeights() *Weights {
	return &Weights{
		CentreMG:      24,
		CentreEG:      16,
		KingCentreMG:  -20,
		KingCentreEG:  30,
		PawnAdvanceMG: 40,
		PawnAdvanceEG: 160,
		MobilityMG:    16,
		MobilityEG:    20,
		// Megalomachy's and Megastar's files turn mobility off: it walks 60 (Megastar: 30 bent-path) pieces a side
		// at every evaluation and gained nothing in self-play at equal time (docs/piece-values.md, Evaluation
		// terms); the square tables already favour cells of high mobility.
		VariantMobility:   true,
		KingTropism:       12,
		TropismRange:      4,
		KingShelter:       10,
		ShelterMax:        4,
		Tempo:             12,
		LazyMargin:        250,
		VariantLazyMargin: true,
		VariantTerms:      true,
	}
}

// MaterialWeights returns weights with every positional term off: material only.
func MaterialWeights() *Weights {
	return &Weights{MaterialOnly: true}
}

// TakeVariantTerms copies a game's own square, King safety and tempo weights (those its file sets) into w.
func (w *Weights) TakeVariantTerms(ev variants.EvalValues) {
	pairs := []struct {
		from   *[2]int
		mg, eg *int
	}{
		{ev.Centre, &w.CentreMG, &w.CentreEG},
		{ev.KingCentre, &w.KingCentreMG, &w.KingCentreEG},
		{ev.PawnAdvance, &w.PawnAdvanceMG, &w.PawnAdvanceEG},
		{ev.PassedPawn, &w.PassedPawnMG, &w.PassedPawnEG},
	}
	for _, p := range pairs {
		if p.from != nil {
			*p.mg, *p.eg = p.from[0], p.from[1]
		}
	}
	for _, f := range []struct{ from, to *int }{{ev.KingTropism, &w.KingTropism}, {ev.KingShelter, &w.KingShelter},
		{ev.Tempo, &w.Tempo}} {
		if f.from != nil {
			*f.to = *f.from
		}
	}
}
