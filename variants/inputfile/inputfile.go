// Package inputfile opens the files the engine and its tools read (variant files, weights, opening suites, match
// results, PGN) so that no path can hang or swamp them: a named pipe, a device such as /dev/zero or a directory is
// refused at once, and a file over its kind's limit is refused with an error instead of being read into memory
// (docs/variant-files.md, "Limits on the files the engine reads").
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Kind is a kind of input file; it sets the limit and names the kind in errors.
type Kind int

// The kinds of input file. Each limit is far above any real file of the kind (the largest built-in variant file
// is 8 KB, a shipped opening suite 64 KB, a results file about 300 bytes a game) and small enough that reading a
// whole file into memory is harmless.
const (
	VariantFile  Kind = iota // a variant file (--variants, VariantPath): 1 MiB
	WeightsFile              // evaluation weights (JSON): 1 MiB
	OpeningsFile             // an opening suite (one FEN a line): 64 MiB
	ResultsFile              // a match's results file (JSON): 256 MiB
	PGNFile                  // games to tune on: 1 GiB
	NetworkFile              // a learned evaluation's network (docs/nnue.md): 64 MiB
)

var kinds = [...]struct {
	name  string
	limit int64
}{
	VariantFile:  {"variant file", 1 << 20},
	WeightsFile:  {"weights file", 1 << 20},
	OpeningsFile: {"opening file", 64 << 20},
	ResultsFile:  {"results file", 256 << 20},
	PGNFile:      {"PGN file", 1 << 30},
	NetworkFile:  {"network file", 64 << 20},
}

// Limit is the largest file of the kind that is read, in bytes.
func (k Kind) Limit() int64 { return kinds[k].limit }

func (k Kind) String() string { return kinds[k].name }

// ErrNotRegular is the error for a path that is not a regular file; ErrTooLarge for one over its kind's limit.
var (
	ErrNotRegular = errors.New("not a regular file")
	ErrTooLarge   = errors.New("file too large")
)

// File is an open input file. Its reads fail with ErrTooLarge once more than the kind's limit has been read (a
// file that grows while it is read).
type File struct {
	f    *os.File
	r    io.LimitedReader
	kind Kind
	path string
}

// Open opens a regular file of a kind for reading. It refuses what is not a regular file before opening it, and
// opens without blocking (O_NONBLOCK where the system has it), so that a path swapped for a named pipe in between
// cannot hang the caller either; a file larger than the kind's limit is refused.
func Open(path string, kind Kind) (*File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := check(path, kind, st); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNonBlocking, 0)
	if err != nil {
		return nil, err
	}
	if st, err = f.Stat(); err == nil {
		err = check(path, kind, st)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	in := &File{f: f, kind: kind, path: path}
	in.r = io.LimitedReader{R: f, N: kind.Limit() + 1}
	return in, nil
}

// check refuses a file that is not regular or is over the limit.
func check(path string, kind Kind, st fs.FileInfo) error {
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: %w (%s), cannot be a %s", path, ErrNotRegular, describe(st.Mode()), kind)
	}
	if st.Size() > kind.Limit() {
		return tooLarge(path, kind, fmt.Sprintf("%d bytes", st.Size()))
	}
	return nil
}

func tooLarge(path string, kind Kind, size string) error {
	return fmt.Errorf("%s: %w: %s, a %s may have at most %d bytes", path, ErrTooLarge, size, kind, kind.Limit())
}

// describe names the type of a file that is not regular.
func describe(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "type " + m.Type().String()
}

// Read reads from the file; past the kind's limit it returns ErrTooLarge.
func (in *File) Read(p []byte) (int, error) {
	n, err := in.r.Read(p)
	if in.r.N == 0 {
		return n, tooLarge(in.path, in.kind, "more")
	}
	return n, err
}

// Close closes the file.
func (in *File) Close() error { return in.f.Close() }

// ReadFile reads a whole regular file of a kind, as os.ReadFile does, within the kind's limit.
func ReadFile(path string, kind Kind) ([]byte, error) {
	f, err := Open(path, kind)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}
