package movegen

// Perft counts the leaf nodes of the legal move tree of a depth (docs/rules/README.md §5). The last ply is
// bulk-counted: at depth 1 it returns the number of legal moves without making them. Draw rules do not cut the tree.
func Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	lists := make([]MoveList, depth)
	for i := range lists {
		lists[i].Moves = make([]Move, 0, 256)
	}
	return perft(p, depth, lists)
}

// PerftNoBulk is Perft without bulk counting: every leaf move is made and unmade, which measures make/unmake as well
// as generation.
func PerftNoBulk(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	lists := make([]MoveList, depth)
	for i := range lists {
		lists[i].Moves = make([]Move, 0, 256)
	}
	return perftNoBulk(p, depth, lists)
}

func perftNoBulk(p *Position, depth int, lists []MoveList) uint64 {
	if depth == 0 {
		return 1
	}
	ml := &lists[depth-1]
	p.LegalMoves(ml)
	var n uint64
	for _, m := range ml.Moves {
		p.MakeMove(m)
		n += perftNoBulk(p, depth-1, lists)
		p.UnmakeMove()
	}
	return n
}

func perft(p *Position, depth int, lists []MoveList) uint64 {
	ml := &lists[depth-1]
	p.LegalMoves(ml)
	if depth == 1 {
		return uint64(ml.Len())
	}
	var n uint64
	for _, m := range ml.Moves {
		p.MakeMove(m)
		n += perft(p, depth-1, lists)
		p.UnmakeMove()
	}
	return n
}

// DivideEntry is the leaf count below one root move.
type DivideEntry struct {
	Move  string
	Nodes uint64
}

// Divide returns the perft count below each legal root move, in generation order.
func Divide(p *Position, depth int) []DivideEntry {
	var ml MoveList
	p.LegalMoves(&ml)
	out := make([]DivideEntry, 0, ml.Len())
	for _, m := range ml.Moves {
		text := p.MoveText(m)
		p.MakeMove(m)
		out = append(out, DivideEntry{text, Perft(p, depth-1)})
		p.UnmakeMove()
	}
	return out
}
