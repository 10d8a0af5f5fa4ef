// Package match plays matches between two players, in-process engine settings or engine programs driven over UCI
// or CECP, the way cutechess-cli and fastchess do for chess: colour-reversed pairs of games from an opening suite,
// time controls, adjudication, every result with its reason, PGN, pentanomial statistics with Elo and SPRT, fault
// counts, and shards of a match that merge into the whole.
package match

import (
	"errors"
	"fmt"
	"time"

	"sennight/movegen"
)

// Player chooses moves for one side of a game. A player plays one game at a time; the runner gives every
// concurrent game its own players.
type Player interface {
	// Name is the player's setting, as written in the PGN headers and the report.
	Name() string
	// NewGame prepares a game from setup.Start. A process player restarts its engine here if it died.
	NewGame(setup GameSetup) error
	// Move answers one turn. An error is a fault (*Fault) that loses the game.
	Move(t *Turn) (Reply, error)
	// Close ends the player (a process player's engine).
	Close() error
}

// GameSetup is what a player learns at the start of a game.
type GameSetup struct {
	Variant string
	Start   *movegen.Position // the start position (players must clone it to keep it)
	Seed    uint64            // seeds random choices, so that a game replays the same whoever plays it when
}

// Turn is the state a player moves in.
type Turn struct {
	Start string            // the start position's FEN
	Pos   *movegen.Position // the position to move in, after Moves from the start (players must not change it)
	Moves []movegen.Move    // the moves since the start position
	Texts []string          // the same moves in the engine's notation
	// Clock is the time control; Left the time left of each side (by movegen.Color) when Clock is timed.
	Clock TimeControl
	Left  [2]time.Duration
	// Wait is how long the runner waits for the move before it is a time loss.
	Wait time.Duration
}

// Reply is a player's move with the score it gave it, if any.
type Reply struct {
	Move movegen.Move
	// Score is in centipawns from the mover's view (mates as ±MateCP); HasScore says whether there is one.
	Score    int
	HasScore bool
	// Resign: the player gave up (CECP `resign`); Move is then NoMove.
	Resign bool
}

// MateCP is the centipawn value a mate score is counted as in adjudication.
const MateCP = 100000

// FaultKind is how a player broke the rules of the match.
type FaultKind int

const (
	NoFault  FaultKind = iota
	Illegal            // an illegal move, or text that is not a move
	Crash              // the engine process died or could not be started
	TimeLoss           // no move within the time left (plus the margin)
	Protocol           // any other protocol failure (no handshake, a rejected move, garbage)
)

var faultNames = [...]string{"", "illegal move", "crash", "time loss", "protocol"}

func (k FaultKind) String() string { return faultNames[k] }

// Fault is a player's failure that forfeits its game.
type Fault struct {
	Kind   FaultKind
	Detail string
	// Stderr is the end of the engine's standard error, kept with a crash or a time loss (engineProc.attachStderr).
	Stderr string
}

func (f *Fault) Error() string { return f.Kind.String() + ": " + f.Detail }

func faultf(k FaultKind, format string, args ...any) *Fault {
	return &Fault{Kind: k, Detail: fmt.Sprintf(format, args...)}
}

// asFault returns the fault in err, counting any other error as a protocol fault.
func asFault(err error) *Fault {
	var f *Fault
	if errors.As(err, &f) {
		return f
	}
	return &Fault{Kind: Protocol, Detail: err.Error()}
}
