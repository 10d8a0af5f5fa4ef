// Package nnue is the learned evaluation (docs/nnue.md): a small network whose inputs are the pieces on their cells
// and in the hands, seen from each side, whose first layer's sums are kept up to date move by move, and whose
// weights are trained per game by `sennight train` from positions `sennight datagen` played.
package nnue

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"

	"sennight/movegen"
	"sennight/variants"
)

// Layout numbers a game's inputs. An input is a piece (its type, and whether it is the perspective's own or the
// opponent's) on a cell as the perspective sees the board, or the k-th piece of a type in a hand. White sees the
// board as it is; Black sees it through the game's own mirror (Mirror), so that one set of weights serves both
// sides: a Black Pawn about to promote is, to Black, what a White Pawn about to promote is to White.
//
// A layout may also have King buckets (docs/nnue.md, "King buckets"): the regions of the board, as the perspective
// sees it, where its own King may stand. Each bucket has its own copy of the inputs above, so that a piece's weight
// can depend on where the King it defends or attacks stands. A perspective whose King is not on the board (a game of
// placements, before the King is placed) uses bucket 0.
type Layout struct {
	types int // piece types, 1..types
	cells int
	// mirror[c] is the cell Black's view puts c on.
	mirror [256]movegen.Cell
	// mirrored says whether a true mirror of the board was found (see findMirror); without one Black sees the
	// board as it is, which still works but shares less between the two sides.
	mirrored bool
	// handMax[typ] is the most pieces of a type a hand holds in the start position; a hand's k-th piece of that
	// type (k < handMax) is an input. handBase[typ] is the first of them.
	handMax  [movegen.MaxTypes]int
	handBase [movegen.MaxTypes]int
	handSize int // hand inputs per side
	// startCount is ActiveCount of the start position.
	startCount int
	// base is the inputs of one King bucket: the board inputs, then the hands'.
	base int
	// royal is the King's type, whose cell chooses the bucket.
	royal int
	// kingBuckets is the number of King buckets, 1 without them; kingBucket[v] is the bucket of a perspective
	// whose own King stands on cell v of its view (after the mirror, for Black).
	kingBuckets int
	kingBucket  [256]uint8
	inputs      int
	// pieceHash covers what a data file depends on (pieces, cells, hands, mirror); hash adds the King buckets.
	pieceHash, hash uint64
}

// MaxKingBuckets bounds the King buckets of a layout.
const MaxKingBuckets = 64

// NewLayout numbers the inputs of a game.
func NewLayout(t *movegen.Tables) *Layout {
	l := &Layout{types: t.NumTypes(), cells: t.N}
	l.mirror, l.mirrored = findMirror(t)
	start := movegen.StartPosition(t)
	for typ := 1; typ <= l.types; typ++ {
		l.handMax[typ] = max(start.InHand(movegen.White, typ), start.InHand(movegen.Black, typ))
		l.handBase[typ] = l.handSize
		l.handSize += l.handMax[typ]
	}
	l.base = 2*l.types*l.cells + 2*l.handSize
	l.inputs = l.base
	l.kingBuckets = 1
	for typ := 1; typ <= l.types; typ++ {
		if t.Types[typ].Royal {
			l.royal = typ
		}
	}
	l.startCount = l.ActiveCount(start)
	l.pieceHash = l.fingerprint(t)
	l.hash = l.pieceHash
	return l
}

// WithKingBuckets returns a copy of l (in place of any King buckets it has) whose inputs are split by where the
// perspective's King stands: the board's cells, as the perspective sees it, in `files` equal parts along the
// lattice's X and `ranks` along its Y (on a square board, groups of files and of ranks). A part no cell falls in is
// dropped, so every bucket has cells.
func (l *Layout) WithKingBuckets(t *movegen.Tables, files, ranks int) (*Layout, error) {
	if files < 1 || ranks < 1 || files*ranks > MaxKingBuckets {
		return nil, fmt.Errorf("King buckets %dx%d: want at least 1x1 and at most %d buckets", files, ranks, MaxKingBuckets)
	}
	cells := t.Variant.Board.Cells
	minX, maxX, minY, maxY := cells[0].Coord.X, cells[0].Coord.X, cells[0].Coord.Y, cells[0].Coord.Y
	for _, c := range cells {
		minX, maxX = min(minX, c.Coord.X), max(maxX, c.Coord.X)
		minY, maxY = min(minY, c.Coord.Y), max(maxY, c.Coord.Y)
	}
	part := make([]int, len(cells))
	used := make(map[int]int) // part -> bucket, numbered in the order of the cells
	for i, c := range cells {
		fx := (c.Coord.X - minX) * files / (maxX - minX + 1)
		ry := (c.Coord.Y - minY) * ranks / (maxY - minY + 1)
		part[i] = ry*files + fx
	}
	buckets := make([]uint8, len(cells))
	for i, p := range part {
		b, ok := used[p]
		if !ok {
			b = len(used)
			used[p] = b
		}
		buckets[i] = uint8(b)
	}
	return l.withKingMap(buckets, len(used))
}

// withKingMap returns a copy of l with King buckets (in place of any it has): bucket[v] of cell v of a
// perspective's view, n buckets.
func (l *Layout) withKingMap(bucket []uint8, n int) (*Layout, error) {
	if len(bucket) != l.cells || n < 1 || n > MaxKingBuckets {
		return nil, fmt.Errorf("King bucket map of %d cells and %d buckets, the game has %d cells", len(bucket), n, l.cells)
	}
	k := *l
	k.kingBuckets, k.kingBucket, k.inputs, k.hash = 1, [256]uint8{}, l.base, l.pieceHash
	if n == 1 { // one bucket is the plain layout, whose files have no map
		return &k, nil
	}
	k.kingBuckets = n
	for v, b := range bucket {
		if int(b) >= n {
			return nil, fmt.Errorf("King bucket map: cell %d in bucket %d of %d", v, b, n)
		}
		k.kingBucket[v] = b
	}
	k.inputs = n * l.base
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], l.pieceHash)
	h.Write(b[:])
	binary.LittleEndian.PutUint64(b[:], uint64(n))
	h.Write(b[:])
	h.Write(bucket)
	k.hash = h.Sum64()
	return &k, nil
}

// KingBuckets returns the number of King buckets, 1 for a layout without them.
func (l *Layout) KingBuckets() int { return l.kingBuckets }

// KingMap returns the bucket of each cell of a perspective's view (nil without King buckets): what a network file
// records of them.
func (l *Layout) KingMap() []uint8 {
	if l.kingBuckets == 1 {
		return nil
	}
	return append([]uint8(nil), l.kingBucket[:l.cells]...)
}

// KingBucket returns the bucket of a perspective whose own King stands on cell king (onBoard false: it has none on
// the board).
func (l *Layout) KingBucket(persp movegen.Color, king movegen.Cell, onBoard bool) int {
	if l.kingBuckets == 1 || !onBoard {
		return 0
	}
	if persp == movegen.Black {
		king = l.mirror[king]
	}
	return int(l.kingBucket[king])
}

// PositionBuckets returns the King bucket of each perspective in p.
func (l *Layout) PositionBuckets(p *movegen.Position) (kb [2]int) {
	if l.kingBuckets == 1 {
		return kb
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		k, ok := p.King(c)
		kb[c] = l.KingBucket(c, k, ok)
	}
	return kb
}

// Inputs returns the number of inputs.
func (l *Layout) Inputs() int { return l.inputs }

// Hash identifies the layout: a network made for one layout is refused by another. It covers the piece tokens, the
// cells, the hand sizes, the mirror and the King buckets, not the game's name, so a renamed copy of a game keeps its
// network.
func (l *Layout) Hash() uint64 { return l.hash }

// PieceHash is Hash without the King buckets: a data file stores pieces on cells, not inputs, so one file trains a
// network with King buckets or without.
func (l *Layout) PieceHash() uint64 { return l.pieceHash }

// Mirrored reports whether Black's view uses a mirror of the board.
func (l *Layout) Mirrored() bool { return l.mirrored }

// MirrorCell returns the cell Black's view puts c on.
func (l *Layout) MirrorCell(c movegen.Cell) movegen.Cell { return l.mirror[c] }

// Board returns the input of a piece on a cell seen from a perspective whose King is in bucket kb
// (KingBucket; 0 without King buckets).
func (l *Layout) Board(persp movegen.Color, pc movegen.Piece, c movegen.Cell, kb int) int {
	rel := 0
	if pc.Color() != persp {
		rel = 1
	}
	if persp == movegen.Black {
		c = l.mirror[c]
	}
	return kb*l.base + (rel*l.types+pc.Type()-1)*l.cells + int(c)
}

// Hand returns the input of the slot-th piece (0-based) of pc's type in pc's colour's hand, seen from a
// perspective whose King is in bucket kb; ok is false when the layout has no input for it (a hand larger than the
// start position's).
func (l *Layout) Hand(persp movegen.Color, pc movegen.Piece, slot, kb int) (input int, ok bool) {
	typ := pc.Type()
	if slot >= l.handMax[typ] {
		return 0, false
	}
	rel := 0
	if pc.Color() != persp {
		rel = 1
	}
	return kb*l.base + 2*l.types*l.cells + rel*l.handSize + l.handBase[typ] + slot, true
}

// Factors returns the number of the layout's factor inputs (docs/nnue.md, "Factorized training"): one per piece
// type and relation (own or opponent's), whatever its cell; with King buckets, also one per input of a bucket,
// shared by the same input in every bucket. The trainer can learn these beside the inputs and fold each into the
// inputs it stands for; the engine never sees them.
func (l *Layout) Factors() int {
	if l.kingBuckets == 1 {
		return 2 * l.types
	}
	return 2*l.types + l.base
}

// FactorsOf returns the factor inputs (0 <= f < Factors()) of an input, -1 where it has none: piece is the one a
// board input shares with the same piece on every other cell (a hand input has none), bucket the one it shares
// with itself in every King bucket (-1 without King buckets).
func (l *Layout) FactorsOf(input int) (piece, bucket int) {
	u := input % l.base
	piece, bucket = -1, -1
	if u < 2*l.types*l.cells {
		piece = u / l.cells
	}
	if l.kingBuckets > 1 {
		bucket = 2*l.types + u
	}
	return piece, bucket
}

// maxActive bounds the inputs Active gives one perspective: a piece a cell and the hands' slots.
func (l *Layout) maxActive() int { return l.cells + 2*l.handSize }

// Active appends the inputs of a position seen from a perspective to dst.
func (l *Layout) Active(p *movegen.Position, persp movegen.Color, dst []int32) []int32 {
	king, onBoard := p.King(persp)
	kb := l.KingBucket(persp, king, onBoard)
	for c := movegen.White; c <= movegen.Black; c++ {
		for _, cell := range p.Pieces(c) {
			dst = append(dst, int32(l.Board(persp, p.At(cell), cell, kb)))
		}
		for typ := 1; typ <= l.types; typ++ {
			pc := movegen.MakePiece(c, typ)
			for k := range p.InHand(c, typ) {
				if in, ok := l.Hand(persp, pc, k, kb); ok {
					dst = append(dst, int32(in))
				}
			}
		}
	}
	return dst
}

// ActiveCount returns how many inputs Active gives one perspective of p (both give as many): the pieces on the
// board and those in the hands' slots. It chooses a network's output bucket.
func (l *Layout) ActiveCount(p *movegen.Position) int {
	n := len(p.Pieces(movegen.White)) + len(p.Pieces(movegen.Black))
	if l.handSize == 0 {
		return n
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		if p.HandTotal(c) == 0 {
			continue
		}
		for typ := 1; typ <= l.types; typ++ {
			n += min(p.InHand(c, typ), l.handMax[typ])
		}
	}
	return n
}

// StartCount is ActiveCount of the game's start position: the most pieces a position of the game usually has,
// which the trainer spreads over a network's output buckets.
func (l *Layout) StartCount() int { return l.startCount }

func (l *Layout) fingerprint(t *movegen.Tables) uint64 {
	h := fnv.New64a()
	var b [8]byte
	put := func(v int) {
		binary.LittleEndian.PutUint64(b[:], uint64(v))
		h.Write(b[:])
	}
	put(l.types)
	put(l.cells)
	for typ := 1; typ <= l.types; typ++ {
		h.Write([]byte(t.Types[typ].Token))
		put(l.handMax[typ])
	}
	for c := range l.cells {
		h.Write([]byte(t.CellName[c]))
		put(int(l.mirror[c]))
	}
	return h.Sum64()
}

// findMirror finds the cell map by which Black sees the board: a symmetry x -> M(x) + a of the board (M a symmetry
// of the lattice, a a translation) that is one-to-one on the cells and turns White's start pieces into Black's.
// The game's own mirror (rules.mirror, the map of White's oriented moves onto Black's) is tried first; the setup of
// some games is symmetric by another map (Gliński's by a reflection, although its pawns' moves turn by 180
// degrees), so the other symmetries of square and hex lattices are tried next. The translation comes from the
// Kings' start cells or from the board's centre, with and without a change of level. When nothing fits, Black
// sees the board as it is (identity, false).
func findMirror(t *movegen.Tables) (m [256]movegen.Cell, ok bool) {
	board := t.Variant.Board
	own := t.Variant.Rules.Mirror
	if own == nil {
		own = variants.Rotate180
	}
	vec := func(c variants.Coord) variants.Vec { return variants.Vec{DX: c.X, DY: c.Y, Flip: c.Level == 1} }
	start := movegen.StartPosition(t)
	kw, okw := start.King(movegen.White)
	kb, okb := start.King(movegen.Black)
	for _, mir := range append([]func(variants.Vec) variants.Vec{own}, latticeSymmetries()...) {
		var cands []variants.Vec
		if okw && okb {
			w, b := vec(board.Cells[kw].Coord), vec(board.Cells[kb].Coord)
			mw := mir(w)
			cands = append(cands, variants.Vec{DX: b.DX - mw.DX, DY: b.DY - mw.DY, Flip: b.Flip != mw.Flip})
		}
		// The centre: a = mean of (x - M(x)) over the cells, when it is a lattice vector.
		sx, sy := 0, 0
		for _, cell := range board.Cells {
			v := vec(cell.Coord)
			mv := mir(v)
			sx += v.DX - mv.DX
			sy += v.DY - mv.DY
		}
		if n := len(board.Cells); sx%n == 0 && sy%n == 0 {
			cands = append(cands, variants.Vec{DX: sx / n, DY: sy / n}, variants.Vec{DX: sx / n, DY: sy / n, Flip: true})
		}
		for _, a := range cands {
			if m, ok := tryMirror(t, start, mir, a); ok {
				return m, true
			}
		}
	}
	for c := range t.N {
		m[c] = movegen.Cell(c)
	}
	return m, false
}

// latticeSymmetries are the linear maps that keep a square lattice (the eight of the square) or one of the two hex
// lattices: that of variants/hexdirs.go (whose six steps are ±(0,1), ±(1,1), ±(1,0): the twelve generated by the
// turn by 60 degrees (x,y) -> (y, y-x) and the reflection (x,y) -> (x, x-y)) and the axial one of the two-level
// boards (steps ±(1,0), ±(0,1), ±(1,-1): turn (q,r) -> (-r, q+r), reflection (q,r) -> (r,q)). The level is kept; a change of level is part of the
// translation.
func latticeSymmetries() []func(variants.Vec) variants.Vec {
	type mat [4]int // (x,y) -> (m0 x + m1 y, m2 x + m3 y)
	mul := func(a, b mat) mat {
		return mat{a[0]*b[0] + a[1]*b[2], a[0]*b[1] + a[1]*b[3], a[2]*b[0] + a[3]*b[2], a[2]*b[1] + a[3]*b[3]}
	}
	var ms []mat
	for _, sx := range []int{1, -1} {
		for _, sy := range []int{1, -1} {
			ms = append(ms, mat{sx, 0, 0, sy}, mat{0, sx, sy, 0})
		}
	}
	for _, g := range [][2]mat{{{0, 1, -1, 1}, {1, 0, 1, -1}}, {{0, -1, 1, 1}, {0, 1, 1, 0}}} {
		turn, reflect, r := g[0], g[1], mat{1, 0, 0, 1}
		for range 6 {
			ms = append(ms, r, mul(r, reflect))
			r = mul(turn, r)
		}
	}
	out := make([]func(variants.Vec) variants.Vec, len(ms))
	for i, m := range ms {
		out[i] = func(v variants.Vec) variants.Vec {
			return variants.Vec{DX: m[0]*v.DX + m[1]*v.DY, DY: m[2]*v.DX + m[3]*v.DY, Flip: v.Flip}
		}
	}
	return out
}

// tryMirror builds the map x -> M(x) + a and checks it: every cell lands on a cell, no two on the same, and the
// start position's White pieces land on Black pieces of their type (and back).
func tryMirror(t *movegen.Tables, start *movegen.Position, mir func(variants.Vec) variants.Vec, a variants.Vec) (m [256]movegen.Cell, ok bool) {
	board := t.Variant.Board
	var used [256]bool
	for i, cell := range board.Cells {
		c := cell.Coord
		v := mir(variants.Vec{DX: c.X, DY: c.Y, Flip: c.Level == 1})
		to, found := board.At(variants.Coord{}.Add(v).Add(a))
		if !found || used[to] {
			return m, false
		}
		used[to] = true
		m[i] = movegen.Cell(to)
	}
	for i := range t.N {
		pc := start.At(movegen.Cell(i))
		if pc == movegen.Empty {
			continue
		}
		want := movegen.MakePiece(pc.Color().Other(), pc.Type())
		if start.At(m[i]) != want {
			return m, false
		}
	}
	return m, true
}
