package variants

import (
	"embed"
	"fmt"
	"strings"
)

// builtinFiles are the games sennight ships, one variant file each (docs/variant-files.md). Each is compiled on
// first use by the same reader as a file loaded at run time.
//
//go:embed games/*.toml
var builtinFiles embed.FS

func init() {
	entries, err := builtinFiles.ReadDir("games")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".toml")
		register(name, func() *Variant {
			data, err := builtinFiles.ReadFile("games/" + e.Name())
			if err != nil {
				panic(err)
			}
			v, err := Parse(e.Name(), data)
			if err != nil {
				panic("variants: built-in " + err.Error())
			}
			if v.Name != name {
				panic(fmt.Sprintf("variants: built-in %s names the game %q", e.Name(), v.Name))
			}
			return v
		})
	}
}
