package protocol

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
)

const tinyGameFile = `name = "tiny-proto"
start = "k3/4/4/1R1K w - - 0 1"
[board]
kind = "square"
files = 4
ranks = 4
[[piece]]
token = "K"
royal = true
xboard = "King"
[[piece.atom]]
kind = "leap"
vecs = ["square-K"]
[[piece]]
token = "R"
xboard = "Rook"
[[piece.atom]]
kind = "ride"
vecs = ["square-W"]
[rules]
mirror = "flip-rank"
`

// gameFiles writes a good and a bad variant file. The good one's game stays loaded after the test, as a game loaded
// by a GUI stays for the engine's life; it sorts after every built-in game, so loading it (again) lists it last.
func gameFiles(t *testing.T) (good, bad string) {
	dir := t.TempDir()
	good, bad = filepath.Join(dir, "tiny.toml"), filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(good, []byte(tinyGameFile), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(strings.Replace(tinyGameFile, "square-W", "square-Q", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	return good, bad
}

// TestUCIVariantPath: VariantPath loads a file's game, UCI_Variant is said again with it among its choices, and the
// game can be chosen; a bad file is an info string naming the file and key, and the games stay as they were.
func TestUCIVariantPath(t *testing.T) {
	good, bad := gameFiles(t)
	tr := newUCITranscript(t)
	before := movegen.GameNames()
	others := slices.DeleteFunc(slices.Clone(before), func(n string) bool { return n == "tiny-proto" })
	tr.expect([]string{`info string error: VariantPath: ` + bad + `: key piece R.atom[0].vecs: vector "square-Q": ` +
		`want "dx,dy" or "dx,dy,flip" or a family name`}, "setoption name VariantPath value "+bad)
	if got := movegen.GameNames(); strings.Join(got, ",") != strings.Join(before, ",") {
		t.Errorf("a bad file changed the games to %v", got)
	}
	tr.expect([]string{"option name UCI_Variant type combo default starchess var " + strings.Join(others, " var ") +
		" var tiny-proto"}, "setoption name VariantPath value "+good)
	tr.expect([]string{"info string variant tiny-proto files 4 ranks 4 startpos k3/4/4/1R1K w - - 0 1"},
		"setoption name UCI_Variant value tiny-proto")
	if tr.u.g.name() != "tiny-proto" {
		t.Errorf("the game is %s", tr.u.g.name())
	}
}

// TestCECPVariantPath: the CECP option VariantPath loads a file's game and sends the variants feature again; a bad
// file is an error and a tellusererror naming the file.
func TestCECPVariantPath(t *testing.T) {
	good, bad := gameFiles(t)
	tr := newTranscript(t)
	defer tr.close()
	got := tr.send("option VariantPath=" + bad)
	if len(got) != 2 || !strings.HasPrefix(got[0], "Error (VariantPath: "+bad+": key piece R") ||
		!strings.HasPrefix(got[1], "tellusererror VariantPath: "+bad+": key piece R") {
		t.Errorf("bad file: %q", got)
	}
	// The names XBoard knows the games by (Chess is its normal).
	others := slices.DeleteFunc(xboardVariants(), func(n string) bool { return n == "tiny-proto" })
	tr.expect([]string{`feature variants="` + strings.Join(others, ",") + `,tiny-proto"`}, "option VariantPath="+good)
	got = tr.send("new", "variant tiny-proto", "ping 3")
	if len(got) == 0 || !strings.HasPrefix(got[0], "setup (") || got[len(got)-1] != "pong 3" {
		t.Errorf("variant tiny-proto: %q", got)
	}
}
