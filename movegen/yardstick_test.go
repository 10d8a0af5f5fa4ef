package movegen_test

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestChessFENCastlingLetters: Chess writes standard FEN castling rights (KQkq) and reads them, Shredder-FEN's
// file letters (HAha) and X-FEN's mix.
func TestChessFENCastlingLetters(t *testing.T) {
	const board = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w "
	for _, tc := range []struct{ in, out string }{
		{"KQkq", "KQkq"},
		{"HAha", "KQkq"},
		{"AHah", "KQkq"},
		{"Kq", "Kq"},
		{"Hq", "Kq"},
		{"Qk", "Qk"},
		{"a", "q"},
		{"-", "-"},
	} {
		p := position(t, "chess", board+tc.in+" - 0 1")
		if got := p.FEN(); got != board+tc.out+" - 0 1" {
			t.Errorf("castling %q: FEN %s, want rights %q", tc.in, got, tc.out)
		}
		q := position(t, "chess", p.FEN())
		if q.Hash() != p.Hash() || q.FEN() != p.FEN() {
			t.Errorf("castling %q: the FEN does not read back to the same position", tc.in)
		}
	}
	// The same rights in both notations are the same position.
	a, b := position(t, "chess", board+"KQkq - 0 1"), position(t, "chess", board+"HAha - 0 1")
	if a.Hash() != b.Hash() {
		t.Errorf("KQkq and HAha hash differently")
	}
}

// TestChessBadFEN: FENs that are not Chess positions are rejected with ErrFEN.
func TestChessBadFEN(t *testing.T) {
	tb := tables(t, "chess")
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",     // K without the h1 Rook
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",     // a right twice
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqG - 0 1",    // no castling with a g-file partner
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",    // e.p. without a double step
		"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",       // 7 ranks
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",     // 9 files
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",       // no White King
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",     // side
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNM w KQkq - 0 1",     // no piece M in Chess
		"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1",      // a Pawn that should have promoted
		"rnb1kbnr/pppppppp/8/8/8/8/PPPPqPPP/RNBQKBNR b KQkq - 0 1",     // White, not to move, in check
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] w KQkq - 0 1", // holdings
	} {
		if _, err := movegen.NewPosition(tb, fen); !errors.Is(err, movegen.ErrFEN) {
			t.Errorf("%s: error %v, want a FEN error", fen, err)
		}
	}
	// An e.p. field after a double step reads and is written back.
	const ep = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	if got := position(t, "chess", ep).FEN(); got != ep {
		t.Errorf("e.p. FEN %s written back as %s", ep, got)
	}
}

// TestChessCastlingText: castling is written and read as the King's two-cell move (UCI's e1g1), needs empty and
// unattacked cells, and puts the Rook on the cell the King crossed.
func TestChessCastlingText(t *testing.T) {
	p := position(t, "chess", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1")
	for _, text := range []string{"e1g1", "e1c1"} {
		m, err := p.ParseMove(text)
		if err != nil || m.Kind() != movegen.KindCastle || p.MoveText(m) != text {
			t.Fatalf("%s: move %v (%v), text %q", text, m, err, p.MoveText(m))
		}
	}
	play(t, p, "e1c1", "e8g8")
	if want := "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2"; p.FEN() != want {
		t.Errorf("after e1c1 e8g8: %s, want %s", p.FEN(), want)
	}
	// A Rook on f8 attacks f1, which the King crosses going to g1.
	q := position(t, "chess", "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1")
	if moves := legalTexts(q); moves["e1g1"] || !moves["e1c1"] {
		t.Errorf("castling through an attacked cell: e1g1 %v, e1c1 %v", moves["e1g1"], moves["e1c1"])
	}
	// b1 may be attacked (the King does not cross it) but must be empty.
	r := position(t, "chess", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
	if !legalTexts(r)["e1c1"] {
		t.Errorf("queen-side castling with b1 attacked is legal")
	}
	s := position(t, "chess", "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1")
	if legalTexts(s)["e1c1"] {
		t.Errorf("castling over a Knight on b1")
	}
}

// pawnMoves lists the legal moves of the piece on a cell, sorted.
func pawnMoves(p *movegen.Position, from string) []string {
	var out []string
	for text := range legalTexts(p) {
		if strings.HasPrefix(text, from) {
			out = append(out, text)
		}
	}
	sort.Strings(out)
	return out
}

// TestGrandPromotion: Grand Chess promotes on the last three ranks, only to a piece type of which the side has
// fewer on the board than at the start (a captured one); optionally on ranks 8 and 9, necessarily on 10, where a
// Pawn with nothing to promote to cannot go.
func TestGrandPromotion(t *testing.T) {
	const all = "RNBQKCABNR" // every White piece of the start position on rank 1
	for _, tc := range []struct {
		name, fen string
		from      string
		want      []string
	}{
		{"rank 7, nothing captured", "7k2/10/10/4P5/10/10/10/10/10/" + all + " w - - 0 1", "e7", []string{"e7e8"}},
		{"rank 7, Queen captured", "7k2/10/10/4P5/10/10/10/10/10/RNB1KCABNR w - - 0 1", "e7",
			[]string{"e7e8", "e7e8q"}},
		{"rank 8, Rook and Bishop captured", "7k2/10/4P5/10/10/10/10/10/10/1NBQKCA1NR w - - 0 1", "e8",
			[]string{"e8e9", "e8e9b", "e8e9r"}},
		{"rank 9, nothing captured: stuck", "7k2/4P5/10/10/10/10/10/10/10/" + all + " w - - 0 1", "e9", nil},
		{"rank 9, Queen and a Rook captured", "7k2/4P5/10/10/10/10/10/10/10/1NB1KCABNR w - - 0 1", "e9",
			[]string{"e9e10q", "e9e10r"}},
		{"rank 9, capture onto rank 10", "3n3k2/4P5/10/10/10/10/10/10/10/RNBQKCAB1R w - - 0 1", "e9",
			[]string{"e9d10n", "e9e10n"}},
		{"Black, rank 2", "rnbqkcabnr/10/10/10/10/10/10/10/4p5/7K2 b - - 0 1", "e2", nil},
		{"Black, rank 4, Marshal captured", "rnbqk1abnr/10/10/10/10/10/4p5/10/10/7K2 b - - 0 1", "e4",
			[]string{"e4e3", "e4e3c"}},
	} {
		p := position(t, "grand", tc.fen)
		if got := pawnMoves(p, tc.from); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	// Promoting to the one missing Queen uses it up: the next Pawn may no longer become a Queen.
	p := position(t, "grand", "7k2/3PP5/10/10/10/10/10/10/10/RNB1KCABNR w - - 0 1")
	play(t, p, "e9e10q", "h10h9")
	if got := pawnMoves(p, "d9"); got != nil {
		t.Errorf("after e9e10q the d9 Pawn has %v, want nothing", got)
	}
	// A Pawn on the last rank is not a position; on ranks 8 and 9 it is.
	tb := tables(t, "grand")
	if _, err := movegen.NewPosition(tb, "4P2k2/10/10/10/10/10/10/10/10/"+all+" w - - 0 1"); !errors.Is(err, movegen.ErrFEN) {
		t.Errorf("a White Pawn on rank 10 reads: %v", err)
	}
}
