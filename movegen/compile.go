package movegen

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"sennight/variants"
)

// atom is a movement atom compiled for one colour: per-cell tables of targets, rays or path tries.
type atom struct {
	kind    variants.AtomKind
	move    bool // may end on an empty cell
	capture bool // may capture an enemy piece
	// targets: leap targets (Leap), the forward path (Push), victim cells (Locust), per source cell.
	targets [][]Cell
	// rays: per source cell, the non-empty rays in the atom's directions (Ride, Hop, Fly, Grasshopper, AirLift).
	rays [][][]Cell
	// trie: per source cell, the atom's paths in preorder (Path).
	trie    [][]pathNode
	minLand int
	// then: per victim cell, the cells a hit-and-run may land on (Locust).
	then [][]Cell
	ep   bool
}

// pathNode is a node of a path trie stored in preorder. A path may go on past a node only if its cell is empty;
// end is the index just past the node's subtree, where the walk resumes when the cell is occupied.
type pathNode struct {
	cell Cell
	end  uint16
}

// Build builds the tables of a variant. A Variant from variants.Parse may still describe a game the tables cannot
// hold (a ride too long, too many castling options, a rule naming no cell): the error names the file's key and the
// problem. Build never panics on such data; its panics are reserved for mistakes in this package.
func Build(v *variants.Variant) (*Tables, error) {
	b := v.Board
	if len(v.Pieces)+1 > MaxTypes {
		return nil, fmt.Errorf("key piece: %d piece types, at most %d", len(v.Pieces), MaxTypes-1)
	}
	t := &Tables{Variant: v, N: len(b.Cells), cellByName: map[string]Cell{}, typeByTok: map[string]int{}}
	for i, c := range b.Cells {
		t.CellName = append(t.CellName, c.Name)
		t.cellByName[c.Name] = Cell(i)
	}
	t.Types = make([]TypeInfo, len(v.Pieces)+1)
	for i, pt := range v.Pieces {
		typ := i + 1
		t.Types[typ] = TypeInfo{Token: pt.Token, Name: pt.Name, Royal: pt.Royal, Pawn: pt.Pawn, Promotes: pt.Promotes,
			EPVictim: pt.EnPassantVictim}
		if _, dup := t.typeByTok[pt.Token]; dup {
			return nil, fmt.Errorf("key piece %s.token: token %s is used twice", pt.Token, pt.Token)
		}
		t.typeByTok[pt.Token] = typ
		if pt.Royal {
			if t.royalType != 0 {
				return nil, fmt.Errorf("key piece %s.royal: more than one royal piece", pt.Token)
			}
			t.royalType = typ
		}
	}
	if t.royalType == 0 {
		return nil, errors.New("key piece: no royal piece")
	}
	geo := newGeometry(b)
	var arena trieArena
	for c := White; c <= Black; c++ {
		for i, pt := range v.Pieces {
			typ := i + 1
			for ai, def := range pt.Atoms {
				var a atom
				if c == Black && colourFree(def) {
					a = t.atoms[White][typ][ai] // the same tables: share them
				} else {
					var err error
					if a, err = compileAtom(geo, &arena, def, c, t.mirror); err != nil {
						return nil, fmt.Errorf("key piece %s.atom[%d]%w", pt.Token, ai, err)
					}
				}
				t.atoms[c][typ] = append(t.atoms[c][typ], a)
				if a.kind == variants.Locust || a.ep {
					t.hasKillMoves = true
				}
				if a.kind == variants.Locust {
					t.Types[typ].Locust = true
				}
				if a.kind == variants.Push && pt.EnPassantVictim {
					t.pushRays[c][typ] = append(t.pushRays[c][typ], a.targets)
				}
				if a.ep {
					t.epTypes[c] |= 1 << typ
					for x := range t.N {
						for _, to := range a.targets[x] {
							t.epFrom[c][to] = appendUnique(t.epFrom[c][to], Cell(x))
						}
					}
				}
			}
		}
	}
	for typ := 1; typ < len(t.Types); typ++ {
		t.Types[typ].dedupe = needsDedupe(t, typ)
	}
	if err := checkPushRays(t); err != nil {
		return nil, err
	}
	leapMask := make([]uint64, t.N*t.N)
	for c := White; c <= Black; c++ {
		compileAttacks(t, c, geo, &arena, leapMask)
		if arena.overflow {
			return nil, fmt.Errorf("key piece: the paths that reach one cell make more than %d trie nodes", maxTrieNodes)
		}
		compilePathCells(&t.attack[c], t.N)
	}
	if err := compileRules(t, v); err != nil {
		return nil, err
	}
	compilePromoNear(t)
	compileCaptureReach(t)
	t.zobrist = newZobrist(v.Name)
	if v.Rules.Promotion.OnlyCaptured {
		if err := compilePromoLimits(t); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// mirror returns Black's version of an oriented vector.
func (t *Tables) mirror(v variants.Vec) variants.Vec {
	if m := t.Variant.Rules.Mirror; m != nil {
		return m(v)
	}
	return variants.Rotate180(v)
}

func appendUnique(list []Cell, c Cell) []Cell {
	for _, x := range list {
		if x == c {
			return list
		}
	}
	return append(list, c)
}

// checkPushRays refuses a game whose en passant rights cannot be kept: a push that passes more cells than a
// position records, or two push atoms of one type that reach the same cell from the same cell through different
// cells (the rights such a move leaves would depend on which atom made it).
func checkPushRays(t *Tables) error {
	for c := White; c <= Black; c++ {
		for typ, rays := range t.pushRays[c] {
			for x := range t.N {
				for i, ri := range rays {
					if len(ri[x]) > len(Position{}.epCells)+1 {
						return fmt.Errorf("key piece %s.atom: a push from %s passes %d cells; en passant rights cover "+
							"at most %d", t.Types[typ].Token, t.CellName[x], len(ri[x])-1, len(Position{}.epCells))
					}
					for _, rj := range rays[i+1:] {
						for k := range ri[x] {
							for l := range rj[x] {
								if ri[x][k] == rj[x][l] && !slices.Equal(ri[x][:k], rj[x][:l]) {
									return fmt.Errorf("key piece %s.atom: two push atoms go from %s to %s through "+
										"different cells, so the en passant cells of that move are ambiguous",
										t.Types[typ].Token, t.CellName[x], t.CellName[ri[x][k]])
								}
							}
						}
					}
				}
			}
		}
	}
	return nil
}

// colourFree reports whether an atom compiles to the same tables for both colours: it is not oriented, and it is
// not a Push (whose step counts are per colour).
// An atom limited to the start cells is not either: the cells differ by colour.
func colourFree(def variants.Atom) bool {
	return !def.Oriented && def.Kind != variants.Push && def.From[White] == nil
}

// compileAtom turns one atom description into per-cell tables for colour c. An error names the problem after the
// atom's key: it begins with the rest of the key (".max: ...") or with ": ".
func compileAtom(geo *geometry, arena *trieArena, def variants.Atom, c Color, mirror func(variants.Vec) variants.Vec) (atom, error) {
	orient := func(v variants.Vec) variants.Vec {
		if def.Oriented && c == Black {
			return mirror(v)
		}
		return v
	}
	orientAll := func(vs []variants.Vec) []variants.Vec {
		out := make([]variants.Vec, len(vs))
		for i, v := range vs {
			out[i] = orient(v)
		}
		return out
	}
	b := geo.b
	n := geo.n
	a := atom{kind: def.Kind, move: def.Mode != variants.CaptureOnly, capture: def.Mode != variants.MoveOnly,
		minLand: max(def.MinLand, 1), ep: def.EnPassant}
	switch def.Kind {
	case variants.Leap:
		a.targets = make([][]Cell, n)
		for x := range n {
			if !fromAllowed(b, def, c, x) {
				continue
			}
			for i, v := range def.Vecs {
				to, ok := geo.step(x, orient(v))
				if !ok || to == x || !allExist(geo, x, def.Need, i, orient) {
					continue
				}
				a.targets[x] = appendUnique(a.targets[x], Cell(to))
			}
		}
	case variants.Ride:
		if def.Max > 0 {
			// A bounded ride is a path of repeated steps; the path machinery handles it, reverse tables included.
			// A straight ride never comes back to a cell, so it has fewer than n steps: a larger bound is none.
			steps := min(def.Max, n)
			var seqs [][]variants.Vec
			for _, d := range def.Vecs {
				seq := make([]variants.Vec, steps)
				for i := range seq {
					seq[i] = d
				}
				seqs = append(seqs, seq)
			}
			a, err := compileAtom(geo, arena, variants.Atom{Kind: variants.Path, Mode: def.Mode, Paths: seqs,
				Oriented: def.Oriented}, c, mirror)
			if errors.Is(err, errPathTooLong) {
				return a, fmt.Errorf(".max: %d: %w; leave max out for an unbounded ride", def.Max, errPathTooLong)
			}
			return a, err
		}
		a.rays = geo.raySet(orientAll(def.Vecs))
	case variants.Hop, variants.Fly, variants.Grasshopper, variants.AirLift:
		a.rays = geo.raySet(orientAll(def.Vecs))
	case variants.Path:
		a.trie = make([][]pathNode, n)
		for x := range n {
			arena.reset()
			root, depth := forwardTrie(geo, arena, x, def.Paths, orient)
			if depth > maxPathLen {
				return a, fmt.Errorf(".paths: %w (%d from %s)", errPathTooLong, depth, b.Cells[x].Name)
			}
			nodes := arena.countNodes(root)
			if nodes > maxTrieNodes {
				return a, fmt.Errorf(".paths: the paths from %s make %d trie nodes; at most %d", b.Cells[x].Name,
					nodes, maxTrieNodes)
			}
			a.trie[x] = arena.flattenPaths(root, make([]pathNode, 0, nodes))
		}
	case variants.Locust:
		a.targets = make([][]Cell, n)
		a.then = make([][]Cell, n)
		for x := range n {
			for _, v := range def.Vecs {
				if to, ok := geo.step(x, orient(v)); ok {
					a.targets[x] = appendUnique(a.targets[x], Cell(to))
				}
			}
			for _, v := range def.Then {
				if to, ok := geo.step(x, orient(v)); ok {
					a.then[x] = appendUnique(a.then[x], Cell(to))
				}
			}
		}
	case variants.Push:
		if len(def.Vecs) != 1 {
			return a, errors.New(".vecs: a push has exactly one forward vector")
		}
		fwd := orient(def.Vecs[0])
		for name := range def.Steps[c] {
			if _, ok := b.Lookup(name); !ok {
				return a, fmt.Errorf(".steps: no cell %q on this board", name)
			}
		}
		a.targets = make([][]Cell, n)
		for x := range n {
			if !fromAllowed(b, def, c, x) {
				continue
			}
			steps := max(def.DefaultSteps, 1)
			if s, ok := def.Steps[c][b.Cells[x].Name]; ok {
				steps = s
			}
			cur := x
			for range steps {
				to, ok := geo.step(cur, fwd)
				if !ok || !allExist(geo, to, def.Need, 0, orient) {
					break
				}
				a.targets[x] = append(a.targets[x], Cell(to))
				cur = to
			}
		}
	default:
		return a, fmt.Errorf(".kind: unknown atom kind %d", def.Kind)
	}
	return a, nil
}

// fromAllowed reports whether an atom may be used from cell x by colour c: anywhere, or, for an atom limited to
// the start cells (variants.Atom.From), only from those. The limit lives in the per-cell tables, so generation,
// attacks and en passant need no test of their own.
func fromAllowed(b *variants.Board, def variants.Atom, c Color, x int) bool {
	if def.From[c] == nil {
		return true
	}
	return slices.Contains(def.From[c], b.Cells[x].Name)
}

// allExist reports whether the cells need[i] (relative to from) all exist; a missing need list means no condition.
func allExist(geo *geometry, from int, need [][]variants.Vec, i int, orient func(variants.Vec) variants.Vec) bool {
	if i >= len(need) {
		return true
	}
	for _, v := range need[i] {
		if _, ok := geo.step(from, orient(v)); !ok {
			return false
		}
	}
	return true
}

// errPathTooLong: a path goes on for more steps on the board than a path trie holds.
var errPathTooLong = fmt.Errorf("a path of more than %d steps on this board", maxPathLen)

// forwardTrie merges the step sequences of a Path atom from cell x into a trie of cells in the arena and returns
// its root and the steps of its longest path. A sequence ends where a step leaves the board or comes back to x.
func forwardTrie(geo *geometry, arena *trieArena, x int, seqs [][]variants.Vec, orient func(variants.Vec) variants.Vec) (root int32, depth int) {
	root = arena.add(x)
	for _, seq := range seqs {
		node, cur := root, x
		for i, s := range seq {
			next, ok := geo.step(cur, orient(s))
			if !ok || next == x {
				break
			}
			node = arena.child(node, next)
			cur = next
			depth = max(depth, i+1)
		}
	}
	return root, depth
}

// needsDedupe reports whether two atoms of a type, or two paths of one Path atom, can produce the same move
// (same destination with compatible modes) from some cell. Hit-and-run moves carry their victim cell and never
// coincide with plain moves, so Locust atoms are left out.
func needsDedupe(t *Tables, typ int) bool {
	for c := White; c <= Black; c++ {
		atoms := t.atoms[c][typ]
		for x := range t.N {
			var moveSeen, capSeen Bitset
			for _, a := range atoms {
				var mine Bitset
				dup := false
				add := func(cell Cell) {
					if mine.Has(cell) {
						dup = true // one path trie reaching a cell twice
					}
					mine.Set(cell)
				}
				switch a.kind {
				case variants.Leap, variants.Push:
					for _, to := range a.targets[x] {
						add(to)
					}
				case variants.Ride, variants.Hop, variants.Fly, variants.Grasshopper, variants.AirLift:
					for _, r := range a.rays[x] {
						for _, to := range r {
							add(to)
						}
					}
				case variants.Path:
					for _, nd := range a.trie[x] {
						add(nd.cell)
					}
				default:
					continue
				}
				if dup {
					return true
				}
				for w := range mine {
					if (a.move && moveSeen[w]&mine[w] != 0) || (a.capture && capSeen[w]&mine[w] != 0) {
						return true
					}
				}
				if a.move {
					moveSeen.Or(&mine)
				}
				if a.capture {
					capSeen.Or(&mine)
				}
			}
		}
	}
	return false
}

// material is an insufficient-material pattern: the piece counts of the stronger and the weaker side.
type material struct {
	strong, weak [MaxTypes]uint8
}

// compileRules resolves the variant's rule switches into cells and types. The error is the first problem found.
func compileRules(t *Tables, v *variants.Variant) error {
	var err error
	fail := func(format string, args ...any) {
		if err == nil {
			err = fmt.Errorf("key rules: "+format, args...)
		}
	}
	mustCell := func(name string) Cell {
		c, ok := t.cellByName[name]
		if !ok {
			fail("no cell %q on this board", name)
		}
		return c
	}
	mustType := func(tok string) int {
		typ := t.typeByTok[tok]
		if typ == 0 {
			fail("no piece %q in this game", tok)
		}
		return typ
	}
	r := v.Rules
	for c := White; c <= Black; c++ {
		for _, name := range r.Promotion.Cells[c] {
			t.promoCell[c].Set(mustCell(name))
		}
	}
	for c := White; c <= Black; c++ {
		for _, name := range r.Promotion.Optional[c] {
			t.promoCell[c].Set(mustCell(name))
			t.promoOptional[c].Set(mustCell(name))
		}
	}
	for _, tok := range r.Promotion.Choices {
		t.promoChoices = append(t.promoChoices, mustType(tok))
	}
	for i := range t.castleKeep {
		t.castleKeep[i] = 0xFF
	}
	if len(r.Castling) > 8 {
		return fmt.Errorf("key rules.castling: %d castlings, at most 8", len(r.Castling))
	}
	for i, cr := range r.Castling {
		rule := castleRule{colour: Color(cr.Colour), king: mustCell(cr.King), partner: mustCell(cr.Partner),
			partnerType: mustType(cr.PartnerPiece), right: 1 << i}
		t.castles = append(t.castles, rule)
		t.castleKeep[rule.king] &^= rule.right
		t.castleKeep[rule.partner] &^= rule.right
		for _, o := range cr.Options {
			opt := castleOption{rule: i, kingTo: mustCell(o.KingTo), partnerTo: mustCell(o.PartnerTo)}
			opt.text = opt.kingTo
			if o.TextTo != "" {
				opt.text = mustCell(o.TextTo)
			}
			for _, n := range o.Empty {
				opt.empty = append(opt.empty, mustCell(n))
			}
			for _, n := range o.Safe {
				opt.safe = append(opt.safe, mustCell(n))
			}
			t.castleOpts = append(t.castleOpts, opt)
		}
	}
	if r.CastlingLetters == variants.CastlingSides && v.Board.Files > 'K'-'A' {
		return fmt.Errorf("key rules.castling_letters: K and Q name castling sides, but the board has %d files "+
			"and the FEN's castling field would read them as the k and q files", v.Board.Files)
	}
	if len(t.castleOpts) > 63 {
		return fmt.Errorf("key rules.castling: %d castling options in all, at most 63", len(t.castleOpts))
	}
	if r.Placement != nil {
		t.placement = true
		for c := White; c <= Black; c++ {
			for _, name := range r.Placement.Zone[c] {
				t.dropZone[c] = append(t.dropZone[c], mustCell(name))
			}
		}
	}
	for _, tok := range r.FlyBlockers {
		t.flyBlockers |= 1 << mustType(tok)
	}
	if a := r.AntiTrading; a != nil {
		t.antiVictim = mustType(a.Victim)
		for _, tok := range a.Capturers {
			t.antiCapturers |= 1 << mustType(tok)
		}
	}
	if r.CheckRepetitionBan != "" {
		t.repBanType = mustType(r.CheckRepetitionBan)
	}
	if r.ClockExempt != "" {
		t.clockExempt = mustType(r.ClockExempt)
	}
	for _, pat := range r.InsufficientMaterial {
		sides := strings.Split(pat, "-")
		if len(sides) != 2 {
			return fmt.Errorf("key rules.insufficient_material: %q: want STRONG-WEAK token strings", pat)
		}
		var m material
		for s, side := range sides {
			for _, tok := range splitTokens(side) {
				if s == 0 {
					m.strong[mustType(tok)]++
				} else {
					m.weak[mustType(tok)]++
				}
			}
		}
		t.insufficient = append(t.insufficient, m)
	}
	return err
}

// splitTokens splits a run of piece tokens ("KBN", "KE'") into tokens.
func splitTokens(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if i+1 < len(s) && s[i+1] == '\'' {
			out = append(out, s[i:i+2])
			i++
			continue
		}
		out = append(out, s[i:i+1])
	}
	return out
}

// compilePromoNear marks, per colour and promoting type, the cells from which some move of the type (on an empty
// board, so every move any position allows) ends on one of its promotion cells.
func compilePromoNear(t *Tables) {
	for c := White; c <= Black; c++ {
		for typ := 1; typ < len(t.Types); typ++ {
			if !t.Types[typ].Promotes {
				continue
			}
			for x := range t.N {
				moves, caps := t.EmptyBoardReach(c, typ, Cell(x))
				moves.Or(&caps)
				reach := moves.and(&t.promoCell[c])
				if !reach.Empty() {
					t.promoNear[c][typ].Set(Cell(x))
				}
			}
		}
	}
}

// compilePromoLimits sets the promotion limits of Promotion.OnlyCaptured: each type's count in the start position.
// The start position is read with the tables complete but the rule still off (reading it generates no promotions).
func compilePromoLimits(t *Tables) error {
	start, err := NewPosition(t, t.Variant.StartFEN)
	if err != nil {
		return fmt.Errorf("key start: %w", err)
	}
	for c := White; c <= Black; c++ {
		for typ := 1; typ < len(t.Types); typ++ {
			t.promoLimit[c][typ] = start.count[c][typ] + start.hand[c][typ]
		}
	}
	t.promoLimited = true
	return nil
}

// compileCaptureReach fills captureReach from the empty-board reach of every colour and type; Black shares White's
// sets when they are equal.
func compileCaptureReach(t *Tables) {
	for c := White; c <= Black; c++ {
		for typ := 1; typ < len(t.Types); typ++ {
			sets := make([]Bitset, t.N)
			for x := range t.N {
				_, sets[x] = t.EmptyBoardReach(c, typ, Cell(x))
			}
			if c == Black && slices.Equal(sets, t.captureReach[White][typ]) {
				sets = t.captureReach[White][typ]
			}
			t.captureReach[c][typ] = sets
		}
	}
}
