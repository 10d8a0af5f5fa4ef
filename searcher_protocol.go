// This file joins package search to the protocol front ends (protocol.Searcher).

package main

import (
	"sennight/movegen"
	"sennight/protocol"
	"sennight/search"
)

// engineSearcher is the search engine as the protocol front ends see it (protocol.Searcher). The two packages
// share search's Limits, Info and Result types; only Start needs this shim, because a Go interface method must
// return the interface type (protocol.Search), not *search.Handle.
type engineSearcher struct{ *search.Engine }

// newSearcher returns the engine the protocols drive, with the default options and memoryLimit (bytes; 0: the
// memory the system has). The default 64 MB table fits any machine the engine runs on; if it did not, the engine
// could not play at all.
func newSearcher(memoryLimit uint64) (engineSearcher, error) {
	opts := search.DefaultOptions()
	opts.MemoryLimit = memoryLimit
	eng, err := search.New(opts)
	return engineSearcher{eng}, err
}

// Start implements protocol.Searcher.
func (s engineSearcher) Start(pos *movegen.Position, lim search.Limits, report func(search.Info)) protocol.Search {
	return s.Engine.Start(pos, lim, report)
}
