package protocol

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// The protocol fuzzers. `go test` runs their seed corpus: real command sequences, and sequences drawn at random
// (with a fixed seed) from each protocol's commands with good, bad and absurd arguments. `go test -fuzz FuzzUCI
// -fuzztime 10m ./protocol` (or FuzzCECP) mutates them for as long as asked. Every input is fed through the line
// reader and executed command by command on a front end with the fake searcher, and must pass these checks:
//
//   - no panic, and the whole input runs within fuzzDeadline (a search or perft that does not end by itself is
//     stopped after fuzzJobWait, as a GUI would; everything else must end on its own);
//   - a command the engine rejects (`info string error:`, CECP's `Error (...)` or `Illegal move`) leaves the game
//     and position as they were;
//   - no output line is longer than maxOutputLine (bad input is never echoed in bulk);
//   - afterwards the engine still answers `isready` with `readyok` (UCI) or `ping` with `pong` (CECP), unless the
//     input quit.

const (
	fuzzDeadline  = 20 * time.Second
	fuzzJobWait   = 100 * time.Millisecond
	maxOutputLine = 4096
)

// fuzzedFrontEnd is one front end under the fuzzer, driven command by command.
type fuzzedFrontEnd interface {
	take(l inputLine)
	settle()       // waits for a job that ends by itself (or stops it after fuzzJobWait) and handles its end
	game() *game   // the current game
	quitted() bool // the input said quit
	rejected(line string) bool
	end()
}

type fuzzedUCI struct{ *uci }

func (u fuzzedUCI) settle() {
	for j := u.cur; j != nil && !j.holds(); j = u.cur {
		select {
		case res := <-j.done:
			u.jobEnded(res)
		case <-time.After(fuzzJobWait):
			u.stopJob()
		}
	}
}
func (u fuzzedUCI) game() *game               { return u.g }
func (u fuzzedUCI) quitted() bool             { return u.quit }
func (u fuzzedUCI) rejected(line string) bool { return strings.HasPrefix(line, "info string error:") }
func (u fuzzedUCI) end()                      { u.stopJob() }

type fuzzedCECP struct{ *cecp }

func (c fuzzedCECP) settle() {
	for c.cur != nil && c.cur.kind == thinking {
		select {
		case res := <-c.cur.done:
			c.searchEnded(res)
		case <-time.After(fuzzJobWait):
			c.cmdMoveNow(nil, "?")
		}
	}
}
func (c fuzzedCECP) game() *game   { return c.g }
func (c fuzzedCECP) quitted() bool { return c.quit }
func (c fuzzedCECP) rejected(line string) bool {
	return strings.HasPrefix(line, "Error (") || strings.HasPrefix(line, "Illegal move")
}
func (c fuzzedCECP) end() { c.stopSearch() }

// checkInput runs one input on a new front end (uci or CECP) and returns what went wrong, or "".
func checkInput(uciMode bool, input []byte) string {
	lines := make(chan inputLine, 64)
	go readLines(bytes.NewReader(input), lines)
	sink := &lineSink{}
	fe := newFrontEnd(sink, &fakeSearcher{})
	fe.bench = (&fakeBench{}).run // the real benchmark would take a minute an input
	var fz fuzzedFrontEnd
	alive, answer := "isready", "readyok"
	if uciMode {
		u := newUCI(fe)
		u.execute("uci")
		fz = fuzzedUCI{u}
	} else {
		c := newCECP(fe)
		c.execute("xboard")
		c.execute("protover 2")
		fz = fuzzedCECP{c}
		alive, answer = "ping 9999", "pong 9999"
	}
	defer fz.end()
	sink.take()
	for l := range lines {
		if fz.quitted() {
			continue // drain the reader
		}
		name, fen := fz.game().name(), fz.game().pos.FEN()
		fz.take(l)
		fz.settle()
		outs := sink.take()
		if l.tooLong && (!slices.ContainsFunc(outs, fz.rejected) || fz.game().pos.FEN() != fen) {
			return fmt.Sprintf("a line of %d bytes was not refused whole: %q", l.length, outs)
		}
		for _, out := range outs {
			if len(out) > maxOutputLine {
				return fmt.Sprintf("after %q: an output line of %d bytes: %.200q...", l.text, len(out), out)
			}
			if fz.rejected(out) && (fz.game().name() != name || fz.game().pos.FEN() != fen) {
				return fmt.Sprintf("%q was rejected (%q) but changed the game from %s %s to %s %s", l.text, out,
					name, fen, fz.game().name(), fz.game().pos.FEN())
			}
		}
	}
	if fz.quitted() {
		return ""
	}
	fz.take(inputLine{text: alive})
	fz.settle()
	if got := sink.take(); !containsLine(got, answer) {
		return fmt.Sprintf("no %q after the input: %q", answer, got)
	}
	return ""
}

func containsLine(lines []string, want string) bool {
	for _, l := range lines {
		if l == want {
			return true
		}
	}
	return false
}

// fuzzOne runs checkInput within the deadline.
func fuzzOne(t *testing.T, uciMode bool, input []byte) {
	done := make(chan string, 1)
	go func() { done <- checkInput(uciMode, input) }()
	select {
	case failure := <-done:
		if failure != "" {
			t.Fatal(failure)
		}
	case <-time.After(fuzzDeadline):
		stacks := make([]byte, 1<<20)
		stacks = stacks[:runtime.Stack(stacks, true)]
		t.Fatalf("the engine hung on %q; its goroutines:\n%s", input, stacks)
	}
}

// randomSequences draws n command sequences from words: each line a command and its arguments, now and then
// junk bytes, an empty line or a line over maxLine.
func randomSequences(seed uint64, n int, commands []string, args []string) []string {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []string
	for range n {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			switch k := r.IntN(40); {
			case k == 0:
				b.WriteString(strings.Repeat("position startpos moves e2e4 ", maxLine/28+1))
			case k == 1:
				for range r.IntN(20) {
					b.WriteByte(byte(r.IntN(256)))
				}
			case k == 2:
			default:
				b.WriteString(commands[r.IntN(len(commands))])
				for range r.IntN(4) {
					b.WriteString(" " + args[r.IntN(len(args))])
				}
			}
			b.WriteString("\n")
		}
		out = append(out, b.String())
	}
	return out
}

// fuzzArgs are arguments of every kind: numbers good and absurd, moves, variants, words.
var fuzzArgs = []string{"1", "2", "0", "-1", "3", "1000", "1001", "99999999999999999999", "-99999999999", "0.5",
	"x", "e2e4", "e7e5", "e2e5", "e9e7", "K@e3", "k@e7", "a1a2,a2a3", "g1f3", "depth", "nodes", "movetime",
	"wtime", "btime", "infinite", "ponder", "searchmoves", "mate", "perft", "moves", "startpos", "fen", "name",
	"value", "UCI_Variant", "Threads", "Hash", "MultiPV", "chess", "shafran", "starchess", "megalomachy",
	"cohen-sd2l", "8/8", "w", "-", "{x}", "1-0", "all", "\t", "ü"}

// FuzzUCI fuzzes the UCI front end (see the checks above).
func FuzzUCI(f *testing.F) {
	for _, seed := range []string{
		"isready\nsetoption name UCI_Variant value shafran\nposition startpos moves e2e5 e9e7\ngo depth 3\n",
		"setoption name UCI_Variant value starchess\nposition startpos moves K@e3 k@e7 N@d2\ngo infinite\nisready\nstop\n",
		"setoption name uci_variant value MEGALOMACHY\nposition fen 15k/16/16/16/16/16/16/16/16/16/6N9/5n10/4T'11/16/16/15K w - - 0 1 moves e4f5,f5f6\nd\n",
		"position fen ****k4/***6/**7/*8/1P7/9/8*/7**/6***/4K**** w - - 0 1 moves b6b7q\ngo perft 2\ngo perft 9\nstop\n",
		"go ponder wtime 1000 btime -5 winc 0 binc 10 movestogo 3\nponderhit\ngo wtime x\ngo searchmoves zz\n",
		"setoption name Hash value 2\nsetoption name Threads value 0\nsetoption name Clear Hash\nucinewgame\nbench\n",
		"go infinite\nsetoption name MultiPV value 4\nposition startpos\ngo mate 2 nodes 10 movetime 5 depth 2\nquit\n",
		"position fen 8/8 w\nposition startpos moves\ngo searchmoves K@e3 infinite\n\x00\xff\xfe\n",
		"setoption name UCI_Variant value chess\nposition startpos moves e2e4\nposition startpos moves e2e4 e7e4\ngo depth 1001\ngo wtime 100000000000000\n",
		"setoption name UCI_Variant value chess\nposition startpos moves f2f3 e7e5 g2g4 d8h4\ngo infinite\nstop\ngo depth 3\n",
		"setoption name VariantPath value /dev/zero\nsetoption name VariantPath value /\nisready\n",
		"setoption name UCI_Variant value chess\nposition startpos moves " + strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 3300) + "\ngo depth 2\n",
	} {
		f.Add([]byte(seed))
	}
	for _, s := range randomSequences(1, 150, []string{"uci", "isready", "setoption name UCI_Variant value",
		"setoption name Threads value", "setoption name MultiPV value", "setoption name", "ucinewgame",
		"position startpos moves", "position fen", "position", "go", "go depth", "go infinite", "go perft",
		"go wtime 1000 btime", "go searchmoves", "stop", "ponderhit", "d", "bench", "quit", "frob"}, fuzzArgs) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, input []byte) { fuzzOne(t, true, input) })
}

// FuzzCECP fuzzes the CECP front end (see the checks above).
func FuzzCECP(f *testing.F) {
	for _, seed := range []string{
		"new\nvariant shafran\nlevel 0 0:10 0.1\npost\nhard\nping 1\ngo\n",
		"new\nvariant starchess\nforce\nusermove K@e3\nusermove q@c7\nlift k6\nput e3\nundo\nremove\n",
		"new\nvariant shafran\nsetboard ****kqbnr/***bppppp/**np5/*bp6/rp6P/p6PR/6PB*/5PN**/PPPPPB***/RNBQK**** w Q a8 0 1\nanalyze\n.\nusermove e1e4\nexit\n",
		"variant shafran\nforce\nsetboard ****1k3/***5B/**1pb4/*1R6/3N2rpP/4p1rB1/5P2*/p1Q2K1**/PpP2B***/5**** w - - 5 43\ngo\ngo\n",
		"level 40 5 0\ntime 100\notim -5\nst 0.01\nsd 3\nmemory 1\ncores 0\noption Move Overhead=1\noption Clear Hash\n?\n",
		"setboard 16/16 w\nusermove a1a2,a2a3\nlift z99\nput _0\nlift k1\nresult 1-0 {x}\n\x00\xff\xfe\n",
		"playother\nusermove e1e2\neasy\nhint\nbk\n",
		"new\nvariant shafran\nforce\noption MultiPV=4\nanalyze\nexclude e1e3\nexclude all\n.\ninclude c0d2\n" +
			"exclude\ninclude all x\nexclude z9\nusermove e1e3\nexclude all\nundo\nexit\noption MultiPV=999\n",
		"new\nforce\nusermove e2e4\nsetboard 8/8/8/8/8/8/8/K1k5 w - - 0 1" + strings.Repeat(" ", maxLine) + "\ngo\n",
		"new\nsd 1001\nst -5\nlevel 0 -1 -1\nusermove e2e4\noption VariantPath=/dev/zero\nquit\n",
	} {
		f.Add([]byte(seed))
	}
	for _, s := range randomSequences(2, 150, []string{"xboard", "protover 2", "new", "variant", "force", "go",
		"usermove", "playother", "undo", "remove", "setboard", "level 0", "st", "sd", "time", "otim", "ping", "?",
		"analyze", "exit", ".", "hard", "easy", "post", "nopost", "result", "lift", "put", "hover", "exclude",
		"include", "option MultiPV=", "hint", "memory", "cores", "quit", "e2e4", "frob"}, fuzzArgs) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, input []byte) { fuzzOne(t, false, input) })
}
