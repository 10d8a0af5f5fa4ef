package engineproc

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as an engine program when ENGINEPROC_TEST_PROGRAM says which: "echo" writes back every
// line and exits on quit, "deaf" reads nothing and never exits.
func TestMain(m *testing.M) {
	switch os.Getenv("ENGINEPROC_TEST_PROGRAM") {
	case "echo":
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			if sc.Text() == "quit" {
				os.Exit(0)
			}
			fmt.Println("echo " + sc.Text())
		}
		os.Exit(0)
	case "deaf":
		time.Sleep(time.Hour)
	case "stderr":
		// More than the Proc keeps, ending with a line to find, then a crash's exit.
		for i := 0; i < 2*stderrKept/64; i++ {
			fmt.Fprintf(os.Stderr, "%063d\n", i)
		}
		fmt.Fprintln(os.Stderr, "panic: the last words")
		os.Exit(2)
	}
	os.Exit(m.Run())
}

// TestStderrTail: a program's standard error is kept, its last stderrKept bytes, and is all there once it ended.
func TestStderrTail(t *testing.T) {
	p := program(t, "stderr")
	select {
	case <-p.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the program did not end")
	}
	tail := p.StderrTail()
	if len(tail) != stderrKept || !strings.HasSuffix(tail, "panic: the last words\n") {
		t.Fatalf("kept %d bytes ending %q; want %d ending with the last line", len(tail), tail[max(len(tail)-40, 0):],
			stderrKept)
	}
}

// program starts the test binary as the program of a kind.
func program(t *testing.T, kind string) *Proc {
	t.Helper()
	t.Setenv("ENGINEPROC_TEST_PROGRAM", kind)
	p, err := Start(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestProgram: lines go to the program and come back in order; quit ends it within the grace, and then reads say
// the output ended and sends that the program is gone.
func TestProgram(t *testing.T) {
	p := program(t, "echo")
	for _, l := range []string{"uci", "isready"} {
		if err := p.Send(l); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []string{"echo uci", "echo isready"} {
		if line, err := p.ReadLine(time.Now().Add(10 * time.Second)); err != nil || line != want {
			t.Fatalf("read %q, %v; want %q", line, err, want)
		}
	}
	if _, err := p.ReadLine(time.Now().Add(20 * time.Millisecond)); !errors.Is(err, ErrSlow) {
		t.Errorf("silence: %v, want ErrSlow", err)
	}
	if !p.Alive() {
		t.Error("a running program is not alive")
	}
	start := time.Now()
	p.Stop("quit", 10*time.Second)
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("a program that quits took %v to stop", d)
	}
	if p.Alive() {
		t.Error("a stopped program is alive")
	}
	if _, err := p.ReadLine(time.Now().Add(time.Second)); !errors.Is(err, ErrEnded) {
		t.Errorf("read after the end: %v, want ErrEnded", err)
	}
	if err := p.Send("uci"); !errors.Is(err, ErrEnded) {
		t.Errorf("send after the end: %v, want ErrEnded", err)
	}
}

// TestStopKills: a program that ignores quit and its closed input is killed once the grace is over.
func TestStopKills(t *testing.T) {
	p := program(t, "deaf")
	start := time.Now()
	p.Stop("quit", 100*time.Millisecond)
	if d := time.Since(start); d < 100*time.Millisecond {
		t.Errorf("stopped after %v, before the grace was over", d)
	}
	if p.Alive() {
		t.Error("a killed program is alive")
	}
}

// TestReadLineWaitingAnswer: an answer already waiting is read even when the deadline has passed, as after a host
// that got no CPU for a while; only silence is a time-out. A select over a fired timer and a waiting line picks
// either at random, so the loop would catch a ReadLine that trusted it.
func TestReadLineWaitingAnswer(t *testing.T) {
	for i := range 200 {
		p := &Proc{lines: make(chan string, 1)}
		p.lines <- "bestmove a1a2"
		line, err := p.ReadLine(time.Now().Add(-time.Second))
		if err != nil || line != "bestmove a1a2" {
			t.Fatalf("try %d: %q, %v; want the waiting line", i, line, err)
		}
	}
	p := &Proc{lines: make(chan string, 1)}
	if _, err := p.ReadLine(time.Now().Add(time.Millisecond)); err != ErrSlow {
		t.Fatalf("silence: %v, want ErrSlow", err)
	}
}
