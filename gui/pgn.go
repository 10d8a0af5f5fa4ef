package gui

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"sennight/movegen"
	"sennight/tools/pgn"
)

func movegenNames() []string { return movegen.GameNames() }

// pgn writes the game with the headers `sennight match` writes (Variant, SetUp, FEN), so that match's tools and
// XBoard read it, and the end's reason in a comment before the result.
func (s *session) pgn() string {
	g := s.g
	name := func(side int) string {
		if s.seatNames[side] == "" {
			return "human"
		}
		return s.seatNames[side]
	}
	tags := map[string]string{
		"Event":   "sennight gui",
		"Site":    "sennight gui",
		"Date":    time.Now().Format("2006.01.02"),
		"Round":   "-",
		"White":   name(0),
		"Black":   name(1),
		"Variant": g.t.Variant.Name,
		"FEN":     g.startFEN,
	}
	if g.timed {
		tags["TimeControl"] = fmt.Sprintf("%g+%g", g.base.Seconds(), g.inc.Seconds())
	}
	var b strings.Builder // a strings.Builder never fails, so neither does Write
	pgn.Write(&b, pgn.Game{Tags: tags, Moves: g.moves, Result: g.result, Reason: g.reason})
	return b.String()
}

var (
	pgnTag     = regexp.MustCompile(`^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$`)
	pgnComment = regexp.MustCompile(`\{[^}]*\}|;[^\n]*`)
	pgnNumber  = regexp.MustCompile(`^\d+\.+`)
)

// parsePGN reads the first game of a PGN text: its Variant and FEN headers and its moves, each checked by
// playing it. A move that is not legal is an error naming it.
func parsePGN(text, fallbackVariant string) (*game, error) {
	if len(text) > 1<<20 {
		return nil, fmt.Errorf("PGN too long")
	}
	tags := map[string]string{}
	var movetext strings.Builder
	started := false
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if m := pgnTag.FindStringSubmatch(line); m != nil {
			if started {
				break // the next game's headers
			}
			tags[m[1]] = strings.ReplaceAll(m[2], `\"`, `"`)
			continue
		}
		if line != "" {
			started = true
		}
		movetext.WriteString(line + "\n")
	}
	variant := tags["Variant"]
	if variant == "" {
		variant = fallbackVariant
	}
	g, err := newGame(strings.ToLower(variant), tags["FEN"])
	if err != nil {
		return nil, err
	}
	body := pgnComment.ReplaceAllString(movetext.String(), " ")
	for _, tok := range strings.Fields(body) {
		tok = pgnNumber.ReplaceAllString(tok, "")
		switch tok {
		case "", "*", "1-0", "0-1", "1/2-1/2":
			continue
		}
		if err := g.play(tok); err != nil {
			return nil, fmt.Errorf("move %d (%s): %v", len(g.moves)+1, tok, err)
		}
	}
	return g, nil
}

// importPGN replaces the game with one read from PGN, humans on both seats.
func (s *session) importPGN(m inMsg) error {
	fallback := ""
	if s.g != nil {
		fallback = s.g.t.Variant.Name
	}
	g, err := parsePGN(m.PGN, fallback)
	if err != nil {
		return err
	}
	g.clockState = false
	m.Seats, m.Base, m.Inc = [2]string{}, 0, 0
	return s.start(g, m)
}

// check validates a value for an option the engine announced.
func (o Option) check(v string) error {
	switch o.Type {
	case "spin":
		var n int
		if _, err := fmt.Sscan(v, &n); err != nil || fmt.Sprint(n) != v || n < o.Min || n > o.Max {
			return fmt.Errorf("option %s: %q is not a number from %d to %d", o.Name, v, o.Min, o.Max)
		}
	case "check":
		if v != "true" && v != "false" {
			return fmt.Errorf("option %s: want true or false", o.Name)
		}
	case "combo":
		for _, x := range o.Vars {
			if x == v {
				return nil
			}
		}
		return fmt.Errorf("option %s: %q is not one of its values", o.Name, v)
	default:
		return fmt.Errorf("option %s cannot be set from the page", o.Name)
	}
	return nil
}
