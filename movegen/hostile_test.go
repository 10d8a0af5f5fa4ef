package movegen

import (
	"fmt"
	"strings"
	"testing"
)

// TestHostileVariantFiles: files that parse but describe a game the tables cannot hold are refused with an error
// that names the file, the key and the problem; before, each of these panicked inside the table builder (and a
// recover turned the panic into a message). A panic fails the test.
func TestHostileVariantFiles(t *testing.T) {
	rook := "[[piece.atom]]\nkind = \"ride\"\nvecs = [\"square-W\"]\n"
	wide := strings.NewReplacer("files = 4", "files = 11", "k3/4/4/1R1K", "k10/11/11/1R2K6").Replace(tinyVariant)
	// 2 files, 99 ranks: a Rook on b1 rides up to 98 cells along the b file.
	tall := strings.NewReplacer("files = 4", "files = 2", "ranks = 4", "ranks = 99", "k3/4/4/1R1K",
		"k1/"+strings.Repeat("2/", 96)+"K1/1R", rook, rook+"max = 98\n").Replace(tinyVariant)
	for _, c := range []struct{ name, text, want string }{
		{"bounded ride longer than a path trie", tall,
			"key piece R.atom[0].max: 98: a path of more than 64 steps on this board; leave max out"},
		{"K and Q castling letters with a k file", wide + "castling_letters = \"sides\"\n",
			"key rules.castling_letters: K and Q name castling sides, but the board has 11 files"},
		{"64 castling options", tinyVariant + castlings(2, 32), "key rules.castling: 64 castling options in all, at most 63"},
		{"promotion limits from an illegal start",
			strings.Replace(tinyVariant, "k3/4/4/1R1K", "kK2/4/4/1R2", 1) + "promotion_only_captured = true\n",
			"key start: bad FEN: the side not to move is in check"},
		{"a path trie of more than 65535 nodes", pathBomb(), "the paths from "},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRegistry()
			before := len(r.names())
			_, err := r.load("hostile.toml", []byte(c.text))
			if err == nil || !strings.HasPrefix(err.Error(), "hostile.toml: ") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error with %q", err, c.want)
			}
			if len(r.names()) != before {
				t.Error("a refused file changed the games")
			}
		})
	}
}

// TestRideBoundBeyondBoard: a ride's max beyond the board's size bounds nothing: max = 2^40 loads (before, it asked
// for a slice of 2^40 steps and failed) and plays as max = 3 on the 4x4 board, and as a Rook does.
func TestRideBoundBeyondBoard(t *testing.T) {
	rook := "[[piece.atom]]\nkind = \"ride\"\nvecs = [\"square-W\"]\n"
	var perft []uint64
	for _, bound := range []string{"max = 1099511627776\n", "max = 3\n", ""} {
		r := newRegistry()
		name, err := r.load("ride.toml", []byte(strings.Replace(tinyVariant, rook, rook+bound, 1)))
		if err != nil {
			t.Fatalf("%q: %v", bound, err)
		}
		perft = append(perft, Perft(StartPosition(registryTables(t, r, name)), 3))
	}
	if perft[0] != perft[1] || perft[1] != perft[2] {
		t.Errorf("perft 3 with max 2^40, 3 and none: %v", perft)
	}
}

// castlings returns n white castlings of the tiny game (King d1, Rook b1), each with k options that all move the
// King to c1 and the Rook to d1.
func castlings(n, k int) string {
	var b strings.Builder
	for range n {
		b.WriteString("[[rules.castling]]\ncolour = \"white\"\nking = \"d1\"\npartner = \"b1\"\npiece = \"R\"\n")
		for range k {
			b.WriteString("[[rules.castling.option]]\nking_to = \"c1\"\npartner_to = \"d1\"\n")
		}
	}
	return b.String()
}

// pathBomb is a 16x16 game whose Bomb has 1,200 paths, each two distinct first steps and then 62 steps to and
// fro along the rank: from a central cell nearly every path adds 64 nodes to the trie, more than its 16-bit end
// indices can address.
func pathBomb() string {
	var b strings.Builder
	b.WriteString("name = \"bomb\"\nstart = \"k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/7K8 w - - 0 1\"\n")
	b.WriteString("[board]\nkind = \"square\"\nfiles = 16\nranks = 16\n")
	b.WriteString("[[piece]]\ntoken = \"K\"\nroyal = true\n[[piece.atom]]\nkind = \"leap\"\nvecs = [\"square-K\"]\n")
	b.WriteString("[[piece]]\ntoken = \"B\"\n[[piece.atom]]\nkind = \"path\"\npaths = [\n")
	var steps []string
	for dx := -3; dx <= 3; dx++ {
		for dy := -3; dy <= 3; dy++ {
			if dx != 0 || dy != 0 {
				steps = append(steps, fmt.Sprintf("%d,%d", dx, dy))
			}
		}
	}
	to, fro := strings.Repeat(`"1,0","-1,0",`, 31), ""
	n := 0
	for _, first := range steps {
		for _, second := range steps {
			if n == 1200 {
				break
			}
			fmt.Fprintf(&b, "[%q,%q,%s%s],\n", first, second, strings.TrimSuffix(to, ","), fro)
			n++
		}
	}
	b.WriteString("]\n[rules]\nmirror = \"flip-rank\"\n")
	return b.String()
}

// TestReverseTrieOverflow: a reverse trie too large for its 16-bit end indices is flagged (Build then refuses the
// game) instead of panicking. The attack paths into one cell of a game that big would take gigabytes to build
// from a file, so the trie is built here directly: 1,100 paths of 64 cells below one root.
func TestReverseTrieOverflow(t *testing.T) {
	var a trieArena
	root := a.add(0)
	for i := range 1100 {
		node := a.child(root, i)
		for j := range 63 {
			node = a.child(node, j)
		}
	}
	var inner Bitset
	a.flattenReverse(root, nil, &inner)
	if !a.overflow {
		t.Error("a trie of 70,000 nodes was not flagged")
	}
}
