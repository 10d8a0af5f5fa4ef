package mates

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"sennight/movegen"
	"sennight/search/mate"
	"sennight/tools/match"
)

// GenerateOptions bound a suite generation.
type GenerateOptions struct {
	Variant string
	// Games is the number of pairs of engine games from the start position to scan, and Random the number of
	// pairs of engine games to scan from sparse positions reached by random capture-heavy games (the endgames).
	Games, Random int
	// FromGame and FromRandom bound the entries kept from one game, so that the suite spreads over many games.
	FromGame, FromRandom int
	// Strong and Weak are the players of the engine games (in-process match.ParseSpec settings).
	Strong, Weak string
	// SolverNodes abandons the proof of a position after this many solver nodes (the position is skipped).
	SolverNodes uint64
	Seed        uint64
	// Progress, when set, is told about each entry found.
	Progress func(Entry)
}

// Generate scans positions of engine games and of random games with the exact solver and returns every position,
// each once, whose shortest forced mate takes 2 or 3 moves. A game that ends in checkmate is scanned over its last
// 12 positions, others at a few random plies.
func Generate(opts GenerateOptions) ([]Entry, error) {
	t, err := movegen.ForVariant(opts.Variant)
	if err != nil {
		return nil, err
	}
	g := &generator{opts: opts, t: t, solver: mate.NewSolver(), seen: map[string]bool{}}
	g.solver.Limit = opts.SolverNodes
	rng := rand.New(rand.NewPCG(opts.Seed, 0x3a7e))
	if g.strong, err = match.ParseSpec(opts.Strong); err != nil {
		return nil, err
	}
	if g.weak, err = match.ParseSpec(opts.Weak); err != nil {
		return nil, err
	}
	if g.suite, err = match.Suite(opts.Variant); err != nil {
		return nil, err
	}
	for i := range opts.Games {
		if err := g.playFrom("", fmt.Sprintf("game %d", i+1), opts.FromGame, rng); err != nil {
			return nil, err
		}
	}
	for i := range opts.Random {
		fen, ok := sparsePosition(rng, t)
		if !ok {
			continue
		}
		if err := g.playFrom(fen, fmt.Sprintf("endgame %d", i+1), opts.FromRandom, rng); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// playFrom plays a pair of games (each player with each colour) between the strong and the weak player from a
// position (empty: a position of the variant's opening suite, chosen by rng) and scans them.
func (g *generator) playFrom(fen, source string, limit int, rng *rand.Rand) error {
	if fen == "" && len(g.suite) > 0 {
		fen = g.suite[rng.IntN(len(g.suite))]
	}
	var openings []string
	if fen != "" {
		openings = []string{fen}
	}
	res, err := match.Run(context.Background(), match.Options{Variant: g.opts.Variant, A: g.strong, B: g.weak,
		Games: 2, Concurrency: 1, Openings: openings, Adjudication: match.Adjudication{MaxPlies: 300},
		Seed: rng.Uint64()})
	if err != nil {
		return err
	}
	for _, pair := range res.Pairs {
		for i, game := range pair.Games {
			fens, err := replay(g.t, game)
			if err != nil {
				return err
			}
			src := fmt.Sprintf("%s.%d (%s vs %s)", source, i+1, res.NameA, res.NameB)
			g.scanGame(fens, game.Reason == "checkmate", src, limit, rng)
		}
	}
	return nil
}

// replay returns the FEN of a game's position after each ply, the start first.
func replay(t *movegen.Tables, game match.GameRecord) ([]string, error) {
	p, err := movegen.NewPosition(t, game.Start)
	if err != nil {
		return nil, err
	}
	fens := []string{p.FEN()}
	for _, text := range game.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, err
		}
		p.MakeMove(m)
		fens = append(fens, p.FEN())
	}
	return fens, nil
}

type generator struct {
	opts         GenerateOptions
	strong, weak match.Spec
	suite        []string
	t            *movegen.Tables
	solver       *mate.Solver
	seen         map[string]bool
	out          []Entry
}

// scanGame looks for mates in 2 and 3 in a game's positions (fens[i] after i plies) and keeps at most limit.
func (g *generator) scanGame(fens []string, mated bool, source string, limit int, rng *rand.Rand) {
	var plies []int
	if mated {
		for i := len(fens) - 2; i >= max(0, len(fens)-13); i-- {
			plies = append(plies, i)
		}
	} else {
		for range 4 {
			plies = append(plies, rng.IntN(len(fens)))
		}
	}
	kept := 0
	for _, ply := range plies {
		if kept >= limit {
			return
		}
		fen := fens[ply]
		key := strings.Join(strings.Fields(fen)[:2], " ")
		if g.seen[key] {
			continue
		}
		g.seen[key] = true
		p, err := movegen.NewPosition(g.t, fen)
		if err != nil || p.Outcome().Result != movegen.Ongoing {
			continue
		}
		pr := Prove(g.solver, p, 3)
		if pr.Aborted || pr.Moves < 2 {
			continue
		}
		e := Entry{Variant: g.opts.Variant, FEN: fen, Moves: pr.Moves, Keys: pr.Keys,
			Source: fmt.Sprintf("%s ply %d", source, ply)}
		g.out = append(g.out, e)
		kept++
		if g.opts.Progress != nil {
			g.opts.Progress(e)
		}
	}
}

// sparsePosition plays a random capture-heavy game and returns its first position with at most a third of the
// start position's pieces left, if the game gets there before it ends.
func sparsePosition(rng *rand.Rand, t *movegen.Tables) (string, bool) {
	fens, _ := movegen.RandomCaptureGame(rng, t, 600)
	start := movegen.StartPosition(t)
	full := start.PieceCount(movegen.White) + start.PieceCount(movegen.Black)
	for _, fen := range fens[:len(fens)-1] {
		p, err := movegen.NewPosition(t, fen)
		if err != nil {
			return "", false
		}
		if n := p.PieceCount(movegen.White) + p.PieceCount(movegen.Black); 3*n <= full && n >= 4 {
			return fen, true
		}
	}
	return "", false
}
