package nnue

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"

	"sennight/movegen"
)

// The training data (docs/nnue.md, "Data files"): a header naming the game and its layout, then one block per
// self-play game, each with its length and a CRC-32, so that a file cut short by a killed run is read up to its
// last whole game and a resumed run appends after it.

// dataMagic starts a data file; dataVersion changes with the format.
const (
	dataMagic   = "SNDATA"
	dataVersion = 1
	// maxBlockBytes bounds one game's block: 1,000 plies of Megalomachy's 160 pieces fit with room to spare.
	maxBlockBytes = 1 << 24
)

// PieceOn is a piece on a cell.
type PieceOn struct {
	Cell  movegen.Cell
	Piece movegen.Piece
}

// HandCount is how many pieces of a colour and type a hand holds.
type HandCount struct {
	Piece movegen.Piece
	N     uint8
}

// Sample is one position of a self-play game: its pieces, the side to move, and the search's score of it.
type Sample struct {
	Side   movegen.Color
	Score  int16 // centipawns, the side to move's view
	Ply    uint16
	Pieces []PieceOn
	Hand   []HandCount
}

// Game is the samples of one self-play game and how it ended.
type Game struct {
	Index   uint32 // the game's number in its run (datagen's game i plays opening i)
	Result  int8   // +1 White won, 0 draw, -1 Black won
	Samples []Sample
}

// Material is the sample's material balance from the side to move's view, pieces in hand included, with value
// giving a piece type's worth (the classical evaluation's Value). The score minus this is what the search found
// beyond the material (docs/nnue.md, "Tactical positions and L2: what Megalomachy needed").
func (s *Sample) Material(value func(typ int) int) int {
	m := 0
	for _, pc := range s.Pieces {
		if pc.Piece.Color() == s.Side {
			m += value(pc.Piece.Type())
		} else {
			m -= value(pc.Piece.Type())
		}
	}
	for _, h := range s.Hand {
		if h.Piece.Color() == s.Side {
			m += int(h.N) * value(h.Piece.Type())
		} else {
			m -= int(h.N) * value(h.Piece.Type())
		}
	}
	return m
}

// SetPosition fills s with a position and a score, reusing s's slices.
func (s *Sample) SetPosition(p *movegen.Position, score int, ply int) {
	s.Side, s.Score, s.Ply = p.Side(), int16(max(-32000, min(32000, score))), uint16(min(ply, 65535))
	s.Pieces, s.Hand = s.Pieces[:0], s.Hand[:0]
	nt := p.Tables().NumTypes()
	for c := movegen.White; c <= movegen.Black; c++ {
		for _, cell := range p.Pieces(c) {
			s.Pieces = append(s.Pieces, PieceOn{cell, p.At(cell)})
		}
		for typ := 1; typ <= nt; typ++ {
			if n := p.InHand(c, typ); n > 0 {
				s.Hand = append(s.Hand, HandCount{movegen.MakePiece(c, typ), uint8(n)})
			}
		}
	}
}

// Active appends the inputs of the sample's position seen from a perspective to dst: the same inputs as
// Layout.Active of the position.
func (s *Sample) Active(l *Layout, persp movegen.Color, dst []int32) []int32 {
	kb := 0
	if l.kingBuckets > 1 {
		king := movegen.MakePiece(persp, l.royal)
		for _, pc := range s.Pieces {
			if pc.Piece == king {
				kb = l.KingBucket(persp, pc.Cell, true)
				break
			}
		}
	}
	for _, pc := range s.Pieces {
		dst = append(dst, int32(l.Board(persp, pc.Piece, pc.Cell, kb)))
	}
	for _, h := range s.Hand {
		for k := range int(h.N) {
			if in, ok := l.Hand(persp, h.Piece, k, kb); ok {
				dst = append(dst, int32(in))
			}
		}
	}
	return dst
}

// WriteDataHeader starts a data file for a game.
func WriteDataHeader(w io.Writer, variant string, l *Layout) error {
	if len(variant) > 255 {
		return errors.New("variant name too long")
	}
	b := append([]byte(dataMagic), dataVersion)
	b = binary.LittleEndian.AppendUint64(b, l.PieceHash())
	b = append(b, byte(len(variant)))
	b = append(b, variant...)
	_, err := w.Write(b)
	return err
}

// AppendGame appends one game's block to b.
func AppendGame(b []byte, g *Game) []byte {
	le := binary.LittleEndian
	start := len(b)
	b = le.AppendUint32(b, 0) // the length, filled in below
	b = le.AppendUint32(b, g.Index)
	b = append(b, byte(g.Result))
	b = le.AppendUint32(b, uint32(len(g.Samples)))
	for i := range g.Samples {
		s := &g.Samples[i]
		b = append(b, byte(s.Side))
		b = le.AppendUint16(b, uint16(s.Score))
		b = le.AppendUint16(b, s.Ply)
		b = append(b, byte(len(s.Pieces)))
		for _, pc := range s.Pieces {
			b = append(b, byte(pc.Cell), byte(pc.Piece))
		}
		b = append(b, byte(len(s.Hand)))
		for _, h := range s.Hand {
			b = append(b, byte(h.Piece), h.N)
		}
	}
	payload := b[start+4:]
	le.PutUint32(b[start:], uint32(len(payload)))
	return le.AppendUint32(b, crc32.ChecksumIEEE(payload))
}

// DataReader reads a data file game by game.
type DataReader struct {
	r       *bufio.Reader
	Variant string
	// Good is the number of bytes of whole, intact blocks read so far (with the header): where a resumed run
	// cuts the file and appends.
	Good int64
	buf  []byte
	l    *Layout
}

// ErrTruncated is returned by Next for a last block cut short or damaged: a run was killed while writing it.
var ErrTruncated = errors.New("data file ends in a partial game")

// NewDataReader reads a data file's header and checks it was made for the layout.
func NewDataReader(r io.Reader, l *Layout) (*DataReader, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	head := make([]byte, len(dataMagic)+1+8+1)
	if _, err := io.ReadFull(br, head); err != nil || string(head[:len(dataMagic)]) != dataMagic {
		return nil, errors.New("not a sennight data file")
	}
	if v := head[len(dataMagic)]; v != dataVersion {
		return nil, fmt.Errorf("data file version %d, this engine reads version %d", v, dataVersion)
	}
	if h := binary.LittleEndian.Uint64(head[len(dataMagic)+1:]); h != l.PieceHash() {
		return nil, fmt.Errorf("data file made for another layout (%016x, the game's is %016x)", h, l.PieceHash())
	}
	name := make([]byte, head[len(head)-1])
	if _, err := io.ReadFull(br, name); err != nil {
		return nil, errors.New("data file header cut short")
	}
	return &DataReader{r: br, Variant: string(name), Good: int64(len(head) + len(name)), l: l}, nil
}

// Next reads the next game into g (reusing its slices). It returns io.EOF after the last whole game, and
// ErrTruncated when the file ends in a partial or damaged block.
func (d *DataReader) Next(g *Game) error {
	le := binary.LittleEndian
	var lenb [4]byte
	n, err := io.ReadFull(d.r, lenb[:])
	if n == 0 && err == io.EOF {
		return io.EOF
	}
	if err != nil {
		return ErrTruncated
	}
	size := le.Uint32(lenb[:])
	if size > maxBlockBytes || size < 9 {
		return ErrTruncated
	}
	if cap(d.buf) < int(size)+4 {
		d.buf = make([]byte, size+4)
	}
	b := d.buf[:size+4]
	if _, err := io.ReadFull(d.r, b); err != nil {
		return ErrTruncated
	}
	payload := b[:size]
	if crc32.ChecksumIEEE(payload) != le.Uint32(b[size:]) {
		return ErrTruncated
	}
	if err := decodeGame(payload, g); err != nil {
		return err
	}
	if err := d.check(g); err != nil {
		return err
	}
	d.Good += int64(size) + 8
	return nil
}

// check refuses a game with a cell or piece the layout does not have: inputs are table indexes.
func (d *DataReader) check(g *Game) error {
	ok := func(pc movegen.Piece) bool { return pc < 128 && pc.Type() >= 1 && pc.Type() <= d.l.types }
	for i := range g.Samples {
		s := &g.Samples[i]
		for _, pc := range s.Pieces {
			if int(pc.Cell) >= d.l.cells || !ok(pc.Piece) {
				return fmt.Errorf("%w: game %d has a piece %d on cell %d", ErrTruncated, g.Index, pc.Piece, pc.Cell)
			}
		}
		for _, h := range s.Hand {
			if !ok(h.Piece) {
				return fmt.Errorf("%w: game %d has a piece %d in hand", ErrTruncated, g.Index, h.Piece)
			}
		}
	}
	return nil
}

// decodeGame reads a block's payload; a payload whose lengths disagree with its size is damaged.
func decodeGame(b []byte, g *Game) error {
	le := binary.LittleEndian
	bad := fmt.Errorf("%w: a block's contents disagree with its length", ErrTruncated)
	g.Index = le.Uint32(b)
	g.Result = int8(b[4])
	count := int(le.Uint32(b[5:]))
	b = b[9:]
	if count > len(b)/7 {
		return bad
	}
	if cap(g.Samples) < count {
		g.Samples = make([]Sample, count)
	}
	g.Samples = g.Samples[:count]
	for i := range g.Samples {
		s := &g.Samples[i]
		if len(b) < 6 {
			return bad
		}
		s.Side, s.Score, s.Ply = movegen.Color(b[0]&1), int16(le.Uint16(b[1:])), le.Uint16(b[3:])
		np := int(b[5])
		b = b[6:]
		if len(b) < 2*np+1 {
			return bad
		}
		s.Pieces = s.Pieces[:0]
		for k := range np {
			s.Pieces = append(s.Pieces, PieceOn{movegen.Cell(b[2*k]), movegen.Piece(b[2*k+1])})
		}
		b = b[2*np:]
		nh := int(b[0])
		b = b[1:]
		if len(b) < 2*nh {
			return bad
		}
		s.Hand = s.Hand[:0]
		for k := range nh {
			s.Hand = append(s.Hand, HandCount{movegen.Piece(b[2*k]), b[2*k+1]})
		}
		b = b[2*nh:]
	}
	if len(b) != 0 {
		return bad
	}
	return nil
}
