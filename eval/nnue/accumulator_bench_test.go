package nnue_test

import (
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// benchPosition returns a middlegame-like position of a game (the start after a few moves) with one legal move to
// make and unmake.
func benchPosition(b *testing.B, game string) (*nnue.Network, *movegen.Position, movegen.Move) {
	l := layoutOf(b, game)
	tb, _ := movegen.ForVariant(game)
	n := nnuetest.RandomNetwork(l, 128, 1, 1)
	p := movegen.StartPosition(tb)
	var ml movegen.MoveList
	for range 6 {
		p.LegalMoves(&ml)
		p.MakeMove(ml.Moves[ml.Len()/2])
	}
	p.LegalMoves(&ml)
	return n, p, ml.Moves[ml.Len()/3]
}

// benchmarkIncremental measures what a search pays per node: make a move, evaluate it from the parent's sums,
// take it back.
func benchmarkIncremental(b *testing.B, game string) {
	n, p, m := benchPosition(b, game)
	a := n.NewAccumulators()
	a.Reset(p)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		p.MakeMove(m)
		a.Evaluate(p)
		p.UnmakeMove()
	}
}

// benchmarkRefresh measures an evaluation of the root from its pieces.
func benchmarkRefresh(b *testing.B, game string) {
	n, p, _ := benchPosition(b, game)
	a := n.NewAccumulators()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		a.Reset(p)
		a.Evaluate(p)
	}
}

func BenchmarkEvaluateIncrementalChess(b *testing.B)       { benchmarkIncremental(b, "chess") }
func BenchmarkEvaluateIncrementalMegalomachy(b *testing.B) { benchmarkIncremental(b, "megalomachy") }
func BenchmarkEvaluateRefreshChess(b *testing.B)           { benchmarkRefresh(b, "chess") }
func BenchmarkEvaluateRefreshMegalomachy(b *testing.B)     { benchmarkRefresh(b, "megalomachy") }
