package movegen_test

import (
	"errors"
	"strings"
	"testing"

	"sennight/movegen"
)

// Positions for Megalomachy's special rules (docs/rules/megalomachy.md §4), built by hand as piece lists; the expected
// moves follow from the rules text as each comment says.

const mega = "megalomachy"

func megaPos(t *testing.T, pieces map[string]string, rest string) *movegen.Position {
	t.Helper()
	return position(t, mega, fenOf(t, mega, pieces, rest))
}

// wantMoves fails the test unless every text is (legal) or is not (!legal) among the legal moves.
func wantMoves(t *testing.T, p *movegen.Position, legal bool, texts ...string) {
	t.Helper()
	moves := legalTexts(p)
	for _, m := range texts {
		if moves[m] != legal {
			t.Errorf("%s: move %s legal = %v, want %v", p.FEN(), m, moves[m], legal)
		}
	}
}

// movesFrom returns the legal move texts that start with a cell name followed by a letter of the target.
func movesFrom(p *movegen.Position, prefix string) []string {
	var out []string
	for m := range legalTexts(p) {
		if strings.HasPrefix(m, prefix) {
			out = append(out, m)
		}
	}
	return out
}

func boardPart(fen string) string { return strings.Fields(fen)[0] }

func fenField(fen string, i int) string { return strings.Fields(fen)[i] }

// TestMegalomachyEnPassantPawn: a Pawn's 3-step passes two cells; enemy Pawns and Warriors whose forward diagonal
// reaches either may take it there, on the next move only (§4.2).
func TestMegalomachyEnPassantPawn(t *testing.T) {
	// Black's forward diagonals are (±1,-1): d7 hits e6, f8 and the Warrior d8 hit e7.
	pieces := map[string]string{"e5": "P", "d7": "p", "f8": "p", "d8": "w'", "p1": "K", "p16": "k"}
	p := megaPos(t, pieces, "w - - 0 1")
	play(t, p, "e5e8")
	if ep := fenField(p.FEN(), 3); ep != "e6,e7" {
		t.Fatalf("e.p. field after e5e8: %q, want e6,e7", ep)
	}
	wantMoves(t, p, true, "d7e6", "f8e7", "d8e7")
	for _, m := range []string{"d7e6", "f8e7", "d8e7"} {
		q := p.Clone()
		play(t, q, m)
		if q.At(mustCell(t, q, "e8")) != movegen.Empty {
			t.Errorf("e.p. %s left the Pawn on e8: %s", m, q.FEN())
		}
	}
	// The right lasts one move.
	play(t, p, "p16p15", "p1p2")
	wantMoves(t, p, false, "d7e6", "f8e7", "d8e7")

	// A 2-step passes one cell: only d7 (onto e6) takes e.p.; f8 takes the Pawn on e7 normally.
	p = megaPos(t, pieces, "w - - 0 1")
	play(t, p, "e5e7")
	if ep := fenField(p.FEN(), 3); ep != "e6" {
		t.Fatalf("e.p. field after e5e7: %q, want e6", ep)
	}
	wantMoves(t, p, true, "d7e6", "f8e7")
	play(t, p, "d7e6")
	if got := boardPart(p.FEN()); got != boardPart(fenOf(t, mega, map[string]string{"e6": "p", "f8": "p", "d8": "w'",
		"p1": "K", "p16": "k"}, "w - - 0 1")) {
		t.Errorf("after d7e6 e.p.: %s", p.FEN())
	}
}

// TestMegalomachyEnPassantWarrior: a Warrior's 2-step (at any time) leaves e.p. rights; backward knight captures
// never take e.p.; a Warrior that promoted with its 2-step can still be taken e.p. (§4.2).
func TestMegalomachyEnPassantWarrior(t *testing.T) {
	// Black Pawn d4 and Warrior f4 hit e3 with (±1,-1); the Warrior on c2 reaches e3 only by its backward (2,1).
	p := megaPos(t, map[string]string{"e2": "W'", "d4": "p", "f4": "w'", "c2": "w'", "p1": "K", "p16": "k"}, "w - - 0 1")
	play(t, p, "e2e4")
	if ep := fenField(p.FEN(), 3); ep != "e3" {
		t.Fatalf("e.p. field after e2e4: %q, want e3", ep)
	}
	wantMoves(t, p, true, "d4e3", "f4e3")
	wantMoves(t, p, false, "c2e3")
	play(t, p, "f4e3")
	if p.At(mustCell(t, p, "e4")) != movegen.Empty {
		t.Errorf("f4e3 e.p. left the Warrior on e4: %s", p.FEN())
	}

	// The 2-step onto the last rank promotes (24 choices, plus the 1-step); e.p. then removes the promoted piece.
	p = megaPos(t, map[string]string{"c14": "W'", "d16": "w'", "p1": "K", "p16": "k"}, "w - - 0 1")
	if got := len(movesFrom(p, "c14")); got != 25 {
		t.Errorf("Warrior c14 has %d moves, want 24 promotions on c16 and c14c15", got)
	}
	play(t, p, "c14c16o")
	fen := p.FEN()
	if !strings.Contains(fen, " b - c15 ") || p.At(mustCell(t, p, "c16")) == movegen.Empty {
		t.Fatalf("after c14c16o: %s, want an Amazon on c16 and e.p. c15", fen)
	}
	if q := position(t, mega, fen); q.FEN() != fen || q.Hash() != p.Hash() {
		t.Errorf("FEN with e.p. behind a promoted Warrior does not read back: %s -> %s", fen, q.FEN())
	}
	wantMoves(t, p, true, "d16c15")
	play(t, p, "d16c15")
	if p.At(mustCell(t, p, "c16")) != movegen.Empty {
		t.Errorf("e.p. d16c15 left the promoted piece on c16: %s", p.FEN())
	}
}

// TestMegalomachyPromotion: a Pawn or Warrior reaching the last rank must promote, to the 24 promotable types only
// (§4.7).
func TestMegalomachyPromotion(t *testing.T) {
	const choices = "u s z j e w f n g v c b r t h d i x y a m q l o"
	p := megaPos(t, map[string]string{"c15": "P", "a15": "W'", "b16": "r", "h2": "p", "p1": "K", "p16": "k"}, "w - - 0 1")
	var push, capture []string
	for _, c := range strings.Fields(choices) {
		push = append(push, "c15c16"+c)
		capture = append(capture, "a15b16"+c)
	}
	wantMoves(t, p, true, push...)
	wantMoves(t, p, true, capture...)
	// c15: the push to c16 and the capture of the Rook b16 (d16 is empty), 24 choices each.
	if n := len(movesFrom(p, "c15")); n != 48 {
		t.Errorf("Pawn c15 has %d moves, want 48", n)
	}
	// a15: 1-step a16 (24) and capture b16 (24); the 2-step would leave the board.
	if n := len(movesFrom(p, "a15")); n != 48 {
		t.Errorf("Warrior a15 has %d moves, want 48", n)
	}
	for _, bad := range []string{"c15c16", "c15c16k", "c15c16p"} {
		if _, err := p.ParseMove(bad); !errors.Is(err, movegen.ErrIllegalMove) {
			t.Errorf("%s: err %v, want illegal", bad, err)
		}
	}
	play(t, p, "c15c16x")
	if tok := p.Tables().PieceToken(p.At(mustCell(t, p, "c16"))); tok != "X" {
		t.Errorf("c15c16x made %q, want a Rhino", tok)
	}
	// Black promotes on rank 1.
	wantMoves(t, p, true, "h2h1q", "h2h1u")
	wantMoves(t, p, false, "h2h1")
}

// castleBase: White King k1 with Dragon Kings a1 and p1, both rights; Black King k16.
func castleBase() map[string]string {
	return map[string]string{"k1": "K", "a1": "D", "p1": "D", "k16": "k"}
}

func with(base map[string]string, extra map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range extra {
		if v == "" {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

// TestMegalomachyCastling: fast castling to every cell strictly between King and Dragon King, the adjacent cells
// written as the King moving onto its Dragon King, no passing through or landing on attacked cells (the King still
// on its start cell may be a cannon screen), rights lost as §4.6 says.
func TestMegalomachyCastling(t *testing.T) {
	castles := []string{"k1b1", "k1c1", "k1d1", "k1e1", "k1f1", "k1g1", "k1h1", "k1i1", "k1a1", "k1p1", "k1m1", "k1n1", "k1o1"}
	p := megaPos(t, castleBase(), "w AP - 0 1")
	wantMoves(t, p, true, castles...)
	wantMoves(t, p, true, "k1j1", "k1l1", "k1j2", "k1k2", "k1l2") // plain King steps
	// 13 castlings, 5 King steps, Dragon King a1: a2..a16, b1..j1 and b2 (25), p1: p2..p16, o1..l1 and o2 (20).
	if n := len(legalTexts(p)); n != 63 {
		t.Errorf("%d legal moves, want 63", n)
	}
	results := map[string]string{
		"k1a1": "9KD4D", // King j1, Dragon King k1
		"k1c1": "2K7D4D",
		"k1p1": "D9DK4", // King l1
		"k1o1": "D9D3K1",
	}
	for m, rank1 := range results {
		q := p.Clone()
		play(t, q, m)
		fen := q.FEN()
		if ranks := strings.Split(boardPart(fen), "/"); ranks[15] != rank1 || fenField(fen, 2) != "-" {
			t.Errorf("after %s: %s, want rank 1 %s and no castling rights", m, fen, rank1)
		}
	}
	if m, err := p.ParseMove("k1j1"); err != nil || m.Kind() != movegen.KindNormal {
		t.Errorf("k1j1 is the plain King step: %v", err)
	}
	if m, err := p.ParseMove("k1a1"); err != nil || m.Kind() != movegen.KindCastle {
		t.Errorf("k1a1 is castling: %v", err)
	}

	// A black Rook on i16 attacks i1: castlings to i1 and beyond (through i1) are illegal, j1 is fine.
	p = megaPos(t, with(castleBase(), map[string]string{"i16": "r"}), "w AP - 0 1")
	wantMoves(t, p, false, "k1b1", "k1c1", "k1d1", "k1e1", "k1f1", "k1g1", "k1h1", "k1i1")
	wantMoves(t, p, true, "k1a1", "k1p1", "k1m1", "k1n1", "k1o1")
	// A black Bishop on j5 attacks n1 (k4 l3 m2 n1) and f1 (i4 h3 g2 f1): castlings to n1, o1 and f1..b1 are
	// illegal; l1, m1 and j1..g1 are fine.
	p = megaPos(t, with(castleBase(), map[string]string{"j5": "b"}), "w AP - 0 1")
	wantMoves(t, p, false, "k1n1", "k1o1", "k1f1", "k1e1", "k1b1")
	wantMoves(t, p, true, "k1p1", "k1m1", "k1a1", "k1i1", "k1g1")
	// In check (Rook k8): no castling.
	p = megaPos(t, with(castleBase(), map[string]string{"k8": "r"}), "w AP - 0 1")
	wantMoves(t, p, false, castles...)
	// A black Cannon on f1 uses the King on k1 as its screen and attacks l1: every castling with p1 goes through
	// l1 and is illegal, while the plain step k1l1 is legal (after it the King is no screen). f1 blocks the a1 side.
	p = megaPos(t, with(castleBase(), map[string]string{"f1": "c"}), "w AP - 0 1")
	wantMoves(t, p, false, castles...)
	wantMoves(t, p, true, "k1l1")
	// A piece between King and Dragon King blocks that side only.
	p = megaPos(t, with(castleBase(), map[string]string{"c1": "N"}), "w AP - 0 1")
	wantMoves(t, p, false, "k1b1", "k1d1", "k1a1")
	wantMoves(t, p, true, "k1p1")

	// Black castles on rank 16.
	p = megaPos(t, map[string]string{"k16": "k", "a16": "d", "p16": "d", "k1": "K"}, "b ap - 0 1")
	wantMoves(t, p, true, "k16a16", "k16p16", "k16b16", "k16i16", "k16m16", "k16o16")
	play(t, p, "k16a16")
	if ranks := strings.Split(boardPart(p.FEN()), "/"); ranks[0] != "9kd4d" {
		t.Errorf("after k16a16: %s", p.FEN())
	}

	// Rights: a Dragon King leaving its cell, a capture on it, a King move, a hit-and-run victim on it.
	rights := []struct {
		side, extra string
		pieces      map[string]string
		moves       []string
		want        string
	}{
		{"w", "AP", castleBase(), []string{"a1a2"}, "P"},
		{"w", "AP", castleBase(), []string{"k1k2"}, "-"},
		{"b", "AP", with(castleBase(), map[string]string{"p8": "r"}), []string{"p8p1"}, "A"},
		{"b", "AP", with(castleBase(), map[string]string{"o2": "t'"}), []string{"o2p1,p1o1"}, "A"},
	}
	for _, r := range rights {
		p := megaPos(t, r.pieces, r.side+" "+r.extra+" - 0 1")
		play(t, p, r.moves...)
		if got := fenField(p.FEN(), 2); got != r.want {
			t.Errorf("after %v: castling %q, want %q (%s)", r.moves, got, r.want, p.FEN())
		}
	}
}

// TestMegalomachyCheckThroughPieces: flyers check through any pieces but the blockers; cannon-type pieces use any
// piece as a screen, blockers included (§4.3, §4.9).
func TestMegalomachyCheckThroughPieces(t *testing.T) {
	cases := []struct {
		pieces map[string]string
		check  bool
		why    string
	}{
		{map[string]string{"e1": "R'", "e4": "N", "e6": "n", "e9": "Q", "e16": "k", "a1": "K"}, true,
			"Raven e1 flies over N, n, Q to the King e16"},
		{map[string]string{"e1": "R'", "e4": "N", "e6": "a'", "e16": "k", "a1": "K"}, false,
			"an enemy (Black's own) Archer on e6 stops the flight"},
		{map[string]string{"e1": "R'", "e4": "S'", "e16": "k", "a1": "K"}, false,
			"White's own Spearman on e4 stops the flight"},
		{map[string]string{"a1": "B'", "c3": "K", "h8": "k"}, true,
			"the Bat flies over White's own King c3: a King is not a blocker"},
		{map[string]string{"b2": "E'", "d4": "Q", "f6": "p", "h8": "k", "a16": "K"}, true,
			"Eagle flies diagonally over Q and p"},
		{map[string]string{"e1": "C", "e5": "s'", "e16": "k", "a1": "K"}, true,
			"Cannon e1 with the Spearman e5, a fly blocker, as its screen"},
		{map[string]string{"e1": "C", "e5": "s'", "e7": "p", "e16": "k", "a1": "K"}, false,
			"two screens"},
		{map[string]string{"h1": "V", "k4": "b'", "p9": "k", "a1": "K"}, true,
			"Vao h1 over the Bat k4 hits p9"},
		{map[string]string{"h8": "I", "h9": "a'", "h16": "k", "a1": "K"}, true,
			"Leo h8 over the Archer h9 hits h16"},
		{map[string]string{"h8": "X", "h9": "N", "k12": "k", "a1": "K"}, false,
			"Rhino's bent path h9-i10-j11-k12 needs h9 empty"},
		{map[string]string{"h8": "X", "k12": "k", "a1": "K"}, true,
			"Rhino h9 then the diagonal to k12"},
		{map[string]string{"h8": "T'", "i9": "k", "j10": "n", "a1": "K"}, true,
			"Terror next to the King"},
		{map[string]string{"h10": "U", "h12": "k", "a1": "K"}, true,
			"Ram's capture 2 forward"},
		{map[string]string{"h12": "U", "h10": "k", "a1": "K"}, false,
			"Ram does not capture backward"},
		{map[string]string{"e6": "W'", "f4": "k", "a1": "K"}, true,
			"Warrior's backward knight capture"},
	}
	for _, c := range cases {
		// The Black King is in check with Black to move; a check against the side not to move is a bad FEN.
		p := megaPos(t, c.pieces, "b - - 0 1")
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: in check = %v, want %v (%s)", p.FEN(), got, c.check, c.why)
		}
	}
}

// TestMegalomachyHitAndRun: the Terror captures next to it and steps on to an empty cell that is not its start;
// move text e4f5,f5g6 (§4.4).
func TestMegalomachyHitAndRun(t *testing.T) {
	p := megaPos(t, map[string]string{"e4": "T'", "f5": "n", "g6": "N", "p1": "K", "p16": "k"}, "w - - 0 1")
	// f5's neighbours: e4 (the start), g6 (own), and 6 empty cells.
	want := []string{"e4f5,f5e5", "e4f5,f5e6", "e4f5,f5f6", "e4f5,f5f4", "e4f5,f5g5", "e4f5,f5g4"}
	wantMoves(t, p, true, want...)
	wantMoves(t, p, true, "e4f5") // the plain capture is a separate move
	wantMoves(t, p, false, "e4f5,f5g6")
	if n := len(movesFrom(p, "e4f5,")); n != 6 {
		t.Errorf("%d hit-and-run moves, want 6", n)
	}
	if _, err := p.ParseMove("e4f5,f5e4"); !errors.Is(err, movegen.ErrIllegalMove) {
		t.Errorf("back to the start: err %v, want illegal", err)
	}
	before := p.FEN()
	m, err := p.ParseMove("e4f5,f5f6")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(m)
	if got, want := boardPart(p.FEN()), boardPart(fenOf(t, mega, map[string]string{"f6": "T'", "g6": "N", "p1": "K",
		"p16": "k"}, "")); got != want {
		t.Errorf("after e4f5,f5f6: %s", p.FEN())
	}
	if p.HalfmoveClock() != 0 {
		t.Errorf("a hit-and-run is a capture: clock %d", p.HalfmoveClock())
	}
	p.UnmakeMove()
	if p.FEN() != before {
		t.Errorf("unmake: %s, want %s", p.FEN(), before)
	}
}

// TestMegalomachyAntiTrading: a Terror or Eagle may capture a Terror only onto a cell no enemy piece attacks after
// the move (pins ignored, a Terror protector counts); other pieces capture Terrors normally (§4.8).
func TestMegalomachyAntiTrading(t *testing.T) {
	base := map[string]string{"e4": "T'", "f5": "t'", "b1": "E'", "f1": "R", "a1": "K", "p16": "k"}
	// Unprotected: every capture of f5 is legal.
	p := megaPos(t, base, "w - - 0 1")
	wantMoves(t, p, true, "e4f5", "b1f5", "f1f5", "e4f5,f5g6")

	// A black Rook on f10 protects f5 (and attacks f6 through f9): the Terror and the Eagle may not take, the
	// Rook may; the hit-and-run may take if it lands on a cell the Rook does not attack.
	p = megaPos(t, with(base, map[string]string{"f10": "r"}), "w - - 0 1")
	wantMoves(t, p, false, "e4f5", "b1f5", "e4f5,f5f6")
	wantMoves(t, p, true, "f1f5", "e4f5,f5g6", "e4f5,f5e6", "e4f5,f5g4")

	// Protection by another Terror counts (h7 reaches f5 by its (-2,-2) leap).
	p = megaPos(t, with(base, map[string]string{"h7": "t'"}), "w - - 0 1")
	wantMoves(t, p, false, "e4f5", "b1f5")
	wantMoves(t, p, true, "f1f5")

	// A protector pinned to its King still attacks: the Bishop h7 (diagonal to f5 over g6) is pinned on the h-file
	// by the Rook h1 against the King h8.
	p = megaPos(t, map[string]string{"e4": "T'", "f5": "t'", "h7": "b", "h8": "k", "h1": "R", "a1": "K"}, "w - - 0 1")
	wantMoves(t, p, false, "e4f5")
	wantMoves(t, p, true, "e4f5,f5e6")

	// An Eagle's flying capture of a protected Terror is forbidden too: Eagle f1 over the own Rook f3.
	p = megaPos(t, map[string]string{"f1": "E'", "f3": "R", "f5": "t'", "f10": "r", "a1": "K", "p16": "k"}, "w - - 0 1")
	wantMoves(t, p, false, "f1f5")
	wantMoves(t, p, true, "f3f5")
}

// TestMegalomachyEagleCheckRepetition: an Eagle move that gives check and repeats an earlier position is illegal,
// even at the first repetition; other repetitions are legal (§4.9).
func TestMegalomachyEagleCheckRepetition(t *testing.T) {
	start := map[string]string{"a2": "E'", "p1": "K", "e16": "k"}
	// Eagle a2-a16 checks along rank 16; the King steps aside and back while the Eagle goes back.
	p := megaPos(t, start, "w - - 0 1")
	wantMoves(t, p, true, "a2a16")
	play(t, p, "a2a16", "e16e15", "a16a2", "e15e16")
	wantMoves(t, p, false, "a2a16") // would repeat the position after the first a2a16, with check
	wantMoves(t, p, true, "a2a15", "a2a3")

	// The same cycle without check: the repetition is allowed.
	p = megaPos(t, start, "w - - 0 1")
	play(t, p, "a2a3", "e16e15", "a3a2", "e15e16")
	wantMoves(t, p, true, "a2a3")

	// A Rook's checks may repeat.
	p = megaPos(t, map[string]string{"a2": "R", "p1": "K", "e16": "k"}, "w - - 0 1")
	play(t, p, "a2a16", "e16e15", "a16a2", "e15e16")
	wantMoves(t, p, true, "a2a16")

	// A discovered check by an Eagle move counts: the Eagle h5 is a second screen of the Cannon h1 (the first
	// piece beyond the Eagle is the Spearman h10, a fly blocker, so the Eagle itself does not reach h16); h5-i5
	// leaves the Spearman as the only screen and the Cannon checks.
	p = megaPos(t, map[string]string{"h1": "C", "h5": "E'", "h10": "s'", "p1": "K", "h16": "k"}, "w - - 0 1")
	play(t, p, "h5i5")
	if !p.InCheck() {
		t.Fatalf("h5i5 should uncover the Cannon: %s", p.FEN())
	}
	play(t, p, "h16g16", "i5h5", "g16h16")
	wantMoves(t, p, false, "h5i5")
	wantMoves(t, p, true, "h5j5") // a check, but a new position

	// History starts at the FEN: a position before it does not count.
	p = megaPos(t, start, "w - - 0 1")
	play(t, p, "a2a16", "e16e15", "a16a2", "e15e16")
	q := position(t, mega, p.FEN())
	wantMoves(t, q, true, "a2a16")
}

// TestMegalomachyFiftyMoveClock: captures and Pawn or Warrior moves reset the clock; an Eagle move that gives
// check and the reply to it leave it unchanged (§4.9).
func TestMegalomachyFiftyMoveClock(t *testing.T) {
	clock := func(p *movegen.Position) int { return p.HalfmoveClock() }
	base := map[string]string{"a2": "E'", "b2": "R", "h5": "W'", "p1": "K", "e16": "k", "p12": "p"}
	steps := []struct {
		move string
		want int
		why  string
	}{
		{"a2a16", 10, "Eagle check: unchanged"},
		{"e16e15", 10, "the reply to an Eagle check: unchanged"},
		{"a16a14", 11, "Eagle move without check"},
		{"e15e16", 12, ""},
		{"b2b16", 13, "a Rook check counts"},
		{"e16e15", 14, "the reply to a Rook check counts"},
		{"h5h7", 0, "a Warrior's 2-step resets"},
		{"p12p11", 0, "a Pawn move resets"},
	}
	p := megaPos(t, base, "w - - 10 30")
	for _, s := range steps {
		play(t, p, s.move)
		if clock(p) != s.want {
			t.Errorf("after %s: clock %d, want %d (%s)", s.move, clock(p), s.want, s.why)
		}
	}

	// An Eagle check that captures resets the clock, and the reply to it does not count either.
	p = megaPos(t, map[string]string{"a2": "E'", "a16": "r", "p1": "K", "e16": "k"}, "w - - 10 30")
	play(t, p, "a2a16")
	if clock(p) != 0 {
		t.Errorf("Eagle capture with check: clock %d, want 0", clock(p))
	}
	play(t, p, "e16e15")
	if clock(p) != 0 {
		t.Errorf("reply to an Eagle capture-check: clock %d, want 0", clock(p))
	}
	play(t, p, "p1p2")
	if clock(p) != 1 {
		t.Errorf("next quiet move: clock %d, want 1", clock(p))
	}

	// After a setboard the "reply" flag is off: the reply to a check already on the board counts.
	p = megaPos(t, map[string]string{"a16": "E'", "p1": "K", "e16": "k"}, "b - - 10 30")
	play(t, p, "e16e15")
	if clock(p) != 11 {
		t.Errorf("reply after setboard: clock %d, want 11", clock(p))
	}

	// At 99, Eagle checks and replies never reach 100; a quiet move does, and the game is drawn.
	p = megaPos(t, map[string]string{"a2": "E'", "p1": "K", "e16": "k", "h8": "n"}, "w - - 99 80")
	play(t, p, "a2a16", "e16e15")
	if clock(p) != 99 || p.Outcome().Result != movegen.Ongoing {
		t.Errorf("after an Eagle check and its reply at 99: clock %d, %+v", clock(p), p.Outcome())
	}
	play(t, p, "p1p2")
	if got := p.Outcome(); got != (movegen.Outcome{Result: movegen.Draw, Reason: "50-move rule"}) {
		t.Errorf("clock %d: %+v", clock(p), got)
	}
}

// TestMegalomachyDraws: threefold repetition from the start position, and K v K.
func TestMegalomachyDraws(t *testing.T) {
	p := position(t, mega, "")
	play(t, p, "e4d6", "e13d11", "d6e4", "d11e13")
	if p.RepetitionCount() != 2 || p.Outcome().Result != movegen.Ongoing {
		t.Errorf("second occurrence: %d, %+v", p.RepetitionCount(), p.Outcome())
	}
	play(t, p, "e4d6", "e13d11", "d6e4", "d11e13")
	if got := p.Outcome(); got != (movegen.Outcome{Result: movegen.Draw, Reason: "threefold repetition"}) {
		t.Errorf("third occurrence: %+v", got)
	}
	p = megaPos(t, map[string]string{"a1": "K", "p16": "k"}, "w - - 0 1")
	if got := p.Outcome(); got != (movegen.Outcome{Result: movegen.Draw, Reason: "insufficient material"}) {
		t.Errorf("K v K: %+v", got)
	}
	p = megaPos(t, map[string]string{"a1": "K", "p16": "k", "h8": "U"}, "w - - 0 1")
	if got := p.Outcome(); got.Result != movegen.Ongoing {
		t.Errorf("K+Ram v K: %+v", got)
	}
}

// TestMegalomachyReferenceMoves checks the moves that docs/rules/megalomachy.md §7 names for its reference positions.
func TestMegalomachyReferenceMoves(t *testing.T) {
	// START: the Vao g4 jumps its own Pawn h5 and takes the Black Pawn o12 (i6..n11 are empty); j4 likewise over
	// i5 to b12.
	start := position(t, mega, "")
	wantMoves(t, start, true, "g4o12", "j4b12")
	if n := len(legalTexts(start)); n != 76 {
		t.Errorf("start: %d legal moves, want 76", n)
	}
	fly := position(t, mega, "14k1/16/1x6r7/13c2/3n8y3/16/R'3b'4p6/3s'2n1t'7/7T'8/5P10/16/11i4/3E'2A'2r6/13G2/2B'13/1K14 w - - 0 1")
	wantMoves(t, fly, true,
		"c2m12", "c2n13", // the Bat flies over the Gryphon m12 to the Cannon n13
		"d4d9",                // the Eagle takes the enemy Spearman d9 ...
		"a10e10",              // the Raven takes the Bat e10 ...
		"h8i9,i9h10", "n3n12", // hit-and-run on the Terror to a safe cell; the Guard's air-lift to n12
		"h8g9,g9f8", "h8g9,g9f9", "h8g9,g9f10", "h8g9,g9g8", "h8g9,g9g10", "h8g9,g9h9", "h8g9,g9h10")
	wantMoves(t, fly, false,
		"d4d12",        // ... and cannot fly past it
		"d4j4", "d4h4", // the own Archer g4 stops the Eagle
		"a10j10",       // ... and nothing beyond the Bat
		"d4i9", "h8i9") // anti-trading: the Pawn j10 attacks i9
	if n := len(movesFrom(fly, "h8g9,")); n != 7 {
		t.Errorf("hit-and-run on the Knight g9: %d landings, want 7", n)
	}

	ce := position(t, mega, "dn8k4d/P15/2W'13/16/8r7/16/6P9/4W'p10/16/3p12/7W'8/4P2P1b6/6n9/16/16/D9K4D w APap f11,f10 0 1")
	wantMoves(t, ce, true, "k1a1", "k1p1", "k1m1", "g10f11", "e9f10", "h6g4", "h6j5", "e9d7", "e5e8", "c14c16q",
		"a15b16q")
	wantMoves(t, ce, false, "k1i1", "k1n1", "k1b1", "k1o1")
	if n := len(movesFrom(ce, "c14c16")); n != 24 {
		t.Errorf("c14c16 promotions: %d, want 24", n)
	}
	if n := len(movesFrom(ce, "a15b16")); n != 24 {
		t.Errorf("a15b16 promotions: %d, want 24", n)
	}
	play(t, ce, "e5e8")
	wantMoves(t, ce, true, "d7e6")
}

// TestMegalomachyFEN: primed tokens read and write back; bad Megalomachy FENs are rejected.
func TestMegalomachyFEN(t *testing.T) {
	p := position(t, mega, "")
	if got := p.FEN(); got != p.Tables().Variant.StartFEN {
		t.Errorf("start FEN writes back as %s", got)
	}
	start := p.Tables().Variant.StartFEN
	for _, bad := range []string{
		strings.Replace(start, "W'W'W'W'HY", "W''W'W'W'HY", 1),                             // stray quote
		strings.Replace(start, "/16/16/16/16/16/16/", "/16/16/16/16/16/17/", 1),            // rank too long
		strings.Replace(start, "HYT'", "HYQ'", 1),                                          // no such token
		strings.Replace(start, "APap", "APapB", 1),                                         // no castling B
		strings.Replace(start, " - 0 1", " e6,e7 0 1", 1),                                  // e.p. without a step
		fenOf(t, mega, map[string]string{"a16": "W'", "a1": "K", "p16": "k"}, "w - - 0 1"), // unpromoted Warrior
	} {
		if err := p.SetFEN(bad); !errors.Is(err, movegen.ErrFEN) {
			t.Errorf("%q: err %v, want ErrFEN", bad, err)
		}
	}
}

// TestMegalomachyExposures: moves that expose the own King along a cannon line, a flight line or a bent path are
// illegal, and the moves next to them that do not are legal (movegen decides most moves without make/unmake, from
// the pieces on these lines). White's King is on e1, Black's on a16, out of the way.
func TestMegalomachyExposures(t *testing.T) {
	cases := []struct {
		pieces         map[string]string
		illegal, legal []string
		why            string
	}{
		{map[string]string{"e8": "c", "c3": "N"}, []string{"c3e4", "c3e2"}, []string{"c3d5", "c3b5"},
			"a Cannon with no screen: a piece arriving in front of the King becomes one"},
		{map[string]string{"e8": "c", "e3": "N", "e5": "B"}, []string{"e3c4", "e3g4", "e5d6", "e5f4"}, []string{"e1d1"},
			"a Cannon behind two pieces: either one leaving leaves a single screen"},
		{map[string]string{"e8": "c", "e3": "N", "e5": "p"}, []string{"e3c4", "e3g4"}, []string{"e1d1"},
			"one of the two screens is Black's: the Knight may not leave"},
		{map[string]string{"e8": "r'", "e4": "S'", "e3": "N"}, []string{"e4d5", "e4f5", "e4c4"},
			[]string{"e4e6", "e4e2", "e3c4", "e3g2"},
			"a Raven behind one blocker (the own Spearman) and a non-blocker: the Spearman may only jump along the file"},
		{map[string]string{"e8": "r'", "e5": "a'", "c4": "N", "c5": "S'"}, []string{"c4e5"}, []string{"c5e5"},
			"taking the enemy Archer (a blocker) with a Knight opens the flight; with a Spearman (a blocker) it does not"},
		{map[string]string{"h5": "x", "g3": "N"}, []string{"g3e4", "g3e2", "g3h1"}, []string{"g3h5"},
			"the Rhino's path h5-h4-g3-f2-e1 is blocked by the Knight alone; taking the Rhino is fine"},
		{map[string]string{"h5": "x", "g3": "N", "f2": "B"}, nil, []string{"g3e4", "f2d4"},
			"two own pieces on the Rhino's path: either may leave"},
		{map[string]string{"f3": "y", "e2": "N"}, []string{"e2c3", "e2g3", "e2f4", "e2c1"}, []string{"e1d1"},
			"the Gryphon's path f3-e2-e1 is blocked by the Knight alone"},
	}
	for _, c := range cases {
		p := megaPos(t, with(c.pieces, map[string]string{"e1": "K", "a16": "k"}), "w - - 0 1")
		if p.InCheck() {
			t.Fatalf("%s: White is in check", p.FEN())
		}
		wantMoves(t, p, false, c.illegal...)
		wantMoves(t, p, true, c.legal...)
	}
}
