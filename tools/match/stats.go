package match

import (
	"fmt"
	"math"
)

// Stats are a match's counts from player A's view.
type Stats struct {
	Wins, Losses, Draws int
	// Penta counts the game pairs by A's points in the pair, in half points: Penta[0] lost both games (LL),
	// Penta[1] a loss and a draw (LD), Penta[2] two draws or a win and a loss (DD, WL), Penta[3] a win and a draw
	// (WD), Penta[4] won both (WW).
	Penta [5]int
}

// Pairs returns the number of game pairs.
func (s Stats) Pairs() int { return s.Penta[0] + s.Penta[1] + s.Penta[2] + s.Penta[3] + s.Penta[4] }

// Games returns the number of games.
func (s Stats) Games() int { return s.Wins + s.Losses + s.Draws }

// addPair counts a pair of games (A's points in each, in half points).
func (s *Stats) addPair(a, b int) {
	for _, g := range [2]int{a, b} {
		switch g {
		case 2:
			s.Wins++
		case 1:
			s.Draws++
		default:
			s.Losses++
		}
	}
	s.Penta[a+b]++
}

// pairScores are the pair scores of the pentanomial categories, as a fraction of the pair's 2 points.
var pairScores = [5]float64{0, 0.25, 0.5, 0.75, 1}

// pentaMoments returns the mean score per game and the variance of the pair score (both as fractions of a
// point), from the pentanomial counts.
func (s Stats) pentaMoments() (mean, variance float64) {
	n := float64(s.Pairs())
	if n == 0 {
		return 0.5, 0
	}
	for i, c := range s.Penta {
		mean += float64(c) * pairScores[i]
	}
	mean /= n
	for i, c := range s.Penta {
		d := pairScores[i] - mean
		variance += float64(c) * d * d
	}
	return mean, variance / n
}

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959963984540054

// scoreToElo is the logistic Elo difference of an expected score.
func scoreToElo(s float64) float64 { return -400 * math.Log10(1/s-1) }

// eloToScore is the expected score of a logistic Elo difference.
func eloToScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// Elo returns A's logistic Elo difference estimated from the pentanomial counts and its 95% confidence interval
// [lo, hi], as fastchess computes them: the mean pair score with its normal interval, each bound turned into Elo.
func (s Stats) Elo() (elo, lo, hi float64) {
	mean, variance := s.pentaMoments()
	n := float64(s.Pairs())
	if n == 0 {
		return 0, math.Inf(-1), math.Inf(1)
	}
	d := z95 * math.Sqrt(variance/n)
	return scoreToElo(mean), boundToElo(mean - d), boundToElo(mean + d)
}

// boundToElo turns a bound of the score's interval into Elo. A lopsided match's normal interval can reach past a
// score of 0 or 1, where the logistic curve has no Elo: that side of the interval is open (±inf), not a NaN that
// reads as a number in the JSON results.
func boundToElo(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return scoreToElo(s)
}

// NElo returns A's normalized Elo (fishtest's and fastchess's nElo: the score's lead over 1/2 in units of a
// game's standard deviation, sqrt(2) times a pair's, times 800/ln 10) and the half width of its 95% interval.
func (s Stats) NElo() (nelo, halfWidth float64) {
	mean, variance := s.pentaMoments()
	n := float64(s.Pairs())
	if n == 0 || variance == 0 {
		return 0, math.Inf(1)
	}
	sigma := math.Sqrt2 * math.Sqrt(variance)
	return (mean - 0.5) / sigma * nEloPerT, z95 * math.Sqrt(variance/n) / sigma * nEloPerT
}

// ScorePercent returns A's points as a percentage of the games.
func (s Stats) ScorePercent() float64 {
	if s.Games() == 0 {
		return 50
	}
	return 100 * (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games())
}

// EloLine writes "Elo: X +/- Y" with Y half the width of the interval, as fastchess prints it.
func (s Stats) EloLine() string {
	elo, lo, hi := s.Elo()
	if math.IsInf(elo, 0) || math.IsNaN(elo) || math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return fmt.Sprintf("Elo: %.2f +/- inf (95%%), score %.1f%%", elo, s.ScorePercent())
	}
	nelo, nw := s.NElo()
	neloText := fmt.Sprintf("nElo: %.2f +/- %.2f", nelo, nw)
	if math.IsInf(nw, 0) || math.IsNaN(nw) {
		// Every game pair scored the same (or none was played): a normalized Elo needs the pairs' spread.
		neloText = "nElo: n/a (all game pairs scored alike)"
	}
	return fmt.Sprintf("Elo: %.2f +/- %.2f (95%% [%.2f, %.2f]), %s, score %.1f%%", elo, (hi-lo)/2,
		lo, hi, neloText, s.ScorePercent())
}
