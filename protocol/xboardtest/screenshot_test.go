package xboardtest

import (
	"context"
	"fmt"
	"image/png"
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
		"-messageSuppress", "Right-clicking menu item or dialog text pops up help on it",
		// Without a settings file (the test's HOME is empty) XBoard 4.9.1 opens its Engine Output window at start,
		// at the screen's top left, over the menu, the clocks and the board's top ranks; with no window manager
		// under Xvfb the picture then shows a black band there.
		"-engineOutputUp", "false"}
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
	if err := menuBarDrawn(out); err != nil {
		t.Errorf("%s: %v", out, err)
	}
	t.Logf("%s: %s", name, out)
}

// menuBarDrawn checks that the picture's top rows show XBoard's menu bar (light grey under its default
// resources) rather than black: a window over XBoard's own, or a capture taken before XBoard drew, leaves the top
// of the picture black.
func menuBarDrawn(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return err
	}
	b := img.Bounds()
	rows := min(20, b.Dy())
	light, all := 0, 0
	for y := b.Min.Y; y < b.Min.Y+rows; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if (r+g+bl)/3 >= 0xa000 {
				light++
			}
			all++
		}
	}
	if light*2 < all {
		return fmt.Errorf("the menu bar is not drawn: %d of the top %d rows' %d pixels are light", light, rows, all)
	}
	return nil
}
