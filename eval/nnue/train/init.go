package train

import (
	"errors"
	"fmt"
	"hash/fnv"

	"sennight/eval/nnue"
)

// A run may start from a trained network (Options.Init) instead of random weights: the next network of a game
// then keeps what the last one learned from data that is no longer at hand and fits the new data on top of it, as
// Stockfish's trainers start a network from the one before. The float weights are the network's integers divided
// by their quantization factors, so the model quantizes back to the same network before its first step.

// CheckInit reports why a network cannot start a run of these options on this layout.
func CheckInit(l *nnue.Layout, n *nnue.Network, opt Options) error {
	switch {
	case n.Layout.Hash() != l.Hash():
		return errors.New("train: the --init network has another layout (game or King buckets)")
	case n.Hidden != opt.Hidden:
		return fmt.Errorf("train: the --init network has %d hidden sums, the run %d", n.Hidden, opt.Hidden)
	case n.Buckets != max(opt.Buckets, 1):
		return fmt.Errorf("train: the --init network has %d outputs, the run %d", n.Buckets, max(opt.Buckets, 1))
	case n.Activation != opt.Activation:
		return fmt.Errorf("train: the --init network's activation is %s, the run's %s", n.Activation, opt.Activation)
	}
	return nil
}

// startFrom sets the model's weights to the network's; a factorized model's factor rows stay zero, so the model
// is the network's function and the factors learn only what the new data adds across cells.
func (m *Model) startFrom(n *nnue.Network) {
	h := m.Hidden
	for i := range m.Inputs * h {
		m.FT[i] = float32(n.FT[i]) / nnue.QA
	}
	clear(m.FT[m.Inputs*h:])
	for i, w := range n.FTBias {
		m.FTBias[i] = float32(w) / nnue.QA
	}
	for i, w := range n.Out {
		m.Out[i] = float32(w) / nnue.QB
	}
	for b, w := range n.OutBias {
		m.OutBias[b] = float32(float64(w) / (nnue.QA * nnue.QB))
	}
}

// anchorOf is what L2 pulls a started model's board rows towards: the network's own rows. Pulled towards zero, as
// in a run from random weights, they would lose what the network knows, for it holds all of it in the board rows.
func (m *Model) anchorOf() []float32 {
	return append([]float32(nil), m.FT[:m.Inputs*m.Hidden]...)
}

// networkKey identifies a network's weights, so that a checkpoint records which network its run started from.
func networkKey(n *nnue.Network) uint64 {
	if n == nil {
		return 0
	}
	h := fnv.New64a()
	if err := n.Write(h); err != nil {
		panic(err) // a hash's Write does not fail
	}
	return h.Sum64() | 1 // never 0, the key of a run from random weights
}
