// Package engineproctest gives the tests of the engine's hosts (the match runner, the browser GUI) the engine as a
// program to start: this module's sennight, built once per test process, as net/http/httptest gives a server.
package engineproctest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	dir       string // the built program's directory, removed by Cleanup
	program   string
	buildErr  error
)

// Sennight returns the path of the engine built from this module, building it on the first call of the process.
func Sennight(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, buildErr = os.MkdirTemp("", "sennight-host-test")
		if buildErr != nil {
			return
		}
		program = filepath.Join(dir, "sennight")
		if out, err := exec.Command("go", "build", "-o", program, "sennight").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return program
}

// Cleanup removes the built engine; a TestMain calls it after the tests ran.
func Cleanup() {
	if dir != "" {
		os.RemoveAll(dir)
	}
}
