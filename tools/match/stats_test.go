package match

import (
	"context"
	"math"
	"strings"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestEloFromPentanomial: the Elo estimate and its interval, worked by hand: mean pair score m, pair variance v,
// interval m ± 1.96 sqrt(v/N), each turned into Elo by -400 log10(1/s - 1).
func TestEloFromPentanomial(t *testing.T) {
	for _, tc := range []struct {
		penta         [5]int
		elo, lo, hi   float64
		mean, variant float64
	}{
		// m = 0.5, v = (0.25+2*0.0625+2*0.0625+0.25)/10 = 0.075, half width 1.96*sqrt(0.0075) = 0.16974.
		{[5]int{1, 2, 4, 2, 1}, 0, -122.818, 122.818, 0.5, 0.075},
		// m = (3*0.75+1)/4 = 0.8125, v = (3*0.0625^2+0.1875^2)/4 = 0.01171875.
		{[5]int{0, 0, 0, 3, 1}, 254.729, 152.529, 420.969, 0.8125, 0.01171875},
		{[5]int{2, 3, 10, 9, 6}, 82.590, 11.603, 161.186, 0.616667, 0.0780556},
	} {
		s := Stats{Penta: tc.penta}
		m, v := s.pentaMoments()
		if !near(m, tc.mean, 1e-6) || !near(v, tc.variant, 1e-6) {
			t.Errorf("%v: mean %v variance %v, want %v %v", tc.penta, m, v, tc.mean, tc.variant)
		}
		elo, lo, hi := s.Elo()
		if !near(elo, tc.elo, 1e-3) || !near(lo, tc.lo, 1e-3) || !near(hi, tc.hi, 1e-3) {
			t.Errorf("%v: Elo %.3f [%.3f, %.3f], want %.3f [%.3f, %.3f]", tc.penta, elo, lo, hi, tc.elo, tc.lo, tc.hi)
		}
	}
}

// TestNElo: for [2 3 10 9 6], m = 0.616667 and the pair deviation sqrt(0.0780556) = 0.279384, so nElo =
// 0.116667 / (sqrt 2 * 0.279384) * 800/ln 10 = 102.59, and the interval's half width 1.96 / sqrt(2 * 30) * 800/ln 10
// = 87.91.
func TestNElo(t *testing.T) {
	nelo, w := Stats{Penta: [5]int{2, 3, 10, 9, 6}}.NElo()
	if !near(nelo, 102.59, 0.01) || !near(w, 87.91, 0.01) {
		t.Errorf("nElo %.3f +/- %.3f, want 102.59 +/- 87.91", nelo, w)
	}
}

func TestAddPair(t *testing.T) {
	var s Stats
	s.addPair(2, 0) // a win and a loss: the middle category
	s.addPair(2, 1)
	s.addPair(1, 1)
	s.addPair(0, 0)
	if s.Wins != 2 || s.Losses != 3 || s.Draws != 3 || s.Penta != [5]int{1, 0, 2, 1, 0} {
		t.Errorf("%+v", s)
	}
}

func TestSPRTBounds(t *testing.T) {
	sp, err := ParseSPRT("elo0=0,elo1=5")
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := sp.Bounds()
	// ln(0.05/0.95) and ln(0.95/0.05) = ∓ln 19.
	if !near(lo, -2.944439, 1e-6) || !near(hi, 2.944439, 1e-6) {
		t.Errorf("bounds %v %v", lo, hi)
	}
	for _, bad := range []string{"elo0=5,elo1=0", "elo0=0", "elo0=0,elo1=5,alpha=0", "elo0=0,elo1=x",
		"elo0=0,elo1=5,model=bayes", "elo0=0,elo1=5,gamma=1"} {
		if _, err := ParseSPRT(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// TestLLRLogistic: with only lost and won pairs the pair scores are 0 and 1, the constrained distribution is
// (1-s, s), and the generalized SPRT is the binomial one: n1 ln(s1/s0) + n0 ln((1-s1)/(1-s0)). For 60 won and
// 40 lost pairs, elo0 = 0 (s0 = 1/2) and elo1 = 10 (s1 = 0.514387): 0.534231. (The other categories' 1e-3
// regularisation moves it by less than 0.01.)
func TestLLRLogistic(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05, Model: "logistic"}
	if llr := sp.LLR(Stats{Penta: [5]int{40, 0, 0, 0, 60}}); !near(llr, 0.534231, 0.01) {
		t.Errorf("LLR %v, want 0.534231", llr)
	}
	// Symmetric counts and symmetric hypotheses: no evidence either way.
	sp = SPRT{Elo0: -5, Elo1: 5, Alpha: 0.05, Beta: 0.05, Model: "logistic"}
	if llr := sp.LLR(Stats{Penta: [5]int{3, 10, 30, 10, 3}}); !near(llr, 0, 1e-9) {
		t.Errorf("symmetric LLR %v", llr)
	}
	// The exact LLR agrees with the normal approximation N (s1-s0)(2m - s0 - s1) / (2 v) on a large sample.
	s := Stats{Penta: [5]int{200, 900, 2000, 1000, 250}}
	sp = SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Model: "logistic"}
	m, v := s.pentaMoments()
	s0, s1 := eloToScore(0), eloToScore(5)
	approx := float64(s.Pairs()) * (s1 - s0) * (2*m - s0 - s1) / (2 * v)
	if llr := sp.LLR(s); !near(llr, approx, 0.02*math.Abs(approx)) {
		t.Errorf("LLR %v, approximation %v", llr, approx)
	}
}

// TestLLRNormalized: symmetric counts have t = 0, so the LLR is -N t1²/2 with t1 = sqrt(2) elo1 ln10/800: for
// elo1 = 5 and 100 pairs, t1 = 0.0203522 and the LLR -0.0207105.
func TestLLRNormalized(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Model: "normalized"}
	if llr := sp.LLR(Stats{Penta: [5]int{5, 20, 50, 20, 5}}); !near(llr, -0.0207105, 1e-6) {
		t.Errorf("LLR %v, want -0.0207105", llr)
	}
	// Better results raise it.
	if sp.LLR(Stats{Penta: [5]int{5, 20, 50, 20, 5}}) >= sp.LLR(Stats{Penta: [5]int{5, 15, 50, 25, 5}}) {
		t.Error("the LLR does not grow with A's results")
	}
}

// TestSPRTStops: a match of a searching engine against a random mover stops as soon as the LLR reaches the upper
// bound, long before its games are played.
func TestSPRTStops(t *testing.T) {
	a, _ := ParseSpec("engine:depth=2,threads=1")
	b, _ := ParseSpec("random")
	sp := SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05, Model: "logistic"}
	res, err := Run(context.Background(), Options{Variant: "starchess", A: a, B: b, Games: 400, Concurrency: 1,
		SPRT: &sp, Seed: 5, Adjudication: Adjudication{MaxPlies: 300}})
	if err != nil {
		t.Fatal(err)
	}
	// The first pairs whose LLR reaches the bound end the match; the pairs already under way (at most one, with
	// one game at a time and one pair handed out ahead) still count.
	first := 0
	for k := 1; k <= len(res.Pairs); k++ {
		prefix := &Results{Pairs: res.Pairs[:k]}
		if sp.Decide(sp.LLR(prefix.Stats())) == AcceptH1 {
			first = k
			break
		}
	}
	if !strings.HasPrefix(res.Stopped, "SPRT: H1 accepted (LLR ") || first == 0 || len(res.Pairs) > first+2 || len(res.Pairs) >= 200 {
		t.Fatalf("stopped %q after %d pairs; the bound was reached after %d", res.Stopped, len(res.Pairs), first)
	}
	// The report gives the decision taken at the crossing, whatever the pairs under way did to the LLR after it.
	var out strings.Builder
	res.Report(&out)
	if !strings.Contains(out.String(), "] H1 accepted (LLR ") {
		t.Errorf("report without the decision:\n%s", out.String())
	}
}

// TestEloLineTinyMatch: a match whose game pairs all scored alike (one drawn pair) has no spread for a normalized
// Elo; the line says so instead of printing an infinite interval.
func TestEloLineTinyMatch(t *testing.T) {
	line := Stats{Draws: 2, Penta: [5]int{0, 0, 1, 0, 0}}.EloLine()
	if strings.Contains(line, "Inf") || strings.Contains(line, "NaN") || !strings.Contains(line, "nElo: n/a") {
		t.Errorf("%q", line)
	}
}

// TestEloLineLopsided: 18 pairs lost in both games and 2 lost in one and drawn in the other (0-38-2, a match
// against a much stronger engine after 40 games) have a mean pair score of 0.025 with a variance of 0.005625, so the
// 95% interval of the mean, 0.025 ± 1.96·sqrt(0.005625/20) = 0.025 ± 0.0329, reaches below 0: the lower Elo bound
// is -inf, not NaN, and the line says the interval is open.
func TestEloLineLopsided(t *testing.T) {
	s := Stats{Losses: 38, Draws: 2, Penta: [5]int{18, 2, 0, 0, 0}}
	elo, lo, hi := s.Elo()
	if !math.IsInf(lo, -1) || math.IsNaN(hi) || math.IsInf(hi, 0) || hi <= elo {
		t.Errorf("Elo %v [%v, %v], want a finite estimate below a finite upper bound and -inf below", elo, lo, hi)
	}
	if line := s.EloLine(); strings.Contains(line, "NaN") || !strings.Contains(line, "inf") {
		t.Errorf("%q", line)
	}
}

// TestSuiteMissingOffersWayOut: a game without a shipped opening suite (a loaded file) is told how to play anyway.
func TestSuiteMissingOffersWayOut(t *testing.T) {
	_, err := Suite("no-such-game")
	if err == nil || !strings.Contains(err.Error(), "--openings none") || !strings.Contains(err.Error(), "sennight openings no-such-game") {
		t.Errorf("got %v", err)
	}
}
