package main

import (
	"fmt"
	"io"
	"os"

	"sennight/tools/match"
)

// cmdOpenings makes an opening suite for match: random plies from the start, kept when a search scores them
// within the window.
func cmdOpenings(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("openings")
	var o match.GenOptions
	var out string
	fs.IntVar(&o.Count, "count", 250, "openings to keep")
	fs.IntVar(&o.Plies, "plies", 8, "random plies from the start (or one more)")
	fs.Uint64Var(&o.Nodes, "nodes", 20000, "nodes of the scoring search (0: no node bound, with --depth)")
	positiveIntVar(fs, &o.Depth, "depth", 0, "depth of the scoring search (instead of or besides --nodes)")
	fs.IntVar(&o.Window, "window", 50, "largest score kept, centipawns")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the random plies")
	fs.StringVar(&out, "out", "", "write the suite to this file (default: standard output)")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("openings takes one variant name")
	}
	if o.Count < 1 || o.Plies < 0 || o.Window < 0 || (o.Nodes == 0 && o.Depth == 0) {
		return usageErr("openings: want --count >= 1, --plies >= 0, --window >= 0 and --nodes or --depth")
	}
	o.Variant, o.Progress = args[0], stderr
	ops, err := match.Generate(o)
	if err != nil {
		return err
	}
	w := stdout
	if out != "" {
		f, err := os.Create(out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	how := fmt.Sprintf("sennight openings %s --count %d --plies %d --nodes %d --depth %d --window %d --seed %d",
		o.Variant, o.Count, o.Plies, o.Nodes, o.Depth, o.Window, o.Seed)
	return match.WriteSuite(w, how, ops)
}
