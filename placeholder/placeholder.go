// Package placeholder is a TEMPORARY stand-in for the engine's real search (package search, issue 5). It exists so
// that the protocol front ends and the XBoard integration test can run before the real search is merged; the lead
// replaces it by package search when merging, in main.go, where it is the only Searcher wired in.
//
// It looks two plies deep at material only: it takes the move that wins the most material against the opponent's
// best material reply, finds mates in one, avoids being mated at once, and breaks ties at random so that games
// between two copies differ. It is not a chess engine and must not grow into one.
package placeholder

import (
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"sennight/movegen"
	"sennight/protocol"
)

// Searcher is the placeholder search. Threads and hash size are accepted and ignored.
type Searcher struct{}

// New returns the placeholder search.
func New() *Searcher { return &Searcher{} }

func (*Searcher) SetThreads(int) {}
func (*Searcher) SetHashMB(int)  {}
func (*Searcher) ClearHash()     {}

// search is one running placeholder search.
type search struct {
	stop      atomic.Bool
	stopped   chan struct{} // closed by Stop
	stopOnce  sync.Once
	ponderHit chan struct{}
	hitOnce   sync.Once
	result    chan protocol.Result
}

// Start implements protocol.Searcher.
func (*Searcher) Start(pos *movegen.Position, lim protocol.Limits, report func(protocol.Info)) protocol.Search {
	s := &search{stopped: make(chan struct{}), ponderHit: make(chan struct{}), result: make(chan protocol.Result, 1)}
	go s.run(pos, lim, report)
	return s
}

func (s *search) Stop() {
	s.stop.Store(true)
	s.stopOnce.Do(func() { close(s.stopped) })
}

func (s *search) PonderHit() { s.hitOnce.Do(func() { close(s.ponderHit) }) }

func (s *search) Wait() protocol.Result { return <-s.result }

// Scores: material in centipawns, and a mate far beyond any material.
const (
	mate     = 1000000
	noise    = 20 // random tie-break, in centipawns
	maxDepth = 2
)

// pieceValue is a rough material value by piece letter; unknown letters count as a minor piece.
var pieceValue = map[byte]int{'P': 100, 'N': 300, 'B': 320, 'R': 500, 'Q': 900, 'K': 0}

func (s *search) run(pos *movegen.Position, lim protocol.Limits, report func(protocol.Info)) {
	start := time.Now()
	var res protocol.Result
	var nodes uint64
	depth := maxDepth
	if lim.Depth > 0 {
		depth = min(depth, lim.Depth)
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	var root movegen.MoveList
	pos.LegalMoves(&root)
	if lim.SearchMoves != nil {
		root.Moves = lim.SearchMoves
	}
	for d := 1; d <= depth && root.Len() > 0 && !s.stop.Load(); d++ {
		best, reply, score, ok := s.searchRoot(pos, &root, d, rng, &nodes)
		if !ok {
			break
		}
		res = protocol.Result{Best: best, Ponder: reply}
		pv := []movegen.Move{best}
		if reply != movegen.NoMove {
			pv = append(pv, reply)
		}
		info := protocol.Info{Depth: d, SelDepth: d, Score: toScore(score), Nodes: nodes, Time: time.Since(start), PV: pv}
		report(info)
	}
	if res.Best == movegen.NoMove && root.Len() > 0 {
		res.Best = root.Moves[0] // stopped before depth 1 ended: any legal move beats none
	}
	// An infinite or pondering search does not end by itself (protocol.Limits).
	if lim.Infinite || lim.Ponder {
		select {
		case <-s.stopped:
		case <-s.ponderHit:
			if lim.Infinite {
				<-s.stopped
			}
		}
	}
	s.result <- res
}

// searchRoot scores every root move at depth d (1: material after the move; 2: after the opponent's best reply)
// and returns the best move with its expected reply. ok is false if it was stopped.
func (s *search) searchRoot(pos *movegen.Position, root *movegen.MoveList, d int, rng *rand.Rand, nodes *uint64) (
	best, reply movegen.Move, bestScore int, ok bool) {
	bestScore = -2 * mate
	var replies movegen.MoveList
	for _, m := range root.Moves {
		if s.stop.Load() {
			return best, reply, bestScore, best != movegen.NoMove
		}
		pos.MakeMove(m)
		*nodes++
		score, r := 0, movegen.NoMove
		pos.LegalMoves(&replies)
		switch {
		case replies.Len() == 0 && pos.InCheck():
			score = mate
		case replies.Len() == 0 || pos.Outcome().Result != movegen.Ongoing:
			score = 0
		case d == 1:
			score = -material(pos)
		default:
			score, r = bestReply(pos, &replies, nodes)
			score = -score
		}
		pos.UnmakeMove()
		if score > -mate/2 && score < mate/2 {
			score += rng.IntN(noise)
		}
		if score > bestScore {
			best, reply, bestScore = m, r, score
		}
	}
	return best, reply, bestScore, true
}

// bestReply returns the opponent's best material score after one of its replies, and that reply.
func bestReply(pos *movegen.Position, replies *movegen.MoveList, nodes *uint64) (int, movegen.Move) {
	best, bestMove := -2*mate, movegen.NoMove
	var ours movegen.MoveList
	for _, r := range replies.Moves {
		pos.MakeMove(r)
		*nodes++
		score := -material(pos)
		if pos.InCheck() {
			if pos.LegalMoves(&ours); ours.Len() == 0 {
				score = mate // the reply mates
			}
		}
		pos.UnmakeMove()
		if score > best {
			best, bestMove = score, r
		}
	}
	return best, bestMove
}

// material is the material balance for the side to move, pieces in hand included.
func material(pos *movegen.Position) int {
	t := pos.Tables()
	us := pos.Side()
	sum := 0
	for typ := 1; typ <= t.NumTypes(); typ++ {
		v, ok := pieceValue[t.Types[typ].Token[0]]
		if !ok {
			v = 300
		}
		n := pos.Count(us, typ) + pos.InHand(us, typ) - pos.Count(us.Other(), typ) - pos.InHand(us.Other(), typ)
		sum += n * v
	}
	return sum
}

func toScore(s int) protocol.Score {
	switch {
	case s >= mate/2:
		return protocol.Score{Mate: 1}
	case s <= -mate/2:
		return protocol.Score{Mate: -1}
	}
	return protocol.Score{Centipawns: s}
}
