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

	tr.expect([]string{"pong 3"}, "new", "variant grand", "ping 3")
	if tr.c.g.name() != "grand" {
		t.Fatalf("variant grand gives %s", tr.c.g.name())
	}
	// XBoard's e2e4 is the engine's e3e5: the Pawn's double step from its start rank.
	tr.expect(nil, "force", "usermove e2e4")
	if want := "r8r/1nbqkcabn1/pppppppppp/10/10/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e4 0 1"; tr.fen() != want {
		t.Errorf("grand after XBoard's e2e4: %s, want %s", tr.fen(), want)
	}
}
