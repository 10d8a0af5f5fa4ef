package render

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"sennight/variants"
)

// coordinates writes each file's letter below its lowest cell and each rank's number before its first cell, one
// step further along the file or rank, in every panel. The steps are measured on the picture itself (the distance
// between two neighbours along a file or a rank), so this works for every layout. Where a rank's number would sit
// on a file's letter (the upper level of a two-level board, whose files and ranks both start on its lower left
// edge), it goes after the rank's last cell instead.
func coordinates(s *Scene, b *variants.Board, f *frame) {
	type key struct{ panel, line int }
	lowest := map[key]int{} // (panel, file) -> cell with the lowest rank
	first := map[key]int{}  // (panel, rank) -> cell with the lowest file
	last := map[key]int{}   // (panel, rank) -> cell with the highest file
	for i, c := range b.Cells {
		kf, kr := key{c.Panel, c.File}, key{c.Panel, c.Rank}
		if j, ok := lowest[kf]; !ok || b.Cells[j].Rank > c.Rank {
			lowest[kf] = i
		}
		if j, ok := first[kr]; !ok || b.Cells[j].File > c.File {
			first[kr] = i
		}
		if j, ok := last[kr]; !ok || b.Cells[j].File < c.File {
			last[kr] = i
		}
	}
	// One step up a file and one step along a rank, in picture units.
	var upFile, alongRank Point
	for i, c := range b.Cells {
		if j, ok := b.Grid(c.File, c.Rank+1); ok && b.Cells[j].Panel == c.Panel && upFile == (Point{}) {
			upFile = Point{f.centers[j].X - f.centers[i].X, f.centers[j].Y - f.centers[i].Y}
		}
		if j, ok := b.Grid(c.File+1, c.Rank); ok && b.Cells[j].Panel == c.Panel && alongRank == (Point{}) {
			alongRank = Point{f.centers[j].X - f.centers[i].X, f.centers[j].Y - f.centers[i].Y}
		}
	}
	at := func(i int, step Point, k float64) Point {
		ctr := f.centers[i]
		return Point{ctr.X + k*step.X, ctr.Y + k*step.Y}
	}
	label := func(pt Point, text string) {
		s.add(Shape{Kind: Text, Center: pt, Str: text, Size: 0.55 * unit, Fill: labelColour, Class: "label"})
	}
	// Labels in a fixed order (panel, then file or rank), so that the same position always gives the same file.
	sorted := func(m map[key]int) []key {
		keys := make([]key, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(a, b int) bool {
			return keys[a].panel < keys[b].panel || keys[a].panel == keys[b].panel && keys[a].line < keys[b].line
		})
		return keys
	}
	var fileLabels []Point
	for _, k := range sorted(lowest) {
		i := lowest[k]
		pt := at(i, upFile, -0.8)
		fileLabels = append(fileLabels, pt)
		text := string(rune('a' + k.line))
		if !b.GridNamed() {
			// A board with its own cell names (Gliński's: no file j): the file's letters from its lowest cell.
			text = strings.TrimRight(b.Cells[i].Name, "0123456789")
		}
		label(pt, text)
	}
	if !b.GridNamed() {
		return // its rank numbers follow the files, not the grid's rows: --names shows them
	}
	free := func(pt Point, panel int) bool {
		for _, f := range fileLabels {
			if math.Hypot(f.X-pt.X, f.Y-pt.Y) < unit {
				return false
			}
		}
		for i, c := range f.centers {
			if b.Cells[i].Panel == panel && math.Hypot(c.X-pt.X, c.Y-pt.Y) < 0.9*unit {
				return false
			}
		}
		return true
	}
	for _, k := range sorted(first) {
		i := first[k]
		candidates := []Point{at(i, alongRank, -0.8), at(last[k], alongRank, 0.8), at(i, alongRank, -1.3),
			at(last[k], alongRank, 1.3)}
		pt := candidates[0]
		for _, c := range candidates {
			if free(c, k.panel) {
				pt = c
				break
			}
		}
		label(pt, fmt.Sprint(k.line))
	}
}
