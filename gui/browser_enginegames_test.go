package gui

import (
	"os"
	"testing"
	"time"
)

// TestGUIEngineGames plays an engine-against-engine game of every game to its end in the page, at a fast time
// control (SENNIGHT_GUI_TC, minutes+seconds as the page's clock field takes it; default 0.1+0.05: 6 s and 50 ms a
// move), and checks the end against the engine's own FEN; a loss on time or an engine fault fails it.
func TestGUIEngineGames(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	tc := "0.1+0.05"
	if s := os.Getenv("SENNIGHT_GUI_TC"); s != "" {
		tc = s
	}
	for _, variant := range []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy",
		"glinski", "mccooey", "chess", "grand"} {
		t.Run(variant, func(t *testing.T) {
			b.t = t
			ref := newReference(t, variant)
			b.newGame(variant, "", "sennight", "sennight", tc, 0)
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
