package variants

import (
	"fmt"
	"strings"
)

// Rule switches computed from the start position and the board rather than listed by hand: the pawn double steps
// and promotion cells of the two-level games depend on the start position and on the Drum, so that a corrected
// setup changes them with it (derived_steps and promotion_rule in a variant file); the tests compare the results
// with the explicit lists of the rules files (§5).

// fenCells reads the board field of a FEN into a map from cell index to piece token, or says what is wrong with it.
func fenCells(b *Board, fen string) (map[int]string, error) {
	var bad error
	fail := func(why string) {
		if bad == nil {
			bad = fmt.Errorf("start FEN %q: %s", fen, why)
		}
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fmt.Errorf("start FEN is empty")
	}
	board, _, _ := strings.Cut(fields[0], "[") // the hands, if any, follow in brackets
	ranks := strings.Split(board, "/")
	if len(ranks) != b.Ranks {
		return nil, fmt.Errorf("start FEN %q: %d ranks, the board has %d", fen, len(ranks), b.Ranks)
	}
	out := map[int]string{}
	for i, row := range ranks {
		rank, file := b.Ranks-i, 0
		for j := 0; j < len(row); {
			switch ch := row[j]; {
			case ch >= '0' && ch <= '9':
				n := 0
				for j < len(row) && row[j] >= '0' && row[j] <= '9' {
					n = n*10 + int(row[j]-'0')
					j++
				}
				file += n
				if n == 0 || file > b.Files {
					fail(fmt.Sprintf("rank %d: bad empty-square count", rank))
					return nil, bad
				}
			case ch == '*':
				file++
				j++
			default:
				tok := row[j : j+1]
				if j+1 < len(row) && row[j+1] == '\'' {
					tok = row[j : j+2]
				}
				j += len(tok)
				cell, ok := b.Grid(file, rank)
				if !ok {
					fail(fmt.Sprintf("piece %s on a hole or off the board (rank %d)", tok, rank))
					return nil, bad
				}
				out[cell] = tok
				file++
			}
		}
		if file != b.Files {
			fail(fmt.Sprintf("rank %d has %d squares, the board has %d files", rank, file, b.Files))
			return nil, bad
		}
	}
	return out, nil
}

// drumDoubleSteps is the derived_steps switch of a variant file: per colour, the cells from which a pawn has a
// double step, as Push Steps: a start cell of an own pawn ("P"/"p" in the start placement) whose cell two steps
// ahead is a Drum cell and, with throughStart, whose cell one step ahead is another own pawn's start cell (Star of
// David 2 Level §4.1; Megastar §4.1 drops that condition). Emptiness is the move generator's job.
func drumDoubleSteps(b *Board, placement map[int]string, forward Vec, mirror func(Vec) Vec, throughStart bool) [2]map[string]int {
	starts := [2]map[int]bool{{}, {}}
	for cell, tok := range placement {
		switch tok {
		case "P":
			starts[0][cell] = true
		case "p":
			starts[1][cell] = true
		}
	}
	return doubleStepsAlong(b, starts, forward, mirror, throughStart)
}

func doubleStepsAlong(b *Board, starts [2]map[int]bool, forward Vec, mirror func(Vec) Vec, throughStart bool) [2]map[string]int {
	steps := [2]map[string]int{{}, {}}
	for colour := range 2 {
		f := forward
		if colour == 1 {
			f = mirror(forward)
		}
		for c := range starts[colour] {
			mid, ok := b.Step(c, f)
			if !ok || (throughStart && !starts[colour][mid]) {
				continue
			}
			if dest, ok := b.Step(mid, f); ok && b.IsDrum(dest) {
				steps[colour][b.Cells[c].Name] = 2
			}
		}
	}
	return steps
}

// lastDrumCellsAlong is the promotion_rule "last-drum" of a variant file: per colour, the Drum cells with no
// forward cell inside the Drum, where a pawn has no further move (§4.3 of both two-level rules files), in cell
// order.
func lastDrumCellsAlong(b *Board, forward Vec, mirror func(Vec) Vec) [2][]string {
	var out [2][]string
	for colour := range 2 {
		f := forward
		if colour == 1 {
			f = mirror(forward)
		}
		for i, c := range b.Cells {
			if !b.IsDrum(i) {
				continue
			}
			if next, ok := b.Step(i, f); !ok || !b.IsDrum(next) {
				out[colour] = append(out[colour], c.Name)
			}
		}
	}
	return out
}

// startCells returns, per colour, the names of the cells a piece of token stands on in the start position, in cell
// order (never nil, so an atom limited to start cells has none where the side has no such piece).
func startCells(b *Board, placement map[int]string, token string) [2][]string {
	out := [2][]string{{}, {}}
	for cell := range b.Cells {
		switch placement[cell] {
		case token:
			out[0] = append(out[0], b.Cells[cell].Name)
		case strings.ToLower(token):
			out[1] = append(out[1], b.Cells[cell].Name)
		}
	}
	return out
}
