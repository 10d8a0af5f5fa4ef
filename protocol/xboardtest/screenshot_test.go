package xboardtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sennight/movegen"
	"sennight/protocol"
)

// TestScreenshots shows each variant's start position in XBoard (with the engine loaded, the board texture and
// coordinates) under Xvfb and saves a picture of the window as DIR/xboard-VARIANT.png.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("SENNIGHT_SCREENSHOTS")
	if dir == "" {
		t.Skip("set SENNIGHT_SCREENSHOTS=DIR to take screenshots in XBoard")
	}
	needPrograms(t, "xboard", "Xvfb", "timeout", "import", "xdotool")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := buildEngine(t)
	display := startXvfb(t)
	for _, name := range movegen.GameNames() {
		if v, _ := movegen.VariantByName(name); v.XBoard.BuiltIn != "" {
			continue // XBoard's own game, drawn by XBoard
		}
		t.Run(name, func(t *testing.T) { screenshot(t, bin, display, dir, name) })
	}
}

func screenshot(t *testing.T, bin, display, dir, name string) {
	v, _ := movegen.VariantByName(name)
	w, h, err := protocol.TextureSize(name)
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	texture := filepath.Join(work, fmt.Sprintf("%s-%dx%d.png", name, w, h))
	f, err := os.Create(texture)
	if err != nil {
		t.Fatal(err)
	}
	if err := protocol.WriteTexture(f, name, false); err != nil {
		t.Fatal(err)
	}
	f.Close()
	dbg := filepath.Join(work, "xboard.debug")
	args := []string{"-variant", name, "-fcp", bin, "-fd", work, "-soundProgram", "", "-debug", "-nameOfDebugFile", dbg,
		"-useBoardTexture", "true", "-liteBackTextureFile", texture, "-darkBackTextureFile", texture,
		// XBoard lays its window out for 8 files at -size and fits wider boards into that width: ask for
		// squares of about 48 pixels.
		"-showCoords", "true", "-size", strconv.Itoa(min(6*w, 129)),
		// XBoard's start-up hint would cover the board.
		"-messageSuppress", "Right-clicking menu item or dialog text pops up help on it"}
	args = append(args, variantFlags(v)...)
	args = append(args, boardFlags(t, name)...)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	env := xboardEnv(t, display)
	cmd := exec.CommandContext(ctx, "timeout", append([]string{"60", "xboard"}, args...)...)
	cmd.Env, cmd.Dir = env, work
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM) // timeout passes it on to xboard, which closes the engine
		cmd.Wait()
	}()
	// Wait until the engine answered the game set-up (its pong), then give XBoard time to draw.
	for deadline := time.Now().Add(20 * time.Second); ; {
		data, _ := os.ReadFile(dbg)
		if strings.Contains(string(data), "<first : pong") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the engine did not answer in XBoard:\n%s", data)
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(2 * time.Second)
	xdo := exec.Command("xdotool", "search", "--onlyvisible", "--name", "^xboard: ")
	xdo.Env = env
	ids, err := xdo.Output()
	if err != nil || len(strings.Fields(string(ids))) == 0 {
		t.Fatalf("no XBoard window: %v", err)
	}
	out := filepath.Join(dir, "xboard-"+name+".png")
	imp := exec.Command("import", "-window", strings.Fields(string(ids))[0], out)
	imp.Env = env
	if b, err := imp.CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, b)
	}
	t.Logf("%s: %s", name, out)
}
