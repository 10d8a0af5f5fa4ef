package tune

import (
	"fmt"
	"io"
	"math"
	"runtime"
	"sync"

	"sennight/eval"
	"sennight/movegen"
)

// Options steer a tuning run.
type Options struct {
	Rounds  int       // passes over the parameters (0: until no step helps, at most 50)
	Workers int       // goroutines evaluating the samples (0: the cores)
	Log     io.Writer // progress, one line a round (nil: none)
}

// Result is what a tuning run found.
type Result struct {
	K                    float64 // the scale of the sigmoid, fitted to the starting weights
	StartLoss, FinalLoss float64
	Rounds               int
	Before, After        []int // each Param's value
}

// Tune fits the params of w (changed in place) to the samples of variant t: it first fits the sigmoid's scale K
// to the starting weights, then moves one weight at a time by its step up or down while the loss falls, halving
// the steps when a whole round brings nothing (the classic Texel local search, which needs no gradient and keeps
// the weights integers).
func Tune(t *movegen.Tables, w *eval.Weights, params []Param, samples []Sample, opts Options) (Result, error) {
	if len(samples) == 0 {
		return Result{}, fmt.Errorf("no positions to tune on")
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.NumCPU()
	}
	l := &lossFunc{t: t, samples: samples, workers: opts.Workers}
	res := Result{Before: values(params, w)}
	scores := l.scores(w)
	res.K = fitK(scores, samples)
	l.k = res.K
	best := l.lossOf(scores)
	res.StartLoss = best
	steps := make([]int, len(params))
	for i, p := range params {
		steps[i] = p.Step
	}
	maxRounds := opts.Rounds
	if maxRounds <= 0 {
		maxRounds = 50
	}
	for res.Rounds < maxRounds {
		res.Rounds++
		improved := false
		for i, p := range params {
			if steps[i] == 0 {
				continue
			}
			old := p.Get(w)
			moved := false
			for _, delta := range []int{steps[i], -steps[i]} {
				p.Set(w, old+delta)
				if loss := l.loss(w); loss < best {
					best, moved = loss, true
					break
				}
				p.Set(w, old)
			}
			improved = improved || moved
		}
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, "round %d: loss %.6f\n", res.Rounds, best)
		}
		if !improved {
			done := true
			for i := range steps {
				steps[i] /= 2
				done = done && steps[i] == 0
			}
			if done {
				break
			}
		}
	}
	res.FinalLoss = best
	res.After = values(params, w)
	return res, nil
}

func values(params []Param, w *eval.Weights) []int {
	v := make([]int, len(params))
	for i, p := range params {
		v[i] = p.Get(w)
	}
	return v
}

// lossFunc evaluates the samples under weights, in parallel.
type lossFunc struct {
	t       *movegen.Tables
	samples []Sample
	workers int
	k       float64
}

// scores returns every sample's static evaluation from White's point of view under w.
func (l *lossFunc) scores(w *eval.Weights) []float64 {
	ev := eval.New(l.t, w)
	out := make([]float64, len(l.samples))
	var wg sync.WaitGroup
	chunk := (len(l.samples) + l.workers - 1) / l.workers
	for lo := 0; lo < len(l.samples); lo += chunk {
		hi := min(lo+chunk, len(l.samples))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				p := l.samples[i].Pos
				s := ev.Evaluate(p)
				if p.Side() == movegen.Black {
					s = -s
				}
				out[i] = float64(s)
			}
		}()
	}
	wg.Wait()
	return out
}

func (l *lossFunc) loss(w *eval.Weights) float64 { return l.lossOf(l.scores(w)) }

// Loss is the mean squared error of the samples' results against the win probability that weights w predict at
// scale k: for weights tuned on some games, the loss on games held out from the tuning says whether the fit
// carries over to play or only to the games it was fitted to.
func Loss(t *movegen.Tables, w *eval.Weights, samples []Sample, k float64) float64 {
	l := &lossFunc{t: t, samples: samples, workers: runtime.NumCPU(), k: k}
	return l.loss(w)
}

func (l *lossFunc) lossOf(scores []float64) float64 { return meanSquaredError(scores, l.samples, l.k) }

// sigmoid is the win probability the evaluation predicts for a score in centipawns: 1/(1+10^(-K·s/400)).
func sigmoid(k, score float64) float64 { return 1 / (1 + math.Pow(10, -k*score/400)) }

func meanSquaredError(scores []float64, samples []Sample, k float64) float64 {
	var sum float64
	for i, s := range scores {
		d := samples[i].Result - sigmoid(k, s)
		sum += d * d
	}
	return sum / float64(len(scores))
}

// fitK finds the sigmoid scale that best fits the scores to the results, by golden-section search on [0.05, 5]
// (the loss is unimodal in K).
func fitK(scores []float64, samples []Sample) float64 {
	lo, hi := 0.05, 5.0
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := meanSquaredError(scores, samples, a), meanSquaredError(scores, samples, b)
	for hi-lo > 1e-4 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = meanSquaredError(scores, samples, a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = meanSquaredError(scores, samples, b)
		}
	}
	return (lo + hi) / 2
}
