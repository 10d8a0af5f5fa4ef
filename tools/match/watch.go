package match

// GameEvent is a game's progress for a live view of the match (sennight match --watch): one after every move and
// one when the game ends. Workers send them from their own goroutines, so Options.Watch must be safe for
// concurrent use and quick: it runs on the players' clocks.
type GameEvent struct {
	Pair   int      // the pair's index in the match
	AWhite bool     // player A has White (the pair's first game)
	Start  string   // the game's start FEN
	Moves  []string // the moves so far, in the engine's notation (a copy the receiver may keep)
	Result string   // "" while the game goes on, else "1-0", "0-1" or "1/2-1/2"
	Reason string
}
