// Package search finds the best move of a position: iterative deepening principal variation search with aspiration
// windows, a shared lock-free transposition table, null-move pruning, late move reductions, killer and history
// ordering, quiescence with a static exchange filter, check extension, and lazy SMP over several goroutines.
//
// The protocol front ends drive it through Engine: Search blocks until the limits end the search or Stop is
// called, reports every finished iteration through a callback, and always returns a legal best move.
package search

// Scores are centipawns from the side to move's point of view. Mate scores are near ±MateValue: MateValue - n is
// "mate in n plies", -MateValue + n "mated in n plies".
const (
	// Infinite bounds every score.
	Infinite = 32001
	// MateValue is the score of delivering mate at the root.
	MateValue = 32000
	// MaxPly bounds the search depth in plies from the root.
	MaxPly = 128
	// mateBound: scores at or beyond it (in absolute value) are mate scores.
	mateBound = MateValue - MaxPly
	// DrawScore is the score of a draw by any rule.
	DrawScore = 0
)

// MateIn returns the score of mating in ply plies.
func MateIn(ply int) int { return MateValue - ply }

// MatedIn returns the score of being mated in ply plies.
func MatedIn(ply int) int { return -MateValue + ply }

// StalematedIn returns the score of being stalemated in ply plies where stalemate loses (Gliński's rules): a little
// better than being mated, worse than any other score; it is not a mate score (no "mate N" is reported for it).
func StalematedIn(ply int) int { return -mateBound + 1 + ply }

// IsMate reports whether a score is a mate score.
func IsMate(score int) bool { return score >= mateBound || score <= -mateBound }

// MateMoves returns the number of moves (not plies) to mate of a mate score: positive when the side to move mates,
// negative when it is mated. The protocol layers print it (UCI "mate N", CECP 100000 + N).
func MateMoves(score int) int {
	if score > 0 {
		return (MateValue - score + 1) / 2
	}
	return -(MateValue + score) / 2
}

// scoreToTT makes a mate score relative to the node (distance from the node, not from the root) for storing.
func scoreToTT(score, ply int) int {
	switch {
	case score >= mateBound:
		return score + ply
	case score <= -mateBound:
		return score - ply
	}
	return score
}

// scoreFromTT turns a stored node-relative mate score back into a root-relative one.
func scoreFromTT(score, ply int) int {
	switch {
	case score >= mateBound:
		return score - ply
	case score <= -mateBound:
		return score + ply
	}
	return score
}
