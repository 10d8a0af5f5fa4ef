package movegen_test

import (
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
)

// The expected sets below were worked out by hand from the rules text (docs/rules/star-of-david-2-level.md §1.3, §3 and
// docs/rules/megastar-of-david.md §1.3, §3), never from the engine. The working is on the grid: with F the 0-based file
// (a = 0) and R the rank,
//   - Star of David 2 Level: an upper cell exists iff F+R >= 11, a lower cell iff F+R <= 10; upper Drum cells have
//     F >= 3, R >= 5, F+R <= 17, lower Drum cells F <= 6, R <= 7, F+R >= 4; the vertical step is (-3,-4) down.
//   - Megastar: upper iff F+R >= 14, lower iff F+R <= 13; upper Drum F >= 4, R >= 6, F+R <= 22; lower Drum F <= 8,
//     R <= 9, F+R >= 5; the vertical step is (-4,-5) down.
//   - Same-level grid offsets: O0 (+1,-1) O1 (+1,0) O2 (0,+1) O3 (-1,+1) O4 (-1,0) O5 (0,-1);
//     D0 (+2,-1) D1 (+1,+1) D2 (-1,+2) D3 (-2,+1) D4 (-1,-1) D5 (+1,-2); a level-changing move adds the vertical
//     offset to the same-level offset of its in-plane vector.
// Every position has both Kings in the apex tips, far from the piece under test: Star of David White j1 (lower),
// Black a11 (upper); Megastar White m1 (lower), Black a14 (upper), unless a case says otherwise.

// pieceCase is one piece on an otherwise empty board (or with a few named blockers) and its expected moves.
type pieceCase struct {
	name    string
	variant string
	side    string            // "w" or "b"
	pieces  map[string]string // cell -> FEN token, the Kings included
	from    string
	want    string // destinations (with a promotion suffix where there is one), space-separated
}

func withKings(variant string, pieces map[string]string) map[string]string {
	out := map[string]string{"j1": "K", "a11": "k"}
	if variant == "megastar" {
		out = map[string]string{"m1": "K", "a14": "k"}
	}
	for c, p := range pieces {
		out[c] = p
	}
	return out
}

func TestTwoLevelPieceTargets(t *testing.T) {
	cases := []pieceCase{
		// King e9 (upper Drum): 6 same-level steps f8 f9 e10 d10 d9 e8; vertical b5 (e9/b5); diagonals to the lower
		// partners of the 6 neighbours, all Drum columns: f8->c4, f9->c5, e10->b6, d10->a6, d9->a5, e8->b4.
		{"king centre", "cohen-sd2l", "w", map[string]string{"e9": "K", "a11": "k"}, "e9",
			"f8 f9 e10 d10 d9 e8 b5 c4 c5 b6 a6 a5 b4"},
		// King d8 (upper Drum edge, q=-3): steps e7 e8 d9 c9 (c9 exists, single-level), c8 and d7 are not upper
		// cells; vertical a4; diagonals only over Drum neighbours e7->b3, e8->b4, d9->a5. The lower cell a3 lies at
		// d8+O5 on the other level but d7 is missing, so the 2x2 block is incomplete: no move.
		{"king edge", "cohen-sd2l", "w", map[string]string{"d8": "K", "j1": "k"}, "d8",
			"e7 e8 d9 c9 a4 b3 b4 a5"},
		// King h2 (lower single-level): only the 6 same-level steps, no vertical, no diagonal.
		{"king corner", "cohen-sd2l", "w", map[string]string{"h2": "K", "a11": "k"}, "h2",
			"i1 i2 h3 g3 g2 h1"},
		// Rook e9: rays O0 f8 g7 h6 i5 j4; O1 f9 g9 h9 i9 j9; O2 e10 e11; O3 d10 c11; O4 d9 c9 (b9 is lower);
		// O5 e8 e7 (e6 is lower); vertical b5.
		{"rook upper", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"e9": "R"}), "e9",
			"f8 g7 h6 i5 j4 f9 g9 h9 i9 j9 e10 e11 d10 c11 d9 c9 e8 e7 b5"},
		// Rook c3 (lower): O0 d2 e1; O1 d3 e3 f3 g3 h3 (i3 is upper); O2 c4..c8; O3 b4 a5; O4 b3 a3; O5 c2 c1;
		// vertical f7. An enemy on e3 stops O1 there (captured), an own piece on c5 stops O2 before it.
		{"rook lower blocked", "cohen-sd2l", "w",
			withKings("cohen-sd2l", map[string]string{"c3": "R", "e3": "n", "c5": "P"}), "c3",
			"d2 e1 d3 e3 c4 b4 a5 b3 a3 c2 c1 f7"},
		// Knight g7 (upper, centre column): through O(i) and 2*O(i), all Drum: h6,i5 -> f1; h7,i7 -> f3;
		// g8,g9 -> d5; f8,e9 -> b5; f7,e7 -> b3; g6,g5 -> d1 (the lower partners of i5 i7 g9 e9 e7 g5).
		{"knight centre", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"g7": "N"}), "g7",
			"f1 f3 d5 b5 b3 d1"},
		// Knight d8 (upper edge): O0 e7,f6 -> c2; O1 e8,f8 -> c4; O2 d9,d10 -> a6; O3 c9 is single-level; O4 and O5
		// leave the upper level. The lower cell a2 at d8+2*O5 exists but the block (d7, d6) does not: no move.
		{"knight edge", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"d8": "N"}), "d8",
			"c2 c4 a6"},
		// Knight a4 (lower edge): O0 b3,c2 -> f6; O1 b4,c4 -> f8; O2 a5,a6 -> d10; O3 and O4 leave the board;
		// O5 a3 is single-level.
		{"knight lower edge", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"a4": "N"}), "a4",
			"f6 f8 d10"},
		// Sennight g8: the 12 root-7 vectors as grid offsets (2,-3) (3,-2) (3,-1) (1,-3) (-1,-2) (-2,-1) (-2,3)
		// (-3,2) (-3,1) (-1,3) (1,2) (2,1): i5 j6 j7 h5 f6 e7 e11 d10 d9 f11 h10 i9, all upper cells.
		{"sennight centre", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"g8": "S"}), "g8",
			"i5 j6 j7 h5 f6 e7 e11 d10 d9 f11 h10 i9"},
		// Sennight c1 (lower corner): only (-2,3) a4, (-1,3) b4, (1,2) d3, (2,1) e2 stay on the lower level.
		{"sennight corner", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"c1": "S"}), "c1",
			"a4 b4 d3 e2"},
		// Rabbi g8: one step D i7 h9 f10 e9 f7 h6; two (or four) steps 3*O j5 j8 g11 d11 d8 g5; three steps 2*D:
		// i10 (via i7, j8), c10 (via f10, d11), i4 (via f7, g5); 2*D0 and 2*D2 are off the board.
		{"rabbi centre", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"g8": "B"}), "g8",
			"i7 h9 f10 e9 f7 h6 j5 j8 g11 d11 d8 g5 i10 c10 i4"},
		// Own pieces on i7 and h9 block D0 and D1 and every path through them. j8 = 3*O1 is still reached by the
		// 4-step path D2, D1, D0, D5 (f10, g11, i10, j8); i10 by D2, D1, D0 (f10, g11); g11 by D2, D1.
		{"rabbi blocked", "cohen-sd2l", "w",
			withKings("cohen-sd2l", map[string]string{"g8": "B", "i7": "N", "h9": "P"}), "g8",
			"f10 e9 f7 h6 j5 j8 g11 d11 d8 g5 i10 c10 i4"},
		// An enemy on f10 as well is captured and closes every path through it: j8, g11 and i10 then have no open
		// path (the alternatives cross i7, h9, f10 or leave the board: 2*D0 and 2*D2 do not exist), while d11 (via
		// e9), d8 (e9), g5 (f7), j5 (h6), c10 (f7, d8) and i4 (f7, g5) stay.
		{"rabbi capture", "cohen-sd2l", "w",
			withKings("cohen-sd2l", map[string]string{"g8": "B", "i7": "N", "h9": "P", "f10": "r"}), "g8",
			"f10 e9 f7 h6 j5 d11 d8 g5 c10 i4"},
		// Cohen g8: the Rabbi's 15 cells, the Finch's O h7 h8 g9 f9 f8 g7 and 2*O i6 i8 g10 e10 e8 g6 (its D cells
		// are the Rabbi's single steps, one move each), and the vertical step d4.
		{"cohen centre", "cohen-sd2l", "w", withKings("cohen-sd2l", map[string]string{"g8": "C"}), "g8",
			"i7 h9 f10 e9 f7 h6 j5 j8 g11 d11 d8 g5 i10 c10 i4 h7 h8 g9 f9 f8 g7 i6 i8 g10 e10 e8 g6 d4"},
		// Sling g8 (Sling SD2L): slides D0 i7; D1 h9 i10 j11; D2 f10; D3 e9 c10 (the Black King on a11 is beyond
		// no screen: no capture); D4 f7; D5 h6 i4 j2.
		{"sling slides", "sling-sd2l", "w", withKings("sling-sd2l", map[string]string{"g8": "L"}), "g8",
			"i7 h9 i10 j11 f10 e9 c10 f7 h6 i4 j2"},
		// With an own screen on h9 and an enemy on j11 the Sling captures j11 over it but cannot stop on i10; an
		// enemy on i7 with no screen is neither captured nor passed; an enemy on e9 screens the enemy on c10 (taken)
		// and the King on a11 beyond them stays out of reach (two pieces in between).
		{"sling hops", "sling-sd2l", "w",
			withKings("sling-sd2l", map[string]string{"g8": "L", "h9": "P", "j11": "r", "i7": "n", "e9": "b", "c10": "s"}),
			"g8", "j11 c10 f10 f7 h6 i4 j2"},
		// Megastar Finch i10 (upper centre): O j9 j10 i11 h11 h10 i9; D k9 j11 h12 g11 h9 j8; 2*O k8 k10 i12 g12 g10
		// i8; vertical e5.
		{"finch centre", "megastar", "w", withKings("megastar", map[string]string{"i10": "F"}), "i10",
			"j9 j10 i11 h11 h10 i9 k9 j11 h12 g11 h9 j8 k8 k10 i12 g12 g10 i8 e5"},
		// Finch d11 (upper single-level, F+R = 14 on the edge): O e10 e11 d12 c12 (c11, d10 are lower); D f10
		// (via e10 or e11), e12 (via e11), c13 (via d12), b12, c10 and e9 do not exist; 2*O f9 (only by O1, O0, O5:
		// e11, f10), f11 (e10, f10), d13 (e11, e12), b13 (d12, c13); no vertical step off the Drum.
		{"finch edge", "megastar", "w", withKings("megastar", map[string]string{"d11": "F"}), "d11",
			"e10 e11 d12 c12 f10 e12 c13 f9 f11 d13 b13"},
		// Fortnight i10: the 12 root-13 vectors as grid offsets (3,-4) (4,-3) (4,-1) (1,-4) (-1,-3) (-3,-1) (-3,4)
		// (-4,3) (-4,1) (-1,4) (1,3) (3,1) reach the upper Drum cells l6 m7 m9 j6 h7 f9 f14 e13 e11 h14 j13 l11; the
		// move lands on their lower partners.
		{"fortnight centre", "megastar", "w", withKings("megastar", map[string]string{"i10": "T"}), "i10",
			"h1 i2 i4 f1 d2 b4 b9 a8 a6 d9 f8 h6"},
		// Fortnight e1 (lower Drum edge): same-level ends b5, d5, f4, h2 are Drum cells, so the moves land on f10,
		// h10, j9, l7. The upper cells m3 and m5 lie at e1+(4,-1) and e1+(4,-3) on the other level, but those
		// columns are single-level (no lower cell below them): no move.
		{"fortnight edge", "megastar", "w", withKings("megastar", map[string]string{"e1": "T"}), "e1",
			"f10 h10 j9 l7"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkTargets(t, c)
		})
	}
}

// checkTargets compares the legal moves of the piece on c.from with c.want.
func checkTargets(t *testing.T, c pieceCase) {
	t.Helper()
	side := c.side
	if side == "" {
		side = "w"
	}
	p := position(t, c.variant, fenOf(t, c.variant, c.pieces, side+" - - 0 1"))
	from := mustCell(t, p, c.from)
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	var got []string
	for _, m := range ml.Moves {
		if m.From() == from {
			got = append(got, strings.TrimPrefix(p.MoveText(m), c.from))
		}
	}
	want := strings.Fields(c.want)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s from %s:\n got %v\nwant %v", c.name, c.from, got, want)
	}
}
