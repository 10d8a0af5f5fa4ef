package movegen

import "sennight/variants"

// targetWalk is one walk over the targets of a piece: the routine that knows how each atom kind moves in a
// position. Move generation (GeneratePseudo), capture generation (GenerateCaptures) and the empty-board reach
// (EmptyBoardReach) are walks that differ only in what they ask for and where the targets go; the attack tables
// reverse the same atoms by their capture rule (captureRule below). A new atom kind is a case here and a capture
// rule there, and a case in Mobility's counting walk (mobility.go says why that one stays apart).
//
// An atom reports a target only as its mode allows: moves onto empty cells need a.move, captures a.capture,
// whatever the kind (a cannon's Hop is capture-only, a pawn's Push move-only).
//
// The walk is one concrete function whose callers differ by a few flags, not a function generic over a visitor
// type: Go compiles a method call on a type parameter as an indirect call through the instantiation's dictionary,
// even for a struct type (go1.26), and such a version measured slower and made its sinks escape to the heap. The
// flags are tested once per atom, or in a branch that always goes the same way within one walk.
type targetWalk struct {
	p    *Position
	us   Color
	from Cell

	// What to report. quiets: moves onto empty cells (a Push, a Grasshopper's or air-lift's landing, a leap, ride or
	// path onto an empty cell). captures: captures of the first enemy piece met (leaps, rides, paths). indirect,
	// with captures: captures over or past other pieces (cannon, flying and hit-and-run captures).
	quiets, captures, indirect bool

	// Where the targets go: ml, or the set cells. Moves onto a promotion cell and duplicates go through add, which
	// applies mode.
	ml       *MoveList
	cells    *Bitset
	mode     GenMode
	promotes bool
	dedupe   bool
	seen     Bitset
}

// walk reports the targets of the piece on w.from with the given atoms, atom by atom and along each atom's rays or
// paths in table order (the order of the generated moves, which the search's move ordering falls back on).
func (w *targetWalk) walk(atoms []atom) {
	p, us, from := w.p, w.us, w.from
	ml := w.ml
	// direct: a target becomes one plain move (no promotion expansion, no duplicate check); otherwise add takes it.
	direct := ml != nil && !w.promotes && !w.dedupe
	emit := func(to Cell, capture bool) {
		if direct {
			ml.add(NewMove(from, to))
		} else {
			w.add(to, capture)
		}
	}
	for ai := range atoms {
		a := &atoms[ai]
		quiet := w.quiets && a.move
		capture := w.captures && a.capture
		switch a.kind {
		case variants.Leap:
			if !quiet && !capture {
				continue
			}
			for _, to := range a.targets[from] {
				q := p.board[to]
				if q == Empty {
					if quiet {
						emit(to, false)
					}
				} else if capture && q.Color() != us {
					emit(to, true)
				}
			}
		case variants.Ride:
			if !quiet && !capture {
				continue
			}
			for _, r := range a.rays[from] {
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						if quiet {
							emit(to, false)
						}
						continue
					}
					if capture && q.Color() != us {
						emit(to, true)
					}
					break
				}
			}
		case variants.Path:
			if !quiet && !capture {
				continue
			}
			// Preorder trie: an occupied cell ends every longer path through it, so the walk skips its subtree.
			nodes := a.trie[from]
			for i := 0; i < len(nodes); {
				to := nodes[i].cell
				q := p.board[to]
				if q == Empty {
					if quiet {
						emit(to, false)
					}
					i++
					continue
				}
				if capture && q.Color() != us {
					emit(to, true)
				}
				i = int(nodes[i].end)
			}
		case variants.Push:
			if !quiet {
				continue
			}
			for _, to := range a.targets[from] {
				if p.board[to] != Empty {
					break
				}
				emit(to, false)
			}
		case variants.Grasshopper:
			if !quiet {
				continue
			}
			// Lands just behind the first piece of each ray, if that cell is empty.
			for _, r := range a.rays[from] {
				for k, to := range r {
					if p.board[to] == Empty {
						continue
					}
					if k+1 < len(r) && p.board[r[k+1]] == Empty {
						emit(r[k+1], false)
					}
					break
				}
			}
		case variants.AirLift:
			if !quiet {
				continue
			}
			for _, r := range a.rays[from] {
				for k, to := range r {
					if p.board[to] == Empty {
						continue
					}
					// The first piece is k+1 steps away; the piece lands just before it, k steps away.
					if k >= a.minLand {
						emit(r[k-1], false)
					}
					break
				}
			}
		case variants.Hop:
			if !capture || !w.indirect {
				continue
			}
			// The first piece of a ray is the screen; the next piece is the target.
			for _, r := range a.rays[from] {
				screen := false
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						continue
					}
					if !screen {
						screen = true
						continue
					}
					if q.Color() != us {
						emit(to, true)
					}
					break
				}
			}
		case variants.Fly:
			if !capture || !w.indirect {
				continue
			}
			// Every enemy piece up to the first fly blocker, which ends the flight (and may be taken).
			blockers := p.t.flyBlockers
			for _, r := range a.rays[from] {
				for _, to := range r {
					q := p.board[to]
					if q == Empty {
						continue
					}
					if q.Color() != us {
						emit(to, true)
					}
					if blockers>>q.Type()&1 != 0 {
						break
					}
				}
			}
		case variants.Locust:
			if !capture || !w.indirect {
				continue
			}
			// Hit-and-run: an enemy piece on a victim cell, then one step to an empty cell other than the start.
			for _, v := range a.targets[from] {
				q := p.board[v]
				if q == Empty || q.Color() == us {
					continue
				}
				for _, to := range a.then[v] {
					if to != from && p.board[to] == Empty {
						if ml != nil {
							ml.add(NewKill(from, to, v))
						}
					}
				}
			}
		}
	}
}

// add records a target in w.cells, or a move of the piece to it in w.ml, expanding promotions, dropping duplicates,
// and keeping to the generation mode: a walk for GenTactical that asks for quiet moves wants only the promotions
// among them.
func (w *targetWalk) add(to Cell, capture bool) {
	if w.cells != nil {
		w.cells.Set(to)
		return
	}
	if w.dedupe {
		if w.seen.Has(to) {
			return
		}
		w.seen.Set(to)
	}
	if w.promotes && w.p.t.promoCell[w.us].Has(to) {
		w.addPromotions(to, capture)
		return
	}
	switch w.mode {
	case GenTactical:
		if !capture {
			return
		}
	case GenQuiet:
		if capture {
			return
		}
	}
	w.ml.add(NewMove(w.from, to))
}

// addPromotions adds the moves of a promoting piece onto a cell of its promotion zone: one per promotion it may
// make now, and the plain move where promoting is optional. Promotions are tactical; the plain move is tactical
// only as a capture.
func (w *targetWalk) addPromotions(to Cell, capture bool) {
	p := w.p
	if w.mode != GenQuiet {
		for _, typ := range p.t.promoChoices {
			if p.MayPromoteTo(w.us, typ) {
				w.ml.add(NewPromotion(w.from, to, typ))
			}
		}
	}
	if p.t.promoOptional[w.us].Has(to) && (w.mode == GenAll || (w.mode == GenTactical) == capture) {
		w.ml.add(NewMove(w.from, to))
	}
}

// captureRule is how an atom captures, which the attack tables reverse (compileAttacks): they answer "is this cell
// attacked" by walking out from the cell, so each way of capturing that targetWalk.walk knows has one reverse walk
// in Attacked. An atom kind that captures in a new way needs a new rule here and its reverse there.
type captureRule uint8

const (
	// capturesNothing: a move-only atom (Push, Grasshopper, AirLift, or any atom of mode move).
	capturesNothing captureRule = iota
	// capturesOnTarget: the enemy piece on one of the atom's target cells, whatever stands between (Leap, and a
	// Locust's victims).
	capturesOnTarget
	// capturesFirstOnRay: the first piece along a ray (Ride).
	capturesFirstOnRay
	// capturesBeyondScreen: the first piece along a ray after exactly one other piece, the screen (Hop).
	capturesBeyondScreen
	// capturesFlying: any piece along a ray up to and including the first fly blocker (Fly).
	capturesFlying
	// capturesOnPath: the first piece along a path of the atom's trie (Path).
	capturesOnPath
)

// captureRule returns how the atom captures; it agrees with the capture cases of targetWalk.walk.
func (a *atom) captureRule() captureRule {
	if !a.capture {
		return capturesNothing
	}
	switch a.kind {
	case variants.Leap, variants.Locust:
		return capturesOnTarget
	case variants.Ride:
		return capturesFirstOnRay
	case variants.Hop:
		return capturesBeyondScreen
	case variants.Fly:
		return capturesFlying
	case variants.Path:
		return capturesOnPath
	}
	return capturesNothing
}

// addCaptureCells adds to cells the cells the atom captures on from x when the enemy piece there is alone on the
// board (a cannon's screen could stand on the first cell of a ray, so it captures from the second cell on).
func (a *atom) addCaptureCells(x Cell, cells *Bitset) {
	switch a.captureRule() {
	case capturesOnTarget:
		for _, to := range a.targets[x] {
			cells.Set(to)
		}
	case capturesFirstOnRay, capturesFlying:
		for _, r := range a.rays[x] {
			for _, to := range r {
				cells.Set(to)
			}
		}
	case capturesBeyondScreen:
		for _, r := range a.rays[x] {
			for _, to := range r[min(1, len(r)):] {
				cells.Set(to)
			}
		}
	case capturesOnPath:
		for _, nd := range a.trie[x] {
			cells.Set(nd.cell)
		}
	}
}
