package nnue

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
)

// variantWithNetwork writes a copy of a built-in game's variant file into dir under another name (so that loading
// it does not replace the built-in game), naming the network file netName beside it, and returns its path.
func variantWithNetwork(t *testing.T, dir, game, name, netName string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "variants", "games", game+".toml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), `name = "`+game+`"`, `name = "`+name+`"`, 1)
	// The shipped game may name a network of its own: the copy names netName instead.
	text = regexp.MustCompile(`(?m)^network = "[^"]*"\n`).ReplaceAllString(text, "")
	if strings.Contains(text, "\n[eval]\n") {
		text = strings.Replace(text, "\n[eval]\n", "\n[eval]\nnetwork = \""+netName+"\"\n", 1)
	} else {
		text += "\n[eval]\nnetwork = \"" + netName + "\"\n"
	}
	path := filepath.Join(dir, name+".toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func networkBytes(t *testing.T, game string, seed uint64) []byte {
	var buf bytes.Buffer
	if err := randomNetwork(layoutOf(t, game), 16, seed).Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestVariantFileNetwork: a variant file's network is read with the game and checked against it when the file is
// loaded. A missing, damaged or mismatched network is an error naming the network file, and the game is not added.
func TestVariantFileNetwork(t *testing.T) {
	dir := t.TempDir()
	good := networkBytes(t, "chess", 11)
	if err := os.WriteFile(filepath.Join(dir, "good.nnue"), good, 0o644); err != nil {
		t.Fatal(err)
	}
	name, err := movegen.LoadVariantFile(variantWithNetwork(t, dir, "chess", "nnue-good", "good.nnue"))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := movegen.ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	n, err := ForGame(tb)
	if err != nil || n == nil {
		t.Fatalf("ForGame: %v, %v", n, err)
	}
	want, _ := Read(bytes.NewReader(good), NewLayout(tb))
	if !slices.Equal(n.FT, want.FT) || !slices.Equal(n.Out, want.Out) {
		t.Error("the game's network is not the file's")
	}
	if n, err := ForGame(mustTables(t, "grand")); n != nil || err != nil {
		t.Errorf("grand names no network, got %p, %v", n, err)
	}

	flipped := slices.Clone(good)
	flipped[100] ^= 1
	for _, c := range []struct {
		name string
		data []byte // nil: no file
		want string
	}{
		{"nnue-missing", nil, "no such file"},
		{"nnue-damaged", flipped, "damaged"},
		{"nnue-truncated", good[:len(good)/2], "damaged"},
		{"nnue-grand", networkBytes(t, "grand", 2), "does not match the game"},
	} {
		netFile := filepath.Join(dir, c.name+".nnue")
		if c.data != nil {
			if err := os.WriteFile(netFile, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		_, err := movegen.LoadVariantFile(variantWithNetwork(t, dir, "chess", c.name, c.name+".nnue"))
		if err == nil || !strings.Contains(err.Error(), netFile) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to name %s and say %q", c.name, err, netFile, c.want)
		}
		if _, err := movegen.ForVariant(c.name); err == nil {
			t.Errorf("%s: the game was added despite its network", c.name)
		}
	}

	if _, err := ReadFile(filepath.Join(dir, "nnue-grand.nnue"), tb); err == nil ||
		!strings.Contains(err.Error(), "nnue-grand.nnue") {
		t.Errorf("ReadFile of another game's network: %v", err)
	}
	if n, err := ReadFile(filepath.Join(dir, "good.nnue"), tb); err != nil || n.Hidden != 16 {
		t.Errorf("ReadFile: %v", err)
	}
}

// TestBuiltinNetworksFit: every network a built-in game names fits it (a network retrained for an older layout
// of a game whose file changed must not ship).
func TestBuiltinNetworksFit(t *testing.T) {
	for _, name := range movegen.GameNames() {
		if _, err := ForGame(mustTables(t, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func mustTables(t *testing.T, name string) *movegen.Tables {
	t.Helper()
	tb, err := movegen.ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}
