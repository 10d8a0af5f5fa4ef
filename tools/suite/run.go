package suite

import (
	"fmt"
	"io"
	"slices"
	"time"

	"sennight/movegen"
	"sennight/tools/match"
)

// Options configure a suite run.
type Options struct {
	Variant string
	// MoveTime is the search time per position, unless the player's setting has its own limit (match.Spec.TC).
	MoveTime time.Duration
	Player   match.Spec
	// Progress, when set, gets one line per position as it is searched.
	Progress io.Writer
}

// Result is the outcome of one position.
type Result struct {
	Entry    Entry
	Move     string // the move played, in the engine's notation ("" after a fault)
	Solved   bool
	Points   int // the played move's points (entries with points)
	Score    int // the player's score in centipawns, when HasScore
	HasScore bool
	Fault    string // the player's failure on this position, if any
}

// Summary is a player's run over a suite.
type Summary struct {
	Player        string
	Solved, Total int
	// Points and MaxPoints add up the entries that have points.
	Points, MaxPoints int
	Results           []Result
	Elapsed           time.Duration
}

// target is an entry set up: its position and its moves resolved from SAN.
type target struct {
	pos    *movegen.Position
	best   []movegen.Move
	avoid  []movegen.Move
	points map[movegen.Move]int
}

// resolve sets up an entry's position and reads its SAN moves; a move that is not legal there is an error, since
// the suite would then count nothing right.
func resolve(t *movegen.Tables, e Entry) (target, error) {
	pos, err := movegen.NewPosition(t, e.FEN)
	if err != nil {
		return target{}, fmt.Errorf("line %d (%s): %w", e.Line, e.ID, err)
	}
	moves := func(op string, san []string) ([]movegen.Move, error) {
		var out []movegen.Move
		for _, s := range san {
			m, err := pos.ParseSAN(s)
			if err != nil {
				return nil, fmt.Errorf("line %d (%s): %s: %w", e.Line, e.ID, op, err)
			}
			out = append(out, m)
		}
		return out, nil
	}
	tg := target{pos: pos}
	if tg.best, err = moves("bm", e.Best); err != nil {
		return tg, err
	}
	if tg.avoid, err = moves("am", e.Avoid); err != nil {
		return tg, err
	}
	if e.Points != nil {
		tg.points = map[movegen.Move]int{}
		for san, n := range e.Points {
			m, err := moves("points", []string{san})
			if err != nil {
				return tg, err
			}
			tg.points[m[0]] = n
		}
	}
	return tg, nil
}

// solves reports whether a move solves the entry: one of the best moves and none of the moves to avoid; with
// neither, a move of the most points.
func (tg target) solves(m movegen.Move, maxPoints int) bool {
	switch {
	case len(tg.best) > 0:
		return slices.Contains(tg.best, m) && !slices.Contains(tg.avoid, m)
	case len(tg.avoid) > 0:
		return !slices.Contains(tg.avoid, m)
	}
	return maxPoints > 0 && tg.points[m] == maxPoints
}

// Run searches every entry with a fresh game (a cleared hash table, ucinewgame) and returns the summary. Every
// entry is set up and its moves read before the first search, so a bad suite fails at once. A player's fault on
// one position (a crash, a hang, an illegal move) fails that position only; the player restarts for the next.
func Run(entries []Entry, o Options) (Summary, error) {
	sum := Summary{Player: o.Player.Name, Total: len(entries)}
	tables, err := movegen.ForVariant(o.Variant)
	if err != nil {
		return sum, err
	}
	targets := make([]target, len(entries))
	for i, e := range entries {
		if targets[i], err = resolve(tables, e); err != nil {
			return sum, err
		}
	}
	player, err := o.Player.NewPlayer(o.Variant)
	if err != nil {
		return sum, err
	}
	defer player.Close()
	tc := o.Player.TC
	if tc.IsZero() {
		tc = match.TimeControl{MoveTime: o.MoveTime}
	}
	// A player may overrun its move time by this much before the position counts as a fault; a depth or node
	// limit gets a minute.
	wait := time.Minute
	if tc.MoveTime > 0 {
		wait = tc.MoveTime + 5*time.Second
	}
	start := time.Now()
	for i, e := range entries {
		r := runOne(player, e, targets[i], tc, wait, o.Variant)
		sum.Results = append(sum.Results, r)
		if r.Solved {
			sum.Solved++
		}
		if e.Points != nil {
			sum.Points += r.Points
			sum.MaxPoints += e.MaxPoints()
		}
		if o.Progress != nil {
			fmt.Fprintln(o.Progress, r.Format())
		}
	}
	sum.Elapsed = time.Since(start)
	return sum, nil
}

// runOne asks the player for its move in one position.
func runOne(p match.Player, e Entry, tg target, tc match.TimeControl, wait time.Duration, variant string) Result {
	r := Result{Entry: e}
	if err := p.NewGame(match.GameSetup{Variant: variant, Start: tg.pos}); err != nil {
		r.Fault = err.Error()
		return r
	}
	reply, err := p.Move(&match.Turn{Start: tg.pos.FEN(), Pos: tg.pos, Clock: tc, Wait: wait})
	if err != nil {
		r.Fault = err.Error()
		return r
	}
	r.Move = tg.pos.MoveText(reply.Move)
	r.Score, r.HasScore = reply.Score, reply.HasScore
	r.Points = tg.points[reply.Move]
	r.Solved = tg.solves(reply.Move, e.MaxPoints())
	return r
}
