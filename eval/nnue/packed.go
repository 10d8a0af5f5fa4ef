package nnue

// Accumulators keep the first-layer sums two to an int64 (docs/nnue.md, "Incremental update"): sums j and j+1
// (j even) are the one integer lo + hi·2^32, and a weight row is packed the same way. Adding and subtracting
// packed integers adds and subtracts both lanes at once, exactly: the map from (lo, hi) to lo + hi·2^32 turns
// the sum of pairs into the sum of integers, and even where an intermediate value wraps around int64 the
// arithmetic is modulo 2^64, the same ring; a lane is read back exactly as long as its own value fits int32,
// which the unpacked sums need as well. Go does not vectorise loops, so this halves the work of every update and
// refresh: the loops below have one addition per pair of sums.

// packedWeights are a network's first-layer weights in the packed form, derived from FT and FTBias once, when
// the first Accumulators for the network are made.
type packedWeights struct {
	// pairs is the number of packed integers per perspective: Hidden/2 rounded up, the last one's hi lane 0
	// when Hidden is odd.
	pairs int
	// ft[i*pairs : (i+1)*pairs] is input i's row; bias the sums' start values.
	ft, bias []int64
	// out is Out in pairs as the sums are, 2·pairs of them per bucket, the side to move's first, each pair
	// (w_lo, w_hi) packed crosswise as w_hi + w_lo·2^32 for dot, with 0 for a padding lane.
	out []int64
	// square is Out unpacked for a network with the squared activation, in the sums' lanes: per bucket, the
	// side to move's 2·pairs weights, then the other side's, 0 for a padding lane. nil for the clipped activation.
	square []int32
}

// packedPairs is the number of packed integers that hold hidden sums.
func packedPairs(hidden int) int { return (hidden + 1) / 2 }

// pack returns the packed form of the network's first layer.
func (n *Network) pack() *packedWeights {
	h := n.Hidden
	pairs := packedPairs(h)
	pw := &packedWeights{pairs: pairs, ft: make([]int64, n.Layout.Inputs()*pairs), bias: make([]int64, pairs),
		out: make([]int64, n.Buckets*2*pairs)}
	for i := range n.Layout.Inputs() {
		packRow(pw.ft[i*pairs:(i+1)*pairs], n.FT[i*h:(i+1)*h])
	}
	packRow(pw.bias, n.FTBias)
	for b := range n.Buckets {
		out, dst := n.Out[b*2*h:(b+1)*2*h], pw.out[b*2*pairs:(b+1)*2*pairs]
		for k := range pairs {
			dst[k] = packCross(out[:h], k)
			dst[pairs+k] = packCross(out[h:], k)
		}
	}
	if n.Activation == SquaredClipped {
		pw.square = make([]int32, n.Buckets*4*pairs)
		for b := range n.Buckets {
			for half := range 2 {
				dst := pw.square[(2*b+half)*2*pairs : (2*b+half+1)*2*pairs]
				for j, w := range n.Out[(2*b+half)*h : (2*b+half+1)*h] {
					dst[j] = int32(w)
				}
			}
		}
	}
	return pw
}

// packRow packs the int16 values row into dst, two to an integer.
func packRow(dst []int64, row []int16) {
	for k := range dst {
		lo, hi := int64(row[2*k]), int64(0)
		if 2*k+1 < len(row) {
			hi = int64(row[2*k+1])
		}
		dst[k] = lo + hi<<32
	}
}

// packCross packs the weights 2k and 2k+1 of w as dot wants them: w[2k+1] + w[2k]·2^32 (0 past the end).
func packCross(w []int16, k int) int64 {
	lo, hi := int64(w[2*k]), int64(0)
	if 2*k+1 < len(w) {
		hi = int64(w[2*k+1])
	}
	return hi + lo<<32
}

// unpack returns the two sums of a packed integer.
func unpack(p int64) (lo, hi int32) {
	lo = int32(p)
	return lo, int32((p - int64(lo)) >> 32)
}

// The loops over the packed sums. Each reslices its operands to len(d) so that the compiler drops the bounds
// checks (go build -gcflags=-d=ssa/check_bce/debug=1).

// addSub sets d = s + a - b: a quiet move's sums from its parent's.
func addSub(d, s, a, b []int64) {
	s, a, b = s[:len(d)], a[:len(d)], b[:len(d)]
	for k := range d {
		d[k] = s[k] + a[k] - b[k]
	}
}

// addSubSub sets d = s + a - b - c: a capture's sums from its parent's.
func addSubSub(d, s, a, b, c []int64) {
	s, a, b, c = s[:len(d)], a[:len(d)], b[:len(d)], c[:len(d)]
	for k := range d {
		d[k] = s[k] + a[k] - b[k] - c[k]
	}
}

// add sets d += a.
func add(d, a []int64) {
	a = a[:len(d)]
	for k := range d {
		d[k] += a[k]
	}
}

// sub sets d -= a.
func sub(d, a []int64) {
	a = a[:len(d)]
	for k := range d {
		d[k] -= a[k]
	}
}

// dotBlock is how many packed sums dot takes in one product sum before it carries that into its int64 total.
// The product of the clamped pair x = c_lo + c_hi·2^32 and the crosswise weights w_hi + w_lo·2^32 is, modulo
// 2^64, c_lo·w_hi + (c_lo·w_lo + c_hi·w_hi)·2^32 (the c_hi·w_lo·2^64 term vanishes): the pair's two terms of the
// dot product in the high half, one stray product in the low half. Over a block the low half sums to J, at most
// dotBlock products, the high half to D, 2·dotBlock products; a product clamp(v)·w is at most QA·32768 =
// 8,355,840 in size, so with dotBlock = 128 both fit int32 (|D| <= 2,139,095,040 < 2^31-1), and the block's
// sum T = J + D·2^32 gives J = int32(T) and D = (T - J) >> 32 exactly, as unpack does.
const dotBlock = 128

// dot is Σ clamp(v_j, 0, QA)·w_j over the sums packed in v and their weights w, packed crosswise (packCross),
// exactly for any int16 weights: one 64-bit multiplication per pair of sums (dotBlock says why it is exact).
func dot(v []int64, w []int64) int64 {
	w = w[:len(v)]
	var total int64
	for len(v) > 0 {
		k := min(len(v), dotBlock)
		vb, wb := v[:k], w[:k]
		var t int64
		for i, p := range vb {
			lo, hi := unpack(p)
			x := int64(min(max(lo, 0), QA)) | int64(min(max(hi, 0), QA))<<32
			t += x * wb[i]
		}
		_, d := unpack(t)
		total += int64(d)
		v, w = v[k:], w[k:]
	}
	return total
}

// dotSquared is Σ clamp(v_j, 0, QA)²·w_j over the sums packed in v, w unpacked (two weights per packed sum): QA
// times dot's units, which the caller divides once, after adding both perspectives. Each term (c·w)·c is below
// 2^31 for any int16 weight (255·32767·255), so it is exact in int32; the sum is int64.
func dotSquared(v []int64, w []int32) int64 {
	w = w[:2*len(v)]
	var total int64
	for i, p := range v {
		lo, hi := unpack(p)
		lo, hi = min(max(lo, 0), QA), min(max(hi, 0), QA)
		total += int64(lo*w[2*i]*lo) + int64(hi*w[2*i+1]*hi)
	}
	return total
}
