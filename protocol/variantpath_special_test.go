//go:build unix

package protocol

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// specialFiles are paths that are no variant files: an endless device, a named pipe no one writes (reading it
// would wait for ever) and a directory.
func specialFiles(t *testing.T) []string {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	return []string{"/dev/zero", fifo, dir}
}

// TestVariantPathNotAFile: VariantPath naming a device, a named pipe or a directory is refused at once with an
// error that says what the path is, over UCI and CECP, and the engine goes on answering (docs/variant-files.md,
// "Limits on the files the engine reads").
func TestVariantPathNotAFile(t *testing.T) {
	for _, path := range specialFiles(t) {
		u := startEngine(t, &fakeSearcher{})
		u.send("uci", "setoption name VariantPath value "+path, "isready")
		if l := u.await(t, "info string error: VariantPath: ", 5*time.Second); !strings.Contains(l, "not a regular file") {
			t.Errorf("UCI %s: %q", path, l)
		}
		u.await(t, "readyok", 5*time.Second)

		c := startEngine(t, &fakeSearcher{})
		c.send("xboard", "protover 2", "option VariantPath="+path, "ping 1")
		if l := c.await(t, "tellusererror VariantPath: ", 5*time.Second); !strings.Contains(l, "not a regular file") {
			t.Errorf("CECP %s: %q", path, l)
		}
		c.await(t, "pong 1", 5*time.Second)
	}
}
