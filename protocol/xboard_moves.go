package protocol

import (
	"errors"
	"slices"
	"strings"

	"sennight/movegen"
	"sennight/variants"
)

// How XBoard sees the engine's moves. With legality testing off, XBoard applies a move to its own board by its
// built-in rules (backend.c, ApplyMove), and its board must never differ from the engine's. Two kinds of moves need
// care:
//
//   - En passant. XBoard removes an e.p. victim by its own guess, which is wrong or missing for some of these
//     games' e.p. captures (Shafran's in the capturer's own half of the board). The engine therefore shows every
//     e.p. capture to XBoard as a two-leg move through the victim's cell, "d5e6,e6e7": XBoard empties the first
//     leg's cell, so its board is right whatever its guess, and the user enters it like a hit-and-run capture.
//   - Castling. XBoard moves a castling partner only for a King move of two or more cells along a rank, taking the
//     nearest piece in that direction and putting it on the cell next to the King's destination. A castling that
//     does not work like that (Shafran's e1h4 and e10b7, which run along a hex diagonal of the grid) cannot be shown
//     by XBoard 4.9.1 at all. In games hosted by XBoard such castlings are withheld: the engine does not play them,
//     does not highlight them, and answers them with "Illegal move".
//   - A Pawn's step to another file. XBoard takes a Pawn's move to another file onto an empty square, from its
//     half of the board beyond the middle, for an e.p. capture when the move before was a Pawn's move of two or
//     more ranks whose middle file is the target's, and empties the cell behind the target (backend.c, ApplyMove:
//     "oldEP == toX"). Brusky's and Devasa's Pawns step to another file without capturing, and their double steps
//     and straight captures cross two ranks: after Black's i7xh5, White's g5h6 made XBoard remove the Pawn on h5,
//     and the next move it was sent was illegal on its board (CI, 2026-11-28). Such a step, when the cell XBoard
//     would empty holds a piece, is withheld like a castling XBoard cannot show.

// errHiddenCastling rejects a castling XBoard cannot show.
var errHiddenCastling = errors.New("XBoard cannot show this castling")

// hiddenCastlings returns the castling options (by the index movegen gives them: the order of the variant's
// Rules.Castling and their Options) that XBoard's ApplyMove would apply wrongly.
func hiddenCastlings(v *variants.Variant) map[int]bool {
	b := v.Board
	cell := func(name string) variants.Cell { return b.Cells[b.MustCell(name)] }
	hidden := map[int]bool{}
	i := 0
	for _, c := range v.Rules.Castling {
		for _, o := range c.Options {
			k, kTo, p, pTo := cell(c.King), cell(o.KingTo), cell(c.Partner), cell(o.PartnerTo)
			dir := 1
			if p.File < k.File {
				dir = -1
			}
			ok := o.TextTo == "" && k.Rank == kTo.Rank && k.Rank == p.Rank && k.Rank == pTo.Rank &&
				(kTo.File-k.File)*dir >= 2 && pTo.File == kTo.File-dir
			// XBoard takes the nearest piece beyond the King's start: the cells up to the partner must be empty.
			for f := k.File + dir; ok && f != p.File; f += dir {
				ok = slices.Contains(o.Empty, variants.SquareName(f, k.Rank))
			}
			if !ok {
				hidden[i] = true
			}
			i++
		}
	}
	return hidden
}

// errEPGuess rejects a Pawn's step that XBoard would take for an e.p. capture.
var errEPGuess = errors.New("XBoard would take this Pawn's step for an en passant capture")

// shows reports whether XBoard can show a legal move of p.
func (x *xbHosting) shows(p *movegen.Position, m movegen.Move) bool {
	return x.whyHidden(p, m) == nil
}

// whyHidden returns why XBoard cannot show a legal move of p, or nil when it can.
func (x *xbHosting) whyHidden(p *movegen.Position, m movegen.Move) error {
	switch {
	case m.Kind() == movegen.KindCastle && x.hiddenCastle[m.Piece()]:
		return errHiddenCastling
	case x.takenForEP(p, m):
		return errEPGuess
	}
	return nil
}

// takenForEP reports whether XBoard 4.9.1's ApplyMove, with legality testing off, would apply m, a legal move of
// p, as an e.p. capture and empty a cell that holds a piece m does not take. Its coordinates are the grid's (file
// x, rank y from 0, H ranks); its rule, for White (Black's mirrors it): a Pawn's move from y >= H/2 to another file
// onto an empty square, not a promotion, when the move before was a Pawn's move of two or more ranks up whose
// files average (rounded down) to the target's file (or a move more than 4 files wide), empties (x, y-1), or
// (x, y-2) when that move crossed more than two ranks and the target is on the first rank it passed over.
func (x *xbHosting) takenForEP(p *movegen.Position, m movegen.Move) bool {
	if m.Kind() == movegen.KindDrop || m.Kind() == movegen.KindCastle || m.Promotion() != 0 {
		return false
	}
	pc := p.At(m.From())
	if !x.xbPawn[pc.Type()] || p.At(m.To()) != movegen.Empty {
		return false
	}
	b := p.Tables().Board()
	from, to := b.Cells[m.From()], b.Cells[m.To()]
	fx, fy, tx, ty := from.File, from.Rank-1, to.File, to.Rank-1
	up := 1 // the mover's forward direction in grid ranks
	if pc.Color() == movegen.Black {
		up = -1
	}
	if fx == tx || (up == 1) != (fy >= b.Ranks>>1) {
		return false
	}
	last := p.LastMove()
	if last == movegen.NoMove || last == movegen.NullMove || last.Kind() == movegen.KindDrop ||
		last.Kind() == movegen.KindCastle || last.Promotion() != 0 || !x.xbPawn[p.At(last.To()).Type()] {
		return false // no e.p. file: XBoard clears it after every other move
	}
	lf, lt := b.Cells[last.From()], b.Cells[last.To()]
	steps := (lf.Rank - lt.Rank) * up // ranks the opponent's Pawn went towards the mover
	if steps < 2 || (lf.File+lt.File)/2 != tx && max(tx-fx, fx-tx) <= 4 {
		return false
	}
	// The cell XBoard empties: behind the target, or two behind when the last move crossed more than two ranks
	// and the target is on the first rank it passed over (two ranks before its end).
	behind := 1
	if steps > 2 && ty == lt.Rank-1+2*up {
		behind = 2
	}
	c, ok := b.Grid(tx, ty+1-up*behind)
	if !ok {
		return false // a hole or off the board: XBoard's cell there is empty
	}
	if m.Kind() == movegen.KindKill && movegen.Cell(c) == m.Kill() {
		return false // the cell it empties is the one the move takes
	}
	return p.At(movegen.Cell(c)) != movegen.Empty
}

// moveText writes a legal move of p as XBoard must see it, in the engine's cell names (the rank labels are the
// grid's job): the engine's text, but an e.p. capture as two legs through its victim, except in a game XBoard has
// built in, where it knows e.p. and tests legality itself; and a declined optional promotion with the piece's own
// letter (see declinesPromotion).
func moveText(p *movegen.Position, m movegen.Move) string {
	t := p.Tables()
	if m.Kind() == movegen.KindKill && !t.Types[p.At(m.From()).Type()].Locust && t.Variant.XBoard.BuiltIn == "" {
		from, kill, to := t.CellName[m.From()], t.CellName[m.Kill()], t.CellName[m.To()]
		return from + kill + "," + kill + to
	}
	if declinesPromotion(p, m) {
		return p.MoveText(m) + strings.ToLower(t.Types[p.At(m.From()).Type()].Token[:1])
	}
	return p.MoveText(m)
}

// declinesPromotion reports whether m takes a promoting piece onto a cell where it may promote but does not
// (Grand Chess's 8th and 9th ranks). XBoard's move parser (parser.c) gives a move into its promotion zone that has
// no suffix the default promotion, a Queen: the engine's plain "e7e8" reached the other engine as "e7e8q", which
// may not even be legal. XBoard reads a promotion to the piece's own type ("e7e8p") as the piece staying what it is,
// and sends it on in that form; a user who declines in XBoard's promotion dialog sends the plain move.
func declinesPromotion(p *movegen.Position, m movegen.Move) bool {
	if m.Promotion() != 0 || m.Kind() == movegen.KindDrop || m.Kind() == movegen.KindCastle {
		return false
	}
	t, pc := p.Tables(), p.At(m.From())
	return t.Types[pc.Type()].Promotes && t.IsOptionalPromotionCell(pc.Color(), m.To())
}

// playable returns the legal moves of p that XBoard can show.
func (x *xbHosting) playable(p *movegen.Position) []movegen.Move {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	out := ml.Moves[:0]
	for _, m := range ml.Moves {
		if x.shows(p, m) {
			out = append(out, m)
		}
	}
	return out
}

// searchMoves restricts a search to the moves XBoard can show: nil (no restriction) when it shows them all.
func (x *xbHosting) searchMoves(p *movegen.Position) []movegen.Move {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	playable := x.playable(p)
	if len(playable) == ml.Len() || len(playable) == 0 {
		return nil // all shown; or none, and then the rules go first (see playEngineMove)
	}
	return playable
}

// parseMove reads a move in the engine's names as XBoard writes it (a declined promotion with or without the
// piece's own letter). Moves XBoard cannot show, and e.p. captures
// not entered through the victim, are illegal here; other errors say why the move is not legal.
func (x *xbHosting) parseMove(g *game, text string) (movegen.Move, error) {
	var ml movegen.MoveList
	g.pos.LegalMoves(&ml)
	lower := strings.ToLower(text)
	for _, m := range ml.Moves {
		xt := moveText(g.pos, m)
		if xt != text && strings.ToLower(xt) != lower && !(declinesPromotion(g.pos, m) && g.pos.MoveText(m) == lower) {
			continue
		}
		if err := x.whyHidden(g.pos, m); err != nil {
			return movegen.NoMove, err
		}
		return m, nil
	}
	m, err := g.parseMove(text)
	if err != nil {
		return movegen.NoMove, err
	}
	return movegen.NoMove, epEntry{moveText(g.pos, m)}
}

// epEntry rejects an e.p. capture entered in one leg; the front end names the two-leg form in XBoard's labels.
type epEntry struct{ twoLegs string }

func (e epEntry) Error() string { return "en passant goes through the victim: " + e.twoLegs }
