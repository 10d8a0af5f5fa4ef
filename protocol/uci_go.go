package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"sennight/movegen"
	"sennight/search"
)

// goCommand is a parsed UCI `go`: the limits of a search, or the depth of a perft.
type goCommand struct {
	limits search.Limits
	perft  int // > 0: `go perft N` counts the move tree instead of searching
}

// goKeywords are the words of `go` (searchmoves reads moves up to the next of them).
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true, "movetime": true, "infinite": true,
	"perft": true,
}

// Bounds of `go` values: nonsense (a depth of a billion, a clock of centuries) is an error, not an overflow.
const (
	maxGoDepth = 1000
	maxPerft   = 20
	maxGoMs    = maxSeconds * 1000
)

// parseGo reads the arguments of `go` for a search of g's position with the given settings. Values are checked:
// an unknown word, a missing or malformed number or an illegal searchmoves move is an error, and no search starts.
// A zero depth, nodes, mate or movetime sets no bound of that kind, as zero search.Limits fields mean.
func parseGo(args []string, g *game, s settings) (goCommand, error) {
	var cmd goCommand
	lim := &cmd.limits
	var left, inc [2]time.Duration
	var clockGiven [2]bool
	movesToGo := 0
	for i := 0; i < len(args); i++ {
		word := args[i]
		switch word {
		case "infinite":
			lim.Infinite = true
			continue
		case "ponder":
			lim.Ponder = true
			continue
		case "searchmoves":
			moves, err := parseSearchMoves(args[i+1:], g)
			if err != nil {
				return cmd, err
			}
			lim.SearchMoves = moves
			i += len(moves)
			continue
		case "perft":
			if len(args) != 2 || i != 0 {
				return cmd, errors.New("want go perft DEPTH")
			}
		}
		if !goKeywords[word] {
			return cmd, fmt.Errorf("unknown word %q", word)
		}
		if i+1 >= len(args) {
			return cmd, fmt.Errorf("%s wants a number", word)
		}
		i++
		value := args[i]
		var err error
		switch word {
		case "wtime", "btime", "winc", "binc":
			c := movegen.White
			if word[0] == 'b' {
				c = movegen.Black
			}
			field := &inc[c]
			if word[1:] == "time" {
				field = &left[c]
			}
			*field, err = msIn(value, -maxGoMs, maxGoMs) // a GUI may send a negative time when a flag fell
			clockGiven[c] = true
		case "movestogo":
			movesToGo, err = intIn(value, 0, 100000)
		case "depth":
			lim.Depth, err = intIn(value, 0, maxGoDepth)
		case "mate":
			lim.Mate, err = intIn(value, 0, maxGoDepth)
		case "movetime":
			lim.MoveTime, err = msIn(value, 0, maxGoMs)
		case "nodes":
			lim.Nodes, err = strconv.ParseUint(value, 10, 64)
		case "perft":
			cmd.perft, err = intIn(value, 1, maxPerft)
		}
		if err != nil {
			return cmd, fmt.Errorf("bad %s %q", word, value)
		}
	}
	// The clock applies when the GUI reports the side to move's; the other side's alone says nothing about this
	// move.
	if us := g.pos.Side(); clockGiven[us] {
		setClock(lim, us, left, inc, movesToGo)
	}
	lim.MoveOverhead = s.moveOverhead
	lim.MultiPV = s.multiPV
	return cmd, nil
}

// parseSearchMoves reads the moves after searchmoves, up to the next keyword of `go`.
func parseSearchMoves(args []string, g *game) ([]movegen.Move, error) {
	var moves []movegen.Move
	for _, text := range args {
		if goKeywords[text] {
			break
		}
		m, err := g.parseMove(text)
		if err != nil {
			return nil, fmt.Errorf("searchmoves: illegal move %s (%w)", text, err)
		}
		moves = append(moves, m)
	}
	if len(moves) == 0 {
		return nil, errors.New("searchmoves wants at least one move")
	}
	return moves, nil
}

// intIn reads a decimal integer from lo to hi.
func intIn(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("want an integer from %d to %d", lo, hi)
	}
	return n, nil
}

// msIn reads a decimal number of milliseconds from lo to hi.
func msIn(s string, lo, hi int64) (time.Duration, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("want milliseconds from %d to %d", lo, hi)
	}
	return time.Duration(n) * time.Millisecond, nil
}
