package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestReadFileRegular(t *testing.T) {
	p := filepath.Join(t.TempDir(), "game.toml")
	if err := os.WriteFile(p, []byte("name = \"x\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	data, err := ReadFile(p, VariantFile)
	if err != nil || string(data) != "name = \"x\"\n" {
		t.Fatalf("ReadFile = %q, %v", data, err)
	}
}

func TestRefusesTooLarge(t *testing.T) {
	p := filepath.Join(t.TempDir(), "big.toml")
	if err := os.WriteFile(p, make([]byte, VariantFile.Limit()+1), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(p, VariantFile); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("error %v, want ErrTooLarge", err)
	}
	if err := os.Truncate(p, VariantFile.Limit()); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(p, VariantFile); err != nil || int64(len(data)) != VariantFile.Limit() {
		t.Fatalf("a file at the limit: %d bytes, %v", len(data), err)
	}
}

// TestGrowingFileStopsAtLimit: a file that was small when opened and grew is cut off at the limit.
func TestGrowingFileStopsAtLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "grows.json")
	if err := os.WriteFile(p, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := Open(p, WeightsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := os.WriteFile(p, make([]byte, WeightsFile.Limit()+10), 0o600); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 1<<16)
	var total int64
	for {
		n, err := f.Read(buf)
		total += int64(n)
		if err != nil {
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("after %d bytes: %v, want ErrTooLarge", total, err)
			}
			break
		}
	}
	if total > WeightsFile.Limit()+1 {
		t.Fatalf("read %d bytes past a limit of %d", total, WeightsFile.Limit())
	}
}
