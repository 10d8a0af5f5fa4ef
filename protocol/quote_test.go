package protocol

import (
	"strings"
	"testing"
)

// TestUnknownCommandEcho: an unknown command is repeated cut short and with control and non-ASCII bytes escaped,
// over both protocols: no input can fill the GUI's log or reach a terminal as an escape sequence.
func TestUnknownCommandEcho(t *testing.T) {
	cmd := "frob\x1b[31m\tü" + strings.Repeat("x", 5000)
	want := `frob\x1b[31m\x09\xc3\xbc` + strings.Repeat("x", maxEcho-12) + "... (5012 bytes)"
	u := newUCITranscript(t)
	u.expect([]string{"info string unknown command: " + want}, cmd)
	c := newTranscript(t)
	defer c.close()
	c.expect([]string{"Error (unknown command): " + want}, cmd)
}
