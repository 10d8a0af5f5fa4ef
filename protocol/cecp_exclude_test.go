package protocol

import (
	"slices"
	"testing"

	"sennight/movegen"
)

// guiText is a legal move's text as XBoard writes it.
func guiText(tr *transcript, m movegen.Move) string {
	return tr.c.xb.grid.toGUI(moveText(tr.c.g.pos, m))
}

func legalMoves(p *movegen.Position) []movegen.Move {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	return slices.Clone(ml.Moves)
}

// TestExcludeInclude: XBoard's exclude and include commands restrict the analysis root, each change restarts the
// analysis, every move excluded means no search, a bad move changes nothing, and a new position forgets the list.
func TestExcludeInclude(t *testing.T) {
	tr := newTranscript(t)
	defer tr.close()
	tr.send("protover 2", "new", "variant shafran", "force", "post", "analyze")
	if lim := tr.f.lastLimits(); !lim.Infinite || lim.SearchMoves != nil {
		t.Fatalf("analysis limits %+v, want infinite over every move", lim)
	}
	legal := legalMoves(tr.c.g.pos)
	a, b := legal[0], legal[1]

	tr.send("exclude " + guiText(tr, a))
	got := tr.f.lastLimits().SearchMoves
	if len(got) != len(legal)-1 || slices.Contains(got, a) || !slices.Contains(got, b) {
		t.Fatalf("after exclude %s: %d root moves (of %d), excluded one among them: %v", guiText(tr, a), len(got),
			len(legal), slices.Contains(got, a))
	}
	tr.send("exclude " + guiText(tr, b))
	if got := tr.f.lastLimits().SearchMoves; len(got) != len(legal)-2 || slices.Contains(got, b) {
		t.Fatalf("after a second exclude: %d root moves, want %d", len(got), len(legal)-2)
	}
	tr.send("include " + guiText(tr, a))
	if got := tr.f.lastLimits().SearchMoves; len(got) != len(legal)-1 || !slices.Contains(got, a) {
		t.Fatalf("after include: %d root moves, want %d with the included move", len(got), len(legal)-1)
	}

	// A garbled or illegal move is refused and the list stays as it was.
	starts := len(tr.f.limits)
	// The analysis posts from its own goroutine, so its thinking lines may come with the answer.
	if out := withoutThinking(tr.send("exclude z9z10")); len(out) != 1 || out[0] != "Illegal move (not a move on this board): z9z10" {
		t.Errorf("exclude z9z10 answered %q", out)
	}
	if len(tr.f.limits) != starts || tr.c.cur == nil {
		t.Errorf("a refused exclude restarted or stopped the analysis")
	}

	// Every move excluded: nothing to analyse. One included again: only it.
	tr.send("exclude all")
	if tr.c.cur != nil || len(tr.f.limits) != starts {
		t.Fatalf("a search runs with every move excluded")
	}
	tr.send("include " + guiText(tr, b))
	if got := tr.f.lastLimits().SearchMoves; len(got) != 1 || got[0] != b {
		t.Fatalf("exclude all, include one: root moves %v, want [%v]", got, b)
	}
	tr.send("include all")
	if got := tr.f.lastLimits().SearchMoves; got != nil {
		t.Fatalf("include all: root moves %v, want every move", got)
	}

	// A move played forgets the list, also when the position comes back.
	tr.send("exclude " + guiText(tr, a))
	tr.send("usermove "+guiText(tr, a), "undo")
	if got := tr.f.lastLimits().SearchMoves; got != nil {
		t.Fatalf("after a move and its undo: root moves %v, want every move", got)
	}
}

// TestMultiPVUnderCECP: the MultiPV option takes effect in a running analysis at once, and not in play.
func TestMultiPVUnderCECP(t *testing.T) {
	tr := newTranscript(t)
	defer tr.close()
	tr.send("protover 2", "new", "variant shafran", "force", "analyze")
	starts := len(tr.f.limits)
	tr.send("option MultiPV=3")
	if len(tr.f.limits) != starts+1 || tr.f.lastLimits().MultiPV != 3 || tr.c.cur == nil {
		t.Fatalf("option MultiPV=3 in analysis: %d new searches, MultiPV %d, running %v; want 1, 3, true",
			len(tr.f.limits)-starts, tr.f.lastLimits().MultiPV, tr.c.cur != nil)
	}
	if out := withoutThinking(tr.send("option MultiPV=0")); len(out) != 1 || tr.f.lastLimits().MultiPV != 3 {
		t.Errorf("option MultiPV=0 answered %q and left MultiPV %d; want an error and 3", out,
			tr.f.lastLimits().MultiPV)
	}
	tr.send("exit", "go")
	if lim := tr.f.lastLimits(); lim.Infinite || lim.MultiPV > 1 {
		t.Errorf("the engine's own move is searched with %+v; want one variation", lim)
	}
}

// TestCommandWordNotLinePrefix: a command is known by its word, also after leading blanks (`remove` takes back two
// plies, `exclude` excludes).
func TestCommandWordNotLinePrefix(t *testing.T) {
	tr := newTranscript(t)
	defer tr.close()
	tr.send("protover 2", "new", "variant shafran", "force")
	start := tr.fen()
	a := legalMoves(tr.c.g.pos)[0]
	tr.send("usermove " + guiText(tr, a))
	b := legalMoves(tr.c.g.pos)[0]
	tr.send("usermove "+guiText(tr, b), "  remove")
	if tr.fen() != start {
		t.Errorf("'  remove' left %s, want the start position", tr.fen())
	}
	tr.send("analyze", "  exclude "+guiText(tr, a))
	if got := tr.f.lastLimits().SearchMoves; slices.Contains(got, a) || got == nil {
		t.Errorf("'  exclude' did not exclude the move")
	}
}
