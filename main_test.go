package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestCLIErrors: every bad command line gets one line on stderr, nothing on stdout, and exit status 2.
func TestCLIErrors(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "nosuchvariant", "3"},
		{"perft", "shafran", "x"},
		{"perft", "shafran", "0"},
		{"perft", "shafran", "99"},
		{"perft", "shafran"},
		{"perft", "shafran", "2", "--fen", "not a fen"},
		{"perft", "shafran", "2", "--fen"},
		{"perft", "all", "2", "--fen", "8/8 w"},
		{"show", "nosuchvariant"},
		{"show", "starchess", "--fen", "******1**/*****1p**/**3p3 w - - 0 1"},
		{"show"},
		{"frobnicate"},
		{"perft", "shafran", "2", "--bogus"},
		{"perft", "shafran", "2", "--profile", "gpu"},
		{"texture", "shafran"},
		{"texture", "nosuch", "x-9x10.png"},
		{"texture", "shafran", "/nonexistent/dir/shafran-9x10.png"},
		{"bench", "extra"},
		{"bench", "--variant", "nosuchvariant"},
		{"bench", "--threads"},
		{"search", "shafran"},
		{"search", "nosuchvariant", "--depth", "2"},
		{"match", "shafran", "--a", "human"},
		{"match", "shafran", "--games", "0"},
		{"match", "shafran", "--tc", "fast"},
		{"match", "shafran", "--sprt", "elo0=5,elo1=0"},
		{"match", "shafran", "--shard", "4/3"},
		{"match", "shafran", "--adjudicate", "draw=x"},
		{"match", "shafran", "--resume"}, // resume from which results file?
		{"match"},
		{"match-merge"},
		{"openings", "shafran", "--count", "0"},
		{"values", "nosuchvariant"},
		{"match", "shafran", "--threads", "4"}, // each command has its own flags: no silently ignored ones
		{"perft", "shafran", "2", "--depth", "3"},
		{"show", "shafran", "--log"},
		{"render", "shafran"},
		{"render", "nosuchvariant", "x.svg"},
		{"render", "shafran", "x.jpg"},
		{"render", "shafran", "--fen", "not a fen", "x.svg"},
		{"render", "shafran", "--moves", "e2e5,e2e5", "x.svg"},
		{"render", "shafran", "--marks", "j1", "x.svg"},
		{"render", "shafran", "--targets", "e5", "x.png"},
		{"render", "shafran", "/nonexistent/dir/shafran.svg"},
		{"mate", "nosuchvariant", "--moves", "2"},
		{"mate", "shafran", "--fen", "not a fen"},
		{"mate", "shafran", "--moves", "0"},
		{"mate", "shafran", "--moves", "x"},
		{"mate"},
		{"mates", "extra"},
		{"mates", "--variant", "nosuchvariant"},
		{"mates", "--generate"},
		{"mates", "--movetime", "soon"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if lines := strings.Count(strings.TrimRight(errb.String(), "\n"), "\n"); lines != 0 || errb.Len() == 0 {
			t.Errorf("%v: stderr %q, want one line", args, errb.String())
		}
		if out.Len() != 0 {
			t.Errorf("%v: stdout %q, want nothing", args, out.String())
		}
	}
}

// TestCLIHelp: asking for help prints every command's synopsis on stdout and succeeds.
func TestCLIHelp(t *testing.T) {
	for _, arg := range []string{"help", "-h", "--help"} {
		var out, errb bytes.Buffer
		if code := run([]string{arg}, &out, &errb); code != 0 || errb.Len() != 0 {
			t.Errorf("%s: exit %d, stderr %q", arg, code, errb.String())
		}
		for _, c := range commands {
			if !strings.Contains(out.String(), "sennight "+c.synopsis+"\n") {
				t.Errorf("%s: no synopsis of %s in\n%s", arg, c.name, out.String())
			}
		}
	}
}

func TestCLIPerftAndShow(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"perft", "shafran", "2", "--divide"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "e2e5: ") || !strings.Contains(out.String(), "depth 2: 1706 leaves") {
		t.Errorf("perft --divide output:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"show", "starchess"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "in hand: white K Q R B N, black k q r b n") {
		t.Errorf("show output:\n%s", out.String())
	}
}

func TestCLITexture(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"texture", "shafran", dir + "/shafran-9x10.png"}, &out, &errb); code != 0 || errb.Len() != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// A name without XBoard's size suffix works, with a hint.
	if code := run([]string{"texture", "starchess", dir + "/star.png", "--flip"}, &out, &errb); code != 0 ||
		!strings.Contains(errb.String(), "-13x9.png") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
	if out.Len() != 0 {
		t.Errorf("stdout %q", out.String())
	}
}

func TestCLIRender(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"render", "shafran", "--moves", "e2e5", "--moves", "e9e6", "--targets", "d2", dir + "/s.svg"},
		{"render", "starchess", "--names", dir + "/star.png"},
		{"render", "cohen-sd2l", "--marks", "g5,d1", dir + "/c.svg"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 0 || errb.Len() != 0 || out.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
		if fi, err := os.Stat(args[len(args)-1]); err != nil || fi.Size() == 0 {
			t.Errorf("%v: no picture written: %v", args, err)
		}
	}
}

func TestCLIMegalomachy(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"perft", "megalomachy", "2", "--divide"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// docs/rules/megalomachy.md §7: 5784 leaves at depth 2; g4o12 is a Vao capture over a Pawn screen.
	if !strings.Contains(out.String(), "g4o12: ") || !strings.Contains(out.String(), "depth 2: 5784 leaves") {
		t.Errorf("perft --divide output:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"show", "megalomachy"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"16 d  t  u  f  c  o", " 1 D  T  U  F  C  O", "   a  b  c", "W' W' W' W' H"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("show output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestCLISearchBenchSelfplay(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"search", "shafran", "--depth", "3"}, &out, &errb); code != 0 {
		t.Fatalf("search: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "depth  3") || !strings.Contains(out.String(), "bestmove ") {
		t.Errorf("search output:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"bench", "--depth", "3", "--variant", "starchess"}, &out, &errb); code != 0 {
		t.Fatalf("bench: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "signature ") || !strings.Contains(out.String(), "nps ") {
		t.Errorf("bench output:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"match", "starchess", "--a", "engine:depth=1", "--b", "random", "--games", "2",
		"--concurrency", "1"}, &out, &errb); code != 0 {
		t.Fatalf("match: exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"match starchess: engine:depth=1 vs random", "W/L/D: ", "pentanomial [LL LD DD+WL WD WW]: [",
		"Elo: ", "faults: forfeits 0, illegal moves 0, crashes 0, time losses 0"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("match output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if code := run([]string{"values", "shafran"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "Queen") {
		t.Errorf("values: exit %d:\n%s%s", code, out.String(), errb.String())
	}
}

// TestMateCommand: the Shafran position is a mate in 2 whose only key is the castling e1h4.
func TestMateCommand(t *testing.T) {
	var out, errb bytes.Buffer
	fen := "****1k3/***6/**6P/*2Q5/7p1/8R/2N5*/n6**/6***/4K**** w I - 0 1"
	if code := run([]string{"mate", "shafran", "--fen", fen, "--moves", "3"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if first, _, _ := strings.Cut(out.String(), "\n"); first != "mate in 2: e1h4" {
		t.Fatalf("first line %q", first)
	}
	out.Reset()
	if code := run([]string{"mate", "shafran", "--moves", "2"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.HasPrefix(out.String(), "no forced mate in 2\n") {
		t.Fatalf("start position: %q", out.String())
	}
}
