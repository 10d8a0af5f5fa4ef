package match

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"
	"runtime"
	"slices"
	"sync"
	"time"

	"sennight/movegen"
)

// Options configure a match.
type Options struct {
	Variant string
	A, B    Spec
	// Games is the number of games of the whole match, played as Games/2 colour-reversed pairs (an odd number is
	// rounded up).
	Games       int
	Concurrency int // games played at once (0: the number of CPUs)
	TC          TimeControl
	// Openings are the start FENs, each pair of games from one; nil plays every game from the variant's start.
	Openings     []string
	Adjudication Adjudication
	SPRT         *SPRT // nil: no test
	// Shard and Shards select shard Shard (1 to Shards) of the match: the pairs whose index is Shard-1 modulo
	// Shards. Shards 0 is the whole match.
	Shard, Shards int
	Seed          uint64
	// TimeMargin is how much a player may overrun its clock (default 100 ms); Untimed how long a move under a
	// node or depth limit may take before it counts as hung (default 60 s).
	TimeMargin, Untimed time.Duration
	// Progress gets a line every ProgressEvery finished pairs (default 10) and, when set, PGN every game.
	Progress      io.Writer
	ProgressEvery int
	PGN           io.Writer
	// Checkpoint, when set, gets the results so far at every progress line (the command saves its results file
	// there, so that a killed match keeps what it played).
	Checkpoint func(*Results) error
	// Watch, when set, gets every game's progress, move by move (GameEvent).
	Watch func(GameEvent)
	// Played are pairs of this match (or shard) already played, by a run that was cut short (Resume): they are
	// counted and not played again.
	Played []PairResult
}

// pairPlan is the fixed part of a pair of games: the same whichever shard or worker plays it.
type pairPlan struct {
	index, opening int
	seed           uint64
}

// plan returns the pairs of the whole match in index order. The openings are taken in a shuffled order (by the
// seed), each once before any repeats.
func (o *Options) plan() []pairPlan {
	pairs := (o.Games + 1) / 2
	n := max(len(o.Openings), 1)
	order := rand.New(rand.NewPCG(o.Seed, 0x09e)).Perm(n)
	plan := make([]pairPlan, pairs)
	for k := range plan {
		plan[k] = pairPlan{index: k, opening: order[k%n], seed: mix(o.Seed, uint64(k))}
	}
	return plan
}

// mix derives a seed from two numbers (splitmix64's finalizer).
func mix(a, b uint64) uint64 {
	z := a*0x9e3779b97f4a7c15 + b + 0x632be59bd9b4e019
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Run plays the match (or its shard) and returns its results. It stops early when the SPRT reaches a bound
// (never in a shard, whose LLR is only a part). Player programs that cannot be started fail the match before any
// game.
func Run(ctx context.Context, o Options) (*Results, error) {
	t, err := movegen.ForVariant(o.Variant)
	if err != nil {
		return nil, err
	}
	if o.Games < 1 {
		return nil, fmt.Errorf("a match needs at least one game")
	}
	if o.Shards < 0 || (o.Shards > 0 && (o.Shard < 1 || o.Shard > o.Shards)) {
		return nil, fmt.Errorf("shard %d/%d: want 1 <= i <= N", o.Shard, o.Shards)
	}
	for _, s := range []Spec{o.A, o.B} {
		if err := s.check(s.clock(o.TC)); err != nil {
			return nil, err
		}
		if s.Process() {
			if _, err := exec.LookPath(s.Cmd); err != nil {
				return nil, fmt.Errorf("player %s: %w", s.Name, err)
			}
		}
	}
	starts := make([]*movegen.Position, max(len(o.Openings), 1))
	starts[0] = movegen.StartPosition(t)
	for i, fen := range o.Openings {
		if starts[i], err = movegen.NewPosition(t, fen); err != nil {
			return nil, fmt.Errorf("opening %d: %w", i+1, err)
		}
	}
	if o.Concurrency <= 0 {
		o.Concurrency = runtime.NumCPU()
	}
	if o.TimeMargin <= 0 {
		o.TimeMargin = 100 * time.Millisecond
	}
	if o.Untimed <= 0 {
		o.Untimed = 60 * time.Second
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = 10
	}
	res := newResults(o)
	var mine []pairPlan
	played := map[int]bool{}
	for _, pr := range o.Played {
		if pr.Index < 0 || pr.Index >= (o.Games+1)/2 || (o.Shards > 0 && pr.Index%o.Shards != o.Shard-1) ||
			played[pr.Index] {
			return nil, fmt.Errorf("played pair %d is not one of this match's (or is there twice)", pr.Index+1)
		}
		played[pr.Index] = true
		res.Pairs = append(res.Pairs, pr)
	}
	total := len(res.Pairs) // the pairs of this match or shard, played before and now
	for _, p := range o.plan() {
		if (o.Shards == 0 || p.index%o.Shards == o.Shard-1) && !played[p.index] {
			mine = append(mine, p)
		}
	}
	total += len(mine)
	if o.PGN != nil { // the PGN holds the whole match: the games played before first
		for _, pr := range res.Pairs {
			for g := range pr.Games {
				if err := WritePGN(o.PGN, res.pgnGame(pr, g)); err != nil {
					return nil, err
				}
			}
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan pairPlan)
	go func() {
		defer close(jobs)
		for _, p := range mine {
			select {
			case jobs <- p:
			case <-ctx.Done():
				return
			}
		}
	}()
	done := make(chan PairResult)
	var wg sync.WaitGroup
	var startErr error
	var errOnce sync.Once
	for range min(o.Concurrency, len(mine)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, err := newWorker(o)
			if err != nil {
				errOnce.Do(func() { startErr = err })
				cancel()
				return
			}
			defer w.close()
			for p := range jobs {
				done <- w.playPair(p, starts[p.opening], o)
			}
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()
	for pr := range done {
		res.Pairs = append(res.Pairs, pr)
		if o.PGN != nil {
			for g := range pr.Games {
				if err := WritePGN(o.PGN, res.pgnGame(pr, g)); err != nil {
					return nil, err
				}
			}
		}
		n := len(res.Pairs)
		if n%o.ProgressEvery == 0 || n == total {
			if o.Progress != nil {
				fmt.Fprintf(o.Progress, "%d/%d pairs: %s\n", n, total, res.progressLine())
			}
			if o.Checkpoint != nil {
				snap := *res
				snap.Pairs = slices.Clone(res.Pairs)
				snap.sortPairs()
				if err := o.Checkpoint(&snap); err != nil {
					return nil, err
				}
			}
		}
		if o.SPRT != nil && o.Shards == 0 && res.Stopped == "" {
			if llr := o.SPRT.LLR(res.Stats()); o.SPRT.Decide(llr) != Continue {
				// The decision is the one at the crossing: the pairs still under way are played and reported,
				// and may move the LLR back inside the bounds, but a sequential test ends where it first crosses.
				res.Stopped = fmt.Sprintf("SPRT: %s (LLR %.2f after %d pairs)", o.SPRT.Decide(llr), llr, n)
				cancel() // the pairs under way finish; no new ones start
			}
		}
	}
	if startErr != nil {
		return nil, startErr
	}
	res.sortPairs()
	return res, nil
}

// worker plays pairs of games with its own two players.
type worker struct {
	a, b  Player
	rules [2]TimeControl // A's and B's time controls
}

func newWorker(o Options) (*worker, error) {
	a, err := o.A.NewPlayer(o.Variant)
	if err != nil {
		return nil, err
	}
	b, err := o.B.NewPlayer(o.Variant)
	if err != nil {
		a.Close()
		return nil, err
	}
	return &worker{a: a, b: b, rules: [2]TimeControl{o.A.clock(o.TC), o.B.clock(o.TC)}}, nil
}

func (w *worker) close() {
	w.a.Close()
	w.b.Close()
}

// playPair plays the two games of a pair from start: A has White in the first.
func (w *worker) playPair(p pairPlan, start *movegen.Position, o Options) PairResult {
	pr := PairResult{Index: p.index, Opening: p.opening}
	for g := range 2 {
		players := [2]Player{w.a, w.b}
		clocks := w.rules
		if g == 1 {
			players[0], players[1] = players[1], players[0]
			clocks[0], clocks[1] = clocks[1], clocks[0]
		}
		// The side to move of the opening plays players[0]'s colour: White is players[0].
		setup := GameSetup{Variant: o.Variant, Start: start, Seed: mix(p.seed, uint64(g))}
		rules := gameRules{clocks: clocks, adj: o.Adjudication, margin: o.TimeMargin, untimed: o.Untimed}
		event := GameEvent{Pair: p.index, AWhite: g == 0, Start: start.FEN()}
		if o.Watch != nil {
			rules.onMove = func(moves []string) {
				e := event
				e.Moves = append([]string(nil), moves...)
				o.Watch(e)
			}
		}
		var rec GameRecord
		if side, err := newGame(players, setup); err != nil {
			rec = GameRecord{Start: start.FEN()}
			f := asFault(err)
			rec.Fault, rec.FaultBy = f.Kind.String(), colourName(side)
			rec.Result = winner(side.Other()).String()
			rec.Reason = fmt.Sprintf("%s forfeits: %s", colourName(side), f)
		} else {
			rec = playGame(start, players, rules)
		}
		rec.AWhite = g == 0
		pr.Games[g] = rec
		if o.Watch != nil {
			e := event
			e.Moves, e.Result, e.Reason = append([]string(nil), rec.Moves...), rec.Result, rec.Reason
			o.Watch(e)
		}
	}
	return pr
}

// newGame tells both players of a game to start; on failure it returns the colour that failed.
func newGame(players [2]Player, s GameSetup) (movegen.Color, error) {
	for c, p := range players {
		if err := p.NewGame(s); err != nil {
			return movegen.Color(c), err
		}
	}
	return movegen.White, nil
}
