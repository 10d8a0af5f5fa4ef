package xboardtest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// repoRoot is the module root, where the engine is built and artifacts/ lives.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// buildEngine compiles the engine into a temporary directory and returns its path.
func buildEngine(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "sennight")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = repoRoot(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the engine: %v\n%s", err, out)
	}
	return bin
}

// needPrograms fails the test if a program the harness runs is missing. Debian installs xboard in /usr/games.
func needPrograms(t *testing.T, names ...string) {
	t.Helper()
	if !strings.Contains(os.Getenv("PATH"), "/usr/games") {
		t.Setenv("PATH", "/usr/games:"+os.Getenv("PATH"))
	}
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			t.Fatalf("%s is not installed (apt-get install xboard xvfb imagemagick xdotool): %v", n, err)
		}
	}
}

// startXvfb starts a virtual X server on a free display and returns the DISPLAY value; the test's cleanup stops it.
func startXvfb(t *testing.T) string {
	t.Helper()
	for n := 90; n < 140; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
			continue
		}
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		cmd := exec.Command("Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
		if err := cmd.Start(); err != nil {
			t.Fatalf("starting Xvfb: %v", err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				t.Cleanup(func() {
					cmd.Process.Kill()
					<-exited
				})
				return display
			}
			select {
			case <-exited:
				deadline = time.Time{} // taken after all: try the next display
			case <-time.After(50 * time.Millisecond):
			}
		}
		cmd.Process.Kill()
	}
	t.Fatal("no free X display for Xvfb")
	return ""
}

// xboardEnv is the environment of an XBoard run: its own HOME (no user settings), the display, and /usr/games,
// where Debian installs xboard.
func xboardEnv(t *testing.T, display string) []string {
	home := t.TempDir()
	env := []string{"HOME=" + home, "DISPLAY=" + display, "PATH=" + os.Getenv("PATH")}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "PATH=") {
			env = append(env, kv)
		}
	}
	return env
}

// runXBoard runs XBoard with the arguments under `timeout`, in dir, and returns its combined output.
func runXBoard(ctx context.Context, t *testing.T, env []string, dir string, limit time.Duration, args ...string) (string, error) {
	secs := strconv.Itoa(int(limit.Seconds()))
	cmd := exec.CommandContext(ctx, "timeout", append([]string{"--kill-after=10", secs, "xboard"}, args...)...)
	cmd.Env = env
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// debugLine is one engine I/O line of an XBoard debug log: "1234 >first : ping 3" or "1240 <second: pong 3".
var debugLine = regexp.MustCompile(`^(\d+) ([<>])(first |second): (.*)$`)

// engineIO is a parsed XBoard debug log: the lines exchanged with the engines, in order.
type engineIO struct {
	ms      int
	toGUI   bool   // the engine wrote it
	engine  string // "first" or "second"
	message string
}

func readDebugLog(t *testing.T, path string) []engineIO {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("XBoard wrote no debug log: %v", err)
	}
	defer f.Close()
	var out []engineIO
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		m := debugLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		ms, _ := strconv.Atoi(m[1])
		out = append(out, engineIO{ms: ms, toGUI: m[2] == "<", engine: strings.TrimSpace(m[3]), message: m[4]})
	}
	return out
}
