package gui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"sennight/tools/engineproc"
)

// Option is an option an engine announces over UCI (`option name N type T ...`).
type Option struct {
	Name    string   `json:"name"`
	Type    string   `json:"type"` // check, spin, combo, button, string
	Default string   `json:"default"`
	Min     int      `json:"min,omitempty"`
	Max     int      `json:"max,omitempty"`
	Vars    []string `json:"vars,omitempty"`
}

// Info is one `info` line of a search, with the fields the page shows.
type Info struct {
	Depth   int      `json:"depth"`
	MultiPV int      `json:"multipv"`
	CP      int      `json:"-"` // centipawns from the side to move's view
	Mate    int      `json:"-"` // moves to mate (negative: being mated), when IsMate
	IsMate  bool     `json:"-"`
	Score   string   `json:"score"` // from White's view: "+0.35", "-1.20", "#3", "#-2"
	Nodes   int64    `json:"nodes"`
	NPS     int64    `json:"nps"`
	PV      []string `json:"pv"`
}

// engine is a running UCI engine process. Lines it writes come from proc.Lines, which closes when the process's
// output ends (it quit or crashed).
type engine struct {
	name    string
	proc    *engineproc.Proc
	id      string
	options []Option
}

// errEngineGone is reported when an engine's output ends.
var errEngineGone = errors.New("the engine stopped (crashed or quit)")

// startEngine starts argv and runs the UCI handshake (`uci` ... `uciok`) within the timeout.
func startEngine(name string, argv []string, timeout time.Duration) (*engine, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("engine %s has no command", name)
	}
	proc, err := engineproc.Start(argv[0], argv[1:]...)
	if err != nil {
		return nil, fmt.Errorf("engine %s: %v", name, err)
	}
	e := &engine{name: name, proc: proc}
	e.send("uci")
	deadline := time.Now().Add(timeout)
	for {
		line, err := proc.ReadLine(deadline)
		switch {
		case errors.Is(err, engineproc.ErrEnded):
			return nil, fmt.Errorf("engine %s: %w before uciok", name, errEngineGone)
		case err != nil:
			e.kill()
			return nil, fmt.Errorf("engine %s: no uciok within %v", name, timeout)
		}
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case f[0] == "uciok":
			return e, nil
		case f[0] == "id" && len(f) > 2 && f[1] == "name":
			e.id = strings.Join(f[2:], " ")
		case f[0] == "option":
			if o, ok := parseOption(line); ok {
				e.options = append(e.options, o)
			}
		}
	}
}

// send writes one command line; a dead engine's error is returned, not fatal.
func (e *engine) send(cmd string) error { return e.proc.Send(cmd) }

// ready sends isready and waits for readyok, discarding other output.
func (e *engine) ready(timeout time.Duration) error {
	if err := e.send("isready"); err != nil {
		return errEngineGone
	}
	deadline := time.Now().Add(timeout)
	for {
		line, err := e.proc.ReadLine(deadline)
		switch {
		case errors.Is(err, engineproc.ErrEnded):
			return errEngineGone
		case err != nil:
			return fmt.Errorf("engine %s: no readyok within %v", e.name, timeout)
		}
		if strings.TrimSpace(line) == "readyok" {
			return nil
		}
	}
}

// kill ends the process: quit, then a kill if it does not go.
func (e *engine) kill() { e.proc.Stop("quit", 500*time.Millisecond) }

// option returns the announced option of a name (any case).
func (e *engine) option(name string) (Option, bool) {
	for _, o := range e.options {
		if strings.EqualFold(o.Name, name) {
			return o, true
		}
	}
	return Option{}, false
}

// parseOption reads `option name N type T [default D] [min m] [max M] [var V]...`; names and values may hold
// blanks, so the line is cut at the keywords.
func parseOption(line string) (Option, bool) {
	f := strings.Fields(line)
	var o Option
	key, val := "", []string{}
	flush := func() {
		v := strings.Join(val, " ")
		switch key {
		case "name":
			o.Name = v
		case "type":
			o.Type = v
		case "default":
			o.Default = v
		case "min":
			o.Min, _ = strconv.Atoi(v)
		case "max":
			o.Max, _ = strconv.Atoi(v)
		case "var":
			o.Vars = append(o.Vars, v)
		}
		val = val[:0]
	}
	for _, w := range f[1:] {
		switch w {
		case "name", "type", "default", "min", "max", "var":
			if key != "name" || w == "type" { // a name may contain keywords other than type
				flush()
				key = w
				continue
			}
		}
		val = append(val, w)
	}
	flush()
	return o, o.Name != "" && o.Type != ""
}

// parseInfo reads an `info` line; ok is false for lines without a score or PV (currmove and the like).
func parseInfo(line string) (Info, bool) {
	f := strings.Fields(line)
	var in Info
	in.MultiPV = 1
	has := false
	for i := 1; i < len(f); i++ {
		next := func() string {
			if i+1 < len(f) {
				i++
				return f[i]
			}
			return ""
		}
		switch f[i] {
		case "depth":
			in.Depth, _ = strconv.Atoi(next())
		case "multipv":
			in.MultiPV, _ = strconv.Atoi(next())
		case "nodes":
			in.Nodes, _ = strconv.ParseInt(next(), 10, 64)
		case "nps":
			in.NPS, _ = strconv.ParseInt(next(), 10, 64)
		case "score":
			kind, v := next(), next()
			n, _ := strconv.Atoi(v)
			if kind == "mate" {
				in.IsMate, in.Mate = true, n
			} else {
				in.CP = n
			}
			has = true
		case "pv":
			in.PV = append([]string(nil), f[i+1:]...)
			i = len(f)
			has = true
		case "string":
			return in, false
		}
	}
	return in, has
}

// whiteScore writes the score from White's point of view, mates as mates.
func (in *Info) whiteScore(whiteToMove bool) string {
	k := 1
	if !whiteToMove {
		k = -1
	}
	if in.IsMate {
		return fmt.Sprintf("#%d", k*in.Mate)
	}
	return fmt.Sprintf("%+.2f", float64(k*in.CP)/100)
}
