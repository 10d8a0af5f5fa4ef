package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sennight/bench/refdata"
	"sennight/variants"
)

// state is the comparable content of a position: everything make/unmake must restore.
type state struct {
	board                 [256]Piece
	side                  Color
	castle, epN           uint8
	epCells               [3]Cell
	epVictim              Cell
	epHashed, exemptReply bool
	halfmove, fullmove    int
	hand                  [2][MaxTypes]uint8
	handTotal             [2]int
	hash                  uint64
	count                 [2][MaxTypes]uint8
	present               [2]uint64
	king                  [2]Cell
	hasKing               [2]bool
	irrevAt, ply          int
}

// fullState adds the piece lists, as sorted cell sets (their order may change).
type fullState struct {
	state
	lists [2][]Cell
}

func stateOf(p *Position) fullState {
	s := fullState{state: state{board: p.board, side: p.side, castle: p.castle, epN: p.epN, epCells: p.epCells,
		epVictim: p.epVictim, epHashed: p.epHashed, exemptReply: p.exemptReply, halfmove: p.halfmove,
		fullmove: p.fullmove, hand: p.hand, handTotal: p.handTotal, hash: p.hash, count: p.count,
		present: p.present, king: p.king, hasKing: p.hasKing, irrevAt: p.irrevAt, ply: len(p.undo)}}
	for c := White; c <= Black; c++ {
		s.lists[c] = slices.Clone(p.Pieces(c))
		slices.Sort(s.lists[c])
	}
	return s
}

func equalState(a, b fullState) bool {
	return a.state == b.state && slices.Equal(a.lists[0], b.lists[0]) && slices.Equal(a.lists[1], b.lists[1])
}

// slowAttacked decides "colour by could capture on target" by forward generation of every piece of by, with a
// dummy piece of the other colour on an empty target: independent of the reverse attack tables it checks.
func slowAttacked(p *Position, target Cell, by Color) bool {
	saved := p.board[target]
	if saved == Empty {
		p.board[target] = MakePiece(by.Other(), 1)
	}
	var ml MoveList
	g := generator{p: p, ml: &ml, mode: GenAll, us: by}
	for i := 0; i < p.listN[by]; i++ {
		if from := p.list[by][i]; from != target {
			p.genPiece(&g, from)
		}
	}
	p.board[target] = saved
	for _, m := range ml.Moves {
		if (m.Kind() == KindNormal && m.To() == target) || (m.Kind() == KindKill && m.Kill() == target) {
			return true
		}
	}
	return false
}

// slowLegal decides the legality of a pseudo-legal move from the rules alone, with slowAttacked.
func slowLegal(p *Position, m Move) bool {
	t := p.t
	us, them := p.side, p.side.Other()
	if t.placement && p.handTotal[us] > 0 {
		return m.Kind() == KindDrop // the placement phase has no check test (rules/starchess.md §4.1)
	}
	if m.Kind() == KindCastle {
		o := &t.castleOpts[m.Piece()]
		for _, c := range o.safe {
			if slowAttacked(p, c, them) {
				return false
			}
		}
	}
	moverType := p.board[m.From()].Type()
	victim := p.board[m.To()]
	if m.Kind() == KindKill {
		victim = p.board[m.Kill()]
	}
	p.MakeMove(m)
	defer p.UnmakeMove()
	if p.hasKing[us] && slowAttacked(p, p.king[us], them) {
		return false
	}
	if t.antiVictim != 0 && victim != Empty && victim.Type() == t.antiVictim && t.antiCapturers>>moverType&1 != 0 &&
		slowAttacked(p, m.To(), them) {
		return false
	}
	if t.repBanType != 0 && moverType == t.repBanType && p.hasKing[them] && slowAttacked(p, p.king[them], us) {
		for i := range p.history {
			if i >= p.irrevAt && p.history[i] == p.hash {
				return false
			}
		}
	}
	return true
}

// checkPosition tests one position: incremental hash, FEN round trip, attack tables against forward generation,
// and the legal move list against the slow legality check.
func checkPosition(t *testing.T, p *Position, attacks bool) {
	t.Helper()
	if h := p.computeHash(); h != p.hash {
		t.Fatalf("%s: incremental hash %x, from scratch %x", p.FEN(), p.hash, h)
	}
	fen := p.FEN()
	q, err := NewPosition(p.t, fen)
	if err != nil {
		t.Fatalf("FEN %q does not read back: %v", fen, err)
	}
	if q.FEN() != fen || q.hash != p.hash {
		t.Fatalf("FEN round trip: %q -> %q (hash %x vs %x)", fen, q.FEN(), p.hash, q.hash)
	}
	if attacks {
		for c := range p.t.N {
			for by := White; by <= Black; by++ {
				if pc := p.board[c]; pc != Empty && pc.Color() == by {
					continue // "attacked" means capturable; own pieces are not capture targets
				}
				if fast, slow := p.Attacked(Cell(c), by), slowAttacked(p, Cell(c), by); fast != slow {
					t.Fatalf("%s: Attacked(%s, %s) = %v, forward generation says %v", fen, p.t.CellName[c], by, fast, slow)
				}
			}
		}
	}
	var pseudo, legal MoveList
	p.GeneratePseudo(&pseudo, GenAll)
	p.LegalMoves(&legal)
	for _, m := range legal.Moves {
		if !slices.Contains(pseudo.Moves, m) {
			t.Fatalf("%s: legal move %s is not pseudo-legal", fen, p.MoveText(m))
		}
	}
	seen := map[Move]bool{}
	for _, m := range pseudo.Moves {
		if seen[m] {
			t.Fatalf("%s: move %s generated twice", fen, p.MoveText(m))
		}
		seen[m] = true
		if want, got := slowLegal(p, m), slices.Contains(legal.Moves, m); want != got {
			t.Fatalf("%s: move %s: slow legality check says %v, LegalMoves says %v", fen, p.MoveText(m), want, got)
		}
	}
	// The tactical and quiet generators split the full list.
	var tac, quiet MoveList
	p.GeneratePseudo(&tac, GenTactical)
	p.GeneratePseudo(&quiet, GenQuiet)
	if tac.Len()+quiet.Len() != pseudo.Len() {
		t.Fatalf("%s: tactical %d + quiet %d != all %d", fen, tac.Len(), quiet.Len(), pseudo.Len())
	}
}

// playoutStarts are the positions random games start from: the start position and every reference FEN of the
// variant (castling, en passant and promotion states the start position reaches only rarely).
func playoutStarts(t *testing.T, tb *Tables) []*Position {
	starts := []*Position{StartPosition(tb)}
	for _, fen := range refdata.FENs(tb.Variant.Name) {
		p, err := NewPosition(tb, fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		starts = append(starts, p)
	}
	return starts
}

// TestRandomPlayouts plays random games in every variant and checks, at every ply, that make/unmake restores the
// position exactly and that every position passes checkPosition.
func TestRandomPlayouts(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			tb, err := ForVariant(name)
			if err != nil {
				t.Fatal(err)
			}
			games, plies := 1000, 120
			if testing.Short() || raceDetector {
				// The race detector slows these single-goroutine checks tenfold and can find nothing in them; the
				// full-size run is the plain `go test`.
				games = 100
			}
			// The full attack-table comparison costs O(cells) generations; do it on a sample of positions.
			attackEvery := max(1, tb.N/8)
			rng := rand.New(rand.NewPCG(7, uint64(tb.N)))
			starts := playoutStarts(t, tb)
			var ml MoveList
			positions := 0
			seen := map[string]int{} // move kinds played, so the test proves it exercised each rule
			for g := range games {
				p := starts[g%len(starts)].Clone()
				for range plies {
					checkPosition(t, p, positions%attackEvery == 0)
					positions++
					p.LegalMoves(&ml)
					if ml.Len() == 0 {
						break
					}
					m := pickMove(rng, p, ml.Moves)
					seen[kindName(p, m)]++
					before := stateOf(p)
					p.MakeMove(m)
					p.UnmakeMove()
					if after := stateOf(p); !equalState(before, after) {
						t.Fatalf("%s: make/unmake of %s does not restore the position", p.FEN(), p.MoveText(m))
					}
					p.MakeMove(m)
				}
			}
			t.Logf("%d positions checked; moves played by kind: %v", positions, seen)
			for _, kind := range expectedKinds(tb) {
				if seen[kind] == 0 {
					t.Errorf("no %s move was played: the playouts do not exercise that rule", kind)
				}
			}
		})
	}
}

// pickMove chooses the next playout move: usually uniformly, but one time in four, when the position offers moves
// of a rare kind (anything but quiet moves and captures: en passant, promotion, castling, ...), a rare kind chosen
// uniformly among those present. Rare rules are then exercised, and checked in the positions after them, in every
// variant even with few games.
func pickMove(rng *rand.Rand, p *Position, moves []Move) Move {
	if rng.IntN(4) == 0 {
		byKind := map[string][]Move{}
		var kinds []string
		for _, m := range moves {
			k := kindName(p, m)
			if k == "quiet" || k == "capture" {
				continue
			}
			if byKind[k] == nil {
				kinds = append(kinds, k)
			}
			byKind[k] = append(byKind[k], m)
		}
		if len(kinds) > 0 {
			rare := byKind[kinds[rng.IntN(len(kinds))]]
			return rare[rng.IntN(len(rare))]
		}
	}
	return moves[rng.IntN(len(moves))]
}

func kindName(p *Position, m Move) string {
	switch {
	case m.Kind() == KindDrop:
		return "drop"
	case m.Kind() == KindCastle:
		return "castling"
	case m.Kind() == KindKill && p.t.Types[p.board[m.From()].Type()].Locust:
		return "hit-and-run"
	case m.Kind() == KindKill:
		return "en passant"
	case m.Promotion() != 0:
		return "promotion"
	case p.board[m.To()] != Empty:
		return "capture"
	}
	return "quiet"
}

// expectedKinds lists the move kinds a variant's rules allow, which random playouts must hit.
func expectedKinds(t *Tables) []string {
	kinds := []string{"quiet", "capture", "promotion"}
	if t.placement {
		kinds = append(kinds, "drop")
	}
	if len(t.castles) > 0 {
		kinds = append(kinds, "castling")
	}
	if t.epTypes[White] != 0 && hasMultiStepPush(t) {
		kinds = append(kinds, "en passant")
	}
	for typ := 1; typ < len(t.Types); typ++ {
		if t.Types[typ].Locust {
			kinds = append(kinds, "hit-and-run")
			break
		}
	}
	return kinds
}

// hasMultiStepPush reports whether some en passant victim has a push of more than one cell from some cell: without
// one (Sling Star of David 2 Level has no double steps) no en passant capture can ever arise, though the pawns carry
// the rule.
func hasMultiStepPush(t *Tables) bool {
	for c := White; c <= Black; c++ {
		for _, rays := range t.pushRay[c] {
			for _, r := range rays {
				if len(r) > 1 {
					return true
				}
			}
		}
	}
	return false
}
