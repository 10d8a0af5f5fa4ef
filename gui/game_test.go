package gui

import (
	"testing"
	"time"
)

// TestTakebackRestoresClocks: a takeback gives both sides the time they had when the first ply taken back was to be
// played, also after a time forfeit; a move played after it counts from the restored time.
func TestTakebackRestoresClocks(t *testing.T) {
	g, err := newGame("chess", "")
	if err != nil {
		t.Fatal(err)
	}
	g.setClock(60*time.Second, 2*time.Second)
	// think plays a move after its mover thought for d (the turn's start moved back by d).
	think := func(d time.Duration, move string) {
		t.Helper()
		g.turnStart = g.turnStart.Add(-d)
		if err := g.play(move); err != nil {
			t.Fatal(err)
		}
	}
	// near compares clocks to the millisecond-scale slack of the test's own running time.
	near := func(what string, got, want [2]time.Duration) {
		t.Helper()
		for side := range got {
			if d := got[side] - want[side]; d < -time.Second/2 || d > time.Second/2 {
				t.Errorf("%s: clocks %v, want %v", what, got, want)
				return
			}
		}
	}
	think(0, "e2e4") // the first move starts the clocks: no time taken, no increment
	think(7*time.Second, "e7e5")
	think(3*time.Second, "g1f3")
	think(5*time.Second, "b8c6")
	near("after four moves", g.left, [2]time.Duration{59 * time.Second, 52 * time.Second})

	if err := g.takeback(2); err != nil {
		t.Fatal(err)
	}
	near("two plies taken back", g.left, [2]time.Duration{60 * time.Second, 55 * time.Second})
	think(10*time.Second, "f1c4")
	near("White moves again", g.left, [2]time.Duration{52 * time.Second, 55 * time.Second})

	// Black runs out of time; the takeback of White's move reopens the game with Black's time back.
	g.turnStart = g.turnStart.Add(-2 * time.Minute)
	if !g.flagFall() || g.result != "1-0" {
		t.Fatalf("no time forfeit: %q %q", g.result, g.reason)
	}
	if err := g.takeback(1); err != nil {
		t.Fatal(err)
	}
	if g.over() {
		t.Fatalf("the game stays over after the takeback: %s", g.result)
	}
	near("the forfeit taken back", g.left, [2]time.Duration{60 * time.Second, 55 * time.Second})
	if err := g.takeback(3); err != nil {
		t.Fatal(err)
	}
	near("back to the start", g.left, [2]time.Duration{60 * time.Second, 60 * time.Second})
	if st := g.state(); len(st.Clock) != 2 || st.Clock[0] < 59500 || st.Clock[1] != 60000 {
		t.Errorf("the page's clocks at the start: %v ms", st.Clock)
	}
}
