package selfplay

import (
	"bytes"
	"strings"
	"testing"

	"sennight/eval"
	"sennight/movegen"
	"sennight/variants"
)

// TestMatchAndPGN plays quick games in every variant and checks the PGN replays to the recorded result.
func TestMatchAndPGN(t *testing.T) {
	for _, name := range variants.Names() {
		a, err := ParsePlayer("engine:depth=1", 1)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := ParsePlayer("random", 2)
		var pgn bytes.Buffer
		var games []Game
		score, err := Match(a, b, Options{Variant: name, Games: 2, OpeningPlies: 2, MaxPlies: 60, Seed: 3},
			func(g Game) {
				games = append(games, g)
				if err := WritePGN(&pgn, g); err != nil {
					t.Fatal(err)
				}
			})
		if err != nil {
			t.Fatal(err)
		}
		if score.Wins+score.Losses+score.Draws != 2 || len(games) != 2 {
			t.Fatalf("%s: score %v after %d games", name, score, len(games))
		}
		text := pgn.String()
		for _, tag := range []string{`[Variant "` + name + `"]`, `[FEN "`, `[SetUp "1"]`, `[White "engine:depth=1"]`,
			`[Black "engine:depth=1"]`, `[Result "`} {
			if !strings.Contains(text, tag) {
				t.Errorf("%s: PGN lacks %s:\n%s", name, tag, text)
			}
		}
		// The moves replay legally from the start FEN and end in the recorded result.
		for _, g := range games {
			tb, _ := movegen.ForVariant(name)
			p, err := movegen.NewPosition(tb, g.StartFEN)
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range g.Moves {
				m, err := p.ParseMove(mv)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				p.MakeMove(m)
			}
			if o := p.Outcome(); g.Termination != "adjudication" && o.Result != g.Result {
				t.Errorf("%s: game ends %v, recorded %v", name, o, g.Result)
			}
		}
	}
}

func TestParsePlayer(t *testing.T) {
	for _, spec := range []string{"engine", "engine:depth=3,threads=2,hash=8", "engine:movetime=20ms,eval=material",
		"engine:depth=2,value=R:600,value=N:320",
		"greedy", "random"} {
		if _, err := ParsePlayer(spec, 1); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	for _, spec := range []string{"human", "engine:depth", "engine:depth=x", "engine:colour=1", "engine:eval=nn",
		"engine:value=R", "engine:value=R:x", "engine:lazy=x", "engine:mobility="} {
		if _, err := ParsePlayer(spec, 1); err == nil {
			t.Errorf("%s: accepted", spec)
		}
	}
}

// TestParsePlayerWeights: the tuning keys change the engine's weights, each the one it names, and all of them the same
// weights object.
func TestParsePlayerWeights(t *testing.T) {
	pl, err := ParsePlayer("engine:lazy=40,mobility=3,value=R:611", 1)
	if err != nil {
		t.Fatal(err)
	}
	w := pl.(*enginePlayer).eng.Options().Weights
	if w == nil {
		t.Fatal("no weights")
	}
	if w.LazyMargin != 40 || w.VariantLazyMargin {
		t.Errorf("lazy: margin %d, per variant %v; want 40 everywhere", w.LazyMargin, w.VariantLazyMargin)
	}
	if w.MobilityMG != 3 || w.MobilityEG != 3 || w.VariantMobility {
		t.Errorf("mobility: %d/%d, per variant %v; want 3/3 everywhere", w.MobilityMG, w.MobilityEG, w.VariantMobility)
	}
	tb, _ := movegen.ForVariant("shafran")
	if got := eval.New(tb, w).Value(tb.TypeOf("R")); got != 611 {
		t.Errorf("Shafran's Rook is worth %d, want 611", got)
	}
}

// TestGreedyTakesTheQueen: the 1-ply material player captures the most valuable piece.
func TestGreedyTakesTheQueen(t *testing.T) {
	tb, _ := movegen.ForVariant("shafran")
	// White Rook e4 can take a pawn on e6 or the Queen on b4 (along the rank-line NW).
	p, err := movegen.NewPosition(tb, "****k4/***6/**7/*8/4p4/9/1q2R3*/7**/6***/K4**** w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := ParsePlayer("greedy", 1)
	if m := g.Move(p); p.MoveText(m) != "e4b4" {
		t.Errorf("greedy played %s, want e4b4", p.MoveText(m))
	}
}
