package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"sennight/eval"
	"sennight/eval/tune"
	"sennight/movegen"
	"sennight/tools/pgn"
	"sennight/variants/inputfile"
)

// cmdTune fits a variant's evaluation weights to the results of played games (Texel tuning) and writes them as a
// weights file for a match against the current weights.
func cmdTune(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("tune")
	var pgns, groups, start, out, validate string
	var opts tune.SampleOptions
	var rounds int
	fs.StringVar(&pgns, "pgn", "", "games to tune on: PGN files, comma-separated (the engine's own games)")
	fs.StringVar(&groups, "groups", strings.Join(tune.Groups, ","), "weight groups to tune")
	fs.StringVar(&start, "weights", "", "start from this weights file (default: the engine's weights)")
	fs.StringVar(&out, "out", "", "write the tuned weights to this file")
	fs.StringVar(&validate, "validate", "", "games held out from the tuning: PGN files, comma-separated; their loss is reported before and after")
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
	games, err := readPGNs(pgns)
	if err != nil {
		return err
	}
	samples, err := tune.Samples(t, games, opts)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d games, %d quiet positions, %d weights\n", t.Variant.Name, len(games), len(samples),
		len(params))
	var held []tune.Sample
	var before eval.Weights
	if validate != "" {
		vgames, err := readPGNs(validate)
		if err != nil {
			return err
		}
		if held, err = tune.Samples(t, vgames, opts); err != nil {
			return err
		}
		before = cloneWeights(w)
		fmt.Fprintf(stdout, "validation: %d games, %d quiet positions\n", len(vgames), len(held))
	}
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
	if held != nil {
		// At the tuning's K: a fit that only learnt its own games' noise raises the held-out loss.
		lb, la := tune.Loss(t, &before, held, res.K), tune.Loss(t, w, held, res.K)
		verdict := "the fit carries over"
		if la >= lb {
			verdict = "the fit does not carry over: overfitted"
		}
		fmt.Fprintf(stdout, "validation loss %.6f -> %.6f (%+.2f%%): %s\n", lb, la, 100*(la-lb)/lb, verdict)
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

// readPGNs reads the games of comma-separated PGN files.
func readPGNs(names string) ([]pgn.Game, error) {
	var games []pgn.Game
	for _, name := range strings.Split(names, ",") {
		f, err := inputfile.Open(name, inputfile.PGNFile)
		if err != nil {
			return nil, err
		}
		g, err := pgn.Read(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		games = append(games, g...)
	}
	return games, nil
}

// cloneWeights copies weights with a map of their own, which tuning the original does not change.
func cloneWeights(w *eval.Weights) eval.Weights {
	c := *w
	if w.ValueOverrides != nil {
		c.ValueOverrides = make(map[string]int, len(w.ValueOverrides))
		for k, v := range w.ValueOverrides {
			c.ValueOverrides[k] = v
		}
	}
	return c
}
