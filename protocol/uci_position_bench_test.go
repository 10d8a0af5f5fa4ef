package protocol

import (
	"math/rand/v2"
	"strings"
	"testing"

	"sennight/movegen"
)

// randomLine plays up to plies random legal moves from the start position and returns their texts, as a GUI
// would send them after `position startpos moves`.
func randomLine(tb testing.TB, variant string, plies int, seed uint64) []string {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	pos := movegen.StartPosition(t)
	var texts []string
	ml := movegen.NewMoveList(256)
	for range plies {
		ml.Moves = ml.Moves[:0]
		pos.LegalMoves(ml)
		if len(ml.Moves) == 0 || pos.Outcome().Reason != "" {
			break
		}
		m := ml.Moves[rng.IntN(len(ml.Moves))]
		texts = append(texts, pos.MoveText(m))
		pos.MakeMove(m)
	}
	return texts
}

// BenchmarkUCIPositionReplay: the cost of one `position startpos moves ...` late in a long Megalomachy game, which
// a GUI sends before every `go`; it is spent before the engine's clock starts.
func BenchmarkUCIPositionReplay(b *testing.B) {
	line := randomLine(b, "megalomachy", 500, 1)
	t, err := movegen.ForVariant("megalomachy")
	if err != nil {
		b.Fatal(err)
	}
	args := append([]string{"startpos", "moves"}, line...)
	b.Logf("%d plies, %d bytes", len(line), len(strings.Join(args, " ")))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parsePosition(t, args[:1], args[2:]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkUCIGamePositions: the position commands of a whole 500-ply Megalomachy game as a GUI sends them, one
// before each move, each with the whole game so far; the remembered command makes each read only its new move.
func BenchmarkUCIGamePositions(b *testing.B) {
	line := randomLine(b, "megalomachy", 500, 1)
	commands := make([]string, len(line))
	for i := range line {
		commands[i] = "position startpos moves " + strings.Join(line[:i+1], " ")
	}
	u := newUCI(newFrontEnd(&lineSink{}, &fakeSearcher{}))
	u.execute("setoption name UCI_Variant value megalomachy")
	b.ReportAllocs()
	for b.Loop() {
		u.execute("ucinewgame")
		for _, c := range commands {
			u.execute(c)
		}
	}
	if u.g.pos.Ply() != len(line) {
		b.Fatalf("the game ends at ply %d, want %d", u.g.pos.Ply(), len(line))
	}
}
