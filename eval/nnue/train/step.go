package train

import (
	"math"
	"sync"

	"sennight/eval/nnue"
	"sennight/movegen"
)

// slices is the fixed number of parts every batch is split into. Each part sums its gradient in its own buffer, in
// sample order, and the parts are added in part order, so the float sums, and so the trained network, are the same
// bits whatever --threads is (threads only decide which goroutine computes which part). More than slices threads
// would idle; four keeps the buffers (slices × Inputs × Hidden floats) small even for Megalomachy.
const slices = 4

// Adam's constants.
const (
	beta1   = 0.9
	beta2   = 0.999
	epsilon = 1e-8
)

// grad is one part's gradient. The first layer's is dense in memory but sparse in use: rows lists the inputs
// whose row was touched, so that clearing and summing cost the touched rows only.
type grad struct {
	ft      []float32
	seen    []bool
	rows    []int32
	bias    []float32
	out     []float32 // all buckets' output weights
	outBias []float64 // per bucket
	loss    float64
	acc     []float32 // 2·Hidden: the two perspectives' sums
	dacc    []float32 // 2·Hidden
	part    int
}

// adam holds Adam's moments for each parameter array, in the model's order, and the step count for the bias
// correction.
type adam struct {
	m, v     [4][]float32 // FT, FTBias, Out, OutBias
	step     int64
	seenRows []bool
	rows     []int32
}

type trainer struct {
	m       *Model
	a       adam
	parts   [slices]*grad
	threads int
	k       float32 // the sigmoid's scale in centipawns
	l2      float32 // Options.L2
	// anchor is what L2 pulls the board rows towards: nil for zero, a started network's rows otherwise (init.go).
	anchor []float32
}

func newTrainer(m *Model, threads int, k float64) *trainer {
	t := &trainer{m: m, threads: max(1, min(threads, slices)), k: float32(k)}
	for i, p := range m.params() {
		t.a.m[i] = make([]float32, len(p))
		t.a.v[i] = make([]float32, len(p))
	}
	t.a.seenRows = make([]bool, m.rows())
	h := m.Hidden
	for s := range t.parts {
		t.parts[s] = &grad{part: s, ft: make([]float32, m.rows()*h), seen: make([]bool, m.rows()), bias: make([]float32, h),
			out: make([]float32, len(m.Out)), outBias: make([]float64, m.Buckets), acc: make([]float32, 2*h),
			dacc: make([]float32, 2*h)}
	}
	return t
}

// parallel runs f(part) for every part on t.threads goroutines; worker w takes parts w, w+threads, ...
func (t *trainer) parallel(f func(part int)) {
	if t.threads == 1 {
		for s := range slices {
			f(s)
		}
		return
	}
	var wg sync.WaitGroup
	for w := range t.threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := w; s < slices; s += t.threads {
				f(s)
			}
		}()
	}
	wg.Wait()
}

// batch takes one Adam step on the samples idx of set at learning rate lr and returns the sum of their losses.
func (t *trainer) batch(set *Set, idx []uint32, lr float64) float64 {
	n := len(idx)
	t.parallel(func(s int) {
		lo, hi := s*n/slices, (s+1)*n/slices
		g := t.parts[s]
		for _, k := range idx[lo:hi] {
			t.backward(set, int(k), g)
		}
	})
	loss := 0.0
	for _, g := range t.parts {
		loss += g.loss
	}
	t.update(lr, 1/float32(n))
	return loss
}

// backward adds sample k's loss and gradient to g. The loss is (sigmoid(pred/K) - target)², pred the network's
// centipawns.
func (t *trainer) backward(set *Set, k int, g *grad) {
	m := t.m
	h := m.Hidden
	white, black := set.sample(k)
	pred := m.Forward(white, black, set.Side[k] == movegen.Black, g.acc)
	x := float64(pred / t.k)
	p := float32(1 / (1 + math.Exp(-x)))
	e := p - set.Target[k]
	g.loss += float64(e * e)
	d := 2 * e * p * (1 - p) * nnue.Scale / t.k // dLoss/dOut
	b := m.bucket(len(white))
	g.outBias[b] += float64(d)
	// acc[:h] is White's sums, acc[h:] Black's; the output's first half weighs the side to move's.
	stm, other := g.acc[:h], g.acc[h:]
	dstm, dother := g.dacc[:h], g.dacc[h:]
	if set.Side[k] == movegen.Black {
		stm, other = other, stm
		dstm, dother = dother, dstm
	}
	out, gout := m.outOf(b), g.out[b*2*h:(b+1)*2*h]
	outS, outO := out[:h], out[h:]
	gS, gO := gout[:h], gout[h:]
	if m.Activation == nnue.SquaredClipped {
		for j := range h {
			dstm[j] = backSquared(stm[j], outS[j], d, &gS[j])
			dother[j] = backSquared(other[j], outO[j], d, &gO[j])
		}
	} else {
		for j := range h {
			dstm[j] = backClamped(stm[j], outS[j], d, &gS[j])
			dother[j] = backClamped(other[j], outO[j], d, &gO[j])
		}
	}
	dw, db := g.dacc[:h], g.dacc[h:]
	for j := range h {
		g.bias[j] += dw[j] + db[j]
	}
	g.addRows(white, dw, h, m.factor)
	g.addRows(black, db, h, m.factor)
}

// addRows adds d to the gradient rows of the inputs and of their factors (factor is nil without them).
func (g *grad) addRows(in []int32, d []float32, h int, factor [][2]int32) {
	for _, i := range in {
		g.addRow(i, d, h)
		if factor != nil {
			for _, f := range factor[i] {
				if f >= 0 {
					g.addRow(f, d, h)
				}
			}
		}
	}
}

func (g *grad) addRow(r int32, d []float32, h int) {
	if !g.seen[r] {
		g.seen[r] = true
		g.rows = append(g.rows, r)
	}
	addTo(g.ft[int(r)*h:int(r)*h+h], d)
}

// update applies Adam to the summed gradient (times scale, 1/batch size) and clears the parts.
//
// The first layer is updated lazily: only the rows some input of the batch touched take a step, with their
// moments; an untouched row's moments are not decayed. Dense Adam would keep moving a rare input's row (a piece on
// a cell it seldom reaches) for hundreds of steps on momentum from one old gradient, and would cost every row every
// step; with lazy steps the cost follows the batch's inputs. The biases and the output layer are dense and updated
// every step.
func (t *trainer) update(lr float64, scale float32) {
	a := &t.a
	a.step++
	c := lr * math.Sqrt(1-math.Pow(beta2, float64(a.step))) / (1 - math.Pow(beta1, float64(a.step)))
	step := float32(c)
	m := t.m
	h := m.Hidden

	// The union of the parts' touched rows; the order of rows does not change any value.
	a.rows = a.rows[:0]
	for _, g := range t.parts {
		for _, r := range g.rows {
			if !a.seenRows[r] {
				a.seenRows[r] = true
				a.rows = append(a.rows, r)
			}
		}
	}
	for _, r := range a.rows {
		a.seenRows[r] = false
		l2 := t.l2 // board rows only: a factor row is the shared value they shrink towards
		if int(r) >= m.Inputs {
			l2 = 0
		}
		lo := int(r) * h
		for j := lo; j < lo+h; j++ {
			var s float32
			for _, g := range t.parts {
				s += g.ft[j]
				g.ft[j] = 0
			}
			pull := m.FT[j]
			if t.anchor != nil && l2 != 0 {
				pull -= t.anchor[j]
			}
			m.FT[j] = adamStep(m.FT[j], s*scale+l2*pull, &a.m[0][j], &a.v[0][j], step, clipFT)
		}
	}
	for _, g := range t.parts {
		for _, r := range g.rows {
			g.seen[r] = false
		}
		g.rows = g.rows[:0]
	}
	for j := range m.FTBias {
		var s float32
		for _, g := range t.parts {
			s += g.bias[j]
			g.bias[j] = 0
		}
		m.FTBias[j] = adamStep(m.FTBias[j], s*scale, &a.m[1][j], &a.v[1][j], step, clipFT)
	}
	for j := range m.Out {
		var s float32
		for _, g := range t.parts {
			s += g.out[j]
			g.out[j] = 0
		}
		m.Out[j] = adamStep(m.Out[j], s*scale, &a.m[2][j], &a.v[2][j], step, clipOut)
	}
	for b := range m.OutBias {
		var s float64
		for _, g := range t.parts {
			s += g.outBias[b]
			g.outBias[b] = 0
		}
		m.OutBias[b] = adamStep(m.OutBias[b], float32(s)*scale, &a.m[3][b], &a.v[3][b], step, clipOutBias)
	}
	for _, g := range t.parts {
		g.loss = 0
	}
}

// adamStep moves one weight by Adam and clips it to ±limit.
func adamStep(w, g float32, m, v *float32, step, limit float32) float32 {
	*m = beta1**m + (1-beta1)*g
	*v = beta2**v + (1-beta2)*g*g
	w -= step * *m / (float32(math.Sqrt(float64(*v))) + epsilon)
	return min(max(w, -limit), limit)
}

// backClamped is the backward step through one clamped hidden sum a (activation clamp(a, 0, 1)) and its output
// weight w, for the output's gradient d: it adds the weight's gradient to *gw and returns the sum's gradient, which
// is zero where the clamp is flat.
func backClamped(a, w, d float32, gw *float32) float32 {
	if a <= 0 {
		return 0
	}
	if a >= 1 {
		*gw += d
		return 0
	}
	*gw += d * a
	return d * w
}

// backSquared is backClamped for the activation clamp(a, 0, 1)²: the weight's gradient d·a², the sum's 2·a·d·w
// inside the clamp.
func backSquared(a, w, d float32, gw *float32) float32 {
	if a <= 0 {
		return 0
	}
	if a >= 1 {
		*gw += d
		return 0
	}
	*gw += d * a * a
	return 2 * a * d * w
}
