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
}

// context fills in the legality context of the side to move.
func (p *Position) context(ctx *legality) {
	us, them := p.side, p.side.Other()
	*ctx = legality{}
	if !p.hasKing[us] {
		ctx.noKing = true
		return
	}
	k := p.king[us]
	ctx.inCheck = p.Attacked(k, them)
	at := &p.t.attack[them]
	present := p.present[them]
	shift := Piece(them) << 6
	for gi := range at.rays {
		g := &at.rays[gi]
		if g.typesOfAnyAttack&present == 0 {
			continue
		}
		r := g.rev[k]
		first := 0
		for first < len(r) && p.board[r[first]] == Empty {
			first++
		}
		if first == len(r) {
			continue
		}
		if g.slide&present != 0 && p.board[r[first]].Color() == us {
			for j := first + 1; j < len(r); j++ {
				if q := p.board[r[j]]; q != Empty {
					if g.slide>>(q^shift)&1 != 0 {
						ctx.fromCheck.Set(r[first])
					}
					break
				}
			}
		}
		if jumpers := g.hop | g.fly; jumpers&present != 0 {
			// Cannons and flyers see past pieces: any change in front of the farthest one may matter.
			last := -1
			for j := first; j < len(r); j++ {
				if jumpers>>(p.board[r[j]]^shift)&1 != 0 {
					last = j
				}
			}
			for j := 0; j < last; j++ {
				ctx.fromCheck.Set(r[j])
				ctx.toCheck.Set(r[j])
			}
		}
	}
	if at.pathTypes&present != 0 {
		ctx.fromCheck.Or(&at.pathInner[k])
	}
}

// legal reports whether a pseudo-legal move is legal, testing by make/unmake only where the context cannot decide.
func (p *Position) legal(m Move, ctx *legality) bool {
	if ctx.noKing {
		return true
	}
	if m.Kind() != KindNormal || ctx.inCheck {
		return p.fullyLegal(m)
	}
	from, to := m.From(), m.To()
	typ := p.board[from].Type()
	t := p.t
	if typ == t.royalType || t.Types[typ].verify || ctx.fromCheck.Has(from) || ctx.toCheck.Has(to) {
		return p.fullyLegal(m)
	}
	if t.antiVictim != 0 && p.board[to].Type() == t.antiVictim && t.antiCapturers>>typ&1 != 0 {
		return p.fullyLegal(m)
	}
	return true
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
	p.MakeMove(m)
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

// IsLegalIn tests a pseudo-legal move against a context prepared for the current position.
func (p *Position) IsLegalIn(m Move, l *Legality) bool { return p.legal(m, &l.c) }

// InCheckIn reports whether the prepared context found the side to move in check.
func (l *Legality) InCheckIn() bool { return l.c.inCheck }
