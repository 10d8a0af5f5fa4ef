package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// TestCLIDatagen writes a data file of two short games and reads it back with --info.
func TestCLIDatagen(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	args := []string{"datagen", "chess", "--games", "3", "--shard", "1/2", "--nodes", "200", "--max-plies", "40",
		"--hash", "1", "--out", dir}
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("%v: exit %d, stderr %q", args, code, errb.String())
	}
	path := filepath.Join(dir, "chess-1-of-2.data")
	if !strings.HasPrefix(out.String(), path+": 1 games") {
		t.Errorf("summary %q", out.String())
	}
	if !strings.Contains(errb.String(), "1/1 games") {
		t.Errorf("no last progress line on stderr: %q", errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"datagen", "--info", path}, &out, &errb); code != 0 {
		t.Fatalf("--info: exit %d, stderr %q", code, errb.String())
	}
	for _, want := range []string{"variant chess: 1 games", "results: ", "[-10, 10)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("--info output lacks %q:\n%s", want, out.String())
		}
	}
}
