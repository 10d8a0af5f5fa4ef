package movegen

import (
	"testing"

	"sennight/variants"
)

// FuzzLoadVariant: loading any text never panics or hangs: it adds a game that has a legal start position, or
// returns an error and leaves the games as they were.
func FuzzLoadVariant(f *testing.F) {
	f.Add([]byte(tinyVariant))
	f.Add([]byte(tinyVariant + "stalemate = \"win\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		before := len(variants.Names())
		name, err := LoadVariant("fuzz.toml", data)
		if err != nil {
			if len(variants.Names()) != before {
				t.Fatalf("a refused file changed the games: %v", err)
			}
			return
		}
		tb, err := ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		Perft(StartPosition(tb), 2)
		UnloadVariant(name)
	})
}
