package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// fullWriter fails every write, as /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestCLIWriteError: a command whose output cannot be written ends with a nonzero status and says why.
func TestCLIWriteError(t *testing.T) {
	for _, args := range [][]string{{"perft", "chess", "2"}, {"show", "chess"}, {"values", "chess"}} {
		var errb bytes.Buffer
		if code := run(args, fullWriter{}, &errb); code == 0 || !strings.Contains(errb.String(), "no space left") {
			t.Errorf("%v to a full disk: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
