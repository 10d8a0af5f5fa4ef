package movegen

import (
	"fmt"

	"sennight/variants"
	"sennight/variants/inputfile"
)

// LoadVariantFile reads a variant file (docs/variant-files.md) and adds its game to the engine's games; it returns
// the game's name. The file must build into move tables and its start position must be legal; otherwise the error
// names the file and what is wrong, and the engine's games are unchanged.
func LoadVariantFile(path string) (string, error) {
	data, err := inputfile.ReadFile(path, inputfile.VariantFile)
	if err != nil {
		return "", err
	}
	return LoadVariant(path, data)
}

// LoadVariant is LoadVariantFile for the text of a file; file names it in errors.
func LoadVariant(file string, data []byte) (string, error) { return games.load(file, data) }

// load parses a variant file's text, builds its tables, checks its start position and adds the game, in place of
// one loaded earlier under its name (whose Variant and Tables the registry then no longer holds).
func (r *registry) load(file string, data []byte) (string, error) {
	v, err := variants.Parse(file, data)
	if err != nil {
		return "", err
	}
	t, err := Build(v)
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	if _, err := NewPosition(t, v.StartFEN); err != nil {
		return "", fmt.Errorf("%s: key start: %w", file, err)
	}
	for _, check := range loadChecks {
		if err := check(t); err != nil {
			return "", fmt.Errorf("%s: %w", file, err)
		}
	}
	if err := r.add(v, t); err != nil {
		return "", fmt.Errorf("%s: key name: %w", file, err)
	}
	return v.Name, nil
}

// loadChecks run on a game read from a file before it joins the games. Packages that build on movegen and so
// cannot be imported by it add theirs with AddLoadCheck: eval/nnue checks the game's network against its tables.
var loadChecks []func(*Tables) error

// AddLoadCheck adds a check of the games loaded from files; call it from an init function (it is not safe to call
// while games load).
func AddLoadCheck(check func(*Tables) error) { loadChecks = append(loadChecks, check) }
