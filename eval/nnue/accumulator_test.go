package nnue_test

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// scratchEvaluate is the network's score of p computed the plain way, sharing nothing with Accumulators but the
// layout's numbering of the inputs: the active inputs of each perspective, their weights summed, the clamp, the
// output weights of the bucket of the number of active inputs (the squared activation's terms summed, then divided
// by QA), all in int64.
func scratchEvaluate(n *nnue.Network, p *movegen.Position) int {
	persp := [2]movegen.Color{p.Side(), p.Side().Other()}
	b := n.Bucket(len(n.Layout.Active(p, p.Side(), nil)))
	total := int64(n.OutBias[b])
	for half, c := range persp {
		for j := 0; j < n.Hidden; j++ {
			s := int64(n.FTBias[j])
			for _, in := range n.Layout.Active(p, c, nil) {
				s += int64(n.FT[int(in)*n.Hidden+j])
			}
			s = min(max(s, 0), nnue.QA)
			if n.Activation == nnue.SquaredClipped {
				s *= s // divided by QA once, below
			}
			total += s * int64(n.Out[b*2*n.Hidden+half*n.Hidden+j])
		}
	}
	if n.Activation == nnue.SquaredClipped {
		total = int64(n.OutBias[b]) + (total-int64(n.OutBias[b]))/nnue.QA
	}
	return int(total * nnue.Scale / (nnue.QA * nnue.QB))
}

// moveKinds counts what the playouts played, to show which kinds of move they covered.
type moveKinds struct {
	drops, castles, promotions, enPassant, twoLeg, nulls, captures int
	crossings                                                      int // King moves to another King bucket
}

func (k *moveKinds) count(p *movegen.Position, m movegen.Move) {
	switch m.Kind() {
	case movegen.KindDrop:
		k.drops++
	case movegen.KindCastle:
		k.castles++
	case movegen.KindKill:
		if p.Tables().Types[p.At(m.From()).Type()].Pawn {
			k.enPassant++
		} else {
			k.twoLeg++
		}
	}
	if m.Promotion() != 0 {
		k.promotions++
	}
	if p.Captured(m) != movegen.Empty {
		k.captures++
	}
}

// special says whether a move is of a rarer kind the playouts seek out: a drop, castling, a promotion or a two-leg
// capture. Uniform random moves seldom castle or take en passant.
func special(m movegen.Move) bool {
	return m.Kind() != movegen.KindNormal || m.Promotion() != 0
}

// playout walks a random tree below p the way a search does: at each node it may evaluate (or skip, as a node
// cut off by the table or the evaluation cache does), then makes one to three random moves or a null move, each
// followed by the subtree and taken back. Each evaluation is checked against scratchEvaluate.
type playout struct {
	t     *testing.T
	rng   *rand.Rand
	n     *nnue.Network
	acc   *nnue.Accumulators
	lists []movegen.MoveList
	kinds *moveKinds
	nodes int
}

func (w *playout) walk(p *movegen.Position, depth int) {
	w.nodes++
	if w.rng.IntN(4) != 0 {
		if got, want := w.acc.Evaluate(p), scratchEvaluate(w.n, p); got != want {
			w.t.Fatalf("%s at ply %d: incremental %d, from scratch %d", p.FEN(), p.Ply(), got, want)
		}
	}
	if depth == 0 {
		return
	}
	ml := &w.lists[depth]
	p.LegalMoves(ml)
	if ml.Len() == 0 {
		return
	}
	var rare []movegen.Move
	for _, m := range ml.Moves {
		if special(m) {
			rare = append(rare, m)
		}
	}
	for range 1 + w.rng.IntN(3) {
		if w.rng.IntN(8) == 0 && !p.InCheck() {
			w.kinds.nulls++
			p.MakeNullMove()
			w.walk(p, depth-1)
			p.UnmakeNullMove()
			continue
		}
		m := ml.Moves[w.rng.IntN(ml.Len())]
		if len(rare) > 0 && w.rng.IntN(2) == 0 {
			m = rare[w.rng.IntN(len(rare))]
		}
		w.kinds.count(p, m)
		before := w.n.Layout.PositionBuckets(p)
		p.MakeMove(m)
		if w.n.Layout.PositionBuckets(p) != before {
			w.kinds.crossings++
		}
		w.walk(p, depth-1)
		p.UnmakeMove()
	}
}

// TestIncrementalMatchesScratch plays random games in every game and, every few plies, searches a random tree
// below the position with one thread's Accumulators reset there; every evaluation must equal the one computed
// from scratch. The playouts must have made every kind of move whose changes differ: drops, castling, promotions,
// en passant and two-leg (hit-and-run) captures, null moves, and King moves from one King bucket to another.
func TestIncrementalMatchesScratch(t *testing.T) {
	games := movegen.GameNames()
	kinds := map[string]*moveKinds{}
	roots := 40
	if testing.Short() {
		roots = 25
	}
	// Every game twice: with the plain layout, and with King buckets (3x3) so that the playouts' King moves and
	// castlings cross from one bucket to another.
	for gk := range 2 * len(games) {
		gi, name := gk%len(games), games[gk%len(games)]
		tb, err := movegen.ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		// An odd hidden size in every other game: the last packed integer then has one sum (packed.go). Every
		// other game has output buckets, so that the playouts pass through all of them as pieces come off; every
		// third the squared activation.
		l := nnue.NewLayout(tb)
		if gk >= len(games) {
			if l, err = l.WithKingBuckets(tb, 3, 3); err != nil {
				t.Fatal(err)
			}
		}
		n := nnuetest.RandomNetwork(l, 24-gi%2, 1+7*(gi%2), uint64(gk)+1)
		if gi%3 == 1 {
			n.Activation = nnue.SquaredClipped // before NewAccumulators packs the weights
		}
		k := kinds[name]
		if k == nil {
			k = &moveKinds{}
			kinds[name] = k
		}
		rng := rand.New(rand.NewPCG(uint64(gk)+7, 3))
		w := &playout{t: t, rng: rng, n: n, acc: n.NewAccumulators(), lists: make([]movegen.MoveList, 8), kinds: k}
		for game := range 3 {
			p := movegen.StartPosition(tb)
			for r := range roots {
				if p.Outcome().Result != movegen.Ongoing {
					break
				}
				root := p
				if r%3 == 2 {
					root = p.Clone() // a new Position: the sums must not take the old one's entries for its own
				}
				w.acc.Reset(root)
				w.walk(root, 3+rng.IntN(3))
				// On to the next root: a few random moves, captures and rare kinds preferred, so that the games
				// reach promotions and endgames.
				for range 1 + rng.IntN(6) {
					var ml movegen.MoveList
					p.LegalMoves(&ml)
					if ml.Len() == 0 {
						break
					}
					m := ml.Moves[rng.IntN(ml.Len())]
					for _, c := range ml.Moves {
						if (p.Captured(c) != movegen.Empty || special(c)) && rng.IntN(3) == 0 {
							m = c
							break
						}
					}
					k.count(p, m)
					p.MakeMove(m)
				}
			}
			_ = game
		}
		t.Logf("%s (%d King buckets): %d nodes; %+v", name, l.KingBuckets(), w.nodes, *k)
	}
	sum := moveKinds{}
	for _, k := range kinds {
		sum.drops += k.drops
		sum.castles += k.castles
		sum.promotions += k.promotions
		sum.enPassant += k.enPassant
		sum.twoLeg += k.twoLeg
		sum.nulls += k.nulls
		sum.crossings += k.crossings
	}
	if k := kinds["starchess"]; k == nil || k.drops == 0 {
		t.Error("no Starchess placement (drop) was played")
	}
	if k := kinds["megalomachy"]; k == nil || k.twoLeg == 0 {
		t.Error("no Megalomachy hit-and-run (two-leg capture) was played")
	}
	if k := kinds["chess"]; k == nil || k.castles == 0 || k.promotions == 0 || k.enPassant == 0 {
		t.Errorf("chess playouts lack castling, promotion or en passant: %+v", kinds["chess"])
	}
	if sum.nulls == 0 {
		t.Error("no null move was made")
	}
	if sum.crossings == 0 {
		t.Error("no King moved from one King bucket to another")
	}
}

// TestEvaluateAfterReset checks the entry points the search leans on: the root's score right after Reset, the
// score of a Position the sums do not belong to (from scratch), and that a position's score does not depend on
// the route the sums took to it.
func TestEvaluateAfterReset(t *testing.T) {
	tb, err := movegen.ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	n := nnuetest.RandomNetwork(nnue.NewLayout(tb), 16, 1, 5)
	a := n.NewAccumulators()
	p := movegen.StartPosition(tb)
	if got := a.Evaluate(p); got != scratchEvaluate(n, p) {
		t.Fatalf("before Reset: %d, want %d", got, scratchEvaluate(n, p))
	}
	a.Reset(p)
	if got, want := a.Evaluate(p), scratchEvaluate(n, p); got != want {
		t.Fatalf("root: %d, want %d", got, want)
	}
	// The start position is symmetric under the mirror: both sides see the same inputs, so the sums of both
	// perspectives agree, and the score is the same whichever side is to move.
	white, black := a.RootSums()
	for j := range white {
		if white[j] != black[j] {
			t.Fatalf("start position: White's sums %d are %#x, Black's %#x (packed)", j, white[j], black[j])
		}
	}
	other := p.Clone()
	var ml movegen.MoveList
	other.LegalMoves(&ml)
	other.MakeMove(ml.Moves[0])
	if got, want := a.Evaluate(other), scratchEvaluate(n, other); got != want {
		t.Fatalf("another Position: %d, want %d", got, want)
	}
}

// TestAccumulatorBytes: AccumulatorBytes, what the engine's memory budget counts for a thread's sums, is what
// NewAccumulators takes on the heap (but for the allocator's rounding to its size classes), at hidden sizes odd and
// even, small and large, and in a game with hands.
func TestAccumulatorBytes(t *testing.T) {
	for _, c := range []struct {
		game   string
		hidden int
	}{{"chess", 32}, {"chess", 33}, {"chess", 1024}, {"starchess", 16}, {"megalomachy", 256}} {
		tb, err := movegen.ForVariant(c.game)
		if err != nil {
			t.Fatal(err)
		}
		n := nnuetest.RandomNetwork(nnue.NewLayout(tb), c.hidden, 1, 1)
		n.NewAccumulators() // the packed weights, made once for all threads
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		a := n.NewAccumulators()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(a)
		took, counted := after.TotalAlloc-before.TotalAlloc, n.AccumulatorBytes()
		t.Logf("%s, %d hidden: %d bytes, counted %d", c.game, c.hidden, took, counted)
		// The allocator rounds a small object up by at most an eighth, a large one to its 8 KB pages.
		if took < counted || took > counted+counted/8+4*8192 {
			t.Errorf("%s, %d hidden: NewAccumulators took %d bytes, AccumulatorBytes says %d", c.game, c.hidden,
				took, counted)
		}
	}
}
