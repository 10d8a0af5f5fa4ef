package variants

import (
	"slices"
	"testing"
)

// TestBuiltinFiles: every embedded game file parses, under the name of its file, and the files' order keys list
// the games in the order the engine has always listed them (`sennight help`, UCI_Variant): the six games of the
// design card, then the others by name. (Before the Go literals of the games were removed, each file compiled to a
// Variant deep-equal to its literal; the perft, rules and bench tests of movegen and bench keep checking the
// games' behaviour.)
func TestBuiltinFiles(t *testing.T) {
	want := []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy", "brusky", "chess",
		"devasa", "glinski", "grand", "mccooey"}
	var list []*Variant
	for _, name := range BuiltinNames() {
		list = append(list, Builtin(name))
	}
	slices.SortFunc(list, ListOrder)
	var got []string
	for _, v := range list {
		got = append(got, v.Name)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("built-in games listed as %v, want %v", got, want)
	}
	for i, name := range want {
		v := list[i]
		// A Pawn is the unit, about 100 (a tuned game may move it a little: Starchess's is 105).
		if p := v.Eval.PieceValues["P"]; v.Name != name || len(v.Pieces) == 0 || p < 80 || p > 120 {
			t.Errorf("%s: read as %q with %d pieces, Pawn value %d", name, v.Name, len(v.Pieces), v.Eval.PieceValues["P"])
		}
	}
}

// TestPlyCap: a file's max_plies is the ply cap of its engine games; a file without one gets DefaultMaxPlies.
// Megalomachy's games run long (docs/strength.md, "2026-11-25: Megalomachy's long games"), so its file raises it.
func TestPlyCap(t *testing.T) {
	if got := Builtin("megalomachy").PlyCap(); got != 1000 {
		t.Errorf("megalomachy: ply cap %d, want its file's 1000", got)
	}
	if got := Builtin("shafran").PlyCap(); got != DefaultMaxPlies || DefaultMaxPlies != 400 {
		t.Errorf("shafran (no max_plies): ply cap %d, want the default 400", got)
	}
}
