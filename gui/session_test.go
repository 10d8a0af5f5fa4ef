package gui

import (
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket/wsjson"

	"sennight/movegen"
	"sennight/tools/engineproc/engineproctest"
)

// TestPGNRoundTrip: a game exported as PGN carries match's headers and reads back to the same game.
func TestPGNRoundTrip(t *testing.T) {
	ts := newTestServer(t)
	c, ctx := dial(t, ts)
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": "megalomachy", "fen": "15k/16/16/16/16/16/16/16/16/16/6N9/5n10/4T'11/16/16/15K w - - 0 1"})
	next(t, ctx, c, "state")
	for _, mv := range []string{"e4f5,f5f6", "p16o16", "f6f7"} {
		wsjson.Write(ctx, c, map[string]any{"t": "move", "move": mv})
		next(t, ctx, c, "state")
	}
	wsjson.Write(ctx, c, map[string]any{"t": "export"})
	pgn := next(t, ctx, c, "pgn")["pgn"].(string)
	for _, want := range []string{`[Variant "megalomachy"]`, `[SetUp "1"]`, `[FEN "15k/16/16/16/16/16/16/16/16/16/6N9/5n10/4T'11/16/16/15K w - - 0 1"]`,
		"1. e4f5,f5f6 p16o16 2. f6f7 *"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %q:\n%s", want, pgn)
		}
	}
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": "chess"})
	next(t, ctx, c, "state")
	wsjson.Write(ctx, c, map[string]any{"t": "import", "pgn": pgn})
	st := next(t, ctx, c, "state")
	if st["variant"] != "megalomachy" || len(st["moves"].([]any)) != 3 {
		t.Fatalf("imported %v %v", st["variant"], st["moves"])
	}
	wsjson.Write(ctx, c, map[string]any{"t": "import", "pgn": strings.Replace(pgn, "f6f7", "f6p1", 1)})
	if m := next(t, ctx, c, "error"); !strings.Contains(m["msg"].(string), "f6p1") {
		t.Fatalf("an illegal move in PGN: %v", m)
	}
}

// TestTakebackAndClock: takeback against the engine takes back its answer and the move before it; a clock that
// runs out ends the game on time.
func TestTakebackAndClock(t *testing.T) {
	ts := newTestServer(t)
	c, ctx := dial(t, ts)
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": "chess", "seats": []string{"", "sennight"}, "movetime": 50})
	next(t, ctx, c, "state")
	wsjson.Write(ctx, c, map[string]any{"t": "move", "move": "e2e4"})
	for {
		if st := next(t, ctx, c, "state"); len(st["moves"].([]any)) == 2 {
			break
		}
	}
	wsjson.Write(ctx, c, map[string]any{"t": "takeback"})
	if st := next(t, ctx, c, "state"); len(st["moves"].([]any)) != 0 || st["white"] != true {
		t.Fatalf("after takeback: %v", st["moves"])
	}
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": "shafran", "base": 0.5})
	next(t, ctx, c, "state")
	wsjson.Write(ctx, c, map[string]any{"t": "move", "move": "e2e4"}) // starts the clocks; Black then runs out
	start := time.Now()
	end := next(t, ctx, c, "end")
	if end["result"] != "1-0" || end["reason"] != "time forfeit" {
		t.Fatalf("end %v", end)
	}
	if d := time.Since(start); d < 400*time.Millisecond || d > 3*time.Second {
		t.Errorf("Black's 0.5 s ran out after %v", d)
	}
}

// TestOtherEngine: an --engine (Fairy-Stockfish, where installed) is offered for the games it announces and plays.
func TestOtherEngine(t *testing.T) {
	const fsf = "/usr/games/fairy-stockfish"
	if _, err := os.Stat(fsf); err != nil {
		t.Skip("no fairy-stockfish")
	}
	ts := newTestServer(t, EngineSpec{Name: "fsf", Argv: []string{fsf}})
	c, ctx := dial(t, ts)
	for _, variant := range []string{"chess", "grand"} {
		wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": variant, "seats": []string{"", "fsf"}, "movetime": 50,
			"options": map[string]string{"Hash": "8"}})
		st := next(t, ctx, c, "state")
		legal := st["legal"].([]any)
		mv := legal[0].(map[string]any)["s"].(string)
		wsjson.Write(ctx, c, map[string]any{"t": "move", "move": mv})
		for {
			if st := next(t, ctx, c, "state"); len(st["moves"].([]any)) == 2 {
				t.Logf("%s: %v", variant, st["moves"])
				break
			}
		}
	}
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": "shafran", "seats": []string{"", "fsf"}})
	if m := next(t, ctx, c, "error"); !strings.Contains(m["msg"].(string), "does not play") {
		t.Fatalf("fsf offered for shafran: %v", m)
	}
}

// TestVariantFileGame: a game loaded from a variant file is drawn from the same geometry and played by the
// engine started with the same file.
func TestVariantFileGame(t *testing.T) {
	const file = "../docs/examples/megalomachy-alt.toml"
	name, err := movegen.LoadVariantFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Engines: []EngineSpec{{Name: "sennight", Argv: []string{engineproctest.Sennight(t), "--variants", file}}},
		Token: testToken, Log: testLog{t}})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(s.engines[0].Variants, name) {
		t.Fatalf("the engine does not announce %s: %v", name, s.engines[0].Variants)
	}
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	c, ctx := dial(t, ts)
	wsjson.Write(ctx, c, map[string]any{"t": "new", "variant": name, "seats": []string{"", "sennight"}, "movetime": 50})
	if b := next(t, ctx, c, "board"); len(b["cells"].([]any)) != 256 {
		t.Fatalf("%s board: %d cells", name, len(b["cells"].([]any)))
	}
	next(t, ctx, c, "state")
	wsjson.Write(ctx, c, map[string]any{"t": "move", "move": "a5a6"})
	for {
		if st := next(t, ctx, c, "state"); len(st["moves"].([]any)) == 2 {
			break
		}
	}
}
