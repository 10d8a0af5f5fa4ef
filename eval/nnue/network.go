package nnue

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"sync"
)

// The quantization (docs/nnue.md): the first layer's weights and sums are integers QA times the trained values,
// clipped by the activation to 0..QA; the output weights are QB times theirs; the output, QA·QB times the trained
// value, times Scale gives centipawns.
const (
	QA    = 255
	QB    = 64
	Scale = 400
)

// maxNetworkBytes bounds what Read accepts, so a corrupt header cannot make it allocate without end: the largest
// shipped game (16,896 inputs) with 512 hidden sums is 17 MB.
const maxNetworkBytes = 64 << 20

// fileMagic starts a network file; fileVersion changes with the format.
const (
	fileMagic   = "SNNUE"
	fileVersion = 1
)

// Network is a trained network for one game: Inputs x Hidden first-layer weights shared by both perspectives, and
// an output over the side to move's Hidden activations followed by the other side's. Immutable once read; every
// search thread shares it.
type Network struct {
	Layout *Layout
	Hidden int
	// FT[i*Hidden+j] is input i's weight on hidden sum j; FTBias the sums' start values.
	FT     []int16
	FTBias []int16
	// Out[j] weighs the side to move's activation j, Out[Hidden+j] the other side's.
	Out     []int16
	OutBias int32

	// packed is the first layer in the form Accumulators use, made by the first NewAccumulators.
	packOnce sync.Once
	packed   *packedWeights
}

// NewNetwork returns a zero network of a layout and hidden size, for the trainer to fill.
func NewNetwork(l *Layout, hidden int) *Network {
	return &Network{Layout: l, Hidden: hidden, FT: make([]int16, l.Inputs()*hidden), FTBias: make([]int16, hidden),
		Out: make([]int16, 2*hidden)}
}

// Write writes the network in the file format Read reads: a header (magic, version, the layout's hash, the sizes
// and the quantization), the weights as little-endian integers, and a CRC-32 of everything before it.
func (n *Network) Write(w io.Writer) error {
	var buf bytes.Buffer
	buf.WriteString(fileMagic)
	buf.WriteByte(fileVersion)
	le := binary.LittleEndian
	buf.Write(le.AppendUint64(nil, n.Layout.Hash()))
	for _, v := range []int32{int32(n.Layout.Inputs()), int32(n.Hidden), QA, QB, Scale} {
		buf.Write(le.AppendUint32(nil, uint32(v)))
	}
	for _, part := range [][]int16{n.FT, n.FTBias, n.Out} {
		for _, v := range part {
			buf.Write(le.AppendUint16(nil, uint16(v)))
		}
	}
	buf.Write(le.AppendUint32(nil, uint32(n.OutBias)))
	buf.Write(le.AppendUint32(nil, crc32.ChecksumIEEE(buf.Bytes())))
	_, err := w.Write(buf.Bytes())
	return err
}

// ErrMismatch is the error of a network made for another game (another layout) or another quantization.
var ErrMismatch = errors.New("network does not match the game")

// Read reads a network for a layout. A file of another layout or quantization is ErrMismatch; a short, long or
// damaged file is an error saying so.
func Read(r io.Reader, l *Layout) (*Network, error) {
	data, err := io.ReadAll(io.LimitReader(bufio.NewReader(r), maxNetworkBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxNetworkBytes {
		return nil, fmt.Errorf("network file larger than %d bytes", maxNetworkBytes)
	}
	const header = len(fileMagic) + 1 + 8 + 5*4
	if len(data) < header+4 || string(data[:len(fileMagic)]) != fileMagic {
		return nil, errors.New("not a sennight network file")
	}
	if v := data[len(fileMagic)]; v != fileVersion {
		return nil, fmt.Errorf("network file version %d, this engine reads version %d", v, fileVersion)
	}
	le := binary.LittleEndian
	body, sum := data[:len(data)-4], le.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, errors.New("network file is damaged (checksum)")
	}
	p := len(fileMagic) + 1
	hash := le.Uint64(data[p:])
	p += 8
	var hdr [5]int32
	for i := range hdr {
		hdr[i] = int32(le.Uint32(data[p:]))
		p += 4
	}
	inputs, hidden := int(hdr[0]), int(hdr[1])
	if hash != l.Hash() || inputs != l.Inputs() {
		return nil, fmt.Errorf("%w: it was made for %d inputs (layout %016x), the game has %d (layout %016x)",
			ErrMismatch, inputs, hash, l.Inputs(), l.Hash())
	}
	if hdr[2] != QA || hdr[3] != QB || hdr[4] != Scale {
		return nil, fmt.Errorf("%w: quantization %d/%d/%d, this engine uses %d/%d/%d", ErrMismatch,
			hdr[2], hdr[3], hdr[4], QA, QB, Scale)
	}
	if hidden < 1 || hidden > 4096 {
		return nil, fmt.Errorf("network file: hidden size %d", hidden)
	}
	if want := header + 2*(inputs*hidden+hidden+2*hidden) + 4 + 4; len(data) != want {
		return nil, fmt.Errorf("network file is %d bytes, its header says %d", len(data), want)
	}
	n := NewNetwork(l, hidden)
	for _, part := range [][]int16{n.FT, n.FTBias, n.Out} {
		for i := range part {
			part[i] = int16(le.Uint16(data[p:]))
			p += 2
		}
	}
	n.OutBias = int32(le.Uint32(data[p:]))
	return n, nil
}
