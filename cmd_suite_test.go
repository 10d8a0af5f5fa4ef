package main

import (
	"slices"
	"testing"
)

// TestSuiteSpec: --threads and --hash reach every engine, the in-process one as keys and a UCI program as the
// options Threads and Hash, unless the setting has its own.
func TestSuiteSpec(t *testing.T) {
	s, err := suiteSpec("engine", 2, 32)
	if err != nil || s.Text != "engine:threads=2,hash=32" || s.Name != "sennight" {
		t.Errorf("engine: %+v %v", s, err)
	}
	s, err = suiteSpec("engine:hash=8", 2, 32)
	if err != nil || s.Text != "engine:threads=2,hash=32,hash=8" {
		t.Errorf("engine:hash=8: %+v %v", s, err)
	}
	s, err = suiteSpec("cmd=fsf,proto=uci,option.hash=16", 1, 64)
	want := [][2]string{{"Threads", "1"}, {"hash", "16"}}
	if err != nil || !slices.Equal(s.Options, want) {
		t.Errorf("program: options %v, want %v (%v)", s.Options, want, err)
	}
}
