package match

import (
	"io"
	"strings"
	"time"

	"sennight/tools/pgn"
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
// stands in a comment before the result. A blank line follows each game, as between the games of a PGN file; the
// game goes out in one write.
func WritePGN(w io.Writer, g PGNGame) error {
	var b strings.Builder
	pgn.Write(&b, pgn.Game{ // a strings.Builder never fails
		Tags: map[string]string{
			"Event":       g.Event,
			"Site":        "sennight match",
			"Date":        g.Date.Format("2006.01.02"),
			"Round":       g.Round,
			"White":       g.White,
			"Black":       g.Black,
			"Variant":     g.Variant,
			"FEN":         g.Game.Start,
			"TimeControl": g.TimeControl,
			"Termination": termination(g.Game),
		},
		Moves:  g.Game.Moves,
		Result: g.Game.Result,
		Reason: g.Game.Reason,
	})
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}
