package search

import (
	"math/bits"
	"runtime"
	"sync/atomic"

	"sennight/movegen"
)

// Bound says what a stored or reported score is: exact, a lower bound (the search failed high) or an upper bound
// (it failed low).
type Bound uint8

const (
	BoundNone  Bound = 0
	BoundUpper Bound = 1
	BoundLower Bound = 2
	BoundExact Bound = 3
)

// The transposition table is shared by every search thread without locks. An entry is two 64-bit words written
// and read atomically: data, and the position's key xor data. A reader accepts an entry only if the two words xor
// to its key, so an entry torn by two threads writing at once reads as a miss instead of as wrong data.
//
// data layout: move (bits 0-31), score + 32768 (32-47), depth + 1 (48-55), bound (56-57), generation (58-63). The
// stored score is never -32768, so data is never 0 in a used entry: 0 marks an empty one.
type ttEntry struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

// ttBucketSize entries share one bucket (64 bytes, a cache line); a store replaces the least useful of them.
const ttBucketSize = 4

const ttEntryBytes = 16

// TT is the transposition table.
type TT struct {
	entries []ttEntry
	buckets uint64
	gen     uint8 // search generation, 6 bits; written only between searches
	// zeroed is set while every entry is zero (a new mapping, or a cleared table no search has used since): Clear
	// then has nothing to do, and does not touch, so take, the memory of a table no search has used.
	zeroed bool
	mem    *tableMemory // where entries live; released when the table is replaced or the TT collected
}

// NewTT returns a table of about mb megabytes (at least one bucket), or an error if the memory cannot be had.
func NewTT(mb int) (*TT, error) {
	tt := &TT{mem: &tableMemory{}}
	// The entries are not on Go's heap (tt_alloc_linux.go): the collector frees the TT, this frees its memory.
	runtime.AddCleanup(tt, (*tableMemory).release, tt.mem)
	if err := tt.Resize(mb); err != nil {
		return nil, err
	}
	return tt, nil
}

// ttBuckets is the number of buckets of a table of about mb megabytes: at least one.
func ttBuckets(mb int) uint64 { return max(uint64(max(mb, 0))<<20/(ttEntryBytes*ttBucketSize), 1) }

// ttBytes is the memory of a table of about mb megabytes.
func ttBytes(mb int) uint64 { return ttBuckets(mb) * ttBucketSize * ttEntryBytes }

// Resize reallocates the table to about mb megabytes, emptying it. A table of that size already is only emptied:
// XBoard sends `memory` before every game, and a new allocation (with huge pages, which the kernel may compact
// memory for) takes up to a few hundred milliseconds. The new table is allocated before the old one is released:
// if it cannot be, the error is returned and the table stays as it was, entries included.
func (tt *TT) Resize(mb int) error {
	n := ttBuckets(mb)
	if n == tt.buckets && len(tt.entries) > 0 {
		tt.Clear()
		return nil
	}
	entries, mem, err := allocEntries(n * ttBucketSize)
	if err != nil {
		return err
	}
	tt.mem.release()
	*tt.mem = mem
	tt.entries, tt.buckets, tt.gen, tt.zeroed = entries, n, 0, true
	return nil
}

// release gives the table's memory back; the table must not be used after it.
func (tt *TT) release() {
	tt.mem.release()
	tt.entries, tt.buckets = nil, 0
}

// residentBytes is how much of the table is in memory now (what replacing it gives back).
func (tt *TT) residentBytes() uint64 { return residentBytes(tt.entries) }

// SizeMB returns the table's size in megabytes.
func (tt *TT) SizeMB() int { return int(tt.buckets * ttBucketSize * ttEntryBytes >> 20) }

// Clear empties the table (a new game).
// No search runs meanwhile, so a plain clear (much faster than atomic stores) is safe.
func (tt *TT) Clear() {
	if !tt.zeroed {
		clear(tt.entries)
	}
	tt.gen, tt.zeroed = 0, true
}

// newSearch starts a search generation: entries of older generations are replaced first.
func (tt *TT) newSearch() { tt.gen, tt.zeroed = (tt.gen+1)&63, false }

func (tt *TT) bucket(key uint64) []ttEntry {
	hi, _ := bits.Mul64(key, tt.buckets)
	i := hi * ttBucketSize
	return tt.entries[i : i+ttBucketSize : i+ttBucketSize]
}

// ttHit is a decoded entry.
type ttHit struct {
	move  movegen.Move
	score int
	depth int
	bound Bound
}

func decode(data uint64) ttHit {
	return ttHit{
		move:  movegen.Move(uint32(data)),
		score: int(data>>32&0xFFFF) - 32768,
		depth: int(data>>48&0xFF) - 1,
		bound: Bound(data >> 56 & 3),
	}
}

// probe returns the entry of a key, if the table holds one.
func (tt *TT) probe(key uint64) (ttHit, bool) {
	b := tt.bucket(key)
	for i := range b {
		e := &b[i]
		data := e.data.Load()
		if data != 0 && e.check.Load()^data == key {
			return decode(data), true
		}
	}
	return ttHit{}, false
}

// store records a search result; only a search (after newSearch) stores. depth is at least -1 (quiescence); score must already be node-relative
// (scoreToTT). An existing entry of the same position keeps its move when the new result has none.
func (tt *TT) store(key uint64, move movegen.Move, score, depth int, bound Bound) {
	b := tt.bucket(key)
	victim := 0
	worst := 1 << 30
	for i := range b {
		data := b[i].data.Load()
		if data == 0 {
			victim = i
			break
		}
		if b[i].check.Load()^data == key {
			old := decode(data)
			// Keep a deeper exact result of the same position unless this one is exact too.
			if bound != BoundExact && old.depth > depth+2 && old.bound == BoundExact {
				return
			}
			if move == movegen.NoMove {
				move = old.move
			}
			victim = i
			break
		}
		// Replace the shallowest entry, counting entries of older searches as much shallower.
		age := (int(tt.gen) - int(data>>58) + 64) & 63
		if v := int(data>>48&0xFF) - 8*age; v < worst {
			worst, victim = v, i
		}
	}
	score = max(min(score, 32767), -32767)
	data := uint64(uint32(move)) | uint64(score+32768)<<32 | uint64(depth+1)<<48 | uint64(bound)<<56 |
		uint64(tt.gen)<<58
	b[victim].data.Store(data)
	b[victim].check.Store(key ^ data)
}

// hashFull returns how many of the first thousand entries belong to the current search, per mille.
func (tt *TT) hashFull() int {
	n := min(1000, len(tt.entries))
	used := 0
	for i := range n {
		data := tt.entries[i].data.Load()
		if data != 0 && uint8(data>>58) == tt.gen {
			used++
		}
	}
	return used * 1000 / max(n, 1)
}
