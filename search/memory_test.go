package search

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

func TestParseMeminfo(t *testing.T) {
	total, avail, err := parseMeminfo(strings.NewReader(
		"MemTotal:       24683620 kB\nMemFree:        23992592 kB\nMemAvailable:   24255720 kB\nBuffers: 1 kB\n"))
	if err != nil || total != 24683620<<10 || avail != 24255720<<10 {
		t.Errorf("got %d %d %v", total, avail, err)
	}
	if _, _, err := parseMeminfo(strings.NewReader("MemTotal: 100 kB\n")); err == nil {
		t.Error("meminfo without MemAvailable accepted")
	}
}

func TestCgroupHeadroom(t *testing.T) {
	for _, c := range []struct {
		limit, usage, inactive, want uint64
		limited                      bool
	}{
		{0, 5 << 20, 0, 0, false},                        // v2 "max"
		{9223372036854771712, 5 << 20, 0, 0, false},      // v1 without a limit
		{1 << 30, 600 << 20, 100 << 20, 524 << 20, true}, // inactive page cache counts as free
		{1 << 30, 100 << 20, 200 << 20, 1 << 30, true},   // more inactive than usage (counters read apart)
		{1 << 30, 2 << 30, 0, 1, true},                   // over the limit: nothing left
		{1 << 30, 1 << 30, 0, 1, true},                   // exactly full
		{8 << 30, 1 << 30, 0, 7 << 30, true},             // plain
	} {
		got, limited := cgroupHeadroom(c.limit, c.usage, c.inactive)
		if got != c.want || limited != c.limited {
			t.Errorf("cgroupHeadroom(%d, %d, %d) = %d %v, want %d %v", c.limit, c.usage, c.inactive, got, limited,
				c.want, c.limited)
		}
	}
	if n, ok := parseCgroupNumber("max\n"); n != 0 || !ok {
		t.Errorf("max: %d %v", n, ok)
	}
	if n, ok := parseCgroupNumber("536870912\n"); n != 512<<20 || !ok {
		t.Errorf("512 MB: %d %v", n, ok)
	}
	if n := parseStatField("anon 5\ninactive_file 4722688\nactive_file 9\n", "inactive_file"); n != 4722688 {
		t.Errorf("inactive_file: %d", n)
	}
}

func TestMemoryBudget(t *testing.T) {
	gb := uint64(1 << 30)
	if r := memoryReserve(24 * gb); r != 1536<<20 {
		t.Errorf("reserve of 24 GB: %d MB", r>>20)
	}
	if r := memoryReserve(1 * gb); r != 256<<20 {
		t.Errorf("reserve of 1 GB: %d MB", r>>20)
	}
	m := systemMemory{available: 23 * gb, reserve: 1536 << 20}
	if b := m.budget(); b != 23*gb-1536<<20 {
		t.Errorf("budget without a cgroup: %d MB", b>>20)
	}
	m.cgroupHeadroom = 4 * gb
	if b := m.budget(); b != 4*gb-4*gb/16 {
		t.Errorf("budget in a 4 GB cgroup: %d MB", b>>20)
	}
	if b := (systemMemory{available: 100 << 20, reserve: 256 << 20}).budget(); b != 0 {
		t.Errorf("budget below the reserve: %d", b)
	}
}

// TestMemoryLimit: with an injected limit, a table or threads beyond it are refused with ErrMemory and the engine
// keeps its table (entries included) and threads; what fits is taken.
func TestMemoryLimit(t *testing.T) {
	if _, err := New(Options{Threads: 1, HashMB: 64, MemoryLimit: 10 << 20}); !errors.Is(err, ErrMemory) {
		t.Fatalf("New with 64 MB under a 10 MB limit: %v", err)
	}
	e, err := New(Options{Threads: 1, HashMB: 16, MemoryLimit: 40 << 20})
	if err != nil {
		t.Fatal(err)
	}
	key := uint64(0xfeedface12345678)
	e.tt.newSearch()
	e.tt.store(key, movegen.NewMove(1, 2), 50, 7, BoundExact)
	if err := e.SetHashMB(64); !errors.Is(err, ErrMemory) || !strings.Contains(err.Error(), "memory limit of 40 MB") {
		t.Errorf("SetHashMB(64) under 40 MB: %v", err)
	}
	if _, ok := e.tt.probe(key); !ok || e.tt.SizeMB() != 16 || e.Options().HashMB != 16 {
		t.Errorf("after the refusal: %d MB, entry kept %v", e.tt.SizeMB(), ok)
	}
	perWorker := int(workerBytes >> 20)
	if err := e.SetThreads(100); !errors.Is(err, ErrMemory) || len(e.workers) != 1 || e.Options().Threads != 1 {
		t.Errorf("SetThreads(100) under 40 MB (%d MB a thread): %v, %d workers", perWorker, err, len(e.workers))
	}
	if err := e.SetThreads(4); err != nil || len(e.workers) != 4 {
		t.Errorf("SetThreads(4): %v, %d workers", err, len(e.workers))
	}
	if err := e.SetHashMB(35); err == nil { // 35 MB and 4 workers of about 2.3 MB
		t.Errorf("SetHashMB(35) with 4 threads under 40 MB accepted")
	}
	if err := e.SetThreads(2); err != nil || len(e.workers) != 2 {
		t.Errorf("SetThreads(2): %v, %d workers", err, len(e.workers))
	}
	if err := e.SetHashMB(35); err != nil || e.tt.SizeMB() != 35 {
		t.Errorf("SetHashMB(35) with 2 threads: %v, %d MB", err, e.tt.SizeMB())
	}
	if r := e.Search(position(t, "shafran", ""), Limits{Depth: 3}, nil); r.Move == movegen.NoMove {
		t.Error("no move after the refusals")
	}
}

// TestMemoryOfTheSystem: without a limit the engine checks what the machine has: 16 TB of table is refused on any
// machine this runs on, before anything is allocated, and the table stays.
func TestMemoryOfTheSystem(t *testing.T) {
	if _, ok := readSystemMemory(); !ok {
		t.Skip("the system's memory is not known here")
	}
	e := mustNew(Options{Threads: 1, HashMB: 1})
	if err := e.SetHashMB(16 << 20); !errors.Is(err, ErrMemory) || e.tt.SizeMB() != 1 {
		t.Errorf("16 TB: %v, table %d MB", err, e.tt.SizeMB())
	}
}

// TestMemoryBudgetOfTheSystem: with a system that has 300 MB available, 256 MB kept in reserve, a table or threads
// beyond the 44 MB left are refused; a table replaced gives back its resident part.
func TestMemoryBudgetOfTheSystem(t *testing.T) {
	// A fixed figure, so that a broken check costs the test some megabytes, not the machine its memory.
	saved := systemMemoryNow
	t.Cleanup(func() { systemMemoryNow = saved })
	systemMemoryNow = func() (systemMemory, bool) {
		return systemMemory{available: 300 << 20, reserve: 256 << 20}, true
	}
	e := mustNew(Options{Threads: 1, HashMB: 16})
	if err := e.SetHashMB(64); !errors.Is(err, ErrMemory) || e.tt.SizeMB() != 16 {
		t.Errorf("64 MB with 44 MB available: %v, table %d MB", err, e.tt.SizeMB())
	}
	if err := e.SetThreads(60); !errors.Is(err, ErrMemory) || len(e.workers) != 1 {
		t.Errorf("60 threads with 44 MB available: %v, %d workers", err, len(e.workers))
	}
	if err := e.SetThreads(8); err != nil || len(e.workers) != 8 {
		t.Errorf("8 threads with 44 MB available: %v, %d workers", err, len(e.workers))
	}
	// 16 MB resident (a table cleared after a search) is given back: 56 MB needs 40 more.
	e.tt.newSearch()
	e.tt.Clear()
	if err := e.SetHashMB(56); err != nil || e.tt.SizeMB() != 56 {
		t.Errorf("56 MB replacing a resident 16 MB table: %v, table %d MB", err, e.tt.SizeMB())
	}
}

// TestTableAllocation: an allocation the kernel refuses is an error, not Go's fatal out of memory; a fresh table
// takes no memory until touched, and a cleared one all of it.
func TestTableAllocation(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the table is on Go's heap here")
	}
	// 256 TB: more than the 128 TB of user address space of x86-64 and arm64 with 4-level page tables, so mmap
	// fails whatever the overcommit policy.
	if _, _, err := allocEntries(1 << 44); !errors.Is(err, ErrMemory) {
		t.Errorf("256 TB table: %v", err)
	}
	tt, err := NewTT(64)
	if err != nil {
		t.Fatal(err)
	}
	if r := tt.residentBytes(); r > 8<<20 {
		t.Errorf("a fresh 64 MB table has %d MB resident", r>>20)
	}
	tt.Clear()
	if r := tt.residentBytes(); r > 8<<20 {
		t.Errorf("a fresh 64 MB table has %d MB resident after Clear", r>>20)
	}
	tt.newSearch()
	tt.Clear()
	if r := tt.residentBytes(); r != 64<<20 {
		t.Errorf("a 64 MB table cleared after a search has %d MB resident", r>>20)
	}
	tt.release()
	if len(tt.entries) != 0 || tt.residentBytes() != 0 {
		t.Error("release kept the table")
	}
}

// TestWorkerBytes: what the budget counts for a thread covers what a worker takes on the heap: workerBytes after a
// Megalomachy search (the variant with the most moves a position), and in a game with a network the network's
// sums besides, which a worker allocates for its first search of the game.
func TestWorkerBytes(t *testing.T) {
	if testing.Short() {
		t.Skip("a search of Megalomachy")
	}
	t.Run("network", testWorkerSumsBytes)
	e := mustNew(Options{Threads: 1, HashMB: 1})
	pos := position(t, "megalomachy", "")
	e.Search(pos, Limits{Nodes: 1000}, nil) // the variant's tables and evaluator, which all workers share
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if err := e.SetThreads(9); err != nil {
		t.Fatal(err)
	}
	e.Search(pos, Limits{Nodes: 200000}, nil)
	runtime.GC()
	runtime.ReadMemStats(&after)
	per := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) / 8
	t.Logf("a worker: %d KB on the heap, counted as %d KB", per>>10, workerBytes>>10)
	if per > int64(workerBytes) {
		t.Errorf("a worker takes %d KB, more than the %d KB counted", per>>10, workerBytes>>10)
	}
	runtime.KeepAlive(e)
}

// testWorkerSumsBytes measures the sums of chess's network in nine workers: what one worker's heap grows by from a
// search of chess evaluated classically to one with the network (the network's packed weights, which the workers
// share, are made before) must be within what the budget counts for a worker beyond workerBytes.
func testWorkerSumsBytes(t *testing.T) {
	e := mustNew(Options{Threads: 1, HashMB: 1})
	pos := position(t, "chess", "")
	if e.Network(pos.Tables()) == nil {
		t.Fatal("chess has no network")
	}
	e.Search(pos, Limits{Nodes: 1000}, nil) // the game's evaluator and network, which all workers share
	e.SetClassical(true)
	if err := e.SetThreads(9); err != nil {
		t.Fatal(err)
	}
	e.Search(pos, Limits{Nodes: 20000}, nil) // every worker sized for chess, no sums (worker 0 drops its own)
	if e.sizedBytes(0, 1) != workerBytes {
		t.Errorf("without sums a worker is counted as %d bytes, not workerBytes %d", e.sizedBytes(0, 1), workerBytes)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	e.SetClassical(false)
	e.Search(pos, Limits{Nodes: 20000}, nil)
	runtime.GC()
	runtime.ReadMemStats(&after)
	per := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) / 9
	counted := int64(e.sizedBytes(0, 1) - workerBytes)
	t.Logf("a worker's sums: %d bytes on the heap, counted as %d", per, counted)
	// The sums are counted without the allocator's rounding to its size classes: under 2 KB here (nnue's
	// TestAccumulatorBytes); the sums of chess's network are over 60 KB.
	if per > counted+2048 {
		t.Errorf("a worker's sums take %d bytes, more than the %d counted", per, counted)
	}
	runtime.KeepAlive(e)
}

// TestNetworkSumsMemory: under a memory limit, a search with a network whose sums the workers cannot hold evaluates
// classically and NetworkError says why; once a search with the network ran, its sums count in what a thread added
// or a table resized needs.
func TestNetworkSumsMemory(t *testing.T) {
	pos := position(t, "chess", "")
	tb := pos.Tables()
	// 2048 hidden sums: about 4.2 MB of sums a worker, beside workerBytes' 2.3 MB.
	big := nnuetest.RandomNetwork(nnue.NewLayout(tb), 2048, 1, 3)
	sums := big.AccumulatorBytes()
	lim := Limits{Depth: 2}

	// Two workers and a 1 MB table fit in 8 MB, not with the sums.
	e := mustNew(Options{Threads: 2, HashMB: 1, MemoryLimit: 8 << 20})
	e.SetNetwork(tb, big)
	if r := e.Search(pos, lim, nil); r.Move == movegen.NoMove {
		t.Fatal("no move")
	}
	if err := e.NetworkError(tb); !errors.Is(err, ErrMemory) || !strings.Contains(err.Error(), "network's sums") {
		t.Errorf("the sums over the limit: NetworkError %v", err)
	}
	for i, w := range e.workers {
		if w.acc != nil {
			t.Errorf("worker %d holds sums over the limit", i)
		}
	}
	// The game's own network, of small sums, fits: the error goes.
	e.SetNetwork(tb, nil)
	e.Search(pos, lim, nil)
	if err := e.NetworkError(tb); err != nil || e.workers[1].acc == nil {
		t.Errorf("the game's own network: NetworkError %v, sums %v", err, e.workers[1].acc != nil)
	}

	// Under a limit of two and a half workers with their sums and a 1 MB table (about 17.4 MB) the sums of two
	// workers fit; then a third thread does not, though without the sums it would (8 MB), and neither does a 5 MB
	// table (18 MB with the sums, 9.7 MB without).
	limit := 1<<20 + 2*(workerBytes+sums) + (workerBytes+sums)/2
	e = mustNew(Options{Threads: 2, HashMB: 1, MemoryLimit: limit})
	e.SetNetwork(tb, big)
	e.Search(pos, lim, nil)
	if err := e.NetworkError(tb); err != nil || e.workers[0].acc == nil || e.workers[0].acc.Network() != big {
		t.Fatalf("the sums within the limit: NetworkError %v", err)
	}
	if err := e.SetThreads(3); !errors.Is(err, ErrMemory) || len(e.workers) != 2 {
		t.Errorf("a third thread with its sums over the limit: %v, %d workers", err, len(e.workers))
	}
	if err := e.SetHashMB(5); !errors.Is(err, ErrMemory) {
		t.Errorf("a table that fits beside the workers only without their sums: %v", err)
	}
}
