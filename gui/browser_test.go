package gui

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sennight/tools/engineproc/engineproctest"
)

// The browser tests drive the page in a real, headless Chromium (SENNIGHT_GUI=1; skipped where chromium is
// absent). Screenshots go to SENNIGHT_ARTIFACTS (default: the test's temporary directory).

func chromiumPath(t *testing.T) string {
	t.Helper()
	if os.Getenv("SENNIGHT_GUI") == "" {
		t.Skip("set SENNIGHT_GUI=1 to run the browser tests")
	}
	for _, p := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("no chromium")
	return ""
}

func artifacts(t *testing.T) string {
	dir := os.Getenv("SENNIGHT_ARTIFACTS")
	if dir == "" {
		return t.TempDir()
	}
	os.MkdirAll(dir, 0o755)
	return dir
}

// browser is one headless Chromium tab on the GUI page.
type browser struct {
	t   *testing.T
	ctx context.Context
	url string
}

func openBrowser(t *testing.T, pageURL string, width, height int) *browser {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromiumPath(t)), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.Flag("disable-component-update", true), chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	b := &browser{t: t, ctx: ctx, url: pageURL}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(width), int64(height)), chromedp.Navigate(pageURL)); err != nil {
		t.Fatal(err)
	}
	b.wait(`window.sennight && window.sennight.hello !== null`, 20*time.Second)
	return b
}

// eval evaluates a JavaScript expression into v.
func (b *browser) eval(expr string, v any) {
	b.t.Helper()
	raw, err := chromedp.Run(b.ctx, chromedp.Evaluate[json.RawMessage](`(async () => JSON.stringify(await (`+expr+`)))()`,
		chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	if v != nil {
		if err := json.Unmarshal([]byte(s), v); err != nil {
			b.t.Fatalf("%s: %v (%s)", expr, err, s)
		}
	}
}

// wait polls a JavaScript condition until it holds.
func (b *browser) wait(cond string, timeout time.Duration) {
	b.t.Helper()
	end := time.Now().Add(timeout)
	for {
		var ok bool
		b.eval(`!!(`+cond+`)`, &ok)
		if ok {
			return
		}
		if time.Now().After(end) {
			var msgs any
			b.eval(`window.sennight.messages`, &msgs)
			b.shot("timeout-" + b.t.Name())
			b.t.Fatalf("timed out waiting for %s (messages: %v)", cond, msgs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// click clicks the centre of an element with the mouse.
func (b *browser) click(selector string) {
	b.t.Helper()
	var pt [2]float64
	b.eval(`(() => { const r = document.querySelector(`+jsString(selector)+`).getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2]; })()`, &pt)
	if err := chromedp.Do(b.ctx, chromedp.MouseClickXY(pt[0], pt[1])); err != nil {
		b.t.Fatal(err)
	}
}

// clickCell clicks a board cell at its centre as the page draws it.
func (b *browser) clickCell(i int) {
	b.t.Helper()
	pt := b.cellPoint(i)
	if err := chromedp.Do(b.ctx, chromedp.MouseClickXY(pt[0], pt[1])); err != nil {
		b.t.Fatal(err)
	}
}

// cellPoint is the centre of a cell on the screen.
func (b *browser) cellPoint(i int) [2]float64 {
	b.t.Helper()
	var pt [2]float64
	b.eval(fmt.Sprintf(`(() => { const c = document.querySelector('#board [data-i="%d"]');
		const pts = c.points, m = c.getScreenCTM(); let x = 0, y = 0;
		for (let k = 0; k < pts.numberOfItems; k++) { x += pts.getItem(k).x / pts.numberOfItems; y += pts.getItem(k).y / pts.numberOfItems; }
		return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]; })()`, i), &pt)
	return pt
}

func jsString(s string) string { q, _ := json.Marshal(s); return string(q) }

func (b *browser) shot(name string) string {
	buf, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return ""
	}
	path := filepath.Join(artifacts(b.t), strings.NewReplacer("/", "-", " ", "-").Replace(name)+".png")
	os.WriteFile(path, buf, 0o644)
	return path
}

// setForm sets the new-game form's fields and presses New game.
func (b *browser) newGame(variant, fen, white, black, clock string, movetime int) {
	b.t.Helper()
	var boards int
	b.eval(`window.sennight.boards || 0`, &boards)
	b.eval(fmt.Sprintf(`(() => { const v = document.getElementById("variant"); v.value = %s; v.onchange();
		document.getElementById("fen").value = %s; document.getElementById("white").value = %s;
		document.getElementById("black").value = %s; document.getElementById("tc").value = %s;
		document.getElementById("movetime").value = %d; return true; })()`, jsString(variant), jsString(fen),
		jsString(white), jsString(black), jsString(clock), movetime), nil)
	b.click("#new")
	b.wait(fmt.Sprintf(`window.sennight.boards > %d && window.sennight.state && window.sennight.state.variant === %s`,
		boards, jsString(variant)), 20*time.Second)
}

// pageState is what the test reads back from the page.
type pageState struct {
	FEN      string      `json:"fen"`
	Moves    []string    `json:"moves"`
	White    bool        `json:"white"`
	Result   string      `json:"result"`
	Reason   string      `json:"reason"`
	Legal    []legalMove `json:"legal"`
	Listed   []string    `json:"listed"`   // the move list's text, as drawn
	FENShown string      `json:"fenShown"` // the FEN line, as drawn
}

func (b *browser) state() pageState {
	var st pageState
	b.eval(`Object.assign({}, window.sennight.state, {listed: [...document.querySelectorAll("#movelist .mv")].map((e) => e.textContent),
		fenShown: document.getElementById("fenline").textContent})`, &st)
	return st
}

// playByClicks plays a legal move of the page's list with the mouse: the piece (or the piece in hand), the
// victim of a hit-and-run, the landing cell, and the choice when several moves share those clicks.
func (b *browser) playByClicks(m legalMove) {
	b.t.Helper()
	if m.Drop != "" {
		var white bool
		b.eval(`window.sennight.state.white`, &white)
		side := "b"
		if white {
			side = "w"
		}
		b.click(fmt.Sprintf(`[data-hand="%s%s"]`, side, m.Drop))
	} else {
		b.clickCell(m.From)
	}
	if m.Leg {
		b.clickCell(m.Kill)
	}
	b.clickCell(m.To)
	var chooser bool
	b.eval(`!document.getElementById("chooser").hidden`, &chooser)
	if chooser {
		b.shot("chooser-" + b.t.Name())
		b.click(fmt.Sprintf(`#choices [data-move=%s]`, jsString(m.Text)))
	}
}

// reference is the engine itself over UCI, asked for the FEN after the page's moves.
type reference struct {
	in  io.WriteCloser
	out *bufio.Scanner
}

func newReference(t *testing.T, variant string) *reference {
	cmd := exec.Command(engineproctest.Sennight(t))
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close(); cmd.Wait() })
	fmt.Fprintf(in, "uci\nsetoption name UCI_Variant value %s\n", variant)
	return &reference{in: in, out: bufio.NewScanner(out)}
}

// fen returns the engine's FEN after moves from a start.
func (r *reference) fen(t *testing.T, start string, moves []string) string {
	pos := "position fen " + start
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	fmt.Fprintf(r.in, "%s\nd\n", pos)
	for r.out.Scan() {
		if f, ok := strings.CutPrefix(r.out.Text(), "FEN: "); ok {
			return f
		}
	}
	t.Fatal("the reference engine stopped")
	return ""
}
