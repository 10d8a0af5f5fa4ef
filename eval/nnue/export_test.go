package nnue

// RootSums returns the packed sums of the root's entry, White's perspective and Black's, for the external tests
// (package nnue_test: they import nnuetest's networks, which this package's own tests cannot without a cycle).
func (a *Accumulators) RootSums() (white, black []int64) {
	h, root := a.pw.pairs, a.entry(0)
	return root[:h:h], root[h:]
}
