package datagen

// Adjudication ends a self-play game that the rules would end only much later, as match's does
// (docs/nnue.md, "Generating data"): the positions of a won game played out to mate add little, and a dead draw
// shuffled to the 50-move rule adds many near-identical positions.
const (
	// resignScore and resignPlies: a win once the score (White's view) has been beyond resignScore, the same way,
	// in the last resignPlies searches: both sides' last 4.
	resignScore = 1000
	resignPlies = 8
	// drawScore, drawPlies and drawAfter: a draw once |score| < drawScore in the last drawPlies searches (10
	// moves of each side), all of them at or after ply drawAfter.
	drawScore = 10
	drawPlies = 20
	drawAfter = 80
)

// adjudicator keeps the scores of a game's searches, White's view.
type adjudicator struct {
	scores []int
	plies  []int
}

// add records a search's score (White's view) of the position at ply and reports whether the game is decided and
// how (+1, 0, -1, White's view).
func (a *adjudicator) add(ply, white int) (result int8, over bool) {
	a.scores = append(a.scores, white)
	a.plies = append(a.plies, ply)
	n := len(a.scores)
	if n >= resignPlies {
		up, down := true, true
		for _, s := range a.scores[n-resignPlies:] {
			up = up && s > resignScore
			down = down && s < -resignScore
		}
		switch {
		case up:
			return 1, true
		case down:
			return -1, true
		}
	}
	if n >= drawPlies && a.plies[n-drawPlies] >= drawAfter {
		for _, s := range a.scores[n-drawPlies:] {
			if s <= -drawScore || s >= drawScore {
				return 0, false
			}
		}
		return 0, true
	}
	return 0, false
}
