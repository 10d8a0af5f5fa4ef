package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"sennight/gui"
	"sennight/movegen"
	"sennight/tools/match"
)

// cmdMatch plays a match between two players (in-process settings or engine programs over UCI or CECP) and
// prints progress and the report (W/L/D, pentanomial, Elo, SPRT, faults); --results keeps the games for
// match-merge.
func cmdMatch(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("match")
	var cl struct {
		a, b, tc, openings, pgn, sprt, adjudicate, shard, results, watch string
		games, concurrency, progress                                     int
		seed                                                             uint64
		resume                                                           bool
	}
	fs.StringVar(&cl.a, "a", "engine", "player A (engine[:key=value,...], greedy, random, cmd=PATH,proto=uci|xboard,...)")
	fs.StringVar(&cl.b, "b", "greedy", "player B")
	fs.IntVar(&cl.games, "games", 2, "number of games, played as colour-reversed pairs")
	fs.IntVar(&cl.concurrency, "concurrency", 0, "games at once (default: the number of CPUs)")
	fs.StringVar(&cl.tc, "tc", "10+0.1", "time control: [MOVES/]SECONDS[+INC], st=S, nodes=N, depth=D")
	fs.StringVar(&cl.openings, "openings", "", "opening file (one FEN a line), or none (default: the shipped suite)")
	fs.StringVar(&cl.pgn, "pgn", "", "write the games to this PGN file")
	fs.StringVar(&cl.sprt, "sprt", "", "SPRT: elo0=E0,elo1=E1[,alpha=A,beta=B,model=normalized|logistic]")
	fs.StringVar(&cl.adjudicate, "adjudicate", "", "draw=MOVES:CP,resign=MOVES:CP,maxplies=N, or none (default maxplies=the game's max_plies, 400 unless its variant file gives one)")
	fs.StringVar(&cl.shard, "shard", "", "play shard i/N of the match (1 <= i <= N)")
	fs.StringVar(&cl.results, "results", "", "write the results file (JSON) for match-merge, also at every progress line")
	fs.BoolVar(&cl.resume, "resume", false, "go on with the match in the --results file (a run cut short): keep its pairs, play the rest")
	fs.IntVar(&cl.progress, "progress", 10, "print a progress line every N pairs")
	fs.StringVar(&cl.watch, "watch", "", "serve a live view of the match at this address, e.g. 127.0.0.1:8081 (docs/gui.md)")
	fs.Uint64Var(&cl.seed, "seed", 1, "seed of the opening order and the random players")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("match takes one variant name")
	}
	v, err := movegen.VariantByName(args[0])
	if err != nil {
		return err
	}
	o := match.Options{Variant: args[0], Games: cl.games, Concurrency: cl.concurrency, Seed: cl.seed,
		Progress: stdout, ProgressEvery: max(cl.progress, 1)}
	if cl.games < 1 {
		return usageErr("--games must be at least 1")
	}
	if cl.concurrency < 0 {
		return usageErr("--concurrency must be at least 1 (or 0, the default: the number of CPUs)")
	}
	if o.A, err = match.ParseSpec(cl.a); err != nil {
		return usageErr("--a: %v", err)
	}
	if o.B, err = match.ParseSpec(cl.b); err != nil {
		return usageErr("--b: %v", err)
	}
	if o.TC, err = match.ParseTimeControl(cl.tc); err != nil {
		return usageErr("--tc: %v", err)
	}
	o.Adjudication = match.Adjudication{MaxPlies: v.PlyCap()}
	if cl.adjudicate != "" {
		if o.Adjudication, err = match.ParseAdjudication(cl.adjudicate, o.Adjudication); err != nil {
			return usageErr("--adjudicate: %v", err)
		}
	}
	if cl.sprt != "" {
		t, err := match.ParseSPRT(cl.sprt)
		if err != nil {
			return usageErr("--sprt: %v", err)
		}
		o.SPRT = &t
	}
	if cl.shard != "" {
		i, n, ok := strings.Cut(cl.shard, "/")
		si, err1 := strconv.Atoi(i)
		sn, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || sn < 1 || si < 1 || si > sn {
			return usageErr("--shard: want i/N with 1 <= i <= N")
		}
		o.Shard, o.Shards = si, sn
	}
	switch cl.openings {
	case "none":
	case "":
		if o.Openings, err = match.Suite(o.Variant); err != nil {
			return err
		}
	default:
		if o.Openings, err = match.LoadOpenings(cl.openings, o.Variant); err != nil {
			return fmt.Errorf("--openings: %w", err)
		}
	}
	if cl.resume {
		if cl.results == "" {
			return usageErr("--resume goes on with the match in the --results file; give it")
		}
		// No file yet: the run before was cut short before its first checkpoint, and there is nothing to keep.
		if r, err := match.Load(cl.results); err == nil {
			if err := o.Resume(r); err != nil {
				return fmt.Errorf("--resume %s: %w", cl.results, err)
			}
		} else if !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("--resume: %w", err)
		}
	}
	if cl.pgn != "" {
		f, err := os.Create(cl.pgn)
		if err != nil {
			return err
		}
		defer f.Close()
		o.PGN = f
	}
	if cl.results != "" {
		o.Checkpoint = func(r *match.Results) error { return r.Save(cl.results) }
	}
	if cl.watch != "" {
		stop, err := watchMatch(&o, cl.watch, stderr)
		if err != nil {
			return err
		}
		defer stop()
	}
	res, err := match.Run(context.Background(), o)
	if err != nil {
		return err
	}
	res.Report(stdout)
	if cl.results != "" {
		return res.Save(cl.results)
	}
	return nil
}

// cmdMatchMerge combines results files (shards of one match) and prints the match's report; --results writes the
// merged file.
func cmdMatchMerge(args []string, stdout, _ io.Writer) error {
	fs := newFlags("match-merge")
	var out string
	fs.StringVar(&out, "results", "", "write the merged results file")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usageErr("match-merge takes results files")
	}
	var parts []*match.Results
	for _, f := range files {
		r, err := match.Load(f)
		if err != nil {
			return err
		}
		parts = append(parts, r)
	}
	merged, err := match.Merge(parts)
	if err != nil {
		return err
	}
	merged.Report(stdout)
	if out != "" {
		return merged.Save(out)
	}
	return nil
}

// watchMatch serves the match's live view (the GUI's page, watching only) and feeds it the runner's games.
func watchMatch(o *match.Options, addr string, stderr io.Writer) (stop func(), err error) {
	w, err := gui.NewWatch(o.Variant, o.A.Name, o.B.Name, o.Games, o.SPRT)
	if err != nil {
		return nil, err
	}
	o.Watch = w.Event
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		if err := gui.RunWatch(ctx, gui.Config{Addr: addr, Log: stderr}, w); err != nil {
			fmt.Fprintln(stderr, "sennight match: --watch: "+err.Error())
		}
	}()
	return cancel, nil
}
