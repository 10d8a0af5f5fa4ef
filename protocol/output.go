package protocol

import (
	"fmt"
	"io"
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
