package protocol

import (
	"io"
	"time"

	"sennight/movegen"
)

// Searcher is what a protocol front end needs from a search engine. Package search implements it; CECP and UCI use
// it alike. Settings changes (threads, hash) arrive only while no search runs.
type Searcher interface {
	// Start begins searching pos, which the search owns from now on (pass a clone), and returns at once. The
	// search calls report with its progress, from one goroutine at a time, and never after Wait has returned.
	Start(pos *movegen.Position, lim Limits, report func(Info)) Search
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
	Wait() Result
}

// Limits bounds a search. Zero fields impose no bound; with no bound at all (or Infinite) the search runs until
// stopped. A search that is Infinite or Ponder never ends on its own, even when it has nothing left to search.
type Limits struct {
	Depth    int           // plies of nominal depth
	Nodes    uint64        // nodes
	MoveTime time.Duration // exactly this long
	Mate     int           // find a mate in this many moves
	// Clock: the remaining time and increment of each side (movegen.White, movegen.Black) and the moves to the next
	// time control (0: the rest of the game). The search's time manager decides how much to spend; the clock
	// applies when the side to move has Time or Inc.
	Time         [2]time.Duration
	Inc          [2]time.Duration
	MovesToGo    int
	MoveOverhead time.Duration // lag to keep in reserve on every move
	Infinite     bool          // until stopped (analysis)
	Ponder       bool          // pondering: until stopped or PonderHit, then under the clock
	// SearchMoves restricts the root moves (nil: all legal moves).
	SearchMoves []movegen.Move
	MultiPV     int // number of principal variations (0 or 1: one)
}

// Info is a progress report of a search.
type Info struct {
	Depth, SelDepth int
	Score           Score
	Nodes           uint64
	Time            time.Duration // since the search started
	PV              []movegen.Move
	MultiPV         int // which PV this is, 1-based (0: the only one)
	HashFull        int // permille of the hash table in use
	// CurrMove is the root move being searched and CurrMoveNumber its 1-based place in the root move order (both
	// zero when not known).
	CurrMove       movegen.Move
	CurrMoveNumber int
}

// NPS returns the nodes per second of the report.
func (i Info) NPS() uint64 {
	if i.Time <= 0 {
		return 0
	}
	return uint64(float64(i.Nodes) / i.Time.Seconds())
}

// Score is a search score from the side to move's point of view.
type Score struct {
	Centipawns int
	// Mate, when not 0, says the side to move mates in Mate moves (> 0) or is mated in -Mate moves (< 0); then
	// Centipawns means nothing.
	Mate  int
	Bound Bound
}

// Bound says whether a score is exact or only a bound (from a fail high or low).
type Bound uint8

const (
	Exact Bound = iota
	Lower       // the true score is at least this (fail high)
	Upper       // the true score is at most this (fail low)
)

// Result is what a finished search found. Best is movegen.NoMove when the side to move has no legal move (or the
// search was stopped before it had one); Ponder is the expected reply, or movegen.NoMove.
type Result struct {
	Best, Ponder movegen.Move
}
