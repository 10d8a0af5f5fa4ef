package protocol

import (
	"sennight/movegen"
)

// exclusions are the root moves XBoard's analysis has excluded (CECP `exclude`/`include`, feature exclude=1). They
// belong to one position: XBoard forgets its list whenever the position changes, and so does the engine, by
// keeping the position's key and ply with the list.
type exclusions struct {
	key   uint64
	ply   int
	moves []movegen.Move
}

// excluded returns the excluded moves of the current position (nil when none, or when the list is of another
// position).
func (c *cecp) excluded() []movegen.Move {
	p := c.g.pos
	if c.excl.key != p.Hash() || c.excl.ply != p.Ply() {
		return nil
	}
	return c.excl.moves
}

// setExcluded replaces the current position's exclusions and restarts a running analysis with them.
func (c *cecp) setExcluded(moves []movegen.Move) {
	c.excl = exclusions{key: c.g.pos.Hash(), ply: c.g.pos.Ply(), moves: moves}
	if c.analyze {
		c.stopSearch()
		c.startAnalysis()
	}
}

// cmdExclude takes `exclude MOVE|all` (exclude true) and `include MOVE|all`. A move that is not legal here gets the
// error reply and changes nothing.
func (c *cecp) cmdExclude(args []string, line string, exclude bool) {
	if len(args) != 1 {
		c.errorf("want exclude|include MOVE|all", line)
		return
	}
	if args[0] == "all" {
		var moves []movegen.Move
		if exclude {
			var ml movegen.MoveList
			c.g.pos.LegalMoves(&ml)
			moves = append(moves, ml.Moves...)
		}
		c.setExcluded(moves)
		return
	}
	m, err := c.xb.parseMove(c.g, c.xb.grid.fromGUI(args[0]))
	if err != nil {
		c.out.line("Illegal move (%s): %s", oneLine(err.Error()), args[0])
		return
	}
	moves := make([]movegen.Move, 0, len(c.excluded())+1)
	for _, x := range c.excluded() {
		if x != m {
			moves = append(moves, x)
		}
	}
	if exclude {
		moves = append(moves, m)
	}
	c.setExcluded(moves)
}

// analysisMoves returns the root moves of an analysis: the moves XBoard can show, less the excluded ones; nil
// means every legal move, and ok is false when every move is excluded.
func (c *cecp) analysisMoves() (moves []movegen.Move, ok bool) {
	pos := c.g.pos
	moves = c.xb.searchMoves(pos)
	excl := c.excluded()
	if len(excl) == 0 {
		return moves, true
	}
	if moves == nil {
		var ml movegen.MoveList
		pos.LegalMoves(&ml)
		moves = ml.Moves
	}
	kept := make([]movegen.Move, 0, len(moves))
	for _, m := range moves {
		if !contains(excl, m) {
			kept = append(kept, m)
		}
	}
	return kept, len(kept) > 0
}
