package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// uciPlayer drives an engine program over UCI, with Fairy-Stockfish's variant convention (UCI_Variant).
type uciPlayer struct {
	spec    Spec
	variant string // the UCI_Variant value
	proc    *engineProc
}

func (u *uciPlayer) Name() string { return u.spec.Name }

func (u *uciPlayer) Close() error {
	if u.proc != nil {
		u.proc.stop("quit")
		u.proc = nil
	}
	return nil
}

// expect reads lines until one starting with word, within wait.
func (u *uciPlayer) expect(word string, wait time.Duration) error {
	deadline := time.Now().Add(wait)
	for {
		line, err := u.proc.ReadLine(deadline)
		if err != nil {
			return procFault(err, Protocol, "waiting for "+word)
		}
		if f := strings.Fields(line); len(f) > 0 && f[0] == word {
			return nil
		}
	}
}

// NewGame starts the program if it is not running (first game, or after a crash or a hang), then ucinewgame and
// isready, which also drops whatever a stopped search left unread.
func (u *uciPlayer) NewGame(GameSetup) error {
	if u.proc != nil && !u.proc.Alive() {
		u.Close()
	}
	if u.proc != nil {
		if u.sync() == nil {
			return nil
		}
		u.Close() // hung since the last game: start afresh
	}
	proc, err := startProc(u.spec.Cmd, u.spec.Args)
	if err != nil {
		return faultf(Crash, "cannot start %s: %v", u.spec.Cmd, err)
	}
	u.proc = proc
	u.proc.send("uci")
	if err := u.expect("uciok", handshakeWait); err != nil {
		u.Close()
		return err
	}
	u.proc.send("setoption name UCI_Variant value %s", u.variant)
	for _, o := range u.spec.Options {
		u.proc.send("setoption name %s value %s", o[0], o[1])
	}
	if err := u.sync(); err != nil {
		u.Close()
		return err
	}
	return nil
}

// sync starts a game: ucinewgame, then isready answered by readyok.
func (u *uciPlayer) sync() error {
	u.proc.send("ucinewgame")
	u.proc.send("isready")
	return u.expect("readyok", handshakeWait)
}

// goCommand writes the go command of a turn.
func goCommand(t *Turn) string {
	tc := t.Clock
	var b strings.Builder
	b.WriteString("go")
	ms := func(d time.Duration) int64 { return max(int64(d/time.Millisecond), 1) }
	if tc.Timed() {
		fmt.Fprintf(&b, " wtime %d btime %d winc %d binc %d", ms(t.Left[0]), ms(t.Left[1]), tc.Inc.Milliseconds(),
			tc.Inc.Milliseconds())
		if mtg := movesToGo(tc, len(t.Moves)); mtg > 0 {
			fmt.Fprintf(&b, " movestogo %d", mtg)
		}
	}
	if tc.MoveTime > 0 {
		fmt.Fprintf(&b, " movetime %d", ms(tc.MoveTime))
	}
	if tc.Nodes > 0 {
		fmt.Fprintf(&b, " nodes %d", tc.Nodes)
	}
	if tc.Depth > 0 {
		fmt.Fprintf(&b, " depth %d", tc.Depth)
	}
	if tc.IsZero() {
		b.WriteString(" movetime 100")
	}
	return b.String()
}

func (u *uciPlayer) Move(t *Turn) (Reply, error) {
	if u.proc == nil {
		return Reply{}, faultf(Crash, "the engine is not running")
	}
	pos := "position fen " + t.Start
	if len(t.Texts) > 0 {
		pos += " moves " + strings.Join(t.Texts, " ")
	}
	u.proc.send("%s", pos)
	u.proc.send("%s", goCommand(t))
	deadline := time.Now().Add(t.Wait)
	talk := newHeardLog()
	var reply Reply
	for {
		line, err := u.proc.ReadLine(deadline)
		if err != nil {
			return Reply{}, u.proc.moveFault(err, &talk, t.Wait, deadline, "stop",
				func(l string) bool { return strings.HasPrefix(l, "bestmove") }, u.Close)
		}
		talk.heard()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "info":
			if cp, ok := uciScore(f); ok {
				reply.Score, reply.HasScore = cp, true
			}
		case "bestmove":
			if len(f) < 2 {
				return Reply{}, faultf(Illegal, "bestmove without a move")
			}
			m, err := t.Pos.ParseMove(f[1])
			if err != nil {
				return Reply{}, faultf(Illegal, "bestmove %s: %v", f[1], err)
			}
			reply.Move = m
			return reply, nil
		}
	}
}

// uciScore reads the score of an info line: "score cp X" or "score mate N" (a bound counts as the score).
func uciScore(f []string) (int, bool) {
	for i := 0; i+2 < len(f); i++ {
		if f[i] != "score" {
			continue
		}
		n, err := strconv.Atoi(f[i+2])
		if err != nil {
			return 0, false
		}
		switch f[i+1] {
		case "cp":
			return max(-MateCP, min(MateCP, n)), true
		case "mate":
			if n > 0 {
				return MateCP, true
			}
			return -MateCP, true
		}
	}
	return 0, false
}
