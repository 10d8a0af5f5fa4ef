package mate

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sennight/movegen"
)

// naiveMates is the independent reference: plain recursive AND/OR search over every legal move of both sides, with
// the game's own verdict (Position.Outcome) at every node, no check filter, no cache, no move ordering.
func naiveMates(p *movegen.Position, n int) bool {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves {
		if naiveMoveMates(p, m, n) {
			return true
		}
	}
	return false
}

func naiveMoveMates(p *movegen.Position, m movegen.Move, n int) bool {
	attacker := p.Side()
	p.MakeMove(m)
	defer p.UnmakeMove()
	o := p.Outcome()
	if o.Result != movegen.Ongoing {
		return o.Reason == "checkmate" && (o.Result == movegen.WhiteWins) == (attacker == movegen.White)
	}
	if n == 1 {
		return false
	}
	var replies movegen.MoveList
	p.LegalMoves(&replies)
	for _, r := range replies.Moves {
		p.MakeMove(r)
		ok := p.Outcome().Result == movegen.Ongoing && naiveMates(p, n-1)
		p.UnmakeMove()
		if !ok {
			return false
		}
	}
	return true
}

// naiveSolve is Solve by naiveMates: the shortest n and every move that mates in n.
func naiveSolve(p *movegen.Position, maxN int) (int, []movegen.Move) {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	for n := 1; n <= maxN; n++ {
		var keys []movegen.Move
		for _, m := range ml.Moves {
			if naiveMoveMates(p, m, n) {
				keys = append(keys, m)
			}
		}
		if len(keys) > 0 {
			return n, keys
		}
	}
	return 0, nil
}

func position(t *testing.T, variant, fen string) *movegen.Position {
	t.Helper()
	tab, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := movegen.NewPosition(tab, fen)
	if err != nil {
		t.Fatalf("%s %s: %v", variant, fen, err)
	}
	return p
}

func moveTexts(p *movegen.Position, ms []movegen.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.MoveText(m)
	}
	return out
}

// TestIssueShafranMateInTwo is the position of issue 12: White castles e1h4 (the only key), after which every
// Black reply allows a mate in one.
func TestIssueShafranMateInTwo(t *testing.T) {
	p := position(t, "shafran", "****1k3/***6/**6P/*2Q5/7p1/8R/2N5*/n6**/6***/4K**** w I - 0 1")
	before := p.FEN()
	r := Solve(p, 3)
	if got := moveTexts(p, r.Keys); r.Moves != 2 || !slices.Equal(got, []string{"e1h4"}) {
		t.Fatalf("got mate in %d with keys %v, want mate in 2 by e1h4", r.Moves, got)
	}
	if p.FEN() != before {
		t.Fatalf("position changed: %s", p.FEN())
	}
	n, keys := naiveSolve(p, 2)
	if n != 2 || !slices.Equal(keys, r.Keys) {
		t.Fatalf("naive search: mate in %d by %v", n, moveTexts(p, keys))
	}
}

// TestIssueShafranReplies follows the key of the issue's position: after e1h4 every Black reply allows a mate in 1
// (the issue checked each with a depth-3 search), and no White move other than the key mates in 2.
func TestIssueShafranReplies(t *testing.T) {
	p := position(t, "shafran", "****1k3/***6/**6P/*2Q5/7p1/8R/2N5*/n6**/6***/4K**** w I - 0 1")
	key, err := p.ParseMove("e1h4")
	if err != nil {
		t.Fatal(err)
	}
	if key.Kind() != movegen.KindCastle {
		t.Fatalf("e1h4 is not castling")
	}
	p.MakeMove(key)
	var replies movegen.MoveList
	p.LegalMoves(&replies)
	if replies.Len() != 8 {
		t.Fatalf("%d Black replies, the issue counted 8", replies.Len())
	}
	s := NewSolver()
	for _, r := range replies.Moves {
		p.MakeMove(r)
		if got := s.Solve(p, 1); got.Moves != 1 || !naiveMates(p, 1) {
			t.Errorf("after e1h4 %s: solver mate in %d, naive %v", p.MoveText(r), got.Moves, naiveMates(p, 1))
		}
		p.UnmakeMove()
	}
}

// TestAgainstNaive compares the solver with the naive search in every variant on the last positions of random games
// that ended in checkmate and on positions from the middle of random games: the mate length and every key move
// must agree, and some positions must have a mate.
func TestAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 2))
	games := 4
	if testing.Short() {
		games = 1
	}
	s := NewSolver()
	for _, name := range movegen.GameNames() {
		tab, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		var fens []string
		for found := 0; found < games; {
			g, mated := movegen.RandomCaptureGame(rng, tab, 600)
			if rng.IntN(8) == 0 {
				fens = append(fens, g[rng.IntN(len(g))])
			}
			if mated {
				found++
				fens = append(fens, g[max(0, len(g)-6):len(g)-1]...)
			}
		}
		mates := 0
		for _, fen := range fens {
			p, err := movegen.NewPosition(tab, fen)
			if err != nil {
				t.Fatal(err)
			}
			const maxN = 2
			r := s.Solve(p, maxN)
			n, keys := naiveSolve(p, maxN)
			if r.Moves != n || !slices.Equal(r.Keys, keys) {
				t.Errorf("%s %s: solver mate in %d by %v, naive %d by %v", name, fen, r.Moves,
					moveTexts(p, r.Keys), n, moveTexts(p, keys))
			}
			if n > 0 {
				mates++
			}
		}
		t.Logf("%s: %d of %d positions with a mate in at most 2", name, mates, len(fens))
		if mates == 0 {
			t.Errorf("%s: no position with a mate: the comparison proves nothing", name)
		}
	}
}

// TestSolverStop: a Stop that says yes abandons the solve, which then proves nothing.
func TestSolverStop(t *testing.T) {
	tb, err := movegen.ForVariant("megalomachy")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolver()
	asked := 0
	s.Stop = func() bool { asked++; return true }
	r := s.Solve(movegen.StartPosition(tb), 2)
	if !r.Aborted || asked != 1 || r.Nodes > stopInterval+256 { // after the stop only the root moves are counted
		t.Errorf("stop: aborted %v after %d nodes, Stop asked %d times", r.Aborted, r.Nodes, asked)
	}
}
