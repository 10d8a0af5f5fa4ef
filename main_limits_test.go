package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// runWithin runs a command line and fails the test if it has not ended within the deadline (a limit taken as no
// limit would search for ever).
func runWithin(t *testing.T, d time.Duration, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- run(args, &out, &errb) }()
	select {
	case code = <-done:
		return code, out.String(), errb.String()
	case <-time.After(d):
		t.Fatalf("%v did not end within %v", args, d)
		return 0, "", ""
	}
}

// TestCLINonPositiveLimits: a zero or negative depth, move time, node count, thread count or table size is an
// error with exit status 2 in every command that takes one, at once, never a search without limit or a silent
// default.
func TestCLINonPositiveLimits(t *testing.T) {
	for _, args := range [][]string{
		{"search", "chess", "--depth", "-3"},
		{"search", "chess", "--depth", "0"},
		{"search", "chess", "--movetime", "-1s"},
		{"search", "chess", "--movetime", "0s"},
		{"search", "chess", "--nodes", "0"},
		{"search", "chess", "--nodes", "-5"},
		{"search", "chess", "--depth", "1", "--threads", "0"},
		{"search", "chess", "--depth", "1", "--threads", "-5"},
		{"search", "chess", "--depth", "1", "--hash", "0"},
		{"search", "chess", "--depth", "1", "--hash", "-5"},
		{"bench", "--depth", "-1"},
		{"bench", "--depth", "0"},
		{"bench", "--threads", "0"},
		{"bench", "--hash", "-1"},
		{"mates", "--movetime", "-1s"},
		{"mates", "--nodes", "0"},
		{"mates", "--threads", "-2"},
		{"mates", "--hash", "0"},
		{"match", "chess", "--a", "engine:threads=0"},
		{"match", "chess", "--a", "engine:hash=-5"},
		{"match", "chess", "--b", "engine:depth=-1"},
		{"match", "chess", "--tc", "nodes=0"},
		{"match", "chess", "--concurrency", "-3"},
		{"openings", "chess", "--depth", "-1"},
		{"openings", "chess", "--depth", "0"},
		{"openings", "chess", "--nodes", "-1"},
	} {
		code, out, errs := runWithin(t, 10*time.Second, args...)
		if code != 2 || out != "" || strings.Count(strings.TrimRight(errs, "\n"), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing, one line", args, code, out, errs)
		}
	}
}
