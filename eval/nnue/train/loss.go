package train

import (
	"math"

	"sennight/eval/nnue"
)

// Loss returns the float network's mean loss over a set, (sigmoid(pred/K) - target)², computed in the same fixed
// parts as training so that the figure does not depend on the number of threads.
func (t *trainer) loss(set *Set) float64 {
	return t.meanOver(set, func(k int, g *grad) float64 {
		w, b := set.sample(k)
		return sqerr(float64(t.m.Forward(w, b, set.Side[k] == 1, g.acc)), float64(t.k), set.Target[k])
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
		return sqerr(float64(QuantizedForward(n, w, b, set.Side[k] == 1, acc)), float64(t.k), set.Target[k])
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
