package search

import (
	"time"

	"sennight/movegen"
)

// Limits say when a search ends. Zero values mean "no limit of this kind"; with no limit at all the search runs
// until Stop or until its iterations end by themselves (a forced mate found, or the maximum depth).
type Limits struct {
	Depth    int           // iterations to finish (plies)
	Nodes    uint64        // nodes to search, all threads together
	MoveTime time.Duration // time for this move
	// Time and Inc are each side's remaining clock time and increment per move, indexed by movegen.Color;
	// MovesToGo is the number of moves to the next time control (0: the rest of the game).
	Time, Inc [2]time.Duration
	MovesToGo int
	// Infinite (analysis) and Ponder searches end only with Stop (Ponder: or PonderHit, which starts the clock);
	// they do not return before that even when the depth limit or a forced mate ends the iterations.
	Infinite bool
	Ponder   bool
	// SearchMoves, when not empty, restricts the root to these moves (UCI searchmoves, CECP exclude).
	SearchMoves []movegen.Move
	// Mate ends the search once it has found a mate in at most this many moves (UCI go mate).
	Mate int
	// MultiPV is the number of best root moves to find and report, each with its variation (UCI MultiPV); 0 or 1
	// is the usual single variation. The first one is the result.
	MultiPV int
	// MoveOverhead, when positive, replaces the engine's Options.MoveOverhead for this search.
	MoveOverhead time.Duration
}

// timed reports whether the limits bound the search by the clock (never in analysis, even with clock values).
func (l *Limits) timed(side movegen.Color) bool {
	return !l.Infinite && (l.MoveTime > 0 || l.Time[side] > 0)
}

// reserveMoves is the clock's reserve, in increments or move overheads, below which the increment is spent in
// proportion (timeBudget).
const reserveMoves = 10

// timeBudget turns the limits into the soft time (do not start another iteration after about this much) and the
// hard time (stop the search in the middle of an iteration).
//
// With a clock: the move gets the remaining time divided by the moves to go (at most 40; 40 for the rest of the
// game) plus three quarters of the increment. The hard limit is four times that, at most half the remaining time
// (four fifths on the last move before a time control). The overhead is kept back for the GUI's latency.
//
// The increment is spent in full only while the clock holds a reserve of reserveMoves increments or move
// overheads, whichever is larger; below that, in proportion. Every move also costs the time between the GUI's clock
// and ours (the pipe, the scheduler, reading a long move list), which an engine spending its whole increment pays
// from its clock: on a loaded machine at a small increment that latency is about the increment, and the clock runs
// down to nothing over a long game. With the share in proportion the clock settles where a move's search plus its
// latency equal the increment, a little below the reserve, instead of at nothing. The reserve is small because the
// clock settles near it: time held above what the latency needs is time no move ever spends (docs/strength.md,
// "2026-11-24: Faults at concurrency 2" and "2026-11-25: Time left unspent").
func (l *Limits) timeBudget(side movegen.Color, overhead time.Duration) (soft, hard time.Duration) {
	if l.MoveTime > 0 {
		// The whole move time, less the overhead (at least half of it).
		hard = max(l.MoveTime-overhead, l.MoveTime/2, time.Millisecond)
		return hard, hard
	}
	left := l.Time[side] - overhead
	left = max(left, time.Millisecond)
	mtg := l.MovesToGo
	if mtg <= 0 || mtg > 40 {
		mtg = 40
	}
	incShare := l.Inc[side] * 3 / 4
	if reserve := reserveMoves * max(l.Inc[side], overhead); left < reserve {
		incShare = time.Duration(float64(incShare) * float64(left) / float64(reserve))
	}
	soft = left/time.Duration(mtg) + incShare
	hard = soft * 4
	maxHard := left / 2
	if mtg == 1 {
		maxHard = left * 4 / 5
	}
	hard = min(hard, maxHard)
	soft = min(soft, hard)
	return soft, hard
}
