package xboardtest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sennight/movegen"
	"sennight/protocol"
	"sennight/tools/match/xboard"
	"sennight/variants"
)

// The match time control: 10 s per game plus 0.1 s per move, a fast one at which no game may be lost on time.
// SENNIGHT_XBOARD_TC and SENNIGHT_XBOARD_INC (XBoard's -tc and -inc) change it, e.g. to 0:02 and 0.02 for the soak
// (tools/soak/soak.sh).
const (
	baseTime  = "0:10"
	increment = "0.1"
)

// timeControl returns XBoard's -tc and -inc for the matches.
func timeControl(t *testing.T) (base, inc string) {
	base, inc = baseTime, increment
	if s := os.Getenv("SENNIGHT_XBOARD_TC"); s != "" {
		if !regexp.MustCompile(`^\d+(:\d\d)?$`).MatchString(s) {
			t.Fatalf("bad SENNIGHT_XBOARD_TC %q (want minutes or M:SS, as XBoard's -tc)", s)
		}
		base = s
	}
	if s := os.Getenv("SENNIGHT_XBOARD_INC"); s != "" {
		if f, err := strconv.ParseFloat(s, 64); err != nil || f < 0 {
			t.Fatalf("bad SENNIGHT_XBOARD_INC %q (want seconds)", s)
		}
		inc = s
	}
	return base, inc
}

// matchVariants returns the variants to play: SENNIGHT_XBOARD_VARIANTS (comma-separated), or all of them.
func matchVariants(t *testing.T) []string {
	s := os.Getenv("SENNIGHT_XBOARD_VARIANTS")
	if s == "" {
		return movegen.GameNames()
	}
	var names []string
	for _, n := range strings.Split(s, ",") {
		if _, err := movegen.VariantByName(strings.TrimSpace(n)); err != nil {
			t.Fatalf("SENNIGHT_XBOARD_VARIANTS: %v", err)
		}
		names = append(names, strings.TrimSpace(n))
	}
	return names
}

// faults counts what must never happen in a game, as the soak (tools/soak/soak.sh) sums it.
type faults struct {
	forfeits, illegalMoves, crashes, timeLosses int
}

func (f faults) String() string {
	return fmt.Sprintf("faults: forfeits %d, illegal moves %d, crashes %d, time losses %d", f.forfeits,
		f.illegalMoves, f.crashes, f.timeLosses)
}

// variantFlags are the XBoard options a variant needs (its hosting data): -testLegality false where XBoard cannot
// be told every legal move, -rankOffset on 16-rank boards.
func variantFlags(v *variants.Variant) []string {
	var f []string
	if v.XBoard.LegalityOff {
		f = append(f, "-testLegality", "false")
	}
	if v.XBoard.RankOffset != 0 {
		f = append(f, "-rankOffset", strconv.Itoa(v.XBoard.RankOffset))
	}
	return f
}

// boardFlags give XBoard the variant's board size from the start, as the engine's setup will: XBoard sizes its
// window for the board it starts with and squeezes a larger board from the engine into it.
func boardFlags(t *testing.T, name string) []string {
	files, ranks, holdings, err := protocol.XBoardBoard(name)
	if err != nil {
		t.Fatal(err)
	}
	f := []string{"-boardWidth", strconv.Itoa(files), "-boardHeight", strconv.Itoa(ranks)}
	if holdings > 0 {
		f = append(f, "-holdingsSize", strconv.Itoa(holdings))
	}
	return f
}

// ruleEnds are the game-ending comments that are results by rule: the engine's claims (protocol.resultComment) and
// XBoard's own adjudications by rule. Anything else (a forfeit, a false claim, a time loss, a crash) fails.
var ruleEnds = map[string]string{
	"White mates":                                       "1-0",
	"Black mates":                                       "0-1",
	"Stalemate":                                         "1/2-1/2",
	"Draw by repetition":                                "1/2-1/2",
	"Draw by 50-move rule":                              "1/2-1/2",
	"Insufficient material":                             "1/2-1/2",
	"Xboard adjudication: Checkmate":                    "",
	"Xboard adjudication: Stalemate":                    "1/2-1/2",
	"XBoard adjudication: repetition draw":              "1/2-1/2",
	"Xboard adjudication: 50-move rule":                 "1/2-1/2",
	"Xboard adjudication: Insufficient mating material": "1/2-1/2",
}

// engineClaims are the engine's claims with the outcome the final position must have.
var engineClaims = map[string]movegen.Outcome{
	"White mates":           {Result: movegen.WhiteWins, Reason: "checkmate"},
	"Black mates":           {Result: movegen.BlackWins, Reason: "checkmate"},
	"Stalemate":             {Result: movegen.Draw, Reason: "stalemate"},
	"Draw by repetition":    {Result: movegen.Draw, Reason: "threefold repetition"},
	"Draw by 50-move rule":  {Result: movegen.Draw, Reason: "50-move rule"},
	"Insufficient material": {Result: movegen.Draw, Reason: "insufficient material"},
}

// pgnGame is what the test reads from one game of XBoard's PGN.
type pgnGame struct {
	result, ending string
	san            []string // XBoard's move text (SAN as XBoard writes it), one per ply
}

var (
	comment   = regexp.MustCompile(`(?s)\{[^{}]*\}`)
	tagLine   = regexp.MustCompile(`(?m)^\[.*\]$`)
	moveNo    = regexp.MustCompile(`^\d+\.+$`)
	resultTag = regexp.MustCompile(`\[Result "([^"]*)"\]`)
	gameEnd   = regexp.MustCompile(`\{([^{}]*)\}\s*(1-0|0-1|1/2-1/2|\*)\s*$`)
)

func readPGN(t testing.TB, path string) []pgnGame {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("XBoard saved no games: %v", err)
	}
	var games []pgnGame
	for _, chunk := range strings.Split(string(data), "[Event ")[1:] {
		var g pgnGame
		if m := resultTag.FindStringSubmatch(chunk); m != nil {
			g.result = m[1]
		}
		if m := gameEnd.FindStringSubmatch(strings.TrimSpace(chunk)); m != nil {
			g.ending = strings.TrimSpace(m[1])
		}
		for _, tok := range strings.Fields(comment.ReplaceAllString(tagLine.ReplaceAllString("[Event "+chunk, ""), " ")) {
			switch {
			case moveNo.MatchString(tok), tok == "1-0", tok == "0-1", tok == "1/2-1/2", tok == "*":
			default:
				if i := strings.Index(tok, "."); i > 0 && moveNo.MatchString(tok[:i+1]) {
					tok = tok[i+1:] // "12.Nf3"
				}
				g.san = append(g.san, tok)
			}
		}
		games = append(games, g)
	}
	return games
}

// rankShift is how much lower XBoard labels a rank than the engine (docs/rules/README.md §1).
func rankShift(v *variants.Variant) int {
	s := v.XBoard.RankOffset
	if v.Board.Ranks == 10 {
		s++
	}
	return s
}

var squareRank = regexp.MustCompile(`([a-z])(\d+)`)

// engineText turns XBoard's move text into the engine's.
func engineText(v *variants.Variant, move string) string {
	shift := rankShift(v)
	return squareRank.ReplaceAllStringFunc(move, func(sq string) string {
		n, _ := strconv.Atoi(sq[1:])
		grid := sq[:1] + strconv.Itoa(n+shift)
		if v.Board.GridNamed() {
			return grid
		}
		// A board with its own cell names (Gliński's): XBoard's square is a grid square.
		if i, ok := v.Board.Grid(int(sq[0]-'a'), n+shift); ok {
			return v.Board.Cells[i].Name
		}
		return grid
	})
}

// gameMoves splits the engines' moves in the debug log into games (each starts with `new` to the first engine).
func gameMoves(log []engineIO) [][]string {
	var games [][]string
	for _, l := range log {
		switch {
		case !l.toGUI && l.engine == "first" && l.message == "new":
			games = append(games, nil)
		case l.toGUI && strings.HasPrefix(l.message, "move ") && len(games) > 0:
			games[len(games)-1] = append(games[len(games)-1], strings.TrimPrefix(l.message, "move "))
		}
	}
	var played [][]string
	for _, g := range games {
		if len(g) > 0 {
			played = append(played, g)
		}
	}
	return played
}

// pingLatencies returns the longest time from a ping to its pong in XBoard's log, over the pings sent before the
// first move of the match (start-up: the time includes XBoard setting up its board from the engine's setup) and
// over those sent later.
func pingLatencies(log []engineIO) (startup, later time.Duration) {
	sent := map[string]int{}
	started := false
	for _, l := range log {
		if l.toGUI && strings.HasPrefix(l.message, "move ") {
			started = true
		}
		f := strings.Fields(l.message)
		if len(f) != 2 {
			continue
		}
		key := l.engine + " " + f[1]
		switch {
		case !l.toGUI && f[0] == "ping":
			sent[key] = l.ms
			if started {
				sent[key] = -l.ms - 1 // marks a ping of the match proper
			}
		case l.toGUI && f[0] == "pong":
			ms, ok := sent[key]
			switch {
			case !ok:
			case ms < 0:
				later = max(later, time.Duration(l.ms+ms+1)*time.Millisecond)
			default:
				startup = max(startup, time.Duration(l.ms-ms)*time.Millisecond)
			}
		}
	}
	return startup, later
}

func artifactsDir(t *testing.T) string {
	dir := os.Getenv("SENNIGHT_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(repoRoot(t), "artifacts", "xboard")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestMatches plays the engine against itself under XBoard in -noGUI match mode for every variant, and fails on
// any forfeit, illegal move, engine error, crash, time loss, or game without a result by rule. It replays every
// game with the engine's rules and checks each claim against the final position.
func TestMatches(t *testing.T) {
	if os.Getenv("SENNIGHT_XBOARD") == "" {
		t.Skip("set SENNIGHT_XBOARD=1 to play matches under XBoard")
	}
	needPrograms(t, "xboard", "Xvfb", "timeout")
	games := 2
	if s := os.Getenv("SENNIGHT_XBOARD_GAMES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("bad SENNIGHT_XBOARD_GAMES %q", s)
		}
		games = n
	}
	base, inc := timeControl(t)
	names := matchVariants(t)
	art := artifactsDir(t)
	bin := buildEngine(t)
	display := startXvfb(t)
	var summary, failures []string
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			r := &failureRecorder{TB: t}
			line := ""
			defer func() {
				failures = append(failures, r.recap(name)...)
				if line != "" && t.Failed() {
					failures = append(failures, line) // its games, their endings and its faults
				}
			}()
			line = playMatch(r, bin, display, art, name, games, base, inc)
			summary = append(summary, line)
			t.Log(line)
		})
	}
	if len(failures) > 0 {
		// Repeated here, at the end of the log, because a CI report that keeps only the log's tail would
		// otherwise show which variant failed but not why.
		t.Logf("failures, again:\n%s", strings.Join(failures, "\n"))
		summary = append(summary, "failures:", strings.Join(failures, "\n"))
	}
	text := fmt.Sprintf("XBoard matches, %d games per variant, -tc %s -inc %s:\n%s\n", games, base, inc,
		strings.Join(summary, "\n"))
	if err := os.WriteFile(filepath.Join(art, "summary.txt"), []byte(text), 0o644); err != nil {
		t.Error(err)
	}
}

// playMatch plays and checks one variant's match and returns its summary line, which ends with its faults.
func playMatch(t testing.TB, bin, display, art, name string, games int, base, inc string) string {
	v, err := movegen.VariantByName(name)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := movegen.ForVariant(name)
	if err != nil {
		t.Fatal(err)
	}
	pgn := filepath.Join(art, name+".pgn")
	dbg := filepath.Join(art, name+".debug")
	os.Remove(pgn)
	xbName, err := xboard.Name(name)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"-noGUI", "-variant", xbName, "-fcp", bin, "-scp", bin, "-fd", art, "-sd", art,
		"-mm", "-mg", strconv.Itoa(games), "-tc", base, "-inc", inc, "-sgf", pgn,
		"-soundProgram", "", "-xexit", "-popupExitMessage", "false", "-debug", "-nameOfDebugFile", dbg,
		"-autoCallFlag", "true"} // XBoard ends a game on time only with autoCallFlag
	args = append(args, variantFlags(v)...)
	limit := time.Duration(games)*2*time.Minute + 30*time.Second
	start := time.Now()
	out, err := runXBoard(context.Background(), t, xboardEnv(t, display), art, limit, args...)
	elapsed := time.Since(start)
	if err != nil {
		t.Fatalf("xboard %s: %v (after %v)\n%s", strings.Join(args, " "), err, elapsed.Round(time.Second), out)
	}

	log := readDebugLog(t, dbg)
	var fault faults
	// XBoard reports an engine that died as "Error: first chess program (...) exited unexpectedly".
	fault.crashes = strings.Count(string(out), "exited unexpectedly")
	clockOut := 0
	for _, l := range log {
		// Before every move XBoard tells the engine its clock: 0 or less means its flag fell.
		if f := strings.Fields(l.message); !l.toGUI && len(f) == 2 && f[0] == "time" {
			if cs, err := strconv.Atoi(f[1]); err == nil && cs <= 0 {
				clockOut++
				t.Errorf("%s engine's clock ran out: %s", l.engine, l.message)
			}
		}
		if l.toGUI && (strings.HasPrefix(l.message, "Illegal move") || strings.HasPrefix(l.message, "Error") ||
			strings.HasPrefix(l.message, "tellusererror")) {
			t.Errorf("%s engine said: %s", l.engine, l.message)
			if strings.HasPrefix(l.message, "Illegal move") {
				fault.illegalMoves++ // XBoard's board and the engine's differ
			}
		}
	}
	played := readPGN(t, pgn)
	if len(played) != games {
		t.Errorf("%d games in %s, want %d", len(played), pgn, games)
		fault.crashes = max(fault.crashes, games-len(played)) // the match broke off
	}
	moves := gameMoves(log)
	if len(moves) != len(played) {
		t.Errorf("the debug log has %d games with moves, the PGN %d", len(moves), len(played))
	}
	var results []string
	timeLosses, endCrashes := 0, 0
	for i, g := range played {
		want, byRule := ruleEnds[g.ending]
		switch {
		case !byRule:
			t.Errorf("game %d ended %q %s: not a result by rule", i+1, g.ending, g.result)
			switch {
			case strings.Contains(g.ending, "on time"):
				timeLosses++
			case strings.Contains(g.ending, "exited unexpectedly"):
				endCrashes++
			case strings.Contains(g.ending, "illegal move"), strings.Contains(g.ending, "invalid move"):
				fault.illegalMoves++
			default:
				fault.forfeits++ // a false claim, a resignation or anything else not by rule
			}
		case g.ending == "Stalemate" && v.Rules.StalemateWins:
			if g.result != "1-0" && g.result != "0-1" {
				t.Errorf("game %d: %q with result %s, but a stalemate wins in %s", i+1, g.ending, g.result, v.Name)
				fault.forfeits++
			}
		case want != "" && want != g.result:
			t.Errorf("game %d: %q with result %s", i+1, g.ending, g.result)
			fault.forfeits++ // a claim with the wrong result
		}
		if i < len(moves) && !checkReplay(t, tb, v, i+1, moves[i], g) {
			fault.illegalMoves++
		}
		plies := 0
		if i < len(moves) {
			plies = len(moves[i])
		}
		results = append(results, fmt.Sprintf("%s {%s} in %d plies", g.result, g.ending, plies))
	}
	startup, later := pingLatencies(log)
	fault.timeLosses = max(timeLosses, clockOut)
	fault.crashes = max(fault.crashes, endCrashes)
	return fmt.Sprintf("%-12s %d games in %v: %s; longest ping-pong in XBoard's log: %v at start-up (includes "+
		"XBoard applying the setup), %v during the match; flags: %s; %v",
		name, len(played), elapsed.Round(time.Second), strings.Join(results, ", "), startup, later,
		strings.Join(variantFlags(v), " "), fault)
}

// lastCell returns the last cell name of a move leg ("e6e8" -> "e8", "a10a16" -> "a16").
func lastCell(leg string) string {
	i := len(leg) - 1
	for i > 0 && leg[i] >= '0' && leg[i] <= '9' {
		i--
	}
	return leg[i:]
}

// replayMove finds the engine's move for a move text of XBoard's debug log: the text XBoard writes by the match
// runner's model of it (XBoard's labels, e.p. in two legs, a declined promotion with the piece's own letter), which
// shares no code with the CECP front end, or failing that the engine's own notation in XBoard's labels.
func replayMove(p *movegen.Position, v *variants.Variant, mv string) (movegen.Move, error) {
	if m, ok := xboard.New(p.Tables()).Moves(p)[mv]; ok {
		return m, nil
	}
	text := engineText(v, mv)
	m, err := p.ParseMove(text)
	if leg1, leg2, twoLegs := strings.Cut(text, ","); err != nil && twoLegs {
		// An e.p. capture goes to XBoard as two legs through the victim (protocol/xboard_moves.go):
		// "d6e6,e6e8" is the engine's d6e8.
		m, err = p.ParseMove(strings.TrimSuffix(leg1, lastCell(leg1)) + lastCell(leg2))
	}
	return m, err
}

// checkReplay replays a game's moves with the engine's rules: every move must be legal, no position before the
// last may be over, and an engine claim must match the final position. XBoard's board must agree with the
// engine's all along: XBoard's PGN marks a move as a capture ("x") exactly when it is one for the engine. It
// reports false if a move was illegal (or came after the end of the game).
func checkReplay(t testing.TB, tb *movegen.Tables, v *variants.Variant, n int, moves []string, g pgnGame) bool {
	p := movegen.StartPosition(tb)
	if len(g.san) != len(moves) {
		t.Errorf("game %d: %d moves in the PGN, %d in the debug log", n, len(g.san), len(moves))
	}
	for i, mv := range moves {
		if o := p.Outcome(); o.Result != movegen.Ongoing {
			t.Errorf("game %d: the game was over (%s) before move %d %s", n, o.Reason, i+1, mv)
			return false
		}
		m, err := replayMove(p, v, mv)
		if err != nil {
			t.Errorf("game %d: move %d %s: %v", n, i+1, mv, err)
			return false
		}
		capture := m.Kind() == movegen.KindKill || m.Kind() != movegen.KindCastle && p.At(m.To()) != movegen.Empty
		if i < len(g.san) && strings.Contains(g.san[i], "x") != capture {
			t.Errorf("game %d, ply %d: XBoard writes %s for the engine's %s (capture: %v): the boards differ", n, i+1,
				g.san[i], p.MoveText(m), capture)
		}
		p.MakeMove(m)
	}
	if want, ok := engineClaims[g.ending]; ok {
		if g.ending == "Stalemate" && v.Rules.StalemateWins {
			// The stalemated side (to move) loses (docs/rules/glinski-mccooey.md).
			want.Result = movegen.WhiteWins
			if p.Side() == movegen.White {
				want.Result = movegen.BlackWins
			}
		}
		if got := p.Outcome(); got != want {
			t.Errorf("game %d: claimed %q, but the final position is %+v", n, g.ending, got)
		}
	}
	return true
}
