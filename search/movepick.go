package search

import "sennight/movegen"

// Move ordering, in stages so that a cutoff by an early move saves generating the rest: the transposition-table
// move, captures and promotions that do not lose material (most valuable victim first), the two killer moves, the
// quiet moves by history, and last the captures that lose material by static exchange.

type pickStage uint8

const (
	stageTT pickStage = iota
	stageGenTactical
	stageGoodTactical
	stageKiller1
	stageKiller2
	stageGenQuiet
	stageQuiet
	stageBadTactical
	stageDone
)

// picker hands out the pseudo-legal moves of one node, best first. It uses its frame's lists and allocates nothing
// once they have grown. In quiescence (tacticalOnly) it stops after the good captures.
type picker struct {
	w            *worker
	f            *frame
	stage        pickStage
	ttMove       movegen.Move
	tacticalOnly bool
	next         int // index of the next move in f.moves
	badNext      int
	// lastSEE is what the picker knows of the last move's static exchange: 1 not losing, -1 losing, 0 unknown.
	lastSEE int8
}

func (pk *picker) init(w *worker, f *frame, ttMove movegen.Move, tacticalOnly bool) {
	*pk = picker{w: w, f: f, ttMove: ttMove, tacticalOnly: tacticalOnly}
	f.bad.Clear()
	if ttMove == movegen.NoMove || !w.pos.IsPseudoLegal(ttMove, &w.scratch) ||
		(tacticalOnly && !w.pos.IsTactical(ttMove)) {
		pk.ttMove = movegen.NoMove
		pk.stage = stageGenTactical
	}
}

// nextMove returns the next move to search, or NoMove when there is none left.
func (pk *picker) nextMove() movegen.Move {
	w, f, p := pk.w, pk.f, pk.w.pos
	pk.lastSEE = 0
	for {
		switch pk.stage {
		case stageTT:
			pk.stage = stageGenTactical
			return pk.ttMove
		case stageGenTactical:
			f.moves.Clear()
			p.GenerateCaptures(&f.moves)
			pk.scoreTactical()
			pk.next = 0
			pk.stage = stageGoodTactical
		case stageGoodTactical:
			for pk.next < f.moves.Len() {
				m := pk.pickBest()
				if m == pk.ttMove {
					continue
				}
				if !pk.tacticalOnly {
					if !w.seeGE(m, 0) {
						f.bad.Moves = append(f.bad.Moves, m)
						continue
					}
					pk.lastSEE = 1
				}
				return m
			}
			if pk.tacticalOnly {
				pk.stage = stageDone
				continue
			}
			pk.stage = stageKiller1
		case stageKiller1, stageKiller2:
			k := f.killers[pk.stage-stageKiller1]
			pk.stage++
			if k != movegen.NoMove && k != pk.ttMove && p.IsPseudoLegal(k, &w.scratch) && !p.IsTactical(k) {
				pk.lastSEE = 1 // a quiet move; its exchange value does not matter here
				return k
			}
		case stageGenQuiet:
			f.moves.Clear()
			p.GeneratePseudo(&f.moves, movegen.GenQuiet)
			pk.scoreQuiet()
			pk.next = 0
			pk.stage = stageQuiet
		case stageQuiet:
			for pk.next < f.moves.Len() {
				m := f.moves.Moves[pk.next]
				pk.next++
				if m != pk.ttMove && m != f.killers[0] && m != f.killers[1] {
					pk.lastSEE = 1
					return m
				}
			}
			pk.stage = stageBadTactical
		case stageBadTactical:
			if pk.badNext < f.bad.Len() {
				pk.badNext++
				pk.lastSEE = -1
				return f.bad.Moves[pk.badNext-1]
			}
			pk.stage = stageDone
		default:
			return movegen.NoMove
		}
	}
}

// scoreTactical orders captures by the victim's value, then the cheapest attacker (MVV-LVA), promotions by the
// promoted piece's value, each corrected by its capture history (half of it: at most about 1.3 Pawns at 64 a centipawn,
// so that history reorders captures of similar victims but seldom puts a Pawn before a Queen).
func (pk *picker) scoreTactical() {
	f, p, ev, w := pk.f, pk.w.pos, pk.w.ev, pk.w
	f.scores = f.scores[:0]
	for _, m := range f.moves.Moves {
		s := 0
		if v := p.Captured(m); v != movegen.Empty {
			s = ev.Value(v.Type()) * 64
		}
		if promo := m.Promotion(); promo != 0 {
			s += ev.Value(promo) * 64
		}
		s -= ev.Value(p.At(m.From()).Type())
		s += int(*w.hist.captureEntry(p, m)) / 2
		f.scores = append(f.scores, int32(s))
	}
}

// scoreQuiet scores quiet moves by history and continuation history (quietScore) and sorts those with a positive score to the front, best first (an
// insertion sort of only those: the rest, which history knows nothing good about, keep generation order). Most
// nodes are cut off early or prune their late quiet moves, so sorting everything would be wasted.
func (pk *picker) scoreQuiet() {
	f, w := pk.f, pk.w
	f.scores = f.scores[:0]
	for _, m := range f.moves.Moves {
		f.scores = append(f.scores, w.quietScore(f, m))
	}
	moves, scores := f.moves.Moves, f.scores
	sorted := 0
	for i := range moves {
		if scores[i] <= 0 {
			continue
		}
		m, s := moves[i], scores[i]
		moves[i], scores[i] = moves[sorted], scores[sorted]
		j := sorted
		for j > 0 && scores[j-1] < s {
			moves[j], scores[j] = moves[j-1], scores[j-1]
			j--
		}
		moves[j], scores[j] = m, s
		sorted++
	}
}

// pickBest swaps the best-scored remaining move to the front of the remaining ones and returns it.
func (pk *picker) pickBest() movegen.Move {
	f := pk.f
	moves, scores := f.moves.Moves, f.scores
	best := pk.next
	for i := pk.next + 1; i < len(moves); i++ {
		if scores[i] > scores[best] {
			best = i
		}
	}
	moves[pk.next], moves[best] = moves[best], moves[pk.next]
	scores[pk.next], scores[best] = scores[best], scores[pk.next]
	pk.next++
	return moves[pk.next-1]
}
