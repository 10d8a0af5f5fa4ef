package gui

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"sennight/movegen"
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
	var b strings.Builder
	tag := func(k, v string) { fmt.Fprintf(&b, "[%s %q]\n", k, v) }
	tag("Event", "sennight gui")
	tag("Site", "sennight gui")
	tag("Date", time.Now().Format("2006.01.02"))
	tag("Round", "-")
	tag("White", name(0))
	tag("Black", name(1))
	tag("Result", g.result)
	tag("Variant", g.t.Variant.Name)
	tag("SetUp", "1")
	tag("FEN", g.startFEN)
	if g.timed {
		tag("TimeControl", fmt.Sprintf("%g+%g", g.base.Seconds(), g.inc.Seconds()))
	}
	tag("PlyCount", fmt.Sprint(len(g.moves)))
	b.WriteByte('\n')
	fields := strings.Fields(g.startFEN)
	num, blackFirst := 1, len(fields) > 1 && fields[1] == "b"
	if len(fields) > 5 {
		fmt.Sscan(fields[5], &num)
	}
	line := 0
	write := func(w string) {
		if line > 0 && line+len(w)+1 > 79 {
			b.WriteByte('\n')
			line = 0
		} else if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(w)
		line += len(w)
	}
	for i, mv := range g.moves {
		white := (i%2 == 0) != blackFirst
		switch {
		case white:
			write(fmt.Sprintf("%d.", num))
		case i == 0:
			write(fmt.Sprintf("%d...", num))
		}
		write(mv)
		if !white {
			num++
		}
	}
	if g.reason != "" {
		write("{" + strings.ReplaceAll(g.reason, "}", ")") + "}")
	}
	write(g.result)
	b.WriteString("\n")
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
