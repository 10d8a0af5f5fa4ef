package gui

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// fakeEngine writes a shell script that speaks just enough UCI to be started, then misbehaves on `go`.
func fakeEngine(t *testing.T, name, onGo string) EngineSpec {
	path := filepath.Join(t.TempDir(), name+".sh")
	script := `#!/bin/sh
while read line; do
  case "$line" in
    uci) echo "id name ` + name + `"; echo "option name UCI_Variant type combo default chess var chess var shafran"; echo uciok;;
    isready) echo readyok;;
    go*) ` + onGo + `;;
    quit) exit 0;;
  esac
done
`
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return EngineSpec{Name: name, Argv: []string{"/bin/sh", path}}
}

// TestGUIEngineFaults: an engine that crashes, one that sends an illegal move and one that hangs are reported on
// the page, and the game stays, its side then played from the page.
func TestGUIEngineFaults(t *testing.T) {
	ts := newTestServer(t, fakeEngine(t, "crasher", "exit 3"), fakeEngine(t, "cheater", `echo "bestmove a1a8"`),
		fakeEngine(t, "sleeper", "sleep 3600"))
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	for _, tc := range []struct{ engine, want string }{{"crasher", "crashed"}, {"cheater", "illegal move"},
		{"sleeper", "did not answer"}} {
		t.Run(tc.engine, func(t *testing.T) {
			b.t = t
			b.newGame("chess", "", "", tc.engine, "", 200)
			st := b.state()
			m, _ := choosePick(st.Legal, "e2e4", nil)
			b.playByClicks(m)
			b.wait(fmt.Sprintf(`window.sennight.messages.some((m) => m.kind === "fault" && m.msg.includes(%s))`,
				jsString(tc.want)), 20*time.Second)
			b.shot("fault-" + tc.engine)
			got := b.state()
			if len(got.Moves) != 1 || got.Moves[0] != "e2e4" || got.Result != "*" {
				t.Fatalf("the game was not kept: %v %s", got.Moves, got.Result)
			}
			// Black's side is now the page's: play it by clicking.
			m, _ = choosePick(got.Legal, "e7e5", nil)
			b.playByClicks(m)
			b.wait(`window.sennight.state.moves.length === 2`, 10*time.Second)
		})
	}
}

// TestGUISocketAbuse: a malformed message from the page's own socket gets an error and the game is intact.
func TestGUISocketAbuse(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("shafran", "", "", "", "", 100)
	before := b.state()
	b.eval(`(window.sennight.socket.send("{not json"), window.sennight.socket.send(JSON.stringify({t: "move", move: "a1a1"})),
		window.sennight.socket.send(JSON.stringify({t: "new", variant: "shafran", seats: ["rm -rf /", ""]})), true)`, nil)
	b.wait(`window.sennight.messages.filter((m) => m.kind === "error").length >= 3`, 10*time.Second)
	after := b.state()
	if after.FEN != before.FEN || len(after.Moves) != 0 {
		t.Fatalf("the game changed: %s -> %s", before.FEN, after.FEN)
	}
	m, _ := choosePick(after.Legal, "any", nil)
	b.playByClicks(m)
	b.wait(`window.sennight.state.moves.length === 1`, 10*time.Second)
	b.shot("socket-abuse")

	// Without the token the page and the socket are refused.
	var status int
	b.eval(`fetch("/").then((r) => r.status)`, &status)
	if status != http.StatusForbidden {
		t.Fatalf("GET / without token from the browser: %d", status)
	}
	var refused bool
	b.eval(`new Promise((done) => { const w = new WebSocket("ws://" + location.host + "/ws");
		w.onopen = () => done(false); w.onerror = () => done(true); })`, &refused)
	if !refused {
		t.Fatal("a socket without the token was opened")
	}
}

// TestGUIAnalysis: the engine analyses the shown position; the PV is shown as moves and as an arrow, and follows
// a move made on the board.
func TestGUIAnalysis(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("shafran", "", "", "", "", 100)
	b.eval(`document.getElementById("multipv").value = "3"`, nil)
	b.click("#analyse")
	b.wait(`document.querySelectorAll("#info .pvline").length === 3 && document.querySelector(".arrow line")`, 20*time.Second)
	time.Sleep(time.Second)
	b.shot("analysis")
	var lines []string
	b.eval(`[...document.querySelectorAll("#info .pvline")].map((e) => e.textContent)`, &lines)
	t.Logf("analysis: %q", lines)
	st := b.state()
	m, _ := choosePick(st.Legal, "any", nil)
	b.playByClicks(m)
	b.wait(`window.sennight.state.moves.length === 1 && document.querySelectorAll("#info .pvline").length === 3`, 20*time.Second)
	b.click("#stop")
	b.wait(`window.sennight.analysing === ""`, 5*time.Second)
}

// TestGUIMeasures: click-to-board time over 20 moves between two humans, the page's weight and that no request
// leaves the machine; a phone-sized screenshot and a flipped board.
func TestGUIMeasures(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("shafran", "", "", "", "", 100)
	for i := 0; i < 20; i++ {
		st := b.state()
		m, _ := choosePick(st.Legal, "any", nil)
		b.playByClicks(m)
		b.wait(fmt.Sprintf(`window.sennight.timings.length >= %d`, i+1), 10*time.Second)
	}
	var timings []float64
	b.eval(`window.sennight.timings`, &timings)
	sort.Float64s(timings)
	t.Logf("click to board update: median %.1f ms, max %.1f ms over %d moves", timings[len(timings)/2],
		timings[len(timings)-1], len(timings))
	var res []struct {
		Name string  `json:"name"`
		Size float64 `json:"size"`
	}
	b.eval(`[performance.getEntriesByType("navigation")[0], ...performance.getEntriesByType("resource")].map((e) =>
		({name: e.name, size: e.encodedBodySize}))`, &res)
	total := 0.0
	for _, r := range res {
		total += r.Size
		if !strings.HasPrefix(r.Name, ts.URL) {
			t.Errorf("a request left the machine: %s", r.Name)
		}
	}
	t.Logf("page weight: %.1f kB in %d requests, all to %s", total/1000, len(res), ts.URL)
	b.click("#flip")
	b.shot("flipped")
	small := openBrowser(t, ts.URL+"/?token="+testToken, 390, 844)
	small.newGame("cohen-sd2l", "", "", "sennight", "", 100)
	small.shot("phone")
}

// TestGUIDragAndTwin: a move made by dragging, and the pointer over a cell of a two-level board outlining its
// twin on the other level.
func TestGUIDragAndTwin(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("cohen-sd2l", "", "", "", "", 100)
	st := b.state()
	var panels []int
	b.eval(`window.sennight.board.cells.map((c) => c.l)`, &panels)
	m, _ := choosePick(st.Legal, "levels", panels)
	from, to := b.cellPoint(m.From), b.cellPoint(m.To)
	steps := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(chromedp.MousePressed, from[0], from[1], chromedp.Button("left"))}
	for k := 1; k <= 5; k++ {
		x, y := from[0]+(to[0]-from[0])*float64(k)/5, from[1]+(to[1]-from[1])*float64(k)/5
		steps = append(steps, chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.Button("left")))
	}
	steps = append(steps, chromedp.MouseEvent(chromedp.MouseReleased, to[0], to[1], chromedp.Button("left")))
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		t.Fatal(err)
	}
	b.wait(`window.sennight.state.moves.length === 1`, 10*time.Second)
	if got := b.state().Moves[0]; got != m.Text {
		t.Fatalf("dragged %s, played %s", m.Text, got)
	}
	// The pointer over a cell with a twin outlines both.
	var twin int
	b.eval(`window.sennight.board.cells.findIndex((c) => c.tw >= 0)`, &twin)
	pt := b.cellPoint(twin)
	if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, pt[0], pt[1])); err != nil {
		t.Fatal(err)
	}
	b.wait(`document.querySelectorAll("#board .cell.twin").length === 2`, 5*time.Second)
	b.shot("twin")
}

// TestGUIClock: an engine-against-engine game with a clock shows both clocks counting down; the engine options
// (Hash, Threads) are offered under "More".
func TestGUIClock(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("glinski", "", "sennight", "sennight", "0.2+0.1", 100)
	b.wait(`window.sennight.state.moves.length >= 6`, 30*time.Second)
	var clocks []string
	b.eval(`[document.getElementById("clock-w").textContent, document.getElementById("clock-b").textContent]`, &clocks)
	for i, c := range clocks {
		var side string
		var m, s int
		if n, _ := fmt.Sscanf(strings.Replace(c, " (sennight)", "", 1), "%s %d:%d", &side, &m, &s); n != 3 || m != 0 || s < 5 || s > 13 {
			t.Errorf("clock %d shows %q, want about 0:12 and falling", i, c)
		}
	}
	var opts []string
	b.eval(`[...document.querySelectorAll("#options [data-option]")].map((e) => e.dataset.option)`, &opts)
	if !slices.Contains(opts, "Hash") || !slices.Contains(opts, "Threads") {
		t.Errorf("engine options offered: %v", opts)
	}
	b.click("#more summary")
	b.shot("clock-and-options")
}

// TestGUITakebackClock: against the engine with a clock, Takeback takes back the engine's answer and the move before
// it, and both clocks show the time each side had when that move's turn began, not the time spent since.
func TestGUITakebackClock(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("chess", "", "", "sennight", "1+0", 100)
	play := func(move string, plies int) {
		m, _ := choosePick(b.state().Legal, move, nil)
		b.playByClicks(m)
		b.wait(fmt.Sprintf(`window.sennight.state.moves.length === %d`, plies), 30*time.Second)
	}
	clocks := func() (ms [2]float64) {
		b.eval(`window.sennight.state.clock`, &ms)
		return ms
	}
	play("e2e4", 2)
	before := clocks() // White's turn to play its second move begins here
	time.Sleep(2 * time.Second)
	play("d2d4", 4)
	time.Sleep(2 * time.Second)
	b.shot("takeback-clock-before")
	b.click("#takeback")
	b.wait(`window.sennight.state.moves.length === 2`, 10*time.Second)
	after := clocks()
	b.shot("takeback-clock-after")
	// The page's clock state is the server's at its last message; White's clock is running again from the time it
	// had before d2d4, so within the test's own reading delay of it, and at least 2 s above what spending the two
	// seconds waited would have left.
	if d := before[0] - after[0]; d < -50 || d > 500 {
		t.Errorf("White's clock after the takeback: %.0f ms, before d2d4: %.0f ms", after[0], before[0])
	}
	if d := before[1] - after[1]; d < -50 || d > 50 {
		t.Errorf("Black's clock after the takeback: %.0f ms, before its answer to d2d4: %.0f ms", after[1], before[1])
	}
	var shown, thoughts string
	b.eval(`document.getElementById("info").textContent`, &thoughts)
	if thoughts != "" {
		t.Errorf("the engine's thoughts on the moves taken back are still shown: %q", thoughts)
	}
	b.eval(`document.getElementById("clock-w").textContent`, &shown)
	if !strings.Contains(shown, "0:59") && !strings.Contains(shown, "1:00") {
		t.Errorf("White's clock shows %q after the takeback, want about 0:59", shown)
	}
}

// TestGUIMatch: a match between two engines in the page, colours swapped each game, with the standing shown.
func TestGUIMatch(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	b.newGame("starchess", "", "sennight", "sennight", "", 20)
	b.eval(`(document.getElementById("games").value = "2", true)`, nil)
	b.eval(`(document.getElementById("startmatch").click(), true)`, nil)
	b.wait(`window.sennight.match && window.sennight.match.played === 2`, 5*time.Minute)
	var m struct {
		W, L, D int
		Elo     string
		LLR     string
	}
	b.eval(`window.sennight.match`, &m)
	if m.W+m.L+m.D != 2 || m.Elo == "" || m.LLR == "" {
		t.Fatalf("match standing %+v", m)
	}
	var shown string
	b.eval(`document.getElementById("match").textContent`, &shown)
	if !strings.Contains(shown, "W-L-D") || !strings.Contains(shown, "LLR") {
		t.Fatalf("match panel: %q", shown)
	}
	b.shot("match")
}
