package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"sennight/eval/nnue/nnuetest"
)

// TestCLINetwork: a game whose variant file names a network is searched with it (another best line than --eval
// classical gives); --network gives the search another network, and a network of another game is an error that
// names the file, for search and bench alike.
func TestCLINetwork(t *testing.T) {
	dir := t.TempDir()
	if err := nnuetest.WriteNetwork(filepath.Join(dir, "own.nnue"), "chess", 16, 1); err != nil {
		t.Fatal(err)
	}
	grand := filepath.Join(dir, "grand.nnue")
	if err := nnuetest.WriteNetwork(grand, "grand", 16, 1); err != nil {
		t.Fatal(err)
	}
	file, err := nnuetest.GameWithNetwork(dir, "chess", "cli-nnue-chess", "own.nnue")
	if err != nil {
		t.Fatal(err)
	}
	search := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		code := run(append([]string{"--variants", file, "search", "cli-nnue-chess", "--depth", "4"}, args...), &out, &errb)
		return out.String(), errb.String(), code
	}
	net, _, code := search()
	classical, _, code2 := search("--eval", "classical")
	if code != 0 || code2 != 0 || net == classical {
		t.Errorf("network and classical searches: exit %d/%d, the same output %v", code, code2, net == classical)
	}
	if _, errOut, code := search("--network", grand); code == 0 || !strings.Contains(errOut, grand) {
		t.Errorf("--network of another game: exit %d, %q", code, errOut)
	}
	if _, errOut, code := search("--eval", "classical", "--network", grand); code != 2 || !strings.Contains(errOut, "--network") {
		t.Errorf("--eval classical --network: exit %d, %q", code, errOut)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"bench", "--variant", "chess", "--depth", "2", "--network", grand}, &out, &errb); code == 0 ||
		!strings.Contains(errb.String(), grand) {
		t.Errorf("bench --network of another game: exit %d, %q", code, errb.String())
	}
}
