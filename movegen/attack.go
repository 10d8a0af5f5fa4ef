package movegen

// Attacked reports whether colour by has a capture onto target (pseudo-legal: pins and the attacker's own
// legality do not matter), as the check rule needs. It walks outward from target through the reverse tables and
// skips every group of piece types that by does not have on the board.
func (p *Position) Attacked(target Cell, by Color) bool {
	at := &p.t.attack[by]
	present := p.present[by]
	shift := typeShift(by)
	for gi := range at.leaps {
		g := &at.leaps[gi]
		if g.types&present == 0 {
			continue
		}
		for _, x := range g.from[target] {
			if g.types>>(p.board[x]^shift)&1 != 0 {
				return true
			}
		}
	}
	for gi := range at.rays {
		g := &at.rays[gi]
		if g.typesOfAnyAttack&present != 0 && p.rayAttacks(g, target, present, shift) {
			return true
		}
	}
	if at.pathTypes&present != 0 {
		nodes := at.pathRev[target]
		for i := 0; i < len(nodes); {
			nd := &nodes[i]
			pc := p.board[nd.cell]
			if pc == Empty {
				i++ // an empty cell lets the longer paths through it
				continue
			}
			if nd.types>>(pc^shift)&1 != 0 {
				return true
			}
			i = int(nd.end)
		}
	}
	return false
}

// rayAttacks checks one direction: a slider or flyer as the first piece, a cannon right behind one screen, or a
// flyer behind any number of pieces that are not fly blockers.
func (p *Position) rayAttacks(g *rayGroup, target Cell, present uint64, shift Piece) bool {
	r := g.rev[target]
	i := 0
	for i < len(r) && p.board[r[i]] == Empty {
		i++
	}
	if i == len(r) {
		return false
	}
	first := p.board[r[i]]
	if (g.slide|g.fly)>>(first^shift)&1 != 0 {
		return true
	}
	if g.hop&present != 0 {
		j := i + 1
		for j < len(r) && p.board[r[j]] == Empty {
			j++
		}
		if j < len(r) && g.hop>>(p.board[r[j]]^shift)&1 != 0 {
			return true
		}
	}
	if g.fly&present != 0 && p.t.flyBlockers>>first.Type()&1 == 0 {
		for j := i + 1; j < len(r); j++ {
			pc := p.board[r[j]]
			if pc == Empty {
				continue
			}
			if g.fly>>(pc^shift)&1 != 0 {
				return true
			}
			if p.t.flyBlockers>>pc.Type()&1 != 0 {
				return false
			}
		}
	}
	return false
}

// InCheck reports whether the side to move's King is attacked.
func (p *Position) InCheck() bool {
	us := p.side
	return p.hasKing[us] && p.Attacked(p.king[us], us.Other())
}

// GivesCheck reports whether a legal move of the side to move attacks the opponent's King once made. Search asks it
// only before pruning a capture that loses material by static exchange: SEE counts recaptures that a check (a
// double check above all) forbids, so a mating capture can look like a losing one.
func (p *Position) GivesCheck(m Move) bool {
	them := p.side.Other()
	p.makeMove(m, false)
	check := p.hasKing[them] && p.Attacked(p.king[them], p.side.Other())
	p.UnmakeMove()
	return check
}

// CheckHint is what MayGiveCheck needs to know of a position, computed once per position by PrepareCheckHint.
type CheckHint struct {
	king     Cell
	hasKing  bool
	discover bool // some piece of the side to move could attack the enemy King's cell in some position
	// lines (when discover): the cells whose contents a ray or path capture of the side to move onto the King's
	// cell depends on. On a ray, the cells from the King out to the farthest piece of the side to move that
	// captures along it: a change beyond that piece cannot open or close the line (a piece put down there is a
	// direct attacker, which captureReach covers).
	lines Bitset
}

// PrepareCheckHint computes the check hint of the side to move.
func (p *Position) PrepareCheckHint(h *CheckHint) {
	us, them := p.side, p.side.Other()
	*h = CheckHint{king: p.king[them], hasKing: p.hasKing[them]}
	if !h.hasKing {
		return
	}
	for i := 0; i < p.listN[us]; i++ {
		x := p.list[us][i]
		if p.t.captureReach[us][p.board[x].Type()][x].Has(h.king) {
			h.discover = true
			break
		}
	}
	if !h.discover {
		return
	}
	at := &p.t.attack[us]
	present := p.present[us]
	shift := typeShift(us)
	for gi := range at.rays {
		g := &at.rays[gi]
		if g.typesOfAnyAttack&present == 0 {
			continue
		}
		r := g.rev[h.king]
		far := len(r) - 1 // walk in from the edge to the farthest attacker
		for far >= 0 && g.typesOfAnyAttack>>(p.board[r[far]]^shift)&1 == 0 {
			far--
		}
		for _, c := range r[:far+1] {
			h.lines.Set(c)
		}
	}
	if at.pathTypes&present != 0 {
		h.lines.Or(&at.pathCells[h.king])
	}
}

// MayGiveCheck is a fast necessary condition of GivesCheck for a legal move of the side to move: false means the
// move certainly gives no check. A move checks only if the piece it puts down could attack the King's cell from
// there in some position (captureReach, the superset capture generation relies on), or if it changes a cell that a
// ray or path capture onto the King's cell depends on (a discovered check, a new cannon screen, a flyer's lost
// blocker; CheckHint.lines); castling is left to GivesCheck. Leap captures depend on no other cell, so a move off
// every line into the King cannot uncover one: in Megalomachy, where some piece can nearly always reach the King's
// cell, this keeps most pruned quiet moves from a make/unmake.
func (p *Position) MayGiveCheck(m Move, h *CheckHint) bool {
	if !h.hasKing {
		return false
	}
	kind := m.Kind()
	if kind == KindCastle {
		return true
	}
	typ := m.Piece() // a drop's type, or a promotion's
	if kind != KindDrop && typ == 0 {
		typ = p.board[m.From()].Type()
	}
	if p.t.captureReach[p.side][typ][m.To()].Has(h.king) {
		return true
	}
	if !h.discover {
		return false
	}
	// The cells the move changes: its target, its origin (not a drop's) and a hit-and-run capture's victim.
	return h.lines.Has(m.To()) || (kind != KindDrop && h.lines.Has(m.From())) ||
		(kind == KindKill && h.lines.Has(m.Kill()))
}
