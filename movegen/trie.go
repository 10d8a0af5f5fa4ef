package movegen

// trieArena holds build-time path tries (forward tries of Path atoms, reverse tries of attack tables) as nodes of
// one slice linked by index, so building Megalomachy's bent-slider tries costs a few slice growths rather than a
// heap object per node. Children keep their insertion order, which fixes the preorder of the flattened tables.
type trieArena struct {
	nodes []arenaNode
	// overflow: a flattened reverse trie would have had more than maxTrieNodes nodes, so its tables are wrong and
	// Build refuses the game. (Forward tries are counted before they are flattened.)
	overflow bool
}

// maxTrieNodes bounds a flattened trie: a node's end index is a uint16.
const maxTrieNodes = 1<<16 - 1

type arenaNode struct {
	cell           int32
	firstKid, next int32 // -1: none
	lastKid        int32
	types          uint64 // reverse tries: the piece types that attack from this cell
	hasKids        bool
}

// reset empties the arena, keeping its storage.
func (a *trieArena) reset() { a.nodes = a.nodes[:0] }

// reserve makes room for n more nodes without further growth.
func (a *trieArena) reserve(n int) {
	if cap(a.nodes)-len(a.nodes) < n {
		a.nodes = append(make([]arenaNode, 0, len(a.nodes)+n), a.nodes...)
	}
}

// add appends a node without a parent (a root) and returns its index. The arena doubles when full: append alone
// grows large slices by a quarter, which would allocate several times the final size.
func (a *trieArena) add(cell int) int32 {
	if len(a.nodes) == cap(a.nodes) {
		a.reserve(max(len(a.nodes), 1024))
	}
	a.nodes = append(a.nodes, arenaNode{cell: int32(cell), firstKid: -1, next: -1, lastKid: -1})
	return int32(len(a.nodes) - 1)
}

// child returns the child of n on cell, adding it if needed.
func (a *trieArena) child(n int32, cell int) int32 {
	for k := a.nodes[n].firstKid; k >= 0; k = a.nodes[k].next {
		if a.nodes[k].cell == int32(cell) {
			return k
		}
	}
	k := a.add(cell)
	if last := a.nodes[n].lastKid; last >= 0 {
		a.nodes[last].next = k
	} else {
		a.nodes[n].firstKid = k
	}
	a.nodes[n].lastKid = k
	a.nodes[n].hasKids = true
	return k
}

// flattenPaths writes the subtrees of n's children in preorder as path nodes (a forward trie).
func (a *trieArena) flattenPaths(n int32, out []pathNode) []pathNode {
	for k := a.nodes[n].firstKid; k >= 0; k = a.nodes[k].next {
		idx := len(out)
		out = append(out, pathNode{cell: Cell(a.nodes[k].cell)})
		out = a.flattenPaths(k, out)
		if len(out) > maxTrieNodes {
			panic("movegen: path trie too large") // Build counts the nodes first
		}
		out[idx].end = uint16(len(out))
	}
	return out
}

// flattenReverse writes the subtrees of n's children in preorder as reverse nodes, and marks in inner every node
// that has children (a cell that must be empty for a longer attack path).
func (a *trieArena) flattenReverse(n int32, out []revNode, inner *Bitset) []revNode {
	for k := a.nodes[n].firstKid; k >= 0; k = a.nodes[k].next {
		nd := &a.nodes[k]
		idx := len(out)
		out = append(out, revNode{cell: Cell(nd.cell), types: nd.types})
		if nd.hasKids {
			inner.Set(Cell(nd.cell))
		}
		out = a.flattenReverse(k, out, inner)
		if len(out) > maxTrieNodes {
			a.overflow = true
			return out
		}
		out[idx].end = uint16(len(out))
	}
	return out
}

// countNodes returns the number of nodes below n.
func (a *trieArena) countNodes(n int32) int {
	total := 0
	for k := a.nodes[n].firstKid; k >= 0; k = a.nodes[k].next {
		total += 1 + a.countNodes(k)
	}
	return total
}
