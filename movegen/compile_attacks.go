package movegen

import (
	"sort"

	"sennight/variants"
)

// attackTables answer "does colour c attack this cell" by walking outward from the cell (DESIGN.md): the compiled
// movement tables reversed, grouped so that a group whose piece types the attacker does not have is skipped.
type attackTables struct {
	leaps []leapGroup
	rays  []rayGroup
	// pathTypes are the types with Path captures; pathRev[cell] is the reverse trie of all their paths ending on
	// cell, and pathInner[cell] the cells that must be empty on the way (an own piece there may be a blocker).
	pathTypes uint64
	pathRev   [256][]revNode
	pathInner [256]Bitset
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

func compileAttacks(t *Tables, by Color) attackTables {
	var at attackTables
	b := t.Variant.Board
	// Leaps (and hit-and-run victims): mask of types per (source, target), then grouped by mask.
	leapMask := map[[2]int]uint64{}
	rayIdx := map[variants.Vec]int{}
	pathRoots := make([]*trieNode, t.N)
	for i := range pathRoots {
		pathRoots[i] = &trieNode{cell: i}
	}
	for typ := 1; typ < len(t.Types); typ++ {
		bit := uint64(1) << typ
		for ai, a := range t.atoms[by][typ] {
			if !a.capture {
				continue
			}
			def := t.Variant.Pieces[typ-1].Atoms[ai]
			switch a.kind {
			case variants.Leap, variants.Locust:
				for x := range t.N {
					for _, to := range a.targets[x] {
						leapMask[[2]int{x, int(to)}] |= bit
					}
				}
			case variants.Ride, variants.Hop, variants.Fly:
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
					switch a.kind {
					case variants.Ride:
						g.slide |= bit
					case variants.Hop:
						g.hop |= bit
					case variants.Fly:
						g.fly |= bit
					}
				}
			case variants.Path:
				at.pathTypes |= bit
				for x := range t.N {
					addReversePaths(pathRoots, x, a.trie[x], bit)
				}
			}
		}
	}
	// Group leaps by type mask, in a fixed order so that attack tests (and node counts) are deterministic.
	groupOf := map[uint64]int{}
	keys := make([][2]int, 0, len(leapMask))
	for k := range leapMask {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][1] != keys[j][1] {
			return keys[i][1] < keys[j][1]
		}
		return keys[i][0] < keys[j][0]
	})
	for _, k := range keys {
		m := leapMask[k]
		gi, ok := groupOf[m]
		if !ok {
			gi = len(at.leaps)
			groupOf[m] = gi
			at.leaps = append(at.leaps, leapGroup{types: m})
		}
		at.leaps[gi].from[k[1]] = append(at.leaps[gi].from[k[1]], Cell(k[0]))
	}
	for gi := range at.rays {
		g := &at.rays[gi]
		g.typesOfAnyAttack = g.slide | g.hop | g.fly
		for x := range t.N {
			g.rev[x] = ray(b, x, g.dir.Neg())
		}
	}
	for x := range t.N {
		at.pathRev[x] = flattenReverse(pathRoots[x].kids, nil)
		markInner(pathRoots[x].kids, &at.pathInner[x])
	}
	return at
}

// addReversePaths inserts every path of a forward trie from x into the reverse tries of the path ends: a path
// x, c1, ..., ck becomes ck's reverse path c(k-1), ..., c1, x, with the attacker types on its last node.
func addReversePaths(roots []*trieNode, x int, fwd []pathNode, bit uint64) {
	var stack []int // cells of the current path, by depth
	var ends []uint16
	for i, nd := range fwd {
		for len(ends) > 0 && int(ends[len(ends)-1]) <= i {
			ends = ends[:len(ends)-1]
			stack = stack[:len(stack)-1]
		}
		target := int(nd.cell)
		node := roots[target]
		for j := len(stack) - 1; j >= 0; j-- {
			node = node.child(stack[j])
		}
		node = node.child(x)
		node.types |= bit
		stack = append(stack, target)
		ends = append(ends, nd.end)
	}
}

func flattenReverse(nodes []*trieNode, out []revNode) []revNode {
	for _, n := range nodes {
		idx := len(out)
		out = append(out, revNode{cell: Cell(n.cell), types: n.types})
		out = flattenReverse(n.kids, out)
		if len(out) > 1<<16-1 {
			panic("movegen: reverse path trie too large")
		}
		out[idx].end = uint16(len(out))
	}
	return out
}

func markInner(nodes []*trieNode, inner *Bitset) {
	for _, n := range nodes {
		if len(n.kids) > 0 {
			inner.Set(Cell(n.cell))
			markInner(n.kids, inner)
		}
	}
}
