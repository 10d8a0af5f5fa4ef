package protocol

import (
	"sennight/movegen"
	"sennight/search"
)

// Searcher is what a protocol front end needs from a search engine. *search.Engine implements it as it is; CECP and
// UCI use it alike, and the tests stand in fakes. Settings changes (threads, hash) arrive only while no search runs.
type Searcher interface {
	// Start begins searching pos, which the search owns from now on (pass a clone), and returns at once. The
	// search calls report with its progress, from one goroutine at a time, and not after Wait has returned, but for
	// a report already under way when a stalled clock search was answered for by its rescue (search/rescue.go): a
	// report must stay safe to call then. The front end calls Wait once.
	Start(pos *movegen.Position, lim search.Limits, report func(search.Info)) search.Running
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
