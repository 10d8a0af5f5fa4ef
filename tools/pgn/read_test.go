package pgn

import (
	"slices"
	"strings"
	"testing"
)

const twoGames = `[Event "sennight selfplay"]
[White "engine:depth=2"]
[Variant "starchess"]
[FEN "******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - - 0 1"]
[Result "1-0"]
[Note "a \"quoted\" word"]

1. K@d1 N@e7 2. Q@c2 {a comment
over two lines} 2... R@f8 3. e4f5,f5g6 ; the rest is a comment
(3. d2d3 d7d6) $1 3... d7d6 4.d2d3 1-0

[Event "second"]
[Result "1/2-1/2"]

1. e2e4 e7e5 1/2-1/2
`

func TestRead(t *testing.T) {
	games, err := Read(strings.NewReader(twoGames))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	g := games[0]
	want := []string{"K@d1", "N@e7", "Q@c2", "R@f8", "e4f5,f5g6", "d7d6", "d2d3"}
	if !slices.Equal(g.Moves, want) || g.Result != "1-0" || g.Tags["Variant"] != "starchess" || g.Line != 1 {
		t.Errorf("game 1: %+v", g)
	}
	if g.Tags["Note"] != `a "quoted" word` {
		t.Errorf("escaped tag value %q", g.Tags["Note"])
	}
	if h := games[1]; !slices.Equal(h.Moves, []string{"e2e4", "e7e5"}) || h.Result != "1/2-1/2" || h.Line != 12 {
		t.Errorf("game 2: %+v", h)
	}
}

func TestReadErrors(t *testing.T) {
	for _, in := range []string{
		"[Event \"x\"\n1. e2e4 *\n",
		"[Event x]\n",
		"1. e2e4 {never closed\n",
	} {
		if _, err := Read(strings.NewReader(in)); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}

func FuzzRead(f *testing.F) {
	f.Add(twoGames)
	f.Fuzz(func(t *testing.T, s string) {
		games, _ := Read(strings.NewReader(s))
		for _, g := range games {
			for _, m := range g.Moves {
				if m == "" || strings.ContainsAny(m, " \t{}()") {
					t.Fatalf("bad move token %q", m)
				}
			}
		}
	})
}
