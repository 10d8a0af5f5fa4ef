package movegen_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestTwoLevelPawns checks the pawn rules (docs/rules/star-of-david-2-level.md §3.5, §4;
// docs/rules/megastar-of-david.md §3.6, §4) on nearly empty boards; the working is the grid arithmetic described in
// twolevel_pieces_test.go. A pawn captures only onto the other level, on the column one step ahead: the partner cells
// come from the Drum columns tables of §1.3.
func TestTwoLevelPawns(t *testing.T) {
	cases := []pieceCase{
		// g6 is a White start cell and g7 another one; g8 is a Drum cell: the double step g6-g8.
		{"double step", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"g6": "P"}), "g6", "g7 g8"},
		// A piece on g7 blocks both steps; the enemy on d3, the lower partner of g7 (g7/d3), is captured.
		{"blocked, capture", "cohen-sd2l", "w",
			withKings("cohen-sd2l", map[string]string{"g6": "P", "g7": "n", "d3": "n"}), "g6", "d3"},
		// Lower level: e1 and e2 are White start cells, e3 a Drum cell.
		{"lower double step", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"e1": "P"}), "e1", "e2 e3"},
		// f2 is a start cell but f3 is not another pawn's start cell: no double step in Star of David 2 Level.
		{"no double step", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"f2": "P"}), "f2", "f3"},
		// f4 steps to f5, the last Drum cell of the file (f6 is an upper cell): promotion to R N C B S; it
		// captures the rook on i9 (i9/f5), also promoting.
		{"promotion", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"f4": "P", "i9": "r"}), "f4",
			"f5r f5n f5c f5b f5s i9r i9n i9c i9b i9s"},
		// Sling SD2L promotes to R N B S L.
		{"sling promotion", "sling-sd2l", "w", withKings("sling-sd2l", map[string]string{"f4": "P"}), "f4",
			"f5r f5n f5b f5s f5l"},
		// Black moves down the file: c7 and c6 are Black start cells, c5 a Drum cell; it captures on f10 (f10/c6).
		{"black double step", "cohen-sd2l", "b",
			withKings("cohen-sd2l", map[string]string{"c7": "p", "f10": "N"}), "c7", "c6 c5 f10"},
		// Black promotes on d1 (the file's last Drum cell) and by capture on g5 (g5/d1).
		{"black promotion", "cohen-sd2l", "b",
			withKings("cohen-sd2l", map[string]string{"d2": "p", "g5": "N"}), "d2",
			"d1r d1n d1c d1b d1s g5r g5n g5c g5b g5s"},
		// Megastar: a double step from any own pawn start cell (d3 lower, d5 Drum) ...
		{"megastar double step", "megastar", "w", withKings("megastar", map[string]string{"d3": "P"}), "d3", "d4 d5"},
		{"megastar upper double step", "megastar", "w", withKings("megastar", map[string]string{"i8": "P"}), "i8",
			"i9 i10"},
		// ... but not from a cell that is only a Black pawn's start cell.
		{"megastar no double step", "megastar", "w", withKings("megastar", map[string]string{"e7": "P"}), "e7", "e8"},
		// Megastar promotes to R N C F T B S L: e8 steps to e9, the last Drum cell of the lower file.
		{"megastar promotion", "megastar", "w", withKings("megastar", map[string]string{"e8": "P"}), "e8",
			"e9r e9n e9c e9f e9t e9b e9s e9l"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkTargets(t, c) })
	}
}

// TestTwoLevelEnPassant: after a double step the FEN names the skipped cell, an enemy pawn on the other level in the
// victim's column takes en passant onto it on the next move only, and the victim leaves the board.
func TestTwoLevelEnPassant(t *testing.T) {
	// White e1-e3 skips e2; the Black pawn on h7 (upper, column h6/e2 ahead of it) captures onto e2.
	fen := fenOf(t, "cohen-sd2l", map[string]string{"j1": "K", "a11": "k", "e1": "P", "h7": "p"}, "w - - 0 1")
	p := position(t, "cohen-sd2l", fen)
	play(t, p, "e1e3")
	if f := strings.Fields(p.FEN()); f[3] != "e2" {
		t.Fatalf("after e1e3: %s, want e.p. field e2", p.FEN())
	}
	if !legalTexts(p)["h7e2"] {
		t.Fatalf("en passant h7e2 missing: %v", legalTexts(p))
	}
	play(t, p, "h7e2")
	if p.At(mustCell(t, p, "e3")) != movegen.Empty || p.At(mustCell(t, p, "e2")).Color() != movegen.Black {
		t.Errorf("after h7e2: %s, want e3 empty and the Black pawn on e2", p.FEN())
	}
	// The right lasts one move.
	p = position(t, "cohen-sd2l", fen)
	play(t, p, "e1e3", "a11b11", "j1i1")
	if legalTexts(p)["h7e2"] {
		t.Errorf("h7e2 still legal a move later")
	}

	// The rules files' own examples: csd2l-t1 d4g9 (Black has just played g10-g8) and mega-t1 j10f6 (Black has
	// just played f7-f5).
	for _, c := range []struct{ variant, fen, move, victim string }{
		{"cohen-sd2l", "5bk3/10/3cPC1P2/4p1p3/10/1n2rN2B1/7K2/RB1P1p3S/6s3/1CPN6/10 w - g9 0 30", "d4g9", "g8"},
		{"megastar", "8k4/6fl5/9s3/3R3F2bp1/5B3P3/5P7/1pl1n3PL1T1/7N5/4c3K4/2C2p1tr4/3T9/3P9/4S1F6/13 w - f6 0 30",
			"j10f6", "f5"},
	} {
		p := position(t, c.variant, c.fen)
		play(t, p, c.move)
		if p.At(mustCell(t, p, c.victim)) != movegen.Empty {
			t.Errorf("%s: %s left the pawn on %s", c.variant, c.move, c.victim)
		}
	}

	// Sling SD2L has no double step, so no e.p. field can follow one.
	if _, err := movegen.NewPosition(tables(t, "sling-sd2l"),
		fenOf(t, "sling-sd2l", map[string]string{"j1": "K", "a11": "k", "c4": "P"}, "b - c3 0 1")); err == nil {
		t.Errorf("sling-sd2l accepted an e.p. field")
	}
}

// startTables are the start position tables of the specification docs/rules was written from, kept here verbatim:
// side, level, then each piece letter with its cells as grid name and axial (q,r).
// docs/rules/star-of-david-2-level.md §5 and docs/rules/megastar-of-david.md §5 list the same pieces by grid name.
var startTables = []struct{ variant, side, level, pieces string }{
	{"cohen-sd2l", "White", "upper", "K: g5 (0,3); R: j2 (3,3); N: f6 (-1,3), h5 (1,2); C: i3 (2,3); B: h4 (1,3), i4 (2,2), j4 (3,1); S: j3 (3,2); P: e8 (-2,2), f7 (-1,2), g6 (0,2), g7 (0,1), h6 (1,1), i6 (2,0) (15 pieces)"},
	{"cohen-sd2l", "White", "lower", "R: a1 (-3,6); N: d1 (0,3), d2 (0,2); C: b1 (-2,5); B: a3 (-3,4), b2 (-2,4), c1 (-1,4); S: a2 (-3,5); P: b4 (-2,2), c2 (-1,3), c3 (-1,2), d3 (0,1), e1 (1,2), e2 (1,1), f2 (2,0) (15 pieces)"},
	{"cohen-sd2l", "Black", "upper", "K: g11 (0,-3); R: j11 (3,-6); N: f11 (-1,-2), h10 (1,-3); C: i11 (2,-5); B: h11 (1,-4), i10 (2,-4), j9 (3,-4); S: j10 (3,-5); P: e10 (-2,0), f10 (-1,-1), g10 (0,-2), g9 (0,-1), h9 (1,-2), i8 (2,-2) (15 pieces)"},
	{"cohen-sd2l", "Black", "lower", "R: a10 (-3,-3); N: d6 (0,-2), d7 (0,-3); C: b9 (-2,-3); B: a8 (-3,-1), b8 (-2,-2), c8 (-1,-3); S: a9 (-3,-2); P: b6 (-2,0), c6 (-1,-1), c7 (-1,-2), d5 (0,-1), e5 (1,-2), e6 (1,-3), f4 (2,-2) (15 pieces)"},
	{"sling-sd2l", "White", "upper", "K: g5 (0,3); N: f6 (-1,3), h5 (1,2); B: h4 (1,3), i4 (2,2), j4 (3,1); S: g6 (0,2); L: i3 (2,3), j2 (3,3), j3 (3,2); P: d8 (-3,3), e8 (-2,2), f7 (-1,2), g7 (0,1), h6 (1,1), i6 (2,0), j5 (3,0) (17 pieces)"},
	{"sling-sd2l", "White", "lower", "R: c2 (-1,3), e1 (1,2); N: d1 (0,3); B: a3 (-3,4), b2 (-2,4), c1 (-1,4); S: d2 (0,2); L: a1 (-3,6), a2 (-3,5), b1 (-2,5); P: a4 (-3,3), b4 (-2,2), c3 (-1,2), d3 (0,1), e2 (1,1), f2 (2,0), g1 (3,0) (17 pieces)"},
	{"sling-sd2l", "Black", "upper", "K: g11 (0,-3); N: f11 (-1,-2), h10 (1,-3); B: h11 (1,-4), i10 (2,-4), j9 (3,-4); S: g10 (0,-2); L: i11 (2,-5), j10 (3,-5), j11 (3,-6); P: d11 (-3,0), e10 (-2,0), f10 (-1,-1), g9 (0,-1), h9 (1,-2), i8 (2,-2), j8 (3,-3) (17 pieces)"},
	{"sling-sd2l", "Black", "lower", "R: c7 (-1,-2), e6 (1,-3); N: d7 (0,-3); B: a8 (-3,-1), b8 (-2,-2), c8 (-1,-3); S: d6 (0,-2); L: a10 (-3,-3), a9 (-3,-2), b9 (-2,-3); P: a7 (-3,0), b6 (-2,0), c6 (-1,-1), d5 (0,-1), e5 (1,-2), f4 (2,-2), g4 (3,-3) (17 pieces)"},
	{"megastar", "White", "upper", "K: i6 (0,4); R: m2 (4,4), m3 (4,3); N: h7 (-1,4), j6 (1,3); F: d11 (-5,4), l3 (3,4); B: k5 (2,3), l5 (3,2), m5 (4,1); S: i7 (0,3); L: k4 (2,4), l4 (3,3), m4 (4,2); P: f9 (-3,4), g9 (-2,3), h8 (-1,3), i8 (0,2), j7 (1,2), k7 (2,1), l6 (3,1), m6 (4,0) (22 pieces)"},
	{"megastar", "White", "lower", "R: a1 (-4,8), a2 (-4,7); N: e1 (0,4), e2 (0,3); C: b1 (-3,7); T: d2 (-1,4), f1 (1,3); B: a4 (-4,5), b3 (-3,5), c2 (-2,5); S: j1 (5,-1); L: a3 (-4,6), b2 (-3,6), c1 (-2,6); P: a5 (-4,4), b4 (-3,4), c4 (-2,3), d3 (-1,3), e3 (0,2), f2 (1,2), g2 (2,1), h1 (3,1) (22 pieces)"},
	{"megastar", "Black", "upper", "K: i14 (0,-4); R: m13 (4,-7), m14 (4,-8); N: h14 (-1,-3), j13 (1,-4); F: d14 (-5,1), l14 (3,-7); B: k13 (2,-5), l12 (3,-5), m11 (4,-5); S: i13 (0,-3); L: k14 (2,-6), l13 (3,-6), m12 (4,-6); P: f14 (-3,-1), g13 (-2,-1), h13 (-1,-2), i12 (0,-2), j12 (1,-3), k11 (2,-3), l11 (3,-4), m10 (4,-4) (22 pieces)"},
	{"megastar", "Black", "lower", "R: a12 (-4,-3), a13 (-4,-4); N: e8 (0,-3), e9 (0,-4); C: b12 (-3,-4); T: d9 (-1,-3), f8 (1,-4); B: a10 (-4,-1), b10 (-3,-2), c10 (-2,-3); S: j4 (5,-4); L: a11 (-4,-2), b11 (-3,-3), c11 (-2,-4); P: a9 (-4,0), b9 (-3,-1), c8 (-2,-1), d8 (-1,-2), e7 (0,-2), f7 (1,-3), g6 (2,-3), h6 (3,-4) (22 pieces)"},
}

var startEntry = regexp.MustCompile(`([a-m][0-9]+) \((-?[0-9]+),(-?[0-9]+)\)`)

// TestTwoLevelStartPositions reads each start FEN with the engine's FEN reader and compares it with §5's tables:
// every listed piece on its cell, the cell at the listed axial coordinates and level, and nothing else on the board.
func TestTwoLevelStartPositions(t *testing.T) {
	listed := map[string]int{}
	for _, row := range startTables {
		p := position(t, row.variant, "")
		b := p.Tables().Board()
		cut := strings.LastIndex(row.pieces, " (")
		body, total := row.pieces[:cut], row.pieces[cut+2:]
		n := 0
		for _, group := range strings.Split(body, "; ") {
			letter, cells, _ := strings.Cut(group, ": ")
			tok := letter
			if row.side == "Black" {
				tok = strings.ToLower(letter)
			}
			for _, m := range startEntry.FindAllStringSubmatch(cells, -1) {
				c := mustCell(t, p, m[1])
				q, _ := strconv.Atoi(m[2])
				r, _ := strconv.Atoi(m[3])
				coord := b.Cells[c].Coord
				wantLevel := map[string]int{"upper": 0, "lower": 1}[row.level]
				if coord.X != q || coord.Y != r || coord.Level != wantLevel {
					t.Errorf("%s: %s is %v, the table says (%d,%d) %s", row.variant, m[1], coord, q, r, row.level)
				}
				got := "nothing"
				if pc := p.At(c); pc != movegen.Empty {
					got = p.Tables().PieceToken(pc)
				}
				if got != tok {
					t.Errorf("%s: %s holds %s, want %s", row.variant, m[1], got, tok)
				}
				n++
			}
		}
		want, err := strconv.Atoi(strings.Fields(total)[0])
		if err != nil {
			t.Fatalf("bad table row total %q", total)
		}
		if n != want {
			t.Errorf("%s %s %s: %d pieces read, the table says %d", row.variant, row.side, row.level, n, want)
		}
		listed[row.variant] += n
	}
	for variant, n := range listed {
		p := position(t, variant, "")
		if on := len(p.Pieces(movegen.White)) + len(p.Pieces(movegen.Black)); on != n {
			t.Errorf("%s: %d pieces on the board, the tables list %d", variant, on, n)
		}
	}
	if want := map[string]int{"cohen-sd2l": 60, "sling-sd2l": 68, "megastar": 88}; len(listed) != 3 ||
		listed["cohen-sd2l"] != want["cohen-sd2l"] || listed["sling-sd2l"] != want["sling-sd2l"] ||
		listed["megastar"] != want["megastar"] {
		t.Errorf("pieces listed %v, want %v (the tables' per-level totals)", listed, want)
	}
}

// TestTwoLevelRulesExamples: the moves that §7 of each docs/rules file says its test positions exercise are legal there
// (promotions with every choice of the game), and the e.p. capture it announces after csd2l-t2's double step.
func TestTwoLevelRulesExamples(t *testing.T) {
	promote := func(move, choices string) string {
		var out []string
		for _, c := range choices {
			out = append(out, move+string(c))
		}
		return strings.Join(out, " ")
	}
	cases := []struct{ variant, fen, moves string }{
		{"cohen-sd2l", "5bk3/10/3cPC1P2/4p1p3/10/1n2rN2B1/7K2/RB1P1p3S/6s3/1CPN6/10 w - g9 0 30",
			"d4g9 " + promote("h9h10", "rncbs") + " " + promote("h9e6", "rncbs") + " c2c4 e9b6 f9c5 h5d1 a4d8"},
		{"cohen-sd2l", "3r6/6bb2/10/7P2/1sk2pc1S1/P3p2CP1/3n1c4/1P4r3/C2BK5/2N6R/10 b - - 0 30",
			"e6e4 " + promote("f7f6", "rncbs") + " " + promote("f7c2", "rncbs") + " g7d3 d11a7"},
		{"sling-sd2l", "6k3/2b4n2/4l1p1l1/5pL1P1/2r3P3/3s1N3b/6K3/4p1rB2/2P3P1L1/L2S1l4/3NR5 w - - 0 30",
			"g8c10 c3f8 e1h5 g5c2"},
		{"sling-sd2l", "4B5/2l2s4/7k2/1l1SR1lP2/5p4/2n1b3p1/pPL4N2/5r4/3K1B4/3p5L/10 b - - 0 30",
			promote("d2d1", "rnbsl") + " " + promote("a5a4", "rnbsl") + " " + promote("f7f6", "rnbsl") + " " +
				promote("i6i5", "rnbsl") + " " + promote("a5d8", "rnbsl")},
		{"megastar", "8k4/6fl5/9s3/3R3F2bp1/5B3P3/5P7/1pl1n3PL1T1/7N5/4c3K4/2C2p1tr4/3T9/3P9/4S1F6/13 w - f6 0 30",
			"j10f6 i8i10 h11d6 g2k7 c5g10 i6e1 i6f1 i6d2"},
		{"megastar", "7n5/6Pf1p3/10l2/8tk3/5pB1S3r/2ts9/lF6PTC2/4p8/7b5/P2K9/6NP5/6c6/4L1p5R/13 b - - 0 30",
			promote("g2g1", "rncftbsl") + " " + promote("f10f9", "rncftbsl") + " e7e5 k12i10 g3k8 m10i5"},
	}
	for _, c := range cases {
		p := position(t, c.variant, c.fen)
		legal := legalTexts(p)
		for _, m := range strings.Fields(c.moves) {
			if !legal[m] {
				t.Errorf("%s: %s is not legal", c.fen, m)
			}
		}
	}
	p := position(t, "cohen-sd2l", "3r6/6bb2/10/7P2/1sk2pc1S1/P3p2CP1/3n1c4/1P4r3/C2BK5/2N6R/10 b - - 0 30")
	play(t, p, "e6e4", "h8e5")
	if p.At(mustCell(t, p, "e4")) != movegen.Empty {
		t.Errorf("h8e5 en passant left the pawn on e4: %s", p.FEN())
	}
}
