package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"sennight/movegen"
	"sennight/search/mate"
)

// cmdMate proves or refutes a forced mate with the exact solver (search/mate) and prints every key move of the
// shortest one.
func cmdMate(args []string, stdout, _ io.Writer) error {
	fs := newFlags("mate")
	fen := fs.String("fen", "", "position in FEN (default: the variant's start position)")
	moves := fs.Int("moves", 3, "longest mate to look for, in moves (1-16)")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("mate takes one variant name")
	}
	if *moves < 1 || *moves > 16 {
		return usageErr("mate: --moves must be 1 to 16")
	}
	p, err := movegen.NewVariantPosition(args[0], *fen)
	if err != nil {
		return err
	}
	start := time.Now()
	r := mate.Solve(p, *moves)
	elapsed := time.Since(start)
	if r.Moves == 0 {
		fmt.Fprintf(stdout, "no forced mate in %d\n", *moves)
	} else {
		keys := make([]string, len(r.Keys))
		for i, m := range r.Keys {
			keys[i] = p.MoveText(m)
		}
		fmt.Fprintf(stdout, "mate in %d: %s\n", r.Moves, strings.Join(keys, " "))
	}
	fmt.Fprintf(stdout, "nodes %d time %.3f s\n", r.Nodes, elapsed.Seconds())
	return nil
}
