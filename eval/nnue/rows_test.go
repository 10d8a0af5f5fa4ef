package nnue

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRowLoops checks the blocked loops over the hidden sums against one-element-at-a-time loops written here, at
// every length around the block sizes (so that the tails are covered: the playout tests use hidden sizes that are
// multiples of 8) and with extreme values: int16 weights at both ends, and sums far outside the clamp's range,
// where dot's int32 partial sums are nearest to overflowing.
func TestRowLoops(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	weight := func(extreme bool) int16 {
		if extreme {
			return []int16{math.MinInt16, math.MaxInt16, math.MinInt16 + 1, -1, 0, 1}[rng.IntN(6)]
		}
		return int16(rng.IntN(1001) - 500)
	}
	lengths := []int{}
	for n := 0; n <= 40; n++ {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, 128, 511, 512, 513, 1024+7, 4096)
	for _, n := range lengths {
		for trial := range 4 {
			extreme := trial%2 == 1
			rows := make([][]int16, 3)
			for r := range rows {
				rows[r] = make([]int16, n)
				for j := range rows[r] {
					rows[r][j] = weight(extreme)
				}
			}
			s := make([]int32, n)
			for j := range s {
				s[j] = int32(rng.IntN(2001) - 1000)
				if extreme {
					s[j] = []int32{QA, QA + 1, 1 << 30, -(1 << 30), 0, -1}[rng.IntN(6)]
				}
			}

			got, want := make([]int32, n), make([]int32, n)
			addSub(got, s, rows[0], rows[1])
			for j := range want {
				want[j] = s[j] + int32(rows[0][j]) - int32(rows[1][j])
			}
			equalSums(t, "addSub", n, got, want)

			addSubSub(got, s, rows[0], rows[1], rows[2])
			for j := range want {
				want[j] = s[j] + int32(rows[0][j]) - int32(rows[1][j]) - int32(rows[2][j])
			}
			equalSums(t, "addSubSub", n, got, want)

			copy(got, s)
			add(got, rows[0])
			sub(got, rows[1])
			for j := range want {
				want[j] = s[j] + int32(rows[0][j]) - int32(rows[1][j])
			}
			equalSums(t, "add/sub", n, got, want)

			var total int64
			for j := range s {
				total += int64(min(max(s[j], 0), QA)) * int64(rows[0][j])
			}
			if d := dot(s, rows[0]); d != total {
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
		if got, want := dot(v, ws), int64(4096)*QA*int64(w); got != want {
			t.Fatalf("dot of 4096 products %d·%d: %d, want %d", QA, w, got, want)
		}
	}
}

func equalSums(t *testing.T, what string, n int, got, want []int32) {
	t.Helper()
	for j := range want {
		if got[j] != want[j] {
			t.Fatalf("%s of %d sums: sum %d is %d, want %d", what, n, j, got[j], want[j])
		}
	}
}
