package protocol

import (
	"fmt"
	"strings"
)

// maxEcho is how much of a bad command an error message repeats.
const maxEcho = 100

// quoteInput is a bad command as an error message repeats it: cut to maxEcho bytes (the length said) and with
// control bytes and non-ASCII bytes written as \xNN, so that no input can fill the GUI's log or send escape
// sequences to a terminal through the engine.
func quoteInput(s string) string {
	var b strings.Builder
	for i := 0; i < len(s) && i < maxEcho; i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f {
			fmt.Fprintf(&b, `\x%02x`, c)
		} else {
			b.WriteByte(c)
		}
	}
	if len(s) > maxEcho {
		fmt.Fprintf(&b, "... (%d bytes)", len(s))
	}
	return b.String()
}
