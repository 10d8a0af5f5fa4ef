package variants

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Variant is one game: its board, its pieces, its start position and its rules.
type Variant struct {
	Name     string // engine name, e.g. "shafran"
	Title    string // human name
	Board    *Board
	Pieces   []PieceType
	StartFEN string
	Rules    Rules
	// XBoard says how XBoard hosts the game.
	XBoard XBoardHosting
	// Yardstick marks a game that other engines play too (Chess, Grand Chess): it is there to measure the engine
	// against them. The default bench leaves it out, so that its signature stays that of the engine's own games.
	Yardstick bool
	// Eval holds the game's evaluation numbers.
	Eval EvalValues
}

// EvalValues are a game's own evaluation numbers; package eval reads them (nothing else does) and falls back to its
// defaults for whatever is left out.
type EvalValues struct {
	// PieceValues: FEN token -> centipawns. A token missing here gets a value estimated from its mobility.
	PieceValues map[string]int
	// Mobility replaces the default mobility weights [MG, EG]; {0, 0} turns the term off. nil keeps the defaults.
	Mobility *[2]int
	// LazyMargin replaces the default lazy-evaluation margin; 0 keeps it.
	LazyMargin int
	// Centre, KingCentre and PawnAdvance replace the default square weights [MG, EG] (centralisation of pieces
	// and of the King, advance toward promotion); KingTropism, KingShelter and Tempo the default King safety and
	// tempo weights. nil keeps the default. A game tuned on its own games keeps its weights here.
	Centre, KingCentre, PawnAdvance *[2]int
	KingTropism, KingShelter, Tempo *int
	// PassedPawn is the bonus [MG, EG] of a passed pawn-like piece next to promotion; nil keeps the default (off).
	PassedPawn *[2]int
}

// PieceIndex returns the index in Pieces of a token (upper case, with any suffix), or -1.
func (v *Variant) PieceIndex(token string) int {
	for i := range v.Pieces {
		if v.Pieces[i].Token == token {
			return i
		}
	}
	return -1
}

type entry struct {
	build  func() *Variant
	once   sync.Once
	v      *Variant
	loaded bool // read from a file at run time (Register), not built in
}

// registry holds the games by name; games loaded at run time join it while protocol code may read it, hence the
// lock.
var (
	registryMu sync.RWMutex
	registry   = map[string]*entry{}
)

// Register adds a game read from a variant file at run time (Parse). It may not take a built-in game's name; a
// game loaded earlier under the same name is replaced.
func Register(v *Variant) error {
	registryMu.Lock()
	defer registryMu.Unlock()
	if e, ok := registry[v.Name]; ok && !e.loaded {
		return fmt.Errorf("%q is a built-in game; give the file's game another name", v.Name)
	}
	e := &entry{v: v, loaded: true}
	e.once.Do(func() {})
	registry[v.Name] = e
	return nil
}

// register adds a variant constructor; the variant files call it from init. Construction is deferred to the first
// lookup and done once.
func register(name string, build func() *Variant) {
	if _, dup := registry[name]; dup {
		panic("variants: duplicate " + name)
	}
	registry[name] = &entry{build: build}
}

// Names lists the registered variant names: the built-in games in a fixed order (the order of the design card's
// table), then the others by name.
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	order := []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy"}
	var out []string
	for _, n := range order {
		if _, ok := registry[n]; ok {
			out = append(out, n)
		}
	}
	var rest []string
	for n := range registry {
		if !contains(order, n) {
			rest = append(rest, n)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// ByName returns the variant with an engine name.
func ByName(name string) (*Variant, error) {
	registryMu.RLock()
	e, ok := registry[name]
	registryMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("unknown variant %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	e.once.Do(func() { e.v = e.build() })
	return e.v, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Unregister removes a game loaded at run time (Register); built-in games stay. It reports whether a game went.
func Unregister(name string) bool {
	registryMu.Lock()
	defer registryMu.Unlock()
	if e, ok := registry[name]; ok && e.loaded {
		delete(registry, name)
		return true
	}
	return false
}
