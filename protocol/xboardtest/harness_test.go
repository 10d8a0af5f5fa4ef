package xboardtest

import (
	"bufio"
	"bytes"
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

// startXvfb starts a virtual X server and returns its DISPLAY value; the test's cleanup stops it. Xvfb picks a free
// display itself (-displayfd) and writes its number once it accepts connections, so neither a display taken by
// another X server on the host (lock files, or abstract sockets shared across containers) nor a slow start can
// fool the test. When Xvfb cannot start, its own error output is the failure message.
func startXvfb(t *testing.T) string {
	t.Helper()
	var lastErr string
	for try := 1; try <= 3; try++ {
		display, stop, errText := launchXvfb()
		if errText == "" {
			t.Cleanup(stop)
			return display
		}
		lastErr = errText
		t.Logf("Xvfb, try %d of 3: %s", try, errText)
	}
	t.Fatalf("Xvfb would not start: %s", lastErr)
	return ""
}

// launchXvfb runs one Xvfb with -displayfd and waits for its display number; on failure it returns what Xvfb said.
func launchXvfb() (display string, stop func(), errText string) {
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, err.Error()
	}
	defer r.Close()
	var stderr bytes.Buffer
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w} // fd 3 in Xvfb
	cmd.Stderr = &stderr
	err = cmd.Start()
	w.Close() // only Xvfb holds the write end now, so its exit ends the read below
	if err != nil {
		return "", nil, "starting Xvfb: " + err.Error()
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	kill := func() {
		cmd.Process.Kill()
		<-exited
	}
	select {
	case n := <-number:
		if _, err := strconv.Atoi(n); err == nil {
			return ":" + n, kill, ""
		}
		kill()
		return "", nil, fmt.Sprintf("Xvfb wrote no display number: %s", strings.TrimSpace(stderr.String()))
	case <-time.After(20 * time.Second):
		kill()
		return "", nil, fmt.Sprintf("no display number after 20 s: %s", strings.TrimSpace(stderr.String()))
	}
}

// xboardEnv is the environment of an XBoard run: its own HOME (no user settings), the display, and /usr/games,
// where Debian installs xboard.
func xboardEnv(t testing.TB, display string) []string {
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
func runXBoard(ctx context.Context, t testing.TB, env []string, dir string, limit time.Duration, args ...string) (string, error) {
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

func readDebugLog(t testing.TB, path string) []engineIO {
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
