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

func newSearcher() engineSearcher { return engineSearcher{search.New(search.DefaultOptions())} }

// Start implements protocol.Searcher.
func (s engineSearcher) Start(pos *movegen.Position, lim search.Limits, report func(search.Info)) protocol.Search {
	return s.Engine.Start(pos, lim, report)
}
