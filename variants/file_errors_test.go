package variants

import (
	"errors"
	"strings"
	"testing"
)

// A minimal good file; the error cases below each break one thing in it.
const tinyGame = `name = "tiny"
start = "k2/3/2K w - - 0 1"
[board]
kind = "square"
files = 3
ranks = 3
[[piece]]
token = "K"
royal = true
[[piece.atom]]
kind = "leap"
vecs = ["square-K"]
[rules]
mirror = "flip-rank"
`

// TestParseEvalTerms: a game's own evaluation weights are read into its EvalValues; those it leaves out stay nil.
func TestParseEvalTerms(t *testing.T) {
	v, err := Parse("tiny.toml", []byte(tinyGame+"[eval]\ncentre = [30, -4]\npawn_advance = [60, 100]\ntempo = 0\n"+
		"passed_pawn = [7, 70]\n"))
	if err != nil {
		t.Fatal(err)
	}
	e := v.Eval
	if e.Centre == nil || *e.Centre != [2]int{30, -4} || e.PawnAdvance == nil || *e.PawnAdvance != [2]int{60, 100} ||
		e.Tempo == nil || *e.Tempo != 0 || e.KingCentre != nil || e.KingTropism != nil || e.KingShelter != nil ||
		e.PassedPawn == nil || *e.PassedPawn != [2]int{7, 70} {
		t.Errorf("eval terms read as %+v", e)
	}
}

// TestParseSearchSettings: a game extends only the checks that keep the material unless its file says every check.
func TestParseSearchSettings(t *testing.T) {
	for _, c := range []struct {
		extra string
		every bool
	}{{"", false}, {"[search]\ncheck_extension = \"safe\"\n", false}, {"[search]\ncheck_extension = \"every\"\n", true}} {
		v, err := Parse("tiny.toml", []byte(tinyGame+c.extra))
		if err != nil {
			t.Fatal(err)
		}
		if v.Search.ExtendEveryCheck != c.every {
			t.Errorf("%q: ExtendEveryCheck %v, want %v", c.extra, v.Search.ExtendEveryCheck, c.every)
		}
	}
}

func TestParseTiny(t *testing.T) {
	v, err := Parse("tiny.toml", []byte(tinyGame))
	if err != nil {
		t.Fatal(err)
	}
	if v.Name != "tiny" || len(v.Board.Cells) != 9 || len(v.Pieces[0].Atoms[0].Vecs) != 8 || v.XBoard.Parent != "fairy" {
		t.Errorf("tiny game read as %+v", v)
	}
}

// TestParseErrors: each bad file gets an error that names the file, the line or key, and the problem.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, from, to string
		want           []string // substrings of the message
	}{
		{"syntax", `files = 3`, `files = = 3`, []string{"bad.toml:5:"}},
		{"unknown key", `royal = true`, "royal = true\nroyl = 1", []string{"bad.toml:10: key piece[0].royl (piece K): unknown key"}},
		{"unknown atom key", `kind = "leap"`, "kind = \"leap\"\nmx = 1", []string{"bad.toml:12: key piece[0].atom[0].mx (piece K): unknown key"}},
		{"no name", `name = "tiny"`, `title = "tiny"`, []string{"key name: missing"}},
		{"from", `kind = "leap"`, "kind = \"leap\"\nfrom = \"home\"", []string{"piece K.atom[0].from", "home"}},
		{"from ride", `kind = "leap"`, "kind = \"ride\"\nfrom = \"start\"", []string{"piece K.atom[0].from", "leap and push"}},
		{"drawing", `kind = "square"`, "kind = \"square\"\ndrawing = \"rows\"", []string{"board.drawing", "hex"}},
		{"wrong type", `files = 3`, `files = "3"`, []string{"bad.toml"}},
		{"board kind", `kind = "square"`, `kind = "octagon"`, []string{"key board.kind", "octagon"}},
		{"family", `"square-K"`, `"square-Q"`, []string{"key piece K.atom[0].vecs", "square-Q"}},
		{"vector", `"square-K"`, `"1,x"`, []string{"piece K.atom[0].vecs", "dy"}},
		{"zero vector", `"square-K"`, `"0,0"`, []string{"piece K.atom[0].vecs", "must go somewhere"}},
		{"order", `name = "tiny"`, "name = \"tiny\"\norder = -1", []string{"key order", "negative"}},
		{"max plies", `name = "tiny"`, "name = \"tiny\"\nmax_plies = -5", []string{"key max_plies", "negative"}},
		{"vertical slide", `kind = "leap"`, "kind = \"ride\"\nvecs = [\"vertical\"]\n[[piece.atom]]\nkind = \"leap\"", []string{"piece K.atom[0].vecs", "vertical"}},
		{"atom kind", `kind = "leap"`, `kind = "jump"`, []string{"piece K.atom[0].kind", "jump"}},
		{"no royal", `royal = true`, `royal = false`, []string{"royal"}},
		{"mirror", `mirror = "flip-rank"`, `mirror = "spin"`, []string{"rules.mirror", "spin"}},
		{"start ranks", `k2/3/2K`, `k2/3`, []string{"key start", "2 ranks"}},
		{"start piece", `k2/3/2K`, `q2/3/2K`, []string{"key start", "piece q"}},
		{"name", `name = "tiny"`, `name = "Tiny Game"`, []string{"key name"}},
		{"rows", `ranks = 3`, "ranks = 3\nrows = [\"...\", \"..\", \"...\"]", []string{"board.rows[1]"}},
		{"castling letters", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\ncastling_letters = \"kq\"", []string{"rules.castling_letters", "kq"}},
		{"optional promotion cell", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\npromotion_optional.white = [\"z9\"]", []string{"rules.promotion_optional.white", "z9"}},
		{"builtin with legality off", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\n[xboard]\nbuiltin = \"normal\"\nlegality_off = true", []string{"xboard.builtin"}},
		{"cell", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\nplacement_zone.white = [\"z9\"]", []string{"rules.placement_zone.white", "z9"}},
		{"eval pair", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\n[eval]\ncentre = [1, 2, 3]", []string{"eval.centre", "middle-game, endgame"}},
		{"eval weight", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\n[eval]\ntempo = 99999", []string{"eval.tempo", "99999"}},
		{"eval pair range", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\n[eval]\nking_centre = [0, -20000]", []string{"eval.king_centre", "within"}},
		{"check extension", `mirror = "flip-rank"`, "mirror = \"flip-rank\"\n[search]\ncheck_extension = \"all\"", []string{"search.check_extension", `"all"`, `"every"`}},
	}
	for _, c := range cases {
		bad := strings.Replace(tinyGame, c.from, c.to, 1)
		if bad == tinyGame {
			t.Fatalf("%s: the case changes nothing", c.name)
		}
		_, err := Parse("bad.toml", []byte(bad))
		var fe *FileError
		if !errors.As(err, &fe) {
			t.Errorf("%s: got %v, want a *FileError", c.name, err)
			continue
		}
		for _, w := range append(c.want, "bad.toml") {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not say %q", c.name, err, w)
			}
		}
	}
}

// TestParseErrorCause: a problem another reader found (the FEN's, a vector's) keeps that reader's error as the
// cause of the *FileError, and the message is the cause's after the key.
func TestParseErrorCause(t *testing.T) {
	for _, c := range []struct{ from, to, key string }{
		{`"square-K"`, `"1,x"`, "key piece K.atom[0].vecs: "},
		{`k2/3/2K`, `k2/3`, "key start: "},
	} {
		_, err := Parse("bad.toml", []byte(strings.Replace(tinyGame, c.from, c.to, 1)))
		cause := errors.Unwrap(err)
		if cause == nil || !strings.HasSuffix(err.Error(), c.key+cause.Error()) {
			t.Errorf("%s -> %s: %v, cause %v", c.from, c.to, err, cause)
		}
	}
}

// TestParseEmpty: an empty file (or one of comments) says so, not that its name is wrong.
func TestParseEmpty(t *testing.T) {
	for _, text := range []string{"", "# only a comment\n\n"} {
		_, err := Parse("empty.toml", []byte(text))
		if err == nil || !strings.Contains(err.Error(), "empty.toml: the file is empty") {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestParseFromStart: an atom with from = "start" is limited to the cells its piece stands on in the start
// position, per colour.
func TestParseFromStart(t *testing.T) {
	v, err := Parse("tiny.toml", []byte(strings.Replace(tinyGame, `vecs = ["square-K"]`,
		"vecs = [\"square-K\"]\n[[piece.atom]]\nkind = \"leap\"\nvecs = [\"0,2\"]\nfrom = \"start\"", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if a := v.Pieces[0].Atoms[1]; len(a.From[0]) != 1 || a.From[0][0] != "c1" || len(a.From[1]) != 1 || a.From[1][0] != "a3" {
		t.Errorf("start cells %v", a.From)
	}
	if a := v.Pieces[0].Atoms[0]; a.From[0] != nil || a.From[1] != nil {
		t.Errorf("an atom without from has start cells %v", a.From)
	}
}

// FuzzParse: the reader never panics, whatever the text; it returns a Variant or a *FileError.
func FuzzParse(f *testing.F) {
	f.Add([]byte(tinyGame))
	entries, _ := builtinFiles.ReadDir("games")
	for _, e := range entries {
		data, _ := builtinFiles.ReadFile("games/" + e.Name())
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Parse("fuzz.toml", data)
		var fe *FileError
		if err != nil && !errors.As(err, &fe) {
			t.Fatalf("error %v is not a *FileError", err)
		}
		if err == nil && (v == nil || v.Board == nil || len(v.Pieces) == 0) {
			t.Fatal("no error and no game")
		}
	})
}
