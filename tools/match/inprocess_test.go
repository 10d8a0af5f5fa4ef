package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sennight/eval"
	"sennight/movegen"
)

// TestMatchAndPGN plays quick games in every variant and checks the PGN replays to the recorded result.
func TestMatchAndPGN(t *testing.T) {
	for _, name := range movegen.GameNames() {
		a, _ := ParseSpec("engine:depth=1")
		b, _ := ParseSpec("random")
		var pgn bytes.Buffer
		res, err := Run(context.Background(), Options{Variant: name, A: a, B: b, Games: 2, Concurrency: 1,
			Adjudication: Adjudication{MaxPlies: 60}, Seed: 3, PGN: &pgn})
		if err != nil {
			t.Fatal(err)
		}
		if s := res.Stats(); s.Games() != 2 || s.Pairs() != 1 {
			t.Fatalf("%s: %+v", name, s)
		}
		text := pgn.String()
		for _, tag := range []string{`[Variant "` + name + `"]`, `[FEN "`, `[SetUp "1"]`, `[White "engine:depth=1"]`,
			`[Black "engine:depth=1"]`, `[Result "`, `[Termination "`} {
			if !strings.Contains(text, tag) {
				t.Errorf("%s: PGN lacks %s:\n%s", name, tag, text)
			}
		}
		// The moves replay legally from the start FEN and end in the recorded result.
		for _, g := range res.Pairs[0].Games {
			tb, _ := movegen.ForVariant(name)
			p, err := movegen.NewPosition(tb, g.Start)
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
			o := p.Outcome()
			if strings.HasPrefix(g.Reason, "adjudication") {
				if len(g.Moves) != 60 || o.Result != movegen.Ongoing {
					t.Errorf("%s: adjudicated after %d plies in %v", name, len(g.Moves), o)
				}
			} else if o.Result.String() != g.Result || o.Reason != g.Reason {
				t.Errorf("%s: game ends %v, recorded %s (%s)", name, o, g.Result, g.Reason)
			}
		}
	}
}

func TestParsePlayer(t *testing.T) {
	for _, spec := range []string{"engine", "engine:depth=3,threads=2,hash=8", "engine:movetime=20ms,eval=material",
		"engine:depth=2,value=R:600,value=N:320",
		"greedy", "random", "cmd=/bin/true,proto=uci", "cmd=x,proto=xboard,option.Hash=64,st=0.5,variant=v,name=n"} {
		if _, err := ParseSpec(spec); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	for _, spec := range []string{"human", "engine:depth", "engine:depth=x", "engine:depth=0", "engine:movetime=-1s", "engine:colour=1", "engine:eval=nn",
		"engine:value=R", "engine:value=R:x", "engine:lazy=x", "engine:mobility=",
		"cmd=x", "cmd=x,proto=cecp", "cmd=x,proto=uci,tc=0", "cmd=x,proto=uci,color=1", "cmd=x,proto=uci,option.=1"} {
		if _, err := ParseSpec(spec); err == nil {
			t.Errorf("%s: accepted", spec)
		}
	}
}

// TestParsePlayerWeights: the tuning keys change the engine's weights, each the one it names, and all of them the same
// weights object.
func TestParsePlayerWeights(t *testing.T) {
	pl, _, err := newInProcess("engine:lazy=40,mobility=3,value=R:611")
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
	if got := w.ValueOverrides["R"]; got != 611 {
		t.Errorf("the Rook is worth %d, want 611", got)
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
	g, _, _ := newInProcess("greedy")
	g.NewGame(GameSetup{Variant: "shafran", Start: p, Seed: 1})
	r, err := g.Move(&Turn{Pos: p})
	if err != nil || p.MoveText(r.Move) != "e4b4" {
		t.Errorf("greedy played %s (%v), want e4b4", p.MoveText(r.Move), err)
	}
}

// TestParsePlayerWeightsFile: weights= loads a weights file as sennight tune writes it, and a later value= changes
// it; a missing or malformed file is an error.
func TestParsePlayerWeightsFile(t *testing.T) {
	dir := t.TempDir()
	w := eval.DefaultWeights()
	w.ValueOverrides = map[string]int{"Q": 1234}
	w.Tempo = 7
	f, err := os.Create(filepath.Join(dir, "w.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := eval.WriteWeights(f, w); err != nil {
		t.Fatal(err)
	}
	f.Close()
	pl, _, err := newInProcess("engine:weights=" + f.Name() + ",value=R:611")
	if err != nil {
		t.Fatal(err)
	}
	got := pl.(*enginePlayer).eng.Options().Weights
	if got.ValueOverrides["Q"] != 1234 || got.Tempo != 7 || got.ValueOverrides["R"] != 611 {
		t.Errorf("loaded weights: Q %d, tempo %d, R %d", got.ValueOverrides["Q"], got.Tempo, got.ValueOverrides["R"])
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"Tempo": 3, "NoSuchWeight": 1}`), 0o644)
	for _, spec := range []string{"engine:weights=" + filepath.Join(dir, "missing.json"), "engine:weights=" + bad} {
		if _, _, err := newInProcess(spec); err == nil {
			t.Errorf("%s: accepted", spec)
		}
	}
}
