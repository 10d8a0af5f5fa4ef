package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe to write from the log's goroutine while a test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// gate is a writer that blocks every write until it is opened, as a pipe nobody reads does once it is full.
type gate struct {
	open chan struct{}
	out  lockedBuffer
}

func (g *gate) Write(p []byte) (int, error) {
	<-g.open
	return g.out.Write(p)
}

// TestLogWriterKeepsOrder: with a reader that keeps up, every line arrives, in order, by the time Close returns,
// and the buffer a caller reuses after Write is not what gets written.
func TestLogWriterKeepsOrder(t *testing.T) {
	var out lockedBuffer
	w := newLogWriter(&out)
	var want strings.Builder
	buf := make([]byte, 0, 64)
	for i := range 1000 {
		buf = fmt.Appendf(buf[:0], "line %d\n", i)
		w.Write(buf)
		want.Write(buf)
		buf[0] = 'X' // logrus reuses its buffer once Write returns
	}
	if !w.Close(5 * time.Second) {
		t.Fatal("Close timed out with a reader that keeps up")
	}
	if got := out.String(); got != want.String() {
		t.Fatalf("written log differs: %d bytes, want %d", len(got), want.Len())
	}
	w.Write([]byte("after close\n"))
	if !strings.HasSuffix(out.String(), "after close\n") {
		t.Error("a write after Close was not written through")
	}
}

// TestLogWriterNeverBlocks: with a reader that reads nothing, writes still return at once; what does not fit is
// dropped and counted, and once the reader comes back the kept lines and the count of the dropped ones arrive.
func TestLogWriterNeverBlocks(t *testing.T) {
	g := &gate{open: make(chan struct{})}
	w := newLogWriter(g)
	line := []byte(strings.Repeat("x", 5000) + "\n") // a Megalomachy position command, as --log debug echoes it
	n := 3 * logQueueMax / len(line)
	done := make(chan struct{})
	go func() {
		for range n {
			w.Write(line)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("log writes blocked on a reader that reads nothing")
	}
	close(g.open)
	if !w.Close(10 * time.Second) {
		t.Fatal("Close timed out after the reader came back")
	}
	got := g.out.String()
	kept := strings.Count(got, string(line))
	var dropped int
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "sennight: ") {
			var d int
			if _, err := fmt.Sscanf(l, "sennight: %d log lines dropped", &d); err != nil {
				t.Fatalf("notice %q: %v", l, err)
			}
			dropped += d
		}
	}
	if kept+dropped != n {
		t.Errorf("%d lines kept and %d counted as dropped, want %d in all", kept, dropped, n)
	}
	if kept == 0 || dropped == 0 {
		t.Errorf("%d kept, %d dropped: want both with a queue of %d bytes and %d written", kept, dropped,
			logQueueMax, n*len(line))
	}
}

// TestLogWriterCloseTimesOut: Close does not wait forever for a reader that never reads.
func TestLogWriterCloseTimesOut(t *testing.T) {
	g := &gate{open: make(chan struct{})}
	defer close(g.open)
	w := newLogWriter(g)
	w.Write([]byte("stuck\n"))
	if w.Close(50 * time.Millisecond) {
		t.Error("Close reported success though nothing could be written")
	}
}

// TestEngineAnswersWithStderrUnread: the engine built from this package, logging every command (--log debug), keeps
// answering a GUI that never reads its standard error. Before the log had its own writer, the engine stopped once
// the pipe (64 KB on Linux) was full: every goroutine that logged waited on it.
func TestEngineAnswersWithStderrUnread(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the engine")
	}
	bin := t.TempDir() + "/sennight"
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "--log", "debug")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	// A pipe whose read end is held open and never read: writes fill it and then block.
	r, wpipe, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd.Stderr = wpipe
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	wpipe.Close()
	defer cmd.Process.Kill()
	answers := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if sc.Text() == "readyok" {
				answers <- sc.Text()
			}
		}
		close(answers)
	}()
	io.WriteString(stdin, "uci\n")
	// Each round logs a 5 KB command: 40 rounds write three times what the pipe holds.
	long := "position startpos moves" + strings.Repeat(" e2e4 e7e5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1 c6b8", 100)
	for i := range 40 {
		io.WriteString(stdin, long+"\nisready\n")
		select {
		case _, ok := <-answers:
			if !ok {
				t.Fatalf("round %d: the engine's output ended", i)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("round %d: no readyok in 10 s with standard error unread", i)
		}
	}
	io.WriteString(stdin, "quit\n")
}
