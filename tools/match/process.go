package match

import (
	"errors"
	"fmt"
	"time"

	"sennight/tools/engineproc"
)

// engineProc is an engine program the runner plays, with the runner's way of writing commands and of stopping it.
type engineProc struct{ *engineproc.Proc }

func startProc(path string, args []string) (*engineProc, error) {
	p, err := engineproc.Start(path, args...)
	if err != nil {
		return nil, err
	}
	return &engineProc{p}, nil
}

// send writes one line to the program.
func (e *engineProc) send(format string, args ...any) error {
	return e.Send(fmt.Sprintf(format, args...))
}

// stop ends the program: quit, and a kill if it has not exited within a second.
func (e *engineProc) stop(quit string) { e.Stop(quit, time.Second) }

// procFault turns a read or write error into the fault it is: the program's end a crash, a time-out slow (a time
// loss during a move, a protocol fault at the handshake).
func procFault(err error, slow FaultKind, what string) *Fault {
	switch {
	case errors.Is(err, engineproc.ErrEnded):
		return faultf(Crash, "the engine exited %s", what)
	case errors.Is(err, engineproc.ErrSlow):
		return faultf(slow, "no answer %s", what)
	}
	return faultf(Protocol, "%s: %v", what, err)
}

// attachStderr adds to a crash or a time loss the end of what the engine wrote to its standard error: a crash's
// stack, or the log of a search that overran (an engine run with a debug log writes its commands and answers there).
// A crashed program's output is read to its end first, for a second at most.
func (e *engineProc) attachStderr(f *Fault) {
	switch f.Kind {
	case Crash:
		select {
		case <-e.Done():
		case <-time.After(time.Second):
		}
	case TimeLoss:
	default:
		return
	}
	f.Stderr = e.StderrTail()
}

// moveFault turns a failed read of an engine's move into its fault, the same in both protocols. On a time loss the
// engine is told to move now (moveNow) and the report says what it wrote before its time ran out and how late its
// move came (isMove tells the move's line); an engine that ended or broke is closed first (closeFn), so that its
// stderr has been read to the end. Either way the fault keeps the end of its stderr.
func (e *engineProc) moveFault(err error, talk *heardLog, wait time.Duration, deadline time.Time, moveNow string,
	isMove func(string) bool, closeFn func() error) *Fault {
	f := procFault(err, TimeLoss, "to go")
	if f.Kind == TimeLoss {
		e.send("%s", moveNow)
		f.Detail += talk.timeOutReport(e, wait, deadline, isMove)
	} else {
		closeFn()
	}
	e.attachStderr(f)
	return f
}

// lineReader is what lateAnswer reads from: an engine program (engineproc.Proc), or a test's lines.
type lineReader interface {
	ReadLine(deadline time.Time) (string, error)
}

// lateAnswer, after a move's time-out, waits up to lateWait more for the answer (isAnswer) and says how late it
// came, so that a report tells a slow engine (or a starved machine) from a hung one. The lines before it are
// dropped, but the last of them is quoted: an engine's final `info` says how long it thinks it searched, which tells
// a search that overran its clock from one that started late.
func lateAnswer(r lineReader, deadline time.Time, isAnswer func(string) bool) string {
	last := ""
	for {
		line, err := r.ReadLine(deadline.Add(lateWait))
		switch {
		case err != nil:
			return fmt.Sprintf("none within %v more", lateWait)
		case isAnswer(line):
			s := fmt.Sprintf("it came %v late", time.Since(deadline).Round(time.Millisecond))
			if last != "" {
				s += fmt.Sprintf(", after %q", shorten(last, 160))
			}
			return s
		}
		last = line
	}
}

// heardLog counts the lines an engine writes while it thinks about a move, for a time-out's report: whether it was
// silent all along (it never started, or the machine starved it) or talked and then overran.
type heardLog struct {
	sent  time.Time     // when the move was asked for
	lines int           // lines read since
	last  time.Duration // when the last of them came, after sent
}

func newHeardLog() heardLog { return heardLog{sent: time.Now()} }

func (h *heardLog) heard() {
	h.lines++
	h.last = time.Since(h.sent)
}

func (h heardLog) String() string {
	if h.lines == 0 {
		return "not a line before it"
	}
	return fmt.Sprintf("%d lines before it, the last %v after the request", h.lines, h.last.Round(time.Millisecond))
}

// timeOutReport is what a time loss's fault adds: how long the runner waited, what the engine said meanwhile, and
// how late its answer (isAnswer) came, read from r.
func (h heardLog) timeOutReport(r lineReader, wait time.Duration, deadline time.Time, isAnswer func(string) bool) string {
	return fmt.Sprintf(" within %v; %v; %s", wait.Round(time.Millisecond), h, lateAnswer(r, deadline, isAnswer))
}

// shorten cuts s to at most n bytes, marking the cut.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// lateWait is how long lateAnswer waits.
const lateWait = time.Second

// handshakeWait is how long an engine may take to answer at start-up and between games.
const handshakeWait = 10 * time.Second
