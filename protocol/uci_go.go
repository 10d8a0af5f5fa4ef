package protocol

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"

	"sennight/movegen"
	"sennight/search"
)

// goCommand is a parsed UCI `go`: the limits of a search, or the depth of a perft.
type goCommand struct {
	limits search.Limits
	perft  int // > 0: `go perft N` counts the move tree instead of searching
	// clamped tells of the values out of their range that were taken as the nearest one they allow.
	clamped []string
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

// parseGo reads the arguments of `go` for a search of g's position with the given settings. A number out of its
// range is taken as the nearest one it allows (cmd.clamped says which): a GUI waits for the bestmove of every `go`
// (docs/protocol-notes.md §4.1), so a limit of nonsense size still gives a search. A negative depth, nodes, mate or
// movetime is taken as 1, the smallest bound, and a zero one sets no bound of that kind, as zero search.Limits
// fields mean. An unknown word, a missing or malformed number or an illegal searchmoves move is an error.
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
		var clamped bool
		var got int64 // the value taken
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
			var ms int64
			ms, clamped, err = clampInt(value, -maxGoMs, maxGoMs) // a GUI may send a negative time when a flag fell
			got = ms
			*field = time.Duration(ms) * time.Millisecond
			clockGiven[c] = true
		case "movestogo":
			var n int64
			n, clamped, err = clampInt(value, 0, 100000)
			got = n
			movesToGo = int(n)
		case "depth", "mate":
			var n int64
			n, clamped, err = clampBound(value, maxGoDepth)
			got = n
			if word == "depth" {
				lim.Depth = int(n)
			} else {
				lim.Mate = int(n)
			}
		case "movetime":
			var ms int64
			ms, clamped, err = clampBound(value, maxGoMs)
			got = ms
			lim.MoveTime = time.Duration(ms) * time.Millisecond
		case "nodes":
			var n int64
			n, clamped, err = clampBound(value, math.MaxInt64)
			got = n
			lim.Nodes = uint64(n)
		case "perft":
			cmd.perft, err = intIn(value, 1, maxPerft)
		}
		if err != nil {
			return cmd, fmt.Errorf("bad %s %q", word, value)
		}
		if clamped {
			cmd.clamped = append(cmd.clamped, fmt.Sprintf("%s %s taken as %d", word, quoteInput(value), got))
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

// clampInt reads a decimal integer; one outside lo..hi (an int64 overflow included) is taken as the nearest bound,
// and clamped says so. Only a malformed number is an error.
func clampInt(s string, lo, hi int64) (n int64, clamped bool, err error) {
	n, err = strconv.ParseInt(s, 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		err = nil // n is the nearest int64, which the bounds below clamp further
		clamped = true
	}
	if err != nil {
		return 0, false, err
	}
	switch {
	case n < lo:
		return lo, true, nil
	case n > hi:
		return hi, true, nil
	}
	return n, clamped, nil
}

// clampBound reads a bound of a search (depth, mate, movetime, nodes): 0 is none, a negative one is taken as 1, the
// smallest (a GUI asking for less than none wants a move at once, not a search without end), one over hi as hi.
func clampBound(s string, hi int64) (int64, bool, error) {
	n, clamped, err := clampInt(s, -1, hi)
	if n < 0 {
		return 1, true, err
	}
	return n, clamped, err
}
