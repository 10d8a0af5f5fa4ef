package render

import (
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"

	"sennight/movegen"
)

// Request is a picture asked for on the command line: a position (FEN, default the start), moves played from it,
// and marks, all as text.
type Request struct {
	Variant string
	FEN     string
	Moves   []string // moves in the engine's notation, played in order; the last is highlighted
	Marks   []string // cell names to mark
	Targets string   // a cell whose piece's legal targets are marked; the piece must be the side to move's
	Names   bool     // write the cell names in the empty cells
}

// Position returns the request's position after its moves, and the options that draw its marks. A move that is
// not legal is an error naming it and its place in the list.
func (rq Request) Position(t *movegen.Tables) (*movegen.Position, Options, error) {
	var opts Options
	p := movegen.StartPosition(t)
	if rq.FEN != "" {
		var err error
		if p, err = movegen.NewPosition(t, rq.FEN); err != nil {
			return nil, opts, err
		}
	}
	for i, text := range rq.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, opts, fmt.Errorf("move %d (%s): %w", i+1, text, err)
		}
		opts.Last = opts.Last[:0]
		if m.Kind() != movegen.KindDrop {
			opts.Last = append(opts.Last, m.From())
		}
		if m.Kind() == movegen.KindKill {
			opts.Last = append(opts.Last, m.Kill()) // the hit-and-run's victim
		}
		opts.Last = append(opts.Last, m.To())
		p.MakeMove(m)
	}
	cell := func(name string) (movegen.Cell, error) {
		if c, ok := t.Variant.Board.Lookup(name); ok {
			return movegen.Cell(c), nil
		}
		return 0, fmt.Errorf("%s has no cell %q", t.Variant.Name, name)
	}
	for _, name := range rq.Marks {
		c, err := cell(name)
		if err != nil {
			return nil, opts, err
		}
		opts.Targets = append(opts.Targets, c)
	}
	if rq.Targets != "" {
		from, err := cell(rq.Targets)
		if err != nil {
			return nil, opts, err
		}
		if pc := p.At(from); pc == movegen.Empty {
			return nil, opts, fmt.Errorf("--targets %s: no piece there", rq.Targets)
		} else if pc.Color() != p.Side() {
			return nil, opts, fmt.Errorf("--targets %s: the piece there is %s's, and %s is to move", rq.Targets,
				pc.Color(), p.Side())
		}
		opts.From = append(opts.From, from)
		ml := movegen.NewMoveList(256)
		p.LegalMoves(ml)
		for _, m := range ml.Moves {
			if m.Kind() != movegen.KindDrop && m.From() == from {
				opts.Targets = append(opts.Targets, m.To())
			}
		}
	}
	opts.Names = rq.Names
	return p, opts, nil
}

// lastCell matches the cell a move text ends on (a promotion's letter would follow it).
var lastCell = regexp.MustCompile(`[a-z][1-9][0-9]?$`)

// SplitMoves splits a list of moves written with blanks or commas between them. A comma also joins the legs of a
// hit-and-run move (e4f5,f5g6), whose second leg starts where the first ended; two moves in a row never do that,
// since after a move the cell it ended on holds the mover's piece, which the opponent cannot move.
func SplitMoves(text string) []string {
	var out []string
	for _, field := range strings.Fields(text) {
		for _, part := range strings.Split(field, ",") {
			if part == "" {
				continue
			}
			if n := len(out); n > 0 {
				prev := out[n-1]
				if end := lastCell.FindString(prev); end != "" && strings.HasPrefix(part, end) &&
					strings.Contains(field, prev+","+part) {
					out[n-1] = prev + "," + part
					continue
				}
			}
			out = append(out, part)
		}
	}
	return out
}

// Format returns the picture format a file name asks for: "svg" or "png".
func Format(file string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(file)); ext {
	case ".svg", ".png":
		return ext[1:], nil
	default:
		return "", fmt.Errorf("cannot tell the picture format of %q: name it .svg or .png", file)
	}
}

// Write writes the scene in a format ("svg" or "png").
func Write(w io.Writer, s *Scene, format string) error {
	if format == "png" {
		return WritePNG(w, s)
	}
	return WriteSVG(w, s)
}
