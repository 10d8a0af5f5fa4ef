package gui

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// gamePlan is a game started against the engine and the moves the test makes in it by clicking: a move text, or
// "drop" (a piece from the hand), "levels" (a move from one level to the other), "castle", "any" (a plain move).
type gamePlan struct {
	name, variant, fen string
	picks              []string
}

var gamePlans = []gamePlan{
	{"starchess-drops", "starchess", "", []string{"drop", "drop", "drop"}},
	{"shafran", "shafran", "", []string{"any", "any"}},
	{"shafran-diagonal-castling", "shafran", "****k3r/***6/**7/*8/r8/8R/8*/7**/PPPP2***/R3K**** w AIai - 0 1",
		[]string{"e1h4", "any"}},
	{"cohen-sd2l-levels", "cohen-sd2l", "", []string{"levels", "levels"}},
	{"sling-sd2l-levels", "sling-sd2l", "", []string{"levels", "any"}},
	{"megastar", "megastar", "", []string{"levels", "any"}},
	{"megalomachy-hit-and-run", "megalomachy", "15k/16/16/16/16/16/16/16/16/16/6N9/5n10/4T'11/16/16/15K w - - 0 1",
		[]string{"e4f5,f5f6", "any"}},
	{"megalomachy", "megalomachy", "", []string{"any"}},
	{"megalomachy-fast-castling", "megalomachy", "d9k4d/16/16/16/16/16/16/16/16/16/16/16/16/16/W'W'W'13/D9K4D w APap - 0 1",
		[]string{"castle"}},
	{"glinski", "glinski", "", []string{"any", "any"}},
	{"mccooey", "mccooey", "", []string{"any", "any"}},
	{"chess-castling", "chess", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", []string{"e1g1", "any"}},
	{"chess-promotion", "chess", "7k/4P3/8/8/8/8/8/K7 w - - 0 1", []string{"e7e8n"}},
	{"grand-declined-promotion", "grand", "k9/10/10/4P5/10/10/10/10/10/K9 w - - 0 1", []string{"e7e8", "any"}},
	{"grand", "grand", "", []string{"any", "any"}},
}

// TestGUIGames plays each game against the engine by clicking cells, and after every move checks the page's move
// list and FEN against the engine's own, and that the engine answers.
func TestGUIGames(t *testing.T) {
	ts := newTestServer(t)
	b := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	for _, plan := range gamePlans {
		t.Run(plan.name, func(t *testing.T) {
			b.t = t
			ref := newReference(t, plan.variant)
			b.newGame(plan.variant, plan.fen, "", "sennight", "", 100)
			var panels []int
			b.eval(`window.sennight.board.cells.map((c) => c.l)`, &panels)
			var start string
			b.eval(`window.sennight.state.start`, &start)
			for _, pick := range plan.picks {
				st := b.state()
				m, ok := choosePick(st.Legal, pick, panels)
				if !ok {
					t.Fatalf("no move for %q among %d legal moves", pick, len(st.Legal))
				}
				n := len(st.Moves)
				b.playByClicks(m)
				b.wait(fmt.Sprintf(`window.sennight.state.moves.length >= %d`, n+1), 10*time.Second)
				if got := b.state(); got.Moves[n] != m.Text {
					t.Fatalf("clicked %s, the page played %s", m.Text, got.Moves[n])
				}
				b.wait(fmt.Sprintf(`window.sennight.state.moves.length >= %d || window.sennight.state.result !== "*"`, n+2), 30*time.Second)
				got := b.state()
				if len(got.Moves) < n+2 && got.Result == "*" {
					t.Fatalf("the engine did not answer")
				}
				if !slices.Equal(got.Listed, got.Moves) {
					t.Errorf("move list %v, game %v", got.Listed, got.Moves)
				}
				want := ref.fen(t, start, got.Moves)
				if got.FEN != want || got.FENShown != want {
					t.Errorf("after %v: page FEN %q (shown %q), engine's %q", got.Moves, got.FEN, got.FENShown, want)
				}
				t.Logf("%s: %v", plan.variant, got.Moves)
			}
			b.shot("game-" + plan.name)
		})
	}
}

func choosePick(legal []legalMove, pick string, panels []int) (legalMove, bool) {
	var fit []legalMove
	for _, m := range legal {
		switch pick {
		case "drop":
			if m.Drop != "" {
				fit = append(fit, m)
			}
		case "levels":
			if m.From >= 0 && panels[m.From] != panels[m.To] && !m.Leg && m.Promo == "" {
				fit = append(fit, m)
			}
		case "castle":
			if m.Castle {
				fit = append(fit, m)
			}
		case "any":
			if m.Drop == "" && !m.Leg && m.Promo == "" && !m.Castle {
				fit = append(fit, m)
			}
		default:
			if m.Text == pick {
				return m, true
			}
		}
	}
	if len(fit) == 0 {
		return legalMove{}, false
	}
	return fit[len(fit)/2], true
}
