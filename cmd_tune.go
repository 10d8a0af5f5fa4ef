package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"sennight/bench/pgn"
	"sennight/eval"
	"sennight/eval/tune"
	"sennight/movegen"
)

// cmdTune fits a variant's evaluation weights to the results of played games (Texel tuning) and writes them as a
// weights file for a match against the current weights.
func cmdTune(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("tune")
	var pgns, groups, start, out string
	var opts tune.SampleOptions
	var rounds int
	fs.StringVar(&pgns, "pgn", "", "games to tune on: PGN files, comma-separated (the engine's own games)")
	fs.StringVar(&groups, "groups", strings.Join(tune.Groups, ","), "weight groups to tune")
	fs.StringVar(&start, "weights", "", "start from this weights file (default: the engine's weights)")
	fs.StringVar(&out, "out", "", "write the tuned weights to this file")
	fs.IntVar(&rounds, "rounds", 0, "passes over the weights (0: until none helps)")
	fs.IntVar(&opts.SkipPlies, "skip-plies", 8, "leave out the first plies of every game")
	fs.IntVar(&opts.PerGame, "per-game", 0, "at most this many positions of a game (0: all quiet ones)")
	fs.IntVar(&opts.MaxSamples, "max-positions", 500000, "at most this many positions")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 || pgns == "" {
		return usageErr("tune takes a variant and --pgn FILE[,FILE...]")
	}
	t, err := movegen.ForVariant(args[0])
	if err != nil {
		return err
	}
	w := eval.DefaultWeights()
	if start != "" {
		if w, err = eval.LoadWeights(start); err != nil {
			return err
		}
	}
	params, err := tune.Params(t, w, strings.Split(groups, ","))
	if err != nil {
		return usageErr("%v", err)
	}
	var games []pgn.Game
	for _, name := range strings.Split(pgns, ",") {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		g, err := pgn.Read(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		games = append(games, g...)
	}
	samples, err := tune.Samples(t, games, opts)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d games, %d quiet positions, %d weights\n", t.Variant.Name, len(games), len(samples),
		len(params))
	res, err := tune.Tune(t, w, params, samples, tune.Options{Rounds: rounds, Log: stderr})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "K %.4f, loss %.6f -> %.6f in %d rounds\n", res.K, res.StartLoss, res.FinalLoss, res.Rounds)
	for i, p := range params {
		mark := ""
		if res.After[i] != res.Before[i] {
			mark = fmt.Sprintf("  (%+d)", res.After[i]-res.Before[i])
		}
		fmt.Fprintf(stdout, "%-18s %6d -> %6d%s\n", p.Name, res.Before[i], res.After[i], mark)
	}
	if out == "" {
		return nil
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := eval.WriteWeights(f, w); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
