package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCLIVariantsFlag: --variants FILE (anywhere on the line) adds the file's game to every command; a bad file is
// reported on stderr and the command goes on with the games it has. The file's game stays loaded after the test, as
// it does for the rest of a process that loads it.
func TestCLIVariantsFlag(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"perft", "megalomachy-alt", "1", "--variants", "docs/examples/megalomachy-alt.toml"}, &out,
		&errb); code != 0 || !strings.Contains(out.String(), "megalomachy-alt") {
		t.Fatalf("exit %d, out %q, err %q", code, out.String(), errb.String())
	}
	bad := filepath.Join(t.TempDir(), "bad.toml")
	if err := os.WriteFile(bad, []byte("name = \"x\"\n[board\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"--variants=" + bad, "perft", "shafran", "1"}, &out, &errb); code != 0 ||
		!strings.Contains(errb.String(), "--variants: "+bad+":") || !strings.Contains(out.String(), ": 42 leaves") {
		t.Errorf("bad file: exit %d, out %q, err %q", code, out.String(), errb.String())
	}
}
