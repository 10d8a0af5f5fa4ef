package variants

import (
	"embed"
	"fmt"
	"path"
	"strings"
)

// builtinFiles are the games sennight ships, one variant file each (docs/variant-files.md), named after the game,
// and the network files (docs/nnue.md) they name beside them. They are parsed by the same reader as a file loaded
// at run time. The whole directory is embedded, so that a network added beside its game is embedded with it.
//
//go:embed games
var builtinFiles embed.FS

// BuiltinNames lists the built-in games by name, in no particular order (ListOrder orders games).
func BuiltinNames() []string {
	entries, err := builtinFiles.ReadDir("games")
	if err != nil {
		panic(err) // the directory is embedded: it is there
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".toml"); ok {
			names = append(names, name)
		}
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
	v, err := parse(file, data, func(name string) (string, []byte, error) {
		data, err := builtinFiles.ReadFile(path.Join("games", path.Clean(name)))
		return name, data, err
	})
	if err != nil {
		panic("variants: built-in " + err.Error())
	}
	if v.Name != name {
		panic(fmt.Sprintf("variants: built-in %s names the game %q", file, v.Name))
	}
	return v
}

// BuiltinFile returns the text of a built-in game's variant file (tests copy it to make games of their own).
func BuiltinFile(name string) ([]byte, error) {
	return builtinFiles.ReadFile("games/" + name + ".toml")
}
