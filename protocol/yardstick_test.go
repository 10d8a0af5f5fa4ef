package protocol

import "testing"

// TestXBoardBuiltInGames: Chess and Grand Chess are XBoard's own "normal" and "grand". `new` starts Chess (XBoard
// sends no variant command for it), `variant normal` and `variant grand` get no setup or piece lines, castling is
// the King's two-cell move, e.p. is one leg (XBoard applies it by its own rules), and Grand's ten ranks are
// labelled 0..9 as XBoard 4.9.1 labels every 10-rank board.
func TestXBoardBuiltInGames(t *testing.T) {
	tr := newTranscript(t)
	defer tr.close()
	tr.expect([]string{"pong 1"}, "new", "ping 1")
	if tr.c.g.name() != "chess" {
		t.Fatalf("new starts %s, want chess", tr.c.g.name())
	}
	tr.expect([]string{"pong 2"}, "variant normal", "ping 2")
	tr.expect(nil, "force", "usermove e2e4", "usermove d7d5", "usermove e4e5", "usermove f7f5", "usermove e5f6",
		"usermove g8f6", "usermove g1f3", "usermove e7e6", "usermove f1e2", "usermove f8e7", "usermove e1g1")
	if want := "rnbqk2r/ppp1b1pp/4pn2/3p4/8/5N2/PPPPBPPP/RNBQ1RK1 b kq - 3 6"; tr.fen() != want {
		t.Errorf("chess after e.p. and castling: %s, want %s", tr.fen(), want)
	}
	tr.expect([]string{"Illegal move (no such move): e8c8"}, "usermove e8c8")

	// setboard keeps XBoard's castling field in its own games.
	tr.expect(nil, "setboard r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")
	if want := "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1"; tr.fen() != want {
		t.Errorf("chess after setboard: %s, want %s", tr.fen(), want)
	}

	tr.expect([]string{"pong 3"}, "new", "variant grand", "ping 3")
	if tr.c.g.name() != "grand" {
		t.Fatalf("variant grand gives %s", tr.c.g.name())
	}
	// XBoard's e2e4 is the engine's e3e5: the Pawn's double step from its start rank.
	tr.expect(nil, "force", "usermove e2e4")
	if want := "r8r/1nbqkcabn1/pppppppppp/10/10/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e4 0 1"; tr.fen() != want {
		t.Errorf("grand after XBoard's e2e4: %s, want %s", tr.fen(), want)
	}
	// XBoard's e.p. field is in its labels too: e3 is the engine's e4.
	tr.expect(nil, "setboard r8r/1nbqkcabn1/pppppppppp/10/10/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e3 0 1")
	if want := "r8r/1nbqkcabn1/pppppppppp/10/10/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e4 0 1"; tr.fen() != want {
		t.Errorf("grand after setboard with e.p.: %s, want %s", tr.fen(), want)
	}
}

// TestUCIChessAndGrand: UCI_Variant chess and grand, as Fairy-Stockfish names them; castling is e1g1, a standard
// FEN with KQkq reads, and Grand's ranks are 1..10 under UCI.
func TestUCIChessAndGrand(t *testing.T) {
	tr := newUCITranscript(t)
	defer tr.close()
	tr.expect([]string{"info string variant chess files 8 ranks 8 startpos " +
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, "setoption name UCI_Variant value chess")
	tr.expect(nil, "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1")
	if want := "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"; tr.fen() != want {
		t.Errorf("after e1g1: %s, want %s", tr.fen(), want)
	}
	tr.expect(nil, "position fen r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 moves e8c8")
	if want := "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"; tr.fen() != want {
		t.Errorf("after e8c8: %s, want %s", tr.fen(), want)
	}
	tr.expect([]string{"info string variant grand files 10 ranks 10 startpos " +
		"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1"},
		"setoption name UCI_Variant value grand")
	tr.expect(nil, "position startpos moves e3e5 e8e6 f2g4 f9g7")
	if want := "r8r/1nbqk1abn1/pppp1ppppp/6c3/4p5/4P5/6C3/PPPP1PPPPP/1NBQK1ABN1/R8R w - - 2 3"; tr.fen() != want {
		t.Errorf("grand after e3e5 e8e6 f2g4 f9g7: %s, want %s", tr.fen(), want)
	}
}

// TestXBoardGrandDeclinedPromotion: a Pawn that stays a Pawn on Grand's 8th or 9th rank is written with its own
// letter, "e7e8p" in XBoard's labels, because XBoard gives a plain "e7e8" its default promotion and sends the other
// engine "e7e8q" (a soak game was lost that way). Both forms are read as the Pawn staying; "e7e8q" still promotes.
func TestXBoardGrandDeclinedPromotion(t *testing.T) {
	tr := newTranscript(t)
	defer tr.close()
	const start = "k9/10/4P5/10/10/10/10/10/10/4K5 w - - 0 1" // the Pawn on the engine's e8, XBoard's e7
	tr.expect([]string{"pong 1"}, "new", "variant grand", "force", "setboard "+start, "ping 1")
	moves, err := xboardMoves(tr.c.g.pos)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := moves["e7e8p"]; !ok {
		t.Errorf("XBoard's moves lack e7e8p: %v", moves)
	}
	if _, ok := moves["e7e8"]; ok {
		t.Errorf("XBoard's moves have the plain e7e8, which XBoard turns into e7e8q")
	}
	for _, text := range []string{"e7e8p", "e7e8"} {
		tr.expect(nil, "setboard "+start, "usermove "+text)
		if want := "k9/4P5/10/10/10/10/10/10/10/4K5 b - - 0 1"; tr.fen() != want {
			t.Errorf("after %s: %s, want %s", text, tr.fen(), want)
		}
	}
	tr.expect(nil, "setboard "+start, "usermove e7e8q")
	if want := "k9/4Q5/10/10/10/10/10/10/10/4K5 b - - 0 1"; tr.fen() != want {
		t.Errorf("after e7e8q: %s, want %s", tr.fen(), want)
	}
}
