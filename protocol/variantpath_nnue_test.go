package protocol

import (
	"path/filepath"
	"strings"
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
	"sennight/search"
)

// TestNetworkOptions (in a file that sorts after the handshake tests, which list the games: the game it loads
// stays) drives the UCI and CECP front ends with the real engine over a copy of chess whose variant
// file names a random network: the engine evaluates with it by default, `Use NNUE` false switches to the classical
// evaluation and true back, and EvalFile puts another network in its place, keeps one of another game for that
// game (with an error line: this game keeps its own), refuses a file that is no network, and <empty> restores the
// game's own.
func TestNetworkOptions(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		file, game string
		seed       uint64
	}{{"own.nnue", "chess", 1}, {"other.nnue", "chess", 2}, {"glinski.nnue", "glinski", 3}} {
		if err := nnuetest.WriteNetwork(filepath.Join(dir, c.file), c.game, 16, c.seed); err != nil {
			t.Fatal(err)
		}
	}
	file, err := nnuetest.GameWithNetwork(dir, "chess", "protocol-nnue-chess", "own.nnue")
	if err != nil {
		t.Fatal(err)
	}
	eng, tr := newEngineTranscript(t, search.Options{Threads: 1, HashMB: 4})
	tr.send("uci", "setoption name VariantPath value "+file, "setoption name UCI_Variant value protocol-nnue-chess")
	tb, err := movegen.ForVariant("protocol-nnue-chess")
	if err != nil || tr.u.g.t != tb {
		t.Fatalf("the game with a network is not set up: %v", err)
	}
	own := eng.Network(tb)
	if own == nil {
		t.Fatal("Use NNUE (default true): the game's network is not used")
	}
	tr.send("setoption name Use NNUE value false")
	if eng.Network(tb) != nil {
		t.Error("Use NNUE false: a network is still used")
	}
	tr.send("setoption name Use NNUE value true")
	if eng.Network(tb) != own {
		t.Error("Use NNUE true: the game's network is not used again")
	}

	out := tr.send("setoption name EvalFile value " + filepath.Join(dir, "glinski.nnue"))
	if len(out) != 1 || !strings.Contains(out[0], "glinski.nnue") || !strings.Contains(out[0], "does not match") {
		t.Errorf("EvalFile of another game: %q, want one error line naming the file", out)
	}
	if eng.Network(tb) != own {
		t.Error("an EvalFile of another game changed this game's network")
	}
	// GUIs set options before the game: the file is kept for the game it fits, and that game gets it when chosen.
	glinski, err := movegen.ForVariant("glinski")
	if err != nil {
		t.Fatal(err)
	}
	// The checks below tell the file's network from none only in a game without one of its own.
	if n, err := nnue.ForGame(glinski); n != nil || err != nil {
		t.Fatalf("glinski must name no network for this test: %p, %v", n, err)
	}
	tr.send("setoption name UCI_Variant value glinski")
	if eng.Network(glinski) == nil {
		t.Error("EvalFile set before its game was chosen: the game does not use it")
	}
	tr.send("setoption name UCI_Variant value protocol-nnue-chess")
	if eng.Network(tb) != own {
		t.Error("back to the chess copy: its own network is not used")
	}
	out = tr.send("setoption name EvalFile value " + filepath.Join(dir, "missing.nnue"))
	if len(out) != 1 || !strings.Contains(out[0], "missing.nnue") {
		t.Errorf("EvalFile of a missing file: %q, want one error line naming the file", out)
	}
	tr.send("setoption name UCI_Variant value glinski")
	if eng.Network(glinski) == nil {
		t.Error("a refused EvalFile replaced the setting before it")
	}
	tr.send("setoption name UCI_Variant value protocol-nnue-chess")
	tr.send("setoption name EvalFile value " + filepath.Join(dir, "other.nnue"))
	if n := eng.Network(tb); n == own || n == nil {
		t.Error("EvalFile: the file's network is not used")
	}
	out = tr.send("position startpos", "go depth 3")
	if len(out) == 0 || !strings.HasPrefix(out[len(out)-1], "bestmove ") {
		t.Errorf("go with EvalFile's network: %q", out)
	}
	tr.send("setoption name EvalFile value <empty>")
	if eng.Network(tb) != own {
		t.Error("EvalFile <empty>: the game's own network is not back")
	}

	// CECP: the same options as `feature option`, check values 1 and 0.
	csink := &lineSink{}
	c := newCECP(newFrontEnd(csink, eng))
	c.execute("variant protocol-nnue-chess")
	c.execute("option Use NNUE=0")
	if eng.Network(tb) != nil {
		t.Errorf("CECP Use NNUE=0: a network is still used (%q)", csink.take())
	}
	c.execute("option Use NNUE=1")
	if eng.Network(tb) != own {
		t.Error("CECP Use NNUE=1: the game's network is not used")
	}
	c.execute("option EvalFile=" + filepath.Join(dir, "glinski.nnue"))
	if out := strings.Join(csink.take(), "\n"); !strings.Contains(out, "tellusererror") || !strings.Contains(out, "glinski.nnue") {
		t.Errorf("CECP EvalFile of another game: %q", out)
	}
}

// TestNetworkNotUsedIsSaid: when a search evaluates a game classically though it has a network (here: EvalFile's
// network, of 2,048 hidden sums, whose sums the workers cannot hold under the memory limit), the front end says so
// with the protocol's error, once and not after every search; the game is still played.
func TestNetworkNotUsedIsSaid(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.nnue")
	if err := nnuetest.WriteNetwork(big, "chess", 2048, 4); err != nil {
		t.Fatal(err)
	}
	// Two workers and a 1 MB table fit in 8 MB; their sums for the big network (4 MB each) do not.
	_, tr := newEngineTranscript(t, search.Options{Threads: 2, HashMB: 1, MemoryLimit: 8 << 20})
	tr.send("uci", "setoption name Threads value 2", "setoption name UCI_Variant value chess",
		"setoption name EvalFile value "+big)
	said := func(out []string) int {
		n := 0
		for _, l := range out {
			if strings.HasPrefix(l, "info string error: chess is evaluated classically") &&
				strings.Contains(l, "network's sums") {
				n++
			}
		}
		return n
	}
	out := tr.send("position startpos", "go depth 2")
	if said(out) != 1 || !strings.HasPrefix(out[len(out)-2], "bestmove ") {
		t.Errorf("first search without the network's sums: %q, want the bestmove and one error line", out)
	}
	if out := tr.send("position startpos moves e2e4", "go depth 2"); said(out) != 0 {
		t.Errorf("second search: %q, the reason said again", out)
	}
	// The game's own network fits: no error, and a later failure would be said again.
	if out := tr.send("setoption name EvalFile value <empty>", "go depth 2"); said(out) != 0 {
		t.Errorf("own network: %q", out)
	}
}
