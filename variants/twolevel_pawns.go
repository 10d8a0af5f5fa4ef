package variants

import (
	"fmt"
	"strings"
)

// The pawn rules of the two-level games depend on the start position (double steps) and on the Drum (promotion).
// Both are computed here from the start FEN and the board rather than listed by hand, so that a corrected setup
// changes them with it; the tests compare the results with the explicit lists of the rules files (§5).

// twoLevelForwardOf is a colour's forward step: White's up the grid file, Black's its Rotate180 mirror.
func twoLevelForwardOf(colour int) Vec {
	if colour == 1 {
		return Rotate180(twoLevelForward)
	}
	return twoLevelForward
}

// fenPlacement reads the board field of a FEN into a map from cell index to piece token. It is for variant data
// (the start position), so a malformed FEN is a programming error and panics.
func fenPlacement(b *Board, fen string) map[int]string {
	out, err := fenCells(b, fen)
	if err != nil {
		panic("variants: " + err.Error())
	}
	return out
}

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

// twoLevelPawnStarts returns each colour's pawn start cells ("P" White, "p" Black) of a start FEN, as cell sets.
func twoLevelPawnStarts(b *Board, fen string) [2]map[int]bool {
	starts := [2]map[int]bool{{}, {}}
	for cell, tok := range fenPlacement(b, fen) {
		switch tok {
		case "P":
			starts[0][cell] = true
		case "p":
			starts[1][cell] = true
		}
	}
	return starts
}

// twoLevelDoubleSteps returns, per colour, the cells from which a pawn has a double step, as Push Steps: a start cell
// of an own pawn whose cell two steps ahead is a Drum cell and, with throughStart, whose cell one step ahead is
// another own pawn's start cell (Star of David 2 Level §4.1; Megastar §4.1 drops that condition). Emptiness is the
// move generator's job.
func twoLevelDoubleSteps(b *Board, starts [2]map[int]bool, throughStart bool) [2]map[string]int {
	return doubleStepsAlong(b, starts, twoLevelForward, Rotate180, throughStart)
}

// drumDoubleSteps is the derived_steps switch of a variant file: the double steps of twoLevelDoubleSteps for the
// pawns ("P"/"p") of a start placement, with a push's forward vector and the variant's mirror.
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

// lastDrumCells returns, per colour, the promotion cells: the Drum cells with no forward cell inside the Drum,
// where a pawn has no further move (§4.3 of both rules files), in cell order.
func lastDrumCells(b *Board) [2][]string { return lastDrumCellsAlong(b, twoLevelForward, Rotate180) }

// lastDrumCellsAlong is the promotion_rule "last-drum" of a variant file: lastDrumCells for a forward vector and a
// mirror.
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
