package movegen

import (
	"testing"
)

// FuzzLoadVariant: loading any text never panics or hangs: it adds a game that has a legal start position, or
// returns an error and leaves the games as they were.
func FuzzLoadVariant(f *testing.F) {
	f.Add([]byte(tinyVariant))
	f.Add([]byte(tinyVariant + "stalemate = \"win\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := newRegistry() // its size, not its names: listing parses every built-in file
		before := len(r.games)
		name, err := r.load("fuzz.toml", data)
		if err != nil {
			if len(r.games) != before {
				t.Fatalf("a refused file changed the games: %v", err)
			}
			return
		}
		Perft(StartPosition(registryTables(t, r, name)), 2)
	})
}
