package tune

import (
	"strings"
	"testing"

	"sennight/movegen"
	"sennight/tools/pgn"
)

// shafranGame is the start of a played Shafran game: after 12. h4d8 (ply 24... 25) Black must recapture.
const shafranGames = `[Variant "shafran"]
[Result "1-0"]

1. e2e5 f10b2 2. b1d4 b2b3 3. d4e2 b3d5 4. c2c3 d5d7 5. c1b2 g10e6 6. g4g6 d7b5
7. d2d5 e6f8 8. a2a3 b5d7 9. f2h6 g9g7 10. h6f2 d7e6 11. b2c4 b6b5 12. f2d4
e6g4 13. h4d8 b7d8 1-0

[Variant "starchess"]
[Result "0-1"]

1. K@d1 0-1

[Variant "shafran"]
[Result "*"]

1. e2e5 *
`

func TestSamples(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	games, err := pgn.Read(strings.NewReader(shafranGames))
	if err != nil {
		t.Fatal(err)
	}
	samples, err := Samples(tb, games, SampleOptions{SkipPlies: 4})
	if err != nil {
		t.Fatal(err)
	}
	// 26 plies, the first 3 skipped; the position after 13. h4d8 (a Bishop takes on d8, Black retakes) is not
	// quiet, the unfinished game and the Starchess game give nothing.
	if len(samples) == 0 || len(samples) > 23 {
		t.Fatalf("%d samples", len(samples))
	}
	// The position after 13. h4d8, where Black's recapture b7d8 wins the Bishop back.
	p := movegen.StartPosition(tb)
	for _, text := range games[0].Moves[:25] {
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	afterCapture := strings.Join(strings.Fields(p.FEN())[:2], " ")
	for _, s := range samples {
		if s.Result != 1 || s.Pos.InCheck() {
			t.Errorf("sample %s: result %v, in check %v", s.Pos.FEN(), s.Result, s.Pos.InCheck())
		}
		if strings.HasPrefix(s.Pos.FEN(), afterCapture) {
			t.Errorf("the position before the recapture was taken: %s", s.Pos.FEN())
		}
	}
	limited, _ := Samples(tb, games, SampleOptions{SkipPlies: 4, PerGame: 5})
	if len(limited) != 5 {
		t.Errorf("PerGame 5: %d samples", len(limited))
	}
	bad, _ := pgn.Read(strings.NewReader("[Variant \"shafran\"]\n\n1. e2e5 e2e5 1-0\n"))
	if _, err := Samples(tb, bad, SampleOptions{}); err == nil || !strings.Contains(err.Error(), "ply 2") {
		t.Errorf("an illegal move: %v", err)
	}
}
