package protocol

import (
	"fmt"
	"slices"
	"testing"
	"unicode"

	"sennight/movegen"
	"sennight/variants"
)

// This file checks every piece's XBetza string (variants.PieceType.Betza) against the piece's movement atoms, by a
// transcription of the part of XBoard 4.9.1's interpreter our strings use (moves.c, MovesFromString): atoms, the
// direction and mode modifiers, and ranges. Both are evaluated on the variant's board, empty, from every cell, for
// both colours; a hole ends a slide as it does in XBoard.

// XBoard's tables, indexed by letter (moves.c).
const (
	xbSymmetry = "FBNW.FFW.NKN.NW.QR....W..N"
	xbXStep    = "2110.130.102.10.00....0..2"
	xbYStep    = "2132.133.313.20.11....1..3"
	xbDirType  = "01000104000200000260050000"
)

var (
	xbDirs1 = [26]int{0, 0x3C, 0, 0, 0, 0xC3, 0, 0, 0, 0, 0, 0xF0, 0, 0, 0, 0, 0, 0x0F}
	xbDirs2 = [26]int{0, 0x18, 0, 0, 0, 0x81, 0, 0xFF, 0, 0, 0, 0x60, 0, 0, 0, 0, 0, 0x06, 0x66, 0, 0, 0x99}
	xbDirs3 = [26]int{0, 0x38, 0, 0, 0, 0x83, 0, 0xFF, 0, 0, 0, 0xE0, 0, 0, 0, 0, 0, 0x0E, 0xEE, 0, 0, 0xBB}
	xbDirs4 = [26]int{0, 0x10, 0, 0, 0, 0x01, 0, 0xFF, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0x04, 0x44, 0, 0, 0x11}
	// xbRot are XBoard's rotations of an atom's step (dx, dy) into its 8 directions.
	xbRot = [8][4]int{{1, 0, 0, 1}, {0, 1, 1, 0}, {0, 1, -1, 0}, {1, 0, 0, -1}, {-1, 0, 0, -1}, {0, -1, -1, 0},
		{0, -1, 1, 0}, {-1, 0, 0, 1}}
)

// betzaMove is one way of moving that a Betza atom gives: a step vector, a range (0: unlimited) and the modes.
type betzaMove struct {
	dx, dy, rng   int
	move, capture bool
}

func isLower(b byte) bool { return b >= 'a' && b <= 'z' }

// parseBetza interprets an XBetza string for a colour as XBoard does, for the atoms, modifiers and ranges above;
// anything else is an error, so that a string the test does not understand cannot pass.
func parseBetza(s string, black bool) ([]betzaMove, error) {
	var out []betzaMove
	for p := 0; p < len(s); {
		desc := p
		for p < len(s) && isLower(s[p]) {
			p++
		}
		if p >= len(s) || !unicode.IsUpper(rune(s[p])) {
			return nil, fmt.Errorf("%q: no atom at %d", s, p)
		}
		atom := s[p]
		a := atom - 'A'
		if xbSymmetry[a] == '.' {
			return nil, fmt.Errorf("%q: unknown atom %c", s, atom)
		}
		dx, dy := int(xbXStep[a]-'0'), int(xbYStep[a]-'0')
		at := func(i int) byte { // the modifier letter at i, or 0
			if i < p {
				return s[i]
			}
			return 0
		}
		dirType := func(c byte) byte { return xbDirType[c-'a'] }
		dirSet, slide := 0, false
		kingLike := false
		switch xbSymmetry[a] {
		case 'B':
			slide = true
			fallthrough
		case 'F':
			for c := at(desc); c != 0 && dirType(c) != '0'; c = at(desc) {
				b := xbDirs1[c-'a']
				if n := at(desc + 1); n != 0 && (dirType(c)|dirType(n))&3 == 3 {
					b = xbDirs1[c-'a'] & xbDirs1[n-'a']
					desc += 2
				} else {
					desc++
				}
				dirSet |= b
			}
			if dirSet &= 0xAA; dirSet == 0 {
				dirSet = 0xAA
			}
		case 'R':
			slide = true
			fallthrough
		case 'W':
			for c := at(desc); c != 0 && dirType(c)&^4 != '0'; c = at(desc) {
				dirSet |= xbDirs2[c-'a']
				desc++
			}
			if dirSet &= 0x55; dirSet == 0 {
				dirSet = 0x55
			}
		case 'N':
			if at(desc) == 'h' {
				return nil, fmt.Errorf("%q: chiral sets not covered", s)
			}
			for c := at(desc); c != 0 && dirType(c) != '0'; c = at(desc) {
				b := xbDirs2[c-'a']
				n := at(desc + 1)
				switch {
				case n == 'h':
					b = xbDirs1[c-'a']
					desc += 2
				case n == c || n != 0 && dirType(c) < '4' && (dirType(c)|dirType(n))&3 == 3:
					b = xbDirs1[c-'a'] & xbDirs2[n-'a']
					desc += 2
				default:
					desc++
				}
				dirSet |= b
			}
			if dirSet == 0 {
				dirSet = 0xFF
			}
		case 'Q':
			slide = true
			fallthrough
		case 'K':
			kingLike = true
			for c := at(desc); c != 0 && dirType(c) != '0'; c = at(desc) {
				b := xbDirs4[c-'a']
				n := at(desc + 1)
				switch {
				case n == c:
					desc++
				case n != 0 && dirType(c) < '4' && (dirType(c)|dirType(n))&3 == 3:
					b = xbDirs3[c-'a'] & xbDirs3[n-'a']
					desc += 2
				default:
					desc++
				}
				dirSet |= b
			}
			if dirSet == 0 {
				dirSet = 0xFF
			}
		}
		move, capture := true, true
		if at(desc) == 'm' {
			capture = false
			desc++
			if at(desc) == 'c' {
				capture = true
				desc++
			}
		} else if at(desc) == 'c' {
			move = false
			desc++
		}
		if desc != p {
			return nil, fmt.Errorf("%q: modifiers %q not covered", s, s[desc:p])
		}
		p++
		rng := 1
		if slide {
			rng = 0
		}
		if p < len(s) && s[p] >= '0' && s[p] <= '9' {
			rng = int(s[p] - '0')
			p++
		}
		if black {
			dirSet = (dirSet>>4 | dirSet<<4) & 255
		}
		steps := [][2]int{{dx, dy}}
		sets := []int{dirSet}
		if kingLike { // orthogonal directions with step (0,1), then the diagonal ones with (1,1)
			steps = [][2]int{{0, 1}, {1, 1}}
			sets = []int{dirSet & 0x55, dirSet & 0xAA}
		}
		for i, st := range steps {
			for dir := range 8 {
				if sets[i]&(1<<dir) == 0 {
					continue
				}
				r := xbRot[dir]
				out = append(out, betzaMove{dx: st[0]*r[0] + st[1]*r[1], dy: st[0]*r[2] + st[1]*r[3], rng: rng,
					move: move, capture: capture})
			}
		}
	}
	return out, nil
}

// target is a destination with the ways of reaching it on an empty board.
type target struct {
	cell          int
	move, capture bool
}

func betzaTargets(b *variants.Board, from int, moves []betzaMove) []target {
	set := map[int]*target{}
	c := b.Cells[from]
	for _, m := range moves {
		f, r := c.File, c.Rank
		for i := 1; m.rng == 0 || i <= m.rng; i++ {
			f, r = f+m.dx, r+m.dy
			cell, ok := b.Grid(f, r)
			if !ok {
				break // off the board or a hole (DarkSquare): both end XBoard's ray
			}
			tg := set[cell]
			if tg == nil {
				tg = &target{cell: cell}
				set[cell] = tg
			}
			tg.move = tg.move || m.move
			tg.capture = tg.capture || m.capture
		}
	}
	return sortedTargets(set)
}

// atomTargets are the destinations of a piece's Leap and Ride atoms on an empty board.
func atomTargets(v *variants.Variant, from int, pt *variants.PieceType, black bool) ([]target, error) {
	b := v.Board
	set := map[int]*target{}
	for _, a := range pt.Atoms {
		if a.Kind != variants.Leap && a.Kind != variants.Ride || len(a.Need) > 0 {
			return nil, fmt.Errorf("%s has an atom XBetza strings are not checked for", pt.Name)
		}
		for _, vec := range a.Vecs {
			if black && a.Oriented {
				vec = v.Rules.Mirror(vec)
			}
			at := from
			for i := 1; a.Kind == variants.Leap && i == 1 || a.Kind == variants.Ride && (a.Max == 0 || i <= a.Max); i++ {
				next, ok := b.Step(at, vec)
				if !ok {
					break
				}
				at = next
				tg := set[at]
				if tg == nil {
					tg = &target{cell: at}
					set[at] = tg
				}
				tg.move = tg.move || a.Mode != variants.CaptureOnly
				tg.capture = tg.capture || a.Mode != variants.MoveOnly
			}
		}
	}
	return sortedTargets(set), nil
}

func sortedTargets(set map[int]*target) []target {
	var out []target
	for _, t := range set {
		out = append(out, *t)
	}
	slices.SortFunc(out, func(a, b target) int { return a.cell - b.cell })
	return out
}

func TestBetzaStrings(t *testing.T) {
	for _, name := range movegen.GameNames() {
		v, _ := movegen.VariantByName(name)
		for i := range v.Pieces {
			pt := &v.Pieces[i]
			if pt.Betza == "" {
				continue
			}
			for _, black := range []bool{false, true} {
				moves, err := parseBetza(pt.Betza, black)
				if err != nil {
					t.Errorf("%s %s: %v", name, pt.Name, err)
					continue
				}
				for from := range v.Board.Cells {
					want, err := atomTargets(v, from, pt, black)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					if got := betzaTargets(v.Board, from, moves); !slices.Equal(got, want) {
						t.Errorf("%s %s (black %v) from %s: XBetza %q gives %v, the engine %v", name, pt.Name,
							black, v.Board.Cells[from].Name, pt.Betza, names(v.Board, got), names(v.Board, want))
						break
					}
				}
			}
		}
	}
}

func names(b *variants.Board, ts []target) []string {
	var out []string
	for _, t := range ts {
		out = append(out, b.Cells[t.cell].Name)
	}
	return out
}

// TestBetzaInterpreter pins the transcription to XBoard's documented meaning on a plain 8x8 board.
func TestBetzaInterpreter(t *testing.T) {
	chess, err := movegen.VariantByName("chess")
	if err != nil {
		t.Fatal(err)
	}
	b := chess.Board // a plain 8x8 board
	d4 := b.MustCell("d4")
	for _, tc := range []struct {
		betza string
		want  []string
	}{
		{"W", []string{"d3", "c4", "e4", "d5"}},
		{"fW", []string{"d5"}},
		{"vR", []string{"d1", "d2", "d3", "d5", "d6", "d7", "d8"}},
		{"frF", []string{"e5"}},
		{"frblF", []string{"c3", "e5"}},
		{"rfN", []string{"e6"}}, // (1,2): the wide direction first
		{"frN", []string{"f5"}}, // (2,1)
		{"ffN", []string{"c6", "e6"}},
		{"rfN0", []string{"e6", "f8"}}, // a nightrider
		{"fK", []string{"d5"}},
		{"rfC", []string{"e7"}},
	} {
		moves, err := parseBetza(tc.betza, false)
		if err != nil {
			t.Fatal(err)
		}
		got := names(b, betzaTargets(b, d4, moves))
		slices.Sort(got)
		slices.Sort(tc.want)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s from d4: %v, want %v", tc.betza, got, tc.want)
		}
	}
	if _, err := parseBetza("ifmnD", false); err == nil {
		t.Error("an uncovered modifier passed")
	}
}
