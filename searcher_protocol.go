// This file joins package search to the protocol front ends (protocol.Searcher).

package main

import (
	"sennight/movegen"
	"sennight/protocol"
	"sennight/search"
)

// engineSearcher is the search engine as the protocol front ends see it (protocol.Searcher): search and protocol
// do not know each other, and this is the only place that joins them.
type engineSearcher struct{ eng *search.Engine }

// newSearcher returns the engine the protocols drive, with the default options and memoryLimit (bytes; 0: the
// memory the system has). The default 64 MB table fits any machine the engine runs on; if it did not, the engine
// could not play at all.
func newSearcher(memoryLimit uint64) (engineSearcher, error) {
	opts := search.DefaultOptions()
	opts.MemoryLimit = memoryLimit
	eng, err := search.New(opts)
	return engineSearcher{eng}, err
}

func (s engineSearcher) SetThreads(n int) error { return s.eng.SetThreads(n) }
func (s engineSearcher) SetHashMB(mb int) error { return s.eng.SetHashMB(mb) }
func (s engineSearcher) ClearHash()             { s.eng.ClearHash() }

// Start implements protocol.Searcher.
func (s engineSearcher) Start(pos *movegen.Position, lim protocol.Limits, report func(protocol.Info)) protocol.Search {
	sl := search.Limits{Depth: lim.Depth, Nodes: lim.Nodes, MoveTime: lim.MoveTime, Mate: lim.Mate, Time: lim.Time,
		Inc: lim.Inc, MovesToGo: lim.MovesToGo, MoveOverhead: lim.MoveOverhead, Infinite: lim.Infinite,
		Ponder: lim.Ponder, SearchMoves: lim.SearchMoves, MultiPV: lim.MultiPV}
	var rep func(search.Info)
	if report != nil {
		rep = func(i search.Info) {
			report(protocol.Info{Depth: i.Depth, SelDepth: i.SelDepth, Score: protocolScore(i.Score, i.Bound),
				Nodes: i.Nodes, Time: i.Time, PV: i.PV, HashFull: i.HashFull, MultiPV: i.MultiPV})
		}
	}
	return engineSearch{s.eng.Start(pos, sl, rep)}
}

// protocolScore converts a search score and bound.
func protocolScore(score int, b search.Bound) protocol.Score {
	ps := protocol.Score{Centipawns: score}
	if search.IsMate(score) {
		ps = protocol.Score{Mate: search.MateMoves(score)}
	}
	switch b {
	case search.BoundLower:
		ps.Bound = protocol.Lower
	case search.BoundUpper:
		ps.Bound = protocol.Upper
	}
	return ps
}

// engineSearch is one running search (protocol.Search).
type engineSearch struct{ h *search.Handle }

func (s engineSearch) Stop()      { s.h.Stop() }
func (s engineSearch) PonderHit() { s.h.PonderHit() }
func (s engineSearch) Wait() protocol.Result {
	r := s.h.Wait()
	return protocol.Result{Best: r.Move, Ponder: r.Ponder}
}
