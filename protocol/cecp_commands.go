package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"sennight/movegen"
)

// engineName is the name the engine gives the GUI.
const engineName = "sennight 0.1"

// cecpCommand executes one command; args are the words after the command name, line the whole line.
type cecpCommand func(c *cecp, args []string, line string)

// cecpCommands are the commands of CECP v2 the engine implements (engine-intf.html, section 8).
var cecpCommands map[string]cecpCommand

func init() {
	ignore := func(*cecp, []string, string) {}
	cecpCommands = map[string]cecpCommand{
		"xboard":    ignore,
		"protover":  (*cecp).cmdProtover,
		"accepted":  ignore,
		"rejected":  ignore,
		"new":       (*cecp).cmdNew,
		"variant":   (*cecp).cmdVariant,
		"quit":      func(c *cecp, _ []string, _ string) { c.quit = true },
		"random":    ignore,
		"force":     (*cecp).cmdForce,
		"go":        (*cecp).cmdGo,
		"playother": (*cecp).cmdPlayOther,
		"level":     (*cecp).cmdLevel,
		"st":        (*cecp).cmdSt,
		"sd":        (*cecp).cmdSd,
		"time":      (*cecp).cmdTime,
		"otim":      (*cecp).cmdTime,
		"usermove":  (*cecp).cmdUsermove,
		"?":         (*cecp).cmdMoveNow,
		"ping":      (*cecp).cmdPing,
		"draw":      ignore, // the engine never accepts a draw offer; it claims draws itself
		"result":    (*cecp).cmdResult,
		"setboard":  (*cecp).cmdSetboard,
		"hint":      (*cecp).cmdHint,
		"bk":        func(c *cecp, _ []string, _ string) { c.out.line(" no book"); c.out.line("") },
		"undo":      func(c *cecp, _ []string, line string) { c.cmdUndo(1, line) },
		"remove":    func(c *cecp, _ []string, line string) { c.cmdUndo(2, line) },
		"hard":      func(c *cecp, _ []string, _ string) { c.ponder = true },
		"easy":      (*cecp).cmdEasy,
		"post":      func(c *cecp, _ []string, _ string) { c.post.Store(true) },
		"nopost":    func(c *cecp, _ []string, _ string) { c.post.Store(false) },
		"analyze":   (*cecp).cmdAnalyze,
		"exit":      (*cecp).cmdExit,
		".":         (*cecp).cmdStat,
		"exclude":   func(c *cecp, args []string, line string) { c.cmdExclude(args, line, true) },
		"include":   func(c *cecp, args []string, line string) { c.cmdExclude(args, line, false) },
		"name":      ignore,
		"rating":    ignore,
		"ics":       ignore,
		"computer":  ignore,
		"memory":    (*cecp).cmdMemory,
		"cores":     (*cecp).cmdCores,
		"egtpath":   ignore,
		"option":    (*cecp).cmdOption,
		"lift":      (*cecp).cmdLift,
		"put":       (*cecp).cmdPut,
		"hover":     ignore,
	}
}

// take runs one input line; a line over maxLine is refused whole, and nothing of it is executed.
func (c *cecp) take(l inputLine) {
	if l.tooLong {
		c.errorf(fmt.Sprintf("line of %d bytes over the limit of %d", l.length, maxLine), l.text)
		return
	}
	c.execute(l.text)
}

// execute runs one input line.
func (c *cecp) execute(line string) {
	line = strings.TrimRight(line, "\r\n")
	words := strings.Fields(line)
	if len(words) == 0 {
		return
	}
	if cmd, ok := cecpCommands[words[0]]; ok {
		cmd(c, words[1:], line)
		return
	}
	// A bare move (a GUI without usermove=1, or a person typing) is played like usermove.
	if len(words) == 1 {
		if _, err := c.g.pos.ParseMove(c.xb.grid.fromGUI(words[0])); !errors.Is(err, movegen.ErrMalformedMove) {
			c.cmdUsermove(words, line)
			return
		}
	}
	c.errorf("unknown command", line)
}

// errorf reports a command the engine cannot obey, with the command cut short and escaped (quoteInput).
func (c *cecp) errorf(kind, line string) { c.out.line("Error (%s): %s", kind, quoteInput(line)) }

func (c *cecp) cmdProtover(args []string, line string) {
	c.out.line("feature done=0")
	c.out.line(`feature myname="%s" variants="%s" setboard=1 usermove=1 ping=1 time=1 draw=0 sigint=0 sigterm=0 `+
		`reuse=1 analyze=1 colors=0 highlight=1 memory=1 smp=1 debug=1 playother=1 san=0 name=0 pause=0 nps=0 `+
		`exclude=1`,
		engineName, strings.Join(xboardVariants(), ","))
	for _, o := range engineOptions {
		if o.cecp {
			c.out.line(`feature option="%s"`, o.cecpFeature())
		}
	}
	c.prepareVariants()
	c.out.line("feature done=1")
}

// cmdNew starts a new game: the start position of XBoard's "normal" game (Chess; XBoard names every other variant
// after new), the engine playing Black, no depth limit.
func (c *cecp) cmdNew(_ []string, _ string) {
	c.stopSearch()
	c.analyze = false
	c.setVariant(xboardDefaultVariant())
	c.force, c.side = false, movegen.Black
	c.tc.depth = 0
	c.tc.clockReported = false
	c.searcher.ClearHash()
}

// cmdVariant switches to a variant and tells XBoard its board, pieces and start position: `setup` and `piece`
// must arrive before the `pong` that follows (docs/protocol-notes.md §1.1), so they are written here, synchronously.
func (c *cecp) cmdVariant(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want variant NAME", line)
		return
	}
	c.stopSearch()
	if !c.setVariant(variantFromXBoard(args[0])) {
		c.errorf("unknown variant", line)
		return
	}
	for _, s := range c.xb.setup {
		c.out.line("%s", s)
	}
	c.positionChanged()
}

func (c *cecp) cmdForce(_ []string, _ string) {
	c.stopSearch()
	c.force = true
}

func (c *cecp) cmdGo(_ []string, _ string) {
	c.stopSearch()
	c.analyze = false
	c.force, c.side = false, c.g.pos.Side()
	c.think()
}

func (c *cecp) cmdPlayOther(_ []string, _ string) {
	c.stopSearch()
	c.force, c.side = false, c.g.pos.Side().Other()
}

func (c *cecp) cmdLevel(args []string, line string) {
	mps, base, inc, err := parseLevel(args)
	if err != nil {
		c.errorf(err.Error(), line)
		return
	}
	c.tc.mps, c.tc.base, c.tc.inc, c.tc.moveTime = mps, base, inc, 0
	c.tc.clockReported = false
}

func (c *cecp) cmdSt(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want st SECONDS", line)
		return
	}
	s, err := parseSeconds(args[0])
	if err != nil || s == 0 {
		c.errorf("bad seconds", line)
		return
	}
	c.tc.moveTime = seconds2d(s)
}

func (c *cecp) cmdSd(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want sd DEPTH", line)
		return
	}
	d, err := strconv.Atoi(args[0])
	if err != nil || d < 1 || d > 1000 {
		c.errorf("bad depth", line)
		return
	}
	c.tc.depth = d
}

// cmdTime reads `time N` (the engine's clock) and `otim N` (the opponent's), in centiseconds.
func (c *cecp) cmdTime(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want one number", line)
		return
	}
	d, err := parseCentiseconds(args[0])
	if err != nil {
		c.errorf(err.Error(), line)
		return
	}
	if strings.HasPrefix(line, "time") {
		c.tc.mine = d
	} else {
		c.tc.theirs = d
	}
	c.tc.clockReported = true
}

// cmdUsermove plays the opponent's (or the user's) move. An illegal move is answered with "Illegal move" and
// changes nothing.
func (c *cecp) cmdUsermove(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want usermove MOVE", line)
		return
	}
	m, err := c.xb.parseMove(c.g, c.xb.grid.fromGUI(args[0]))
	if err != nil {
		var ep epEntry
		if errors.As(err, &ep) {
			err = epEntry{c.xb.grid.toGUI(ep.twoLegs)}
		}
		c.out.line("Illegal move (%s): %s", err, args[0])
		return
	}
	if r := c.cur; r != nil && r.kind == pondering && r.ponderMove == m {
		// Ponder hit: the search already runs on the position after this move.
		c.g.pos.MakeMove(m)
		c.hl = highlighter{}
		r.kind = thinking
		r.handle.PonderHit()
		return
	}
	c.stopSearch()
	c.g.pos.MakeMove(m)
	c.positionChanged() // restarts the analysis in analysis mode
	switch {
	case c.analyze, c.force:
	case c.g.pos.Side() == c.side:
		c.think() // claims the result instead if the move ended the game
	default:
		c.claimIfOver()
	}
}

// cmdMoveNow (`?`) makes the engine move at once: the search is stopped and its result played as usual.
func (c *cecp) cmdMoveNow(_ []string, _ string) {
	if c.cur != nil && c.cur.kind == thinking {
		c.cur.handle.Stop()
	}
}

// cmdPing answers `ping N` once every earlier command is done; while the engine thinks about its own move, that is
// after the move.
func (c *cecp) cmdPing(args []string, _ string) {
	n := strings.Join(args, " ")
	if c.cur != nil && c.cur.kind == thinking {
		c.pongs = append(c.pongs, n)
		return
	}
	c.out.line("pong %s", n)
}

// cmdResult: the game is over; stop thinking and wait for the next game.
func (c *cecp) cmdResult(_ []string, _ string) {
	c.stopSearch()
	c.force = true
}

// cmdSetboard sets up a position in XBoard's FEN. A malformed or illegal FEN is reported and changes nothing.
func (c *cecp) cmdSetboard(args []string, line string) {
	fen, err := c.g.guiFEN(c.xb.grid, strings.Join(args, " "))
	if err == nil {
		err = c.g.setFEN(fen)
	}
	if err != nil {
		c.out.line("tellusererror Illegal position: %s", oneLine(err.Error()))
		return
	}
	c.positionChanged()
}

// oneLine keeps a message on one protocol line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// cmdHint tells the move the engine expects: the move it ponders on, or the first move of its current PV.
func (c *cecp) cmdHint(_ []string, _ string) {
	r := c.cur
	switch {
	case r == nil:
	case r.kind == pondering && r.ponderMove != movegen.NoMove:
		c.out.line("Hint: %s", c.xb.grid.toGUI(moveText(c.g.pos, r.ponderMove)))
	default:
		if info := r.last.Load(); info != nil && len(info.PV) > 0 {
			if pv := pvText(r.root, info.PV[:1]); pv != "" {
				c.out.line("Hint: %s", c.xb.grid.toGUI(pv))
			}
		}
	}
}

// cmdUndo takes back n plies: one for `undo`, two for `remove`; XBoard sends them in force mode or after the
// user's move.
func (c *cecp) cmdUndo(n int, line string) {
	if c.g.pos.Ply() < n {
		c.errorf("no moves to take back", line)
		return
	}
	c.stopSearch()
	for range n {
		c.g.pos.UnmakeMove()
	}
	c.positionChanged()
}

func (c *cecp) cmdEasy(_ []string, _ string) {
	c.ponder = false
	if c.cur != nil && c.cur.kind == pondering {
		c.stopSearch()
	}
}

func (c *cecp) cmdAnalyze(_ []string, _ string) {
	c.stopSearch()
	c.analyze = true
	c.startAnalysis()
}

func (c *cecp) cmdExit(_ []string, line string) {
	if !c.analyze {
		c.errorf("not analysing", line)
		return
	}
	c.stopSearch()
	c.analyze = false
}

// cmdStat answers `.` in analysis mode with "stat01: time nodes ply mvleft mvtot mvname".
func (c *cecp) cmdStat(_ []string, line string) {
	r := c.cur
	if !c.analyze {
		c.errorf("not analysing", line)
		return
	}
	if r == nil { // the game is over: nothing to analyse
		c.out.line("stat01: 0 0 0 0 0")
		return
	}
	info := r.progress.Load()
	if info == nil {
		c.out.line("stat01: %d 0 0 %d %d", centiseconds(time.Since(r.started)), r.rootMoves, r.rootMoves)
		return
	}
	left := r.rootMoves
	name := ""
	if info.CurrMoveNumber > 0 {
		left = max(r.rootMoves-info.CurrMoveNumber, 0)
		name = " " + c.xb.grid.toGUI(pvText(r.root, []movegen.Move{info.CurrMove}))
	}
	c.out.line("stat01: %d %d %d %d %d%s", centiseconds(info.Time), info.Nodes, info.Depth, left, r.rootMoves,
		strings.TrimRight(name, " "))
}

func (c *cecp) cmdMemory(args []string, line string) {
	mb, err := intArg(args, 1, maxHashMB)
	if err != nil {
		c.errorf(err.Error(), line)
		return
	}
	c.stopSearch()
	c.setHashMB(mb)
}

func (c *cecp) cmdCores(args []string, line string) {
	n, err := intArg(args, 1, maxThreads)
	if err != nil {
		c.errorf(err.Error(), line)
		return
	}
	c.stopSearch()
	c.setThreads(n)
}

// intArg reads a single integer argument; values above hi are clamped to it (a GUI may offer more memory or cores
// than the engine uses).
func intArg(args []string, lo, hi int) (int, error) {
	if len(args) != 1 {
		return 0, errors.New("want one number")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil && !errors.Is(err, strconv.ErrRange) || n < lo {
		return 0, fmt.Errorf("want a number from %d", lo)
	}
	return min(n, hi), nil
}

// cmdOption sets an engine option: `option NAME=VALUE`, or `option NAME` for a button.
func (c *cecp) cmdOption(_ []string, line string) {
	spec := strings.TrimSpace(strings.TrimPrefix(line, "option"))
	name, value, _ := strings.Cut(spec, "=")
	for _, o := range engineOptions {
		if !o.cecp || o.name != strings.TrimSpace(name) {
			continue
		}
		v, err := o.parseValue(strings.TrimSpace(value))
		if err != nil {
			c.errorf(oneLine(err.Error()), line)
			if o.kind == stringOption {
				c.out.line("tellusererror %s", oneLine(err.Error()))
			}
			return
		}
		if o.name == variantPathOption {
			// The file's game joins the variants XBoard may choose (XBoard takes features at any time).
			c.out.line(`feature variants="%s"`, strings.Join(xboardVariants(), ","))
			for _, err := range c.prepareVariants() {
				c.out.line("tellusererror %s", oneLine(err.Error()))
			}
			return
		}
		// A running search is stopped to apply the option and started again: the analysis with the new setting
		// (XBoard's "fewer"/"more" MultiPV clicks), the engine's own move so that it still comes.
		var kind searchKind
		running := c.cur != nil
		if running {
			kind = c.cur.kind
		}
		c.stopSearch()
		o.set(c.frontEnd, v)
		switch {
		case c.analyze:
			c.startAnalysis()
		case running && kind == thinking:
			c.think()
		}
		return
	}
	c.errorf("unknown option", line)
}

func (c *cecp) cmdLift(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want lift SQUARE", line)
		return
	}
	c.out.line("%s", c.hl.lift(c.g, c.xb, args[0]))
}

func (c *cecp) cmdPut(args []string, line string) {
	if len(args) != 1 {
		c.errorf("want put SQUARE", line)
		return
	}
	if reply := c.hl.put(c.g, c.xb, args[0]); reply != "" {
		c.out.line("%s", reply)
	}
}
