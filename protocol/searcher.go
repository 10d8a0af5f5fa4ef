package protocol

import (
	"io"

	"sennight/movegen"
	"sennight/search"
)

// Searcher is what a protocol front end needs from a search engine. Package search implements it; CECP and UCI use
// it alike. Settings changes (threads, hash) arrive only while no search runs.
type Searcher interface {
	// Start begins searching pos, which the search owns from now on (pass a clone), and returns at once. The
	// search calls report with its progress, from one goroutine at a time, and never after Wait has returned.
	Start(pos *movegen.Position, lim search.Limits, report func(search.Info)) Search
	// SetThreads sets the number of search threads (at least 1). An error (threads the memory cannot hold) leaves
	// the threads as they were.
	SetThreads(n int) error
	// SetHashMB sets the transposition table size in MiB (at least 1). An error (a table the memory cannot hold)
	// leaves the table as it was.
	SetHashMB(mb int) error
	// ClearHash forgets everything earlier searches stored (a new game, the "Clear Hash" option).
	ClearHash()
}

// clearHash is Searcher.ClearHash as a settings change (frontEnd.toSearcher); it cannot fail.
func clearHash(s Searcher) error {
	s.ClearHash()
	return nil
}

// Bencher is a Searcher that can also run the engine's benchmark, for UCI's `bench` command. It is optional: the
// benchmark lives above package protocol (package bench imports package search), so the program that joins the
// search to the front ends provides it.
type Bencher interface {
	// Bench runs the benchmark and writes its report to w, line by line. It uses its own search engine, not the
	// one of the game, and it may take long.
	Bench(w io.Writer, opts BenchOptions) error
}

// BenchOptions configure a benchmark run: zero Depth means each bench position's own depth, no Variants all.
type BenchOptions struct {
	Threads, HashMB int
	Depth           int
	Variants        []string
}

// Search is one running search.
type Search interface {
	// Stop asks the search to finish as soon as possible: Wait must return within 50 ms of it. Stop does not
	// wait, and it may be called any number of times, also after the search ended.
	Stop()
	// PonderHit turns a pondering search (Limits.Ponder) into a normal one: its clock limits count from now.
	PonderHit()
	// Wait blocks until the search has ended and returns its result. It is called once.
	Wait() search.Result
}
