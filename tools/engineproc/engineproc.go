// Package engineproc runs an engine program as a child process and talks to it in lines, as a protocol host does:
// the browser GUI (package gui) and the match runner (tools/match) both start UCI or CECP engines through it. It
// knows no protocol: a host writes commands with Send and reads the answers with ReadLine, which waits no longer
// than a deadline, or from Lines.
package engineproc

import (
	"bufio"
	"errors"
	"io"
	"os/exec"
	"sync"
	"time"
)

// Proc is a running engine program: lines to its standard input, lines from its standard output (read by a
// goroutine, so that a wait can time out). Of its standard error only the end is kept (StderrTail), for a host to
// report with a fault: what a program says there (a crash's stack, a late search's log) explains it.
type Proc struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	mu      sync.Mutex // serialises writes: a host may send from more than one goroutine
	lines   chan string
	done    chan struct{}
	errTail tailBuffer
}

// stderrKept is how much of the end of a program's standard error a Proc keeps.
const stderrKept = 64 << 10

// tailBuffer is an io.Writer that keeps the last stderrKept bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if extra := len(t.buf) - stderrKept; extra > 0 {
		t.buf = append(t.buf[:0], t.buf[extra:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// StderrTail returns the end of what the program has written to its standard error so far (at most 64 KB).
func (p *Proc) StderrTail() string { return p.errTail.String() }

// ErrEnded is the program's output ending: it exited or crashed.
var ErrEnded = errors.New("the engine exited")

// ErrSlow is a read that timed out.
var ErrSlow = errors.New("no answer in time")

// maxLine is the longest output line read; a longer one ends the reading, as the program's end does. A UCI info
// line with a long PV in a big variant stays far below it.
const maxLine = 4 << 20

// Start starts the program path with args.
func Start(path string, args ...string) (*Proc, error) {
	cmd := exec.Command(path, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &Proc{cmd: cmd, stdin: stdin, lines: make(chan string, 256), done: make(chan struct{})}
	cmd.Stderr = &p.errTail
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), maxLine)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
		cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// Send writes one line to the program; a program that is gone gives ErrEnded.
func (p *Proc) Send(line string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		return ErrEnded
	}
	return nil
}

// Lines are the program's output lines, for a host that hands them on as they come; the channel closes when the
// output ends. A host reads them either here or with ReadLine.
func (p *Proc) Lines() <-chan string { return p.lines }

// Done is closed when the program has exited and its output was read to the end.
func (p *Proc) Done() <-chan struct{} { return p.done }

// ReadLine returns the next line, waiting until deadline: ErrEnded when the output ended, ErrSlow when none came.
func (p *Proc) ReadLine(deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		return lineRead(line, ok)
	case <-timer.C:
		// A select with both cases ready picks one at random, and a host that got no CPU for a while wakes with
		// the timer fired and the answer waiting: the answer counts (the host's clock decides whether it came too
		// late), only a real silence is a time-out.
		select {
		case line, ok := <-p.lines:
			return lineRead(line, ok)
		default:
			return "", ErrSlow
		}
	}
}

func lineRead(line string, ok bool) (string, error) {
	if !ok {
		return "", ErrEnded
	}
	return line, nil
}

// Alive reports whether the program's output is still open.
func (p *Proc) Alive() bool {
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

// Stop ends the program: the quit command (none if empty), its input closed, and a kill if it has not exited
// within grace. The lines it writes meanwhile are read and dropped, so that the reader is never stuck on a full
// channel when nobody reads any more (a host still reading Lines sees them end as well).
func (p *Proc) Stop(quit string, grace time.Duration) {
	go func() {
		for range p.lines {
		}
	}()
	if quit != "" {
		p.Send(quit)
	}
	p.stdin.Close()
	select {
	case <-p.done:
		return
	case <-time.After(grace):
	}
	p.cmd.Process.Kill()
	<-p.done
}
