package protocol

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"sennight/bench"
	"sennight/movegen"
	"sennight/search"
)

// engineAuthor is the author the engine gives UCI GUIs.
const engineAuthor = "the sennight authors"

// uciCommand executes one command; args are the words after the command name, line the whole line.
type uciCommand func(u *uci, args []string, line string)

// uciCommands are the UCI commands the engine implements (the UCI specification, and Stockfish's `d`, `bench` and
// `go perft`). Commands are case-sensitive, as the specification has them.
var uciCommands map[string]uciCommand

func init() {
	ignore := func(*uci, []string, string) {}
	uciCommands = map[string]uciCommand{
		"uci":        (*uci).cmdUCI,
		"debug":      ignore, // logs go to stderr at the level of --log
		"isready":    func(u *uci, _ []string, _ string) { u.out.line("readyok") },
		"setoption":  (*uci).cmdSetoption,
		"register":   ignore,
		"ucinewgame": (*uci).cmdNewGame,
		"position":   (*uci).cmdPosition,
		"go":         (*uci).cmdGo,
		"stop":       func(u *uci, _ []string, _ string) { u.stopJob() },
		"ponderhit":  func(u *uci, _ []string, _ string) { u.ponderHit() },
		"quit":       func(u *uci, _ []string, _ string) { u.quit = true },
		"d":          (*uci).cmdDisplay,
		"bench":      (*uci).cmdBench,
	}
}

// take runs one input line; a line over maxLine is refused whole, and nothing of it is executed.
func (u *uci) take(l inputLine) {
	if l.tooLong {
		u.errorf("a line of %d bytes, over the limit of %d, refused whole (nothing changed): %s", l.length, maxLine,
			quoteInput(l.text))
		return
	}
	u.execute(l.text)
}

// execute runs one input line.
func (u *uci) execute(line string) {
	words := strings.Fields(line)
	if len(words) == 0 {
		return
	}
	if cmd, ok := uciCommands[words[0]]; ok {
		cmd(u, words[1:], line)
		return
	}
	u.out.line("info string unknown command: %s", quoteInput(line))
}

// errorf reports bad input as an `info string error: ...` line; the engine goes on as before the command.
func (u *uci) errorf(format string, args ...any) {
	u.out.line("info string error: %s", oneLine(fmt.Sprintf(format, args...)))
}

func (u *uci) cmdUCI(_ []string, _ string) {
	u.out.line("id name %s", engineName)
	u.out.line("id author %s", engineAuthor)
	for _, o := range engineOptions {
		u.out.line("%s", o.uciOption())
	}
	u.out.line("uciok")
}

// cmdSetoption sets an option: `setoption name NAME [value VALUE]`, the name and value possibly of several words,
// the name in any case. During a search (which UCI does not allow) the search goes on: settings of the searcher
// wait for its end (frontEnd.toSearcher), the others apply to the next search.
func (u *uci) cmdSetoption(args []string, _ string) {
	if len(args) < 2 || args[0] != "name" {
		u.errorf("want setoption name NAME [value VALUE]")
		return
	}
	nameWords, valueWords := args[1:], []string(nil)
	for i, w := range nameWords {
		if w == "value" {
			nameWords, valueWords = nameWords[:i], nameWords[i+1:]
			break
		}
	}
	name, value := strings.Join(nameWords, " "), strings.Join(valueWords, " ")
	for _, o := range engineOptions {
		if !strings.EqualFold(o.name, name) {
			continue
		}
		v, err := o.parseValue(value)
		if err != nil {
			u.errorf("%v", err)
			return
		}
		o.set(u.frontEnd, v)
		switch o.name {
		case variantOption:
			u.setVariant(u.settings.variant)
		case variantPathOption:
			// The file's game is a new UCI_Variant choice: say the option again, as Fairy-Stockfish does.
			u.out.line("%s", optionNamed(variantOption).uciOption())
		}
		return
	}
	u.errorf("unknown option %q", name)
}

// cmdNewGame (`ucinewgame`) forgets what earlier searches learnt. A search still running (GUIs stop it first)
// is stopped and gives its bestmove.
func (u *uci) cmdNewGame(_ []string, _ string) {
	u.stopJob()
	u.toSearcher(clearHash)
}

// cmdPosition sets the position: `position startpos|fen FEN [moves M1 M2 ...]`, in the current variant and the
// engine's move text. The whole command is checked before anything changes: a bad FEN or move is reported and
// leaves the position as it was. A search still running is stopped first and gives its bestmove.
//
// The position stays as it was after a rejected `position` (docs/protocol-notes.md §4.1), so the error line says
// which one it is, and every `go` until the next good `position` says again that it searches that older position,
// which may be the other side's.
func (u *uci) cmdPosition(args []string, _ string) {
	start, moves, err := splitPositionArgs(args)
	var pos *movegen.Position
	switch {
	case err != nil:
	case u.played.continues(u.g, start, moves):
		// The same game with more moves: only the new ones are read, on a copy, so that a bad one changes nothing.
		pos, err = playMoves(u.g.t, u.g.pos.Clone(), moves[len(u.played.moves):])
	default:
		pos, err = parsePosition(u.g.t, start, moves)
	}
	if err != nil {
		u.errorf("%v; position unchanged: %s", err, u.g.pos.FEN())
		u.positionRejected = true
		return
	}
	u.stopJob()
	u.g.pos = pos
	u.positionRejected = false
	u.played.remember(u.g, start, moves)
}

// splitPositionArgs splits the arguments of `position` into the start (`startpos`, or `fen` and the FEN's fields)
// and the moves after `moves`.
func splitPositionArgs(args []string) (start, moves []string, err error) {
	start = args
	for i, w := range args {
		if w == "moves" {
			start, moves = args[:i], args[i+1:]
			break
		}
	}
	if (len(start) == 1 && start[0] == "startpos") || (len(start) > 1 && start[0] == "fen") {
		return start, moves, nil
	}
	return nil, nil, errors.New("want position startpos|fen FEN [moves MOVE...]")
}

// parsePosition sets up a new position of the variant from the start of a `position` command and plays its moves.
func parsePosition(t *movegen.Tables, start, moves []string) (*movegen.Position, error) {
	var pos *movegen.Position
	if start[0] == "startpos" {
		pos = movegen.StartPosition(t)
	} else {
		p, err := movegen.NewPosition(t, strings.Join(start[1:], " "))
		if err != nil {
			return nil, err
		}
		pos = p
	}
	return playMoves(t, pos, moves)
}

// playMoves plays moves, in the engine's move text, on pos; it stops at the first one that is not legal.
func playMoves(t *movegen.Tables, pos *movegen.Position, moves []string) (*movegen.Position, error) {
	g := &game{t: t, pos: pos}
	for _, text := range moves {
		m, err := g.parseMove(text)
		if err != nil {
			return nil, fmt.Errorf("illegal move %s (%w)", text, err)
		}
		pos.MakeMove(m)
	}
	return pos, nil
}

// cmdGo starts a search (or a perft) of the current position. A search still running is stopped first and
// gives its bestmove. Every `go` that asks for a search gets a bestmove (docs/protocol-notes.md §4.1): a value out
// of range is clamped and said so, and a `go` that cannot be read is reported and answered by a search to depth 1.
// A bad `go perft` (which has no bestmove) is reported and starts nothing.
func (u *uci) cmdGo(args []string, _ string) {
	cmd, err := parseGo(args, u.g, u.settings)
	if err != nil && slices.Contains(args, "perft") {
		u.errorf("go: %v", err)
		return
	}
	u.stopJob()
	if err != nil {
		u.errorf("go: %v; searching to depth 1 instead", err)
		cmd = goCommand{limits: search.Limits{Depth: 1, MoveOverhead: u.settings.moveOverhead, MultiPV: u.settings.multiPV}}
	}
	for _, c := range cmd.clamped {
		u.out.line("info string go: out of range: %s", c)
	}
	if u.positionRejected && cmd.perft == 0 {
		u.out.line("info string warning: the last position command was rejected; searching the position before it: %s",
			u.g.pos.FEN())
	}
	if cmd.perft > 0 {
		u.startPerft(cmd.perft)
		return
	}
	u.startSearch(cmd.limits)
}

// cmdDisplay (`d`, as in Stockfish) draws the position as text, with its FEN.
func (u *uci) cmdDisplay(_ []string, _ string) {
	for _, l := range strings.Split(strings.TrimRight(u.g.pos.Picture(), "\n"), "\n") {
		u.out.line("%s", l)
	}
}

// cmdBench runs the engine's benchmark with the current Threads and Hash: `bench [depth D] [variant NAME]`. It
// runs beside the command loop as a search does, so that `isready` is answered and `stop`, `quit` or the end of
// input end it (a `bench depth 30` runs for hours); a search still running is stopped first.
func (u *uci) cmdBench(args []string, _ string) {
	opts := bench.SearchOptions{Threads: u.settings.threads, HashMB: u.settings.hashMB}
	for i := 0; i < len(args); i += 2 {
		if i+1 >= len(args) {
			u.errorf("want bench [depth D] [variant NAME]")
			return
		}
		switch args[i] {
		case "depth":
			d, err := intIn(args[i+1], 1, maxGoDepth)
			if err != nil {
				u.errorf("bench: bad depth %q", args[i+1])
				return
			}
			opts.Depth = d
		case "variant":
			if _, err := movegen.VariantByName(args[i+1]); err != nil {
				u.errorf("bench: %v", err)
				return
			}
			opts.Variants = []string{args[i+1]}
		default:
			u.errorf("want bench [depth D] [variant NAME]")
			return
		}
	}
	u.stopJob()
	r := &benchRun{stop: make(chan struct{}), done: make(chan struct{})}
	opts.Stop = r.stop
	go func() {
		defer close(r.done)
		w := &lineWriter{out: u.out}
		err := u.bench(w, opts)
		w.Flush()
		if err != nil {
			u.errorf("bench: %v", err)
		}
	}()
	u.startJob(&uciJob{done: make(chan search.Result, 1), perft: true, handle: r})
}

// benchRun is a `bench` in progress. It implements search.Running, so that the loop handles it as it does a perft; its
// search.Result is empty.
type benchRun struct {
	stop     chan struct{}
	stopOnce sync.Once
	done     chan struct{}
}

func (r *benchRun) Stop()      { r.stopOnce.Do(func() { close(r.stop) }) }
func (r *benchRun) PonderHit() {}
func (r *benchRun) Wait() search.Result {
	<-r.done
	return search.Result{}
}

// runBench is package bench's search benchmark, the same run as `sennight bench`. It uses an engine of its own,
// not the game's.
func runBench(w io.Writer, opts bench.SearchOptions) error {
	_, err := bench.RunSearch(w, opts)
	return err
}
