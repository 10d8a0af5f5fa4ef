package movegen

import "sennight/variants"

// MobilityTable is the data Mobility walks, laid out flat for evaluation: per colour, type and cell, one run of
// segments, each a leap target list, a ray, a push path or a path trie, with all cells in one array. The compiled
// atom tables are slices of slices spread over the heap; on Megalomachy's board, with 80 pieces a side, chasing
// those pointers at every evaluation costs more than the counting. Built once per evaluator.
type MobilityTable struct {
	t *Tables
	// first[c][typ*256+cell] .. first[c][typ*256+cell+1] are the piece's segments.
	first [2][]uint32
	segs  []mobilitySegment
	cells []Cell
	ends  []uint16 // path tries: the end of each node's subtree, relative to the segment start
}

type mobilitySegment struct {
	kind    variants.AtomKind
	move    bool
	capture bool
	minLand uint8
	start   uint32
	n       uint16
}

// NewMobilityTable flattens the moving atoms of every type for MobilityWith. Cannon, flying and hit-and-run
// captures are left out, as in Mobility.
func NewMobilityTable(t *Tables) *MobilityTable {
	mt := &MobilityTable{t: t}
	for c := White; c <= Black; c++ {
		mt.first[c] = make([]uint32, MaxTypes*256+1)
		for typ := range MaxTypes {
			for cell := range 256 {
				mt.first[c][typ*256+cell] = uint32(len(mt.segs))
				if typ == 0 || typ >= len(t.Types) || cell >= t.N {
					continue
				}
				mt.addPiece(c, typ, Cell(cell))
			}
		}
		mt.first[c][MaxTypes*256] = uint32(len(mt.segs))
	}
	return mt
}

func (mt *MobilityTable) addPiece(c Color, typ int, from Cell) {
	for ai := range mt.t.atoms[c][typ] {
		a := &mt.t.atoms[c][typ][ai]
		seg := mobilitySegment{kind: a.kind, move: a.move, capture: a.capture, minLand: uint8(min(a.minLand, 255))}
		add := func(cells []Cell, ends []uint16) {
			if len(cells) == 0 {
				return
			}
			s := seg
			s.start, s.n = uint32(len(mt.cells)), uint16(len(cells))
			mt.cells = append(mt.cells, cells...)
			if ends != nil {
				mt.ends = append(mt.ends, ends...)
			} else {
				mt.ends = append(mt.ends, make([]uint16, len(cells))...)
			}
			mt.segs = append(mt.segs, s)
		}
		switch a.kind {
		case variants.Leap, variants.Push:
			add(a.targets[from], nil)
		case variants.Ride, variants.Grasshopper, variants.AirLift:
			for _, r := range a.rays[from] {
				add(r, nil)
			}
		case variants.Path:
			nodes := a.trie[from]
			cells := make([]Cell, len(nodes))
			ends := make([]uint16, len(nodes))
			for i, nd := range nodes {
				cells[i], ends[i] = nd.cell, nd.end
			}
			add(cells, ends)
		}
	}
}

// MobilityWith is Mobility computed from a flat table built for the position's variant; it counts the same cells.
func (p *Position) MobilityWith(mt *MobilityTable, c Color, weight *[MaxTypes]int32) int32 {
	var total int32
	first := mt.first[c]
	for i := 0; i < p.listN[c]; i++ {
		from := p.list[c][i]
		typ := p.board[from].Type()
		w := weight[typ]
		if w == 0 {
			continue
		}
		k := typ<<8 | int(from)
		n := 0
		for _, s := range mt.segs[first[k]:first[k+1]] {
			cells := mt.cells[s.start : s.start+uint32(s.n)]
			switch s.kind {
			case variants.Leap:
				for _, to := range cells {
					q := p.board[to]
					if q == Empty {
						if s.move {
							n++
						}
					} else if s.capture && q.Color() != c {
						n++
					}
				}
			case variants.Ride:
				for _, to := range cells {
					q := p.board[to]
					if q == Empty {
						if s.move {
							n++
						}
						continue
					}
					if s.capture && q.Color() != c {
						n++
					}
					break
				}
			case variants.Push:
				for _, to := range cells {
					if p.board[to] != Empty {
						break
					}
					n++
				}
			case variants.Path:
				ends := mt.ends[s.start : s.start+uint32(s.n)]
				for j := 0; j < len(cells); {
					q := p.board[cells[j]]
					if q == Empty {
						if s.move {
							n++
						}
						j++
						continue
					}
					if s.capture && q.Color() != c {
						n++
					}
					j = int(ends[j])
				}
			case variants.Grasshopper:
				for k, to := range cells {
					if p.board[to] == Empty {
						continue
					}
					if k+1 < len(cells) && p.board[cells[k+1]] == Empty {
						n++
					}
					break
				}
			case variants.AirLift:
				for k, to := range cells {
					if p.board[to] == Empty {
						continue
					}
					if k >= int(s.minLand) {
						n++
					}
					break
				}
			}
		}
		total += w * int32(n)
	}
	return total
}
