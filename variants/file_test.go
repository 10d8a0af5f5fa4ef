package variants

import "testing"

// TestBuiltinFiles: every embedded game file compiles, under the name of its file. (Before the Go literals of the
// games were removed, each file compiled to a Variant deep-equal to its literal; the perft, rules and bench tests of
// movegen and bench keep checking the games' behaviour.)
func TestBuiltinFiles(t *testing.T) {
	want := []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy", "chess", "glinski", "grand",
		"mccooey"}
	if got := Names(); len(got) != len(want) {
		t.Fatalf("built-in games %v, want %v", got, want)
	}
	for _, name := range want {
		v, err := ByName(name)
		if err != nil {
			t.Fatal(err)
		}
		// A Pawn is the unit, about 100 (a tuned game may move it a little: Starchess's is 105).
		if p := v.Eval.PieceValues["P"]; v.Name != name || len(v.Pieces) == 0 || p < 80 || p > 120 {
			t.Errorf("%s: read as %q with %d pieces, Pawn value %d", name, v.Name, len(v.Pieces), v.Eval.PieceValues["P"])
		}
	}
}
