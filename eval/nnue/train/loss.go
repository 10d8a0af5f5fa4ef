package train

import (
	"math"

	"sennight/eval/nnue"
	"sennight/movegen"
)

// Loss returns the float network's mean loss over a set, (sigmoid(pred/K) - target)², computed in the same fixed
// parts as training so that the figure does not depend on the number of threads.
func (t *trainer) loss(set *Set) float64 {
	return t.meanOver(set, func(k int, g *grad) float64 {
		w, b := set.sample(k)
		return sqerr(float64(t.m.Forward(w, b, set.Side[k] == movegen.Black, g.acc)), float64(t.k), set.Target[k])
	})
}

// quantizedLoss is loss for the integer network, evaluated exactly as the engine evaluates it.
func (t *trainer) quantizedLoss(set *Set, n *nnue.Network) float64 {
	accs := make([][]int32, slices)
	for i := range accs {
		accs[i] = make([]int32, 2*n.Hidden)
	}
	return t.meanOver(set, func(k int, g *grad) float64 {
		w, b := set.sample(k)
		acc := accs[g.part]
		return sqerr(float64(QuantizedForward(n, w, b, set.Side[k] == movegen.Black, acc)), float64(t.k), set.Target[k])
	})
}

func (t *trainer) meanOver(set *Set, f func(k int, g *grad) float64) float64 {
	n := set.Len()
	if n == 0 {
		return math.NaN()
	}
	var sums [slices]float64
	t.parallel(func(s int) {
		g := t.parts[s]
		for k := s * n / slices; k < (s+1)*n/slices; k++ {
			sums[s] += f(k, g)
		}
	})
	total := 0.0
	for _, s := range sums {
		total += s
	}
	return total / float64(n)
}

func sqerr(pred, k float64, target float32) float64 {
	e := sigmoid(pred/k) - float64(target)
	return e * e
}

// biasSample is how many training positions the quantization's bias correction averages over.
const biasSample = 1 << 14

// quantize rounds the model to the engine's integers and corrects the output bias for the rounding's common
// offset. Each output weight is rounded to 1/QB, up to 3 centipawns per saturated hidden sum, the same way for every
// position, so the errors add up to an offset shared by all positions (TestQuantizedForward measured a mean
// difference of 9.3 cp on Megalomachy's positions with 16 hidden sums, 0.6 cp with the correction). The output
// bias has 1/(QA·QB) steps, fine enough to take the mean difference between the float and the integer output over
// the first biasSample training positions (a fixed set, so the result stays deterministic).
func (t *trainer) quantize(l *nnue.Layout, set *Set) *nnue.Network {
	n := t.m.Quantize(l)
	count := min(set.Len(), biasSample)
	if count == 0 {
		return n
	}
	accs := make([][]int32, slices)
	for i := range accs {
		accs[i] = make([]int32, 2*n.Hidden)
	}
	// The offset is taken per bucket: each bucket's output weights are rounded apart.
	sums := make([][]float64, slices)
	counts := make([][]int, slices)
	t.parallel(func(s int) {
		g := t.parts[s]
		sums[s], counts[s] = make([]float64, n.Buckets), make([]int, n.Buckets)
		for k := s * count / slices; k < (s+1)*count/slices; k++ {
			w, b := set.sample(k)
			black := set.Side[k] == movegen.Black
			fl := float64(t.m.Forward(w, b, black, g.acc)) / nnue.Scale * nnue.QA * nnue.QB
			bucket := n.Bucket(len(w))
			sums[s][bucket] += fl - float64(quantizedOutput(n, w, b, black, accs[s]))
			counts[s][bucket]++
		}
	})
	for b := range n.OutBias {
		total, cnt := 0.0, 0
		for s := range slices {
			total += sums[s][b]
			cnt += counts[s][b]
		}
		if cnt == 0 {
			continue
		}
		fix := math.Round(total / float64(cnt))
		n.OutBias[b] = int32(max(math.MinInt32/2, min(math.MaxInt32/2, float64(n.OutBias[b])+fix)))
	}
	return n
}
