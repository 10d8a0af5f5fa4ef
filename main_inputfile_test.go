package main

import (
	"strings"
	"testing"
	"time"
)

// TestCLIReadsOnlyFiles: the tools refuse a device as a results, opening or weights file at once (exit 2, one
// line naming what the path is) instead of reading it for ever; a bad --variants file is reported and the command
// goes on with the games it has.
func TestCLIReadsOnlyFiles(t *testing.T) {
	for _, args := range [][]string{
		{"match-merge", "/dev/zero"},
		{"match", "chess", "--openings", "/dev/zero"},
		{"match", "chess", "--a", "engine:weights=/dev/zero"},
		{"tune", "chess", "--pgn", "/dev/zero"},
	} {
		code, out, errs := runWithin(t, 10*time.Second, args...)
		if code != 2 || out != "" || !strings.Contains(errs, "/dev/zero: not a regular file (a character device)") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	code, out, errs := runWithin(t, 10*time.Second, "--variants", "/dev/zero", "perft", "chess", "1")
	if code != 0 || !strings.Contains(out, "20 leaves") || !strings.Contains(errs, "not a regular file") {
		t.Errorf("--variants /dev/zero perft chess 1: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
