package movegen

// IsPseudoLegal reports whether m is a move that GeneratePseudo(GenAll) would produce in this position. Search uses
// it on moves from the transposition table and on killer moves, which come from other positions: a move that is
// not pseudo-legal here must never reach MakeMove. It generates only the moves of the piece on m.From (or the
// drops, castlings and en passant captures when m is one), so it is much cheaper than a full generation. scratch is
// a move list it may overwrite (the caller keeps one, so that the check allocates nothing).
func (p *Position) IsPseudoLegal(m Move, scratch *MoveList) bool {
	if m == NoMove || m == NullMove {
		return false
	}
	us := p.side
	t := p.t
	if t.placement && p.handTotal[us] > 0 {
		if m.Kind() != KindDrop {
			return false
		}
		typ, to := m.Piece(), m.To()
		if typ == 0 || typ >= len(t.Types) || p.hand[us][typ] == 0 || p.board[to] != Empty {
			return false
		}
		for _, c := range t.dropZone[us] {
			if c == to {
				return true
			}
		}
		return false
	}
	ml := scratch
	ml.Clear()
	switch m.Kind() {
	case KindDrop:
		return false
	case KindCastle:
		if p.castle == 0 {
			return false
		}
		p.genCastling(ml)
		return contains(ml.Moves, m)
	}
	from := m.From()
	pc := p.board[from]
	if pc == Empty || pc.Color() != us {
		return false
	}
	if m.Kind() == KindKill && p.epN > 0 {
		p.genEnPassant(ml)
		if contains(ml.Moves, m) {
			return true
		}
		ml.Clear()
	}
	if m.Kind() == KindNormal {
		if q := p.board[m.To()]; q != Empty && q.Color() == us {
			return false
		}
	}
	w := targetWalk{p: p, ml: ml, mode: GenAll, us: us}
	p.genPiece(&w, from)
	return contains(ml.Moves, m)
}

func contains(moves []Move, m Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// IsTactical reports whether a pseudo-legal move of this position is one GenTactical produces: a capture (en
// passant and hit-and-run included) or a promotion.
func (p *Position) IsTactical(m Move) bool {
	switch m.Kind() {
	case KindKill:
		return true
	case KindNormal:
		return p.board[m.To()] != Empty || m.Piece() != 0
	}
	return false
}

// Captured returns the piece a pseudo-legal move of this position captures, or Empty.
func (p *Position) Captured(m Move) Piece {
	switch m.Kind() {
	case KindKill:
		return p.board[m.Kill()]
	case KindNormal:
		return p.board[m.To()]
	}
	return Empty
}

// Mover returns the piece that makes a move of this position (the dropped piece for a drop).
func (p *Position) Mover(m Move) Piece {
	if m.Kind() == KindDrop {
		return MakePiece(p.side, m.Piece())
	}
	return p.board[m.From()]
}
