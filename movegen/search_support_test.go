package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sennight/variants"
)

// randomPositions plays random games in a variant and returns a sample of the positions met (clones).
func randomPositions(t *testing.T, tb *Tables, games, plies int, seed uint64) []*Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, uint64(tb.N)))
	var out []*Position
	var ml MoveList
	for g := range games {
		starts := playoutStarts(t, tb)
		p := starts[g%len(starts)]
		for range plies {
			p.LegalMoves(&ml)
			if ml.Len() == 0 {
				break
			}
			p.MakeMove(ml.Moves[rng.IntN(ml.Len())])
			if rng.IntN(4) == 0 {
				out = append(out, p.Clone())
			}
		}
	}
	return out
}

// TestIsPseudoLegal: every generated move passes, and moves of other positions pass exactly when this position
// generates them too.
func TestIsPseudoLegal(t *testing.T) {
	for _, name := range GameNames() {
		t.Run(name, func(t *testing.T) {
			tb, _ := ForVariant(name)
			ps := randomPositions(t, tb, 40, 100, 3)
			var all, other, scratch MoveList
			for i, p := range ps {
				p.GeneratePseudo(&all, GenAll)
				for _, m := range all.Moves {
					if !p.IsPseudoLegal(m, &scratch) {
						t.Fatalf("%s: generated move %s fails IsPseudoLegal", p.FEN(), p.MoveText(m))
					}
				}
				q := ps[(i*7+3)%len(ps)]
				other.Clear()
				q.GeneratePseudo(&other, GenAll)
				for _, m := range other.Moves {
					if want := slices.Contains(all.Moves, m); p.IsPseudoLegal(m, &scratch) != want {
						t.Fatalf("%s: IsPseudoLegal(%s from %s) = %v, generation says %v", p.FEN(), q.MoveText(m),
							q.FEN(), !want, want)
					}
				}
				if p.IsPseudoLegal(NoMove, &scratch) || p.IsPseudoLegal(NullMove, &scratch) {
					t.Fatalf("%s: NoMove or NullMove counted pseudo-legal", p.FEN())
				}
				all.Clear()
			}
		})
	}
}

// TestTacticalSplit: IsTactical agrees with the tactical generator.
func TestTacticalSplit(t *testing.T) {
	for _, name := range GameNames() {
		tb, _ := ForVariant(name)
		var tac, all MoveList
		for _, p := range randomPositions(t, tb, 20, 80, 5) {
			tac.Clear()
			all.Clear()
			p.GeneratePseudo(&tac, GenTactical)
			p.GeneratePseudo(&all, GenAll)
			for _, m := range all.Moves {
				if p.IsTactical(m) != slices.Contains(tac.Moves, m) {
					t.Fatalf("%s %s: IsTactical(%s) disagrees with GenTactical", name, p.FEN(), p.MoveText(m))
				}
			}
		}
	}
}

// TestGenerateCaptures: the fast capture generator produces exactly GeneratePseudo's tactical moves, in order.
func TestGenerateCaptures(t *testing.T) {
	for _, name := range GameNames() {
		tb, _ := ForVariant(name)
		var slow, fast MoveList
		n := 0
		for _, p := range randomPositions(t, tb, 40, 100, 13) {
			slow.Clear()
			fast.Clear()
			p.GeneratePseudo(&slow, GenTactical)
			p.GenerateCaptures(&fast)
			if !slices.Equal(slow.Moves, fast.Moves) {
				t.Fatalf("%s %s: GenerateCaptures %v, GeneratePseudo(GenTactical) %v", name, p.FEN(), fast.Moves,
					slow.Moves)
			}
			n += fast.Len()
		}
		if n == 0 {
			t.Fatalf("%s: no tactical move in the sample", name)
		}
	}
}

// testValues are simple piece values for the SEE tests: 100 per step of the type index, the King huge.
func testValues(tb *Tables) *[MaxTypes]int {
	var v [MaxTypes]int
	for typ := 1; typ < len(tb.Types); typ++ {
		v[typ] = 100 * typ
		if tb.Types[typ].Royal {
			v[typ] = 100000
		}
	}
	return &v
}

// slowExchange returns every result of the exchange on target that starts with side to move and proceeds with
// least valuable captures only (any of them when several have the same value), each side free to stop; it plays
// real pseudo-legal moves. ok is false when a capture in the sequence is not a plain capture (promotion, hit-and-run),
// which SEE does not model.
func slowExchange(p *Position, target Cell, value *[MaxTypes]int) (results []int, ok bool) {
	var ml MoveList
	p.GeneratePseudo(&ml, GenTactical)
	best := int(^uint(0) >> 1)
	var caps []Move
	for _, m := range ml.Moves {
		hits := (m.Kind() == KindNormal && m.To() == target) || (m.Kind() == KindKill && m.Kill() == target)
		if !hits {
			continue
		}
		if m.Kind() != KindNormal || m.Promotion() != 0 {
			return nil, false
		}
		if p.board[m.From()].Type() == p.t.royalType && p.kingRecapturable(m, target) {
			continue // a King may join the exchange only where it cannot be taken: its capture would be illegal
		}
		v := value[p.board[m.From()].Type()]
		if v < best {
			best, caps = v, caps[:0]
		}
		if v == best {
			caps = append(caps, m)
		}
	}
	results = []int{0}
	if len(caps) == 0 {
		return results, true
	}
	// Stopping is always possible: max(0, gain) over each capture choice.
	results = results[:0]
	for _, m := range caps {
		gain := value[p.board[target].Type()]
		p.MakeMove(m)
		replies, ok := slowExchange(p, target, value)
		p.UnmakeMove()
		if !ok {
			return nil, false
		}
		for _, r := range replies {
			results = append(results, max(0, gain-r))
		}
	}
	return results, true
}

// TestSEEAgainstPlayedExchanges compares SEE with exchanges played out move by move on random positions.
func TestSEEAgainstPlayedExchanges(t *testing.T) {
	for _, name := range GameNames() {
		t.Run(name, func(t *testing.T) {
			tb, _ := ForVariant(name)
			value := testValues(tb)
			st := tb.NewSEETable(value)
			checked := 0
			var ml MoveList
			for _, p := range randomPositions(t, tb, 30, 100, 11) {
				ml.Clear()
				p.GeneratePseudo(&ml, GenTactical)
				for _, m := range ml.Moves {
					if m.Kind() != KindNormal || m.Promotion() != 0 || p.board[m.To()] == Empty {
						continue
					}
					to := m.To()
					if tb.promoCell[White].Has(to) || tb.promoCell[Black].Has(to) {
						continue
					}
					if !p.IsLegal(m) {
						continue // the search meets only legal first captures
					}
					gain := value[p.board[to].Type()]
					before := p.FEN()
					p.MakeMove(m)
					replies, ok := slowExchange(p, to, value)
					p.UnmakeMove()
					if p.FEN() != before {
						t.Fatal("make/unmake changed the position")
					}
					if !ok {
						continue
					}
					// The first capture is forced; SEE's value is gain minus the best reply sequence.
					match := false
					for _, r := range replies {
						v := gain - r
						if p.SEEGE(m, v, st) && !p.SEEGE(m, v+1, st) {
							match = true
						}
					}
					if p.FEN() != before {
						t.Fatalf("SEEGE changed the position: %s -> %s", before, p.FEN())
					}
					if !match {
						t.Fatalf("%s: SEE of %s matches none of the played exchange values %v", before,
							p.MoveText(m), replies)
					}
					checked++
				}
			}
			if checked < 100 {
				t.Fatalf("only %d captures checked", checked)
			}
		})
	}
}

// TestSEEExamples: hand-made Shafran exchanges.
func TestSEEExamples(t *testing.T) {
	tb, _ := ForVariant("shafran")
	var value [MaxTypes]int
	for tok, v := range map[string]int{"K": 100000, "Q": 900, "R": 500, "B": 320, "N": 300, "P": 100} {
		value[tb.TypeOf(tok)] = v
	}
	for _, c := range []struct {
		fen, move string
		threshold int
		want      bool
	}{
		// Rook takes an undefended pawn.
		{"****k4/***6/**7/*8/4p4/9/4R3*/7**/6***/K4**** w - - 0 1", "e4e6", 100, true},
		// Rook takes a pawn defended by a pawn (f8 captures SSW onto e6): loses 400.
		{"****k4/***6/**3p3/*8/4p4/9/4R3*/7**/6***/K4**** w - - 0 1", "e4e6", 0, false},
		{"****k4/***6/**3p3/*8/4p4/9/4R3*/7**/6***/K4**** w - - 0 1", "e4e6", -400, true},
		// A second Rook behind the first (x-ray) recaptures: RxP, PxR, RxP = 100 - 500 + 100.
		{"****k4/***6/**3p3/*8/4p4/9/4R3*/4R2**/6***/K4**** w - - 0 1", "e4e6", -300, true},
		{"****k4/***6/**3p3/*8/4p4/9/4R3*/4R2**/6***/K4**** w - - 0 1", "e4e6", -299, false},
	} {
		p, err := NewPosition(tb, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.SEEGE(m, c.threshold, tb.NewSEETable(&value)); got != c.want {
			t.Errorf("%s %s: SEEGE(%d) = %v, want %v", c.fen, c.move, c.threshold, got, c.want)
		}
	}
}

// hasJumpingCaptures reports whether a type has cannon, flying or hit-and-run captures, which Mobility leaves out.
func hasJumpingCaptures(tb *Tables, typ int) bool {
	for _, a := range tb.atoms[White][typ] {
		if a.kind == variants.Hop || a.kind == variants.Fly || a.kind == variants.Locust {
			return true
		}
	}
	return false
}

// TestMobilityMatchesGeneration: with every weight 1 and no duplicate destinations, mobility counts the
// pseudo-legal moves of the pieces that are not pawns and have no jumping captures (pushes are counted, promotion
// choices are not).
func TestMobilityMatchesGeneration(t *testing.T) {
	for _, name := range GameNames() {
		tb, _ := ForVariant(name)
		var ones [MaxTypes]int32
		for typ := 1; typ < len(tb.Types); typ++ {
			if !tb.Types[typ].dedupe && !tb.Types[typ].Promotes && !hasJumpingCaptures(tb, typ) {
				ones[typ] = 1
			}
		}
		var ml MoveList
		for _, p := range randomPositions(t, tb, 20, 80, 9) {
			if tb.placement && p.handTotal[p.side] > 0 {
				continue
			}
			ml.Clear()
			w := targetWalk{p: p, ml: &ml, mode: GenAll, us: p.side}
			for i := 0; i < p.listN[p.side]; i++ {
				if from := p.list[p.side][i]; ones[p.board[from].Type()] != 0 {
					p.genPiece(&w, from)
				}
			}
			if got := p.Mobility(p.side, &ones); int(got) != ml.Len() {
				t.Fatalf("%s %s: mobility %d, generated %d", name, p.FEN(), got, ml.Len())
			}
		}
	}
}

// TestEmptyBoardReach: a Shafran Rook in the centre reaches 6 rays' worth of cells, a Knight 12 cells.
func TestEmptyBoardReach(t *testing.T) {
	tb, _ := ForVariant("shafran")
	e5, _ := tb.Cell("e5")
	moves, caps := tb.EmptyBoardReach(White, tb.TypeOf("N"), e5)
	if moves.Count() != 12 || caps.Count() != 12 {
		t.Errorf("Knight on e5 reaches %d/%d cells, want 12", moves.Count(), caps.Count())
	}
	moves, _ = tb.EmptyBoardReach(White, tb.TypeOf("R"), e5)
	if moves.Count() != 5+4+4+4+4+4 {
		t.Errorf("Rook on e5 reaches %d cells, want 25", moves.Count())
	}
	if n := tb.MaxInsufficientPieces(); n != 3 {
		t.Errorf("Shafran's largest insufficient-material pattern has %d pieces, want 3", n)
	}
}

// BenchmarkSearchSupport measures the per-node helpers search calls and checks they allocate nothing.
func BenchmarkSearchSupport(b *testing.B) {
	tb, _ := ForVariant("shafran")
	p := StartPosition(tb)
	var ml MoveList
	p.LegalMoves(&ml)
	value := testValues(tb)
	st := tb.NewSEETable(value)
	var ones [MaxTypes]int32
	for i := range ones {
		ones[i] = 1
	}
	b.Run("IsPseudoLegal", func(b *testing.B) {
		b.ReportAllocs()
		var scratch MoveList
		for b.Loop() {
			for _, m := range ml.Moves {
				p.IsPseudoLegal(m, &scratch)
			}
		}
	})
	b.Run("SEEGE", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, m := range ml.Moves {
				p.SEEGE(m, 0, st)
			}
		}
	})
	b.Run("Mobility", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			p.Mobility(White, &ones)
			p.Mobility(Black, &ones)
		}
	})
}

// kingRecapturable reports whether, after the King's capture m onto target, the opponent has a capture onto target.
func (p *Position) kingRecapturable(m Move, target Cell) bool {
	p.MakeMove(m)
	defer p.UnmakeMove()
	var ml MoveList
	p.GeneratePseudo(&ml, GenTactical)
	for _, r := range ml.Moves {
		if (r.Kind() == KindNormal && r.To() == target) || (r.Kind() == KindKill && r.Kill() == target) {
			return true
		}
	}
	return false
}

// TestMayGiveCheck: MayGiveCheck is a necessary condition of GivesCheck on every legal move of random positions,
// discovered checks (the moving piece itself unable to reach the King's cell) included, and it rules out some moves
// (else it would save nothing).
func TestMayGiveCheck(t *testing.T) {
	for _, name := range GameNames() {
		tb, _ := ForVariant(name)
		var ml MoveList
		checks, discovered, ruledOut := 0, 0, 0
		for _, p := range randomPositions(t, tb, 60, 160, 17) {
			var h CheckHint
			p.PrepareCheckHint(&h)
			p.LegalMoves(&ml)
			for _, m := range ml.Moves {
				may, does := p.MayGiveCheck(m, &h), p.GivesCheck(m)
				if does && !may {
					t.Fatalf("%s %s: %s gives check, MayGiveCheck says it cannot", name, p.FEN(), p.MoveText(m))
				}
				if does {
					checks++
					if m.Kind() == KindNormal && m.Piece() == 0 &&
						!tb.captureReach[p.side][p.board[m.From()].Type()][m.To()].Has(p.king[p.side.Other()]) {
						discovered++ // only the line test can have let it through
					}
				}
				if !may {
					ruledOut++
				}
			}
		}
		if checks == 0 || ruledOut == 0 {
			t.Errorf("%s: %d checks, %d moves ruled out", name, checks, ruledOut)
		}
		t.Logf("%s: %d checks (%d discovered), %d moves ruled out", name, checks, discovered, ruledOut)
	}
}
