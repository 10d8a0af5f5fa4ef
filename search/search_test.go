package search

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"sennight/movegen"
)

func position(t testing.TB, variant, fen string) *movegen.Position {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	if fen == "" {
		return movegen.StartPosition(tb)
	}
	p, err := movegen.NewPosition(tb, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func smallEngine(threads int) *Engine {
	return mustNew(Options{Threads: threads, HashMB: 4, MoveOverhead: 10 * time.Millisecond})
}

func mustNew(opts Options) *Engine {
	e, err := New(opts)
	if err != nil {
		panic(err)
	}
	return e
}

// smothered is a Shafran smothered mate in one: the Black King on e10 is walled in by its own pieces and the
// Knight's h7g9 checks it where nothing can take the Knight.
const smothered = "****kn3/***ppp3/**1p5/*6N1/9/9/8*/7**/6***/4K**** w - - 0 1"

func TestFindsMateInOne(t *testing.T) {
	p := position(t, "shafran", smothered)
	r := smallEngine(1).Search(p, Limits{Depth: 4}, nil)
	if r.MoveText != "h7g9" || r.Score != MateIn(1) || MateMoves(r.Score) != 1 {
		t.Fatalf("best %s score %d, want h7g9 mating in 1 (%d)", r.MoveText, r.Score, MateIn(1))
	}
	// Asked for a mate in 1 with no other limit, the search ends as soon as it has one.
	if r := smallEngine(1).Search(p, Limits{Mate: 1}, nil); r.MoveText != "h7g9" || r.Depth > 3 {
		t.Fatalf("mate 1: %s at depth %d", r.MoveText, r.Depth)
	}
	p.MakeMove(r.Move)
	if o := p.Outcome(); o.Result != movegen.WhiteWins {
		t.Fatalf("after %s: %v, want a White win", r.MoveText, o)
	}
	// The mated side has no move and knows it.
	r = smallEngine(1).Search(p, Limits{Depth: 3}, nil)
	if r.Move != movegen.NoMove || r.Score != MatedIn(0) {
		t.Fatalf("mated side: move %v score %d, want none and %d", r.Move, r.Score, MatedIn(0))
	}
}

// TestDrawRules: positions where every line is a draw by rule score exactly 0, however much material one side has.
func TestDrawRules(t *testing.T) {
	for _, c := range []struct{ name, variant, fen string }{
		// K+R v K with the halfmove clock at 99: every move that is not a mate reaches the 50-move rule.
		{"50-move", "shafran", "****k4/***6/**7/*8/9/9/8*/7**/6***/RK3**** w - - 99 80"},
		// K+N v K is an automatic draw (docs/rules/shafran.md §4.3).
		{"insufficient", "shafran", "****k4/***6/**7/*8/9/9/8*/7**/6***/NK3**** w - - 0 80"},
	} {
		p := position(t, c.variant, c.fen)
		r := smallEngine(1).Search(p, Limits{Depth: 5}, nil)
		if r.Score != DrawScore || r.Move == movegen.NoMove {
			t.Errorf("%s: score %d move %s, want a move and 0", c.name, r.Score, r.MoveText)
		}
	}
	// Repetition: after Nb1-c3, Nc8-b6?? style shuffles the search sees that going back repeats. With the root
	// having occurred before, a move back into it is a draw; the K+R v K side avoids it, so the score stays high.
	p := position(t, "shafran", "****k4/***6/**7/*8/9/9/8*/7**/6***/RK3**** w - - 0 80")
	for _, mv := range []string{"b1c1", "e10e9", "c1b1", "e9e10"} {
		m, err := p.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	r := smallEngine(1).Search(p, Limits{Depth: 6}, nil)
	if r.Score < 300 {
		t.Errorf("K+R v K after a repetition scores %d, want a clear White advantage", r.Score)
	}
}

// TestDeterministic: with one thread, the same search after NewGame gives the same nodes, move and score.
func TestDeterministic(t *testing.T) {
	for _, name := range movegen.GameNames() {
		p := position(t, name, "")
		e := smallEngine(1)
		var first Result
		for i := range 2 {
			e.NewGame()
			r := e.Search(p, Limits{Depth: 5}, nil)
			if i == 0 {
				first = r
				continue
			}
			if r.Nodes != first.Nodes || r.Move != first.Move || r.Score != first.Score {
				t.Errorf("%s: second search %d nodes %s %d, first %d nodes %s %d", name, r.Nodes, r.MoveText,
					r.Score, first.Nodes, first.MoveText, first.Score)
			}
		}
	}
}

// TestInfoAndPV: each iteration is reported once, in order, with a legal PV that starts with the best move.
func TestInfoAndPV(t *testing.T) {
	p := position(t, "shafran", "")
	var infos []Info
	r := smallEngine(1).Search(p, Limits{Depth: 6}, func(i Info) { infos = append(infos, i) })
	if len(infos) != 6 {
		t.Fatalf("%d infos, want 6", len(infos))
	}
	for i, info := range infos {
		if info.Depth != i+1 || len(info.PV) == 0 || len(info.PVText) != len(info.PV) || info.Nodes == 0 {
			t.Fatalf("info %d: %+v", i, info)
		}
	}
	last := infos[len(infos)-1]
	if r.Ponder == movegen.NoMove || r.PonderText == "" {
		t.Errorf("no ponder move")
	}
	if last.PV[0] != r.Move || last.PVText[0] != r.MoveText || r.Depth != 6 {
		t.Fatalf("result %s depth %d, last info %v", r.MoveText, r.Depth, last.PVText)
	}
	q := p.Clone()
	for _, m := range r.PV {
		if !q.IsLegal(m) {
			t.Fatalf("PV move %s is illegal", q.MoveText(m))
		}
		q.MakeMove(m)
	}
}

// TestLimits: node limits, move time, clocks and root move restrictions end or shape the search.
func TestLimits(t *testing.T) {
	p := position(t, "shafran", "")
	e := smallEngine(1)
	r := e.Search(p, Limits{Nodes: 20000}, nil)
	if r.Nodes < 20000 || r.Nodes > 20000+2*nodeCheckInterval || r.Move == movegen.NoMove {
		t.Errorf("node limit 20000: searched %d, move %s", r.Nodes, r.MoveText)
	}
	start := time.Now()
	r = e.Search(p, Limits{MoveTime: 200 * time.Millisecond}, nil)
	if el := time.Since(start); el > 2*time.Second || r.Move == movegen.NoMove {
		t.Errorf("move time 200 ms took %v", el)
	}
	start = time.Now()
	r = e.Search(p, Limits{Time: [2]time.Duration{2 * time.Second, 2 * time.Second}}, nil)
	if el := time.Since(start); el > 2*time.Second || r.Move == movegen.NoMove {
		t.Errorf("2 s on the clock: the move took %v", el)
	}
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	only := []movegen.Move{ml.Moves[5], ml.Moves[9]}
	r = e.Search(p, Limits{Depth: 4, SearchMoves: only}, nil)
	if !slices.Contains(only, r.Move) {
		t.Errorf("search moves %v: played %s", only, r.MoveText)
	}
}

// TestBudget: the time budget formula.
func TestBudget(t *testing.T) {
	l := Limits{Time: [2]time.Duration{60 * time.Second, 0}, Inc: [2]time.Duration{time.Second, 0}}
	soft, hard := l.timeBudget(movegen.White, 0)
	if soft != 60*time.Second/40+750*time.Millisecond || hard != 4*soft {
		t.Errorf("60 s + 1 s: soft %v hard %v", soft, hard)
	}
	// A clock below its reserve of ten increments spends the increment in proportion: 50 ms + 10 ms holds half of
	// the 100 ms reserve, so the move gets 50 ms / 40 + 7.5 ms / 2.
	l = Limits{Time: [2]time.Duration{50 * time.Millisecond, 0}, Inc: [2]time.Duration{10 * time.Millisecond, 0}}
	soft, _ = l.timeBudget(movegen.White, 0)
	if want := 1250*time.Microsecond + 3750*time.Microsecond; soft != want {
		t.Errorf("50 ms + 10 ms: soft %v, want %v", soft, want)
	}
	// Above the reserve the increment is spent in full: 2 s + 50 ms with a 50 ms overhead keeps 1.95 s, more than
	// the reserve of 500 ms.
	l = Limits{Time: [2]time.Duration{2 * time.Second, 0}, Inc: [2]time.Duration{50 * time.Millisecond, 0}}
	soft, _ = l.timeBudget(movegen.White, 50*time.Millisecond)
	if want := 1950*time.Millisecond/40 + 37500*time.Microsecond; soft != want {
		t.Errorf("2 s + 50 ms: soft %v, want %v", soft, want)
	}
	// A move overhead larger than the increment sets the reserve: 300 ms + 10 ms less a 50 ms overhead keeps
	// 250 ms, half of ten overheads, so the move gets 250 ms / 40 + 7.5 ms / 2.
	l = Limits{Time: [2]time.Duration{300 * time.Millisecond, 0}, Inc: [2]time.Duration{10 * time.Millisecond, 0}}
	soft, _ = l.timeBudget(movegen.White, 50*time.Millisecond)
	if want := 6250*time.Microsecond + 3750*time.Microsecond; soft != want {
		t.Errorf("300 ms + 10 ms, 50 ms overhead: soft %v, want %v", soft, want)
	}
	l.Time[0] = 0
	if soft, hard = l.timeBudget(movegen.White, 0); hard > time.Millisecond {
		t.Errorf("no time left: soft %v hard %v; want a move at once", soft, hard)
	}
	l = Limits{Time: [2]time.Duration{0, 10 * time.Second}, MovesToGo: 1}
	soft, hard = l.timeBudget(movegen.Black, 0)
	if hard != 8*time.Second || soft != hard {
		t.Errorf("last move before the control, 10 s: soft %v hard %v", soft, hard)
	}
}

// TestStopAndPonder: an infinite search runs until Stop and then answers at once with a legal move; a ponder
// search that has finished its depth waits for the ponder hit.
func TestStopAndPonder(t *testing.T) {
	p := position(t, "shafran", "")
	e := smallEngine(2)
	h := e.start(p, Limits{Infinite: true}, nil)
	time.Sleep(300 * time.Millisecond)
	select {
	case <-h.Done():
		t.Fatal("infinite search ended by itself")
	default:
	}
	stop := time.Now()
	h.Stop()
	r := h.Wait()
	if el := time.Since(stop); el > 250*time.Millisecond {
		t.Errorf("stop took %v", el)
	}
	if r.Move == movegen.NoMove || !p.IsLegal(r.Move) {
		t.Fatalf("stopped search gave %s", r.MoveText)
	}
	h = e.start(p, Limits{Ponder: true, Depth: 2}, nil)
	time.Sleep(100 * time.Millisecond)
	select {
	case <-h.Done():
		t.Fatal("ponder search ended before the ponder hit")
	default:
	}
	h.PonderHit()
	if r := h.Wait(); r.Move == movegen.NoMove {
		t.Fatal("ponder hit gave no move")
	}
}

// TestStopAtOnce: a search stopped before it starts still searches a root move and returns a legal move (it no
// longer finishes all of depth 1 first: that could take long in Megalomachy and overrun the clock).
func TestStopAtOnce(t *testing.T) {
	for _, name := range movegen.GameNames() {
		p := position(t, name, "")
		h := smallEngine(1).Start(p, Limits{Infinite: true}, nil)
		h.Stop()
		r := h.Wait()
		if r.Move == movegen.NoMove || !p.IsLegal(r.Move) || r.Nodes == 0 {
			t.Fatalf("%s: move %s, %d nodes", name, r.MoveText, r.Nodes)
		}
	}
}

// TestLazySMP: several threads search to a depth and agree on a legal move; the race detector watches the shared
// table and flags.
func TestLazySMP(t *testing.T) {
	for _, name := range movegen.GameNames() {
		p := position(t, name, "")
		e := smallEngine(3)
		r := e.Search(p, Limits{Depth: 6}, nil)
		if r.Move == movegen.NoMove || !p.IsLegal(r.Move) || r.Depth < 6 {
			t.Errorf("%s: move %s depth %d", name, r.MoveText, r.Depth)
		}
	}
}

// TestTT: stored entries come back, mate scores are made node-relative, and a torn entry reads as a miss.
func TestTT(t *testing.T) {
	tt, err := NewTT(1)
	if err != nil {
		t.Fatal(err)
	}
	key := uint64(0x123456789abcdef)
	m := movegen.NewMove(3, 9)
	tt.newSearch() // stores happen in a search
	tt.store(key, m, scoreToTT(MateIn(7), 3), 5, BoundLower)
	hit, ok := tt.probe(key)
	if !ok || hit.move != m || scoreFromTT(hit.score, 5) != MateIn(9) || hit.depth != 5 || hit.bound != BoundLower {
		t.Fatalf("probe: %+v %v", hit, ok)
	}
	if _, ok := tt.probe(key ^ 1); ok {
		t.Fatal("another key hit")
	}
	// A store without a move keeps the old move.
	tt.store(key, movegen.NoMove, 10, 6, BoundExact)
	if hit, _ := tt.probe(key); hit.move != m || hit.score != 10 {
		t.Fatalf("store without move: %+v", hit)
	}
	b := tt.bucket(key)
	for i := range b {
		if b[i].data.Load() != 0 {
			b[i].data.Store(b[i].data.Load() ^ 1<<40) // another thread's half-written data
		}
	}
	if _, ok := tt.probe(key); ok {
		t.Fatal("torn entry read as a hit")
	}
	if tt.hashFull() < 0 || tt.SizeMB() != 1 {
		t.Fatalf("hashfull %d size %d", tt.hashFull(), tt.SizeMB())
	}
	// Resizing to the same size empties the table in place; another size gets a new one.
	tt.store(key, m, 10, 6, BoundExact)
	first := &tt.entries[0]
	tt.Resize(1)
	if _, ok := tt.probe(key); ok || &tt.entries[0] != first {
		t.Fatal("Resize to the same size did not empty the table in place")
	}
	if err := tt.Resize(2); err != nil || tt.SizeMB() != 2 {
		t.Fatalf("Resize(2): %d MB", tt.SizeMB())
	}
}

// TestMultiPV: a MultiPV search reports that many variations per iteration, with distinct first moves, the first
// being the result; a mate in one is the first variation and no other move mates at once.
func TestMultiPV(t *testing.T) {
	p := position(t, "shafran", smothered)
	var infos []Info
	r := smallEngine(1).Search(p, Limits{Depth: 4, MultiPV: 3}, func(i Info) { infos = append(infos, i) })
	if r.MoveText != "h7g9" {
		t.Fatalf("best %s, want h7g9", r.MoveText)
	}
	byDepth := map[int][]Info{}
	for _, i := range infos {
		byDepth[i.Depth] = append(byDepth[i.Depth], i)
	}
	for d := 1; d <= 4; d++ {
		lines := byDepth[d]
		if len(lines) != 3 {
			t.Fatalf("depth %d: %d variations, want 3", d, len(lines))
		}
		seen := map[movegen.Move]bool{}
		for k, l := range lines {
			if l.MultiPV != k+1 || len(l.PV) == 0 || seen[l.PV[0]] {
				t.Fatalf("depth %d variation %d: multipv %d, pv %v", d, k+1, l.MultiPV, l.PVText)
			}
			seen[l.PV[0]] = true
		}
		if lines[0].PVText[0] != "h7g9" || lines[0].Score != MateIn(1) {
			t.Errorf("depth %d: first variation %v %d, want h7g9 mating", d, lines[0].PVText, lines[0].Score)
		}
		for _, l := range lines[1:] {
			if l.Score >= MateIn(1) {
				t.Errorf("depth %d: %v also mates in one", d, l.PVText)
			}
		}
	}
	// More variations than root moves: one per legal move.
	q := position(t, "shafran", "****k4/***6/**7/*8/9/9/8*/7**/6***/RK3**** w - - 0 80")
	var ml movegen.MoveList
	q.LegalMoves(&ml)
	n := 0
	smallEngine(1).Search(q, Limits{Depth: 2, MultiPV: 500}, func(i Info) {
		if i.Depth == 2 {
			n++
		}
	})
	if n != ml.Len() {
		t.Errorf("MultiPV 500 with %d legal moves: %d variations at depth 2", ml.Len(), n)
	}
}

// TestContempt: with contempt a draw costs the side the engine plays (every line of the 50-move position draws, so
// the root scores -contempt), analysis scores it as 0, and the engine plays on rather than repeat a position it
// judges about equal.
func TestContempt(t *testing.T) {
	e := mustNew(Options{Threads: 1, HashMB: 4, Contempt: 20})
	p := position(t, "shafran", "****k4/***6/**7/*8/9/9/8*/7**/6***/RK3**** w - - 99 80")
	if r := e.Search(p, Limits{Depth: 5}, nil); r.Score != DrawScore-20 {
		t.Errorf("every line draws: score %d, want %d", r.Score, DrawScore-20)
	}
	h := e.Start(p, Limits{Infinite: true, Depth: 5}, nil)
	time.Sleep(50 * time.Millisecond)
	h.Stop()
	if r := h.Wait(); r.Score != DrawScore {
		t.Errorf("analysis: score %d, want %d", r.Score, DrawScore)
	}
}

// megalomachyMateInTwo is from a game the engine lost at 100 ms a move: Black's Terror takes the Archer on k4 that
// shielded the King from the Raven's flying check along the k file; White must put the Eagle on k3, and the
// Terror's hit-and-run k4k3,k3l3 takes it and gives double check and mate. SEE counts White's recapture on l3, which
// the double check forbids, so the mating capture looked like a losing one and was pruned until depth 7.
const megalomachyMateInTwo = "1d2chauuqkcfutw'/w'w'w'2y1la't'xhw'1w'w'/rg1w'z4b'r'zjigr/esbf2v1s's'1nw1se/" +
	"1p1ppppppp3ppp/p7a'1p1p3/4b'u5p3T'/5t'5P4/9PP5/5S'P9/P6A'1T'3Z2/1PP3N1P1V1PPPP/3W3S'2A'NWBSE/" +
	"RG1S1A2E'3JR'GR/W'W'W'W'HY1LM1XHW'W'W'W'/D1UF1O1UUQKCFUTD b AP - 2 51"

// TestCheckingCaptureNotPruned: a capture that checks is searched even when SEE says it loses.
func TestCheckingCaptureNotPruned(t *testing.T) {
	p := position(t, "megalomachy", megalomachyMateInTwo)
	r := smallEngine(1).Search(p, Limits{Depth: 3}, nil)
	if r.MoveText != "f9k4" || r.Score != MateIn(3) {
		t.Errorf("depth 3: %s score %d, want f9k4 mating in 2 (%d)", r.MoveText, r.Score, MateIn(3))
	}
}

// TestQuiescenceBounded: depth-1 searches of positions from random games of the crowded variants stay small (the
// recaptures-only plies of quiescence). Before them one Megalomachy position took 484,000 nodes at depth 1.
func TestQuiescenceBounded(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 4
	}
	for _, name := range []string{"megalomachy", "megastar", "sling-sd2l"} {
		rng := rand.New(rand.NewPCG(3, 5))
		e := smallEngine(1)
		var ml movegen.MoveList
		for range games {
			p := position(t, name, "")
			for ply := range 160 {
				p.LegalMoves(&ml)
				if ml.Len() == 0 || p.Outcome().Result != movegen.Ongoing {
					break
				}
				p.MakeMove(ml.Moves[rng.IntN(ml.Len())])
				if ply%10 != 9 {
					continue
				}
				e.NewGame()
				if r := e.Search(p, Limits{Depth: 1}, nil); r.Nodes > 50000 {
					t.Errorf("%s: depth 1 took %d nodes: %s", name, r.Nodes, p.FEN())
				}
			}
		}
	}
	// The position of the slow search.
	p := position(t, "megalomachy", slowDepthOne)
	if r := smallEngine(1).Search(p, Limits{Depth: 1}, nil); r.Nodes > 50000 {
		t.Errorf("depth 1 took %d nodes", r.Nodes)
	}
}

// slowDepthOne is the Megalomachy position (from an XBoard game) whose depth-1 search took 484,000 nodes.
const slowDepthOne = "w'tuf1oauuqkcfutw'/w'w'1w'1y3t'xhw'1w'w'/rg1i1r'me'e'1r'1j2r/2hw2a'2l1nw1s1/ppp3pppppp1ppp/" +
	"2j2n1t's's'2a'e2/2J3zbi3p3/4p1N2b6/2P4Pz7/3P3B2J5/2b'3NA'3P4/2S3P2PP1PPPP/1GOW3T'S'S'2WBSE/" +
	"1I4R'E'E'1R'2IGR/W'W'W'W'1H1LMT'XHW'W'W'W'/DTUFY1AUUQKCFUTD b AP - 3 59"

// TestCurrMoveReports: a search that runs longer than currMoveDelay tells which root move the main worker is on:
// a legal root move, numbered within the root's move count, with no PV; a short search sends none.
func TestCurrMoveReports(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a search past currMoveDelay")
	}
	p := position(t, "shafran", "")
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	var cur []Info
	report := func(i Info) {
		if i.CurrMoveNumber > 0 {
			cur = append(cur, i)
		}
	}
	smallEngine(1).Search(p, Limits{Depth: 3}, report)
	if len(cur) != 0 {
		t.Fatalf("a search shorter than %v reported %d current moves", currMoveDelay, len(cur))
	}
	smallEngine(1).Search(p, Limits{MoveTime: currMoveDelay + 500*time.Millisecond}, report)
	if len(cur) == 0 {
		t.Fatal("no current-move report in a search longer than currMoveDelay")
	}
	for _, i := range cur {
		if !slices.Contains(ml.Moves, i.CurrMove) || i.CurrMoveNumber > ml.Len() || len(i.PV) != 0 || i.Depth < 1 {
			t.Fatalf("bad current-move report %+v", i)
		}
	}
}

// TestStalemateWins: in Gliński's chess the stalemated side loses, scored just above being mated and below every
// other score; in McCooey's the same position is a draw. Black's King on l6 has l5, k5, k6, k7 (the Queen on k4)
// and i7 (the King on g8) attacked, and is not in check.
func TestStalemateWins(t *testing.T) {
	const fen = "*****5k/****7/***3K4/**7Q1/*10/11/10*/9**/8***/7****/6***** b - - 0 1"
	for _, c := range []struct {
		variant string
		score   int
	}{{"glinski", StalematedIn(0)}, {"mccooey", 0}} {
		p := position(t, c.variant, fen)
		r := smallEngine(1).Search(p, Limits{Depth: 3}, nil)
		if r.Move != movegen.NoMove || r.Score != c.score || IsMate(r.Score) {
			t.Errorf("%s: move %v score %d, want none and %d (not a mate score)", c.variant, r.Move, r.Score, c.score)
		}
	}
	if s := StalematedIn(0); s <= MatedIn(MaxPly) || s >= -5000 {
		t.Errorf("StalematedIn(0) = %d: not between being mated and any evaluation", s)
	}
}

// TestBestMoveEffort: the root's node counts that set the time are the last iteration's, the best move's share
// within them, and the share scales the time the way bestMoveEffortScale says (less for a best move that took
// nearly everything, more for a contested one, nothing changed for a shallow iteration).
func TestBestMoveEffort(t *testing.T) {
	for _, name := range []string{"chess", "shafran", "megalomachy"} {
		e := smallEngine(1)
		r := e.Search(position(t, name, ""), Limits{Depth: 7}, nil)
		w := e.workers[0]
		if w.rootNodes == 0 || w.rootBestNodes == 0 || w.rootBestNodes > w.rootNodes || w.rootNodes > r.Nodes {
			t.Errorf("%s: best move %d of %d root nodes, %d in all", name, w.rootBestNodes, w.rootNodes, r.Nodes)
		}
	}
	if s := bestMoveEffortScale(effortMinDepth, 95, 100); s >= 1 {
		t.Errorf("best move took 95%% of the nodes: scale %.2f, want less than 1", s)
	}
	if s := bestMoveEffortScale(effortMinDepth, 30, 100); s <= 1 {
		t.Errorf("best move took 30%% of the nodes: scale %.2f, want more than 1", s)
	}
	if s := bestMoveEffortScale(effortMinDepth-1, 95, 100); s != 1 {
		t.Errorf("shallow iteration: scale %.2f, want 1", s)
	}
}

// TestBestMoveInstability checks that a change of mind is a later root move taking the lead in the first
// variation's search, and that the changes weigh half as much with each iteration after theirs.
func TestBestMoveInstability(t *testing.T) {
	w := newWorker(0, smallEngine(1))
	w.noteRootBest(10, 100, 1) // the first move searched leads: no change
	w.noteRootBest(20, 100, 3) // the third takes the lead: one change
	w.excluded = append(w.excluded, movegen.NoMove)
	w.noteRootBest(30, 100, 2) // a MultiPV line after the first: not counted
	w.excluded = w.excluded[:0]
	if w.bestMoveChanges != 1 {
		t.Fatalf("changes counted %d, want 1", w.bestMoveChanges)
	}
	// Iterations with 1, 2, 0 and 0 changes: sums 1, 2.5, 1.25 and 0.625 (each earlier one halved).
	for i, c := range []struct {
		changes int
		want    float64
	}{{1, 2}, {2, 3.5}, {0, 2.25}, {0, 1.625}} {
		if i > 0 {
			w.bestMoveChanges = c.changes
		}
		if got := w.bestMoveInstabilityScale(8 + i); got != c.want {
			t.Errorf("iteration %d with %d changes: scale %v, want %v", i+1, c.changes, got, c.want)
		}
	}
	w.bestMoveChanges = 3
	if got := w.bestMoveInstabilityScale(4); got != 1 {
		t.Errorf("depth 4: scale %v, want 1 (too shallow to count)", got)
	}
}

// TestPonderWeighsChangesOfMind: a ponder search's iterations halve the changes of mind and keep the last score as
// a clock search's do, so that the first decision after the ponder hit does not see a sum that grew unhalved over
// the whole ponder, or the score of before the ponder.
func TestPonderWeighsChangesOfMind(t *testing.T) {
	w := newWorker(0, smallEngine(1))
	s := &searchState{timed: true, soft: time.Hour, hard: time.Hour, side: movegen.White}
	s.clockStart.Store(int64(monotonicNow()))
	s.pondering.Store(true)
	// Pondering: iterations 5 to 8 with 2, 0, 0 and 1 changes give sums 2, 1, 0.5 and 1.25.
	for i, changes := range []int{2, 0, 0, 1} {
		w.bestMoveChanges = changes
		if s.iterationEndsSearch(w, 5+i, 100+i) {
			t.Fatalf("a ponder search ended after iteration %d", 5+i)
		}
	}
	if w.moveInstability != 1.25 {
		t.Errorf("sum after the ponder %v, want 1.25 (2/8 + 0/4 + 0/2 + 1)", w.moveInstability)
	}
	if s.prevBestScore != 103 {
		t.Errorf("last score kept %d, want 103 (the last ponder iteration's)", s.prevBestScore)
	}
	s.pondering.Store(false) // the ponder hit
	if s.iterationEndsSearch(w, 9, 103) {
		t.Fatal("the search ended at once after the ponder hit, with an hour to go")
	}
	if w.moveInstability != 0.625 {
		t.Errorf("sum after the ponder hit %v, want 0.625 (halved once more)", w.moveInstability)
	}
}
