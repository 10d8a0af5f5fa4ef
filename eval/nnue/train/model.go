package train

import (
	"math"
	"math/rand/v2"

	"sennight/eval/nnue"
)

// Clip limits of the float weights, so that the quantized network fits its integer types (docs/nnue.md,
// "Training"). First layer: |w|·QA ≤ 505 fits int16 with room, and a sum of a bias and 160 inputs (Megalomachy's
// pieces) stays below 81,000, far inside the engine's int32 sums. Output: |w|·QB ≤ 127, so that even 2·4,096
// activations of at most QA each sum to less than 2^28 in int32.
const (
	clipFT      = 1.98
	clipOut     = 127.0 / nnue.QB
	clipOutBias = 64 // ±64·Scale centipawns: never binding in practice, keeps OutBias·QA·QB inside int32
)

// Model is the float network being trained: the same shape as nnue.Network, plus, in a factorized run, a row per
// factor input after the Inputs rows.
//
// Why factors: a board input is one piece on one cell, so its row learns only from the positions with that piece
// there, and a game with 100 to 256 cells spreads even half a million positions thin (Grand's held-out loss rose
// after its fourth epoch while the training loss kept falling). A factor row is shared by the piece on every cell:
// it learns what the piece is worth anywhere from all of them, and the board rows learn only what a cell adds.
// With King buckets an input has a second factor, itself in every bucket, so that the buckets' rows learn only what
// the King's place adds (nnue.Layout.FactorsOf). The engine's network has no factor inputs: Quantize adds each
// factor row into the rows of its inputs.
type Model struct {
	Inputs, Hidden int
	// Buckets outputs, each for positions of BucketSize more pieces (nnue.Network.Bucket).
	Buckets, BucketSize int
	Activation          nnue.Activation
	Factors             int        // factor rows, 0 in a run without them
	factor              [][2]int32 // factor[i]: the rows of input i's factors (Inputs+f), or -1; nil without factors
	FT                  []float32  // FT[i*Hidden+j], (Inputs+Factors) rows
	FTBias              []float32
	Out                 []float32 // per bucket: the side to move's Hidden, then the other side's
	OutBias             []float32 // per bucket
}

// newModel draws the first weights from the seed: small uniform first-layer weights, so that a position's ~30
// inputs give sums of a few tenths that the clamp neither zeroes nor saturates; small output weights; biases 0.
// Every bucket starts with the same output weights (those a one-bucket run draws), so that a run of several
// buckets starts from the same function as a run of one and the buckets part only as their data differ.
func newModel(inputs, hidden, buckets, bucketSize int, seed uint64) *Model {
	if buckets == 1 {
		bucketSize = 1
	}
	m := &Model{Inputs: inputs, Hidden: hidden, Buckets: buckets, BucketSize: bucketSize,
		FT: make([]float32, inputs*hidden), FTBias: make([]float32, hidden), Out: make([]float32, buckets*2*hidden),
		OutBias: make([]float32, buckets)}
	rng := rand.New(rand.NewPCG(seed, 0x6e6e7565696e6974))
	for i := range m.FT {
		m.FT[i] = float32((rng.Float64()*2 - 1) * 0.1)
	}
	a := 1 / math.Sqrt(float64(2*hidden))
	for i := range 2 * hidden {
		m.Out[i] = float32((rng.Float64()*2 - 1) * a)
	}
	for b := 1; b < buckets; b++ {
		copy(m.Out[b*2*hidden:(b+1)*2*hidden], m.Out[:2*hidden])
	}
	return m
}

// bucket returns the output bucket of a position with `pieces` active inputs per perspective.
func (m *Model) bucket(pieces int) int { return nnue.BucketOf(pieces, m.Buckets, m.BucketSize) }

// outOf returns bucket b's output weights.
func (m *Model) outOf(b int) []float32 { return m.Out[b*2*m.Hidden : (b+1)*2*m.Hidden] }

// factorize adds the layout's factor rows, all zero, so that training starts from the same function as a run
// without factors and the factor rows grow only from their gradient.
func (m *Model) factorize(l *nnue.Layout) {
	m.Factors = l.Factors()
	m.factor = make([][2]int32, m.Inputs)
	for i := range m.factor {
		piece, bucket := l.FactorsOf(i)
		for k, f := range [2]int{piece, bucket} {
			m.factor[i][k] = -1
			if f >= 0 {
				m.factor[i][k] = int32(m.Inputs + f)
			}
		}
	}
	m.FT = append(m.FT, make([]float32, m.Factors*m.Hidden)...)
}

// rows returns the number of first-layer rows: the inputs and the factors.
func (m *Model) rows() int { return m.Inputs + m.Factors }

// seenRows extends the inputs' seen flags to the factor rows: a factor is seen when one of its inputs is.
func (m *Model) seenRows(seen []bool) []bool {
	all := make([]bool, m.rows())
	copy(all, seen)
	for i, fs := range m.factor {
		for _, f := range fs {
			if f >= 0 && seen[i] {
				all[f] = true
			}
		}
	}
	return all
}

// zeroUnseen sets to 0 the first-layer rows of the inputs no training position has. Their gradient is always 0, so
// they would keep their random start and add noise wherever the engine meets such an input: a piece in hand in a
// game whose data starts after the placements (Starchess), a piece on a cell it never reached in the games. A zero
// row adds nothing, and the rows of the inputs that occur train exactly as before. In a factorized run such a
// piece still gets its factor's row when it is folded in: what the piece is worth on the cells it did reach.
func (m *Model) zeroUnseen(seen []bool) {
	h := m.Hidden
	for i, ok := range seen {
		if !ok {
			clear(m.FT[i*h : i*h+h])
		}
	}
}

// params lists the model's parameter arrays in a fixed order (checkpoints and Adam follow it).
func (m *Model) params() [][]float32 { return [][]float32{m.FT, m.FTBias, m.Out, m.OutBias} }

// Quantize returns the integer network: first layer ×QA, output ×QB, output bias ×QA·QB, rounded to nearest.
func (m *Model) Quantize(l *nnue.Layout) *nnue.Network {
	n := nnue.NewNetwork(l, m.Hidden, m.Buckets, m.BucketSize)
	n.Activation = m.Activation
	h := m.Hidden
	for i := range m.Inputs {
		row := m.FT[i*h : i*h+h]
		var rows [2][]float32
		folds := rows[:0] // the rows folded in: the input's factors'
		if m.factor != nil {
			for _, f := range m.factor[i] {
				if f >= 0 {
					folds = append(folds, m.FT[int(f)*h:int(f)*h+h])
				}
			}
		}
		for j, w := range row {
			for _, fold := range folds {
				w += fold[j]
			}
			// A fold is clipped like every first-layer weight, so that the engine's sums keep the bounds the clip
			// limits give them; a weight without a fold is inside them already.
			n.FT[i*h+j] = q16(min(max(w, -clipFT), clipFT), nnue.QA)
		}
	}
	for i, w := range m.FTBias {
		n.FTBias[i] = q16(w, nnue.QA)
	}
	for i, w := range m.Out {
		n.Out[i] = q16(w, nnue.QB)
	}
	for b, w := range m.OutBias {
		n.OutBias[b] = int32(math.Round(float64(w) * nnue.QA * nnue.QB))
	}
	return n
}

func q16(w float32, scale float64) int16 {
	v := math.Round(float64(w) * scale)
	return int16(max(math.MinInt16, min(math.MaxInt16, v)))
}

// Forward returns the float network's prediction in centipawns for one position: the engine's network before
// quantization. White and black are the two perspectives' inputs.
func (m *Model) Forward(white, black []int32, stmBlack bool, acc []float32) float32 {
	h := m.Hidden
	aw, ab := acc[:h], acc[h:2*h]
	m.accumulate(aw, white)
	m.accumulate(ab, black)
	if stmBlack {
		aw, ab = ab, aw
	}
	b := m.bucket(len(white))
	out := m.outOf(b)
	if m.Activation == nnue.SquaredClipped {
		return (m.OutBias[b] + dotSquared(aw, out[:h]) + dotSquared(ab, out[h:])) * nnue.Scale
	}
	return (m.OutBias[b] + dotClamped(aw, out[:h]) + dotClamped(ab, out[h:])) * nnue.Scale
}

// accumulate sets acc to the bias plus the rows of the active inputs and of their factors.
func (m *Model) accumulate(acc []float32, in []int32) {
	h := m.Hidden
	copy(acc, m.FTBias)
	for _, i := range in {
		addTo(acc, m.FT[int(i)*h:int(i)*h+h])
		if m.factor != nil {
			for _, f := range m.factor[i] {
				if f >= 0 {
					addTo(acc, m.FT[int(f)*h:int(f)*h+h])
				}
			}
		}
	}
}

// addTo adds row to acc, eight at a time: the trainer's innermost loop (Go does not vectorize it; the unrolled
// form with its bounds checks hoisted trains 1.7 times as many positions per CPU second as the plain loop: 100k
// against 58k, chess with 128 hidden sums, BenchmarkBatch).
func addTo(acc, row []float32) {
	row = row[:len(acc)]
	j := 0
	for ; j+8 <= len(acc); j += 8 {
		a, r := acc[j:j+8:j+8], row[j:j+8:j+8]
		a[0] += r[0]
		a[1] += r[1]
		a[2] += r[2]
		a[3] += r[3]
		a[4] += r[4]
		a[5] += r[5]
		a[6] += r[6]
		a[7] += r[7]
	}
	for ; j < len(acc); j++ {
		acc[j] += row[j]
	}
}

// dotClamped is Σ clamp(acc[j], 0, 1)·w[j].
func dotClamped(acc, w []float32) float32 {
	w = w[:len(acc)]
	var s0, s1, s2, s3 float32
	j := 0
	for ; j+4 <= len(acc); j += 4 {
		s0 += min(max(acc[j], 0), 1) * w[j]
		s1 += min(max(acc[j+1], 0), 1) * w[j+1]
		s2 += min(max(acc[j+2], 0), 1) * w[j+2]
		s3 += min(max(acc[j+3], 0), 1) * w[j+3]
	}
	for ; j < len(acc); j++ {
		s0 += min(max(acc[j], 0), 1) * w[j]
	}
	return (s0 + s1) + (s2 + s3)
}

// dotSquared is Σ clamp(acc[j], 0, 1)²·w[j].
func dotSquared(acc, w []float32) float32 {
	w = w[:len(acc)]
	var s0, s1 float32
	j := 0
	for ; j+2 <= len(acc); j += 2 {
		c0, c1 := min(max(acc[j], 0), 1), min(max(acc[j+1], 0), 1)
		s0 += c0 * c0 * w[j]
		s1 += c1 * c1 * w[j+1]
	}
	for ; j < len(acc); j++ {
		c := min(max(acc[j], 0), 1)
		s0 += c * c * w[j]
	}
	return s0 + s1
}

// QuantizedForward is the engine's integer evaluation of a network, from the same inputs: int32 sums of int16
// weights, clamped to 0..QA, times the int16 output weights, plus the output bias, times Scale over QA·QB (Go's
// truncating division, in int64).
func QuantizedForward(n *nnue.Network, white, black []int32, stmBlack bool, acc []int32) int {
	return int(quantizedOutput(n, white, black, stmBlack, acc) * nnue.Scale / (nnue.QA * nnue.QB))
}

// quantizedOutput is the integer output before the scaling to centipawns: QA·QB times the float output. The sum
// is int64 as in the engine, although the clip limits keep it inside int32.
func quantizedOutput(n *nnue.Network, white, black []int32, stmBlack bool, acc []int32) int64 {
	h := n.Hidden
	aw, ab := acc[:h], acc[h:2*h]
	accumulate16(aw, n.FTBias, n.FT, white, h)
	accumulate16(ab, n.FTBias, n.FT, black, h)
	if stmBlack {
		aw, ab = ab, aw
	}
	b := n.Bucket(len(white))
	sum := int64(n.OutBias[b])
	out := n.Out[b*2*h : (b+1)*2*h]
	if n.Activation == nnue.SquaredClipped {
		// Σ c²·w / QA, as the engine's dotSquared: each term in int32, the sum in int64, one truncating division.
		var sq int64
		for j := range h {
			cw, cb := min(max(aw[j], 0), nnue.QA), min(max(ab[j], 0), nnue.QA)
			sq += int64(cw*int32(out[j])*cw) + int64(cb*int32(out[h+j])*cb)
		}
		return sum + sq/nnue.QA
	}
	for j := range h {
		sum += int64(min(max(aw[j], 0), nnue.QA)*int32(out[j]) + min(max(ab[j], 0), nnue.QA)*int32(out[h+j]))
	}
	return sum
}

// accumulate16 sets acc to the integer bias plus the integer rows of the active inputs.
func accumulate16(acc []int32, bias, ft []int16, in []int32, h int) {
	for j := range acc {
		acc[j] = int32(bias[j])
	}
	for _, i := range in {
		row := ft[int(i)*h : int(i)*h+h]
		row = row[:len(acc)]
		j := 0
		for ; j+8 <= len(acc); j += 8 {
			a, r := acc[j:j+8:j+8], row[j:j+8:j+8]
			a[0] += int32(r[0])
			a[1] += int32(r[1])
			a[2] += int32(r[2])
			a[3] += int32(r[3])
			a[4] += int32(r[4])
			a[5] += int32(r[5])
			a[6] += int32(r[6])
			a[7] += int32(r[7])
		}
		for ; j < len(acc); j++ {
			acc[j] += int32(row[j])
		}
	}
}
