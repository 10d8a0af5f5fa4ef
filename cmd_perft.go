package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"sennight/bench"
	"sennight/movegen"
)

// cmdPerft counts the leaves of the legal move tree of one variant, or of every variant's start position.
func cmdPerft(args []string, stdout, _ io.Writer) error {
	fs := newFlags("perft")
	fen := fs.String("fen", "", "position in FEN (default: the variant's start position)")
	divide := fs.Bool("divide", false, "print the count below each root move")
	noBulk := fs.Bool("no-bulk", false, "make and unmake every leaf move instead of counting the last ply")
	moves := fs.String("moves", "", "moves played from the position first, space-separated (e.g. \"e2e4 e7e5\")")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 2 {
		return usageErr("perft takes a variant and a depth")
	}
	depth, err := strconv.Atoi(args[1])
	if err != nil || depth < 1 || depth > 20 {
		return usageErr("bad depth %q (want 1..20)", args[1])
	}
	names := []string{args[0]}
	if args[0] == "all" {
		if *fen != "" {
			return usageErr("--fen needs one variant, not all")
		}
		names = movegen.GameNames()
	}
	for _, name := range names {
		p, err := movegen.NewVariantPosition(name, *fen)
		if err != nil {
			return err
		}
		if err := playMoves(p, *moves); err != nil {
			return err
		}
		bench.RunPerft(stdout, name, p, depth, *divide, !*noBulk)
	}
	return nil
}

// playMoves plays space-separated moves in engine notation (--moves of perft and show).
func playMoves(p *movegen.Position, moves string) error {
	for _, text := range strings.Fields(moves) {
		m, err := p.ParseMove(text)
		if err != nil {
			return fmt.Errorf("--moves: %v", err)
		}
		p.MakeMove(m)
	}
	return nil
}

// cmdShow draws a position as text.
func cmdShow(args []string, stdout, _ io.Writer) error {
	fs := newFlags("show")
	fen := fs.String("fen", "", "position in FEN (default: the variant's start position)")
	moves := fs.String("moves", "", "moves played from the position first, space-separated")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("show takes one variant name")
	}
	p, err := movegen.NewVariantPosition(args[0], *fen)
	if err != nil {
		return err
	}
	if err := playMoves(p, *moves); err != nil {
		return err
	}
	fmt.Fprint(stdout, p.Picture())
	return nil
}

// cmdTables prints the table build time and size of every variant.
func cmdTables(args []string, stdout, _ io.Writer) error {
	args, err := parseFlags(newFlags("tables"), args)
	if err != nil {
		return err
	}
	if len(args) != 0 {
		return usageErr("tables takes no arguments")
	}
	return bench.WriteTableStats(stdout)
}
