package movegen

// MakeMove plays a pseudo-legal move (as generated for this position). UnmakeMove takes it back exactly.
func (p *Position) MakeMove(m Move) { p.makeMove(m, true) }

// makeMove plays a move. Without clock, the halfmove clock's exemption for checks by the variant's ClockExempt
// piece is not worked out (it costs a check test); the legality tests make and unmake moves without looking at the
// clock, and UnmakeMove restores it either way.
func (p *Position) makeMove(m Move, clock bool) {
	t := p.t
	z := &t.zobrist
	us, them := p.side, p.side.Other()
	u := undo{move: m, castle: p.castle, epN: p.epN, epCells: p.epCells, epVictim: p.epVictim,
		epHashed: p.epHashed, halfmove: p.halfmove, exemptReply: p.exemptReply, hash: p.hash, irrevAt: p.irrevAt}
	p.history = append(p.history, p.hash)
	if p.epHashed {
		for i := range int(p.epN) {
			p.hash ^= z.ep[p.epCells[i]]
		}
	}
	p.epN, p.epHashed = 0, false
	p.serial++
	u.serial = p.serial
	p.log.n, p.log.overflow = 0, false
	p.logging = true

	from, to := m.From(), m.To()
	resetClock := false
	irreversible := false
	moverType := 0
	switch m.Kind() {
	case KindDrop:
		typ := m.Piece()
		p.setHand(us, typ, int(p.hand[us][typ])-1)
		pc := MakePiece(us, typ)
		p.put(pc, to)
		u.moved = pc
		moverType = typ
		// Placements leave the halfmove clock at 0 and can never be repeated.
		resetClock = true
	case KindCastle:
		o := &t.castleOpts[m.Piece()]
		u.moved = p.board[from]
		moverType = u.moved.Type()
		// Lift the partner first: the King may land where the partner stood, and the partner where the King stood.
		u.capSlot = p.listIdx[m.Kill()]
		partner := p.remove(m.Kill())
		p.relocate(from, o.kingTo)
		p.put(partner, o.partnerTo)
	case KindKill:
		u.capSlot = p.listIdx[m.Kill()]
		u.captured, u.capCell = p.remove(m.Kill()), m.Kill()
		u.moved = p.board[from]
		moverType = u.moved.Type()
		p.relocate(from, to)
		if promo := m.Piece(); promo != 0 {
			u.moverSlot = p.listIdx[to]
			p.remove(to)
			p.put(MakePiece(us, promo), to)
		}
		resetClock = true
	default:
		if q := p.board[to]; q != Empty {
			u.capSlot = p.listIdx[to]
			u.captured, u.capCell = p.remove(to), to
			resetClock = true
		}
		u.moved = p.board[from]
		moverType = u.moved.Type()
		p.relocate(from, to)
		if promo := m.Piece(); promo != 0 {
			u.moverSlot = p.listIdx[to]
			p.remove(to)
			p.put(MakePiece(us, promo), to)
		}
		info := &t.Types[moverType]
		if info.Pawn {
			resetClock = true
		}
		if info.EPVictim && u.captured == Empty {
			p.setEnPassant(us, moverType, from, to)
		}
	}

	p.logging = false
	u.changes = p.log

	if p.castle != 0 && m.Kind() != KindDrop {
		keep := t.castleKeep[from] & t.castleKeep[to]
		if m.Kind() != KindNormal {
			keep &= t.castleKeep[m.Kill()]
		}
		if changed := p.castle &^ keep; changed != 0 {
			for i := range t.castles {
				if changed&(1<<i) != 0 {
					p.hash ^= z.castle[i]
				}
			}
			p.castle &= keep
			irreversible = true
		}
	}

	p.side = them
	p.hash ^= z.side
	if us == Black {
		p.fullmove++
	}
	// An exempt piece's check is "such a check" even when it captures (the capture still resets the clock), so the
	// reply to it is exempt too (docs/rules/megalomachy.md §4.9).
	exemptNow := false
	if clock && t.clockExempt != 0 && moverType == t.clockExempt && p.hasKing[them] {
		exemptNow = p.Attacked(p.king[them], us)
	}
	switch {
	case resetClock:
		p.halfmove = 0
	case exemptNow || p.exemptReply:
		// An exempt check and the reply to it are not counted.
	default:
		p.halfmove++
	}
	p.exemptReply = exemptNow
	if resetClock || irreversible {
		p.irrevAt = len(p.history)
	}
	p.undo = append(p.undo, u)
	if p.epN > 0 && p.enPassantLegal() {
		p.epHashed = true
		for i := range int(p.epN) {
			p.hash ^= z.ep[p.epCells[i]]
		}
	}
}

// setEnPassant records the cells a multi-cell push passed, if it was one. Each push atom has its own path; the
// compiler refused games where two of them reach the same cell through different cells (checkPushRays).
func (p *Position) setEnPassant(us Color, typ int, from, to Cell) {
	for _, rays := range p.t.pushRays[us][typ] {
		r := rays[from]
		for i := 1; i < len(r); i++ {
			if r[i] == to {
				copy(p.epCells[:], r[:i])
				p.epN = uint8(i)
				p.epVictim = to
				return
			}
		}
	}
}

// enPassantLegal reports whether the side to move has a legal en passant capture; only then do the en passant
// cells belong to the position's identity (docs/rules/README.md §4) and hash. It walks the captures without a move list
// (this runs after every multi-step push); a promotion choice cannot change legality, so one choice is tested.
func (p *Position) enPassantLegal() bool {
	for i := range int(p.epN) {
		e := p.epCells[i]
		if p.board[e] != Empty {
			continue
		}
		for _, x := range p.t.epFrom[p.side][e] {
			m, promotes, ok := p.enPassantFrom(x, e)
			if !ok {
				continue
			}
			if promotes && !p.t.promoOptional[p.side].Has(e) {
				typ := p.firstPromotion(p.side)
				if typ == 0 {
					continue // it must promote and has nothing to promote to
				}
				m |= Move(typ) << 24
			}
			if p.fullyLegal(m) {
				return true
			}
		}
	}
	return false
}

// UnmakeMove takes back the last move made with MakeMove.
func (p *Position) UnmakeMove() {
	n := len(p.undo) - 1
	u := &p.undo[n]
	m := u.move
	p.side = p.side.Other()
	us := p.side
	if us == Black {
		p.fullmove--
	}
	from, to := m.From(), m.To()
	switch m.Kind() {
	case KindDrop:
		typ := m.Piece()
		p.remove(to)
		p.setHand(us, typ, int(p.hand[us][typ])+1)
	case KindCastle:
		o := &p.t.castleOpts[m.Piece()]
		partner := p.remove(o.partnerTo) // the last of the list: make appended it
		p.relocate(o.kingTo, from)
		p.restore(partner, m.Kill(), u.capSlot)
	default:
		// The reverse of make, step by step, so that every piece gets its list place back.
		if m.Piece() != 0 {
			p.remove(to) // the promoted piece, appended last
			p.restore(u.moved, to, u.moverSlot)
		}
		p.relocate(to, from)
		if u.captured != Empty {
			p.restore(u.captured, u.capCell, u.capSlot)
		}
	}
	p.castle, p.epN, p.epCells, p.epVictim, p.epHashed = u.castle, u.epN, u.epCells, u.epVictim, u.epHashed
	p.halfmove, p.exemptReply, p.hash, p.irrevAt = u.halfmove, u.exemptReply, u.hash, u.irrevAt
	p.undo = p.undo[:n]
	p.history = p.history[:n]
}

// MakeNullMove passes the turn (search only). It clears en passant rights and counts as a reversible ply.
func (p *Position) MakeNullMove() {
	z := &p.t.zobrist
	u := undo{move: NullMove, castle: p.castle, epN: p.epN, epCells: p.epCells, epVictim: p.epVictim,
		epHashed: p.epHashed, halfmove: p.halfmove, exemptReply: p.exemptReply, hash: p.hash, irrevAt: p.irrevAt}
	p.history = append(p.history, p.hash)
	if p.epHashed {
		for i := range int(p.epN) {
			p.hash ^= z.ep[p.epCells[i]]
		}
	}
	p.epN, p.epHashed = 0, false
	p.side = p.side.Other()
	p.hash ^= z.side
	p.halfmove++
	p.exemptReply = false
	// Positions across a null move are not real repetitions.
	p.irrevAt = len(p.history)
	p.serial++
	u.serial = p.serial
	p.undo = append(p.undo, u)
}

// UnmakeNullMove takes back MakeNullMove.
func (p *Position) UnmakeNullMove() {
	n := len(p.undo) - 1
	u := &p.undo[n]
	p.side = p.side.Other()
	p.epN, p.epCells, p.epVictim, p.epHashed = u.epN, u.epCells, u.epVictim, u.epHashed
	p.halfmove, p.exemptReply, p.hash, p.irrevAt = u.halfmove, u.exemptReply, u.hash, u.irrevAt
	p.undo = p.undo[:n]
	p.history = p.history[:n]
}

// firstPromotion returns the first promotion choice colour c may make now, 0 if none.
func (p *Position) firstPromotion(c Color) int {
	for _, typ := range p.t.promoChoices {
		if p.MayPromoteTo(c, typ) {
			return typ
		}
	}
	return 0
}
