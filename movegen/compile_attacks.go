package movegen

import "sennight/variants"

// attackTables answer "does colour c attack this cell" by walking outward from the cell (docs/design.md, "Attacks:
// the tables reversed"): the compiled movement tables reversed, grouped so that a group whose piece types the
// attacker does not have is skipped.
type attackTables struct {
	leaps []leapGroup
	rays  []rayGroup
	// pathTypes are the types with Path captures; pathRev[cell] is the reverse trie of all their paths ending on
	// cell, and pathInner[cell] the cells that must be empty on the way (an own piece there may be a blocker).
	pathTypes uint64
	pathRev   [256][]revNode
	pathInner [256]Bitset
	// pathCells[cell]: the cells of every reverse path node of cell, which path captures onto cell depend on
	// (MayGiveCheck's test for discovered checks).
	pathCells [256]Bitset
}

// leapGroup: a piece of one of types standing on a cell of from[target] captures onto target by a leap.
type leapGroup struct {
	types uint64
	from  [256][]Cell
}

// rayGroup is one direction of sliding, cannon or flying captures. rev[target] lists the cells from the target
// outward against the direction, nearest first: where an attacker along this direction would stand.
type rayGroup struct {
	dir              variants.Vec
	slide, hop, fly  uint64
	rev              [256][]Cell
	typesOfAnyAttack uint64
}

// revNode is a node of a reverse path trie: an attacker of one of types on cell attacks the trie's root; the
// children are longer paths, which need cell to be empty.
type revNode struct {
	cell  Cell
	end   uint16
	types uint64
}

// compileAttacks builds t.attack[by]. Black reuses White's reverse path tries when both colours' Path atoms are
// the same tables (no Path atom is oriented), as in every current variant.
//
// leapMask is scratch space of t.N*t.N entries, all zero.
func compileAttacks(t *Tables, by Color, geo *geometry, arena *trieArena, leapMask []uint64) {
	at := &t.attack[by]
	n := t.N
	// leapMask[target*n+source]: the types that capture from source onto target by a leap (or a hit-and-run leg).
	defer clear(leapMask)
	rayIdx := map[variants.Vec]int{}
	type pathAtom struct {
		trie [][]pathNode
		bit  uint64
	}
	var paths []pathAtom
	for typ := 1; typ < len(t.Types); typ++ {
		bit := uint64(1) << typ
		for ai := range t.atoms[by][typ] {
			a := &t.atoms[by][typ][ai]
			switch rule := a.captureRule(); rule {
			case capturesOnTarget:
				for x := range n {
					for _, to := range a.targets[x] {
						leapMask[int(to)*n+x] |= bit
					}
				}
			case capturesFirstOnRay, capturesBeyondScreen, capturesFlying:
				def := t.Variant.Pieces[typ-1].Atoms[ai]
				for _, d := range def.Vecs {
					if def.Oriented && by == Black {
						d = t.mirror(d)
					}
					gi, ok := rayIdx[d]
					if !ok {
						gi = len(at.rays)
						rayIdx[d] = gi
						at.rays = append(at.rays, rayGroup{dir: d})
					}
					g := &at.rays[gi]
					switch rule {
					case capturesFirstOnRay:
						g.slide |= bit
					case capturesBeyondScreen:
						g.hop |= bit
					case capturesFlying:
						g.fly |= bit
					}
				}
			case capturesOnPath:
				at.pathTypes |= bit
				paths = append(paths, pathAtom{a.trie, bit})
			}
		}
	}
	compileLeapGroups(at, leapMask, n)
	for gi := range at.rays {
		g := &at.rays[gi]
		g.typesOfAnyAttack = g.slide | g.hop | g.fly
		back := g.dir.Neg()
		for x := range n {
			g.rev[x] = geo.ray(x, back)
		}
	}
	if len(paths) == 0 {
		return
	}
	if by == Black && samePathAtoms(t) {
		white := &t.attack[White]
		at.pathRev, at.pathInner = white.pathRev, white.pathInner
		return
	}
	// Reverse tries: roots 0..n-1 are the targets. Each forward path node ends one reverse path, and the reverse
	// paths share most inner nodes, so about n + 1.5 x the forward nodes is room enough.
	arena.reset()
	forward := 0
	for _, pa := range paths {
		for x := range n {
			forward += len(pa.trie[x])
		}
	}
	arena.reserve(n + forward + forward/2)
	for x := range n {
		arena.add(x)
	}
	for _, pa := range paths {
		for x := range n {
			addReversePaths(arena, x, pa.trie[x], pa.bit)
		}
	}
	for x := range n {
		at.pathRev[x] = arena.flattenReverse(int32(x), make([]revNode, 0, arena.countNodes(int32(x))), &at.pathInner[x])
	}
}

// compilePathCells fills at.pathCells from the reverse path tries.
func compilePathCells(at *attackTables, n int) {
	for x := range n {
		for _, nd := range at.pathRev[x] {
			at.pathCells[x].Set(nd.cell)
		}
	}
}

// compileLeapGroups groups the (source, target) leap captures by their type mask. Groups are numbered in order of
// first appearance by target, then source, so attack tests (and node counts) are deterministic; each group's
// source lists share one backing array.
func compileLeapGroups(at *attackTables, leapMask []uint64, n int) {
	groupOf := map[uint64]int{}
	var counts []int
	for _, m := range leapMask {
		if m == 0 {
			continue
		}
		gi, ok := groupOf[m]
		if !ok {
			gi = len(at.leaps)
			groupOf[m] = gi
			at.leaps = append(at.leaps, leapGroup{types: m})
			counts = append(counts, 0)
		}
		counts[gi]++
	}
	backing := make([][]Cell, len(at.leaps))
	start := make([]int, len(at.leaps))
	for gi := range at.leaps {
		backing[gi] = make([]Cell, 0, counts[gi])
	}
	for target := range n {
		for gi := range at.leaps {
			start[gi] = len(backing[gi])
		}
		for x, m := range leapMask[target*n : (target+1)*n] {
			if m != 0 {
				gi := groupOf[m]
				backing[gi] = append(backing[gi], Cell(x))
			}
		}
		for gi := range at.leaps {
			if end := len(backing[gi]); end > start[gi] {
				at.leaps[gi].from[target] = backing[gi][start[gi]:end:end]
			}
		}
	}
}

// samePathAtoms reports whether every type's Path atoms are the same tables for both colours.
func samePathAtoms(t *Tables) bool {
	for typ := 1; typ < len(t.Types); typ++ {
		w, b := t.atoms[White][typ], t.atoms[Black][typ]
		for ai := range w {
			if w[ai].kind == variants.Path && (len(w[ai].trie) == 0 || &w[ai].trie[0] != &b[ai].trie[0]) {
				return false
			}
		}
	}
	return true
}

// maxPathLen bounds the steps of a Path atom's sequences (Megalomachy's bent sliders have 16).
const maxPathLen = 64

// addReversePaths inserts every path of a forward trie from x into the reverse tries of the path ends (roots
// 0..n-1 of the arena): a path x, c1, ..., ck becomes ck's reverse path c(k-1), ..., c1, x, with the attacker types
// on its last node.
func addReversePaths(arena *trieArena, x int, fwd []pathNode, bit uint64) {
	var stack [maxPathLen]int // cells of the current path, by depth
	var ends [maxPathLen]uint16
	depth := 0
	for i, nd := range fwd {
		for depth > 0 && int(ends[depth-1]) <= i {
			depth--
		}
		target := int(nd.cell)
		node := int32(target)
		for j := depth - 1; j >= 0; j-- {
			node = arena.child(node, stack[j])
		}
		node = arena.child(node, x)
		arena.nodes[node].types |= bit
		if depth == len(stack) {
			panic("movegen: a path is longer than maxPathLen steps")
		}
		stack[depth], ends[depth] = target, nd.end
		depth++
	}
}
