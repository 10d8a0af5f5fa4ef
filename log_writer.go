package main

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// logWriter is where the log (logrus) writes: standard error, through a queue that a goroutine of its own empties.
// A log write never blocks the engine. Without it, a host that reads the engine's standard error slowly, or never
// (a GUI that leaves the pipe to fill), would stop every goroutine that logs as soon as the pipe is full: the
// protocol loop logs each command it reads and the search's output logs each line it sends, so with --log debug
// the engine would stop answering and lose on time. When more than logQueueMax bytes wait, new lines are dropped
// and counted, and the count is written in their place once the reader catches up.
type logWriter struct {
	out   io.Writer
	outMu sync.Mutex // serialises the writer goroutine's writes with the direct ones after Close

	mu      sync.Mutex
	queue   [][]byte // lines waiting for the writer goroutine, oldest first
	queued  int      // bytes in queue
	dropped int      // lines dropped since the last notice
	closed  bool     // Close ran: writes go straight to out
	wake    chan struct{}
	done    chan struct{} // closed when the writer goroutine has ended
	closing chan struct{}
}

// logQueueMax bounds the bytes waiting to be written: a debug log of a long Megalomachy game carries about 5 KB a
// command, so this holds several hundred commands, and a log nobody reads costs at most this much memory.
const logQueueMax = 4 << 20

func newLogWriter(out io.Writer) *logWriter {
	w := &logWriter{out: out, wake: make(chan struct{}, 1), done: make(chan struct{}), closing: make(chan struct{})}
	go w.run()
	return w
}

// Write queues a copy of p (logrus reuses its buffer) and returns at once.
func (w *logWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		w.outMu.Lock()
		defer w.outMu.Unlock()
		return w.out.Write(p)
	}
	if w.queued+len(p) > logQueueMax {
		w.dropped++
		w.mu.Unlock()
		return len(p), nil
	}
	w.queue = append(w.queue, append([]byte(nil), p...))
	w.queued += len(p)
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default: // the writer goroutine is already woken
	}
	return len(p), nil
}

// run writes the queued lines until Close.
func (w *logWriter) run() {
	defer close(w.done)
	for {
		select {
		case <-w.wake:
			w.flush()
		case <-w.closing:
			w.flush()
			return
		}
	}
}

// flush writes what is queued now, and the count of the lines dropped since the last notice, in their place.
func (w *logWriter) flush() {
	for {
		w.mu.Lock()
		lines, dropped := w.queue, w.dropped
		w.queue, w.queued, w.dropped = nil, 0, 0
		w.mu.Unlock()
		if len(lines) == 0 && dropped == 0 {
			return
		}
		w.outMu.Lock()
		for _, l := range lines {
			w.out.Write(l) // a log that cannot be written is lost: there is nowhere to report it
		}
		if dropped > 0 {
			fmt.Fprintf(w.out, "sennight: %d log lines dropped: standard error was not read fast enough\n", dropped)
		}
		w.outMu.Unlock()
	}
}

// Close writes what is queued, waiting at most timeout for a slow reader, and makes later writes go straight to
// the output. It reports whether everything queued was written in time.
func (w *logWriter) Close(timeout time.Duration) bool {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return true
	}
	w.closed = true
	w.mu.Unlock()
	close(w.closing)
	select {
	case <-w.done:
		return true
	case <-time.After(timeout):
		return false
	}
}
