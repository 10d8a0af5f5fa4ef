// Package mate is an exact mate solver: a full-width AND/OR search that proves or refutes "the side to move forces
// checkmate in at most N moves". It prunes nothing that could hide a mate, so it is the reference the normal search
// is measured against (tools/mates) and the answer of `sennight mate`.
//
// The only shortcut is sound by the rules: the attacker's last move must give check, since a checkmate is a check
// (docs/rules/README.md §4: checkmate is the only way to win; there is no King capture or bare-King win in any variant).
// Every other attacker move and every defender reply is tried. Draw rules end a line as a failure for the attacker:
// stalemate, threefold repetition, the 50-move rule and insufficient material, in the order of
// movegen.Position.Outcome (a checkmate on the move that triggers a draw rule still wins).
package mate

import (
	"sennight/movegen"
)

// Result is the answer of Solve.
type Result struct {
	// Moves is the length of the shortest forced mate in moves of the side to move, 0 when there is none within
	// the limit.
	Moves int
	// Keys are every first move that forces mate in exactly Moves moves (none mates sooner), in generation order.
	Keys []movegen.Move
	// Nodes counts the positions the solver made moves into.
	Nodes uint64
	// Aborted is set when the solver's node limit ended the solve: Moves and Keys then prove nothing.
	Aborted bool
}

// maxMoves bounds the mate length the solver accepts: the lists are per ply.
const maxMoves = 16

// stopInterval is how often (in nodes) a Solve asks its Stop function.
const stopInterval = 64

// cacheLimit bounds the proof cache; it is emptied when full (the solver stays exact, only slower).
const cacheLimit = 1 << 22

type cacheKey struct {
	hash  uint64
	moves int8
}

// Solver holds the per-ply move lists, the refutation table and the proof cache of one solve; reuse it for many
// positions to avoid allocating.
type Solver struct {
	p     *movegen.Position
	lists [2*maxMoves + 2]movegen.MoveList
	// refute[ply] is the last defender reply that refuted an attacker move at this ply: tried first, it usually
	// refutes the next attacker move too, which is what makes a full-width search of failing moves affordable.
	refute [2*maxMoves + 2]movegen.Move
	cache  map[cacheKey]bool
	nodes  uint64
	// Limit, when not 0, abandons a Solve after about this many nodes (suite generation skips such positions).
	Limit uint64
	// Stop, when set, is asked every stopInterval nodes and abandons the Solve when it says so: a search that
	// calls the solver keeps its clock (a node limit alone does not bound the time, as a node's defender replies
	// are not counted and Megalomachy has many).
	Stop    func() bool
	aborted bool
}

// NewSolver returns a solver.
func NewSolver() *Solver {
	s := &Solver{cache: make(map[cacheKey]bool)}
	for i := range s.lists {
		s.lists[i].Moves = make([]movegen.Move, 0, 256)
	}
	return s
}

// Solve finds the shortest forced mate of at most maxN moves of the side to move of p and all its key moves. p is
// left as it was.
func Solve(p *movegen.Position, maxN int) Result { return NewSolver().Solve(p, maxN) }

// Solve finds the shortest forced mate of at most maxN moves (maxN is clamped to 1..16) of the side to move of p
// and every key move of it. p is left as it was.
func (s *Solver) Solve(p *movegen.Position, maxN int) Result {
	maxN = max(1, min(maxN, maxMoves))
	s.p = p
	s.nodes = 0
	s.aborted = false
	clear(s.cache)
	s.refute = [len(s.refute)]movegen.Move{}
	root := &s.lists[0]
	p.LegalMoves(root)
	moves := append([]movegen.Move(nil), root.Moves...)
	for n := 1; n <= maxN; n++ {
		var keys []movegen.Move
		for _, m := range moves {
			if s.moveMates(m, n, 0) {
				keys = append(keys, m)
			}
		}
		if s.aborted {
			return Result{Nodes: s.nodes, Aborted: true}
		}
		if len(keys) > 0 {
			return Result{Moves: n, Keys: keys, Nodes: s.nodes}
		}
	}
	return Result{Nodes: s.nodes}
}

// MatesIn reports whether the side to move forces mate in at most n moves (n >= 1).
func (s *Solver) MatesIn(p *movegen.Position, n int) bool {
	s.p = p
	return s.attack(max(1, min(n, maxMoves)), 0)
}

// Nodes is the node count of the solver's last Solve or MatesIn calls since the last Solve.
func (s *Solver) Nodes() uint64 { return s.nodes }

// drawn reports whether a draw rule other than stalemate ends the game in the current position (checkmate and
// stalemate are found by the caller from the legal moves).
func drawn(p *movegen.Position) bool {
	return p.RepetitionCount() >= 3 || p.HalfmoveClock() >= 100 || p.InsufficientMaterial()
}

// attack reports whether the side to move (the attacker) forces mate in at most n moves.
func (s *Solver) attack(n, ply int) bool {
	p := s.p
	// The result depends on the path only through the draw rules: a position that already occurred may be drawn
	// by a later repetition, and near the 50-move limit the clock decides. Such nodes are not cached.
	cacheable := n >= 2 && p.HalfmoveClock()+2*n < 100 && !p.IsRepetition()
	key := cacheKey{p.Hash(), int8(n)}
	if cacheable {
		if v, ok := s.cache[key]; ok {
			return v
		}
	}
	ml := &s.lists[ply]
	p.LegalMoves(ml)
	found := false
	if n >= 2 {
		// Checks first: most mates are a series of checks, and a mate found ends the node.
		for pass := 0; pass < 2 && !found; pass++ {
			for _, m := range ml.Moves {
				if p.GivesCheck(m) != (pass == 0) {
					continue
				}
				if s.moveMates(m, n, ply) {
					found = true
					break
				}
			}
		}
	} else {
		for _, m := range ml.Moves {
			if s.moveMates(m, n, ply) {
				found = true
				break
			}
		}
	}
	if cacheable && !s.aborted {
		if len(s.cache) >= cacheLimit {
			clear(s.cache)
		}
		s.cache[key] = found
	}
	return found
}

// moveMates reports whether the attacker's move m forces mate in at most n moves (m included).
func (s *Solver) moveMates(m movegen.Move, n, ply int) bool {
	p := s.p
	s.nodes++
	if s.aborted || (s.Limit > 0 && s.nodes > s.Limit) ||
		(s.Stop != nil && s.nodes%stopInterval == 0 && s.Stop()) {
		s.aborted = true // every answer from now on is false and worthless; Solve reports the abort
		return false
	}
	p.MakeMove(m)
	defer p.UnmakeMove()
	inCheck := p.InCheck()
	if n == 1 && !inCheck {
		return false // a mate is a check
	}
	replies := &s.lists[ply+1]
	p.LegalMoves(replies)
	if replies.Len() == 0 {
		return inCheck // checkmate, or stalemate (a draw)
	}
	if n == 1 || drawn(p) {
		return false
	}
	// Every reply must lose to a mate in n-1; the reply that refuted a sibling goes first.
	if r := s.refute[ply+1]; r != movegen.NoMove {
		for i, m := range replies.Moves {
			if m == r {
				replies.Moves[0], replies.Moves[i] = replies.Moves[i], replies.Moves[0]
				break
			}
		}
	}
	for _, r := range replies.Moves {
		s.nodes++
		p.MakeMove(r)
		ok := !drawn(p) && s.attack(n-1, ply+2)
		p.UnmakeMove()
		if !ok {
			s.refute[ply+1] = r
			return false
		}
	}
	return true
}
