package variants

import (
	"embed"
	"fmt"
	"strings"
)

// builtinFiles are the games sennight ships, one variant file each (docs/variant-files.md), named after the game.
// They are parsed by the same reader as a file loaded at run time.
//
//go:embed games/*.toml
var builtinFiles embed.FS

// BuiltinNames lists the built-in games by name, in no particular order (ListOrder orders games).
func BuiltinNames() []string {
	entries, err := builtinFiles.ReadDir("games")
	if err != nil {
		panic(err) // the directory is embedded: it is there
	}
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = strings.TrimSuffix(e.Name(), ".toml")
	}
	return names
}

// Builtin parses the file of a built-in game (a name from BuiltinNames). A built-in file that does not parse, or
// that names another game, is a mistake in this repository, which the tests of every game catch: it panics.
func Builtin(name string) *Variant {
	file := name + ".toml"
	data, err := builtinFiles.ReadFile("games/" + file)
	if err != nil {
		panic("variants: no built-in game " + name)
	}
	v, err := Parse(file, data)
	if err != nil {
		panic("variants: built-in " + err.Error())
	}
	if v.Name != name {
		panic(fmt.Sprintf("variants: built-in %s names the game %q", file, v.Name))
	}
	return v
}
