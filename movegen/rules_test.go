package movegen_test

import (
	"errors"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestBoards checks the cell sets against the tables of the docs/rules files.
func TestBoards(t *testing.T) {
	shafran := tables(t, "shafran").Board()
	if n := len(shafran.Cells); n != 70 {
		t.Errorf("shafran has %d cells, want 70", n)
	}
	var holes []string
	for rank := 1; rank <= 10; rank++ {
		for file := 0; file < 9; file++ {
			if _, ok := shafran.Grid(file, rank); !ok {
				holes = append(holes, string(rune('a'+file))+itoa(rank))
			}
		}
	}
	// docs/rules/shafran.md §1
	want := strings.Fields("f1 g1 h1 i1 g2 h2 i2 h3 i3 i4 a7 a8 a9 a10 b8 b9 b10 c9 c10 d10")
	sort.Strings(holes)
	sort.Strings(want)
	if !slices.Equal(holes, want) {
		t.Errorf("shafran holes %v, want %v", holes, want)
	}

	star := tables(t, "starchess").Board()
	if n := len(star.Cells); n != 37 {
		t.Errorf("starchess has %d cells, want 37", n)
	}
	// docs/rules/starchess.md §1: the cells of each file, bottom to top.
	files := map[byte]string{'a': "3", 'b': "3 4", 'c': "1 2 3 4 5 6 7", 'd': "2 3 4 5 6 7", 'e': "3 4 5 6 7",
		'f': "3 4 5 6 7 8", 'g': "3 4 5 6 7 8 9", 'h': "6 7", 'i': "7"}
	for f, ranks := range files {
		var got []string
		for rank := 1; rank <= 9; rank++ {
			if _, ok := star.Grid(int(f-'a'), rank); ok {
				got = append(got, itoa(rank))
			}
		}
		if strings.Join(got, " ") != ranks {
			t.Errorf("starchess file %c has ranks %v, want %s", f, got, ranks)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestShafranMoveText checks the notation of castling, en passant and promotion, and the pawn rules behind them,
// against the rules file's own examples.
func TestShafranMoveText(t *testing.T) {
	castle := position(t, "shafran", "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1")
	moves := legalTexts(castle)
	for _, m := range []string{"e1b1", "e1h4"} {
		if !moves[m] {
			t.Errorf("castling %s missing from %v", m, moves)
		}
	}
	play(t, castle, "e1b1")
	if fen := castle.FEN(); !strings.HasPrefix(fen, "****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/1KR2****") ||
		!strings.Contains(fen, " b ai ") {
		t.Errorf("after e1b1: %s (King b1, Rook c1, White's rights gone)", fen)
	}

	// After Black's e9-e6 the pawns on d6 (onto e8), d5 and f6 (onto e7) take en passant (docs/rules/shafran.md §4.1).
	ep := position(t, "shafran", "****k4/***3p2/**1p5/*1p6/r2PpP3/3P5/1N6*/7**/6***/4K**** w a e8,e7 0 2")
	moves = legalTexts(ep)
	for _, m := range []string{"d6e8", "d5e7", "f6e7"} {
		if !moves[m] {
			t.Errorf("en passant %s missing", m)
		}
	}
	play(t, ep, "d6e8")
	if ep.At(mustCell(t, ep, "e6")) != movegen.Empty {
		t.Errorf("en passant d6e8 left the pawn on e6: %s", ep.FEN())
	}

	promo := position(t, "shafran", "****1n3/***b2P2/**7/*1P6/9/7p1/1k1B4*/6N**/p2K2***/1N3**** w - - 0 1")
	moves = legalTexts(promo)
	for _, m := range []string{"c7c8q", "c7c8r", "c7c8b", "c7c8n", "c7d9q", "g9g10q", "g9f10n"} {
		if !moves[m] {
			t.Errorf("promotion %s missing", m)
		}
	}
	if _, err := promo.ParseMove("c7c8"); !errors.Is(err, movegen.ErrIllegalMove) {
		t.Errorf("c7c8 without a piece: err %v, want illegal (promotion is forced)", err)
	}
	if m, err := promo.ParseMove("C7D9Q"); err != nil || promo.MoveText(m) != "c7d9q" {
		t.Errorf("upper-case input: %v", err)
	}
}

func mustCell(t *testing.T, p *movegen.Position, name string) movegen.Cell {
	c, ok := p.Tables().Cell(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c
}

// TestParseMoveErrors: malformed text and illegal moves are told apart, and neither changes the position.
func TestParseMoveErrors(t *testing.T) {
	p := position(t, "shafran", "")
	fen := p.FEN()
	for _, s := range []string{"", "e2", "e2e", "zz99", "e2e4e5", "j1j2", "a7a8", "e2e2", "e2e4,e4e5,e5e6",
		"e2e4,f4f5", "e2e4x", "N@e4", "@@@@", "e2e4qq", "é2e4", "e2\x00e4", strings.Repeat("e2", 50)} {
		if _, err := p.ParseMove(s); !errors.Is(err, movegen.ErrMalformedMove) {
			t.Errorf("ParseMove(%q): err %v, want malformed", s, err)
		}
	}
	for _, s := range []string{"e2e6", "e1e2", "a1a2", "b1c3", "d1d5"} {
		if _, err := p.ParseMove(s); !errors.Is(err, movegen.ErrIllegalMove) {
			t.Errorf("ParseMove(%q): err %v, want illegal", s, err)
		}
	}
	if p.FEN() != fen {
		t.Errorf("parsing changed the position")
	}
}

// TestStarchessPlacement: drops onto the own back rank, White first, then White moves first (docs/rules/starchess.md
// §4.1); drop letters in either case.
func TestStarchessPlacement(t *testing.T) {
	p := position(t, "starchess", "")
	moves := legalTexts(p)
	if len(moves) != 25 || !moves["K@e3"] || !moves["N@c1"] || moves["K@c7"] {
		t.Fatalf("first placements: %v", moves)
	}
	play(t, p, "k@e3", "q@e7", "N@c1", "K@d7", "Q@d2", "R@c7", "R@f3", "B@f8", "B@g3", "N@g9")
	if fen := p.FEN(); !strings.HasSuffix(fen, "[-] w - - 0 6") {
		t.Errorf("after the placement phase: %s, want White to move, fullmove 6", fen)
	}
	for m := range legalTexts(p) {
		if strings.Contains(m, "@") {
			t.Errorf("drop %s after the placement phase", m)
		}
	}
	if _, err := p.ParseMove("K@a1"); !errors.Is(err, movegen.ErrMalformedMove) {
		t.Errorf("K@a1 (a hole): %v", err)
	}
}

// TestOutcome checks each game end with positions built by hand (docs/rules/README.md §4, docs/rules/shafran.md §4.3).
func TestOutcome(t *testing.T) {
	// Black King e10 has the moves f10 e9 d9 f9 d8; the Queen on e9, guarded by the King on e8, checks and covers
	// all of them.
	mate := fenOf(t, "shafran", map[string]string{"e10": "k", "e9": "Q", "e8": "K"}, "b - - 0 1")
	// Black King a6 has the moves b7 b6 a5 c7 b5: Qd8 covers c7, b6, a5 (its SW line) and b7 (W diagonal), the
	// King on c4 covers b5; a6 itself is not attacked.
	stalemate := fenOf(t, "shafran", map[string]string{"a6": "k", "d8": "Q", "c4": "K"}, "b - - 0 1")
	cases := []struct {
		variant, fen string
		want         movegen.Outcome
	}{
		{"shafran", mate, movegen.Outcome{Result: movegen.WhiteWins, Reason: "checkmate"}},
		{"shafran", stalemate, movegen.Outcome{Result: movegen.Draw, Reason: "stalemate"}},
		{"shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Draw, Reason: "insufficient material"}},
		{"shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "c1": "B"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Draw, Reason: "insufficient material"}},
		{"shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "c8": "n"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Draw, Reason: "insufficient material"}},
		{"shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "a1": "R"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Ongoing}},
		{"shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "c1": "B", "c8": "b"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Ongoing}},
		{"shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "a1": "R"}, "w - - 100 80"),
			movegen.Outcome{Result: movegen.Draw, Reason: "50-move rule"}},
		{"starchess", fenOf(t, "starchess", map[string]string{"e7": "k", "e3": "K"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Draw, Reason: "insufficient material"}},
		{"starchess", fenOf(t, "starchess", map[string]string{"e7": "k", "e3": "K", "c1": "N"}, "w - - 0 1"),
			movegen.Outcome{Result: movegen.Ongoing}},
	}
	for _, c := range cases {
		if got := position(t, c.variant, c.fen).Outcome(); got != c.want {
			t.Errorf("%s: outcome %+v, want %+v", c.fen, got, c.want)
		}
	}

	// Checkmate beats the 50-move rule reached by the same move: Qh9-e9 mates with the clock going to 100.
	p := position(t, "shafran", fenOf(t, "shafran", map[string]string{"e10": "k", "h9": "Q", "e8": "K"}, "w - - 99 80"))
	play(t, p, "h9e9")
	if got := p.Outcome(); got.Result != movegen.WhiteWins || p.HalfmoveClock() != 100 {
		t.Errorf("mate on the 100th ply: %+v (clock %d)", got, p.HalfmoveClock())
	}

	// Threefold repetition: the knights go out and back twice; the start position occurs for the third time.
	p = position(t, "shafran", "")
	play(t, p, "b1c4", "c8b5", "c4b1", "b5c8")
	if p.RepetitionCount() != 2 || p.Outcome().Result != movegen.Ongoing {
		t.Errorf("second occurrence: count %d, outcome %+v", p.RepetitionCount(), p.Outcome())
	}
	play(t, p, "b1c4", "c8b5", "c4b1", "b5c8")
	if got := p.Outcome(); got != (movegen.Outcome{Result: movegen.Draw, Reason: "threefold repetition"}) {
		t.Errorf("third occurrence: %+v", got)
	}
}

// TestFENErrors: every malformed FEN is rejected with ErrFEN and leaves the position as it was.
func TestFENErrors(t *testing.T) {
	shafranStart := "****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w AIai - 0 1"
	bad := map[string][]string{
		"shafran": {
			"",
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***",                      // 9 ranks
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK5 w - - 0 1",     // empties on holes
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK*** w - - 0 1",   // short rank
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK***** w - - 0 1", // long rank
			"*****qbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w - - 0 1",  // hole on e10
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBZK**** w - - 0 1",  // unknown piece
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQQ**** w - - 0 1",  // no white King
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBKK**** w - - 0 1",  // two Kings
			strings.Replace(shafranStart, " w ", " x ", 1),                                       // side
			strings.Replace(shafranStart, "AIai", "AIaiA", 1),                                    // duplicate right
			strings.Replace(shafranStart, "AIai", "B", 1),                                        // no such castling
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/1NBQK**** w A - 0 1",  // right without Rook
			strings.Replace(shafranStart, " - 0 1", " e3 0 1", 1),                                // e.p. without a step
			strings.Replace(shafranStart, " - 0 1", " zz 0 1", 1),                                // bad e.p. cell
			strings.Replace(shafranStart, " 0 1", " -1 1", 1),                                    // negative clock
			strings.Replace(shafranStart, " 0 1", " x 1", 1),                                     // bad clock
			shafranStart + " extra", // 7 fields
			"****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK****[Q] w - - 0 1", // holdings
			fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "a6": "P"}, "w - - 0 1"),  // unpromoted pawn
			fenOf(t, "shafran", map[string]string{"e10": "k", "e1": "K", "e5": "R"}, "w - - 0 1"),  // Black in check, White to move
		},
		"starchess": {
			"******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[kqrbn] w - - 0 1", // White to move, nothing in hand
			"******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn w - - 0 1",
			"******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbnX] w - - 0 1",
			"******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - e3 0 1",
		},
	}
	for variant, fens := range bad {
		p := position(t, variant, "")
		before := p.FEN()
		for _, fen := range fens {
			if err := p.SetFEN(fen); !errors.Is(err, movegen.ErrFEN) {
				t.Errorf("%s %q: err %v, want ErrFEN", variant, fen, err)
			}
			if p.FEN() != before {
				t.Fatalf("a rejected FEN changed the position")
			}
		}
	}
}

// FuzzFEN: no input crashes the FEN reader; whatever it accepts writes back to a FEN it reads the same way.
func FuzzFEN(f *testing.F) {
	f.Add("shafran", "****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w AIai - 0 1")
	f.Add("shafran", "****k4/***3p2/**1p5/*1p6/r2PpP3/3P5/1N6*/7**/6***/4K**** w a e8,e7 0 2")
	f.Add("starchess", "******1**/*****1p**/**3p3/**ppp3*/**5**/*3PPP**/3P3**/**P1*****/**1******[KQRBNkqrbn] w - - 0 1")
	f.Add("starchess", "******b**/*****rp**/**1qkp3/**ppp3*/**5**/*3PPP**/3PKRB**/**PQ*****/**N******[n] b - - 0 5")
	f.Add("cohen-sd2l", "5bk3/10/3cPC1P2/4p1p3/10/1n2rN2B1/7K2/RB1P1p3S/6s3/1CPN6/10 w - g9 0 30")
	f.Add("megastar", "8k4/6fl5/9s3/3R3F2bp1/5B3P3/5P7/1pl1n3PL1T1/7N5/4c3K4/2C2p1tr4/3T9/3P9/4S1F6/13 w - f6 0 30")
	f.Add("sling-sd2l", "PPPk6/10/10/10/10/10/10/10/10/10/PPPK6 b - - 0 1")
	f.Add("shafran", "9/9/9 w - - 0 1")
	f.Add("starchess", "[]")
	f.Add("megalomachy", "dtufcoauuqkcfutd/w'w'w'w'hyt'lmt'xhw'w'w'w'/rgijzr'b'e'e'b'r'zjigr/esbwna'vs's'va'nwbse/pppppppppppppppp/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ESBWNA'VS'S'VA'NWBSE/RGIJZR'B'E'E'B'R'ZJIGR/W'W'W'W'HYT'LMT'XHW'W'W'W'/DTUFCOAUUQKCFUTD w APap - 0 1")
	f.Add("megalomachy", "dn8k4d/P15/2W'13/16/8r7/16/6P9/4W'p10/16/3p12/7W'8/4P2P1b6/6n9/16/16/D9K4D w APap f11,f10 0 1")
	f.Add("megalomachy", "2O12k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15K b - c15 0 1")
	f.Fuzz(func(t *testing.T, variant, fen string) {
		tb, err := movegen.ForVariant(variant)
		if err != nil {
			tb, _ = movegen.ForVariant("shafran")
		}
		p, err := movegen.NewPosition(tb, fen)
		if err != nil {
			if !errors.Is(err, movegen.ErrFEN) {
				t.Fatalf("error %v does not wrap ErrFEN", err)
			}
			return
		}
		out := p.FEN()
		q, err := movegen.NewPosition(tb, out)
		if err != nil || q.FEN() != out || q.Hash() != p.Hash() {
			t.Fatalf("%q -> %q does not read back (%v)", fen, out, err)
		}
		var ml movegen.MoveList
		p.LegalMoves(&ml) // any accepted position can be played
	})
}

// FuzzParseMove: no move text crashes the parser or changes the position; every error is malformed or illegal, and
// an accepted move is legal and writes back as the text it was parsed from (up to case).
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e4d6", "k1a1", "k1p1", "e4f5,f5g6", "c14c16q", "g10f11", "N@d1", "a10a16", "k16p16",
		",", "a1a1,a1a1", "h8i9,i9h10", "a15b16o", "e2e4"} {
		f.Add(s)
	}
	fens := map[string]string{
		"megalomachy": "dn8k4d/P15/2W'13/16/8r7/16/6P9/4W'p10/16/3p12/7W'8/4P2P1b6/6n9/16/16/D9K4D w APap f11,f10 0 1",
		"shafran":     "",
		"starchess":   "",
	}
	f.Fuzz(func(t *testing.T, s string) {
		for variant, fen := range fens {
			p := position(t, variant, fen)
			before := p.FEN()
			m, err := p.ParseMove(s)
			if p.FEN() != before {
				t.Fatalf("%s: parsing %q changed the position", variant, s)
			}
			if err != nil {
				if !errors.Is(err, movegen.ErrMalformedMove) && !errors.Is(err, movegen.ErrIllegalMove) {
					t.Fatalf("%s: %q: error %v is neither malformed nor illegal", variant, s, err)
				}
				continue
			}
			if !p.IsLegal(m) || !strings.EqualFold(p.MoveText(m), s) {
				t.Fatalf("%s: %q parsed as %s", variant, s, p.MoveText(m))
			}
		}
	})
}
