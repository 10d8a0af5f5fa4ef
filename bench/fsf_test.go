package bench

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"sennight/movegen"
)

// fsfPath is where Debian installs Fairy-Stockfish; SENNIGHT_FSF names another binary.
func fsfPath() string {
	if p := os.Getenv("SENNIGHT_FSF"); p != "" {
		return p
	}
	return "/usr/games/fairy-stockfish"
}

// fsf is a Fairy-Stockfish process driven over UCI.
type fsf struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startFSF(t *testing.T, variant string) *fsf {
	t.Helper()
	cmd := exec.Command(fsfPath())
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	f := &fsf{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	t.Cleanup(func() {
		fmt.Fprintln(f.in, "quit")
		f.in.Close()
		_ = f.cmd.Wait()
	})
	fmt.Fprintf(in, "uci\nsetoption name UCI_Variant value %s\nisready\n", variant)
	f.until(t, "readyok")
	return f
}

// until reads lines up to one that starts with prefix and returns the lines before it and that line.
func (f *fsf) until(t *testing.T, prefix string) ([]string, string) {
	t.Helper()
	var lines []string
	for f.out.Scan() {
		l := f.out.Text()
		if strings.HasPrefix(l, prefix) {
			return lines, l
		}
		lines = append(lines, l)
	}
	t.Fatalf("Fairy-Stockfish ended before %q (after %q)", prefix, lines)
	return nil, ""
}

// perft returns Fairy-Stockfish's `go perft` total and divide of a FEN.
func (f *fsf) perft(t *testing.T, fen string, depth int) (uint64, map[string]uint64) {
	t.Helper()
	fmt.Fprintf(f.in, "position fen %s\ngo perft %d\n", fen, depth)
	lines, last := f.until(t, "Nodes searched:")
	total, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(last, "Nodes searched:")), 10, 64)
	if err != nil {
		t.Fatalf("Fairy-Stockfish: %q", last)
	}
	divide := map[string]uint64{}
	for _, l := range lines {
		move, n, ok := strings.Cut(l, ": ")
		if !ok {
			continue
		}
		if c, err := strconv.ParseUint(n, 10, 64); err == nil {
			divide[move] = c
		}
	}
	return total, divide
}

// randomGamePositions plays seeded random games from the start position and returns FENs along them, every
// `every` plies. Captures are chosen half the time they are available, so that material thins out and pawns reach
// their promotion zones with captured pieces to promote to.
func randomGamePositions(t *testing.T, variant string, games, plies, every int, seed uint64) []string {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []string
	var ml movegen.MoveList
	for range games {
		p := movegen.StartPosition(tb)
		for ply := 1; ply <= plies; ply++ {
			p.LegalMoves(&ml)
			if ml.Len() == 0 {
				break
			}
			var caps []movegen.Move
			for _, m := range ml.Moves {
				if m.Kind() == movegen.KindKill || (m.Kind() == movegen.KindNormal && p.At(m.To()) != movegen.Empty) {
					caps = append(caps, m)
				}
			}
			m := ml.Moves[rng.IntN(ml.Len())]
			if len(caps) > 0 && rng.IntN(2) == 0 {
				m = caps[rng.IntN(len(caps))]
			}
			p.MakeMove(m)
			if ply%every == 0 {
				out = append(out, p.FEN())
			}
		}
	}
	return out
}

// TestPerftAgainstFairyStockfish compares perft with Fairy-Stockfish's `go perft`, which plays Chess and Grand
// Chess by the same rules, from the start position and from positions of seeded random games. A differing count is
// reported with the root moves whose counts differ. It is skipped in short mode and where Fairy-Stockfish is not
// installed (SENNIGHT_FSF names its binary).
func TestPerftAgainstFairyStockfish(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Fairy-Stockfish")
	}
	if _, err := os.Stat(fsfPath()); err != nil {
		t.Skipf("Fairy-Stockfish not installed: %v", err)
	}
	for _, tc := range []struct {
		variant              string
		games, plies, every  int
		depth, startDepth    int
		wantPositions        int
		wantPromotionsSample bool
	}{
		{"grand", 10, 160, 20, 3, 4, 50, true},
		{"chess", 5, 100, 20, 3, 5, 20, false},
	} {
		t.Run(tc.variant, func(t *testing.T) {
			f := startFSF(t, tc.variant)
			tb, _ := movegen.ForVariant(tc.variant)
			fens := append([]string{tb.Variant.StartFEN},
				randomGamePositions(t, tc.variant, tc.games, tc.plies, tc.every, 2026)...)
			if len(fens) < tc.wantPositions {
				t.Fatalf("only %d positions", len(fens))
			}
			var leaves uint64
			promotions := 0
			for i, fen := range fens {
				depth := tc.depth
				if i == 0 {
					depth = tc.startDepth
				}
				p, err := movegen.NewPosition(tb, fen)
				if err != nil {
					t.Fatalf("%s: %v", fen, err)
				}
				var ml movegen.MoveList
				p.LegalMoves(&ml)
				for _, m := range ml.Moves {
					if m.Promotion() != 0 {
						promotions++
					}
				}
				want, divide := f.perft(t, fen, depth)
				got := movegen.Perft(p, depth)
				leaves += got
				if got == want {
					continue
				}
				ours := map[string]uint64{}
				for _, e := range movegen.Divide(p, depth) {
					ours[e.Move] = e.Nodes
				}
				t.Errorf("%s perft %d: ours %d, Fairy-Stockfish %d; differing root moves: %s", fen, depth, got,
					want, divideDiff(ours, divide))
			}
			t.Logf("%s: %d positions (start depth %d, others depth %d), %d leaves equal to Fairy-Stockfish's; "+
				"%d promotion moves at the roots", tc.variant, len(fens), tc.startDepth, tc.depth, leaves, promotions)
			if tc.wantPromotionsSample && promotions == 0 {
				t.Errorf("no root position has a promotion: the comparison does not test the promotion rules")
			}
		})
	}
}

// divideDiff lists the root moves whose counts differ (a missing move counts 0).
func divideDiff(ours, theirs map[string]uint64) string {
	moves := map[string]bool{}
	for m := range ours {
		moves[m] = true
	}
	for m := range theirs {
		moves[m] = true
	}
	var keys []string
	for m := range moves {
		if ours[m] != theirs[m] {
			keys = append(keys, m)
		}
	}
	sort.Strings(keys)
	var sb strings.Builder
	for _, m := range keys {
		fmt.Fprintf(&sb, " %s ours %d theirs %d;", m, ours[m], theirs[m])
	}
	return sb.String()
}

// TestCapablancaExampleAgainstFairyStockfish: the example file docs/examples/capablanca.toml, written from
// docs/variant-files.md alone, plays Capablanca chess exactly as Fairy-Stockfish does: perft from the start, from
// positions with castling both ways, en passant and capture-promotions to the Archbishop and Chancellor, and from
// positions of random games. Skipped where Fairy-Stockfish is not installed.
func TestCapablancaExampleAgainstFairyStockfish(t *testing.T) {
	if _, err := os.Stat(fsfPath()); err != nil {
		t.Skipf("Fairy-Stockfish not installed: %v", err)
	}
	name, err := movegen.LoadVariantFile("../docs/examples/capablanca.toml")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := movegen.ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	f := startFSF(t, "capablanca")
	startDepth, depth, games := 4, 3, 6
	if testing.Short() {
		startDepth, depth, games = 3, 2, 2
	}
	cases := []struct {
		fen   string
		depth int
	}{
		{tb.Variant.StartFEN, startDepth},
		{"r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", depth},              // castling both ways
		{"rnabqkbcnr/ppp1pppppp/10/10/2Pp6/10/PP1PPPPPPP/RNABQKBCNR b KQkq c3 0 3", depth}, // en passant
		{"1n1a1k2r1/P1P7/10/10/10/K9/5p1p2/R5B3 w - - 0 1", depth},                         // capture-promotions
	}
	for _, fen := range randomGamePositions(t, name, games, 80, 16, 31) {
		cases = append(cases, struct {
			fen   string
			depth int
		}{fen, depth})
	}
	for _, c := range cases {
		p, err := movegen.NewPosition(tb, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		want, divide := f.perft(t, c.fen, c.depth)
		if got := movegen.Perft(p, c.depth); got != want {
			ours := map[string]uint64{}
			for _, e := range movegen.Divide(p, c.depth) {
				ours[e.Move] = e.Nodes
			}
			t.Errorf("%s perft %d: ours %d, Fairy-Stockfish %d; differing root moves: %s", c.fen, c.depth, got, want,
				divideDiff(ours, divide))
		}
	}
}
