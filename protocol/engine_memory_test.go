package protocol

import (
	"strings"
	"testing"
)

// TestMemoryRefusedByTheEngine: the real engine under a 100 MB memory limit, over UCI and CECP. A Hash, memory,
// Threads or cores it cannot hold is refused with the protocol's error, and the engine goes on answering and
// playing; what fits is taken. (That the table and its entries stay is tested in package search.)
func TestMemoryRefusedByTheEngine(t *testing.T) {
	const limit = 100 << 20
	t.Run("uci", func(t *testing.T) {
		s := startSessionWith(t, limit)
		s.send("uci", "setoption name UCI_Variant value shafran", "isready")
		s.await(t, "readyok")
		s.send("setoption name Hash value 65536", "isready")
		// What the table needs beyond its 65536 MB is the search threads' own memory (package search's
		// workerBytes), which grows with the search's tables; the message must name both sizes and the limit.
		if l := s.await(t, "info string", "readyok"); !strings.HasPrefix(l,
			"info string error: Hash 65536 MB refused, the 64 MB table kept: Hash 65536 MB needs 6553") ||
			!strings.Contains(l, " MB, over the memory limit of 100 MB") {
			t.Errorf("Hash 65536: %q", l)
		}
		s.await(t, "readyok")
		s.send("setoption name Threads value 256", "isready")
		if l := s.await(t, "info string", "readyok"); !strings.HasPrefix(l,
			"info string error: Threads 256 refused, 1 kept: 256 threads needs ") {
			t.Errorf("Threads 256: %q", l)
		}
		s.await(t, "readyok")
		s.send("position startpos moves e2e4", "go depth 4")
		s.await(t, "bestmove")
		s.send("setoption name Hash value 80", "setoption name Threads value 2", "isready")
		if l := s.await(t, "info string", "readyok"); l != "readyok" {
			t.Errorf("Hash 80 and 2 threads under 100 MB: %q", l)
		}
		s.send("go depth 3")
		s.await(t, "bestmove")
	})
	t.Run("cecp", func(t *testing.T) {
		s := startSessionWith(t, limit)
		s.send("xboard", "protover 2")
		s.await(t, "feature done=1")
		for _, cmd := range []string{"memory 40000", "cores 100000"} {
			s.send(cmd, "ping 1")
			if l := s.await(t, "tellusererror", "Error", "pong"); !strings.HasPrefix(l, "tellusererror ") ||
				!strings.Contains(l, "over the memory limit of 100 MB") {
				t.Errorf("%s: %q", cmd, l)
			}
			s.await(t, "pong 1")
		}
		s.send("new", "variant megalomachy", "sd 2", "go")
		s.await(t, "move ")
	})
}
