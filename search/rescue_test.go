package search

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sennight/movegen"
)

// stallAt makes the main worker block in stallHook at the given depth (0: before its first iteration) until the
// returned release is called; stalled is closed when it blocks. The hook is removed when the test ends, after the
// release.
func stallAt(t *testing.T, depth int) (stalled <-chan struct{}, release func()) {
	t.Helper()
	in := make(chan struct{})
	out := make(chan struct{})
	var once, inOnce sync.Once
	hook := func(d int) {
		if d == depth {
			inOnce.Do(func() { close(in) })
			<-out
		}
	}
	stallHook.Store(&hook)
	release = func() { once.Do(func() { close(out) }) }
	t.Cleanup(func() {
		release()
		stallHook.Store(nil)
	})
	return in, release
}

// TestRescueAnswersStalledSearch: a clock search whose main worker stops running after depth 1 (the virtual CPU
// under it stopped by the host) is answered by the rescue, well before the clock runs out, with the move of its
// last finished iteration; no report follows the answer, and the engine's next search runs once the stalled one
// has ended.
func TestRescueAnswersStalledSearch(t *testing.T) {
	p := position(t, "chess", "")
	e := smallEngine(1)
	stalled, release := stallAt(t, 1)
	var answered, lateReports atomic.Int32
	var lastInfo atomic.Pointer[Info]
	report := func(in Info) {
		if answered.Load() != 0 {
			lateReports.Add(1)
		}
		lastInfo.Store(&in)
	}
	// A move time, not a clock: a clock search may end by its soft limit before depth 1 is reported on a loaded
	// machine.
	const moveTime = time.Second
	lim := Limits{MoveTime: moveTime}
	start := time.Now()
	h := e.start(p, lim, report)
	waitStalled(t, h, stalled)
	// The search stays stalled until release: only the rescue can answer. How soon it does depends on the load
	// of the machine the test runs on, so the test asks only that it is not before the rescue time.
	r := waitAnswer(t, h)
	took := time.Since(start)
	answered.Store(1)

	_, hard := lim.timeBudget(movegen.White, e.opts.MoveOverhead)
	if rescueAt := lim.rescueTime(movegen.White, e.opts.MoveOverhead, hard); took < rescueAt {
		t.Errorf("answered after %v, before the rescue time %v", took, rescueAt)
	}
	info := lastInfo.Load()
	if info == nil || info.Depth != 1 || len(info.PV) == 0 {
		t.Fatalf("last report %+v, want depth 1 with a PV", info)
	}
	if r.Move != info.PV[0] || r.Depth != 1 || r.Score != info.Score || r.MoveText == "" || !r.Rescued {
		t.Errorf("rescued %s (depth %d, score %d, rescued %v), want depth 1's %s (score %d)", r.MoveText, r.Depth,
			r.Score, r.Rescued, p.MoveText(info.PV[0]), info.Score)
	}
	if len(info.PV) > 1 && (r.Ponder != info.PV[1] || r.PonderText == "") {
		t.Errorf("rescued ponder %q, want depth 1's %s", r.PonderText, p.MoveText(info.PV[1]))
	}
	if !isLegal(p, r.Move) {
		t.Fatalf("rescued move %s is not legal", r.MoveText)
	}

	// The stalled search runs again: it has been told to stop, ends without another report, and frees the engine.
	release()
	next := make(chan Result, 1)
	go func() { next <- e.Search(p, Limits{Depth: 3}, nil) }()
	select {
	case r := <-next:
		if r.Depth != 3 || !isLegal(p, r.Move) {
			t.Errorf("the next search: %s at depth %d", r.MoveText, r.Depth)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the next search did not run after the stalled one was released")
	}
	if n := lateReports.Load(); n != 0 {
		t.Errorf("%d reports after the rescue's answer", n)
	}
}

// TestRescueBeforeFirstIteration: a search stalled before its first iteration is answered with a legal move, the
// first one allowed by searchmoves.
func TestRescueBeforeFirstIteration(t *testing.T) {
	p := position(t, "chess", "")
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	only := ml.Moves[len(ml.Moves)-1]
	e := smallEngine(1)
	stalled, release := stallAt(t, 0)
	lim := Limits{MoveTime: 150 * time.Millisecond, SearchMoves: []movegen.Move{only}}
	h := e.start(p, lim, nil)
	waitStalled(t, h, stalled)
	r := waitAnswer(t, h)
	if r.Move != only || r.MoveText != p.MoveText(only) || r.Depth != 0 {
		t.Errorf("rescued %q at depth %d, want the only allowed move %s", r.MoveText, r.Depth, p.MoveText(only))
	}
	release()
}

// TestRescueWaitsForPonderHit: a ponder search is not answered for while it ponders, however long; after the ponder
// hit its clock runs, and a stall is answered for then.
func TestRescueWaitsForPonderHit(t *testing.T) {
	p := position(t, "chess", "")
	e := smallEngine(1)
	stalled, release := stallAt(t, 3)
	const clock = 400 * time.Millisecond
	lim := Limits{Ponder: true, Time: [2]time.Duration{clock, clock}}
	h := e.start(p, lim, nil)
	waitStalled(t, h, stalled)
	_, hard := lim.timeBudget(movegen.White, e.opts.MoveOverhead)
	rescueAt := lim.rescueTime(movegen.White, e.opts.MoveOverhead, hard)
	select {
	case <-h.Done():
		t.Fatal("a pondering search was answered for")
	case <-time.After(rescueAt + 200*time.Millisecond):
	}
	hit := time.Now()
	h.PonderHit()
	r := waitAnswer(t, h)
	if took := time.Since(hit); took < rescueAt {
		t.Errorf("answered %v after the ponder hit, before the rescue time %v", took, rescueAt)
	}
	if r.Depth != 3 || !isLegal(p, r.Move) {
		t.Errorf("rescued %s at depth %d, want depth 3's move", r.MoveText, r.Depth)
	}
	release()
}

// TestRescueTime: the rescue comes half-way from the hard limit to the end of the clock less the overhead (of a
// move time, to the move time), never sooner than rescueMargin after the hard limit, and not at all without a
// clock. The figures are worked out by hand from timeBudget's rules, with a 30 ms overhead.
func TestRescueTime(t *testing.T) {
	const ms = time.Millisecond
	ov := 30 * ms
	for _, c := range []struct {
		name       string
		lim        Limits
		hard, want time.Duration
	}{
		// 470 ms to spend: a fortieth (11.75 ms) and, as 470 ms is below the reserve of 10 increments, 470/500 of
		// three quarters of the increment (35.25 ms): soft 47 ms, hard 188 ms; half-way to 470 ms is 329 ms.
		{"clock", Limits{Time: [2]time.Duration{500 * ms, 0}, Inc: [2]time.Duration{50 * ms, 0}}, 188 * ms, 329 * ms},
		// The move time less the overhead is the hard limit; half-way to the move time.
		{"move time", Limits{MoveTime: 1000 * ms}, 970 * ms, 985 * ms},
		// Less on the clock than the overhead: 1 ms to spend, hard a tenth of it; the margin sets the rescue.
		{"tiny clock", Limits{Time: [2]time.Duration{20 * ms, 0}}, ms / 10, ms/10 + rescueMargin},
		{"analysis", Limits{Infinite: true, Time: [2]time.Duration{500 * ms, 0}}, 0, 0},
		{"depth", Limits{Depth: 5}, 0, 0},
	} {
		_, hard := c.lim.timeBudget(movegen.White, ov)
		if c.hard > 0 && hard != c.hard {
			t.Errorf("%s: hard limit %v, want %v", c.name, hard, c.hard)
		}
		if got := c.lim.rescueTime(movegen.White, ov, hard); got != c.want {
			t.Errorf("%s: rescue at %v, want %v (hard %v)", c.name, got, c.want, hard)
		}
	}
}

// waitStalled waits until the search blocks in the stall hook; a search that ends first fails the test.
func waitStalled(t *testing.T, h *handle, stalled <-chan struct{}) {
	t.Helper()
	select {
	case <-stalled:
	case <-h.Done():
		select {
		case <-stalled: // both were ready: the rescue answered before this goroutine ran
		default:
			t.Fatal("the search ended before it reached the stall")
		}
	}
}

// waitAnswer waits for the answer of a stalled search, which only the rescue can give.
func waitAnswer(t *testing.T, h *handle) Result {
	t.Helper()
	select {
	case <-h.Done():
		return h.Wait()
	case <-time.After(30 * time.Second):
		t.Fatal("no answer for a stalled search")
	}
	return Result{}
}

func isLegal(p *movegen.Position, m movegen.Move) bool {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	for _, x := range ml.Moves {
		if x == m {
			return true
		}
	}
	return false
}
