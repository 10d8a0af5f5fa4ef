package movegen

import (
	"slices"
	"strings"
	"testing"

	"sennight/variants"
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
	name, err := LoadVariant("tiny.toml", []byte(tinyVariant))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { UnloadVariant(name) })
	if name != "tiny-load" || !slices.Contains(variants.Names(), name) {
		t.Fatalf("loaded %q; games %v", name, variants.Names())
	}
	tb, err := ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	if n := Perft(StartPosition(tb), 1); n != 8 {
		t.Errorf("perft 1 = %d, want 8", n)
	}
	// Loading it again replaces it; a built-in name is refused.
	if _, err := LoadVariant("tiny.toml", []byte(tinyVariant)); err != nil {
		t.Errorf("reloading: %v", err)
	}
	_, err = LoadVariant("shafran.toml", []byte(strings.Replace(tinyVariant, "tiny-load", "shafran", 1)))
	if err == nil || !strings.Contains(err.Error(), "built-in") {
		t.Errorf("a file named shafran: %v", err)
	}
	if v, _ := variants.ByName("shafran"); len(v.Pieces) != 6 {
		t.Error("shafran was replaced")
	}
}

// TestLoadVariantErrors: files that read but do not make a game are refused with the file's name, and the games
// are unchanged.
func TestLoadVariantErrors(t *testing.T) {
	before := variants.Names()
	for _, c := range []struct{ from, to, want string }{
		{"k3/4/4/1R1K", "k3/4/4/1R2", "key start"},   // no White King
		{"k3/4/4/1R1K", "kK2/4/4/1R2", "key start"},  // Kings touching: the side not to move is in check
		{"[rules]", "[rules]\nfoo = 1", "rules.foo"}, // unknown key
	} {
		_, err := LoadVariant("bad.toml", []byte(strings.Replace(tinyVariant, c.from, c.to, 1)))
		if err == nil || !strings.Contains(err.Error(), "bad.toml") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -> %s: %v", c.from, c.to, err)
		}
	}
	if got := variants.Names(); !slices.Equal(got, before) {
		t.Errorf("games changed to %v", got)
	}
}

// TestExampleVariantFile: docs/examples/megalomachy-alt.toml (a changed reconstructed setup) loads, puts the
// Amazon on e1, and its tables generate what the built-in Megalomachy's do from its start position.
func TestExampleVariantFile(t *testing.T) {
	name, err := LoadVariantFile("../docs/examples/megalomachy-alt.toml")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { UnloadVariant(name) })
	alt, _ := ForVariant(name)
	start := StartPosition(alt)
	e1, _ := alt.Cell("e1")
	if tok := alt.Types[start.At(e1).Type()].Token; tok != "O" {
		t.Errorf("e1 holds %s, want the Amazon", tok)
	}
	builtin, _ := ForVariant("megalomachy")
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
		name, err := LoadVariant("tiny.toml", []byte(tinyVariant+c.extra))
		if err != nil {
			t.Fatal(err)
		}
		tb, _ := ForVariant(name)
		p, err := NewPosition(tb, fen)
		if err != nil {
			t.Fatal(err)
		}
		if o := p.Outcome(); o.Result != c.want || o.Reason != "stalemate" {
			t.Errorf("%q: outcome %+v, want %v by stalemate", c.extra, o, c.want)
		}
		UnloadVariant(name)
	}
}
