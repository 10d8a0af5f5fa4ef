//go:build unix

package inputfile

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRefusesWhatIsNotAFile: devices, directories and named pipes are refused at once, with an error that says
// what the path is; none of them may block or be read.
func TestRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for path, want := range map[string]string{"/dev/zero": "character device", dir: "directory", fifo: "named pipe"} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(path, VariantFile)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %v, want ErrNotRegular naming a %s", path, err, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: ReadFile blocked", path)
		}
	}
}
