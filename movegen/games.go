package movegen

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"sennight/variants"
)

// The registry of games: every game the engine can play, built in or loaded from a file at run time, by name. It
// is the one place that maps a name to a game's Variant and its Tables, so that replacing a game (a file loaded
// again) replaces both at once and leaves nothing of the old game reachable from it. Files are loaded while the
// front ends read the games, hence the lock.

// game is one game of the registry: its Variant and its Tables. A built-in game's are made on first use (its file
// parsed, its tables built); a loaded game's are made before it joins. Neither changes once made.
type game struct {
	name    string
	builtin bool

	parseOnce sync.Once
	v         *variants.Variant

	buildOnce sync.Once
	t         *Tables
	buildErr  error // a built-in game's tables did not build (a mistake in its file, which tests catch)
}

// variant returns the game's Variant, parsing a built-in game's file the first time.
func (g *game) variant() *variants.Variant {
	g.parseOnce.Do(func() {
		if g.v == nil {
			g.v = variants.Builtin(g.name)
		}
	})
	return g.v
}

// tables returns the game's Tables, building them the first time.
func (g *game) tables() (*Tables, error) {
	v := g.variant()
	g.buildOnce.Do(func() {
		if g.t == nil {
			g.t, g.buildErr = Build(v)
		}
	})
	return g.t, g.buildErr
}

// registry maps game names to games.
type registry struct {
	mu    sync.RWMutex
	games map[string]*game
}

// newRegistry returns a registry of the built-in games.
func newRegistry() *registry {
	r := &registry{games: map[string]*game{}}
	for _, name := range variants.BuiltinNames() {
		r.games[name] = &game{name: name, builtin: true}
	}
	return r
}

// games is the engine's registry.
var games = newRegistry()

// lookup returns the game with an engine name.
func (r *registry) lookup(name string) (*game, error) {
	r.mu.RLock()
	g, ok := r.games[name]
	r.mu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("unknown variant %q (known: %s)", name, strings.Join(r.names(), ", "))
	}
	return g, nil
}

// names lists the games in the order of variants.ListOrder.
func (r *registry) names() []string {
	r.mu.RLock()
	all := make([]*game, 0, len(r.games))
	for _, g := range r.games {
		all = append(all, g)
	}
	r.mu.RUnlock()
	// Parse outside the lock: a built-in file's first parse takes a millisecond or two.
	list := make([]*variants.Variant, len(all))
	for i, g := range all {
		list[i] = g.variant()
	}
	slices.SortFunc(list, variants.ListOrder)
	names := make([]string, len(list))
	for i, v := range list {
		names[i] = v.Name
	}
	return names
}

// add puts a game loaded from a file into the registry, in place of any game loaded earlier under its name. It may
// not take a built-in game's name.
func (r *registry) add(v *variants.Variant, t *Tables) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.games[v.Name]; ok && old.builtin {
		return fmt.Errorf("%q is a built-in game; give the file's game another name", v.Name)
	}
	r.games[v.Name] = &game{name: v.Name, v: v, t: t} // both made: the Onces find them there
	return nil
}

// GameNames lists the games the engine plays, built in and loaded, in the order of variants.ListOrder: the order
// of `sennight help`, UCI_Variant and CECP's variants. The first is the default game.
func GameNames() []string { return games.names() }

// VariantByName returns the Variant of a game by engine name, without building its tables.
func VariantByName(name string) (*variants.Variant, error) {
	g, err := games.lookup(name)
	if err != nil {
		return nil, err
	}
	return g.variant(), nil
}

// ForVariant returns the Tables of a game by engine name, building them on first use.
func ForVariant(name string) (*Tables, error) {
	g, err := games.lookup(name)
	if err != nil {
		return nil, err
	}
	return g.tables()
}
