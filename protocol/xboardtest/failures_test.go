package xboardtest

import (
	"fmt"
	"testing"
)

// failureRecorder passes a test's failures on to it and keeps their messages, so that TestMatches can repeat every
// variant's failures at the end of its log.
type failureRecorder struct {
	testing.TB
	messages []string
}

func (r *failureRecorder) Error(args ...any) {
	r.TB.Helper()
	r.messages = append(r.messages, fmt.Sprint(args...))
	r.TB.Error(args...)
}

func (r *failureRecorder) Errorf(format string, args ...any) {
	r.TB.Helper()
	r.messages = append(r.messages, fmt.Sprintf(format, args...))
	r.TB.Errorf(format, args...)
}

// Fatal and Fatalf are Error and Errorf followed by FailNow, as in package testing.
func (r *failureRecorder) Fatal(args ...any) {
	r.TB.Helper()
	r.Error(args...)
	r.TB.FailNow()
}

func (r *failureRecorder) Fatalf(format string, args ...any) {
	r.TB.Helper()
	r.Errorf(format, args...)
	r.TB.FailNow()
}

// recap returns the recorded messages, each prefixed with the variant's name.
func (r *failureRecorder) recap(name string) []string {
	out := make([]string, len(r.messages))
	for i, m := range r.messages {
		out[i] = name + ": " + m
	}
	return out
}

// TestFailureRecorder: the recorder keeps what it passes on, in order, with the variant's name.
func TestFailureRecorder(t *testing.T) {
	inner := &fakeTB{}
	r := &failureRecorder{TB: inner}
	r.Errorf("game %d: %s", 1, "bad")
	r.Error("clock", " ran out")
	got := r.recap("brusky")
	want := []string{"brusky: game 1: bad", "brusky: clock ran out"}
	if fmt.Sprint(got) != fmt.Sprint(want) || inner.errors != 2 {
		t.Errorf("recap %q with %d errors passed on, want %q and 2", got, inner.errors, want)
	}
}

// fakeTB counts the failures it is given instead of failing.
type fakeTB struct {
	testing.TB
	errors int
}

func (f *fakeTB) Helper()               {}
func (f *fakeTB) Error(...any)          { f.errors++ }
func (f *fakeTB) Errorf(string, ...any) { f.errors++ }
