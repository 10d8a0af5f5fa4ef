// Package mates holds the mate suites (one file of positions with a forced mate in 2 or 3 per variant, each proven
// by the exact solver of search/mate), generates them from the engine's own games and from sparse positions, and
// measures how many the normal search solves: the best move is a key move and the score announces the shortest
// mate.
package mates

import (
	"embed"
	"fmt"
	"strconv"
	"strings"

	"sennight/movegen"
)

//go:embed suites/*.epd
var suiteFiles embed.FS

// Entry is one suite position.
type Entry struct {
	Variant string
	FEN     string
	Moves   int      // the length of the shortest forced mate, in moves
	Keys    []string // every first move of a mate in Moves, in the engine's move text
	Source  string   // where the position comes from
	Line    int      // line in the suite file
}

// Format writes an entry as a suite line: FEN; mate N; keys K1 K2 ...; source S.
func (e Entry) Format() string {
	return fmt.Sprintf("%s; mate %d; keys %s; source %s", e.FEN, e.Moves, strings.Join(e.Keys, " "), e.Source)
}

// Parse reads a suite file of a variant: one entry a line, blank lines and lines starting with # ignored.
func Parse(variant, text string) ([]Entry, error) {
	var out []Entry
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s suite line %d: %w", variant, i+1, err)
		}
		e.Variant, e.Line = variant, i+1
		out = append(out, e)
	}
	return out, nil
}

func parseLine(line string) (Entry, error) {
	var e Entry
	fields := strings.Split(line, ";")
	if len(fields) != 4 {
		return e, fmt.Errorf("want FEN; mate N; keys ...; source ...")
	}
	e.FEN = strings.TrimSpace(fields[0])
	n, ok := strings.CutPrefix(strings.TrimSpace(fields[1]), "mate ")
	var err error
	if e.Moves, err = strconv.Atoi(n); !ok || err != nil || e.Moves < 1 {
		return e, fmt.Errorf("bad mate length %q", fields[1])
	}
	keys, ok := strings.CutPrefix(strings.TrimSpace(fields[2]), "keys ")
	if e.Keys = strings.Fields(keys); !ok || len(e.Keys) == 0 {
		return e, fmt.Errorf("bad keys %q", fields[2])
	}
	if e.Source, ok = strings.CutPrefix(strings.TrimSpace(fields[3]), "source "); !ok {
		return e, fmt.Errorf("bad source %q", fields[3])
	}
	return e, nil
}

// Load returns the suite of a variant (empty when it has none).
func Load(variant string) ([]Entry, error) {
	data, err := suiteFiles.ReadFile("suites/" + variant + ".epd")
	if err != nil {
		return nil, nil
	}
	return Parse(variant, string(data))
}

// Position sets up an entry's position.
func (e Entry) Position() (*movegen.Position, error) {
	t, err := movegen.ForVariant(e.Variant)
	if err != nil {
		return nil, err
	}
	return movegen.NewPosition(t, e.FEN)
}
