package placeholder

import (
	"testing"
	"time"

	"sennight/movegen"
	"sennight/protocol"
)

func pos(t *testing.T, variant, fen string) *movegen.Position {
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
		t.Fatal(err)
	}
	return p
}

func TestFindsMateInOne(t *testing.T) {
	p := pos(t, "shafran", "****1k3/***5B/**1pb4/*1R6/3N2rpP/4p1rB1/5P2*/p1Q2K1**/PpP2B***/5**** w - - 5 43")
	var last protocol.Info
	res := New().Start(p.Clone(), protocol.Limits{}, func(i protocol.Info) { last = i }).Wait()
	if got := p.MoveText(res.Best); got != "c3f9" {
		t.Errorf("played %s, want the mate c3f9", got)
	}
	if last.Score.Mate != 1 || last.Depth != 2 || len(last.PV) == 0 {
		t.Errorf("last report %+v", last)
	}
}

func TestLegalMovesAndStops(t *testing.T) {
	for _, v := range []string{"starchess", "shafran"} {
		p := pos(t, v, "")
		res := New().Start(p.Clone(), protocol.Limits{Depth: 1}, func(protocol.Info) {}).Wait()
		if !p.IsLegal(res.Best) {
			t.Errorf("%s: %v is not legal", v, res.Best)
		}
		// An infinite search waits for Stop, and ends soon after it.
		s := New().Start(p.Clone(), protocol.Limits{Infinite: true}, func(protocol.Info) {})
		done := make(chan protocol.Result)
		go func() { done <- s.Wait() }()
		select {
		case <-done:
			t.Fatalf("%s: an infinite search ended by itself", v)
		case <-time.After(100 * time.Millisecond):
		}
		s.Stop()
		select {
		case r := <-done:
			if !p.IsLegal(r.Best) {
				t.Errorf("%s: stopped search returned %v", v, r.Best)
			}
		case <-time.After(time.Second):
			t.Fatalf("%s: Stop did not end the search", v)
		}
	}
}

func TestNoMoves(t *testing.T) {
	p := pos(t, "starchess", "******q**/*****rp**/**bknp3/**ppp3*/**5**/*3PPP**/3PQKB**/**PN*****/**R******[-] w - - 0 6")
	m, _ := p.ParseMove("d2e5")
	p.MakeMove(m) // Black is mated
	if res := New().Start(p.Clone(), protocol.Limits{}, func(protocol.Info) {}).Wait(); res.Best != movegen.NoMove {
		t.Errorf("a mated side got move %v", res.Best)
	}
}

func TestSearchMoves(t *testing.T) {
	p := pos(t, "shafran", "")
	only, _ := p.ParseMove("a2a3")
	for range 5 {
		res := New().Start(p.Clone(), protocol.Limits{SearchMoves: []movegen.Move{only}}, func(protocol.Info) {}).Wait()
		if res.Best != only {
			t.Fatalf("played %s outside SearchMoves", p.MoveText(res.Best))
		}
	}
}
