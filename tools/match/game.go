package match

import (
	"fmt"
	"time"

	"sennight/movegen"
)

// GameRecord is a finished game as the results file keeps it: enough to rebuild its PGN and its score.
type GameRecord struct {
	AWhite bool     `json:"a_white"` // player A had White
	Start  string   `json:"start"`   // start FEN
	Moves  []string `json:"moves"`   // in the engine's notation
	Result string   `json:"result"`  // "1-0", "0-1", "1/2-1/2"
	// Reason says what ended the game: a rule ("checkmate"), an adjudication, or a fault.
	Reason string `json:"reason"`
	// Fault is the fault that ended the game ("" for none; "illegal move", "crash", "time loss", "protocol"), by
	// FaultBy ("white" or "black").
	Fault   string `json:"fault,omitempty"`
	FaultBy string `json:"fault_by,omitempty"`
	// EngineStderr is the end of the faulting engine's standard error, for a crash or a time loss of an engine
	// program: what it said there explains the fault (a crash's stack, a late search's log).
	EngineStderr string `json:"engine_stderr,omitempty"`
}

// ScoreA returns player A's points in the game, in half points (0, 1, 2).
func (g GameRecord) ScoreA() int {
	switch {
	case g.Result == "1/2-1/2":
		return 1
	case (g.Result == "1-0") == g.AWhite:
		return 2
	}
	return 0
}

// Adjudication ends games early. A zero field turns its rule off.
type Adjudication struct {
	// DrawMoves, DrawCP: a draw once both players' scores have stayed within ±DrawCP for DrawMoves moves each.
	DrawMoves, DrawCP int
	// ResignMoves, ResignCP: a loss for a player whose own score has been at most -ResignCP for ResignMoves of its
	// moves in a row.
	ResignMoves, ResignCP int
	// MaxPlies: a draw after this many plies.
	MaxPlies int
}

// gameRules are the settings of one game.
type gameRules struct {
	clocks [2]TimeControl // each side's time control, by colour
	adj    Adjudication
	// margin is the time a player may overrun its clock or its move time; untimed is how long a player without a
	// clock or move time (nodes, depth) may take for a move before it counts as hung (a time loss).
	margin, untimed time.Duration
	// onMove, when set, gets the moves after each move (the live view of --watch).
	onMove func(moves []string)
}

// playGame plays one game from start between white and black (already told NewGame).
func playGame(start *movegen.Position, players [2]Player, rules gameRules) GameRecord {
	p := start.Clone()
	rec := GameRecord{Start: p.FEN()}
	var left [2]time.Duration
	var made [2]int // moves made by each side
	for c := range 2 {
		left[c] = rules.clocks[c].Base
	}
	turn := &Turn{Start: rec.Start}
	var drawPlies int
	var resign [2]int
	finish := func(r movegen.Result, reason string) GameRecord {
		rec.Result, rec.Reason = r.String(), reason
		return rec
	}
	forfeit := func(side movegen.Color, f *Fault) GameRecord {
		rec.Fault, rec.FaultBy, rec.EngineStderr = f.Kind.String(), colourName(side), f.Stderr
		return finish(winner(side.Other()), fmt.Sprintf("%s forfeits: %s", colourName(side), f))
	}
	for {
		if o := p.Outcome(); o.Result != movegen.Ongoing {
			return finish(o.Result, o.Reason)
		}
		if rules.adj.MaxPlies > 0 && len(rec.Moves) >= rules.adj.MaxPlies {
			return finish(movegen.Draw, fmt.Sprintf("adjudication: ply limit %d", rules.adj.MaxPlies))
		}
		side := p.Side()
		tc := rules.clocks[side]
		turn.Pos, turn.Clock, turn.Left = p, tc, left
		switch {
		case tc.Timed():
			turn.Wait = left[side] + rules.margin
		case tc.MoveTime > 0:
			turn.Wait = tc.MoveTime + rules.margin
		default:
			turn.Wait = rules.untimed
		}
		began := time.Now()
		reply, err := players[side].Move(turn)
		used := time.Since(began)
		if err != nil {
			return forfeit(side, asFault(err))
		}
		if reply.Resign {
			return finish(winner(side.Other()), colourName(side)+" resigns")
		}
		if reply.Move == movegen.NoMove || !p.IsLegal(reply.Move) {
			return forfeit(side, faultf(Illegal, "no legal move given in %s", p.FEN()))
		}
		switch {
		case tc.Timed():
			left[side] -= used
			if left[side] < -rules.margin {
				return forfeit(side, faultf(TimeLoss, "%v over the clock", (-left[side]).Round(time.Millisecond)))
			}
			made[side]++
			left[side] += tc.Inc
			if tc.Moves > 0 && made[side]%tc.Moves == 0 {
				left[side] += tc.Base
			}
		case tc.MoveTime > 0 && used > tc.MoveTime+rules.margin:
			return forfeit(side, faultf(TimeLoss, "%v for a move of st=%v", used.Round(time.Millisecond),
				tc.MoveTime))
		}
		text := p.MoveText(reply.Move)
		turn.Moves = append(turn.Moves, reply.Move)
		turn.Texts = append(turn.Texts, text)
		rec.Moves = append(rec.Moves, text)
		p.MakeMove(reply.Move)
		if rules.onMove != nil {
			rules.onMove(rec.Moves)
		}

		// Adjudication by the players' scores.
		a := rules.adj
		if a.DrawMoves > 0 && reply.HasScore && abs(reply.Score) <= a.DrawCP {
			drawPlies++
		} else {
			drawPlies = 0
		}
		if a.ResignMoves > 0 && reply.HasScore && reply.Score <= -a.ResignCP {
			resign[side]++
		} else {
			resign[side] = 0
		}
		if p.Outcome().Result != movegen.Ongoing {
			continue // the rules decide first
		}
		if a.ResignMoves > 0 && resign[side] >= a.ResignMoves {
			return finish(winner(side.Other()), fmt.Sprintf("adjudication: %s's score at most -%d cp for %d moves",
				colourName(side), a.ResignCP, a.ResignMoves))
		}
		if a.DrawMoves > 0 && drawPlies >= 2*a.DrawMoves {
			return finish(movegen.Draw, fmt.Sprintf("adjudication: both scores within ±%d cp for %d moves",
				a.DrawCP, a.DrawMoves))
		}
	}
}

// movesToGo is the number of moves the side to move has left in its clock period after plies plies (0: none).
func movesToGo(tc TimeControl, plies int) int {
	if tc.Moves <= 0 {
		return 0
	}
	return tc.Moves - (plies/2)%tc.Moves
}

func winner(c movegen.Color) movegen.Result {
	if c == movegen.White {
		return movegen.WhiteWins
	}
	return movegen.BlackWins
}

func colourName(c movegen.Color) string {
	if c == movegen.White {
		return "white"
	}
	return "black"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
