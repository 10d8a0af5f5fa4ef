package nnue

// The loops over the hidden sums, where the learned evaluation spends its time. Go does not vectorise them, so
// each works on blocks of 8 sums: the per-element loop overhead is paid once per block, and converting the
// operands to *[8] arrays costs one bounds check per block instead of one per element (the loops below compile
// without bounds checks inside the blocks: go build -gcflags=-d=ssa/check_bce/debug=1). A tail shorter than a
// block, for a hidden size not a multiple of 8, takes the plain loop. Every result is exactly the plain loop's:
// integer addition is associative, and the int32 sums cannot overflow (docs/nnue.md, "Quantization").

// addSub sets d = s + a - b: a quiet move's sums from its parent's.
func addSub(d, s []int32, a, b []int16) {
	n := len(d)
	s, a, b = s[:n], a[:n], b[:n]
	j := 0
	for ; j+8 <= n; j += 8 {
		dd, ss := (*[8]int32)(d[j:j+8]), (*[8]int32)(s[j:j+8])
		aa, bb := (*[8]int16)(a[j:j+8]), (*[8]int16)(b[j:j+8])
		dd[0] = ss[0] + int32(aa[0]) - int32(bb[0])
		dd[1] = ss[1] + int32(aa[1]) - int32(bb[1])
		dd[2] = ss[2] + int32(aa[2]) - int32(bb[2])
		dd[3] = ss[3] + int32(aa[3]) - int32(bb[3])
		dd[4] = ss[4] + int32(aa[4]) - int32(bb[4])
		dd[5] = ss[5] + int32(aa[5]) - int32(bb[5])
		dd[6] = ss[6] + int32(aa[6]) - int32(bb[6])
		dd[7] = ss[7] + int32(aa[7]) - int32(bb[7])
	}
	for ; j < n; j++ {
		d[j] = s[j] + int32(a[j]) - int32(b[j])
	}
}

// addSubSub sets d = s + a - b - c: a capture's sums from its parent's.
func addSubSub(d, s []int32, a, b, c []int16) {
	n := len(d)
	s, a, b, c = s[:n], a[:n], b[:n], c[:n]
	j := 0
	for ; j+8 <= n; j += 8 {
		dd, ss := (*[8]int32)(d[j:j+8]), (*[8]int32)(s[j:j+8])
		aa, bb, cc := (*[8]int16)(a[j:j+8]), (*[8]int16)(b[j:j+8]), (*[8]int16)(c[j:j+8])
		dd[0] = ss[0] + int32(aa[0]) - int32(bb[0]) - int32(cc[0])
		dd[1] = ss[1] + int32(aa[1]) - int32(bb[1]) - int32(cc[1])
		dd[2] = ss[2] + int32(aa[2]) - int32(bb[2]) - int32(cc[2])
		dd[3] = ss[3] + int32(aa[3]) - int32(bb[3]) - int32(cc[3])
		dd[4] = ss[4] + int32(aa[4]) - int32(bb[4]) - int32(cc[4])
		dd[5] = ss[5] + int32(aa[5]) - int32(bb[5]) - int32(cc[5])
		dd[6] = ss[6] + int32(aa[6]) - int32(bb[6]) - int32(cc[6])
		dd[7] = ss[7] + int32(aa[7]) - int32(bb[7]) - int32(cc[7])
	}
	for ; j < n; j++ {
		d[j] = s[j] + int32(a[j]) - int32(b[j]) - int32(c[j])
	}
}

// add sets d += a.
func add(d []int32, a []int16) {
	n := len(d)
	a = a[:n]
	j := 0
	for ; j+8 <= n; j += 8 {
		dd, aa := (*[8]int32)(d[j:j+8]), (*[8]int16)(a[j:j+8])
		dd[0] += int32(aa[0])
		dd[1] += int32(aa[1])
		dd[2] += int32(aa[2])
		dd[3] += int32(aa[3])
		dd[4] += int32(aa[4])
		dd[5] += int32(aa[5])
		dd[6] += int32(aa[6])
		dd[7] += int32(aa[7])
	}
	for ; j < n; j++ {
		d[j] += int32(a[j])
	}
}

// sub sets d -= a.
func sub(d []int32, a []int16) {
	n := len(d)
	a = a[:n]
	j := 0
	for ; j+8 <= n; j += 8 {
		dd, aa := (*[8]int32)(d[j:j+8]), (*[8]int16)(a[j:j+8])
		dd[0] -= int32(aa[0])
		dd[1] -= int32(aa[1])
		dd[2] -= int32(aa[2])
		dd[3] -= int32(aa[3])
		dd[4] -= int32(aa[4])
		dd[5] -= int32(aa[5])
		dd[6] -= int32(aa[6])
		dd[7] -= int32(aa[7])
	}
	for ; j < n; j++ {
		d[j] -= int32(a[j])
	}
}

// dotBlock is how many sums dot adds in int32 before it carries them into its int64 total. A product
// clamp(v)·w is at most QA·32768 = 8,355,840 in size, so an int32 holds any 256 of them (2,139,095,040 <
// 2^31-1); each of dot's four partial sums takes a quarter of a block: 128 products.
const dotBlock = 512

// dot is Σ clamp(v_j, 0, QA)·w_j, exactly, for any int16 weights: four independent int32 partial sums (so that
// the multiplications overlap), carried into an int64 every dotBlock sums.
func dot(v []int32, w []int16) int64 {
	n := len(v)
	w = w[:n]
	var total int64
	j := 0
	for j+8 <= n {
		end := min(j+dotBlock, n)
		var s0, s1, s2, s3 int32
		for ; j+8 <= end; j += 8 {
			vv, ww := (*[8]int32)(v[j:j+8]), (*[8]int16)(w[j:j+8])
			s0 += min(max(vv[0], 0), QA) * int32(ww[0])
			s1 += min(max(vv[1], 0), QA) * int32(ww[1])
			s2 += min(max(vv[2], 0), QA) * int32(ww[2])
			s3 += min(max(vv[3], 0), QA) * int32(ww[3])
			s0 += min(max(vv[4], 0), QA) * int32(ww[4])
			s1 += min(max(vv[5], 0), QA) * int32(ww[5])
			s2 += min(max(vv[6], 0), QA) * int32(ww[6])
			s3 += min(max(vv[7], 0), QA) * int32(ww[7])
		}
		total += int64(s0) + int64(s1) + int64(s2) + int64(s3)
	}
	for ; j < n; j++ {
		total += int64(min(max(v[j], 0), QA) * int32(w[j]))
	}
	return total
}
