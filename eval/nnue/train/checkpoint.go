package train

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"path/filepath"

	"sennight/eval/nnue"
)

// A checkpoint is everything a resumed run needs to continue bit for bit: the settings that shape the result, the
// epochs done, Adam's step count, the float weights and Adam's moments. The shuffle of epoch e is drawn from
// (seed, e), so it needs no state of its own.

// SNTRAIN2 added the factor count to the settings, SNTRAIN3 the L2 weight and the swing filter, SNTRAIN4 the output
// buckets and the activation, SNTRAIN5 the network the run started from; an older checkpoint is refused as not a
// checkpoint.
const ckptMagic = "SNTRAIN5"

// settings are the values a resumed run must share with the checkpoint's run to give the same network.
type settings struct {
	Layout                        uint64
	Inputs, Hidden                int64
	Factors                       int64
	Buckets                       int64
	Activation                    int64
	Epochs, Batch                 int64
	Seed                          uint64
	LR, Lambda, K, Holdout        float64
	L2                            float64
	MaxSwing                      int64
	TrainPositions, HeldPositions int64
	Init                          uint64 // networkKey of Options.Init, 0 from random weights
}

// mismatch names the first setting that differs.
func (s settings) mismatch(o settings) error {
	type f struct {
		name      string
		have, got any
	}
	for _, x := range []f{{"layout", s.Layout, o.Layout}, {"inputs", s.Inputs, o.Inputs}, {"--hidden", s.Hidden, o.Hidden},
		{"--factorize (factor inputs)", s.Factors, o.Factors}, {"--buckets", s.Buckets, o.Buckets},
		{"--activation", nnue.Activation(s.Activation), nnue.Activation(o.Activation)},
		{"--epochs", s.Epochs, o.Epochs}, {"--batch", s.Batch, o.Batch}, {"--seed", s.Seed, o.Seed}, {"--lr", s.LR, o.LR},
		{"--lambda", s.Lambda, o.Lambda}, {"--scale", s.K, o.K}, {"--holdout", s.Holdout, o.Holdout},
		{"--l2", s.L2, o.L2}, {"--max-swing", s.MaxSwing, o.MaxSwing},
		{"training positions", s.TrainPositions, o.TrainPositions}, {"held-out positions", s.HeldPositions, o.HeldPositions},
		{"--init network (key)", s.Init, o.Init}} {
		if x.have != x.got {
			return fmt.Errorf("the checkpoint was made with %s %v, this run has %v", x.name, x.have, x.got)
		}
	}
	return nil
}

func (t *trainer) arrays() [][]float32 {
	m := t.m
	return [][]float32{m.FT, m.FTBias, m.Out, m.OutBias, t.a.m[0], t.a.m[1], t.a.m[2], t.a.m[3], t.a.v[0], t.a.v[1],
		t.a.v[2], t.a.v[3]}
}

// writeCheckpoint writes the state after `epochs` epochs.
func (t *trainer) writeCheckpoint(path string, s settings, epochs int) error {
	var b bytes.Buffer
	b.WriteString(ckptMagic)
	le := binary.LittleEndian
	binary.Write(&b, le, s)
	binary.Write(&b, le, [2]int64{int64(epochs), t.a.step})
	for _, a := range t.arrays() {
		binary.Write(&b, le, a)
	}
	b.Write(le.AppendUint32(nil, crc32.ChecksumIEEE(b.Bytes())))
	return writeAtomic(path, func(w io.Writer) error { _, err := w.Write(b.Bytes()); return err })
}

// readCheckpoint restores the state and returns the epochs done; the checkpoint must have the same settings.
func (t *trainer) readCheckpoint(path string, want settings) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	if len(data) < len(ckptMagic)+4 || string(data[:len(ckptMagic)]) != ckptMagic {
		return 0, fmt.Errorf("%s: not a training checkpoint", path)
	}
	le := binary.LittleEndian
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != le.Uint32(data[len(data)-4:]) {
		return 0, fmt.Errorf("%s: checkpoint damaged (checksum)", path)
	}
	r := bytes.NewReader(body[len(ckptMagic):])
	var s settings
	if err := binary.Read(r, le, &s); err != nil {
		return 0, fmt.Errorf("%s: checkpoint cut short", path)
	}
	if err := s.mismatch(want); err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	var counts [2]int64
	if err := binary.Read(r, le, &counts); err != nil {
		return 0, fmt.Errorf("%s: checkpoint cut short", path)
	}
	for _, a := range t.arrays() {
		if err := binary.Read(r, le, a); err != nil {
			return 0, fmt.Errorf("%s: checkpoint cut short", path)
		}
	}
	if r.Len() != 0 {
		return 0, fmt.Errorf("%s: checkpoint longer than its settings say", path)
	}
	if counts[0] < 0 || counts[0] > s.Epochs || counts[1] < 0 {
		return 0, fmt.Errorf("%s: checkpoint damaged (epoch %d)", path, counts[0])
	}
	for _, v := range t.m.OutBias {
		if math.IsNaN(float64(v)) {
			return 0, errors.New("checkpoint holds NaN")
		}
	}
	t.a.step = counts[1]
	return int(counts[0]), nil
}

// writeAtomic writes a file through a temporary file in the same directory and a rename, so that a run killed
// mid-write leaves the previous file whole.
func writeAtomic(path string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if err := write(f); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
