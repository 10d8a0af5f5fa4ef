package movegen

import "math/bits"

// Bitset is a set of cells (a 256-bit board). It is a value type: copying it is cheap and allocation-free.
type Bitset [4]uint64

// Set adds a cell.
func (b *Bitset) Set(c Cell) { b[c>>6] |= 1 << (c & 63) }

// Clear removes a cell.
func (b *Bitset) Clear(c Cell) { b[c>>6] &^= 1 << (c & 63) }

// Has reports whether a cell is in the set.
func (b *Bitset) Has(c Cell) bool { return b[c>>6]>>(c&63)&1 != 0 }

// Or adds every cell of o.
func (b *Bitset) Or(o *Bitset) {
	b[0] |= o[0]
	b[1] |= o[1]
	b[2] |= o[2]
	b[3] |= o[3]
}

// Count returns the number of cells in the set.
func (b *Bitset) Count() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2]) + bits.OnesCount64(b[3])
}

// Empty reports whether the set has no cell.
func (b *Bitset) Empty() bool { return b[0]|b[1]|b[2]|b[3] == 0 }

// and returns the cells in both a and b.
func (a *Bitset) and(b *Bitset) Bitset {
	return Bitset{a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]}
}

// meets reports whether a and b have a cell in common.
func (a *Bitset) meets(b *Bitset) bool {
	return a[0]&b[0]|a[1]&b[1]|a[2]&b[2]|a[3]&b[3] != 0
}
