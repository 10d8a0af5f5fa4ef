package main

import (
	"fmt"
	"io"
	"os"

	"sennight/selfplay"
)

// cmdSelfplay plays a match between two player settings and prints one line per game and the score; --pgn saves
// the games.
func cmdSelfplay(variant string, cl *cmdLine, stdout io.Writer) error {
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
