package search

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestInfiniteWithoutMovesReportsOnce: an infinite search of a position without legal moves (the side to move is
// mated) reports one iteration and then waits for stop, instead of reporting the same mate at every depth up to
// MaxPly.
func TestInfiniteWithoutMovesReportsOnce(t *testing.T) {
	p := position(t, "chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3") // fool's mate
	for _, threads := range []int{1, 3} {
		e := smallEngine(threads)
		var reports atomic.Int32
		h := e.Start(p, Limits{Infinite: true}, func(Info) { reports.Add(1) })
		time.Sleep(300 * time.Millisecond)
		h.Stop()
		h.Wait()
		if n := reports.Load(); n != 1 {
			t.Errorf("%d threads: %d reports, want 1", threads, n)
		}
		e.Close()
	}
}
