package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"

	"github.com/sirupsen/logrus"
)

// maxLine bounds an input line. A longer line (no GUI sends one) is refused whole: its first maxLine bytes are
// kept only to be named in the error, the rest up to the newline is read and dropped, so that no input can make
// the engine hold unbounded memory, and no cut part of it is ever executed: a `position ... moves` line cut between
// two moves would otherwise set a position with its last moves missing (docs/protocol-notes.md §4.2).
const maxLine = 1 << 16

// inputLine is one line of input, without its line end. tooLong marks a line over maxLine bytes; text is then its
// beginning, and length its whole length.
type inputLine struct {
	text    string
	tooLong bool
	length  int
}

// Run speaks a protocol on in and out until `quit` or the end of input, with s as the search. The first command
// chooses the protocol: `uci` starts UCI, anything else is CECP's (XBoard sends `xboard` first, but a person may
// type any command).
func Run(in io.Reader, out io.Writer, s Searcher) {
	run(in, newFrontEnd(out, s))
}

// run is Run with a front end made by the caller.
func run(in io.Reader, fe *frontEnd) {
	lines := make(chan inputLine)
	go readLines(in, lines)
	for line := range lines {
		if !line.tooLong && strings.TrimSpace(line.text) == "" {
			continue
		}
		if !line.tooLong && strings.TrimSpace(line.text) == "uci" {
			u := newUCI(fe)
			u.take(line)
			u.run(lines)
		} else {
			c := newCECP(fe)
			c.take(line)
			c.run(lines)
		}
		break
	}
	logrus.Debug("protocol loop ended")
}

// readLines sends every input line to lines, and closes lines at the end of input. It holds at most maxLine bytes
// of a line (plus a line end): a longer line is sent marked tooLong.
func readLines(in io.Reader, lines chan<- inputLine) {
	defer close(lines)
	r := bufio.NewReaderSize(in, 4096)
	var buf []byte
	length, ending := 0, 0 // bytes of the line so far, and how many of the last ones are line-end bytes
	for {
		chunk, err := r.ReadSlice('\n')
		length += len(chunk)
		if t := len(bytes.TrimRight(chunk, "\r\n")); t == 0 {
			ending += len(chunk) // a line end split over chunks ("\r" | "\n")
		} else {
			ending = len(chunk) - t
		}
		if len(buf) < maxLine+2 { // room for the line end, which is no part of the line
			buf = append(buf, chunk[:min(len(chunk), maxLine+2-len(buf))]...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if length > 0 {
			text := strings.TrimRight(string(buf), "\r\n")
			l := inputLine{text: text, length: length - ending}
			if l.length > maxLine {
				l.tooLong, l.text = true, text[:min(len(text), maxLine)]
			}
			logrus.Debugf("< %s", l.text)
			lines <- l
		}
		buf, length, ending = buf[:0], 0, 0
		if err != nil {
			if !errors.Is(err, io.EOF) {
				logrus.Warnf("reading commands: %v", err)
			}
			return
		}
	}
}
