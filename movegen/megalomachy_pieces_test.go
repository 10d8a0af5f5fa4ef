package movegen_test

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"sennight/movegen"
)

// megaPieceCase is one Megalomachy piece on one cell with a few blockers around it. want lists the destinations of its
// pseudo-legal moves (hit-and-run moves as full move text), derived by hand from the vectors of
// docs/rules/megalomachy.md §2-§4; why says how.
type megaPieceCase struct {
	name   string
	side   string // "w" (default) or "b"
	from   string
	pieces map[string]string // must include both Kings
	want   string
	why    string
}

// TestMegalomachyPieceTargets checks each of the 33 piece types' moves from a few cells with blockers.
func TestMegalomachyPieceTargets(t *testing.T) {
	for _, c := range megalomachyPieceCases {
		t.Run(c.name, func(t *testing.T) {
			side := c.side
			if side == "" {
				side = "w"
			}
			p := position(t, "megalomachy", fenOf(t, "megalomachy", c.pieces, side+" - - 0 1"))
			got := pieceMoves(t, p, c.from)
			want := strings.Fields(c.want)
			for i, w := range want {
				if !strings.Contains(w, ",") {
					want[i] = c.from + w
				}
			}
			sort.Strings(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s on %s: moves\n got  %v\n want %v\n(%s)", c.pieces[c.from], c.from, got, want, c.why)
			}
		})
	}
	// Every piece type has at least one case.
	tested := map[string]bool{}
	for _, c := range megalomachyPieceCases {
		tested[strings.ToUpper(c.pieces[c.from])] = true
	}
	tb := tables(t, "megalomachy")
	for typ := 1; typ <= tb.NumTypes(); typ++ {
		if tok := tb.Types[typ].Token; !tested[tok] {
			t.Errorf("no target test for %s (%s)", tb.Types[typ].Name, tok)
		}
	}
}

// pieceMoves returns the sorted texts of the pseudo-legal moves of the piece on from.
func pieceMoves(t *testing.T, p *movegen.Position, from string) []string {
	t.Helper()
	cell := mustCell(t, p, from)
	var ml movegen.MoveList
	p.GeneratePseudo(&ml, movegen.GenAll)
	var out []string
	for _, m := range ml.Moves {
		if m.From() == cell && m.Kind() != movegen.KindCastle {
			out = append(out, p.MoveText(m))
		}
	}
	sort.Strings(out)
	return out
}

var megalomachyPieceCases = []megaPieceCase{
	{name: "King", from: "e4", pieces: map[string]string{"e4": "K", "e5": "N", "f5": "n", "p16": "k"},
		want: "d3 e3 f3 d4 f4 d5 f5",
		why:  "K steps; e5 own, f5 enemy taken"},
	{name: "King/corner", from: "a1", pieces: map[string]string{"a1": "K", "p16": "k"},
		want: "a2 b1 b2",
		why:  "3 of the 8 K steps are on the board"},
	{name: "Queen", from: "c3", pieces: map[string]string{"c3": "Q", "c6": "N", "f6": "n", "h3": "n", "p1": "K", "p16": "k"},
		want: "c4 c5 c2 c1 d3 e3 f3 g3 h3 b3 a3 d4 e5 f6 b4 a5 d2 e1 b2 a1",
		why:  "slides along K: N stops before own c6, E takes h3, NE takes f6"},
	{name: "Rook", from: "h8", pieces: map[string]string{"h8": "R", "h12": "N", "h5": "n", "l8": "n", "d8": "N", "p1": "K", "p16": "k"},
		want: "h9 h10 h11 h7 h6 h5 i8 j8 k8 l8 g8 f8 e8",
		why:  "slides along W; own h12 and d8 stop it, enemy h5 and l8 are taken"},
	{name: "Bishop", from: "d4", pieces: map[string]string{"d4": "B", "g7": "n", "b2": "N", "p1": "K", "p16": "k"},
		want: "e5 f6 g7 c5 b6 a7 e3 f2 g1 c3",
		why:  "slides along F; g7 taken, own b2 stops SW after c3"},
	{name: "Knight", from: "h8", pieces: map[string]string{"h8": "N", "j9": "N", "g6": "n", "m13": "n", "e11": "N",
		"l4": "N", "p2": "K", "a16": "k"},
		want: "i10 g10 i6 g6 j7 f9 f7 l12 k5",
		why: "N leaps (j9 own, g6 taken); diagonal air-lift: NE first piece m13 at 5 lands l12 (4 >= 3), SE l4 at 4 " +
			"lands k5 (3 >= 3), NW e11 at 3 would land at 2 < 3, SW has no piece"},
	{name: "Pawn/start", from: "e5", pieces: map[string]string{"e5": "P", "d6": "n", "f6": "N", "e8": "n", "p1": "K", "p16": "k"},
		want: "e6 e7 d6",
		why:  "from rank 5: 1 or 2 steps (e8 occupied, no 3-step); captures forward diagonals only (f6 own)"},
	{name: "Pawn/moved", from: "c7", pieces: map[string]string{"c7": "P", "b8": "n", "d8": "n", "c9": "n", "p1": "K", "p16": "k"},
		want: "c8 b8 d8",
		why:  "off its start rank one step only"},
	{name: "Pawn/black", side: "b", from: "h12", pieces: map[string]string{"h12": "p", "i11": "N", "g11": "p", "h9": "N",
		"p1": "K", "p16": "k"},
		want: "h11 h10 i11",
		why:  "Black goes down: h11, h10 (h9 occupied); captures (±1,-1): i11 enemy, g11 own"},
	{name: "Archbishop", from: "b2", pieces: map[string]string{"b2": "A", "e5": "N", "d3": "n", "p1": "K", "p16": "k"},
		want: "c3 d4 a3 c1 a1 c4 a4 d3 d1",
		why:  "F slides (NE stops before own e5) and N leaps c4 a4 d3 d1"},
	{name: "Marshall", from: "b2", pieces: map[string]string{"b2": "M", "b6": "n", "f2": "N", "p1": "K", "p16": "k"},
		want: "b3 b4 b5 b6 b1 c2 d2 e2 a2 c4 a4 d3 d1",
		why:  "W slides (b6 taken, f2 own) and N leaps"},
	{name: "Dragon horse", from: "h8", pieces: map[string]string{"h8": "H", "i9": "n", "g9": "N", "k5": "n", "d4": "N",
		"h9": "N", "a16": "K", "p16": "k"},
		want: "i9 i7 j6 k5 g7 f6 e5 h7 g8 i8",
		why:  "F slides (i9 taken, g9 own, k5 taken, d4 own) and W steps (h9 own)"},
	{name: "Dragon king", from: "a1", pieces: map[string]string{"a1": "D", "a5": "N", "d1": "n", "p1": "K", "p16": "k"},
		want: "a2 a3 a4 b1 c1 d1 b2",
		why:  "W slides (a5 own, d1 taken) and the one F step on the board"},
	{name: "Cannon", from: "e5", pieces: map[string]string{"e5": "C", "e8": "N", "e11": "n", "e4": "n", "e2": "N",
		"c5": "n", "b5": "n", "a16": "K", "p16": "k"},
		want: "e6 e7 e11 f5 g5 h5 i5 j5 k5 l5 m5 n5 o5 p5 d5 b5",
		why: "W slides to empty cells only; captures over one screen: e11 over e8, b5 over c5; e2 behind screen e4 " +
			"is own"},
	{name: "Vao", from: "e5", pieces: map[string]string{"e5": "V", "g7": "N", "i9": "n", "d6": "n", "c7": "n", "c3": "N",
		"b2": "N", "a16": "K", "p16": "k"},
		want: "f6 i9 c7 f4 g3 h2 i1 d4",
		why:  "F slides to empty cells; cannon captures i9 over g7 and c7 over the adjacent d6; b2 behind c3 is own"},
	{name: "Leo", from: "h8", pieces: map[string]string{"h8": "I", "h11": "N", "h13": "n", "h7": "n", "h4": "n", "g8": "N",
		"f8": "N", "j10": "n", "l12": "n", "f6": "N", "p3": "K", "a14": "k"},
		want: "h9 h10 h13 h4 i8 j8 k8 l8 m8 n8 o8 p8 i9 l12 g9 f10 e11 d12 c13 b14 a15 i7 j6 k5 l4 m3 n2 o1 g7",
		why: "K slides to empty cells; cannon captures h13 (screen h11), h4 (screen h7), l12 (screen j10); nothing " +
			"beyond g8 (f8 own) or f6 (ray empty to a1)"},
	{name: "Lion/corner", from: "b2", pieces: map[string]string{"b2": "L", "c3": "N", "d4": "n", "p1": "K", "p16": "k"},
		want: "a1 a2 a3 a4 b1 b3 b4 c1 c2 c4 d1 d2 d3 d4",
		why:  "the 5x5 area clipped to files a-d, ranks 1-4; c3 own, d4 taken"},
	{name: "Lion/open", from: "h8", pieces: map[string]string{"h8": "L", "g8": "N", "h9": "N", "i8": "N", "p1": "K", "p16": "k"},
		want: "f6 f7 f8 f9 f10 g6 g7 g9 g10 h6 h7 h10 i6 i7 i9 i10 j6 j7 j8 j9 j10",
		why:  "24 leaps minus the 3 own pieces; the leaps jump over them"},
	{name: "Zebra", from: "c3", pieces: map[string]string{"c3": "Z", "e6": "N", "p1": "K", "p16": "k"},
		want: "f5 f1 a6",
		why:  "(3,2) leaps on the board: f5 f1 e6 a6; e6 own"},
	{name: "Camel", from: "c3", pieces: map[string]string{"c3": "J", "d6": "n", "p1": "K", "p16": "k"},
		want: "f4 f2 d6 b6",
		why:  "(3,1) leaps on the board; d6 taken"},
	{name: "Elephant", from: "h8", pieces: map[string]string{"h8": "E", "j10": "n", "g9": "N", "l4": "N", "p1": "K", "p16": "k"},
		want: "i9 j10 f10 i7 j6 k5 g7 f6",
		why: "F and A leaps (g9 own, j10 taken); diagonal air-lift: NE j10 at 2 lands i9 (= the F step, one move), " +
			"SE l4 at 4 lands k5, NW g9 at 1 lands nowhere, SW no piece"},
	{name: "War machine", from: "h8", pieces: map[string]string{"h8": "W", "h12": "n", "h7": "n", "j8": "N", "a1": "K", "p16": "k"},
		want: "h9 h10 h11 h7 h6 i8 g8 f8",
		why: "W and D leaps (h7 taken, j8 own); orthogonal air-lift: N h12 at 4 lands h11, E j8 at 2 lands i8 " +
			"(= the W step), S h7 at 1 lands nowhere, W no piece"},
	{name: "Frog", from: "c2", pieces: map[string]string{"c2": "F", "b3": "N", "c5": "n", "p1": "K", "p16": "k"},
		want: "d3 d1 b1 f2 c5",
		why:  "F steps (b3 own) and H (3,0) leaps f2 and c5 (taken)"},
	{name: "Guard", from: "h8", pieces: map[string]string{"h8": "G", "h13": "N", "h7": "N", "f8": "n", "i9": "n", "p1": "K", "p16": "k"},
		want: "g7 g8 g9 h9 i7 i8 i9 h12",
		why: "K steps (h7 own, i9 taken); orthogonal air-lift: N h13 at 5 lands h12, W f8 at 2 lands g8 (= the step), " +
			"E no piece, S h7 adjacent"},
	{name: "Nightrider", from: "d4", pieces: map[string]string{"d4": "T", "g10": "N", "h6": "n", "p1": "K", "p16": "k"},
		want: "e6 f8 f5 h6 f3 h2 j1 e2 c2 b3 b5 c6 b8 a10",
		why:  "repeated N leaps while empty: (1,2) stops before own g10, (2,1) takes h6"},
	{name: "Rhino", from: "h8", pieces: map[string]string{"h8": "X", "h9": "n", "k10": "N", "l5": "n", "h7": "N", "d11": "n",
		"e6": "N", "p1": "K", "p16": "k"},
		want: "h9 i8 j9 j7 k6 l5 g8 f9 e10 d11 f7",
		why: "W step, then outward diagonals: h9 taken (no continuation), i8 then j9 (k10 own) and j7 k6 l5 (taken), " +
			"h7 own, g8 then f9 e10 d11 (taken) and f7 (e6 own); never a diagonal from h8 itself"},
	{name: "Gryphon", from: "h8", pieces: map[string]string{"h8": "Y", "i9": "N", "f9": "n", "g12": "N", "i7": "n", "g3": "n",
		"p1": "K", "p16": "k"},
		want: "g9 f9 g10 g11 i7 g7 f7 e7 d7 c7 b7 a7 g6 g5 g4 g3",
		why: "F step, then its orthogonal components: i9 own, g9 then f9 (taken) and g10 g11 (g12 own), i7 taken, " +
			"g7 then f7..a7 and g6..g3 (taken)"},
	{name: "Amazon", from: "a1", pieces: map[string]string{"a1": "O", "a4": "N", "d1": "n", "e5": "n", "p1": "K", "p16": "k"},
		want: "a2 a3 b1 c1 d1 b2 c3 d4 e5 b3 c2",
		why:  "K slides (a4 own, d1 and e5 taken) and N leaps b3 c2"},
	{name: "Scout", from: "h8", pieces: map[string]string{"h8": "S", "i10": "n", "g6": "N", "j10": "n", "j6": "N", "f6": "n",
		"p1": "K", "p16": "k"},
		want: "g10 i6 j9 j7 f9 f7 j10 f6",
		why:  "N leaps to empty cells only (i10 enemy, g6 own); A leaps capture only: j10 f6 taken, f10 empty, j6 own"},
	{name: "Ram", from: "h8", pieces: map[string]string{"h8": "U", "h10": "n", "i9": "N", "k5": "n", "l4": "N", "h6": "n",
		"b2": "N", "a8": "n", "p1": "K", "p16": "k"},
		want: "h11 j10 h5 a1 h10",
		why: "grasshopper over the first piece onto the empty cell behind: h10->h11, i9->j10, h6->h5, b2->a1; k5 has " +
			"l4 behind, a8 the edge, E and NW and SE no piece; captures only 2 straight forward: h10"},
	{name: "Ram/black", side: "b", from: "c5", pieces: map[string]string{"c5": "u", "c3": "N", "c7": "N", "p1": "K", "p16": "k"},
		want: "c8 c2 c3",
		why:  "Black's capture is 2 down (c3), not c7; hops over c7 to c8 and over c3 to c2"},
	{name: "Warrior", from: "e6", pieces: map[string]string{"e6": "W'", "d7": "n", "f4": "n", "c5": "n", "g5": "N",
		"p1": "K", "p16": "k"},
		want: "e7 e8 d7 f4 c5",
		why: "1 or 2 steps forward at any time; forward diagonals capture only (d7; f7 empty); backward knight " +
			"captures f4 c5 (g5 own, d4 empty)"},
	{name: "Warrior/blocked", from: "e6", pieces: map[string]string{"e6": "W'", "e7": "n", "p1": "K", "p16": "k"},
		want: "",
		why:  "a piece on e7 blocks both steps; nothing to capture"},
	{name: "Warrior/black", side: "b", from: "e11", pieces: map[string]string{"e11": "w'", "f10": "N", "g12": "N", "d13": "N",
		"p1": "K", "p16": "k"},
		want: "e10 e9 f10 g12 d13",
		why:  "Black mirrored across the ranks: steps down, captures (±1,-1) and the knight leaps with an upward component"},
	{name: "Terror", from: "b2", pieces: map[string]string{"b2": "T'", "b3": "N", "c3": "N", "c2": "n", "d3": "n", "b4": "N",
		"p1": "K", "p16": "k"},
		want: "c2 c1 b1 a1 a2 a3 c4 a4 d3 d1 d4 d2 b2c2,c2b1 b2c2,c2c1 b2c2,c2d1 b2c2,c2d2",
		why: "K slides (b3 c3 own, c2 taken), N leaps c4 a4 d3 (taken) d1, A leap d4, D leaps d2 (b4 own); hit-and-run " +
			"on c2 then a K step to an empty cell that is not b2: b1 c1 d1 d2 (b3 c3 own, d3 occupied)"},
	{name: "Eagle", from: "e5", pieces: map[string]string{"e5": "E'", "e7": "N", "e8": "n", "e10": "s'", "e11": "n",
		"e4": "b", "e3": "b", "e2": "A'", "e1": "r", "g5": "B'", "h5": "r", "f6": "R'", "d6": "e'", "c7": "q",
		"g3": "P", "h2": "n", "p16": "K", "p1": "k"},
		want: "e6 e8 e10 e4 e3 f5 d5 c5 b5 a5 d6 f4 h2 d4 c3 b2 a1",
		why: "K slides plus flying captures over any pieces but the blockers E' R' B' S' A' of either colour: up over " +
			"own N to e8 and to the enemy Spearman e10, which ends the flight; down e4 e3, then own Archer e2 ends it; " +
			"own Bat g5 and own Raven f6 stop at once; enemy Eagle d6 is taken, not passed; over own Pawn g3 to h2"},
	{name: "Raven", from: "h8", pieces: map[string]string{"h8": "R'", "h9": "P", "h10": "n", "h11": "a'", "h12": "n",
		"h6": "n", "h5": "S'", "h4": "n", "g8": "e'", "a1": "K", "p16": "k"},
		want: "h10 h11 h6 h7 i8 j8 k8 l8 m8 n8 o8 p8 g8",
		why: "W slides plus flying captures: over own Pawn h9 to h10 and the enemy Archer h11 (a blocker, ends it); " +
			"h6, then own Spearman h5 ends it; the enemy Eagle g8 is taken and ends it"},
	{name: "Bat", from: "d4", pieces: map[string]string{"d4": "B'", "f6": "n", "g7": "N", "h8": "n", "i9": "b'", "j10": "n",
		"e3": "R'", "c3": "r'", "b2": "n", "p1": "K", "p16": "k"},
		want: "e5 f6 h8 i9 c5 b6 a7 c3",
		why:  "F slides plus flying captures: f6, over own g7 to h8, the enemy Bat i9 ends it; own Raven e3 blocks; enemy Raven c3 taken, b2 not"},
	{name: "Spearman", from: "b2", pieces: map[string]string{"b2": "S'", "c3": "N", "b4": "n", "b3": "E'", "p1": "K", "p16": "k"},
		want: "a3 c1 a1 d2 b4",
		why:  "F steps (c3 own) and D leaps d2 b4; a leap is not stopped by the Eagle on b3"},
	{name: "Archer", from: "b2", pieces: map[string]string{"b2": "A'", "a2": "N", "c3": "b'", "d4": "n", "p1": "K", "p16": "k"},
		want: "b3 b1 c2 d4",
		why:  "W steps (a2 own) and the A leap d4 over the Bat on c3"},
}
