package gui

import (
	"os"
	"testing"
	"time"
)

// TestGUIEngineGames plays an engine-against-engine game of every game to its end in the page, at a fast fixed
// time per move (SENNIGHT_GUI_MOVETIME ms, default 20), and checks the end against the engine's own FEN.
func TestGUIEngineGames(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	movetime := 20
	if s := os.Getenv("SENNIGHT_GUI_MOVETIME"); s != "" {
		movetime = atoiOr(s, movetime)
	}
	for _, variant := range []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy",
		"glinski", "mccooey", "chess", "grand"} {
		t.Run(variant, func(t *testing.T) {
			b.t = t
			ref := newReference(t, variant)
			b.newGame(variant, "", "sennight", "sennight", "", movetime)
			b.wait(`window.sennight.state.result !== "*"`, 15*time.Minute)
			st := b.state()
			var start string
			b.eval(`window.sennight.state.start`, &start)
			if want := ref.fen(t, start, st.Moves); st.FEN != want {
				t.Errorf("final FEN %q, engine's %q", st.FEN, want)
			}
			var faults []any
			b.eval(`window.sennight.messages.filter((m) => m.kind === "fault")`, &faults)
			if len(faults) > 0 {
				t.Errorf("faults: %v", faults)
			}
			t.Logf("%s: %s (%s) after %d plies", variant, st.Result, st.Reason, len(st.Moves))
			b.shot("end-" + variant)
		})
	}
}

func atoiOr(s string, def int) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return def
		}
		n = n*10 + int(c-'0')
	}
	return n
}
