package movegen

import (
	"errors"
	"testing"
)

// TestParseSAN reads SAN in Chess positions chosen for each rule of the notation: pawn moves and captures,
// disambiguation by file, rank and cell, promotions with and without "=", castling both ways (also with zeros),
// check marks and annotations, and the errors of text that is not SAN, a move that is not legal and one that fits
// two moves.
func TestParseSAN(t *testing.T) {
	tables, err := ForVariant("chess")
	if err != nil {
		t.Fatal(err)
	}
	const (
		start   = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
		knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"     // Nbd2 / Nfd2
		rooks   = "4k3/R7/8/8/8/8/8/R3K3 w - - 0 1"      // R1a4 / R7a4
		queens  = "4k3/8/8/8/8/8/Q1Q5/Q3K3 w - - 0 1"    // three queens reach b2: only a cell names one
		promote = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"     // a8=Q, axb8=N
		castle  = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" // O-O, O-O-O
		capture = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
	)
	for _, c := range []struct{ fen, san, want string }{
		{start, "e4", "e2e4"},
		{start, "Nf3", "g1f3"},
		{start, "Nf3!?", "g1f3"},
		{capture, "exd5", "e4d5"},
		{capture, "exd5+", "e4d5"}, // a wrong check mark is ignored, as the legal moves decide
		{knights, "Nbd2", "b1d2"},
		{knights, "Nfd2", "f1d2"},
		{knights, "Nfxd2", "f1d2"},
		{rooks, "R1a4", "a1a4"},
		{rooks, "R7a4", "a7a4"},
		{queens, "Qa1b2", "a1b2"},
		{queens, "Qc2b2", "c2b2"},
		{promote, "a8=Q", "a7a8q"},
		{promote, "a8Q", "a7a8q"},
		{promote, "axb8=N+", "a7b8n"},
		{castle, "O-O", "e1g1"},
		{castle, "O-O-O", "e1c1"},
		{castle, "0-0-0+", "e1c1"},
	} {
		p, err := NewPosition(tables, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseSAN(c.san)
		if err != nil {
			t.Errorf("%s in %s: %v", c.san, c.fen, err)
			continue
		}
		if got := p.MoveText(m); got != c.want {
			t.Errorf("%s in %s: %s, want %s", c.san, c.fen, got, c.want)
		}
	}
	for _, c := range []struct {
		fen, san string
		want     error
	}{
		{start, "e5", ErrIllegalMove},
		{start, "Nd2", ErrIllegalMove},      // a square the knights cannot reach
		{knights, "Nd2", ErrIllegalMove},    // ambiguous
		{queens, "Qb2", ErrIllegalMove},     // ambiguous between three queens
		{queens, "Qab2", ErrIllegalMove},    // still two on the a-file
		{promote, "a8", ErrIllegalMove},     // a promotion must say to what
		{promote, "a8=X", ErrMalformedMove}, // no such piece
		{start, "Zf3", ErrMalformedMove},
		{start, "", ErrMalformedMove},
		{start, "e", ErrMalformedMove},
		{start, "4", ErrMalformedMove},
		{start, "Nf3xx", ErrMalformedMove},
	} {
		p, err := NewPosition(tables, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := p.ParseSAN(c.san); !errors.Is(err, c.want) {
			t.Errorf("%q in %s: move %v, error %v; want %v", c.san, c.fen, m, err, c.want)
		}
	}
}
