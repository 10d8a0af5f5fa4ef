// Package pgn reads and writes games in PGN as the engine writes them: tag pairs, then move text in the engine's
// own move notation (docs/rules/README.md §2), not SAN. It is where `sennight match` and the GUI write their games
// and how the tuner and other tools read back played games.
package pgn

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Game is one game of a PGN file: its tags, its moves in the engine's notation, and the result token.
type Game struct {
	Tags   map[string]string
	Moves  []string
	Result string // "1-0", "0-1", "1/2-1/2" or "*"
	Reason string // why the game ended, written as a comment before the result (Read leaves it empty)
	Line   int    // the line of the file where the game starts (for error messages)
}

// results are the game termination markers of PGN.
var results = map[string]bool{"1-0": true, "0-1": true, "1/2-1/2": true, "*": true}

// Read reads every game of a PGN stream. A malformed tag line is an error that names its line; comments ({...},
// ; to the end of the line), variations ((...)), move numbers and NAGs are skipped.
func Read(r io.Reader) ([]Game, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	var games []Game
	var g *Game
	inMoves := false
	commentDepth, variationDepth := 0, 0
	finish := func() {
		if g != nil {
			games = append(games, *g)
			g = nil
		}
		inMoves = false
	}
	for lineNo := 1; sc.Scan(); lineNo++ {
		line := strings.TrimSpace(sc.Text())
		if commentDepth == 0 && variationDepth == 0 && strings.HasPrefix(line, "[") {
			if inMoves {
				finish() // a game without a result token ends where the next one's tags begin
			}
			if g == nil {
				g = &Game{Tags: map[string]string{}, Line: lineNo}
			}
			key, value, err := parseTag(line)
			if err != nil {
				return games, fmt.Errorf("line %d: %w", lineNo, err)
			}
			g.Tags[key] = value
			continue
		}
		if line == "" && !inMoves {
			continue
		}
		for _, tok := range tokens(line, &commentDepth, &variationDepth) {
			if g == nil {
				g = &Game{Tags: map[string]string{}, Line: lineNo}
			}
			inMoves = true
			if results[tok] {
				g.Result = tok
				finish()
				continue
			}
			g.Moves = append(g.Moves, tok)
		}
	}
	if err := sc.Err(); err != nil {
		return games, err
	}
	if commentDepth > 0 {
		return games, fmt.Errorf("unterminated comment at the end of the file")
	}
	finish()
	return games, nil
}

// parseTag reads `[Key "value"]`, with \" and \\ escapes in the value.
func parseTag(line string) (string, string, error) {
	if !strings.HasSuffix(line, "]") {
		return "", "", fmt.Errorf("tag %q does not end with ]", line)
	}
	inner := strings.TrimSpace(line[1 : len(line)-1])
	key, rest, ok := strings.Cut(inner, " ")
	rest = strings.TrimSpace(rest)
	if !ok || key == "" || len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", fmt.Errorf("tag %q is not [Key \"value\"]", line)
	}
	var b strings.Builder
	body := rest[1 : len(rest)-1]
	for i := 0; i < len(body); i++ {
		if body[i] == '\\' && i+1 < len(body) {
			i++
		}
		b.WriteByte(body[i])
	}
	return key, b.String(), nil
}

// tokens splits a line of move text into move and result tokens, dropping comments, variations, move numbers
// ("12." and "12...") and NAGs ("$3"); the depths carry comments and variations over line ends.
func tokens(line string, commentDepth, variationDepth *int) []string {
	var out []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		tok := cur.String()
		cur.Reset()
		// A move number may stick to its move ("12.e2e4").
		if i := strings.LastIndexByte(tok, '.'); i >= 0 {
			if allDigitsOrDots(tok[:i+1]) {
				tok = tok[i+1:]
			}
		}
		if tok == "" || tok[0] == '$' || allDigitsOrDots(tok) {
			return
		}
		out = append(out, tok)
	}
	for i := 0; i < len(line); i++ {
		ch := line[i]
		switch {
		case *commentDepth > 0:
			if ch == '}' {
				*commentDepth = 0
			}
		case ch == '{':
			flush()
			*commentDepth = 1
		case ch == ';':
			flush()
			return out
		case ch == '(':
			flush()
			*variationDepth++
		case ch == ')':
			flush()
			if *variationDepth > 0 {
				*variationDepth--
			}
		case *variationDepth > 0:
		case ch == ' ' || ch == '\t' || ch == '}':
			// A stray } outside a comment separates tokens, as a blank does.
			flush()
		default:
			cur.WriteByte(ch)
		}
	}
	flush()
	return out
}

func allDigitsOrDots(s string) bool {
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != '.' {
			return false
		}
	}
	return true
}
