package suite

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestRead reads the operations the suites use: several best moves, moves to avoid, an id with spaces and a
// semicolon inside its quotes, STS's c7/c8 points, c0 points (with a promotion's own "="), a free c0 comment, the
// move counters, and the line number as the id when there is none.
func TestRead(t *testing.T) {
	text := `# a comment
2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6 Qh5; id "WAC.001"; ce 32764;

8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - am Rxb2; hmvc 3; fmvn 40; id "odd; name.7";
1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - - bm f5; id "STS(v1.0) Undermine.001"; c0 "f5=10, Be5+=2"; c7 "f5 Be5+ Bf2"; c8 "10 2 3";
8/P7/8/8/8/8/8/k1K5 w - - c0 "a8=Q=10, a8=R=7";
8/P7/8/8/8/8/8/k1K5 w - - bm a8=Q; c0 "a fine move";
`
	got, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 5 {
		t.Fatalf("%d entries, want 5", len(got))
	}
	want := []Entry{
		{FEN: "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -", ID: "WAC.001", Best: []string{"Qg6", "Qh5"},
			Line: 2},
		{FEN: "8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - 3 40", ID: "odd; name.7", Avoid: []string{"Rxb2"}, Line: 4},
		{FEN: "1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - -", ID: "STS(v1.0) Undermine.001",
			Best: []string{"f5"}, Points: map[string]int{"f5": 10, "Be5+": 2, "Bf2": 3}, Line: 5},
		{FEN: "8/P7/8/8/8/8/8/k1K5 w - -", ID: "6", Points: map[string]int{"a8=Q": 10, "a8=R": 7}, Line: 6},
		{FEN: "8/P7/8/8/8/8/8/k1K5 w - -", ID: "7", Best: []string{"a8=Q"}, Line: 7},
	}
	for i, w := range want {
		g := got[i]
		if g.FEN != w.FEN || g.ID != w.ID || g.Line != w.Line || !slices.Equal(g.Best, w.Best) ||
			!slices.Equal(g.Avoid, w.Avoid) || !maps.Equal(g.Points, w.Points) {
			t.Errorf("entry %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
	if g := got[2].Group(); g != "STS(v1.0) Undermine" {
		t.Errorf("group %q", g)
	}
	if g := got[1].Group(); g != "odd; name" {
		t.Errorf("group %q", g)
	}
	if g := got[2].MaxPoints(); g != 10 {
		t.Errorf("max points %d", g)
	}
}

// TestReadErrors: a line that asks nothing, a cut line, an unclosed quote, c7 and c8 of different lengths, a
// repeated operation and c8 points that are not numbers are errors naming the line.
func TestReadErrors(t *testing.T) {
	for _, line := range []string{
		`8/8/8/8/8/8/8/k1K5 w - - id "x";`,
		`8/8/8/8 w`,
		`8/8/8/8/8/8/8/k1K5 w - - bm Kb1; id "x;`,
		`8/8/8/8/8/8/8/k1K5 w - - c7 "Kb1 Kd1"; c8 "10";`,
		`8/8/8/8/8/8/8/k1K5 w - - bm Kb1; bm Kd1;`,
		`8/8/8/8/8/8/8/k1K5 w - - c7 "Kb1"; c8 "ten";`,
	} {
		_, err := Read(strings.NewReader("# first\n" + line + "\n"))
		if err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%s: error %v, want one naming line 2", line, err)
		}
	}
}

// TestSelect keeps the first n of each group in file order, counting STS's two spellings of one theme as one.
func TestSelect(t *testing.T) {
	var entries []Entry
	for _, id := range []string{"A.1", "A.2", "A.3", "B.1", "S(v3) Knight Outposts/Repositioning.1",
		"S(v3) Knight Outposts/Centralization.2", "S(v3) Knight Outposts/Repositioning.3", "B.2"} {
		entries = append(entries, Entry{ID: id})
	}
	var ids []string
	for _, e := range Select(entries, 2) {
		ids = append(ids, e.ID)
	}
	want := []string{"A.1", "A.2", "B.1", "S(v3) Knight Outposts/Repositioning.1",
		"S(v3) Knight Outposts/Centralization.2", "B.2"}
	if !slices.Equal(ids, want) {
		t.Errorf("got %v, want %v", ids, want)
	}
	if n := len(Select(entries, 0)); n != len(entries) {
		t.Errorf("Select 0 kept %d of %d", n, len(entries))
	}
}
