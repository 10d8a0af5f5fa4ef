package movegen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"sennight/bench/refdata"
	"sennight/variants"
)

// TestAtomOrderKeepsPerft: the order of a piece's atoms is only the order its moves are generated in, so swapping
// any two atoms of any piece of any shipped game must leave every perft count unchanged. The positions are the
// start, every eighth position of a random game and the reference perft positions (perft 2 from a position after a
// multi-step push includes the en passant captures it allows); a compiler that kept the en passant rights of only
// one push atom per piece fails here on Brusky's Pawn, which double-steps along two directions (its EP positions
// do not even read).
func TestAtomOrderKeepsPerft(t *testing.T) {
	for _, name := range GameNames() {
		v, err := VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		base, err := ForVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		fens := randomFENs(rand.New(rand.NewPCG(7, uint64(len(name)))), base, 48)
		var probe []string
		for i := 0; i < len(fens); i += 8 {
			probe = append(probe, fens[i])
		}
		// The reference positions too: Brusky's EP positions hold an en passant right along one of two push lines.
		for _, c := range refdata.Perft {
			if c.Variant == name && c.FEN != "" {
				probe = append(probe, c.FEN)
			}
		}
		want := perfts(t, base, probe)
		for pi, pt := range v.Pieces {
			for i := range pt.Atoms {
				for j := i + 1; j < len(pt.Atoms); j++ {
					swapped := *v
					swapped.Pieces = append([]variants.PieceType(nil), v.Pieces...)
					atoms := append([]variants.Atom(nil), pt.Atoms...)
					atoms[i], atoms[j] = atoms[j], atoms[i]
					swapped.Pieces[pi].Atoms = atoms
					tb, err := Build(&swapped)
					if err != nil {
						t.Fatalf("%s: %s atoms %d and %d swapped: %v", name, pt.Token, i, j, err)
					}
					got := perfts(t, tb, probe)
					for k := range probe {
						if got[k] != want[k] {
							t.Errorf("%s: %s atoms %d and %d swapped: perft 2 of %s = %d, want %d",
								name, pt.Token, i, j, probe[k], got[k], want[k])
						}
					}
				}
			}
		}
	}
}

// randomFENs plays uniformly random legal moves from the start and returns the positions' FENs, the start first.
func randomFENs(rng *rand.Rand, tb *Tables, plies int) []string {
	p := StartPosition(tb)
	var ml MoveList
	var fens []string
	for range plies {
		fens = append(fens, p.FEN())
		p.LegalMoves(&ml)
		if ml.Len() == 0 {
			break
		}
		p.MakeMove(ml.Moves[rng.IntN(ml.Len())])
	}
	return fens
}

func perfts(t *testing.T, tb *Tables, fens []string) []uint64 {
	t.Helper()
	var out []uint64
	for _, f := range fens {
		p, err := NewPosition(tb, f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out = append(out, Perft(p, 2))
	}
	return out
}

// TestPushRaysRefused: push atoms whose en passant rights cannot be kept are refused with an error, not played
// with the wrong rights.
func TestPushRaysRefused(t *testing.T) {
	const game = `name = "push-refused"
start = "k4/5/5/5/5/5/4K w - - 0 1"
[board]
kind = "square"
files = 5
ranks = 7
[[piece]]
token = "K"
royal = true
[[piece.atom]]
kind = "leap"
vecs = ["square-K"]
[[piece]]
token = "P"
en_passant_victim = true
ATOMS
[rules]
mirror = "flip-rank"
`
	for _, c := range []struct{ atoms, want string }{
		// a5 is two cells up the a-file and two up the diagonal-then-file path: different passed cells.
		{`[[piece.atom]]
kind = "push"
vecs = ["0,1"]
default_steps = 2
[[piece.atom]]
kind = "push"
vecs = ["1,1"]
default_steps = 2
[[piece.atom]]
kind = "push"
vecs = ["-1,1"]
default_steps = 2`, ""},
		{`[[piece.atom]]
kind = "push"
vecs = ["0,1"]
default_steps = 5`, "passes 4 cells"},
		{`[[piece.atom]]
kind = "push"
vecs = ["0,2"]
default_steps = 2
[[piece.atom]]
kind = "push"
vecs = ["0,1"]
default_steps = 4`, "through different cells"},
	} {
		_, err := newRegistry().load("push.toml", []byte(strings.Replace(game, "ATOMS", c.atoms, 1)))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.atoms, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one with %q", c.atoms, err, c.want)
		}
	}
}
