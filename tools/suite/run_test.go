package suite

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"sennight/movegen"
	"sennight/tools/match"
)

// TestRunFixture runs the composed fixture (a mate in 1, a hanging Queen, a Queen capture to avoid, a mate worth
// 10 points against a 5-point rook move) with the in-process engine at a fixed depth: it must solve every position
// and earn every point.
func TestRunFixture(t *testing.T) {
	f, err := os.Open("testdata/fixture.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := match.ParseSpec("engine:depth=4,threads=1,hash=1")
	if err != nil {
		t.Fatal(err)
	}
	var progress bytes.Buffer
	sum, err := Run(entries, Options{Variant: "chess", Player: spec, Progress: &progress})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Solved != 4 || sum.Total != 4 || sum.Points != 10 || sum.MaxPoints != 10 {
		t.Errorf("solved %d of %d, points %d of %d; want 4 of 4, 10 of 10\n%s", sum.Solved, sum.Total, sum.Points,
			sum.MaxPoints, progress.String())
	}
	wantMoves := []string{"a1a8", "d2d5", "", "h1h8"}
	for i, r := range sum.Results {
		if wantMoves[i] != "" && r.Move != wantMoves[i] {
			t.Errorf("%s: played %s, want %s", r.Entry.ID, r.Move, wantMoves[i])
		}
	}
	if lines := strings.Count(progress.String(), "\n"); lines != 4 {
		t.Errorf("%d progress lines, want 4:\n%s", lines, progress.String())
	}
	var out bytes.Buffer
	sum.Write(&out)
	if !strings.Contains(out.String(), "solved 4 of 4, points 10 of 10 (100.0%)") {
		t.Errorf("summary %q", out.String())
	}
}

// TestSolves: a best move solves unless it is also to be avoided; with only moves to avoid any other move solves;
// with only points the move of the most points does; a miss is counted against the other run in Compare.
func TestSolves(t *testing.T) {
	tg := target{best: []movegen.Move{1, 2}, avoid: []movegen.Move{2}}
	if !tg.solves(1, 0) || tg.solves(2, 0) || tg.solves(3, 0) {
		t.Error("bm with am")
	}
	tg = target{avoid: []movegen.Move{2}}
	if !tg.solves(1, 0) || tg.solves(2, 0) {
		t.Error("am alone")
	}
	tg = target{points: map[movegen.Move]int{1: 10, 2: 5}}
	if !tg.solves(1, 10) || tg.solves(2, 10) || tg.solves(3, 10) {
		t.Error("points alone")
	}
	a := Summary{Player: "a", Results: []Result{{Entry: Entry{ID: "x.1"}}, {Entry: Entry{ID: "x.2"}, Solved: true}}}
	b := Summary{Player: "b", Results: []Result{{Entry: Entry{ID: "x.1"}, Solved: true}, {Entry: Entry{ID: "x.2"}}}}
	var out bytes.Buffer
	Compare(&out, []Summary{a, b})
	want := "missed by a, solved by b: 1\n  x.1\nmissed by b, solved by a: 1\n  x.2\n"
	if out.String() != want {
		t.Errorf("compare:\n%s\nwant\n%s", out.String(), want)
	}
}

// TestRunBadSuite: a suite move that is not legal in its position stops the run before any search, naming the line.
func TestRunBadSuite(t *testing.T) {
	entries, err := Read(strings.NewReader("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra9; id \"bad\";\n"))
	if err != nil {
		t.Fatal(err)
	}
	spec, _ := match.ParseSpec("engine:depth=1")
	if _, err := Run(entries, Options{Variant: "chess", Player: spec}); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("error %v, want one naming line 1", err)
	}
}
