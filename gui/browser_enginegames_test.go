package gui

import (
	"os"
	"testing"
	"time"
)

// TestGUIEngineGames plays an engine-against-engine game of every game to its end in the page and checks the end
// against the engine's own FEN; an engine fault or a loss on time fails it. The default is 50 ms a move: on a
// loaded machine the engine itself loses Megalomachy on time at 6 s + 50 ms, in `sennight match` as here, and this
// test is of the GUI. SENNIGHT_GUI_TC sets a clock instead (minutes+seconds, as the page's clock field takes it).
func TestGUIEngineGames(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	tc := os.Getenv("SENNIGHT_GUI_TC")
	for _, variant := range []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy",
		"glinski", "mccooey", "chess", "grand"} {
		t.Run(variant, func(t *testing.T) {
			b.t = t
			ref := newReference(t, variant)
			b.newGame(variant, "", "sennight", "sennight", tc, 50)
			b.wait(`window.sennight.state.result !== "*"`, 15*time.Minute)
			st := b.state()
			var start string
			b.eval(`window.sennight.state.start`, &start)
			if want := ref.fen(t, start, st.Moves); st.FEN != want {
				t.Errorf("final FEN %q, engine's %q", st.FEN, want)
			}
			var faults []any
			b.eval(`window.sennight.messages.filter((m) => m.kind === "fault")`, &faults)
			if st.Reason == "time forfeit" {
				t.Errorf("lost on time")
			}
			if len(faults) > 0 {
				t.Errorf("faults: %v", faults)
			}
			t.Logf("%s: %s (%s) after %d plies", variant, st.Result, st.Reason, len(st.Moves))
			b.shot("end-" + variant)
		})
	}
}
