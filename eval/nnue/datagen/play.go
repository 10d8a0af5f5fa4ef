package datagen

import (
	"context"
	"fmt"
	"math/rand/v2"

	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search"
)

// player plays games with its own engine (one thread, its own table): games never share a table, so a game's
// moves depend only on its index, the seed and the build.
type player struct {
	o   *Options
	t   *movegen.Tables
	eng *search.Engine
	ml  movegen.MoveList
}

func newPlayer(o *Options, t *movegen.Tables) (*player, error) {
	opts := search.DefaultOptions()
	opts.HashMB = o.HashMB
	// No contempt: the scores are training targets, and a draw is worth 0 to both sides.
	opts.Contempt = 0
	eng, err := search.New(opts)
	if err != nil {
		return nil, err
	}
	return &player{o: o, t: t, eng: eng}, nil
}

func (p *player) close() { p.eng.Close() }

// opening returns the position game i starts from, before the random plies.
func (p *player) opening(i int) (*movegen.Position, error) {
	if len(p.o.Openings) == 0 {
		return movegen.StartPosition(p.t), nil
	}
	return movegen.NewPosition(p.t, p.o.Openings[i%len(p.o.Openings)])
}

// play plays game i and returns it; ctx ends it early with ctx's error (the game is then dropped).
func (p *player) play(ctx context.Context, i int) (*nnue.Game, error) {
	pos, err := p.opening(i)
	if err != nil {
		return nil, fmt.Errorf("game %d: %w", i, err)
	}
	g := &nnue.Game{Index: uint32(i)}
	rng := rand.New(rand.NewPCG(p.o.Seed, uint64(i)))
	for range p.o.RandomPlies {
		pos.LegalMoves(&p.ml)
		if p.ml.Len() == 0 || pos.Outcome().Result != movegen.Ongoing {
			break
		}
		pos.MakeMove(p.ml.Moves[rng.IntN(p.ml.Len())])
	}
	p.eng.NewGame()
	var adj adjudicator
	lim := search.Limits{Nodes: p.o.Nodes}
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if out := pos.Outcome(); out.Result != movegen.Ongoing {
			g.Result = whiteResult(out.Result)
			return g, nil
		}
		if pos.Ply() >= p.o.MaxPlies {
			g.Result = 0
			return g, nil
		}
		r := p.eng.Search(pos, lim, nil)
		if r.Move == movegen.NoMove {
			return nil, fmt.Errorf("game %d: the search found no move in %s", i, pos.FEN())
		}
		if !pos.InCheck() && !pos.IsTactical(r.Move) && !forced(r.Score) {
			g.Samples = append(g.Samples, nnue.Sample{})
			g.Samples[len(g.Samples)-1].SetPosition(pos, r.Score, pos.Ply())
		}
		white := r.Score
		if pos.Side() == movegen.Black {
			white = -white
		}
		if res, over := adj.add(pos.Ply(), white); over {
			g.Result = res
			return g, nil
		}
		pos.MakeMove(r.Move)
	}
}

// forced reports whether a score is a forced end rather than an evaluation: a mate, or a forced stalemate where
// stalemate loses (search.StalematedIn, just inside the mate bound). Such scores are no target for a network.
func forced(score int) bool {
	return search.IsMate(score) || score <= -(search.MateValue-2*search.MaxPly) || score >= search.MateValue-2*search.MaxPly
}

func whiteResult(r movegen.Result) int8 {
	switch r {
	case movegen.WhiteWins:
		return 1
	case movegen.BlackWins:
		return -1
	}
	return 0
}
