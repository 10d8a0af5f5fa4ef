package protocol

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"github.com/sirupsen/logrus"
)

// maxLine bounds an input line. Longer lines (no GUI sends them) are cut there, and the rest up to the newline is
// dropped, so that no input can make the engine hold unbounded memory.
const maxLine = 1 << 16

// Run speaks a protocol on in and out until `quit` or the end of input, with s as the search. The first command
// chooses the protocol: `uci` starts UCI, anything else is CECP's (XBoard sends `xboard` first, but a person may
// type any command).
func Run(in io.Reader, out io.Writer, s Searcher) {
	run(in, newFrontEnd(out, s))
}

// run is Run with a front end made by the caller.
func run(in io.Reader, fe *frontEnd) {
	lines := make(chan string)
	go readLines(in, lines)
	for line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if strings.TrimSpace(line) == "uci" {
			u := newUCI(fe)
			u.execute(line)
			u.run(lines)
		} else {
			c := newCECP(fe)
			c.execute(line)
			c.run(lines)
		}
		break
	}
	logrus.Debug("protocol loop ended")
}

// readLines sends every input line (without its line end) to lines, and closes lines at the end of input.
func readLines(in io.Reader, lines chan<- string) {
	defer close(lines)
	r := bufio.NewReaderSize(in, 4096)
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) <= maxLine {
			buf = append(buf, chunk...)
		} else if len(buf) < maxLine {
			buf = append(buf, chunk[:maxLine-len(buf)]...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(buf) > 0 {
			line := strings.TrimRight(string(buf), "\r\n")
			logrus.Debugf("< %s", line)
			lines <- line
		}
		buf = buf[:0]
		if err != nil {
			if !errors.Is(err, io.EOF) {
				logrus.Warnf("reading commands: %v", err)
			}
			return
		}
	}
}
