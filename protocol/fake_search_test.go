package protocol

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"sennight/movegen"
	"sennight/search"
)

// fakeSearcher is a scriptable Searcher for transcript tests. It "searches" instantly: it reports one search.Info and
// returns choose(pos) (by default the legal move whose text sorts first), with the move after it as ponder move.
// Infinite and pondering searches wait for Stop (or PonderHit) as the contract requires. It records the limits and
// settings it was given.
type fakeSearcher struct {
	mu      sync.Mutex
	choose  func(p *movegen.Position) (best, ponder movegen.Move)
	limits  []search.Limits
	threads int
	hashMB  int
	clears  int
	fens    []string // the positions searched
	info    func(p *movegen.Position, best movegen.Move) search.Info
	// rescued makes every result one a search's rescue gave (search.Result.Rescued), at depth 3.
	rescued bool
	// memoryMB, when not 0, is the memory the fake has: a table of hashMB and threads of threadMB each must fit in
	// it, as package search checks its table and workers against the memory available.
	memoryMB, threadMB int
}

func (f *fakeSearcher) SetThreads(n int) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fits(f.hashMB, n); err != nil {
		return err
	}
	f.threads = n
	return nil
}

func (f *fakeSearcher) SetHashMB(n int) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fits(n, f.threads); err != nil {
		return err
	}
	f.hashMB = n
	return nil
}

func (f *fakeSearcher) fits(hashMB, threads int) error {
	if need := hashMB + threads*f.threadMB; f.memoryMB > 0 && need > f.memoryMB {
		return fmt.Errorf("needs %d MB, the memory has %d MB", need, f.memoryMB)
	}
	return nil
}

func (f *fakeSearcher) ClearHash() { f.mu.Lock(); f.clears++; f.mu.Unlock() }

func (f *fakeSearcher) lastLimits() search.Limits {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.limits) == 0 {
		return search.Limits{}
	}
	return f.limits[len(f.limits)-1]
}

// lastFEN is the position of the last search, or "".
func (f *fakeSearcher) lastFEN() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.fens) == 0 {
		return ""
	}
	return f.fens[len(f.fens)-1]
}

// firstByText returns the legal move whose text sorts first, or NoMove.
func firstByText(p *movegen.Position) movegen.Move {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	if ml.Len() == 0 {
		return movegen.NoMove
	}
	sort.Slice(ml.Moves, func(i, j int) bool { return p.MoveText(ml.Moves[i]) < p.MoveText(ml.Moves[j]) })
	return ml.Moves[0]
}

type fakeSearch struct {
	stop, hit chan struct{}
	stopOnce  sync.Once
	hitOnce   sync.Once
	res       chan search.Result
}

func (f *fakeSearcher) Start(pos *movegen.Position, lim search.Limits, report func(search.Info)) search.Running {
	f.mu.Lock()
	f.limits = append(f.limits, lim)
	f.fens = append(f.fens, pos.FEN())
	choose := f.choose
	rescued := f.rescued
	f.mu.Unlock()
	s := &fakeSearch{stop: make(chan struct{}), hit: make(chan struct{}), res: make(chan search.Result, 1)}
	best, ponder := firstByText(pos), movegen.NoMove
	if choose != nil {
		best, ponder = choose(pos)
	} else if best != movegen.NoMove {
		pos.MakeMove(best)
		ponder = firstByText(pos)
		pos.UnmakeMove()
	}
	go func() {
		if best != movegen.NoMove {
			info := search.Info{Depth: 3, SelDepth: 5, Score: 25, Nodes: 1000, NPS: 50000, Time: 20 * time.Millisecond,
				PV: []movegen.Move{best}}
			if f.info != nil {
				info = f.info(pos, best)
			}
			report(info)
		}
		if lim.Infinite || lim.Ponder {
			select {
			case <-s.stop:
			case <-s.hit:
				if lim.Infinite {
					<-s.stop
				}
			}
		}
		res := search.Result{Move: best, Ponder: ponder}
		if rescued {
			res.Rescued, res.Depth, res.Time = true, 3, 412*time.Millisecond
		}
		s.res <- res
	}()
	return s
}

func (s *fakeSearch) Stop()               { s.stopOnce.Do(func() { close(s.stop) }) }
func (s *fakeSearch) PonderHit()          { s.hitOnce.Do(func() { close(s.hit) }) }
func (s *fakeSearch) Wait() search.Result { return <-s.res }

// busySearcher burns CPU like a real search until its time is up or it is stopped, checking the stop flag every
// few thousand iterations, and reports progress every 10 ms. The latency tests use it.
type busySearcher struct{}

func (busySearcher) SetThreads(int) error { return nil }
func (busySearcher) SetHashMB(int) error  { return nil }
func (busySearcher) ClearHash()           {}

type busySearch struct {
	stop atomic.Bool
	hit  atomic.Bool
	res  chan search.Result
}

func (busySearcher) Start(pos *movegen.Position, lim search.Limits, report func(search.Info)) search.Running {
	s := &busySearch{res: make(chan search.Result, 1)}
	best := firstByText(pos)
	go func() {
		start := time.Now()
		last := start
		x := uint64(1)
		var nodes uint64
		for !s.stop.Load() {
			for range 4096 {
				x = x*6364136223846793005 + 1442695040888963407
			}
			nodes += 4096
			if time.Since(last) > 10*time.Millisecond {
				last = time.Now()
				report(search.Info{Depth: 1, Nodes: nodes, Time: time.Since(start), PV: []movegen.Move{best}})
			}
			if lim.MoveTime > 0 && time.Since(start) > lim.MoveTime && !lim.Infinite && (!lim.Ponder || s.hit.Load()) {
				break
			}
		}
		_ = x
		s.res <- search.Result{Move: best}
	}()
	return s
}

func (s *busySearch) Stop()               { s.stop.Store(true) }
func (s *busySearch) PonderHit()          { s.hit.Store(true) }
func (s *busySearch) Wait() search.Result { return <-s.res }
