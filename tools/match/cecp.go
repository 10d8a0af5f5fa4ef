package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"sennight/movegen"
	"sennight/tools/engineproc"
	"sennight/tools/match/xboard"
)

// cecpPlayer drives an engine program over CECP (the XBoard protocol, version 2), standing in for XBoard 4.9.1:
// it writes moves and positions the way XBoard does for the variant and reads the engine's moves as XBoard would, by
// its own model of XBoard (package xboard: rank labels, promotion suffixes, e.p. captures as two legs, castlings XBoard
// cannot show), so an engine that works under XBoard works here and one XBoard would misread faults.
type cecpPlayer struct {
	spec    Spec
	variant string // the protocol's name of the game
	xb      *xboard.Board
	proc    *engineProc
	pos     *movegen.Position // the engine's view of the game: the moves sent so far
	sent    int
	ping    int
	feat    cecpFeatures
}

func newCECPPlayer(s Spec, variant, protoName string) (*cecpPlayer, error) {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return nil, err
	}
	return &cecpPlayer{spec: s, variant: protoName, xb: xboard.New(t)}, nil
}

func (c *cecpPlayer) Name() string { return c.spec.Name }

func (c *cecpPlayer) Close() error {
	if c.proc != nil {
		c.proc.stop("quit")
		c.proc = nil
	}
	return nil
}

// handshake sends xboard and protover 2 and reads the features up to done=1. An engine that sends no done=0
// gets 2 seconds, as under XBoard.
func (c *cecpPlayer) handshake() error {
	c.proc.send("xboard")
	c.proc.send("protover 2")
	deadline := time.Now().Add(2 * time.Second)
	for {
		line, err := c.proc.ReadLine(deadline)
		if err == engineproc.ErrSlow {
			return nil // an engine without done=1: XBoard goes on after its wait, so do we
		}
		if err != nil {
			return procFault(err, Protocol, "to protover 2")
		}
		if !strings.HasPrefix(line, "feature ") {
			continue
		}
		c.feat.read(line)
		switch {
		case strings.Contains(line, "done=0"):
			deadline = time.Now().Add(handshakeWait)
		case strings.Contains(line, "done=1"):
			return nil
		}
	}
}

// sync sends ping and waits for its pong, dropping everything before it (a move of a search stopped by a
// time loss).
func (c *cecpPlayer) sync() error {
	c.ping++
	c.proc.send("ping %d", c.ping)
	want := fmt.Sprintf("pong %d", c.ping)
	deadline := time.Now().Add(handshakeWait)
	for {
		line, err := c.proc.ReadLine(deadline)
		if err != nil {
			return procFault(err, Protocol, "to ping")
		}
		if strings.TrimSpace(line) == want {
			return nil
		}
	}
}

// NewGame (re)starts the program if needed and sets up the game: new, variant, force, setboard, the time control.
func (c *cecpPlayer) NewGame(s GameSetup) error {
	if c.proc != nil && !c.proc.Alive() {
		c.Close()
	}
	if c.proc != nil && c.sync() != nil {
		c.Close() // hung since the last game: start afresh
	}
	if c.proc == nil {
		proc, err := startProc(c.spec.Cmd, c.spec.Args)
		if err != nil {
			return faultf(Crash, "cannot start %s: %v", c.spec.Cmd, err)
		}
		c.proc = proc
		c.feat = cecpFeatures{} // XBoard's defaults: bare moves, edit mode
		if err := c.handshake(); err != nil {
			c.Close()
			return err
		}
		for _, o := range c.spec.Options {
			c.proc.send("option %s=%s", o[0], o[1])
		}
	}
	c.pos, c.sent = s.Start.Clone(), 0
	c.proc.send("new")
	if c.variant != "normal" {
		c.proc.send("variant %s", c.variant) // XBoard sends no variant for Chess: new starts it
	}
	c.proc.send("force")
	c.sendBoard()
	c.proc.send("post")
	c.proc.send("easy")
	if err := c.sync(); err != nil {
		c.Close()
		return err
	}
	return nil
}

// levelCommands are the commands that set a time control.
func levelCommands(tc TimeControl) []string {
	var out []string
	if tc.Timed() {
		base := int(tc.Base / time.Second)
		out = append(out, fmt.Sprintf("level %d %d:%02d %s", tc.Moves, base/60, base%60, secs(tc.Inc)))
	}
	if tc.MoveTime > 0 {
		out = append(out, "st "+secs(tc.MoveTime))
	}
	if tc.Depth > 0 {
		out = append(out, fmt.Sprintf("sd %d", tc.Depth))
	}
	if tc.IsZero() {
		out = append(out, "st 0.1")
	}
	return out
}

func (c *cecpPlayer) Move(t *Turn) (Reply, error) {
	if c.proc == nil {
		return Reply{}, faultf(Crash, "the engine is not running")
	}
	// The opponent's moves, in force mode; a move XBoard cannot show goes as the position after it.
	c.proc.send("force")
	if c.sent == 0 {
		for _, cmd := range levelCommands(t.Clock) {
			c.proc.send("%s", cmd)
		}
	}
	for ; c.sent < len(t.Moves); c.sent++ {
		m := t.Moves[c.sent]
		text, ok := c.xb.MoveText(c.pos, m)
		c.pos.MakeMove(m)
		if ok {
			c.sendMove(text)
		} else {
			c.sendBoard()
		}
	}
	if t.Clock.Timed() {
		side := t.Pos.Side()
		cs := func(d time.Duration) int64 { return max(int64(d/(10*time.Millisecond)), 1) }
		c.proc.send("time %d", cs(t.Left[side]))
		c.proc.send("otim %d", cs(t.Left[side.Other()]))
	}
	c.proc.send("go")
	deadline := time.Now().Add(t.Wait)
	talk := newHeardLog()
	var reply Reply
	for {
		line, err := c.proc.ReadLine(deadline)
		if err != nil {
			return Reply{}, c.proc.moveFault(err, &talk, t.Wait, deadline, "?",
				func(l string) bool { return strings.HasPrefix(l, "move ") }, c.Close)
		}
		talk.heard()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch {
		case f[0] == "move" && len(f) == 2:
			m, err := c.xb.ParseMove(c.pos, f[1])
			if err != nil {
				return Reply{}, faultf(Illegal, "move %s: %v", f[1], err)
			}
			c.pos.MakeMove(m)
			c.sent++
			reply.Move = m
			return reply, nil
		case f[0] == "resign":
			reply.Resign = true
			return reply, nil
		case strings.HasPrefix(f[0], "Illegal"):
			return Reply{}, faultf(Protocol, "the engine rejected a legal move: %s", line)
		case len(f) >= 5:
			if _, err := strconv.Atoi(f[0]); err != nil {
				continue
			}
			if cp, err := strconv.Atoi(f[1]); err == nil { // a thinking line: ply score time nodes pv
				reply.Score, reply.HasScore = max(-MateCP, min(MateCP, cp)), true
			}
		}
	}
}
