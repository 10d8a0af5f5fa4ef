package nnue

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestPackedLoops checks the loops over packed sums against one-sum-at-a-time loops on the unpacked values, at
// odd and even lengths around dot's block, with extreme values: int16 weights at both ends, and sums far outside
// the clamp's range and near the ends of int32, where a lane's carry into the other would show and dot's int32
// partial sums are nearest to overflowing.
func TestPackedLoops(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	weight := func(extreme bool) int16 {
		if extreme {
			return []int16{math.MinInt16, math.MaxInt16, math.MinInt16 + 1, -1, 0, 1}[rng.IntN(6)]
		}
		return int16(rng.IntN(1001) - 500)
	}
	lengths := []int{}
	for n := 1; n <= 20; n++ {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, 128, 255, 256, 257, 511, 512, 513, 1024+7, 4096)
	for _, n := range lengths {
		pairs := (n + 1) / 2
		for trial := range 4 {
			extreme := trial%2 == 1
			rows := make([][]int16, 3)
			packed := make([][]int64, 3)
			for r := range rows {
				rows[r] = make([]int16, n)
				for j := range rows[r] {
					rows[r][j] = weight(extreme)
				}
				packed[r] = make([]int64, pairs)
				packRow(packed[r], rows[r])
			}
			s := make([]int32, n)
			for j := range s {
				s[j] = int32(rng.IntN(2001) - 1000)
				if extreme {
					// Values the rows below can move by up to 3·32768 without leaving int32.
					s[j] = []int32{QA, QA + 1, 1 << 30, -(1 << 30), 0, -1, math.MaxInt32 - 1<<17, math.MinInt32 + 1<<17}[rng.IntN(8)]
				}
			}
			ps := packSums(s, pairs)

			check := func(what string, got []int64, want func(j int) int32) {
				t.Helper()
				for j := range n {
					lo, hi := unpack(got[j/2])
					v := lo
					if j%2 == 1 {
						v = hi
					}
					if w := want(j); v != w {
						t.Fatalf("%s of %d sums: sum %d is %d, want %d", what, n, j, v, w)
					}
				}
			}
			got := make([]int64, pairs)
			addSub(got, ps, packed[0], packed[1])
			check("addSub", got, func(j int) int32 { return s[j] + int32(rows[0][j]) - int32(rows[1][j]) })
			addSubSub(got, ps, packed[0], packed[1], packed[2])
			check("addSubSub", got, func(j int) int32 {
				return s[j] + int32(rows[0][j]) - int32(rows[1][j]) - int32(rows[2][j])
			})
			copy(got, ps)
			add(got, packed[0])
			sub(got, packed[1])
			sub(got, packed[2])
			check("add/sub", got, func(j int) int32 {
				return s[j] + int32(rows[0][j]) - int32(rows[1][j]) - int32(rows[2][j])
			})

			w := pairWeights(rows[0], pairs)
			var total int64
			for j := range s {
				total += int64(min(max(s[j], 0), QA)) * int64(rows[0][j])
			}
			if d := dot(ps, w); d != total {
				t.Fatalf("dot of %d sums: %d, want %d", n, d, total)
			}
		}
	}
	// The worst case for dot's partial sums: every product at its largest, of either sign.
	for _, w := range []int16{math.MinInt16, math.MaxInt16} {
		v, ws := make([]int32, 4096), make([]int16, 4096)
		for j := range v {
			v[j], ws[j] = QA, w
		}
		if got, want := dot(packSums(v, 2048), pairWeights(ws, 2048)), int64(4096)*QA*int64(w); got != want {
			t.Fatalf("dot of 4096 products %d·%d: %d, want %d", QA, w, got, want)
		}
	}
}

// packSums packs int32 sums two to an integer, as Accumulators keep them.
func packSums(s []int32, pairs int) []int64 {
	p := make([]int64, pairs)
	for j, v := range s {
		if j%2 == 0 {
			p[j/2] += int64(v)
		} else {
			p[j/2] += int64(v) << 32
		}
	}
	return p
}

// pairWeights packs int16 weights as dot takes them, 0 for a padding lane.
func pairWeights(w []int16, pairs int) []int64 {
	p := make([]int64, pairs)
	for k := range p {
		p[k] = packCross(w, k)
	}
	return p
}
