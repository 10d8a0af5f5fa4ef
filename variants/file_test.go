package variants

import (
	"reflect"
	"testing"
)

// TestBuiltinFilesMatchGo: each embedded game file compiles to exactly the Variant the Go literal builds (the
// Black mirror compared as the same function).
func TestBuiltinFilesMatchGo(t *testing.T) {
	for _, name := range []string{"starchess", "shafran", "cohen-sd2l", "sling-sd2l", "megastar", "megalomachy"} {
		data, err := builtinFiles.ReadFile("games/" + name + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		got, err := ReadFile(name+".toml", data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want, err := ByName(name)
		if err != nil {
			t.Fatal(err)
		}
		g, w := *got, *want
		if reflect.ValueOf(g.Rules.Mirror).Pointer() != reflect.ValueOf(w.Rules.Mirror).Pointer() {
			t.Errorf("%s: mirror differs", name)
		}
		g.Rules.Mirror, w.Rules.Mirror = nil, nil
		g.Eval = EvalValues{}
		if !reflect.DeepEqual(g.Board, w.Board) {
			t.Errorf("%s: board differs", name)
		}
		for i := range max(len(g.Pieces), len(w.Pieces)) {
			if i >= len(g.Pieces) || i >= len(w.Pieces) || !reflect.DeepEqual(g.Pieces[i], w.Pieces[i]) {
				t.Errorf("%s: piece %d differs:\nfile %+v\ngo   %+v", name, i, g.Pieces[i], w.Pieces[i])
			}
		}
		if !reflect.DeepEqual(g.Rules, w.Rules) {
			t.Errorf("%s: rules differ:\nfile %+v\ngo   %+v", name, g.Rules, w.Rules)
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s: variant differs", name)
		}
	}
}
