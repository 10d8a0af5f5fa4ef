package xboardtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"sennight/movegen"
	"sennight/protocol"
)

// xboardManual returns the text of the XBoard manual, docs/xboard.md, whose command lines these tests check and run.
func xboardManual(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "xboard.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// fencedBlocks returns the contents of a Markdown text's fenced code blocks with an info string.
func fencedBlocks(text, info string) []string {
	re := regexp.MustCompile("(?s)```" + info + "\n(.*?)```")
	var out []string
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestManualCommandLines: the XBoard manual's command lines give every variant the flags its hosting data asks
// for, the board size the engine sends, and the texture of the right size.
func TestManualCommandLines(t *testing.T) {
	text := xboardManual(t)
	commands := strings.ReplaceAll(strings.Join(fencedBlocks(text, "sh"), "\n"), "\\\n", " ")
	for _, name := range movegen.GameNames() {
		v, _ := movegen.VariantByName(name)
		if v.XBoard.BuiltIn != "" {
			// XBoard draws its own games: the manual needs only a line that names the game as XBoard does.
			if !strings.Contains(commands, "-variant "+v.XBoard.BuiltIn+" ") {
				t.Errorf("%s: the manual lacks an XBoard command line with -variant %s", name, v.XBoard.BuiltIn)
			}
			continue
		}
		w, h, err := protocol.TextureSize(name)
		if err != nil {
			t.Fatal(err)
		}
		human, match, tourney := "", "", ""
		for _, line := range strings.Split(commands, "\n") {
			if !strings.Contains(line, "xboard ") || !strings.Contains(line, "-variant "+name+" ") {
				continue
			}
			switch {
			case strings.Contains(line, " -mm -mg "):
				match = line
			case strings.Contains(line, " -tf "):
				tourney = line
			case !strings.Contains(line, "-noGUI"):
				human = line
			}
		}
		flags := strings.Join(variantFlags(v), " ")
		if human == "" || match == "" || tourney == "" {
			t.Errorf("%s: the manual lacks a human-game, match or tournament command line", name)
			continue
		}
		if !strings.Contains(tourney, flags) {
			t.Errorf("%s: the tournament line lacks %q:\n%s", name, flags, tourney)
		}
		for _, want := range []string{flags, strings.Join(boardFlags(t, name), " "),
			fmt.Sprintf("-liteBackTextureFile %s-%dx%d.png", name, w, h)} {
			if !strings.Contains(human, want) {
				t.Errorf("%s: the human-game line lacks %q:\n%s", name, want, human)
			}
		}
		if !strings.Contains(match, flags) || !strings.Contains(match, "-autoCallFlag true") {
			t.Errorf("%s: the match line lacks %q or -autoCallFlag:\n%s", name, flags, match)
		}
		if !strings.Contains(text, fmt.Sprintf("texture %s %s-%dx%d.png", name, name, w, h)) {
			t.Errorf("%s: the manual does not make its texture", name)
		}
	}
}

// TestManualTournament runs the XBoard manual's round-robin tournament file with the manual's command, and checks
// that every game ended by rule and XBoard recorded every result.
func TestManualTournament(t *testing.T) {
	if os.Getenv("SENNIGHT_XBOARD") == "" {
		t.Skip("set SENNIGHT_XBOARD=1 to run XBoard")
	}
	needPrograms(t, "xboard", "Xvfb", "timeout", "bash")
	text := xboardManual(t)
	trn := fencedBlocks(text, "trn")
	var run string
	for _, b := range fencedBlocks(text, "sh") {
		if strings.Contains(b, " -tf ") {
			run = b // the first tournament command; the others differ only in the variant
			break
		}
	}
	tf := regexp.MustCompile(` -tf (\S+)`).FindStringSubmatch(run)
	if len(trn) != 1 || tf == nil {
		t.Fatal("the manual lacks its tournament file or command")
	}
	dir := t.TempDir()
	bin, err := os.ReadFile(buildEngine(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sennight"), bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sennight.trn"), []byte(trn[0]), 0o644); err != nil {
		t.Fatal(err)
	}
	display := startXvfb(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-euc", run)
	cmd.Dir, cmd.Env = dir, xboardEnv(t, display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the manual's tournament command: %v\n%s", err, out)
	}
	t.Logf("XBoard:\n%s", out)
	games := readPGN(t, filepath.Join(dir, "tourney.pgn"))
	if len(games) != 6 {
		t.Errorf("%d games, want 6 (3 pairings, 2 games each)", len(games))
	}
	for i, g := range games {
		if _, ok := ruleEnds[g.ending]; !ok {
			t.Errorf("game %d ended %q %s", i+1, g.ending, g.result)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, tf[1]))
	if m := regexp.MustCompile(`-results "([-+=]*)"`).FindStringSubmatch(string(data)); m == nil || len(m[1]) != 6 {
		t.Errorf("XBoard did not record 6 results in the tournament file:\n%s", data)
	}
	art := artifactsDir(t)
	os.WriteFile(filepath.Join(art, "tourney.pgn"), mustRead(t, filepath.Join(dir, "tourney.pgn")), 0o644)
	os.WriteFile(filepath.Join(art, "tourney.trn"), data, 0o644)
}

func mustRead(t *testing.T, path string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Error(err)
	}
	return data
}
