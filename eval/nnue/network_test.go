package nnue_test

import (
	"bytes"
	"errors"
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
func TestNetworkFileRoundTrip(t *testing.T) {
	l := layoutOf(t, "shafran")
	n := nnuetest.RandomNetwork(l, 32, 9)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	m, err := nnue.Read(bytes.NewReader(buf.Bytes()), l)
	if err != nil {
		t.Fatal(err)
	}
	if m.Hidden != n.Hidden || m.OutBias != n.OutBias || !slices.Equal(m.FT, n.FT) ||
		!slices.Equal(m.FTBias, n.FTBias) || !slices.Equal(m.Out, n.Out) {
		t.Fatal("the network read back differs from the one written")
	}
}

// TestNetworkFileErrors: a truncated file, a file with a byte changed, another game's network, a file that is not
// a network and an empty one are each refused with an error saying which, never a panic.
func TestNetworkFileErrors(t *testing.T) {
	chess := layoutOf(t, "chess")
	var buf bytes.Buffer
	if err := nnuetest.RandomNetwork(chess, 16, 3).Write(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	flipped := slices.Clone(good)
	flipped[len(flipped)/2] ^= 0x10
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
