package nnue

import (
	"unsafe"

	"sennight/movegen"
)

// StackDepth is how many plies below the search root Accumulators keep sums for; a position deeper than that (no
// search goes there: its plies stop at 128) is evaluated from scratch.
const StackDepth = 256

// Accumulators are one search thread's first-layer sums (docs/nnue.md, "Incremental update"): for each ply from the
// search root, the Hidden sums of both perspectives of the position the thread reached at that ply. Evaluate brings
// the entry of the position it is given up to date from the nearest entry that still belongs to an ancestor, adding
// and subtracting only the rows of what each move changed (movegen's change log), or rebuilds it from the board
// when that is cheaper. The sums are int32 (with 160 pieces on a board the int16 sums of a chess network can
// overflow), kept two to an int64 (packed.go).
//
// Accumulators belong to one Position at a time, the one given to Reset; a thread makes and unmakes moves on it
// as it likes. Not safe for concurrent use.
type Accumulators struct {
	net *Network
	pw  *packedWeights
	pos *movegen.Position
	// rootPly is pos.Ply() at Reset: entry i is the position i plies below the root.
	rootPly int
	// sums[i*2P : (i+1)*2P] is entry i, P = pw.pairs packed sums per perspective, White's first; serial[i] the serial of the move that led to
	// it (movegen.Position.MoveSerial), 0 when the entry holds nothing (serials start at 1). Entry 0 is the root,
	// valid once Reset filled it.
	sums   []int64
	serial []uint64
	// scratch holds the sums of a position the stack does not cover (another Position, above the root or too
	// deep).
	scratch []int64
	// active is the refresh's list of inputs, allocated once at its largest.
	active []int32
	// adds and subs are the rows one move adds and subtracts in one perspective.
	adds, subs [maxRows][]int64
}

// maxRows bounds the rows one move adds or subtracts in one perspective: movegen records at most 8 changes.
const maxRows = 8

// NewAccumulators returns a search thread's sums for the network; Reset must be called before Evaluate. The first
// call packs the network's weights (packed.go): its weights must not change after it.
func (n *Network) NewAccumulators() *Accumulators {
	n.packOnce.Do(func() { n.packed = n.pack() })
	h2 := 2 * n.packed.pairs
	return &Accumulators{
		net:     n,
		pw:      n.packed,
		sums:    make([]int64, StackDepth*h2),
		serial:  make([]uint64, StackDepth),
		scratch: make([]int64, h2),
		active:  make([]int32, 0, n.Layout.maxActive()),
	}
}

// AccumulatorBytes is what NewAccumulators allocates for the network (the packed weights, made once and shared,
// aside): a search thread's cost beside its own, which grows with the network's hidden size. The engine's memory
// budget counts it for every thread (search/memory.go).
func (n *Network) AccumulatorBytes() uint64 {
	h2 := uint64(2 * packedPairs(n.Hidden))
	return uint64(unsafe.Sizeof(Accumulators{})) +
		(StackDepth*h2+h2)*uint64(unsafe.Sizeof(int64(0))) + // sums and scratch
		StackDepth*uint64(unsafe.Sizeof(uint64(0))) + // serial
		uint64(n.Layout.maxActive())*uint64(unsafe.Sizeof(int32(0))) // active
}

// Network returns the network the sums are for.
func (a *Accumulators) Network() *Network { return a.net }

// Reset makes p the search root: every entry is invalidated and the root's sums are computed from the board. p
// must be a position of the network's game.
func (a *Accumulators) Reset(p *movegen.Position) {
	a.pos, a.rootPly = p, p.Ply()
	clear(a.serial)
	a.refresh(p, a.entry(0))
}

// Evaluate returns the network's score of p in centipawns, from the side to move's point of view (docs/nnue.md,
// "The network"). p is normally the Position given to Reset, at or below the root; any other position is evaluated
// from scratch (correct, slower). It allocates nothing.
func (a *Accumulators) Evaluate(p *movegen.Position) int {
	b := 0
	if a.net.Buckets > 1 {
		b = a.net.Bucket(a.net.Layout.ActiveCount(p))
	}
	return a.output(a.update(p), p.Side(), b)
}

// entry returns the sums of entry i.
func (a *Accumulators) entry(i int) []int64 {
	h2 := 2 * a.pw.pairs
	return a.sums[i*h2 : (i+1)*h2 : (i+1)*h2]
}

// valid says whether entry i holds the sums of p's position at ply rootPly+i: the move that led to it is the move
// now at that ply of p (a serial is never reused, so an entry of a move taken back and replaced does not match).
func (a *Accumulators) valid(p *movegen.Position, i int) bool {
	return i == 0 || a.serial[i] == p.MoveSerial(a.rootPly+i-1)
}

// update returns the sums of p, bringing its entry up to date.
func (a *Accumulators) update(p *movegen.Position) []int64 {
	i := p.Ply() - a.rootPly
	if p != a.pos || i < 0 || i >= StackDepth {
		a.refresh(p, a.scratch)
		return a.scratch
	}
	if a.valid(p, i) {
		return a.entry(i)
	}
	// The nearest ancestor with valid sums, and what the moves from it cost: each change is one row per
	// perspective, a copy of the parent's sums about one more, against a rebuild's one row per piece.
	j := i - 1
	for !a.valid(p, j) {
		j--
	}
	l := a.net.Layout
	kb := l.PositionBuckets(p)
	var cross [2]bool // a perspective whose King changed buckets on the way: its sums must be rebuilt
	cost, rebuild := 0, p.Pieces(movegen.White)
	budget := len(rebuild) + len(p.Pieces(movegen.Black)) + p.HandTotal(movegen.White) + p.HandTotal(movegen.Black)
	for k := j; k < i && cost <= budget; k++ {
		ch, complete := p.MoveChanges(a.rootPly + k)
		if !complete {
			cost = budget + 1
			break
		}
		cost += len(ch) + 1
		if l.kingBuckets > 1 {
			a.crossings(ch, kb, &cross)
		}
	}
	// A King that changed buckets after the first move of several leaves the entries between without a bucket to
	// compute them in (only the last position is at hand): rebuild the last. After one move, the other
	// perspective still follows the move, and only the King's side is rebuilt.
	if cost > budget || (cross[0] || cross[1]) && j < i-1 {
		a.refresh(p, a.entry(i))
		a.serial[i] = p.MoveSerial(a.rootPly + i - 1)
		return a.entry(i)
	}
	// Forward from the ancestor, storing each entry on the way: the siblings searched next start from them.
	for k := j; k < i; k++ {
		ch, _ := p.MoveChanges(a.rootPly + k)
		a.apply(a.entry(k), a.entry(k+1), ch, kb, cross)
		a.serial[k+1] = p.MoveSerial(a.rootPly + k)
	}
	for persp := movegen.White; persp <= movegen.Black; persp++ {
		if cross[persp] {
			a.refreshSide(p, a.entry(i), persp)
		}
	}
	return a.entry(i)
}

// crossings marks in cross each perspective whose own King's cell in the changes has another bucket than kb, its
// bucket in the position reached: a King that stood in another bucket on the way. A King leaving or entering a
// hand counts as off the board (bucket 0, as KingBucket).
func (a *Accumulators) crossings(changes []movegen.Change, kb [2]int, cross *[2]bool) {
	l := a.net.Layout
	for _, c := range changes {
		if c.Piece.Type() != l.royal {
			continue
		}
		persp := c.Piece.Color()
		b := 0
		if c.Kind == movegen.PieceOn || c.Kind == movegen.PieceOff {
			b = l.KingBucket(persp, c.Cell, true)
		}
		if b != kb[persp] {
			cross[persp] = true
		}
	}
}

// apply computes a child's sums dst from its parent's src and the changes of the move between them, for each
// perspective not in skip, whose King is in bucket kb.
func (a *Accumulators) apply(src, dst []int64, changes []movegen.Change, kb [2]int, skip [2]bool) {
	h := a.pw.pairs
	for persp := movegen.White; persp <= movegen.Black; persp++ {
		if skip[persp] {
			continue
		}
		nAdd, nSub := 0, 0
		for _, c := range changes {
			var in int
			switch c.Kind {
			case movegen.PieceOn, movegen.PieceOff:
				in = a.net.Layout.Board(persp, c.Piece, c.Cell, kb[persp])
			default:
				var ok bool
				if in, ok = a.net.Layout.Hand(persp, c.Piece, int(c.Cell), kb[persp]); !ok {
					continue // a hand beyond the layout's slots has no input (Layout.Active leaves it out too)
				}
			}
			row := a.pw.ft[in*h : in*h+h : in*h+h]
			if c.Kind == movegen.PieceOn || c.Kind == movegen.HandOn {
				a.adds[nAdd] = row
				nAdd++
			} else {
				a.subs[nSub] = row
				nSub++
			}
		}
		s := src[int(persp)*h : int(persp)*h+h : int(persp)*h+h]
		d := dst[int(persp)*h : int(persp)*h+h : int(persp)*h+h]
		switch {
		case nAdd == 1 && nSub == 1: // a quiet move
			addSub(d, s, a.adds[0], a.subs[0])
		case nAdd == 1 && nSub == 2: // a capture
			addSubSub(d, s, a.adds[0], a.subs[0], a.subs[1])
		default:
			copy(d, s)
			for _, row := range a.adds[:nAdd] {
				add(d, row)
			}
			for _, row := range a.subs[:nSub] {
				sub(d, row)
			}
		}
	}
}

// refresh computes the sums of p from its pieces into dst.
func (a *Accumulators) refresh(p *movegen.Position, dst []int64) {
	a.refreshSide(p, dst, movegen.White)
	a.refreshSide(p, dst, movegen.Black)
}

// refreshSide computes one perspective's sums of p from its pieces into dst.
func (a *Accumulators) refreshSide(p *movegen.Position, dst []int64, persp movegen.Color) {
	h := a.pw.pairs
	d := dst[int(persp)*h : int(persp)*h+h : int(persp)*h+h]
	copy(d, a.pw.bias)
	a.active = a.net.Layout.Active(p, persp, a.active[:0])
	for _, in := range a.active {
		add(d, a.pw.ft[int(in)*h:int(in)*h+h])
	}
}

// output is the network's score of the sums acc (White's perspective first) with side to move stm and output
// bucket b, in centipawns: (OutBias + Σ act(own_j)·Out_j + Σ act(other_j)·Out_{H+j}) · Scale / (QA·QB), the
// bucket's weights, act the clamp to 0..QA (or its square over QA), the divisions truncating toward zero.
func (a *Accumulators) output(acc []int64, stm movegen.Color, b int) int {
	h := a.pw.pairs
	own := acc[int(stm)*h : int(stm)*h+h]
	other := acc[int(stm.Other())*h : int(stm.Other())*h+h]
	var sum int64
	if sq := a.pw.square; sq != nil {
		out := sq[b*4*h : (b+1)*4*h]
		sum = int64(a.net.OutBias[b]) + (dotSquared(own, out[:2*h])+dotSquared(other, out[2*h:]))/QA
	} else {
		out := a.pw.out[b*2*h : (b+1)*2*h]
		sum = int64(a.net.OutBias[b]) + dot(own, out[:h]) + dot(other, out[h:])
	}
	return int(sum * Scale / (QA * QB))
}
