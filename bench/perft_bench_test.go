package bench

import (
	"testing"

	"sennight/bench/refdata"
	"sennight/movegen"
)

// benchPositions are the positions of the perft benchmarks: each variant's start position, its reference positions
// and its bench positions (bench/refdata).
func benchPositions(b *testing.B, variant string) []*movegen.Position {
	b.Helper()
	t, err := movegen.ForVariant(variant)
	if err != nil {
		b.Fatal(err)
	}
	out := []*movegen.Position{movegen.StartPosition(t)}
	var fens []string
	for _, c := range refdata.Perft {
		if c.Variant == variant && c.FEN != "" && c.FEN != t.Variant.StartFEN {
			fens = append(fens, c.FEN)
		}
	}
	for _, c := range refdata.Bench {
		if c.Variant == variant {
			fens = append(fens, c.FEN)
		}
	}
	for _, fen := range fens {
		p, err := movegen.NewPosition(t, fen)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// BenchmarkPerft3 reports leaves per second of perft 3 (bulk-counted) over each variant's reference positions.
func BenchmarkPerft3(b *testing.B) {
	for _, v := range movegen.GameNames() {
		b.Run(v, func(b *testing.B) {
			ps := benchPositions(b, v)
			var leaves uint64
			for b.Loop() {
				for _, p := range ps {
					leaves += movegen.Perft(p, 3)
				}
			}
			b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// BenchmarkPerft3NoBulk is BenchmarkPerft3 with every leaf move made and unmade.
func BenchmarkPerft3NoBulk(b *testing.B) {
	for _, v := range movegen.GameNames() {
		b.Run(v, func(b *testing.B) {
			ps := benchPositions(b, v)
			var leaves uint64
			for b.Loop() {
				for _, p := range ps {
					leaves += movegen.PerftNoBulk(p, 3)
				}
			}
			b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// BenchmarkLegalMoves measures one legal move generation per reference position.
func BenchmarkLegalMoves(b *testing.B) {
	for _, v := range movegen.GameNames() {
		b.Run(v, func(b *testing.B) {
			ps := benchPositions(b, v)
			var ml movegen.MoveList
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ps {
					p.LegalMoves(&ml)
				}
			}
		})
	}
}

// BenchmarkGenerateCaptures measures the capture generation of quiescence search, per position.
func BenchmarkGenerateCaptures(b *testing.B) {
	for _, v := range movegen.GameNames() {
		b.Run(v, func(b *testing.B) {
			ps := benchPositions(b, v)
			var ml movegen.MoveList
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ps {
					ml.Clear()
					p.GenerateCaptures(&ml)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/position")
		})
	}
}

// BenchmarkInCheck measures the check test (attack detection walking out from the King).
func BenchmarkInCheck(b *testing.B) {
	for _, v := range movegen.GameNames() {
		b.Run(v, func(b *testing.B) {
			ps := benchPositions(b, v)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, p := range ps {
					if p.InCheck() {
						n++
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/check")
		})
	}
}
