package variants

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNetworkKey: eval.network names a file beside the variant file, whose content the Variant then carries; a
// missing file, an absolute path or a path out of the directory is an error naming the key and the file.
func TestNetworkKey(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "nets"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "nets", "tiny.nnue"), []byte("weights"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "tiny.toml")
	v, err := Parse(file, []byte(tinyGame+"[eval]\nnetwork = \"nets/tiny.nnue\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if v.Eval.NetworkFile != filepath.Join(dir, "nets", "tiny.nnue") || string(v.Eval.Network) != "weights" {
		t.Errorf("network read as %q from %q", v.Eval.Network, v.Eval.NetworkFile)
	}
	if v, err := Parse(file, []byte(tinyGame)); err != nil || v.Eval.NetworkFile != "" || v.Eval.Network != nil {
		t.Errorf("a game without a network: %v, %q", err, v.Eval.NetworkFile)
	}
	for _, c := range []struct{ name, want string }{
		{"missing.nnue", "key eval.network: network file " + filepath.Join(dir, "missing.nnue")},
		{"/etc/passwd", "want a file name relative to the variant file's directory"},
		{"../tiny.nnue", "want a file name relative to the variant file's directory"},
		{"nets", "network file " + filepath.Join(dir, "nets")}, // a directory
	} {
		_, err := Parse(file, []byte(tinyGame+"[eval]\nnetwork = \""+c.name+"\"\n"))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "tiny.toml") {
			t.Errorf("network = %q: error %v, want it to say %q", c.name, err, c.want)
		}
	}
}

// TestBuiltinNetworksEmbedded: a built-in game's network is read from the embedded directory, and every file
// there is a game or the network one of them names (nothing is embedded by accident).
func TestBuiltinNetworksEmbedded(t *testing.T) {
	named := map[string]bool{}
	for _, name := range BuiltinNames() {
		v := Builtin(name)
		if v.Eval.NetworkFile != "" {
			if len(v.Eval.Network) == 0 {
				t.Errorf("%s: network %s is empty", name, v.Eval.NetworkFile)
			}
			named[v.Eval.NetworkFile] = true
		}
	}
	entries, err := builtinFiles.ReadDir("games")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".toml") && !named[e.Name()] {
			t.Errorf("games/%s is embedded but no game names it", e.Name())
		}
	}
}
