package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sennight/movegen"
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
		{"datagen"},
		{"datagen", "nosuchvariant"},
		{"datagen", "chess", "--shard", "2/2"},
		{"datagen", "chess", "--games", "0"},
		{"datagen", "chess", "--random-plies", "-1"},
		{"datagen", "--info", "unnamed.data"}, // which game?
		{"datagen", "chess", "--info", "/nonexistent/chess-0-of-1.data"},
		{"train", "chess"}, // no data
		{"train", "chess", "--data", "/nonexistent/chess.data"},
		{"train", "chess", "--data", "main_test.go"}, // not a data file
		{"train", "chess", "--data", ".", "--lambda", "2"},
		{"train", "chess", "--data", ".", "--hidden", "0"},
		{"train", "chess", "--data", ".", "--l2", "-1"},
		{"train", "chess", "--data", ".", "--l2", "NaN"},
		{"train", "chess", "--data", ".", "--max-swing", "-5"},
		{"train", "chess", "--data", ".", "--buckets", "0"},
		{"train", "chess", "--data", ".", "--buckets", "65"},
		{"train", "chess", "--data", ".", "--activation", "relu"},
		{"train", "chess", "--data", ".", "--init", "main_test.go"},              // not a network
		{"train", "chess", "--data", ".", "--init", "variants/games/grand.nnue"}, // another game's
		{"train", "chess", "--data", ".", "--init", "variants/games/chess.nnue", "--hidden", "32"},
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
		{"suite"},
		{"suite", "a.epd", "b.epd"},
		{"suite", "a.epd", "--engine", "human"},
		{"suite", "a.epd", "--engine", "cmd=/bin/true"}, // no proto
		{"suite", "a.epd", "--movetime", "0s"},
		{"perft", "brusky", "2", "--moves", "e2e5"},
		{"show", "brusky", "--moves", "e2e4 zz"},
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

// TestCLIHelp: `sennight help` (also -h, --help) succeeds and is the whole command line. Read from the sources, not
// from the table it is printed from: every command a cmd_*.go file defines (by its flag set, newFlags) is reachable
// by its name and has help lines that name each flag it defines; help lists no command that no file defines; and the
// variants line names every game of the registry.
func TestCLIHelp(t *testing.T) {
	defined := definedCommands(t)
	if len(defined) < 10 {
		t.Fatalf("found only %d commands in the sources: %v", len(defined), defined)
	}
	for name := range defined {
		var out, errb bytes.Buffer
		run([]string{name, "--no-such-flag"}, &out, &errb)
		if want := name + " has no flag --no-such-flag"; !strings.Contains(errb.String(), want) {
			t.Errorf("%s is not reachable by its name: stderr %q, want %q", name, errb.String(), want)
		}
	}
	for _, arg := range []string{"help", "-h", "--help"} {
		var out, errb bytes.Buffer
		if code := run([]string{arg}, &out, &errb); code != 0 || errb.Len() != 0 {
			t.Errorf("%s: exit %d, stderr %q", arg, code, errb.String())
		}
		help := map[string]string{} // command -> its help lines
		var variantsLine string
		for _, l := range strings.Split(out.String(), "\n") {
			if v, ok := strings.CutPrefix(l, "variants: "); ok {
				variantsLine = v
			}
			f := strings.Fields(l)
			if len(f) < 2 || f[0] != "sennight" || strings.HasPrefix(f[1], "(") {
				continue
			}
			if _, ok := defined[f[1]]; !ok {
				t.Errorf("%s: help lists %q, which no cmd_*.go file defines", arg, f[1])
			}
			help[f[1]] += l + "\n"
		}
		for name, flags := range defined {
			if help[name] == "" {
				t.Errorf("%s: no help line for the command %s", arg, name)
				continue
			}
			for _, fl := range flags {
				if !regexp.MustCompile(`--` + regexp.QuoteMeta(fl) + `([^\w-]|$)`).MatchString(help[name]) {
					t.Errorf("%s: the help of %s does not name its flag --%s:\n%s", arg, name, fl, help[name])
				}
			}
		}
		if got, want := strings.Split(variantsLine, ", "), movegen.GameNames(); !slices.Equal(got, want) {
			t.Errorf("%s: variants %q, the registry has %q", arg, got, want)
		}
	}
}

// TestCommandHelp: "sennight COMMAND --help" (also -h, and "sennight help COMMAND") is a success on stdout with
// the command's forms and every flag the sources define for it, and the command does not run.
func TestCommandHelp(t *testing.T) {
	for name, flags := range definedCommands(t) {
		for _, args := range [][]string{{name, "--help"}, {name, "-h"}, {"help", name}} {
			var out, errb bytes.Buffer
			if code := run(args, &out, &errb); code != 0 || errb.Len() != 0 {
				t.Errorf("%q: exit %d, stderr %q", args, code, errb.String())
				continue
			}
			text := out.String()
			if !strings.HasPrefix(text, "usage:\n  sennight "+name+" ") && !strings.HasPrefix(text, "usage:\n  sennight "+name+"\n") {
				t.Errorf("%q: the help does not start with the command's form:\n%s", args, text)
			}
			for _, fl := range flags {
				if !regexp.MustCompile(`(?m)^  -` + regexp.QuoteMeta(fl) + `( |$)`).MatchString(text) {
					t.Errorf("%q: the help does not describe the flag -%s:\n%s", args, fl, text)
				}
			}
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"help", "no-such-command"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "unknown command") {
		t.Errorf("help no-such-command: exit %d, stderr %q", code, errb.String())
	}
}

// definedCommands reads the package's sources and returns every command a function defines by its flag set
// (newFlags("NAME")), with the flags defined on that set: the first string argument of each fs.Xxx(...) call.
func definedCommands(t *testing.T) map[string][]string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	defined := map[string][]string{}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil || fn.Name.Name == "newFlags" {
				continue
			}
			// The command of this function, and the variable its flag set is in (fs := newFlags("NAME")).
			name, set := "", ""
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
					if c := newFlagsCall(as.Rhs[0]); c != "" {
						if id, ok := as.Lhs[0].(*ast.Ident); ok {
							set = id.Name
						}
					}
				}
				if c := newFlagsCall(n); c != "" {
					if name != "" && name != c {
						t.Errorf("%s: %s makes the flag sets of %s and %s", file, fn.Name.Name, name, c)
					}
					name = c
				}
				return true
			})
			if name == "" {
				if strings.HasPrefix(file, "cmd_") && strings.HasPrefix(fn.Name.Name, "cmd") {
					t.Errorf("%s: %s parses no flags of its own (newFlags)", file, fn.Name.Name)
				}
				continue
			}
			flags := []string{}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if id, ok := sel.X.(*ast.Ident); !ok || id.Name != set || set == "" {
					return true
				}
				for _, a := range call.Args {
					if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						flags = append(flags, strings.Trim(lit.Value, "\"`"))
						break
					}
				}
				return true
			})
			defined[name] = flags
		}
	}
	return defined
}

// newFlagsCall returns NAME if n is the call newFlags("NAME").
func newFlagsCall(n ast.Node) string {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return ""
	}
	if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "newFlags" {
		return ""
	}
	if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
		return strings.Trim(lit.Value, "\"`")
	}
	return ""
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
	// --moves plays moves first: Brusky after a double step along each of Black's two lines (Jocly: 197169 with
	// its en passant omission corrected, docs/rules/brusky-devasa.md §7).
	out.Reset()
	if code := run([]string{"perft", "brusky", "3", "--moves", "g2g4 l7l6 g4g5 f7f5"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "depth 3: 197169 leaves") {
		t.Errorf("perft --moves output:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"show", "brusky", "--moves", "e2e4 l7l6"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// Drawn in rows: rank 8 on top, numbered, and the FEN after the moves.
	if !strings.HasPrefix(out.String(), " 8 ") || !strings.Contains(out.String(), "FEN: ***rnbkbqbnr/**ppppppppp1/*10p/") {
		t.Errorf("show --moves output:\n%s", out.String())
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

// TestMatchPlyCap: a match's games are capped at the game's max_plies (Megalomachy's file says 1,000, the default
// is 400) unless --adjudicate gives maxplies. Random players in Megalomachy's start position do not end a game by
// the rules in 1,000 plies (two games with the seed the test uses), so each reaches the cap.
func TestMatchPlyCap(t *testing.T) {
	for _, c := range []struct {
		variant string
		extra   []string
		want    string
	}{
		{"megalomachy", nil, "ply limit 1000"},
		{"megalomachy", []string{"--adjudicate", "maxplies=30"}, "ply limit 30}"},
	} {
		pgn := filepath.Join(t.TempDir(), "games.pgn")
		args := append([]string{"match", c.variant, "--a", "random", "--b", "random", "--games", "2", "--openings",
			"none", "--concurrency", "1", "--pgn", pgn}, c.extra...)
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errb.String())
		}
		data, err := os.ReadFile(pgn)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(data), c.want); n != 2 {
			t.Errorf("%q: %d games end with %q, want both:\n%s", args, n, c.want, data)
		}
	}
}
