package main

import (
	"fmt"
	"io"
	"os"

	"sennight/selfplay"
)

// cmdSelfplay plays a match between two player settings and prints one line per game and the score; --pgn saves
// the games.
func cmdSelfplay(args []string, stdout, _ io.Writer) error {
	fs := newFlags("selfplay")
	var cl struct {
		fen, playerA, playerB, pgn string
		games, openings, maxPlies  int
		seed                       uint64
	}
	fs.StringVar(&cl.fen, "fen", "", "start position of every game (default: the variant's start position)")
	fs.StringVar(&cl.playerA, "a", "engine:movetime=100ms", "first player (engine[:key=value,...], greedy, random)")
	fs.StringVar(&cl.playerB, "b", "greedy", "second player")
	fs.IntVar(&cl.games, "games", 2, "number of games (colours alternate)")
	fs.StringVar(&cl.pgn, "pgn", "", "write the games to this PGN file")
	fs.IntVar(&cl.openings, "openings", 2, "random plies at the start of each pair of games")
	fs.IntVar(&cl.maxPlies, "max-plies", 400, "adjudicate a draw after this many plies")
	fs.Uint64Var(&cl.seed, "seed", 1, "seed of the random openings and random players")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("selfplay takes one variant name")
	}
	variant := args[0]
	if cl.games < 1 {
		return usageErr("--games must be at least 1")
	}
	a, err := selfplay.ParsePlayer(cl.playerA, cl.seed*2+1)
	if err != nil {
		return usageErr("%v", err)
	}
	b, err := selfplay.ParsePlayer(cl.playerB, cl.seed*2+2)
	if err != nil {
		return usageErr("%v", err)
	}
	var pgn io.Writer
	if cl.pgn != "" {
		f, err := os.Create(cl.pgn)
		if err != nil {
			return err
		}
		defer f.Close()
		pgn = f
	}
	var werr error
	score, err := selfplay.Match(a, b, selfplay.Options{Variant: variant, FEN: cl.fen, Games: cl.games,
		OpeningPlies: cl.openings, MaxPlies: cl.maxPlies, Seed: cl.seed}, func(g selfplay.Game) {
		fmt.Fprintf(stdout, "game %d: %s - %s %s (%s, %d plies)\n", g.Round, g.White, g.Black, g.Result,
			g.Termination, len(g.Moves))
		if pgn != nil && werr == nil {
			werr = selfplay.WritePGN(pgn, g)
		}
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s vs %s: %s\n", a.Name(), b.Name(), score)
	return werr
}
