// Package suite runs test suites of positions in EPD (Extended Position Description) with the answers in SAN: the
// public chess suites such as Win At Chess (a best move `bm` per position) and the Strategic Test Suite (points for
// several moves, in `c0` or `c7`/`c8`), searched by the engine in process or by an engine program over UCI, the
// same players `sennight match` drives (tools/match).
package suite

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Entry is one EPD line: a position and what the suite asks of it.
type Entry struct {
	FEN   string   // the four EPD fields (plus hmvc and fmvn when the line has them)
	ID    string   // the id operation ("WAC.001"); the line number when there is none
	Best  []string // bm: the moves that solve it, in SAN
	Avoid []string // am: moves that fail it, in SAN
	// Points are the points of moves (SAN) from c0 ("f5=10, Be5+=2") or from c7 (moves) with c8 (points), as STS
	// gives them; nil when the line has none.
	Points map[string]int
	Line   int // the line of the file
}

// Group is the entry's id without its trailing number: "WAC" for "WAC.001", the theme of an STS position
// ("STS(v1.0) Undermine").
func (e Entry) Group() string {
	if i := strings.LastIndexByte(e.ID, '.'); i > 0 {
		if _, err := strconv.Atoi(e.ID[i+1:]); err == nil {
			return e.ID[:i]
		}
	}
	return e.ID
}

// groupKey is what entries of one group share: the group's first word when it has several (an STS theme's
// "STS(v3.0)", since the suite spells one theme's name two ways), else the whole group.
func (e Entry) groupKey() string {
	g := e.Group()
	if first, _, ok := strings.Cut(g, " "); ok {
		return first
	}
	return g
}

// MaxPoints is the most points a move of the entry earns (0 without points).
func (e Entry) MaxPoints() int {
	best := 0
	for _, p := range e.Points {
		best = max(best, p)
	}
	return best
}

// Read reads an EPD file: one position a line; blank lines and lines starting with # are skipped. A line without
// bm, am or points is an error, since a suite position must say what solves it.
func Read(r io.Reader) ([]Entry, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	var out []Entry
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		e.Line = n
		if e.ID == "" {
			e.ID = strconv.Itoa(n)
		}
		out = append(out, e)
	}
	return out, sc.Err()
}

// parseLine reads the four position fields and the operations of one EPD line.
func parseLine(line string) (Entry, error) {
	var e Entry
	fields := strings.Fields(line)
	if len(fields) < 4 {
		return e, fmt.Errorf("want 4 position fields, got %d", len(fields))
	}
	rest := line
	for range 4 { // cut the four fields off the line, keeping the operations' own spacing and quotes
		rest = strings.TrimLeft(rest, " \t")
		rest = rest[strings.IndexAny(rest+" ", " \t"):]
	}
	ops, err := operations(rest)
	if err != nil {
		return e, err
	}
	e.FEN = strings.Join(fields[:4], " ")
	if h, f := ops["hmvc"], ops["fmvn"]; len(h) == 1 && len(f) == 1 {
		e.FEN += " " + h[0] + " " + f[0]
	}
	e.Best, e.Avoid = ops["bm"], ops["am"]
	if id := ops["id"]; len(id) > 0 {
		e.ID = strings.Join(id, " ")
	}
	if e.Points, err = points(ops); err != nil {
		return e, err
	}
	if len(e.Best) == 0 && len(e.Avoid) == 0 && e.Points == nil {
		return e, fmt.Errorf("no bm, am or points")
	}
	return e, nil
}

// operations splits EPD operations ("bm Qg6; id \"WAC.001\";") into opcode and operands; a quoted operand is one
// operand however many words or semicolons it holds.
func operations(s string) (map[string][]string, error) {
	ops := map[string][]string{}
	var words []string
	var word strings.Builder
	inWord, quoted := false, false
	flush := func() {
		if inWord {
			words = append(words, word.String())
			word.Reset()
			inWord = false
		}
	}
	end := func() error {
		flush()
		if len(words) > 0 {
			if _, dup := ops[words[0]]; dup {
				return fmt.Errorf("operation %s twice", words[0])
			}
			ops[words[0]] = words[1:]
		}
		words = nil
		return nil
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted && c == '"':
			quoted = false
		case quoted:
			word.WriteByte(c)
		case c == '"':
			quoted, inWord = true, true
		case c == ';':
			if err := end(); err != nil {
				return nil, err
			}
		case c == ' ' || c == '\t':
			flush()
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("unclosed quote")
	}
	return ops, end()
}

// points reads the points of moves: c7 and c8 (STS: the moves, then their points, in the same order) or else c0
// ("f5=10, Be5+=2, Bf2=3").
func points(ops map[string][]string) (map[string]int, error) {
	if moves, pts := ops["c7"], ops["c8"]; len(moves) == 1 && len(pts) == 1 {
		m, p := strings.Fields(moves[0]), strings.Fields(pts[0])
		if len(m) != len(p) {
			return nil, fmt.Errorf("c7 has %d moves but c8 %d points", len(m), len(p))
		}
		out := map[string]int{}
		for i := range m {
			n, err := strconv.Atoi(p[i])
			if err != nil {
				return nil, fmt.Errorf("c8: %q is not a number", p[i])
			}
			out[m[i]] = n
		}
		return out, nil
	}
	c0 := ops["c0"]
	if len(c0) != 1 {
		return nil, nil
	}
	out := map[string]int{}
	for _, item := range strings.Split(c0[0], ",") {
		// The last "=" splits, since a promotion's SAN has one of its own ("e8=Q=10").
		item = strings.TrimSpace(item)
		i := strings.LastIndexByte(item, '=')
		n, err := strconv.Atoi(item[i+1:])
		if i <= 0 || err != nil {
			return nil, nil // not a list of MOVE=POINTS: a free comment
		}
		out[item[:i]] = n
	}
	return out, nil
}

// Select keeps the first n entries of each group (an STS theme), in their order; n <= 0 keeps them all.
func Select(entries []Entry, n int) []Entry {
	if n <= 0 {
		return entries
	}
	seen := map[string]int{}
	var out []Entry
	for _, e := range entries {
		if g := e.groupKey(); seen[g] < n {
			seen[g]++
			out = append(out, e)
		}
	}
	return out
}
