package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test of H0: A is elo0 stronger than B, against H1: elo1 stronger, on
// the pentanomial counts of the game pairs (the generalized SPRT of fishtest and fastchess).
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
	// Model says what Elo0 and Elo1 measure: "normalized" (normalized Elo, fastchess's and fishtest's default) or
	// "logistic" (the usual Elo).
	Model string
}

// ParseSPRT reads "elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=normalized|logistic]"; alpha and beta default to
// 0.05 and the model to normalized.
func ParseSPRT(s string) (SPRT, error) {
	t := SPRT{Alpha: 0.05, Beta: 0.05, Model: "normalized"}
	var have0, have1 bool
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return SPRT{}, fmt.Errorf("sprt: %q is not key=value", kv)
		}
		if k == "model" {
			if v != "normalized" && v != "logistic" {
				return SPRT{}, fmt.Errorf("sprt: model is normalized or logistic")
			}
			t.Model = v
			continue
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return SPRT{}, fmt.Errorf("sprt: %s=%q is not a number", k, v)
		}
		switch k {
		case "elo0":
			t.Elo0, have0 = f, true
		case "elo1":
			t.Elo1, have1 = f, true
		case "alpha":
			t.Alpha = f
		case "beta":
			t.Beta = f
		default:
			return SPRT{}, fmt.Errorf("sprt: unknown key %q (elo0, elo1, alpha, beta, model)", k)
		}
	}
	switch {
	case !have0 || !have1:
		return SPRT{}, fmt.Errorf("sprt: elo0 and elo1 are needed")
	case t.Elo0 >= t.Elo1:
		return SPRT{}, fmt.Errorf("sprt: elo0 must be below elo1")
	case t.Alpha <= 0 || t.Alpha >= 0.5 || t.Beta <= 0 || t.Beta >= 0.5:
		return SPRT{}, fmt.Errorf("sprt: alpha and beta must be between 0 and 0.5")
	}
	return t, nil
}

// String writes the test in ParseSPRT's syntax.
func (t SPRT) String() string {
	return fmt.Sprintf("elo0=%g,elo1=%g,alpha=%g,beta=%g,model=%s", t.Elo0, t.Elo1, t.Alpha, t.Beta, t.Model)
}

// Bounds returns the LLR bounds: at or below lower H0 is accepted, at or above upper H1.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Decision is the state of an SPRT.
type Decision int

const (
	Continue Decision = iota
	AcceptH0
	AcceptH1
)

func (d Decision) String() string { return [...]string{"continue", "H0 accepted", "H1 accepted"}[d] }

// Decide compares an LLR with the bounds.
func (t SPRT) Decide(llr float64) Decision {
	lower, upper := t.Bounds()
	switch {
	case llr <= lower:
		return AcceptH0
	case llr >= upper:
		return AcceptH1
	}
	return Continue
}

// nEloPerT is the normalized Elo of a normalized score difference t = (score - 1/2) / (per-game standard
// deviation): 800 / ln 10.
var nEloPerT = 800 / math.Ln10

// LLR returns the log-likelihood ratio of H1 against H0 from the pentanomial counts.
//
// Logistic model: the generalized SPRT. For each hypothesis the pair-score distribution of the largest
// likelihood whose mean is that hypothesis's expected score is found (it is the observed distribution reweighted
// by 1/(1 + λ(x - s)), with λ the root of a monotone equation), and the LLR is the log of the two likelihoods'
// ratio. Normalized model: the normal approximation N (t1 - t0) (2 t - t0 - t1) / 2, with t the observed
// normalized score of a pair and t0, t1 the hypotheses' normalized Elo in the same unit (a pair of games has
// sqrt(2) times a game's normalized score).
//
// Categories never seen are given a small count (1e-3) so that an early LLR is finite, as fishtest does.
func (t SPRT) LLR(s Stats) float64 {
	n := float64(s.Pairs())
	if n == 0 {
		return 0
	}
	var p [5]float64
	total := 0.0
	for i, c := range s.Penta {
		p[i] = math.Max(float64(c), 1e-3)
		total += p[i]
	}
	for i := range p {
		p[i] /= total
	}
	if t.Model == "normalized" {
		mean, variance := 0.0, 0.0
		for i := range p {
			mean += p[i] * pairScores[i]
		}
		for i := range p {
			d := pairScores[i] - mean
			variance += p[i] * d * d
		}
		tObs := (mean - 0.5) / math.Sqrt(variance)
		t0, t1 := math.Sqrt2*t.Elo0/nEloPerT, math.Sqrt2*t.Elo1/nEloPerT
		return n * (t1 - t0) * (2*tObs - t0 - t1) / 2
	}
	q0 := mleWithMean(p, eloToScore(t.Elo0))
	q1 := mleWithMean(p, eloToScore(t.Elo1))
	llr := 0.0
	for i := range p {
		llr += p[i] * math.Log(q1[i]/q0[i])
	}
	return n * llr
}

// mleWithMean returns the distribution over the pair scores of largest likelihood for the observed frequencies p
// among those whose mean is m: q_i = p_i / (1 + λ (x_i - m)), where λ makes the mean m. The mean of q falls as λ
// grows, so bisection over the λ that keep every q_i positive finds it.
func mleWithMean(p [5]float64, m float64) [5]float64 {
	// 1 + λ(x - m) > 0 for x = 0 and x = 1: λ in (-1/(1-m), 1/m).
	lo, hi := -1/(1-m), 1/m
	const shrink = 1e-12
	lo, hi = lo*(1-shrink), hi*(1-shrink)
	f := func(lambda float64) float64 { // Σ p_i (x_i - m) / (1 + λ(x_i - m)), zero at the solution
		sum := 0.0
		for i, x := range pairScores {
			sum += p[i] * (x - m) / (1 + lambda*(x-m))
		}
		return sum
	}
	for range 200 {
		mid := (lo + hi) / 2
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	lambda := (lo + hi) / 2
	var q [5]float64
	sum := 0.0
	for i, x := range pairScores {
		q[i] = p[i] / (1 + lambda*(x-m))
		sum += q[i]
	}
	for i := range q {
		q[i] /= sum
	}
	return q
}
