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

// lineReader is what lateAnswer reads from: an engine program (engineproc.Proc), or a test's lines.
type lineReader interface {
	ReadLine(deadline time.Time) (string, error)
}

// lateAnswer, after a move's time-out, waits up to lateWait more for the answer (isAnswer) and says how late it
// came, so that a report tells a slow engine (or a starved machine) from a hung one. Lines before it are dropped.
func lateAnswer(r lineReader, deadline time.Time, isAnswer func(string) bool) string {
	for {
		line, err := r.ReadLine(deadline.Add(lateWait))
		switch {
		case err != nil:
			return fmt.Sprintf("none within %v more", lateWait)
		case isAnswer(line):
			return fmt.Sprintf("it came %v late", time.Since(deadline).Round(time.Millisecond))
		}
	}
}

// lateWait is how long lateAnswer waits.
const lateWait = time.Second

// handshakeWait is how long an engine may take to answer at start-up and between games.
const handshakeWait = 10 * time.Second
