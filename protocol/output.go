package protocol

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/sirupsen/logrus"
)

// output writes protocol lines. The front end's loop and the search's report callback both write, so every line is
// written whole under a lock.
type output struct {
	mu sync.Mutex
	w  io.Writer
}

// line writes one line (the newline is added).
func (o *output) line(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	o.mu.Lock()
	defer o.mu.Unlock()
	logrus.Debugf("> %s", s)
	if _, err := io.WriteString(o.w, s+"\n"); err != nil {
		logrus.Warnf("writing to the GUI: %v", err)
	}
}

// lineWriter is an io.Writer that writes each complete line it receives as one protocol line, so that a report
// written in pieces (a benchmark's) never interleaves with other lines mid-line. Flush writes a last, unterminated
// line.
type lineWriter struct {
	out *output
	buf []byte
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		w.out.line("%s", strings.TrimRight(string(w.buf[:i]), "\r"))
		w.buf = w.buf[i+1:]
	}
}

func (w *lineWriter) Flush() {
	if len(w.buf) > 0 {
		w.out.line("%s", w.buf)
		w.buf = nil
	}
}
