package match

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"sennight/movegen"
)

// scorer plays random moves and reports a fixed score.
type scorer struct {
	score int
	rng   *rand.Rand
}

func (s *scorer) Name() string              { return "scorer" }
func (s *scorer) Close() error              { return nil }
func (s *scorer) NewGame(g GameSetup) error { s.rng = rand.New(rand.NewPCG(g.Seed, 1)); return nil }
func (s *scorer) Move(t *Turn) (Reply, error) {
	var ml movegen.MoveList
	t.Pos.LegalMoves(&ml)
	return Reply{Move: ml.Moves[s.rng.IntN(ml.Len())], Score: s.score, HasScore: true}, nil
}

func playScripted(t *testing.T, white, black int, adj Adjudication) GameRecord {
	t.Helper()
	tb, _ := movegen.ForVariant("shafran")
	start := movegen.StartPosition(tb)
	players := [2]Player{&scorer{score: white}, &scorer{score: black}}
	for _, p := range players {
		p.NewGame(GameSetup{Variant: "shafran", Start: start, Seed: 7})
	}
	return playGame(start, players, gameRules{adj: adj, untimed: 1e9})
}

func TestAdjudication(t *testing.T) {
	// Both scores within ±10 for 5 moves each: a draw after 10 plies.
	g := playScripted(t, 3, -8, Adjudication{DrawMoves: 5, DrawCP: 10, MaxPlies: 100})
	if g.Result != "1/2-1/2" || len(g.Moves) != 10 || !strings.HasPrefix(g.Reason, "adjudication: both scores") {
		t.Errorf("draw: %s after %d plies (%s)", g.Result, len(g.Moves), g.Reason)
	}
	// A score outside the window never draws; the ply cap ends the game.
	g = playScripted(t, 3, -80, Adjudication{DrawMoves: 5, DrawCP: 10, MaxPlies: 30})
	if g.Result != "1/2-1/2" || len(g.Moves) != 30 || g.Reason != "adjudication: ply limit 30" {
		t.Errorf("ply cap: %s after %d plies (%s)", g.Result, len(g.Moves), g.Reason)
	}
	// Black thinks it is lost by 600 for 4 of its moves: Black loses after its 4th move, ply 8.
	g = playScripted(t, 600, -600, Adjudication{ResignMoves: 4, ResignCP: 500, MaxPlies: 100})
	if g.Result != "1-0" || len(g.Moves) != 8 || !strings.Contains(g.Reason, "black's score at most -500") {
		t.Errorf("resign: %s after %d plies (%s)", g.Result, len(g.Moves), g.Reason)
	}
	if g.Fault != "" {
		t.Errorf("an adjudication is no fault: %q", g.Fault)
	}
}

func TestParseAdjudication(t *testing.T) {
	a, err := ParseAdjudication("draw=40:10,resign=3:600,maxplies=300", Adjudication{MaxPlies: 400})
	if err != nil || a != (Adjudication{40, 10, 3, 600, 300}) {
		t.Errorf("%+v %v", a, err)
	}
	for _, bad := range []string{"draw=40", "resign=x:1", "maxplies=-1", "win=3:4", "draw"} {
		if _, err := ParseAdjudication(bad, Adjudication{}); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestTimeControl(t *testing.T) {
	tc, err := ParseTimeControl("40/60+0.5")
	if err != nil || tc.Moves != 40 || tc.Base.Seconds() != 60 || tc.Inc.Seconds() != 0.5 || tc.String() != "tc=40/60+0.5" {
		t.Errorf("%+v %v", tc, err)
	}
	if tc, err := ParseTimeControl("st=0.25,depth=3"); err != nil || tc.MoveTime.Seconds() != 0.25 || tc.Depth != 3 {
		t.Errorf("%+v %v", tc, err)
	}
	for _, bad := range []string{"0+1", "x", "st=0", "nodes=0", "depth=-1", "speed=3", "0/10"} {
		if _, err := ParseTimeControl(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// TestShardsMakeTheWhole: a deterministic match (fixed depth, one thread, so every game replays the same) played
// whole and as 3 shards through their results files: the merge equals the whole pair by pair, move by move.
func TestShardsMakeTheWhole(t *testing.T) {
	a, _ := ParseSpec("engine:depth=2,threads=1,hash=1")
	b, _ := ParseSpec("engine:depth=1,threads=1,hash=1")
	openings, err := Suite("shafran")
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Variant: "shafran", A: a, B: b, Games: 14, Concurrency: 2, Openings: openings, Seed: 9,
		Adjudication: Adjudication{MaxPlies: 60}}
	whole, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var parts []*Results
	for i := 1; i <= 3; i++ {
		o.Shard, o.Shards = i, 3
		r, err := Run(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "r.json")
		if err := r.Save(path); err != nil {
			t.Fatal(err)
		}
		if r, err = Load(path); err != nil {
			t.Fatal(err)
		}
		os.Remove(path)
		parts = append(parts, r)
	}
	merged, err := Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	if len(whole.Pairs) != 7 || len(merged.Pairs) != 7 {
		t.Fatalf("%d pairs whole, %d merged", len(whole.Pairs), len(merged.Pairs))
	}
	for i := range whole.Pairs {
		if !reflect.DeepEqual(whole.Pairs[i], merged.Pairs[i]) {
			t.Errorf("pair %d: whole %+v\nmerged %+v", i, whole.Pairs[i], merged.Pairs[i])
		}
	}
	if whole.Stats() != merged.Stats() {
		t.Errorf("stats %+v vs %+v", whole.Stats(), merged.Stats())
	}
	// The pairs of a pair start from one opening, A with White first; distinct pairs from distinct openings.
	seen := map[int]bool{}
	for _, p := range whole.Pairs {
		if p.Games[0].Start != p.Games[1].Start || !p.Games[0].AWhite || p.Games[1].AWhite || seen[p.Opening] {
			t.Errorf("pair %d: openings %d, %q / %q", p.Index, p.Opening, p.Games[0].Start, p.Games[1].Start)
		}
		seen[p.Opening] = true
	}
	// A shard twice, or a shard of another match, does not merge.
	if _, err := Merge([]*Results{parts[0], parts[0]}); err == nil {
		t.Error("a pair merged twice")
	}
	other := *parts[1]
	other.Seed++
	if _, err := Merge([]*Results{parts[0], &other}); err == nil {
		t.Error("another match merged")
	}
}

// TestCheckpoint: the results so far reach the checkpoint at every progress line, in pair order.
func TestCheckpoint(t *testing.T) {
	a, _ := ParseSpec("greedy")
	b, _ := ParseSpec("random")
	var seen []int
	_, err := Run(context.Background(), Options{Variant: "starchess", A: a, B: b, Games: 10, Concurrency: 2,
		ProgressEvery: 2, Adjudication: Adjudication{MaxPlies: 40}, Checkpoint: func(r *Results) error {
			for i := 1; i < len(r.Pairs); i++ {
				if r.Pairs[i].Index < r.Pairs[i-1].Index {
					t.Errorf("pairs out of order")
				}
			}
			seen = append(seen, len(r.Pairs))
			return nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(seen, []int{2, 4, 5}) {
		t.Errorf("checkpoints after %v pairs, want [2 4 5]", seen)
	}
}

// TestResume: a deterministic match cut short after two of its four pairs (its checkpoint) and resumed equals the
// match played whole, pair by pair, and its PGN holds all eight games; a results file of another match, or of one
// that ended, is refused.
func TestResume(t *testing.T) {
	a, _ := ParseSpec("engine:depth=2,threads=1,hash=1")
	b, _ := ParseSpec("engine:depth=1,threads=1,hash=1")
	openings, err := Suite("starchess")
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Variant: "starchess", A: a, B: b, Games: 8, Concurrency: 2, Openings: openings, Seed: 3,
		Adjudication: Adjudication{MaxPlies: 60}}
	whole, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	cut := *whole
	cut.Pairs = whole.Pairs[:2]
	path := filepath.Join(t.TempDir(), "r.json")
	if err := cut.Save(path); err != nil {
		t.Fatal(err)
	}
	saved, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	resumed := o
	if err := resumed.Resume(saved); err != nil {
		t.Fatal(err)
	}
	var pgn strings.Builder
	resumed.PGN = &pgn
	r, err := Run(context.Background(), resumed)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(whole.Pairs, r.Pairs) {
		t.Errorf("resumed pairs differ from the whole match's:\n%+v\n%+v", whole.Pairs, r.Pairs)
	}
	if n := strings.Count(pgn.String(), "[Event "); n != 8 {
		t.Errorf("the PGN has %d games, want 8", n)
	}
	other := *saved
	other.Seed++
	if err := o.Resume(&other); err == nil {
		t.Error("resumed another match")
	}
	ended := *saved
	ended.Stopped = "SPRT: H1 accepted (LLR 2.95 after 2 pairs)"
	if err := o.Resume(&ended); err == nil {
		t.Error("resumed a match that ended")
	}
}
