package match

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// PGNGame is a game with the headers its PGN needs.
type PGNGame struct {
	Event, Variant string
	White, Black   string
	Round          string // "pair.game", e.g. "12.2"
	Date           time.Time
	TimeControl    string
	Game           GameRecord
}

// termination is the PGN Termination tag of a game's reason.
func termination(g GameRecord) string {
	switch {
	case g.Fault == TimeLoss.String():
		return "time forfeit"
	case g.Fault != "":
		return "rules infraction"
	case strings.HasPrefix(g.Reason, "adjudication"):
		return "adjudication"
	}
	return "normal"
}

// WritePGN writes a game in PGN with the Variant, SetUp and FEN headers XBoard reads; the reason that ended it
// stands in a comment before the result.
func WritePGN(w io.Writer, g PGNGame) error {
	var b strings.Builder
	tag := func(k, v string) { fmt.Fprintf(&b, "[%s %q]\n", k, v) }
	tag("Event", g.Event)
	tag("Site", "sennight match")
	tag("Date", g.Date.Format("2006.01.02"))
	tag("Round", g.Round)
	tag("White", g.White)
	tag("Black", g.Black)
	tag("Result", g.Game.Result)
	tag("Variant", g.Variant)
	tag("SetUp", "1")
	tag("FEN", g.Game.Start)
	if g.TimeControl != "" {
		tag("TimeControl", g.TimeControl)
	}
	tag("PlyCount", fmt.Sprint(len(g.Game.Moves)))
	tag("Termination", termination(g.Game))
	b.WriteByte('\n')
	// The move numbers follow the FEN's side to move and fullmove number.
	fields := strings.Fields(g.Game.Start)
	num, blackFirst := 1, len(fields) > 1 && fields[1] == "b"
	if len(fields) > 5 {
		fmt.Sscan(fields[5], &num)
	}
	line := 0
	write := func(s string) {
		if line > 0 && line+len(s)+1 > 79 {
			b.WriteByte('\n')
			line = 0
		} else if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(s)
		line += len(s)
	}
	for i, mv := range g.Game.Moves {
		whiteMove := (i%2 == 0) != blackFirst
		switch {
		case whiteMove:
			write(fmt.Sprintf("%d.", num))
		case i == 0:
			write(fmt.Sprintf("%d...", num))
		}
		write(mv)
		if !whiteMove {
			num++
		}
	}
	if g.Game.Reason != "" {
		write("{" + strings.ReplaceAll(g.Game.Reason, "}", ")") + "}")
	}
	write(g.Game.Result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}
