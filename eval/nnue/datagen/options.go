// Package datagen plays the self-play games whose positions train a game's network (docs/nnue.md, "Generating
// data"): fixed nodes a move, from the game's opening suite plus random plies, each kept position with the score
// of the search that chose the move played and the game's result, written as nnue data files.
package datagen

import (
	"fmt"
	"io"
	"time"

	"sennight/variants"
)

// Options configure a run.
type Options struct {
	Variant string
	// Openings are the FENs game i starts from (opening i mod len); none means the start position.
	Openings []string
	// Games is the number of games of the whole run, all shards together.
	Games int
	// Shard and Shards: this run plays the games i with i mod Shards == Shard (0 <= Shard < Shards).
	Shard, Shards int
	// Nodes bounds every search: a node limit, not a time, so that the data does not depend on the machine's load
	// and a game replays the same for a build and a seed.
	Nodes uint64
	// RandomPlies uniformly random legal moves follow the opening, drawn from a generator seeded by (Seed, i).
	RandomPlies int
	Seed        uint64
	// MaxPlies ends a game as a draw (plies from the opening position, random plies included).
	MaxPlies int
	// Concurrency is how many games are played at once, each by its own engine with one thread.
	Concurrency int
	// HashMB is each engine's table.
	HashMB int
	// Dir holds the output file, File(Variant, Shard, Shards).
	Dir string
	// Progress, if not nil, gets a line every ProgressEvery (default 10 s) and a last one at the end.
	Progress      io.Writer
	ProgressEvery time.Duration
}

// Defaults are the command's defaults.
func Defaults() Options {
	return Options{Games: 1000, Shards: 1, Nodes: 6000, RandomPlies: 6, Seed: 1, MaxPlies: variants.DefaultMaxPlies,
		Concurrency: 1, HashMB: 16, Dir: ".", ProgressEvery: 10 * time.Second}
}

// File is the name of a shard's data file.
func File(variant string, shard, shards int) string {
	return fmt.Sprintf("%s-%d-of-%d.data", variant, shard, shards)
}

func (o *Options) check() error {
	switch {
	case o.Games < 1:
		return fmt.Errorf("games must be at least 1")
	case o.Shards < 1 || o.Shard < 0 || o.Shard >= o.Shards:
		return fmt.Errorf("shard %d/%d: want 0 <= i < N", o.Shard, o.Shards)
	case o.Nodes < 1:
		return fmt.Errorf("nodes must be at least 1")
	case o.RandomPlies < 0:
		return fmt.Errorf("random plies must be at least 0")
	case o.MaxPlies < 1:
		return fmt.Errorf("max plies must be at least 1")
	case o.Concurrency < 1:
		return fmt.Errorf("concurrency must be at least 1")
	case o.HashMB < 1:
		return fmt.Errorf("hash must be at least 1 MB")
	}
	return nil
}
