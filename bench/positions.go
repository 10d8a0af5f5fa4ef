package bench

// Position is a bench position: a variant, a name, a FEN (empty: the start position) and the depth it is searched
// to by default.
type Position struct {
	Variant, Name, FEN string
	Depth              int
}

// defaultNewVariantDepth is the depth of the start position of a variant that has no bench positions listed.
const defaultNewVariantDepth = 6

// searchPositions are the bench positions: each variant's start position and middle-game positions from the
// engine's own games (sennight selfplay). To add a variant, add its start position and a few positions from its
// games here, with depths that take a few seconds each, then update the signature in search_test.go.
var searchPositions = []Position{
	{Variant: "starchess", Name: "start", Depth: 9},
	{Variant: "shafran", Name: "start", Depth: 9},
}
