package nnue_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// networkBytes returns the file of a random network for a game.
func networkBytes(t *testing.T, game string, seed uint64) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := nnuetest.RandomNetwork(layoutOf(t, game), 16, 1, seed).Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// gameWithNetwork writes into dir a copy of chess named name whose variant file names the network file netName.
func gameWithNetwork(t *testing.T, dir, name, netName string) string {
	t.Helper()
	path, err := nnuetest.GameWithNetwork(dir, "chess", name, netName)
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// TestVariantFileNetwork: a variant file's network is read with the game and checked against it when the file is
// loaded. A missing, damaged or mismatched network is an error naming the network file, and the game is not added.
func TestVariantFileNetwork(t *testing.T) {
	dir := t.TempDir()
	good := networkBytes(t, "chess", 11)
	if err := os.WriteFile(filepath.Join(dir, "good.nnue"), good, 0o644); err != nil {
		t.Fatal(err)
	}
	name, err := movegen.LoadVariantFile(gameWithNetwork(t, dir, "nnue-good", "good.nnue"))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := movegen.ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	n, err := nnue.ForGame(tb)
	if err != nil || n == nil {
		t.Fatalf("ForGame: %v, %v", n, err)
	}
	want, _ := nnue.Read(bytes.NewReader(good), nnue.NewLayout(tb))
	if !slices.Equal(n.FT, want.FT) || !slices.Equal(n.Out, want.Out) {
		t.Error("the game's network is not the file's")
	}
	if n, err := nnue.ForGame(mustTables(t, "glinski")); n != nil || err != nil {
		t.Errorf("glinski names no network, got %p, %v", n, err)
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
		_, err := movegen.LoadVariantFile(gameWithNetwork(t, dir, c.name, c.name+".nnue"))
		if err == nil || !strings.Contains(err.Error(), netFile) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to name %s and say %q", c.name, err, netFile, c.want)
		}
		if _, err := movegen.ForVariant(c.name); err == nil {
			t.Errorf("%s: the game was added despite its network", c.name)
		}
	}

	if _, err := nnue.ReadFile(filepath.Join(dir, "nnue-grand.nnue"), tb); err == nil ||
		!strings.Contains(err.Error(), "nnue-grand.nnue") {
		t.Errorf("ReadFile of another game's network: %v", err)
	}
	if n, err := nnue.ReadFile(filepath.Join(dir, "good.nnue"), tb); err != nil || n.Hidden != 16 {
		t.Errorf("ReadFile: %v", err)
	}
}

// TestBuiltinNetworksFit: every network a built-in game names fits it (a network retrained for an older layout
// of a game whose file changed must not ship).
func TestBuiltinNetworksFit(t *testing.T) {
	for _, name := range movegen.GameNames() {
		if _, err := nnue.ForGame(mustTables(t, name)); err != nil {
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
