package variants

// Leaper vector families of the square board (Megalomachy, docs/rules/megalomachy.md §2), named by their Betza atoms.
var (
	SquareW = Symmetric(1, 0) // orthogonal step
	SquareF = Symmetric(1, 1) // diagonal step
	SquareK = Join(SquareW, SquareF)
	SquareD = Symmetric(2, 0) // orthogonal 2-jump
	SquareA = Symmetric(2, 2) // diagonal 2-jump
	SquareH = Symmetric(3, 0) // orthogonal 3-jump
	SquareN = Symmetric(2, 1) // knight
	SquareZ = Symmetric(3, 2) // zebra
	SquareC = Symmetric(3, 1) // camel
)

// FlipRank is the Black mirror of a square board whose Black army faces White's across the ranks (Megalomachy):
// only the rank component of a forward-dependent vector changes sign, so left stays left.
func FlipRank(v Vec) Vec { return Vec{v.DX, -v.DY, v.Flip} }

// BentPaths returns the step sequences of a bent slider: one first step d, then up to maxSlide steps of each
// continuation that turn(d) gives (the Rhino and the Gryphon: docs/rules/megalomachy.md §3). Each prefix of a sequence
// is a destination, so the first step alone is one too.
func BentPaths(first []Vec, turn func(d Vec) []Vec, maxSlide int) [][]Vec {
	var out [][]Vec
	for _, d := range first {
		for _, c := range turn(d) {
			seq := []Vec{d}
			for range maxSlide {
				seq = append(seq, c)
			}
			out = append(out, seq)
		}
	}
	return out
}

// FastCastling returns the fast castling of one King with one partner on the same rank (Wide Chess, Megalomachy
// docs/rules/megalomachy.md §4.6): the King goes to any cell strictly between them and the partner to the King's start.
// Every cell between must be empty; the King's start and the cells from it toward the destination, destination
// included, must not be attacked. A destination next to the King's start has the same text as a plain King step,
// so that castling is written as the King moving onto its partner's cell.
func FastCastling(b *Board, colour int, king, partner, partnerPiece string) Castling {
	k, p := b.MustCell(king), b.MustCell(partner)
	kc, pc := b.Cells[k], b.Cells[p]
	if kc.Rank != pc.Rank || kc.File == pc.File {
		panic("variants: fast castling needs King and partner on one rank")
	}
	step := 1
	if pc.File < kc.File {
		step = -1
	}
	var between []string
	for f := kc.File + step; f != pc.File; f += step {
		between = append(between, SquareName(f, kc.Rank))
	}
	c := Castling{Colour: colour, King: king, Partner: partner, PartnerPiece: partnerPiece}
	for i, to := range between {
		o := CastleOption{KingTo: to, PartnerTo: king, Empty: between,
			Safe: append([]string{king}, between[:i+1]...)}
		if i == 0 {
			o.TextTo = partner
		}
		c.Options = append(c.Options, o)
	}
	return c
}
