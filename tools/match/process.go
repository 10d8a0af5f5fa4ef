package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"time"
)

// engineProc is an engine program: lines to its standard input, lines from its standard output (read by a
// goroutine, so that a wait can time out). Its standard error is dropped.
type engineProc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string // closed when the program's output ends
	done  chan struct{}
}

// errEnded is the program's output ending: it exited or crashed.
var errEnded = errors.New("the engine exited")

// errSlow is a read that timed out.
var errSlow = errors.New("no answer in time")

func startProc(path string, args []string) (*engineProc, error) {
	cmd := exec.Command(path, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &engineProc{cmd: cmd, stdin: stdin, lines: make(chan string, 256), done: make(chan struct{})}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
		cmd.Wait()
		close(e.done)
	}()
	return e, nil
}

// send writes one line to the program.
func (e *engineProc) send(format string, args ...any) error {
	if _, err := fmt.Fprintf(e.stdin, format+"\n", args...); err != nil {
		return errEnded
	}
	return nil
}

// readLine returns the next line, waiting until deadline.
func (e *engineProc) readLine(deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-e.lines:
		return lineRead(line, ok)
	case <-timer.C:
		// A select with both cases ready picks one at random, and a runner that got no CPU for a while wakes
		// with the timer fired and the answer waiting: the answer counts (the clock, measured by the game,
		// decides whether it came too late), only a real silence is a time-out.
		select {
		case line, ok := <-e.lines:
			return lineRead(line, ok)
		default:
			return "", errSlow
		}
	}
}

func lineRead(line string, ok bool) (string, error) {
	if !ok {
		return "", errEnded
	}
	return line, nil
}

// stop ends the program: quit, and a kill if it has not exited within a second.
func (e *engineProc) stop(quit string) {
	go func() { // nobody reads any more: drain, so that the reader is never stuck on a full channel
		for range e.lines {
		}
	}()
	if quit != "" {
		e.send("%s", quit)
	}
	e.stdin.Close()
	select {
	case <-e.done:
		return
	case <-time.After(time.Second):
	}
	e.cmd.Process.Kill()
	<-e.done
}

// alive reports whether the program's output is still open.
func (e *engineProc) alive() bool {
	select {
	case <-e.done:
		return false
	default:
		return true
	}
}

// procFault turns a read or write error into the fault it is: the program's end a crash, a time-out slow (a time
// loss during a move, a protocol fault at the handshake).
func procFault(err error, slow FaultKind, what string) *Fault {
	switch {
	case errors.Is(err, errEnded):
		return faultf(Crash, "the engine exited %s", what)
	case errors.Is(err, errSlow):
		return faultf(slow, "no answer %s", what)
	}
	return faultf(Protocol, "%s: %v", what, err)
}

// lateAnswer, after a move's time-out, waits up to lateWait more for the answer (isAnswer) and says how late it
// came, so that a report tells a slow engine (or a starved machine) from a hung one. Lines before it are dropped.
func (e *engineProc) lateAnswer(deadline time.Time, isAnswer func(string) bool) string {
	for {
		line, err := e.readLine(deadline.Add(lateWait))
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
