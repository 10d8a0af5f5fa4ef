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

// fileMagic starts a network file. Version 1 has one output and the clipped activation; version 2 adds output
// buckets and the activation (docs/nnue.md, "Output buckets", "Activation"); version 3 adds the King buckets' map
// ("King buckets"). Write writes each network in the earliest version that holds it, so a file of an earlier kind
// is what it always was.
const (
	fileMagic    = "SNNUE"
	fileVersion  = 1
	fileVersion2 = 2
	fileVersion3 = 3
)

// Activation is what a hidden sum becomes before the output weighs it.
type Activation int32

const (
	// Clipped is clamp(x, 0, 1), the first networks' activation.
	Clipped Activation = iota
	// SquaredClipped is clamp(x, 0, 1)²: smooth near 0, it lets a sum's weight grow with its size, and lets the
	// output weigh products of the features a sum combines.
	SquaredClipped
)

// String names an activation as train's --activation does.
func (a Activation) String() string {
	switch a {
	case Clipped:
		return "clipped"
	case SquaredClipped:
		return "squared"
	}
	return fmt.Sprintf("activation(%d)", int32(a))
}

// MaxBuckets bounds the output buckets a file may have.
const MaxBuckets = 64

// Network is a trained network for one game: Inputs x Hidden first-layer weights shared by both perspectives, and
// an output over the side to move's Hidden activations followed by the other side's, one output per bucket of the
// pieces' count. Immutable once read; every search thread shares it.
type Network struct {
	Layout *Layout
	Hidden int
	// Buckets is the number of outputs; a position with n inputs active from one perspective (its pieces on the
	// board and in the hands' slots) uses output Bucket(n). BucketSize is the count of pieces one bucket spans.
	Buckets, BucketSize int
	// Activation of the hidden sums.
	Activation Activation
	// FT[i*Hidden+j] is input i's weight on hidden sum j; FTBias the sums' start values.
	FT     []int16
	FTBias []int16
	// Out[b*2*Hidden+j] weighs the side to move's activation j in bucket b, Out[b*2*Hidden+Hidden+j] the other
	// side's; OutBias[b] is bucket b's bias.
	Out     []int16
	OutBias []int32

	// packed is the first layer in the form Accumulators use, made by the first NewAccumulators.
	packOnce sync.Once
	packed   *packedWeights
}

// NewNetwork returns a zero network of a layout and hidden size with `buckets` outputs, each spanning bucketSize
// pieces (1 when there is one output, as a file of the first version reads), for the trainer to fill.
func NewNetwork(l *Layout, hidden, buckets, bucketSize int) *Network {
	if buckets == 1 {
		bucketSize = 1
	}
	return &Network{Layout: l, Hidden: hidden, Buckets: buckets, BucketSize: bucketSize,
		FT: make([]int16, l.Inputs()*hidden), FTBias: make([]int16, hidden),
		Out: make([]int16, buckets*2*hidden), OutBias: make([]int32, buckets)}
}

// Bucket returns the output of a position with `pieces` active inputs per perspective: (pieces-1)/BucketSize, at
// most the last. Why buckets: an endgame's few pieces are judged by other rules than the opening's full board, and
// a separate output per stage learns them at the cost of a few hundred weights.
func (n *Network) Bucket(pieces int) int { return BucketOf(pieces, n.Buckets, n.BucketSize) }

// BucketOf is the output bucket of a position with `pieces` active inputs among `buckets` of `size` pieces each
// (the trainer's float network shares it with Network.Bucket).
func BucketOf(pieces, buckets, size int) int {
	if buckets == 1 {
		return 0
	}
	return min(max(pieces-1, 0)/size, buckets-1)
}

// BucketSizeFor returns the pieces per bucket that spread a game's start count of pieces over `buckets` outputs.
func BucketSizeFor(startPieces, buckets int) int { return max(1, (startPieces+buckets-1)/buckets) }

// Write writes the network in the file format Read reads: a header (magic, version, the layout's hash, the sizes
// and the quantization), the weights as little-endian integers, and a CRC-32 of everything before it.
func (n *Network) Write(w io.Writer) error {
	var buf bytes.Buffer
	buf.WriteString(fileMagic)
	version := byte(fileVersion)
	kingMap := n.Layout.KingMap()
	switch {
	case kingMap != nil:
		version = fileVersion3
	case n.Buckets > 1 || n.Activation != Clipped:
		version = fileVersion2
	}
	buf.WriteByte(version)
	le := binary.LittleEndian
	buf.Write(le.AppendUint64(nil, n.Layout.Hash()))
	header := []int32{int32(n.Layout.Inputs()), int32(n.Hidden), QA, QB, Scale}
	if version >= fileVersion2 {
		header = append(header, int32(n.Buckets), int32(n.BucketSize), int32(n.Activation))
	}
	if version >= fileVersion3 {
		header = append(header, int32(n.Layout.KingBuckets()), int32(len(kingMap)))
	}
	for _, v := range header {
		buf.Write(le.AppendUint32(nil, uint32(v)))
	}
	buf.Write(kingMap)
	for _, part := range [][]int16{n.FT, n.FTBias, n.Out} {
		for _, v := range part {
			buf.Write(le.AppendUint16(nil, uint16(v)))
		}
	}
	for _, v := range n.OutBias {
		buf.Write(le.AppendUint32(nil, uint32(v)))
	}
	buf.Write(le.AppendUint32(nil, crc32.ChecksumIEEE(buf.Bytes())))
	_, err := w.Write(buf.Bytes())
	return err
}

// ErrMismatch is the error of a network made for another game (another layout) or another quantization.
var ErrMismatch = errors.New("network does not match the game")

// Read reads a network for a game's layout (NewLayout: without King buckets; a file that has them carries their
// map, and the network's Layout is l with them). A file of another layout or quantization is ErrMismatch; a short,
// long or damaged file is an error saying so.
func Read(r io.Reader, l *Layout) (*Network, error) {
	data, err := io.ReadAll(io.LimitReader(bufio.NewReader(r), maxNetworkBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxNetworkBytes {
		return nil, fmt.Errorf("network file larger than %d bytes", maxNetworkBytes)
	}
	header := len(fileMagic) + 1 + 8 + 5*4
	if len(data) < header+4 || string(data[:len(fileMagic)]) != fileMagic {
		return nil, errors.New("not a sennight network file")
	}
	version := data[len(fileMagic)]
	switch version {
	case fileVersion:
	case fileVersion2:
		header += 3 * 4
	case fileVersion3:
		header += 5 * 4
	default:
		return nil, fmt.Errorf("network file version %d, this engine reads versions %d to %d", version, fileVersion,
			fileVersion3)
	}
	if len(data) < header+4 {
		return nil, errors.New("network file cut short")
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
	buckets, size, act := 1, 1, Clipped
	if version >= fileVersion2 {
		buckets, size = int(int32(le.Uint32(data[p:]))), int(int32(le.Uint32(data[p+4:])))
		act = Activation(le.Uint32(data[p+8:]))
		p += 12
		if buckets < 1 || buckets > MaxBuckets || size < 1 || size > 1<<16 {
			return nil, fmt.Errorf("network file: %d output buckets of %d pieces", buckets, size)
		}
		if act != Clipped && act != SquaredClipped {
			return nil, fmt.Errorf("network file: unknown activation %d", int32(act))
		}
	}
	if version >= fileVersion3 {
		kings, cells := int(int32(le.Uint32(data[p:]))), int(int32(le.Uint32(data[p+4:])))
		p += 8
		if cells != l.cells {
			return nil, fmt.Errorf("%w: its King buckets map %d cells, the game has %d", ErrMismatch, cells, l.cells)
		}
		if len(data) < p+cells+4 {
			return nil, errors.New("network file cut short")
		}
		kl, err := l.withKingMap(data[p:p+cells], kings)
		if err != nil {
			return nil, fmt.Errorf("network file: %w", err)
		}
		l = kl
		p += cells
		header += cells
	}
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
	if want := header + 2*(inputs*hidden+hidden+buckets*2*hidden) + 4*buckets + 4; len(data) != want {
		return nil, fmt.Errorf("network file is %d bytes, its header says %d", len(data), want)
	}
	n := NewNetwork(l, hidden, buckets, size)
	n.Activation = act
	for _, part := range [][]int16{n.FT, n.FTBias, n.Out} {
		for i := range part {
			part[i] = int16(le.Uint16(data[p:]))
			p += 2
		}
	}
	for b := range n.OutBias {
		n.OutBias[b] = int32(le.Uint32(data[p:]))
		p += 4
	}
	return n, nil
}
