package search

import "sennight/movegen"

// Move-ordering statistics learnt during a game (docs/design.md, "Search"). All are bounded "gravity" averages:
// an update moves an entry toward ±historyMax by a step that shrinks as the entry nears it, so an old verdict fades
// as new evidence arrives and no entry overflows.
//
//   - history[piece][to]: quiet moves by moving piece and target cell.
//   - continuation history: a quiet move judged by the move one ply before it (the opponent's) and two plies before
//     it (the side's own), by (piece type, target cell) pairs. A reply that refuted a given move once tends to
//     refute it again wherever it occurs in the tree.
//   - capture history: captures and promotions by (moving piece type, target cell, captured type), which corrects
//     the victim-value order where a capture usually fails.
//
// The continuation and capture tables are sized from the game's cell and type counts when a search meets a new
// game, so that a small board does not pay for the largest one.

// historyMax bounds history scores; updates are scaled so they saturate smoothly toward it.
const historyMax = 1 << 14

// contMaxKeys bounds the (type, cell) keys of the continuation history, and captureMaxEntries the entries of the
// capture history: a game with more folds its keys onto these (Megalomachy's 33 types on 256 cells make 8448
// type-cell pairs). Chess (384 pairs) and Grand Chess (1000) fold nothing or little. At the bounds the tables take
// 1.25 MB a worker; every worker has its own, so the bounds keep a thread's memory near what it was without them.
const (
	contMaxKeys       = 512
	captureMaxEntries = 1 << 17
)

// historyBytes is the most the continuation and capture tables of a worker take (workerBytes counts it).
const historyBytes = (2*contMaxKeys*contMaxKeys + captureMaxEntries) * 2

// histTables are a worker's continuation and capture histories for one game.
type histTables struct {
	t        *movegen.Tables // the game the tables are sized for
	cells    int
	types    int // the game's piece types plus one (type 0: no captured piece)
	contKeys int
	cont     []int16 // [side to move][previous key][key]
	capture  []int16 // [side to move][mover type][to][captured type], folded onto captureMaxEntries
}

// prepare sizes the tables for the game of t, keeping them when it is the game they are sized for.
func (h *histTables) prepare(t *movegen.Tables) {
	if h.t == t {
		return
	}
	h.t, h.cells, h.types = t, t.N, t.NumTypes()+1
	h.contKeys = min(t.NumTypes()*h.cells, contMaxKeys)
	h.cont = make([]int16, 2*h.contKeys*h.contKeys)
	h.capture = make([]int16, min(2*h.types*h.cells*h.types, captureMaxEntries))
}

func (h *histTables) clear() {
	clear(h.cont)
	clear(h.capture)
}

// contKey is the continuation key of a move of piece pc to cell to. The colour is left out: the side to move
// selects the table, and it decides the colours of the moves one and two plies before.
func (h *histTables) contKey(pc movegen.Piece, to movegen.Cell) int {
	return ((pc.Type()-1)*h.cells + int(to)) % h.contKeys
}

// contRow is the continuation row that the move with key k (made by the other side, or by side itself two plies
// earlier) gives the moves of side; nil for no move (the root, a null move).
func (h *histTables) contRow(side movegen.Color, k int) []int16 {
	if k < 0 {
		return nil
	}
	base := (int(side)*h.contKeys + k) * h.contKeys
	return h.cont[base : base+h.contKeys]
}

// captureEntry is the capture-history entry of move m of the position p (before it is made).
func (h *histTables) captureEntry(p *movegen.Position, m movegen.Move) *int16 {
	victim := 0
	if v := p.Captured(m); v != movegen.Empty {
		victim = v.Type()
	}
	i := ((int(p.Side())*h.types+p.Mover(m).Type())*h.cells+int(m.To()))*h.types + victim
	return &h.capture[i%len(h.capture)]
}

// gravity moves *h by bonus b (positive or negative), saturating toward ±historyMax.
func gravity32(h *int32, b int32) { *h += b - *h*abs32(b)/historyMax }

func gravity16(h *int16, b int32) {
	v := int32(*h)
	*h = int16(v + b - v*abs32(b)/historyMax)
}

// historyBonus is the update of a move that caused (or, negated, failed to cause) a cutoff at depth.
func historyBonus(depth int) int32 { return int32(min(depth*depth*32, historyMax*3/4)) }

// quietScore is a quiet move's ordering and reduction score: its history and its two continuation histories.
func (w *worker) quietScore(f *frame, m movegen.Move) int32 {
	p := w.pos
	pc := p.Mover(m)
	s := w.history[pc][m.To()]
	if f.cont1 != nil || f.cont2 != nil {
		k := w.hist.contKey(pc, m.To())
		if f.cont1 != nil {
			s += int32(f.cont1[k])
		}
		if f.cont2 != nil {
			s += int32(f.cont2[k])
		}
	}
	return s
}

// updateQuiet moves the history and continuation histories of quiet move m by b.
func (w *worker) updateQuiet(f *frame, m movegen.Move, b int32) {
	pc := w.pos.Mover(m)
	gravity32(&w.history[pc][m.To()], b)
	k := w.hist.contKey(pc, m.To())
	if f.cont1 != nil {
		gravity16(&f.cont1[k], b)
	}
	if f.cont2 != nil {
		gravity16(&f.cont2[k], b)
	}
}

// updateHistory rewards the move that caused a cutoff and punishes the moves searched before it: for a quiet move,
// the quiet moves (history, continuation) and the captures (capture history); for a capture, the captures.
func (w *worker) updateHistory(f *frame, best movegen.Move, tactical bool, depth int) {
	b := historyBonus(depth)
	p := w.pos
	if tactical {
		gravity16(w.hist.captureEntry(p, best), b)
	} else {
		w.updateQuiet(f, best, b)
		for _, m := range f.quiets.Moves {
			if m != best {
				w.updateQuiet(f, m, -b)
			}
		}
		if f.killers[0] != best {
			f.killers[1] = f.killers[0]
			f.killers[0] = best
		}
	}
	for _, m := range f.captures.Moves {
		if m != best {
			gravity16(w.hist.captureEntry(p, m), -b)
		}
	}
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
