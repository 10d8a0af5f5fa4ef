package movegen

// legality is what a node knows before testing its moves: whether the side to move is in check, and which cells a
// move must leave or enter to possibly expose its King. Moves outside these sets need no make/unmake.
type legality struct {
	noKing  bool // the side to move has no King on the board (placement phase): nothing to expose
	inCheck bool
	// fromCheck: a piece leaving one of these cells may expose the King (pinned by a slider, a screen or a
	// non-blocker in front of a cannon or flyer, a piece on a bent attack path).
	fromCheck Bitset
	// toCheck: a piece arriving here may expose the King (a new cannon screen; an enemy fly blocker replaced).
	toCheck Bitset
	// In check by a single leaper or slider (evasions set): a move of another piece than the King can only be
	// legal if it ends on one of these cells, the checker's or one between it and the King.
	evasions   bool
	evasionsTo Bitset
}

// context fills in the legality context of the side to move. A normal move changes two cells: its from-cell
// empties and its to-cell gets the mover. Along each line of attack toward the King it marks only the cells where
// such a change can create an attack, so most moves skip make/unmake:
//   - a slider (or flyer) behind exactly one own piece: that piece (a pin);
//   - a cannon with no piece in front of it: the empty cells in front (a new screen); with two pieces in front:
//     the own ones among them (leaving one makes a single screen). A capture keeps the count of pieces;
//   - a flyer behind exactly one fly blocker: that blocker (leaving, or captured by a non-blocker);
//   - a bent path blocked by exactly one own piece with an enemy bent slider at its end: that piece.
//
// One piece or blocker more than these counts cannot be undone by one move, and fewer means check, where every
// move takes the full test.
func (p *Position) context(ctx *legality) {
	us := p.side
	p.contextKnowingCheck(ctx, p.hasKing[us] && p.Attacked(p.king[us], us.Other()))
}

// contextKnowingCheck is context for a caller that knows whether the side to move is in check.
func (p *Position) contextKnowingCheck(ctx *legality, inCheck bool) {
	us, them := p.side, p.side.Other()
	*ctx = legality{}
	if !p.hasKing[us] {
		ctx.noKing = true
		return
	}
	k := p.king[us]
	ctx.inCheck = inCheck
	if ctx.inCheck {
		p.checkEvasions(ctx, k) // every move that may evade takes the full test
		return
	}
	at := &p.t.attack[them]
	present := p.present[them]
	shift := typeShift(them)
	blockers := p.t.flyBlockers
	for gi := range at.rays {
		g := &at.rays[gi]
		if g.typesOfAnyAttack&present == 0 {
			continue
		}
		r := g.rev[k]
		pieces, nBlockers := 0, 0
		var between [2]Cell // the first two pieces in front of the King
		var blocker Cell    // the last fly blocker met
		for j, c := range r {
			pc := p.board[c]
			if pc == Empty {
				continue
			}
			if pc.Color() == them {
				typ := pc ^ shift
				if pieces == 1 && (g.slide|g.fly)>>typ&1 != 0 && p.board[between[0]].Color() == us {
					ctx.fromCheck.Set(between[0])
				}
				if g.hop>>typ&1 != 0 {
					switch pieces {
					case 0:
						for _, e := range r[:j] {
							ctx.toCheck.Set(e)
						}
					case 2:
						for _, b := range between {
							if p.board[b].Color() == us {
								ctx.fromCheck.Set(b)
							}
						}
					}
				}
				if g.fly>>typ&1 != 0 && nBlockers == 1 {
					if p.board[blocker].Color() == us {
						ctx.fromCheck.Set(blocker)
					} else {
						ctx.toCheck.Set(blocker)
					}
				}
			}
			if pieces < 2 {
				between[pieces] = c
			}
			pieces++
			if blockers>>pc.Type()&1 != 0 {
				nBlockers++
				blocker = c
			}
			if pieces > 2 && nBlockers > 1 {
				break
			}
		}
	}
	if at.pathTypes&present != 0 {
		p.pathPins(ctx, at.pathRev[k], shift)
	}
}

// pathPins marks the own pieces that alone block a bent path from an enemy bent slider to the King: a walk of the
// reverse path trie that passes at most one own piece and stops at any enemy piece.
func (p *Position) pathPins(ctx *legality, nodes []revNode, shift Piece) {
	type frame struct {
		end     uint16
		blocker int16 // the own piece passed on the way to this subtree, -1 if none
	}
	var stack [maxPathLen + 1]frame
	sp := 0
	blocker := int16(-1)
	us := p.side
	for i := 0; i < len(nodes); {
		for sp > 0 && i >= int(stack[sp-1].end) {
			sp--
			blocker = stack[sp].blocker
		}
		nd := &nodes[i]
		pc := p.board[nd.cell]
		next := int(nd.end) // skip the subtree unless the path may go on
		switch {
		case pc == Empty:
			stack[sp] = frame{nd.end, blocker}
			sp++
			next = i + 1
		case pc.Color() == us:
			if blocker < 0 {
				stack[sp] = frame{nd.end, blocker}
				sp++
				blocker = int16(nd.cell)
				next = i + 1
			}
		default:
			if blocker >= 0 && nd.types>>(pc^shift)&1 != 0 {
				ctx.fromCheck.Set(Cell(blocker))
			}
		}
		i = next
	}
}

// checkEvasions works out, for a King in check on k, the cells a move of another piece must end on: when exactly
// one enemy piece attacks k, by a leap or as the first piece along a ray (a slider that cannot fly), only capturing
// it or stepping between it and the King can end the check. Cannon, flying and bent-path checks, and double checks,
// leave evasions unset: their moves take the full test.
func (p *Position) checkEvasions(ctx *legality, k Cell) {
	them := p.side.Other()
	at := &p.t.attack[them]
	present := p.present[them]
	shift := typeShift(them)
	checkers := 0
	for gi := range at.leaps {
		g := &at.leaps[gi]
		if g.types&present == 0 {
			continue
		}
		for _, x := range g.from[k] {
			if g.types>>(p.board[x]^shift)&1 != 0 {
				checkers++
				ctx.evasionsTo.Set(x)
			}
		}
	}
	for gi := range at.rays {
		g := &at.rays[gi]
		if g.typesOfAnyAttack&present == 0 {
			continue
		}
		if g.hop&present != 0 || g.fly&present != 0 {
			if p.rayAttacks(g, k, present, shift) {
				return // a cannon's or flyer's line: the full test decides
			}
			continue
		}
		r := g.rev[k]
		i := 0
		for i < len(r) && p.board[r[i]] == Empty {
			i++
		}
		if i < len(r) && g.slide>>(p.board[r[i]]^shift)&1 != 0 {
			checkers++
			for _, c := range r[:i+1] {
				ctx.evasionsTo.Set(c)
			}
		}
	}
	if at.pathTypes&present != 0 {
		nodes := at.pathRev[k]
		for i := 0; i < len(nodes); {
			pc := p.board[nodes[i].cell]
			if pc == Empty {
				i++
				continue
			}
			if nodes[i].types>>(pc^shift)&1 != 0 {
				return // a bent path's check
			}
			i = int(nodes[i].end)
		}
	}
	ctx.evasions = checkers == 1
}

// legal reports whether a pseudo-legal move is legal, testing by make/unmake only where the context cannot decide.
func (p *Position) legal(m Move, ctx *legality) bool {
	if ctx.noKing {
		return true
	}
	if m.Kind() != KindNormal {
		return p.fullyLegal(m)
	}
	from, to := m.From(), m.To()
	typ := p.board[from].Type()
	t := p.t
	if typ == t.royalType {
		if t.repBanType == typ || t.antiCapturers>>typ&1 != 0 {
			return p.fullyLegal(m)
		}
		return p.kingStepLegal(from, to)
	}
	if ctx.inCheck {
		if ctx.evasions && !ctx.evasionsTo.Has(to) {
			return false // the check stays
		}
		return p.fullyLegal(m)
	}
	if ctx.fromCheck.Has(from) || ctx.toCheck.Has(to) {
		return p.fullyLegal(m)
	}
	if typ == t.repBanType && p.mayRepeat(m) {
		return p.fullyLegal(m)
	}
	if t.antiVictim != 0 && p.board[to].Type() == t.antiVictim && t.antiCapturers>>typ&1 != 0 {
		return p.fullyLegal(m)
	}
	return true
}

// mayRepeat reports whether a normal move could produce a position that occurred before (the check-repetition
// ban needs the full test only then). A capture, a Pawn move or a loss of castling rights cannot repeat; otherwise
// the hash after the move is predicted from the keys it changes and looked up in the history.
func (p *Position) mayRepeat(m Move) bool {
	t := p.t
	from, to := m.From(), m.To()
	pc := p.board[from]
	info := &t.Types[pc.Type()]
	if p.board[to] != Empty || m.Piece() != 0 || info.Pawn || p.castle&^(t.castleKeep[from]&t.castleKeep[to]) != 0 {
		return false
	}
	if info.EPVictim {
		return true // its move might leave e.p. rights: let the full test decide
	}
	z := &t.zobrist
	h := p.hash ^ z.piece[pc][from] ^ z.piece[pc][to] ^ z.side
	if p.epHashed {
		for i := range int(p.epN) {
			h ^= z.ep[p.epCells[i]]
		}
	}
	for i := len(p.history) - 1; i >= p.irrevAt; i-- {
		if p.history[i] == h {
			return true
		}
	}
	return false
}

// fullyLegal makes the move and tests every rule that can forbid it afterwards: the mover's King attacked, the
// anti-trading rule, the check-repetition ban.
func (p *Position) fullyLegal(m Move) bool {
	t := p.t
	us, them := p.side, p.side.Other()
	moverType := 0
	if m.Kind() == KindDrop {
		moverType = m.Piece()
	} else {
		moverType = p.board[m.From()].Type()
	}
	victimType := 0
	switch m.Kind() {
	case KindNormal:
		victimType = p.board[m.To()].Type()
	case KindKill:
		victimType = p.board[m.Kill()].Type()
	}
	p.makeMove(m, false)
	ok := !p.hasKing[us] || !p.Attacked(p.king[us], them)
	if ok && t.antiVictim != 0 && victimType == t.antiVictim && t.antiCapturers>>moverType&1 != 0 {
		ok = !p.Attacked(m.To(), them)
	}
	if ok && moverType == t.repBanType && t.repBanType != 0 && p.hasKing[them] && p.Attacked(p.king[them], us) {
		ok = !p.occurredBefore()
	}
	p.UnmakeMove()
	return ok
}

// kingStepLegal decides a normal King move without making it: the King, lifted from its cell (pieces may attack
// through it), must not be attacked on the target. A piece captured there does not change the attacks on its own
// cell, and no variant rule beyond the check rule restrains the King's moves (anti-trading and the Eagle-check ban
// concern other types), so this equals fullyLegal for such moves.
func (p *Position) kingStepLegal(from, to Cell) bool {
	us := p.side
	king := p.board[from]
	p.board[from] = Empty // Attacked reads the board only
	ok := !p.Attacked(to, us.Other())
	p.board[from] = king
	return ok
}

// occurredBefore reports whether the current position occurred earlier in the recorded history.
func (p *Position) occurredBefore() bool {
	for i := len(p.history) - 1; i >= p.irrevAt; i-- {
		if p.history[i] == p.hash {
			return true
		}
	}
	return false
}

// LegalMoves generates the legal moves of the side to move into ml (which it clears first).
func (p *Position) LegalMoves(ml *MoveList) {
	ml.Clear()
	p.GeneratePseudo(ml, GenAll)
	p.filterLegal(ml, 0)
}

// filterLegal removes the illegal moves of ml.Moves[start:].
func (p *Position) filterLegal(ml *MoveList, start int) {
	var ctx legality
	p.context(&ctx)
	n := start
	for _, m := range ml.Moves[start:] {
		if p.legal(m, &ctx) {
			ml.Moves[n] = m
			n++
		}
	}
	ml.Moves = ml.Moves[:n]
}

// IsLegal reports whether a pseudo-legal move of this position is legal (search uses it on moves it generated).
func (p *Position) IsLegal(m Move) bool {
	var ctx legality
	p.context(&ctx)
	return p.legal(m, &ctx)
}

// Legality is the reusable per-node context of IsLegalIn; search computes it once per node.
type Legality struct{ c legality }

// PrepareLegality computes the legality context of the side to move.
func (p *Position) PrepareLegality(l *Legality) { p.context(&l.c) }

// PrepareLegalityInCheck is PrepareLegality for a caller that has already tested whether the side to move is in
// check (InCheck): the context needs that test too.
func (p *Position) PrepareLegalityInCheck(l *Legality, inCheck bool) {
	p.contextKnowingCheck(&l.c, inCheck)
}

// IsLegalIn tests a pseudo-legal move against a context prepared for the current position.
func (p *Position) IsLegalIn(m Move, l *Legality) bool { return p.legal(m, &l.c) }
