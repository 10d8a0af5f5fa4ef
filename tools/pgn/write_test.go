package pgn

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestWriteReadsBack writes a game that starts with black to move, ends for a reason holding a "}" and is long
// enough to wrap, and reads it back with Read.
func TestWriteReadsBack(t *testing.T) {
	var moves []string
	for i := range 60 {
		moves = append(moves, fmt.Sprintf("%c%dx%c%d", 'a'+i%8, 1+i%8, 'h'-i%8, 8-i%8))
	}
	in := Game{
		Tags: map[string]string{"Event": "test", "Site": "here", "Date": "2026.11.25", "Round": "3",
			"White": `a "quoted" name`, "Black": "b", "Variant": "shafran",
			"FEN": "4k3/8/8/8/8/8/P7/4K2R b K - 3 17", "Termination": "adjudication", "Annotator": "x"},
		Moves:  moves,
		Result: "1/2-1/2",
		Reason: "adjudication: draw {by the} rule",
	}
	var b strings.Builder
	if err := Write(&b, in); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	header := `[Event "test"]
[Site "here"]
[Date "2026.11.25"]
[Round "3"]
[White "a \"quoted\" name"]
[Black "b"]
[Result "1/2-1/2"]
[Variant "shafran"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/P7/4K2R b K - 3 17"]
[PlyCount "60"]
[Termination "adjudication"]
[Annotator "x"]

17... a1xh8 18. b2xg7 c3xf6 19. d4xe5`
	if !strings.HasPrefix(text, header) {
		t.Errorf("the PGN does not begin with\n%s\n\n%s", header, text)
	}
	// 60 plies from black's 17th move: the last is white's 47th.
	if !strings.HasSuffix(text, "47.\nd4xe5 {adjudication: draw {by the) rule} 1/2-1/2\n") &&
		!strings.HasSuffix(text, "47. d4xe5 {adjudication: draw {by the) rule} 1/2-1/2\n") {
		t.Errorf("the PGN does not end with the last move, the reason's comment and the result:\n%s", text)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) < 16 {
		t.Errorf("%d lines: the movetext did not wrap", len(lines))
	}
	for _, l := range lines {
		if len(l) > 79 || strings.HasSuffix(l, " ") {
			t.Errorf("line of %d characters (or ending in a blank): %q", len(l), l)
		}
	}
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("read back %d games, %v", len(games), err)
	}
	out := games[0]
	if !slices.Equal(out.Moves, moves) || out.Result != in.Result {
		t.Errorf("read back moves %v, result %q", out.Moves, out.Result)
	}
	for k, v := range in.Tags {
		if out.Tags[k] != v {
			t.Errorf("tag %s read back as %q, want %q", k, out.Tags[k], v)
		}
	}
}

// TestWriteOmitsEmptyTags: the Seven Tag Roster stays when empty, other empty tags go, and a white-first game is
// numbered from 1 without a FEN.
func TestWriteOmitsEmptyTags(t *testing.T) {
	var b strings.Builder
	if err := Write(&b, Game{Tags: map[string]string{"TimeControl": ""}, Moves: []string{"e2e4", "e7e5", "g1f3"},
		Result: "*"}); err != nil {
		t.Fatal(err)
	}
	want := `[Event ""]
[Site ""]
[Date ""]
[Round ""]
[White ""]
[Black ""]
[Result "*"]
[PlyCount "3"]

1. e2e4 e7e5 2. g1f3 *
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
