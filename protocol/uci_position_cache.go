package protocol

import (
	"slices"

	"sennight/movegen"
)

// positionCache remembers the last `position` command the UCI front end accepted, so that the next one, which a GUI
// sends before every `go` with the whole game again (the same start, the same moves and one or two more), plays only
// the moves that are new. Reading a move checks it against the legal moves, each written out as text: at ply 500
// of Megalomachy the whole replay costs about 13 ms (BenchmarkUCIPositionReplay), spent on a clock the GUI started
// when it sent `go`, a fifth of a 50 ms increment.
type positionCache struct {
	g     *game    // the game the position was set in (a new variant is a new game)
	start []string // the command's start: `startpos`, or `fen` and the FEN's fields
	moves []string // the moves played from it
	pos   *movegen.Position
	key   uint64 // pos's hash and ply when it was set: a position changed since by other means is not reused
	ply   int
}

// continues reports whether a `position` command in game g with this start and these moves carries on from the
// remembered one: the same game and start, the remembered moves a prefix of the new ones, and the game's position
// still the one the remembered command set.
func (c *positionCache) continues(g *game, start, moves []string) bool {
	return c.pos != nil && c.g == g && g.pos == c.pos && c.pos.Hash() == c.key && c.pos.Ply() == c.ply &&
		slices.Equal(c.start, start) && len(moves) >= len(c.moves) && slices.Equal(c.moves, moves[:len(c.moves)])
}

// remember records an accepted `position` command and the position it set in g.
func (c *positionCache) remember(g *game, start, moves []string) {
	*c = positionCache{g: g, start: slices.Clone(start), moves: slices.Clone(moves), pos: g.pos, key: g.pos.Hash(),
		ply: g.pos.Ply()}
}
