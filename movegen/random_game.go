package movegen

import "math/rand/v2"

// RandomCaptureGame plays random legal moves from the start position, a capture three times in four when there is
// one, until the game ends or maxPlies. The board thins out fast into sparse endgames, and a game that ends in
// checkmate has checks and short mates in its last positions: the mate suites' generator and the mate solver's test
// draw their positions from such games. It returns the FENs of the positions, the start first, and whether the game
// ended in checkmate.
func RandomCaptureGame(rng *rand.Rand, t *Tables, maxPlies int) (fens []string, mated bool) {
	p := StartPosition(t)
	var ml MoveList
	captures := make([]Move, 0, 64)
	for range maxPlies {
		fens = append(fens, p.FEN())
		if o := p.Outcome(); o.Result != Ongoing {
			return fens, o.Reason == "checkmate"
		}
		p.LegalMoves(&ml)
		captures = captures[:0]
		for _, m := range ml.Moves {
			if p.Captured(m) != Empty {
				captures = append(captures, m)
			}
		}
		if len(captures) > 0 && rng.IntN(4) != 0 {
			p.MakeMove(captures[rng.IntN(len(captures))])
		} else {
			p.MakeMove(ml.Moves[rng.IntN(ml.Len())])
		}
	}
	return fens, false
}
