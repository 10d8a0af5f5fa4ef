package datagen

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"sennight/eval/nnue"
)

// done is what a shard's file already holds.
type done struct {
	games   map[int]bool
	samples int
}

// openOutput opens a shard's data file for appending: a new file gets its header (written to a temporary file
// and renamed, so the file never exists without a whole header); an existing one is read, cut after its last
// whole game (a killed run may have left part of one), and its games are returned so that only the others are
// played.
func openOutput(path, variant string, l *nnue.Layout, shard, shards int) (*os.File, done, error) {
	d := done{games: map[int]bool{}}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if errors.Is(err, os.ErrNotExist) {
		if err := createWithHeader(path, variant, l); err != nil {
			return nil, d, err
		}
		f, err = os.OpenFile(path, os.O_RDWR, 0)
	}
	if err != nil {
		return nil, d, err
	}
	r, err := nnue.NewDataReader(f, l)
	if err != nil {
		f.Close()
		return nil, d, fmt.Errorf("%s: %w", path, err)
	}
	if r.Variant != variant {
		f.Close()
		return nil, d, fmt.Errorf("%s holds %s games, not %s", path, r.Variant, variant)
	}
	var g nnue.Game
	for {
		err := r.Next(&g)
		if err == io.EOF || errors.Is(err, nnue.ErrTruncated) {
			break
		}
		if err != nil {
			f.Close()
			return nil, d, fmt.Errorf("%s: %w", path, err)
		}
		i := int(g.Index)
		if i%shards != shard {
			f.Close()
			return nil, d, fmt.Errorf("%s holds game %d, which is not of shard %d/%d", path, i, shard, shards)
		}
		d.games[i] = true
		d.samples += len(g.Samples)
	}
	if err := f.Truncate(r.Good); err != nil {
		f.Close()
		return nil, d, err
	}
	if _, err := f.Seek(r.Good, io.SeekStart); err != nil {
		f.Close()
		return nil, d, err
	}
	return f, d, nil
}

func createWithHeader(path, variant string, l *nnue.Layout) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	// CreateTemp makes the file private; a data file is as readable as any file the user creates.
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := nnue.WriteDataHeader(tmp, variant, l); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
