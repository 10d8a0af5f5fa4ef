package movegen

// zobrist holds the random keys of the incremental position hash. Keys come from a fixed seed per variant, so
// hashes, and with them search node counts, are the same on every run.
type zobrist struct {
	piece  [128][256]uint64 // by Piece value and cell
	side   uint64           // Black to move
	castle [8]uint64        // by castling right
	ep     [256]uint64      // by en passant cell, when an en passant capture is legal
	hand   [2][MaxTypes][maxHand + 1]uint64
}

// maxHand bounds the count of one piece type in a hand (larger counts share the last key).
const maxHand = 15

func newZobrist(seed string) zobrist {
	var z zobrist
	s := uint64(0x9E3779B97F4A7C15)
	for _, ch := range seed {
		s = s*31 + uint64(ch)
	}
	next := func() uint64 { // splitmix64
		s += 0x9E3779B97F4A7C15
		x := s
		x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
		x = (x ^ (x >> 27)) * 0x94D049BB133111EB
		return x ^ (x >> 31)
	}
	for p := range z.piece {
		for c := range z.piece[p] {
			z.piece[p][c] = next()
		}
	}
	z.side = next()
	for i := range z.castle {
		z.castle[i] = next()
	}
	for i := range z.ep {
		z.ep[i] = next()
	}
	for c := range z.hand {
		for t := range z.hand[c] {
			for k := range z.hand[c][t] {
				z.hand[c][t][k] = next()
			}
		}
	}
	return z
}

// handKey is the key of holding n pieces of a type (0 pieces has key 0 so empty hands cost nothing).
func (z *zobrist) handKey(c Color, typ, n int) uint64 {
	if n == 0 {
		return 0
	}
	return z.hand[c][typ][min(n, maxHand)]
}
