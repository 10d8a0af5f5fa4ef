package main

import (
	"io"
	"os"
	"strings"

	"sennight/movegen"
	"sennight/movegen/render"
)

// listFlag collects a flag's values over any number of uses of the flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, " ") }

func (l *listFlag) Set(s string) error {
	*l = append(*l, s)
	return nil
}

// cmdRender draws a position in its board's real geometry as SVG or PNG (by the file name's extension).
func cmdRender(args []string, _, _ io.Writer) error {
	fs := newFlags("render")
	var rq render.Request
	var moves, marks listFlag
	fs.StringVar(&rq.FEN, "fen", "", "position in FEN (default: the variant's start position)")
	fs.Var(&moves, "moves", "moves played from the position, in the engine's notation, separated by commas or blanks; "+
		"the last is highlighted")
	fs.Var(&marks, "marks", "cells to mark, e.g. e4,f5")
	fs.StringVar(&rq.Targets, "targets", "", "mark the legal targets of the piece on this cell")
	fs.BoolVar(&rq.Names, "names", false, "write the cell names in the empty cells")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 2 {
		return usageErr("render takes a variant and a file name (.svg or .png)")
	}
	rq.Variant = args[0]
	rq.Moves = render.SplitMoves(strings.Join(moves, " "))
	rq.Marks = strings.FieldsFunc(strings.Join(marks, " "), func(r rune) bool { return r == ',' || r == ' ' })
	format, err := render.Format(args[1])
	if err != nil {
		return usageErr("%v", err)
	}
	t, err := movegen.ForVariant(rq.Variant)
	if err != nil {
		return usageErr("%v", err)
	}
	p, opts, err := rq.Position(t)
	if err != nil {
		return usageErr("%v", err)
	}
	// Draw first, then create the file: a mistake leaves no empty or half-written file behind.
	scene := render.Board(p, opts)
	f, err := os.Create(args[1])
	if err != nil {
		return err
	}
	if err := render.Write(f, scene, format); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
