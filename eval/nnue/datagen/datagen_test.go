package datagen

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search"
	"sennight/tools/match"
)

// tiny is a small, quick run of chess games.
func tiny(t *testing.T, dir string, games, concurrency int) Options {
	t.Helper()
	suite, err := match.Suite("chess")
	if err != nil {
		t.Fatal(err)
	}
	o := Defaults()
	o.Variant, o.Openings, o.Games, o.Nodes, o.Concurrency, o.Dir = "chess", suite, games, 300, concurrency, dir
	o.MaxPlies = 160
	o.HashMB = 1
	return o
}

func run(t *testing.T, o Options) Summary {
	t.Helper()
	s, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// readGames reads a data file: the games in file order, and each game's block by index.
func readGames(t *testing.T, path string) (order []int, blocks map[int][]byte, games map[int]nnue.Game) {
	t.Helper()
	tab, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := nnue.NewDataReader(f, nnue.NewLayout(tab))
	if err != nil {
		t.Fatal(err)
	}
	if r.Variant != "chess" {
		t.Fatalf("variant %q", r.Variant)
	}
	blocks, games = map[int][]byte{}, map[int]nnue.Game{}
	for {
		var g nnue.Game
		err := r.Next(&g)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		i := int(g.Index)
		if _, dup := blocks[i]; dup {
			t.Fatalf("game %d twice", i)
		}
		order = append(order, i)
		blocks[i] = nnue.AppendGame(nil, &g)
		games[i] = g
	}
	return order, blocks, games
}

// samePosition reports whether a sample holds exactly a position's pieces, hands and side to move.
func samePosition(s *nnue.Sample, p *movegen.Position) bool {
	if s.Side != p.Side() {
		return false
	}
	n := 0
	for _, pc := range s.Pieces {
		if p.At(pc.Cell) != pc.Piece {
			return false
		}
		n++
	}
	return n == len(p.Pieces(movegen.White))+len(p.Pieces(movegen.Black)) && len(s.Hand) == 0
}

// TestTinyRun plays four chess games two at a time and reads them back: every game once, every sample a
// legal-looking position with a score inside the mate bound, and a game's first sample, when it is the position
// after the random plies, equal to that position rebuilt here from the opening suite and the seed.
func TestTinyRun(t *testing.T) {
	dir := t.TempDir()
	o := tiny(t, dir, 4, 2)
	sum := run(t, o)
	path := filepath.Join(dir, "chess-0-of-1.data")
	if sum.Path != path || sum.Played != 4 || sum.Games != 4 || sum.Missing != 0 {
		t.Fatalf("summary %+v", sum)
	}
	order, _, games := readGames(t, path)
	slices.Sort(order)
	if !slices.Equal(order, []int{0, 1, 2, 3}) {
		t.Fatalf("games %v, want 0..3", order)
	}
	tab, _ := movegen.ForVariant("chess")
	total, checkedStart := 0, 0
	for i, g := range games {
		if g.Result < -1 || g.Result > 1 {
			t.Errorf("game %d: result %d", i, g.Result)
		}
		start, err := movegen.NewPosition(tab, o.Openings[i])
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(o.Seed, uint64(i)))
		var ml movegen.MoveList
		for range o.RandomPlies {
			start.LegalMoves(&ml)
			start.MakeMove(ml.Moves[rng.IntN(ml.Len())])
		}
		prev := -1
		for k := range g.Samples {
			s := &g.Samples[k]
			total++
			if int(s.Ply) <= prev || int(s.Ply) < o.RandomPlies || int(s.Ply) >= o.MaxPlies {
				t.Fatalf("game %d sample %d: ply %d after %d", i, k, s.Ply, prev)
			}
			prev = int(s.Ply)
			if forced(int(s.Score)) {
				t.Errorf("game %d sample %d: mate score %d kept", i, k, s.Score)
			}
			var kings [2]int
			var count [2]int
			cells := map[movegen.Cell]bool{}
			for _, pc := range s.Pieces {
				if cells[pc.Cell] {
					t.Fatalf("game %d sample %d: two pieces on cell %d", i, k, pc.Cell)
				}
				cells[pc.Cell] = true
				count[pc.Piece.Color()]++
				if tab.Types[pc.Piece.Type()].Royal {
					kings[pc.Piece.Color()]++
				}
			}
			if kings != [2]int{1, 1} || count[0] > 16 || count[1] > 16 || count[0] < 1 || count[1] < 1 {
				t.Fatalf("game %d sample %d: kings %v, pieces %v", i, k, kings, count)
			}
		}
		if len(g.Samples) > 0 && int(g.Samples[0].Ply) == start.Ply() {
			checkedStart++
			if !samePosition(&g.Samples[0], start) {
				t.Errorf("game %d: first sample is not the position after the random plies, %s", i, start.FEN())
			}
		}
	}
	if total != sum.Samples || total < 40 {
		t.Errorf("%d samples read, %d written (want at least 40)", total, sum.Samples)
	}
	if checkedStart == 0 {
		t.Error("no game's first sample was the position after the random plies")
	}
}

// TestResumeAfterCut cuts the file of a finished run in several places, as a killed run leaves it, and checks that
// a new run plays exactly the missing games and ends with the same bytes (one game at a time, games in order);
// and that two games at a time play the same games, in another order.
func TestResumeAfterCut(t *testing.T) {
	if testing.Short() {
		t.Skip("plays several runs")
	}
	dir := t.TempDir()
	o := tiny(t, dir, 5, 1)
	run(t, o)
	path := filepath.Join(dir, "chess-0-of-1.data")
	full, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	order, blocks, _ := readGames(t, path)
	if !slices.Equal(order, []int{0, 1, 2, 3, 4}) {
		t.Fatalf("one game at a time wrote %v", order)
	}
	last := len(blocks[4])
	head := len(full)
	for _, b := range blocks {
		head -= len(b)
	}
	for _, cut := range []struct {
		keep    int
		missing int
	}{
		{len(full) - 1, 1},                         // the last block's CRC cut
		{len(full) - last/2, 1},                    // the middle of the last block
		{len(full) - last, 1},                      // exactly one block less
		{len(full) - last - len(blocks[3]) + 3, 2}, // into the block before
		{head + 2, 5},                              // into the first block's length
		{head, 5},                                  // the header alone
	} {
		d2 := t.TempDir()
		p2 := filepath.Join(d2, "chess-0-of-1.data")
		if err := os.WriteFile(p2, full[:cut.keep], 0o644); err != nil {
			t.Fatal(err)
		}
		o2 := o
		o2.Dir = d2
		sum := run(t, o2)
		if sum.Played != cut.missing || sum.Games != 5 {
			t.Errorf("cut to %d bytes: played %d games (want %d), file holds %d", cut.keep, sum.Played, cut.missing, sum.Games)
		}
		got, err := os.ReadFile(p2)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, full) {
			t.Errorf("cut to %d bytes: the resumed file (%d bytes) differs from the whole run's (%d)", cut.keep, len(got), len(full))
		}
	}
	// A finished file: nothing to play, nothing changed.
	if sum := run(t, o); sum.Played != 0 || sum.Games != 5 {
		t.Errorf("a finished run played %d games again", sum.Played)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, full) {
		t.Error("a finished run changed its file")
	}

	d3 := t.TempDir()
	o3 := o
	o3.Dir, o3.Concurrency = d3, 2
	run(t, o3)
	_, blocks3, _ := readGames(t, filepath.Join(d3, "chess-0-of-1.data"))
	for i, b := range blocks {
		if !bytes.Equal(blocks3[i], b) {
			t.Errorf("game %d differs when two games are played at once", i)
		}
	}
}

// TestShards checks that shards 0/2 and 1/2 play the games of 0/1 between them, each game the same.
func TestShards(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three runs")
	}
	dir := t.TempDir()
	o := tiny(t, dir, 4, 1)
	run(t, o)
	_, whole, _ := readGames(t, filepath.Join(dir, "chess-0-of-1.data"))
	seen := map[int]bool{}
	for s := range 2 {
		os := o
		os.Shard, os.Shards = s, 2
		run(t, os)
		order, blocks, _ := readGames(t, filepath.Join(dir, File("chess", s, 2)))
		for _, i := range order {
			if i%2 != s || seen[i] {
				t.Errorf("shard %d/2 played game %d", s, i)
			}
			seen[i] = true
			if !bytes.Equal(blocks[i], whole[i]) {
				t.Errorf("game %d differs in shard %d/2", i, s)
			}
		}
	}
	if len(seen) != 4 {
		t.Errorf("shards played %d games, want 4", len(seen))
	}
	// A shard's file given to another shard is refused.
	if err := os.Rename(filepath.Join(dir, File("chess", 0, 2)), filepath.Join(dir, File("chess", 1, 2))); err != nil {
		t.Fatal(err)
	}
	o1 := o
	o1.Shard, o1.Shards = 1, 2
	if _, err := Run(context.Background(), o1); err == nil {
		t.Error("shard 1/2 accepted shard 0/2's games")
	}
}

// TestCancel stops a run at once: it writes no partial game, and the file reads back whole.
func TestCancel(t *testing.T) {
	dir := t.TempDir()
	o := tiny(t, dir, 3, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sum, err := Run(ctx, o)
	if err != nil && !errors.Is(err, context.Canceled) {
		t.Fatal(err)
	}
	if sum.Played+sum.Missing != 3 {
		t.Errorf("summary %+v", sum)
	}
	readGames(t, filepath.Join(dir, "chess-0-of-1.data"))
}

func TestAdjudicator(t *testing.T) {
	var a adjudicator
	for k := range 7 {
		if _, over := a.add(10+k, 1500); over {
			t.Fatal("resigned after fewer than 8 searches")
		}
	}
	if r, over := a.add(17, 1200); !over || r != 1 {
		t.Errorf("8 searches above 1000: %d %v, want a White win", r, over)
	}
	var b adjudicator
	for k := range 30 {
		r, over := b.add(60+k, 5)
		want := 60+k-19 >= drawAfter
		if over != want || r != 0 {
			t.Fatalf("ply %d: over %v, want %v", 60+k, over, want)
		}
		if over {
			break
		}
	}
	var c adjudicator
	for k := range 20 {
		c.add(100+k, -5)
	}
	c.add(120, 30)
	if _, over := c.add(121, 0); over {
		t.Error("a draw with a score of 30 among the last 20")
	}
}

func TestForced(t *testing.T) {
	for score, want := range map[int]bool{
		search.MateIn(5): true, search.MatedIn(8): true, search.StalematedIn(4): true, -search.StalematedIn(4): true,
		0: false, 1500: false, -9000: false,
	} {
		if forced(score) != want {
			t.Errorf("forced(%d) = %v", score, !want)
		}
	}
}

func TestVariantOfFile(t *testing.T) {
	for name, want := range map[string]string{
		"/x/chess-0-of-1.data":        "chess",
		"cohen-sd2l-3-of-8.data":      "cohen-sd2l",
		"chess.data":                  "",
		"/x/sling-sd2l-12-of-16.data": "sling-sd2l",
	} {
		if got := VariantOfFile(name); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
