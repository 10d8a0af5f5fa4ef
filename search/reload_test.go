package search

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestReloadedGameFreesItsEvaluator: a game loaded again from its file and searched each time does not make the
// engine hold more memory: the evaluator of the replaced tables is dropped (it was kept for every tables the engine
// had seen, about 3.4 MB a Megalomachy reload).
func TestReloadedGameFreesItsEvaluator(t *testing.T) {
	data, err := os.ReadFile("../variants/games/megalomachy.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), `name = "megalomachy"`, `name = "megalomachy-reload"`, 1)
	// The file names its network beside it: copy that too, so that each reload reads the network as well.
	dir := t.TempDir()
	network, err := os.ReadFile("../variants/games/megalomachy.nnue")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "megalomachy.nnue"), network, 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "megalomachy-reload.toml")
	e := smallEngine(1)
	defer e.Close()
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	var first uint64
	for i := range 20 {
		if _, err := movegen.LoadVariant(file, []byte(text)); err != nil {
			t.Fatal(err)
		}
		p := position(t, "megalomachy-reload", "")
		e.Search(p, Limits{Depth: 1}, nil)
		if i == 0 {
			first = heap()
		}
	}
	if last := heap(); last > first+8<<20 {
		t.Errorf("the heap grew from %d to %d MB over 20 reloads", first>>20, last>>20)
	}
}
