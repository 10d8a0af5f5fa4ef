package suite

import (
	"fmt"
	"io"
	"strings"
)

// Format writes a result as one line: the id, solved or miss, the move played, what the suite wanted and the score.
func (r Result) Format() string {
	var b strings.Builder
	verdict := "miss"
	if r.Solved {
		verdict = "ok"
	}
	fmt.Fprintf(&b, "%-4s %-40s", verdict, r.Entry.ID)
	if r.Fault != "" {
		fmt.Fprintf(&b, " fault: %s", r.Fault)
		return b.String()
	}
	fmt.Fprintf(&b, " played %-6s", r.Move)
	if len(r.Entry.Best) > 0 {
		fmt.Fprintf(&b, " bm %s", strings.Join(r.Entry.Best, " "))
	}
	if len(r.Entry.Avoid) > 0 {
		fmt.Fprintf(&b, " am %s", strings.Join(r.Entry.Avoid, " "))
	}
	if r.Entry.Points != nil {
		fmt.Fprintf(&b, " points %d/%d", r.Points, r.Entry.MaxPoints())
	}
	if r.HasScore {
		fmt.Fprintf(&b, " score %d", r.Score)
	}
	return b.String()
}

// Write writes the summary: one line per group of ids (an STS theme) when there are several, then the total
// line "NAME: solved S of T[, points P of M (X%)]".
func (s Summary) Write(w io.Writer) {
	type tally struct {
		name                             string // the group of its first entry
		solved, total, points, maxPoints int
	}
	var order []string
	groups := map[string]*tally{}
	for _, r := range s.Results {
		g := r.Entry.groupKey()
		t, ok := groups[g]
		if !ok {
			t = &tally{name: r.Entry.Group()}
			groups[g] = t
			order = append(order, g)
		}
		t.total++
		if r.Solved {
			t.solved++
		}
		if r.Entry.Points != nil {
			t.points += r.Points
			t.maxPoints += r.Entry.MaxPoints()
		}
	}
	if len(order) > 1 {
		for _, g := range order {
			t := groups[g]
			fmt.Fprintf(w, "  %-50s solved %3d of %3d%s\n", t.name, t.solved, t.total, pointsText(t.points, t.maxPoints))
		}
	}
	fmt.Fprintf(w, "%s: solved %d of %d%s in %.0f s\n", s.Player, s.Solved, s.Total,
		pointsText(s.Points, s.MaxPoints), s.Elapsed.Seconds())
}

func pointsText(points, maxPoints int) string {
	if maxPoints == 0 {
		return ""
	}
	return fmt.Sprintf(", points %d of %d (%.1f%%)", points, maxPoints, 100*float64(points)/float64(maxPoints))
}

// Compare writes, for each ordered pair of runs over the same suite, the ids the first misses and the second
// solves, one a line: where one engine falls short of the other.
func Compare(w io.Writer, runs []Summary) {
	for i, a := range runs {
		for j, b := range runs {
			if i == j || len(a.Results) != len(b.Results) {
				continue
			}
			var ids []string
			for k, ra := range a.Results {
				if !ra.Solved && b.Results[k].Solved {
					ids = append(ids, ra.Entry.ID)
				}
			}
			// One id a line: STS ids have spaces in them.
			fmt.Fprintf(w, "missed by %s, solved by %s: %d\n", a.Player, b.Player, len(ids))
			for _, id := range ids {
				fmt.Fprintf(w, "  %s\n", id)
			}
		}
	}
}
