package train

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// TestLossDecreases trains on the classical evaluation's scores, which depend on the pieces alone: the training
// loss must fall well below the untrained network's, and the held-out loss with it.
func TestLossDecreases(t *testing.T) {
	dir := t.TempDir()
	path, _ := writeData(t, dir, "chess", 100, 80, 1)
	l := layoutOf(t, "chess")
	load := testLoad
	load.Lambda = 1
	tr, held, err := Load(l, []string{path}, load)
	if err != nil {
		t.Fatal(err)
	}
	if held.Len() == 0 || tr.Len() == 0 {
		t.Fatalf("split: %d training, %d held-out positions", tr.Len(), held.Len())
	}
	opt := testOptions(dir)
	opt.Epochs, opt.LR, opt.Lambda = 8, 0.003, 1
	untrained := newTrainer(runModel(l, opt), 1, opt.K)
	before, beforeHeld := untrained.loss(tr), untrained.loss(held)
	res, err := Run(l, tr, held, opt)
	if err != nil {
		t.Fatal(err)
	}
	last := res.History[len(res.History)-1]
	t.Logf("train %.5f -> %.5f, held-out %.5f -> %.5f (quantized %.5f)", before, last.Train, beforeHeld, last.Held,
		last.HeldQuantized)
	if !(last.Train < 0.5*before) || !(last.Held < 0.7*beforeHeld) {
		t.Errorf("the loss did not fall: train %.5f -> %.5f, held-out %.5f -> %.5f", before, last.Train, beforeHeld,
			last.Held)
	}
	if math.Abs(last.HeldQuantized-last.Held) > 0.1*last.Held {
		t.Errorf("quantized held-out loss %.5f, float %.5f", last.HeldQuantized, last.Held)
	}
}

// referenceForward evaluates a network on a position the way docs/nnue.md describes it, from the position's own
// inputs (Layout.Active), without the trainer's data path: int32 sums per perspective, clamped to 0..QA, the side
// to move's half of the output first.
func referenceForward(n *nnue.Network, p *movegen.Position) int64 {
	var acc [2][]int64
	for c := movegen.White; c <= movegen.Black; c++ {
		acc[c] = make([]int64, n.Hidden)
		for j := range acc[c] {
			acc[c][j] = int64(n.FTBias[j])
		}
		for _, in := range n.Layout.Active(p, c, nil) {
			for j := range acc[c] {
				acc[c][j] += int64(n.FT[int(in)*n.Hidden+j])
			}
		}
	}
	us, them := p.Side(), p.Side().Other()
	b := n.Bucket(len(n.Layout.Active(p, us, nil)))
	out := n.Out[b*2*n.Hidden:]
	sum := int64(0)
	for j := range n.Hidden {
		cu, ct := min(max(acc[us][j], 0), nnue.QA), min(max(acc[them][j], 0), nnue.QA)
		if n.Activation == nnue.SquaredClipped {
			cu, ct = cu*cu, ct*ct
		}
		sum += cu*int64(out[j]) + ct*int64(out[n.Hidden+j])
	}
	if n.Activation == nnue.SquaredClipped {
		sum /= nnue.QA // the squares are QA² times the float's: one QA too many
	}
	sum += int64(n.OutBias[b])
	return sum * nnue.Scale / (nnue.QA * nnue.QB)
}

// TestQuantizedForward checks the integer network the trainer writes against the float one it trained (within
// the rounding of the weights) and against the reference integer evaluation (exactly), on every position.
// Besides chess: a game with hands (Starchess), hex boards, two-level boards and Megalomachy's 160 pieces.
func TestQuantizedForward(t *testing.T) {
	for _, v := range []struct {
		name         string
		games, plies int
	}{{"chess", 20, 40}, {"starchess", 4, 30}, {"shafran", 4, 30}, {"sling-sd2l", 4, 30}, {"megalomachy", 2, 20}} {
		t.Run(v.name, func(t *testing.T) { testQuantizedForward(t, v.name, v.games, v.plies, false, 1, nnue.Clipped) })
	}
	// With factors, the folded network must still be the float model's function.
	for _, v := range []string{"chess", "starchess", "cohen-sd2l"} {
		t.Run(v+"-factorized", func(t *testing.T) { testQuantizedForward(t, v, 6, 30, true, 1, nnue.Clipped) })
	}
	// With output buckets: the float model, the integer network and the reference must pick the same bucket (a
	// game with hands counts the pieces in them).
	for _, v := range []string{"chess", "starchess", "megalomachy"} {
		t.Run(v+"-buckets", func(t *testing.T) { testQuantizedForward(t, v, 6, 60, true, 8, nnue.Clipped) })
	}
	// With King buckets: the data (written for the plain layout) loads for them, and the two factors of each input
	// fold into the network the float model computes; in a game with hands, a King not yet placed is bucket 0.
	// Megalomachy's 2x2 buckets make 67,584 inputs, more than 16 bits number.
	for _, v := range []string{"chess", "starchess", "shafran", "megalomachy"} {
		t.Run(v+"-kings", func(t *testing.T) { testQuantizedForward(t, v, 6, 60, true, 4, nnue.Clipped, 2, 2) })
	}
	// With the squared activation, with and without buckets.
	for _, v := range []string{"chess", "starchess", "shafran"} {
		t.Run(v+"-squared", func(t *testing.T) {
			testQuantizedForward(t, v, 6, 60, true, 1, nnue.SquaredClipped)
			testQuantizedForward(t, v, 6, 60, false, 8, nnue.SquaredClipped)
		})
	}
}

func testQuantizedForward(t *testing.T, variant string, games, plies int, factorize bool, buckets int,
	act nnue.Activation, kings ...int) {
	dir := t.TempDir()
	path, played := writeData(t, dir, variant, games, plies, 2)
	l := layoutOf(t, variant)
	if len(kings) == 2 {
		tb, err := movegen.ForVariant(variant)
		if err != nil {
			t.Fatal(err)
		}
		if l, err = l.WithKingBuckets(tb, kings[0], kings[1]); err != nil {
			t.Fatal(err)
		}
	}
	load := testLoad
	load.Holdout = 0
	tr, _, err := Load(l, []string{path}, load)
	if err != nil {
		t.Fatal(err)
	}
	opt := testOptions(dir)
	opt.Epochs, opt.Factorize, opt.Buckets, opt.Activation = 2, factorize, buckets, act
	res, err := Run(l, tr, newSet(), opt)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(opt.Out)
	if err != nil {
		t.Fatal(err)
	}
	n, err := nnue.Read(f, l)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(n.OutBias) != fmt.Sprint(res.Network.OutBias) || n.FT[5] != res.Network.FT[5] ||
		n.Activation != act || n.Buckets != max(buckets, 1) {
		t.Fatal("the file's network is not the run's")
	}
	// The float model of the run: read back from the checkpoint.
	mopt := opt
	mopt.Seed = 99 // other first weights: the checkpoint must replace them all
	m := runModel(l, mopt)
	tr2 := newTrainer(m, 1, opt.K)
	if _, err := tr2.readCheckpoint(opt.Checkpoint, runSettings(l, opt, tr, newSet())); err != nil {
		t.Fatal(err)
	}
	acc := make([]int32, 2*n.Hidden)
	facc := make([]float32, 2*n.Hidden)
	k, worst, total := 0, 0.0, 0.0
	for _, g := range played {
		for _, p := range g {
			w, b := tr.sample(k)
			q := QuantizedForward(n, w, b, tr.Side[k] == movegen.Black, acc)
			if ref := referenceForward(n, p); int64(q) != ref {
				t.Fatalf("position %d: quantized forward %d, reference %d", k, q, ref)
			}
			fl := float64(m.Forward(w, b, tr.Side[k] == movegen.Black, facc))
			d := math.Abs(fl - float64(q))
			worst, total = max(worst, d), total+d
			k++
		}
	}
	if k != tr.Len() {
		t.Fatalf("%d positions played, %d loaded", k, tr.Len())
	}
	// An output weight's rounding moves the output by up to Scale/(2·QB) = 3.1 cp per saturated hidden unit, the
	// same way for every position: a few centipawns, mostly a common offset, not noise.
	t.Logf("%d positions, float-quantized difference: mean %.2f cp, largest %.2f cp", k, total/float64(k), worst)
	if worst > 25 || total/float64(k) > 10 {
		t.Errorf("float and quantized differ by %.2f cp on average, %.2f cp at most", total/float64(k), worst)
	}
}

// TestDeterministic: the same seed gives the same network bytes with one thread or two; another seed does not.
func TestDeterministic(t *testing.T) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 20, 40, 3)
	run := func(seed uint64, threads int) []byte {
		opt := testOptions(t.TempDir())
		opt.Epochs, opt.Seed, opt.Threads = 2, seed, threads
		if _, err := Run(l, tr, held, opt); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(opt.Out)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	a, b, c := run(1, 1), run(1, 2), run(2, 2)
	if !bytes.Equal(a, b) {
		t.Error("one thread and two threads gave different networks")
	}
	if bytes.Equal(a, c) {
		t.Error("seeds 1 and 2 gave the same network")
	}
}

// TestResume: a run stopped after two of four epochs and resumed ends with the uninterrupted run's bytes, with one
// output or several.
func TestResume(t *testing.T) {
	for _, buckets := range []int{1, 4} {
		t.Run(fmt.Sprint(buckets), func(t *testing.T) { testResume(t, buckets) })
	}
}

func testResume(t *testing.T, buckets int) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 20, 40, 4)
	whole := testOptions(t.TempDir())
	whole.Buckets = buckets
	if _, err := Run(l, tr, held, whole); err != nil {
		t.Fatal(err)
	}
	parts := testOptions(t.TempDir())
	parts.stopAfter, parts.Buckets = 2, buckets
	if _, err := Run(l, tr, held, parts); err != nil {
		t.Fatal(err)
	}
	parts.stopAfter, parts.Resume, parts.Threads = 0, true, 2
	res, err := Run(l, tr, held, parts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Epochs != 2 {
		t.Errorf("the resumed run trained %d epochs, want 2", res.Epochs)
	}
	a, _ := os.ReadFile(whole.Out)
	b, _ := os.ReadFile(parts.Out)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Error("the resumed run's network differs from the uninterrupted run's")
	}
	// A checkpoint of other settings is refused, naming the setting.
	parts.Factorize = true
	if _, err := Run(l, tr, held, parts); err == nil || !strings.Contains(err.Error(), "--factorize") {
		t.Errorf("resume with factors from a run without them: %v", err)
	}
	parts.Factorize, parts.Hidden = false, 32
	if _, err := Run(l, tr, held, parts); err == nil || !strings.Contains(err.Error(), "--hidden") {
		t.Errorf("resume with another hidden size: %v", err)
	}
	parts.Hidden, parts.L2 = 16, 0.01
	if _, err := Run(l, tr, held, parts); err == nil || !strings.Contains(err.Error(), "--l2") {
		t.Errorf("resume with another L2 weight: %v", err)
	}
	parts.L2, parts.Buckets = 0, buckets+1
	if _, err := Run(l, tr, held, parts); err == nil || !strings.Contains(err.Error(), "--buckets") {
		t.Errorf("resume with other buckets: %v", err)
	}
}

// TestBadData: a file that is not a data file, or one of another game, is an error naming the file; a file cut in
// its last game gives the games before it and a warning.
func TestBadData(t *testing.T) {
	dir := t.TempDir()
	l := layoutOf(t, "chess")
	junk := filepath.Join(dir, "junk.data")
	os.WriteFile(junk, []byte("hello, world: not data at all"), 0o644)
	if _, _, err := Load(l, []string{junk}, testLoad); err == nil || !strings.Contains(err.Error(), "junk.data: not a sennight data file") {
		t.Errorf("junk file: %v", err)
	}
	other, _ := writeData(t, t.TempDir(), "shafran", 1, 4, 5)
	if _, _, err := Load(l, []string{other}, testLoad); err == nil || !strings.Contains(err.Error(), "another layout") {
		t.Errorf("another game's file: %v", err)
	}
	path, _ := writeData(t, dir, "chess", 3, 10, 6)
	data, _ := os.ReadFile(path)
	cut := filepath.Join(dir, "cut.data")
	os.WriteFile(cut, data[:len(data)-5], 0o644)
	var warn strings.Builder
	opt := testLoad
	opt.Holdout, opt.Warn = 0, &warn
	tr, _, err := Load(l, []string{cut}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Games != 2 || !strings.Contains(warn.String(), "partial game") {
		t.Errorf("cut file: %d games, warning %q", tr.Games, warn.String())
	}
	if _, err := DataFiles("chess", []string{t.TempDir()}); err == nil {
		t.Error("an empty directory gave no error")
	}
}

// BenchmarkBatch measures a training step (forward, backward and Adam) on chess positions with 128 hidden sums on
// one thread; the pos/s metric is the figure docs/nnue.md quotes.
func BenchmarkBatch(b *testing.B) {
	path, _ := writeData(b, b.TempDir(), "chess", 110, 80, 9)
	l := layoutOf(b, "chess")
	load := testLoad
	load.Holdout = 0
	tr, _, err := Load(l, []string{path}, load)
	if err != nil {
		b.Fatal(err)
	}
	t := newTrainer(newModel(l.Inputs(), 128, 1, 1, 1), 1, 400)
	idx := make([]uint32, min(8192, tr.Len()))
	for i := range idx {
		idx[i] = uint32(i)
	}
	var r0, r1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
	b.ResetTimer()
	for range b.N {
		t.batch(tr, idx, 0.001)
	}
	b.StopTimer()
	syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
	cpu := time.Duration(r1.Utime.Nano() + r1.Stime.Nano() - r0.Utime.Nano() - r0.Stime.Nano())
	b.ReportMetric(float64(b.N*len(idx))/b.Elapsed().Seconds(), "pos/s")
	// Per CPU second: the machine is shared, so wall time overstates the cost under load.
	b.ReportMetric(float64(b.N*len(idx))/cpu.Seconds(), "pos/cpu-s")
}

// TestUnseenInputsZero: an input no training position has (here: a piece on a cell it never reached in 20 short
// random chess games, and every piece in hand) ends with a first-layer row of zeros, so it adds nothing where the
// engine meets it; the inputs that occur keep trained, non-zero rows.
func TestUnseenInputsZero(t *testing.T) {
	dir := t.TempDir()
	l, tr, held := chessData(t, dir, 20, 40, 5)
	opt := testOptions(t.TempDir())
	opt.Epochs = 2
	res, err := Run(l, tr, held, opt)
	if err != nil {
		t.Fatal(err)
	}
	seen := tr.seenInputs(l.Inputs())
	h := res.Network.Hidden
	unseen, nonzeroSeen := 0, 0
	for i, ok := range seen {
		row := res.Network.FT[i*h : i*h+h]
		zero := true
		for _, w := range row {
			zero = zero && w == 0
		}
		switch {
		case !ok && !zero:
			t.Fatalf("input %d occurs in no training position but has weights %v", i, row[:min(4, h)])
		case !ok:
			unseen++
		case !zero:
			nonzeroSeen++
		}
	}
	if unseen == 0 || nonzeroSeen == 0 {
		t.Fatalf("%d inputs unseen, %d seen with weights: the test needs both", unseen, nonzeroSeen)
	}
}

// TestL2PullsBoardRowsOnly: with --l2 a board input's row that takes a step with no gradient from the data moves
// towards zero, and a factor row does not move; without it neither moves.
func TestL2PullsBoardRowsOnly(t *testing.T) {
	l := layoutOf(t, "chess")
	opt := testOptions(t.TempDir())
	opt.Factorize = true
	for _, l2 := range []float32{0, 0.5} {
		tr := newTrainer(runModel(l, opt), 1, opt.K)
		tr.l2 = l2
		m := tr.m
		h := m.Hidden
		board, factor := int32(l.Inputs()/2), int32(m.Inputs)
		for j := range h {
			m.FT[int(factor)*h+j] = 0.25
		}
		before := append([]float32(nil), m.FT...)
		zero := make([]float32, h)
		g := tr.parts[0]
		g.addRow(board, zero, h)
		g.addRow(factor, zero, h)
		tr.update(0.01, 1)
		for j := range h {
			bw, b0 := m.FT[int(board)*h+j], before[int(board)*h+j]
			switch {
			case l2 == 0 && bw != b0:
				t.Fatalf("without L2 a board weight moved on a zero gradient: %v -> %v", b0, bw)
			case l2 > 0 && b0 != 0 && !((b0-bw)*b0 > 0): // Adam's step may overshoot zero, but it goes that way
				t.Fatalf("with L2 %v a board weight did not move towards zero: %v -> %v", l2, b0, bw)
			}
			if fw := m.FT[int(factor)*h+j]; fw != 0.25 {
				t.Fatalf("with L2 %v a factor weight moved: 0.25 -> %v", l2, fw)
			}
		}
	}
}

// TestMaxSwing: a position whose score is further from its material than MaxSwing is left out and counted, one
// within it is kept; the material is the side to move's, pieces in hand included.
func TestMaxSwing(t *testing.T) {
	const variant = "starchess" // its start has every piece in hand: the hand counts in the material
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	l := nnue.NewLayout(tb)
	p := movegen.StartPosition(tb)
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	p.MakeMove(ml.Moves[0]) // White placed a piece: Black to move, equal material (one side's piece on board)
	value := func(typ int) int { return 100 * typ }
	g := nnue.Game{Index: 0, Result: 1}
	for _, score := range []int{0, 250, -250, 350, -350, 5000} {
		var s nnue.Sample
		s.SetPosition(p, score, 1)
		g.Samples = append(g.Samples, s)
	}
	if m := g.Samples[0].Material(value); m != 0 {
		t.Fatalf("material of a position with equal pieces: %d, want 0", m)
	}
	path := filepath.Join(t.TempDir(), variant+"-0-of-1.data")
	if err := nnuetest.WriteData(path, variant, l, []nnue.Game{g}); err != nil {
		t.Fatal(err)
	}
	opt := testLoad
	opt.Holdout, opt.MaxSwing, opt.Value = 0, 300, value
	tr, _, err := Load(l, []string{path}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Len() != 3 || tr.Swings != 3 {
		t.Errorf("MaxSwing 300 kept %d positions and left out %d, want 3 and 3", tr.Len(), tr.Swings)
	}
	opt.Value = nil
	if _, _, err := Load(l, []string{path}, opt); err == nil {
		t.Error("MaxSwing without piece values gave no error")
	}
	opt.MaxSwing = 0
	if tr, _, err = Load(l, []string{path}, opt); err != nil || tr.Len() != 6 || tr.Swings != 0 {
		t.Errorf("without MaxSwing: %d positions kept, %d left out, %v; want 6, 0", tr.Len(), tr.Swings, err)
	}
}
