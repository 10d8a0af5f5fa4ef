package protocol

import (
	"strings"
	"testing"
)

// positionState is what a position command must leave, compared between the incremental and the fresh reading.
type positionState struct {
	fen        string
	hash       uint64
	ply        int
	repetition bool
}

func (tr *uciTranscript) positionState() positionState {
	p := tr.u.g.pos
	return positionState{p.FEN(), p.Hash(), p.Ply(), p.IsRepetition()}
}

// freshState reads a position command's arguments from nothing, as the front end did before it remembered.
func freshState(t *testing.T, tr *uciTranscript, line string) positionState {
	t.Helper()
	start, moves, err := splitPositionArgs(strings.Fields(line)[1:])
	if err != nil {
		t.Fatal(err)
	}
	p, err := parsePosition(tr.u.g.t, start, moves)
	if err != nil {
		t.Fatal(err)
	}
	return positionState{p.FEN(), p.Hash(), p.Ply(), p.IsRepetition()}
}

// TestUCIPositionContinues: a position command that adds moves to the last one plays only the new moves, and leaves
// the same position, hash, ply and repetition as reading the whole command afresh; one that does not continue it
// (a shorter or different line, another start, another variant) is read afresh, and a bad new move changes nothing.
func TestUCIPositionContinues(t *testing.T) {
	tr := newUCITranscript(t)
	check := func(line string, wantContinues bool) {
		t.Helper()
		start, moves, err := splitPositionArgs(strings.Fields(line)[1:])
		if err != nil {
			t.Fatal(err)
		}
		if got := tr.u.played.continues(tr.u.g, start, moves); got != wantContinues {
			t.Fatalf("%q: continues %v, want %v", line, got, wantContinues)
		}
		tr.expect(nil, line)
		if got, want := tr.positionState(), freshState(t, tr, line); got != want {
			t.Fatalf("%q: %+v, fresh %+v", line, got, want)
		}
	}
	tr.send("setoption name UCI_Variant value megalomachy")
	line := randomLine(t, "megalomachy", 240, 3)
	if len(line) < 200 {
		t.Fatalf("the random game ended after %d plies", len(line))
	}
	check("position startpos", false)
	for i := 1; i <= len(line); i++ {
		// A GUI adds one move at a time, or two when the engine pondered or the other side moved too.
		if i%3 == 1 && i+1 <= len(line) {
			i++
		}
		check("position startpos moves "+strings.Join(line[:i], " "), true)
	}
	check("position startpos moves "+strings.Join(line, " "), true) // the same command again
	check("position startpos moves "+strings.Join(line[:100], " "), false)
	check("position startpos moves "+strings.Join(line[:101], " "), true)
	// Another variant is another game, whatever the moves.
	tr.send("setoption name UCI_Variant value chess")
	check("position startpos", false)
	// A knights' shuffle: the repetition is seen when the moves come one by one.
	shuffle := []string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "b1c3"}
	for i := 1; i <= len(shuffle); i++ {
		check("position startpos moves "+strings.Join(shuffle[:i], " "), true)
		if i == 4 || i == 8 {
			if !tr.positionState().repetition {
				t.Errorf("after %v: no repetition", shuffle[:i])
			}
		}
	}
	// The same last move count with a different move, then another start with the same moves.
	check("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3", false)
	fen := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	check("position fen "+fen+" moves g1f3 g8f6", false)
	check("position fen "+fen+" moves g1f3 g8f6 b1c3", true)
	// A bad new move is reported and changes nothing; the next good command still continues the last good one.
	before := tr.positionState()
	tr.expect([]string{"info string error: illegal move e2e5 (no such move); position unchanged: " + before.fen},
		"position fen "+fen+" moves g1f3 g8f6 b1c3 e2e5")
	if got := tr.positionState(); got != before {
		t.Fatalf("a bad move changed the position to %+v", got)
	}
	check("position fen "+fen+" moves g1f3 g8f6 b1c3 b8c6", true)
	// A search does not change the position it was given.
	tr.send("go depth 1")
	tr.drain()
	check("position fen "+fen+" moves g1f3 g8f6 b1c3 b8c6 e2e4", true)
}
