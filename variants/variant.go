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
	build func() *Variant
	once  sync.Once
	v     *Variant
}

var registry = map[string]*entry{}

// register adds a variant constructor; the variant files call it from init. Construction is deferred to the first
// lookup and done once.
func register(name string, build func() *Variant) {
	if _, dup := registry[name]; dup {
		panic("variants: duplicate " + name)
	}
	registry[name] = &entry{build: build}
}

// Names lists the registered variant names in a fixed order (the order of the design card's table).
func Names() []string {
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
	e, ok := registry[name]
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
