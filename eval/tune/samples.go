package tune

import (
	"fmt"
	"math/rand/v2"

	"sennight/eval"
	"sennight/movegen"
	"sennight/tools/pgn"
)

// Sample is a quiet position of a played game and that game's result from White's point of view (1, 0.5, 0).
type Sample struct {
	Pos    *movegen.Position
	Result float64
}

// SampleOptions choose the positions of the games.
type SampleOptions struct {
	SkipPlies   int    // leave out the first plies of every game (the opening suite's and the book's)
	PerGame     int    // at most this many positions of a game, chosen at random (0: all)
	MaxSamples  int    // at most this many in all (0: no bound)
	Seed        uint64 // the random choice of positions
	MaxBadGames int    // games that do not replay (wrong variant, illegal move) to skip before failing
}

// Samples replays the games of variant t and collects their quiet positions: not in check, and with no capture
// that the static exchange says wins material (the evaluation cannot see a capture that is about to happen).
// Games of other variants and games without a decisive or drawn result are skipped; a game whose moves do not
// replay is an error that names it.
func Samples(t *movegen.Tables, games []pgn.Game, opts SampleOptions) ([]Sample, error) {
	rng := rand.New(rand.NewPCG(opts.Seed, 0x7e3e1))
	see := eval.New(t, eval.DefaultWeights()).SEETable()
	var out []Sample
	var ml movegen.MoveList
	for gi, g := range games {
		if v := g.Tags["Variant"]; v != "" && v != t.Variant.Name {
			continue
		}
		var result float64
		switch g.Result {
		case "1-0":
			result = 1
		case "0-1":
			result = 0
		case "1/2-1/2":
			result = 0.5
		default:
			continue
		}
		p, err := movegen.NewPosition(t, g.Tags["FEN"])
		if g.Tags["FEN"] == "" {
			p, err = movegen.StartPosition(t), nil
		}
		if err != nil {
			return nil, fmt.Errorf("game %d (line %d): FEN: %w", gi+1, g.Line, err)
		}
		var quiet []string
		for ply, text := range g.Moves {
			m, err := p.ParseMove(text)
			if err == nil && !p.IsLegal(m) {
				err = fmt.Errorf("illegal move")
			}
			if err != nil {
				return nil, fmt.Errorf("game %d (line %d): ply %d %q: %w", gi+1, g.Line, ply+1, text, err)
			}
			p.MakeMove(m)
			if ply+1 >= opts.SkipPlies && isQuiet(p, see, &ml) {
				quiet = append(quiet, p.FEN())
			}
		}
		if opts.PerGame > 0 && len(quiet) > opts.PerGame {
			rng.Shuffle(len(quiet), func(i, j int) { quiet[i], quiet[j] = quiet[j], quiet[i] })
			quiet = quiet[:opts.PerGame]
		}
		for _, fen := range quiet {
			q, err := movegen.NewPosition(t, fen) // a fresh position: no move history to keep in memory
			if err != nil {
				return nil, fmt.Errorf("game %d: %w", gi+1, err)
			}
			out = append(out, Sample{Pos: q, Result: result})
			if opts.MaxSamples > 0 && len(out) >= opts.MaxSamples {
				return out, nil
			}
		}
	}
	return out, nil
}

// isQuiet reports a position whose game is not over, whose side to move is not in check, and that has no
// capture winning material by static exchange.
func isQuiet(p *movegen.Position, see *movegen.SEETable, ml *movegen.MoveList) bool {
	if p.InCheck() || p.Outcome().Result != movegen.Ongoing {
		return false
	}
	ml.Clear() // GenerateCaptures appends
	p.GenerateCaptures(ml)
	for _, m := range ml.Moves {
		if p.IsLegal(m) && p.SEEGE(m, 1, see) {
			return false
		}
	}
	return true
}
