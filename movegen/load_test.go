package movegen

import (
	"os"
	"slices"
	"strings"
	"testing"
)

const tinyVariant = `name = "tiny-load"
start = "k3/4/4/1R1K w - - 0 1"
[board]
kind = "square"
files = 4
ranks = 4
[[piece]]
token = "K"
royal = true
[[piece.atom]]
kind = "leap"
vecs = ["square-K"]
[[piece]]
token = "R"
[[piece.atom]]
kind = "ride"
vecs = ["square-W"]
[rules]
mirror = "flip-rank"
`

// TestLoadVariant: a loaded game joins the games and plays. Its moves counted by hand: the Rook on b1 has 3 up the
// file and a1, c1 along the rank (d1 holds the King); the King on d1 has c1, c2, d2: 8 moves.
func TestLoadVariant(t *testing.T) {
	r := newRegistry()
	name, err := r.load("tiny.toml", []byte(tinyVariant))
	if err != nil {
		t.Fatal(err)
	}
	if name != "tiny-load" || !slices.Contains(r.names(), name) {
		t.Fatalf("loaded %q; games %v", name, r.names())
	}
	tb := registryTables(t, r, name)
	if n := Perft(StartPosition(tb), 1); n != 8 {
		t.Errorf("perft 1 = %d, want 8", n)
	}
	// Loading it again replaces it; a built-in name is refused.
	if _, err := r.load("tiny.toml", []byte(tinyVariant)); err != nil {
		t.Errorf("reloading: %v", err)
	}
	_, err = r.load("shafran.toml", []byte(strings.Replace(tinyVariant, "tiny-load", "shafran", 1)))
	if err == nil || !strings.Contains(err.Error(), "built-in") {
		t.Errorf("a file named shafran: %v", err)
	}
	if v := registryTables(t, r, "shafran").Variant; len(v.Pieces) != 6 {
		t.Error("shafran was replaced")
	}
}

// registryTables returns the tables of a game of r.
func registryTables(t *testing.T, r *registry, name string) *Tables {
	t.Helper()
	g, err := r.lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := g.tables()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestReloadReplacesGame: loading a file again under the same name replaces the game, Variant and Tables together:
// the registry then leads only to the new game (so the old one can be freed once nothing else holds it), and the
// game is listed once.
func TestReloadReplacesGame(t *testing.T) {
	r := newRegistry()
	if _, err := r.load("tiny.toml", []byte(tinyVariant)); err != nil {
		t.Fatal(err)
	}
	old := registryTables(t, r, "tiny-load")
	// The same game with the King on c1 instead of d1.
	if _, err := r.load("tiny.toml", []byte(strings.Replace(tinyVariant, "1R1K", "1RK1", 1))); err != nil {
		t.Fatal(err)
	}
	g, err := r.lookup("tiny-load")
	if err != nil {
		t.Fatal(err)
	}
	tb := registryTables(t, r, "tiny-load")
	if tb == old || g.variant() == old.Variant {
		t.Error("the registry still leads to the old game's tables or variant")
	}
	if fen := g.variant().StartFEN; !strings.HasPrefix(fen, "k3/4/4/1RK1 ") {
		t.Errorf("start %q, want the new file's", fen)
	}
	if tb.Variant != g.variant() {
		t.Error("the new tables are not built from the new variant")
	}
	n := 0
	for _, name := range r.names() {
		if name == "tiny-load" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("tiny-load listed %d times in %v", n, r.names())
	}
}

// TestGameListOrder: a loaded game without an order key is listed among the built-in games that have none, by
// name: after the six of the design card, before Chess when its name sorts first (the order of UCI_Variant's
// choices and of `sennight help`).
func TestGameListOrder(t *testing.T) {
	r := newRegistry()
	if _, err := r.load("a.toml", []byte(strings.Replace(tinyVariant, "tiny-load", "aardvark", 1))); err != nil {
		t.Fatal(err)
	}
	want := []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy", "aardvark",
		"brusky", "chess", "devasa", "glinski", "grand", "mccooey"}
	if got := r.names(); !slices.Equal(got, want) {
		t.Errorf("games listed as %v, want %v", got, want)
	}
	if _, err := r.lookup("xiangqi"); err == nil || !strings.Contains(err.Error(), `unknown variant "xiangqi"`) {
		t.Errorf("unknown game: %v", err)
	}
}

// TestLoadVariantErrors: files that read but do not make a game are refused with the file's name, and the games
// are unchanged.
func TestLoadVariantErrors(t *testing.T) {
	r := newRegistry()
	before := r.names()
	for _, c := range []struct{ from, to, want string }{
		{"k3/4/4/1R1K", "k3/4/4/1R2", "key start"},   // no White King
		{"k3/4/4/1R1K", "kK2/4/4/1R2", "key start"},  // Kings touching: the side not to move is in check
		{"[rules]", "[rules]\nfoo = 1", "rules.foo"}, // unknown key
	} {
		_, err := r.load("bad.toml", []byte(strings.Replace(tinyVariant, c.from, c.to, 1)))
		if err == nil || !strings.Contains(err.Error(), "bad.toml") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -> %s: %v", c.from, c.to, err)
		}
	}
	if got := r.names(); !slices.Equal(got, before) {
		t.Errorf("games changed to %v", got)
	}
}

// TestExampleVariantFile: docs/examples/megalomachy-alt.toml (a changed reconstructed setup) loads, puts the
// Amazon on e1, and its tables generate what the built-in Megalomachy's do from its start position.
func TestExampleVariantFile(t *testing.T) {
	const file = "../docs/examples/megalomachy-alt.toml"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	r := newRegistry()
	name, err := r.load(file, data)
	if err != nil {
		t.Fatal(err)
	}
	alt := registryTables(t, r, name)
	start := StartPosition(alt)
	e1, _ := alt.Cell("e1")
	if tok := alt.Types[start.At(e1).Type()].Token; tok != "O" {
		t.Errorf("e1 holds %s, want the Amazon", tok)
	}
	builtin := registryTables(t, r, "megalomachy")
	same, err := NewPosition(builtin, start.FEN())
	if err != nil {
		t.Fatal(err)
	}
	if a, b := Perft(start, 2), Perft(same, 2); a != b {
		t.Errorf("perft 2: %d from the file's game, %d from the built-in rules", a, b)
	}
}

// TestStalemateSwitch: rules.stalemate = "win" makes the stalemated side lose (Gliński); by default it is a draw.
// Black's King on a4 has a3, b3 and b4, all attacked by the Rooks on d3 and b1, and is not in check.
func TestStalemateSwitch(t *testing.T) {
	const fen = "k3/3R/2K1/1R2 b - - 0 1"
	for _, c := range []struct {
		extra string
		want  Result
	}{{"", Draw}, {"stalemate = \"win\"\n", WhiteWins}} {
		r := newRegistry()
		name, err := r.load("tiny.toml", []byte(tinyVariant+c.extra))
		if err != nil {
			t.Fatal(err)
		}
		tb := registryTables(t, r, name)
		p, err := NewPosition(tb, fen)
		if err != nil {
			t.Fatal(err)
		}
		if o := p.Outcome(); o.Result != c.want || o.Reason != "stalemate" {
			t.Errorf("%q: outcome %+v, want %v by stalemate", c.extra, o, c.want)
		}
	}
}

// TestRegistryConcurrentUse: files loaded again and again while other goroutines list the games and look them up
// (a GUI's VariantPath while a search runs). Run with -race; without it, it checks that every lookup finds a whole
// game: a Variant and Tables built from it.
func TestRegistryConcurrentUse(t *testing.T) {
	r := newRegistry()
	if _, err := r.load("tiny.toml", []byte(tinyVariant)); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 20 {
			if _, err := r.load("tiny.toml", []byte(tinyVariant)); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
		}
		if !slices.Contains(r.names(), "tiny-load") {
			t.Error("tiny-load missing from the list while it is reloaded")
			break
		}
		g, err := r.lookup("tiny-load")
		if err != nil {
			t.Error(err)
			break
		}
		if tb, err := g.tables(); err != nil || tb.Variant != g.variant() {
			t.Errorf("tables %p of variant %p, error %v", tb, g.variant(), err)
			break
		}
	}
	<-done
}

// BenchmarkLoadVariantFile: the time a new game file takes to join the engine's games (read, compiled into move
// tables, start position checked), for the Capablanca example (docs/variant-files.md, measured figures).
func BenchmarkLoadVariantFile(b *testing.B) {
	data, err := os.ReadFile("../docs/examples/capablanca.toml")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := newRegistry().load("capablanca.toml", data); err != nil {
			b.Fatal(err)
		}
	}
}
