package nnue_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"slices"
	"strings"
	"testing"

	"sennight/eval/nnue"
	"sennight/eval/nnue/nnuetest"
	"sennight/movegen"
)

// layoutOf returns the input layout of a game.
func layoutOf(t testing.TB, game string) *nnue.Layout {
	t.Helper()
	tb, err := movegen.ForVariant(game)
	if err != nil {
		t.Fatal(err)
	}
	return nnue.NewLayout(tb)
}

// TestNetworkFileRoundTrip writes a random network and reads it back: every weight and the sizes survive.
// A network of one output and the clipped activation is written in the first version of the format, any other in
// the second.
func TestNetworkFileRoundTrip(t *testing.T) {
	l := layoutOf(t, "shafran")
	for _, c := range []struct {
		buckets int
		act     nnue.Activation
	}{{1, nnue.Clipped}, {8, nnue.Clipped}, {1, nnue.SquaredClipped}, {8, nnue.SquaredClipped}} {
		buckets := c.buckets
		n := nnuetest.RandomNetwork(l, 32, buckets, 9)
		n.Activation = c.act
		var buf bytes.Buffer
		if err := n.Write(&buf); err != nil {
			t.Fatal(err)
		}
		wantVersion := byte(1)
		if buckets > 1 || c.act != nnue.Clipped {
			wantVersion = 2
		}
		if v := buf.Bytes()[5]; v != wantVersion {
			t.Errorf("%d buckets: written as version %d, want %d", buckets, v, wantVersion)
		}
		m, err := nnue.Read(bytes.NewReader(buf.Bytes()), l)
		if err != nil {
			t.Fatal(err)
		}
		if m.Hidden != n.Hidden || m.Buckets != buckets || m.Activation != c.act || m.BucketSize != n.BucketSize ||
			!slices.Equal(m.OutBias, n.OutBias) || !slices.Equal(m.FT, n.FT) || !slices.Equal(m.FTBias, n.FTBias) ||
			!slices.Equal(m.Out, n.Out) {
			t.Fatalf("%d buckets: the network read back differs from the one written", buckets)
		}
	}
}

// TestNetworkFileKingBuckets: a network with King buckets is written in the third version, with its map, and read
// back for the game's plain layout it gets the layout with the same buckets; a map whose bucket is out of range or
// of another board size is refused.
func TestNetworkFileKingBuckets(t *testing.T) {
	tb, err := movegen.ForVariant("shafran")
	if err != nil {
		t.Fatal(err)
	}
	plain := nnue.NewLayout(tb)
	l, err := plain.WithKingBuckets(tb, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	n := nnuetest.RandomNetwork(l, 16, 4, 5)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if v := buf.Bytes()[5]; v != 3 {
		t.Errorf("written as version %d, want 3", v)
	}
	m, err := nnue.Read(bytes.NewReader(buf.Bytes()), plain)
	if err != nil {
		t.Fatal(err)
	}
	if m.Layout.Hash() != l.Hash() || m.Layout.KingBuckets() != l.KingBuckets() || !slices.Equal(m.FT, n.FT) ||
		!slices.Equal(m.Out, n.Out) || m.Buckets != 4 {
		t.Fatal("the network read back differs from the one written")
	}
	// The map follows the v2 header and the two counts; rewrite its first cell and the checksum.
	at := len("SNNUE") + 1 + 8 + 5*4 + 3*4
	resum := func(d []byte) []byte {
		d = slices.Clone(d[:len(d)-4])
		return binary.LittleEndian.AppendUint32(d, crc32.ChecksumIEEE(d))
	}
	bad := resum(buf.Bytes())
	bad[at+8] = 200
	bad = resum(bad)
	if _, err := nnue.Read(bytes.NewReader(bad), plain); err == nil || !strings.Contains(err.Error(), "bucket") {
		t.Errorf("a map cell in bucket 200: %v", err)
	}
	moved := resum(buf.Bytes())
	moved[at+8] = (moved[at+8] + 1) % byte(l.KingBuckets()) // another map: another hash
	moved = resum(moved)
	if _, err := nnue.Read(bytes.NewReader(moved), plain); err == nil {
		t.Error("a network whose map differs from the one it was trained with was read")
	}
	if _, err := nnue.Read(bytes.NewReader(buf.Bytes()), layoutOf(t, "chess")); !errors.Is(err, nnue.ErrMismatch) {
		t.Errorf("another game: %v is not ErrMismatch", err)
	}
	for k := 0; k < buf.Len(); k += 53 {
		if _, err := nnue.Read(bytes.NewReader(buf.Bytes()[:k]), plain); err == nil {
			t.Fatalf("a prefix of %d bytes was read", k)
		}
	}
}

// TestBucket: Shafran's 36 start pieces over 8 outputs make buckets of 5 pieces; the count of one perspective's
// inputs picks the bucket, capped at the last.
func TestBucket(t *testing.T) {
	l := layoutOf(t, "shafran")
	if l.StartCount() != 36 {
		t.Fatalf("Shafran's start position has %d pieces, want 36", l.StartCount())
	}
	n := nnue.NewNetwork(l, 4, 8, nnue.BucketSizeFor(l.StartCount(), 8))
	if n.BucketSize != 5 {
		t.Fatalf("bucket size %d, want 5", n.BucketSize)
	}
	for _, c := range []struct{ pieces, bucket int }{{0, 0}, {1, 0}, {2, 0}, {5, 0}, {6, 1}, {36, 7}, {40, 7}} {
		if got := n.Bucket(c.pieces); got != c.bucket {
			t.Errorf("%d pieces: bucket %d, want %d", c.pieces, got, c.bucket)
		}
	}
	if got := nnue.NewNetwork(l, 4, 1, 1).Bucket(36); got != 0 {
		t.Errorf("one output: bucket %d", got)
	}
}

// TestNetworkFileErrors: a truncated file, a file with a byte changed, another game's network, a file that is not
// a network and an empty one are each refused with an error saying which, never a panic.
func TestNetworkFileErrors(t *testing.T) {
	chess := layoutOf(t, "chess")
	var buf bytes.Buffer
	if err := nnuetest.RandomNetwork(chess, 16, 1, 3).Write(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	flipped := slices.Clone(good)
	flipped[len(flipped)/2] ^= 0x10
	// Version 2 files whose bucket fields or activation no engine knows, with a valid checksum.
	v2 := func(buckets, size, act int32) []byte {
		n := nnuetest.RandomNetwork(chess, 16, 2, 3)
		var b bytes.Buffer
		if err := n.Write(&b); err != nil {
			t.Fatal(err)
		}
		d := b.Bytes()[:b.Len()-4]
		at := len("SNNUE") + 1 + 8 + 5*4
		for i, v := range []int32{buckets, size, act} {
			binary.LittleEndian.PutUint32(d[at+4*i:], uint32(v))
		}
		return binary.LittleEndian.AppendUint32(d, crc32.ChecksumIEEE(d))
	}
	cases := []struct {
		name   string
		data   []byte
		layout *nnue.Layout
		want   string
	}{
		{"truncated", good[:len(good)-100], chess, "damaged"},
		{"header only", good[:20], chess, "not a sennight network"},
		{"flipped byte", flipped, chess, "damaged"},
		{"another game", good, layoutOf(t, "grand"), "does not match the game"},
		{"not a network", []byte("[variant]\nname = \"x\"\n and more text than a header"), chess, "not a sennight network"},
		{"empty", nil, chess, "not a sennight network"},
		{"unknown activation", v2(2, 16, 7), chess, "unknown activation"},
		{"no buckets", v2(0, 16, 0), chess, "output buckets"},
		{"too many buckets", v2(65, 16, 0), chess, "output buckets"},
		{"bucket size 0", v2(2, 0, 0), chess, "output buckets"},
		{"bucket count unlike the weights", v2(3, 16, 0), chess, "header says"},
	}
	for _, c := range cases {
		n, err := nnue.Read(bytes.NewReader(c.data), c.layout)
		if err == nil || n != nil {
			t.Errorf("%s: read without error", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.want)
		}
	}
	if _, err := nnue.Read(bytes.NewReader(good), layoutOf(t, "grand")); !errors.Is(err, nnue.ErrMismatch) {
		t.Errorf("another game's network: %v is not ErrMismatch", err)
	}
	// Every prefix of the file is refused (the reader never indexes past what it has).
	for k := range len(good) {
		if k%97 != 0 && k > 64 {
			continue
		}
		if _, err := nnue.Read(bytes.NewReader(good[:k]), chess); err == nil {
			t.Fatalf("a prefix of %d bytes was read", k)
		}
	}
}
