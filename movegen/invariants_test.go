package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sennight/bench/refdata"
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
	sqSums                squareSums
}

// fullState adds the piece lists, in order: unmake restores their order too, so that the moves generated after it
// come in the same order as before the move.
type fullState struct {
	state
	lists [2][]Cell
}

func stateOf(p *Position) fullState {
	s := fullState{state: state{board: p.board, side: p.side, castle: p.castle, epN: p.epN, epCells: p.epCells,
		epVictim: p.epVictim, epHashed: p.epHashed, exemptReply: p.exemptReply, halfmove: p.halfmove,
		fullmove: p.fullmove, hand: p.hand, handTotal: p.handTotal, hash: p.hash, count: p.count,
		present: p.present, king: p.king, hasKing: p.hasKing, irrevAt: p.irrevAt, ply: len(p.undo),
		sqSums: p.sqSums}}
	for c := White; c <= Black; c++ {
		s.lists[c] = slices.Clone(p.Pieces(c))
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
	w := targetWalk{p: p, ml: &ml, mode: GenAll, us: by}
	for i := 0; i < p.listN[by]; i++ {
		if from := p.list[by][i]; from != target {
			p.genPiece(&w, from)
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

// Verdicts of slowLegal: why a pseudo-legal move is illegal, or "legal". A legal capture that the anti-trading rule
// had to check is "legal anti-trading capture", so the playouts can show that they met both cases.
const (
	verdictLegal       = "legal"
	verdictAntiAllowed = "legal anti-trading capture"
	verdictCastlePath  = "castling through an attacked cell"
	verdictKing        = "own King attacked"
	verdictAntiTrading = "anti-trading"
	verdictRepetition  = "check by repetition"
)

// slowLegal decides the legality of a pseudo-legal move from the rules alone, with slowAttacked, and says why.
func slowLegal(p *Position, m Move) string {
	t := p.t
	us, them := p.side, p.side.Other()
	if t.placement && p.handTotal[us] > 0 {
		if m.Kind() == KindDrop { // the placement phase has no check test (docs/rules/starchess.md §4.1)
			return verdictLegal
		}
		return "not a drop in the placement phase"
	}
	if m.Kind() == KindCastle {
		o := &t.castleOpts[m.Piece()]
		for _, c := range o.safe {
			if slowAttacked(p, c, them) {
				return verdictCastlePath
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
		return verdictKing
	}
	verdict := verdictLegal
	if t.antiVictim != 0 && victim != Empty && victim.Type() == t.antiVictim && t.antiCapturers>>moverType&1 != 0 {
		if slowAttacked(p, m.To(), them) {
			return verdictAntiTrading
		}
		verdict = verdictAntiAllowed
	}
	if t.repBanType != 0 && moverType == t.repBanType && p.hasKing[them] && slowAttacked(p, p.king[them], us) {
		for i := range p.history {
			if i >= p.irrevAt && p.history[i] == p.hash {
				return verdictRepetition
			}
		}
	}
	return verdict
}

// checkPosition tests one position: incremental hash, FEN round trip, attack tables against forward generation,
// and the legal move list against the slow legality check.
func checkPosition(t *testing.T, p *Position, attacks bool, verdicts map[string]int) {
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
		verdict := slowLegal(p, m)
		verdicts[verdict]++
		if want, got := verdict == verdictLegal || verdict == verdictAntiAllowed, slices.Contains(legal.Moves, m); want != got {
			t.Fatalf("%s: move %s: slow legality check says %q, LegalMoves says legal=%v", fen, p.MoveText(m), verdict, got)
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

// playoutStarts are the positions random games start from: the start position and every reference and bench FEN
// of the variant (castling, en passant and promotion states the start position reaches only rarely).
func playoutStarts(t *testing.T, tb *Tables) []*Position {
	starts := []*Position{StartPosition(tb)}
	var fens []string
	for _, c := range refdata.Perft {
		if c.Variant == tb.Variant.Name && c.FEN != "" && c.FEN != tb.Variant.StartFEN {
			fens = append(fens, c.FEN)
		}
	}
	for _, c := range refdata.Bench {
		if c.Variant == tb.Variant.Name {
			fens = append(fens, c.FEN)
		}
	}
	for _, fen := range fens {
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
	for _, name := range GameNames() {
		t.Run(name, func(t *testing.T) {
			tb, err := ForVariant(name)
			if err != nil {
				t.Fatal(err)
			}
			games, plies, legalEvery, attackEvery := playoutBudget(tb, testing.Short(), raceDetector)
			rng := rand.New(rand.NewPCG(7, uint64(tb.N)))
			starts := playoutStarts(t, tb)
			table := randomSquareTable(rng)
			var ml MoveList
			positions := 0
			seen := map[string]int{}     // move kinds played, so the test proves it exercised each rule
			verdicts := map[string]int{} // slowLegal verdicts of the pseudo-legal moves checked
			for g := range games {
				p := starts[g%len(starts)].Clone()
				p.SetSquareTable(table)
				for range plies {
					if positions%legalEvery == 0 {
						checkPosition(t, p, positions%attackEvery == 0, verdicts)
					} else {
						checkCheap(t, p)
					}
					checkSquareSums(t, p)
					positions++
					p.LegalMoves(&ml)
					if ml.Len() == 0 {
						break
					}
					m := pickMove(p, ml.Moves, rng, seen)
					seen[kindName(p, m)]++
					before := stateOf(p)
					p.MakeMove(m)
					p.UnmakeMove()
					if after := stateOf(p); !equalState(before, after) {
						t.Fatalf("%s: make/unmake of %s does not restore the position", p.FEN(), p.MoveText(m))
					}
					board, hand := p.board, p.hand
					p.MakeMove(m)
					checkChanges(t, p, board, hand)
				}
			}
			t.Logf("%d positions checked; moves played by kind: %v; legality verdicts: %v", positions, seen, verdicts)
			for _, kind := range expectedKinds(tb) {
				if seen[kind] == 0 {
					t.Errorf("no %s move was played: the playouts do not exercise that rule", kind)
				}
			}
			if tb.antiVictim != 0 && (verdicts[verdictAntiTrading] == 0 || verdicts[verdictAntiAllowed] == 0) {
				t.Errorf("the playouts met no forbidden or no allowed anti-trading capture: %v", verdicts)
			}
		})
	}
}

// playoutBudget sizes the random playouts of a variant so that the test stays a few seconds in -short mode: the
// slow checks cost about cells x pieces per position, so big boards play fewer games and run the slow legality
// check (legalEvery) and the all-cells attack comparison (attackEvery) on a sample of positions only. Every
// position still gets the cheap checks. Under the race detector, which slows these single-goroutine checks about
// tenfold and can find no race in them, a quarter of the short games are played: CI runs the full budget without
// it, and the race run only has to show that the playouts run.
func playoutBudget(tb *Tables, short, race bool) (games, plies, legalEvery, attackEvery int) {
	games, plies, legalEvery, attackEvery = 1000, 120, 1, max(1, tb.N/8)
	if tb.N > 200 {
		// Megalomachy: 160 pieces make one slow legality check cost about 0.4 ms.
		games, plies, legalEvery, attackEvery = 200, 150, 2, 32
		if short || race {
			games, plies, attackEvery = 40, 80, 64
		}
	} else if short || race {
		games = 100
	}
	if race {
		games /= 4
	}
	return games, plies, legalEvery, attackEvery
}

// checkChanges replays the change log of the move just made on the board and hands it was made from and compares
// the result with the position: the learned evaluation's incremental sums are only as right as this log.
func checkChanges(t *testing.T, p *Position, board [256]Piece, hand [2][MaxTypes]uint8) {
	t.Helper()
	changes, complete := p.MoveChanges(p.Ply() - 1)
	if !complete {
		t.Fatalf("%s: the change log of %s overflowed", p.FEN(), p.MoveText(p.LastMove()))
	}
	for _, ch := range changes {
		col, typ := ch.Piece.Color(), ch.Piece.Type()
		switch ch.Kind {
		case PieceOff:
			if board[ch.Cell] != ch.Piece {
				t.Fatalf("%s: log takes %v off %s, where %v stood", p.FEN(), ch.Piece, p.t.CellName[ch.Cell], board[ch.Cell])
			}
			board[ch.Cell] = Empty
		case PieceOn:
			if board[ch.Cell] != Empty {
				t.Fatalf("%s: log puts %v on occupied %s", p.FEN(), ch.Piece, p.t.CellName[ch.Cell])
			}
			board[ch.Cell] = ch.Piece
		case HandOff:
			if int(hand[col][typ]) != int(ch.Cell)+1 {
				t.Fatalf("%s: log takes slot %d of a hand of %d", p.FEN(), ch.Cell, hand[col][typ])
			}
			hand[col][typ]--
		case HandOn:
			if int(hand[col][typ]) != int(ch.Cell) {
				t.Fatalf("%s: log adds slot %d to a hand of %d", p.FEN(), ch.Cell, hand[col][typ])
			}
			hand[col][typ]++
		}
	}
	if board != p.board || hand != p.hand {
		t.Fatalf("%s: replaying the change log of %s does not give the position", p.FEN(), p.MoveText(p.LastMove()))
	}
}

// checkSquareSums compares the incremental square-table sums with sums from scratch.
func checkSquareSums(t *testing.T, p *Position) {
	t.Helper()
	if p.sq != nil {
		kept := p.sqSums
		p.SetSquareTable(p.sq)
		if kept != p.sqSums {
			t.Fatalf("%s: incremental square sums %+v, from scratch %+v", p.FEN(), kept, p.sqSums)
		}
	}
}

// checkCheap tests what costs little: the incremental hash and the FEN round trip.
func checkCheap(t *testing.T, p *Position) {
	t.Helper()
	if h := p.computeHash(); h != p.hash {
		t.Fatalf("%s: incremental hash %x, from scratch %x", p.FEN(), p.hash, h)
	}
	fen := p.FEN()
	if q, err := NewPosition(p.t, fen); err != nil || q.FEN() != fen || q.hash != p.hash {
		t.Fatalf("FEN round trip of %q: %v", fen, err)
	}
}

// pickMove chooses a random move: first a kind among those the list has (capture, castling, en passant, ...),
// preferring kinds played fewer than 5 times so far (seen), then a move of that kind. Rare kinds get played as
// soon as they occur, so every rule is exercised whatever the game count.
func pickMove(p *Position, moves []Move, rng *rand.Rand, seen map[string]int) Move {
	var kinds, rare []string
	byKind := map[string][]Move{}
	for _, m := range moves {
		k := kindName(p, m)
		if byKind[k] == nil {
			kinds = append(kinds, k)
			if seen[k] < 5 {
				rare = append(rare, k)
			}
		}
		byKind[k] = append(byKind[k], m)
	}
	if len(rare) > 0 {
		kinds = rare
	}
	list := byKind[kinds[rng.IntN(len(kinds))]]
	return list[rng.IntN(len(list))]
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
		for _, atoms := range t.pushRays[c] {
			for _, rays := range atoms {
				for _, r := range rays {
					if len(r) > 1 {
						return true
					}
				}
			}
		}
	}
	return false
}

// randomSquareTable fills a square table with random values, so that a piece counted on a wrong cell or twice
// shows in the sums.
func randomSquareTable(rng *rand.Rand) *SquareTable {
	t := &SquareTable{}
	for pc := range t.MG {
		for c := range t.MG[pc] {
			t.MG[pc][c] = int16(rng.IntN(2001) - 1000)
			t.EG[pc][c] = int16(rng.IntN(2001) - 1000)
		}
		t.Phase[pc] = int16(rng.IntN(100))
	}
	return t
}

// computeHash returns the hash from scratch, to compare with the incremental one.
func (p *Position) computeHash() uint64 {
	z := &p.t.zobrist
	var h uint64
	for c := range p.t.N {
		if pc := p.board[c]; pc != Empty {
			h ^= z.piece[pc][c]
		}
	}
	if p.side == Black {
		h ^= z.side
	}
	for i := range p.t.castles {
		if p.castle&(1<<i) != 0 {
			h ^= z.castle[i]
		}
	}
	if p.epHashed {
		for i := range int(p.epN) {
			h ^= z.ep[p.epCells[i]]
		}
	}
	for c := White; c <= Black; c++ {
		for typ := 1; typ < len(p.t.Types); typ++ {
			h ^= z.handKey(c, typ, int(p.hand[c][typ]))
		}
	}
	return h
}
