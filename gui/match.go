package gui

import (
	"fmt"

	"sennight/tools/match"
)

// matchState is a match played in a tab: engine A against engine B, colours swapped every game, counted as
// `sennight match` counts (pentanomial pairs, Elo, the SPRT's LLR), while each game is shown live on the board.
type matchState struct {
	a, b   string
	games  int
	setup  inMsg // the first game's message: variant, start, clock
	points []int // A's half points per game played
	stats  match.Stats
	sprt   match.SPRT
}

// startMatch begins a match of m.Games games between the engines of m.Seats (A plays White first).
func (s *session) startMatch(m inMsg) error {
	if m.Seats[0] == "" || m.Seats[1] == "" {
		return fmt.Errorf("a match needs an engine on both seats")
	}
	if m.Games < 2 || m.Games > 1000 {
		return fmt.Errorf("a match has 2 to 1000 games")
	}
	sprt, _ := match.ParseSPRT("elo0=0,elo1=5")
	ms := &matchState{a: m.Seats[0], b: m.Seats[1], games: m.Games + m.Games%2, setup: m, sprt: sprt}
	if err := s.newGame(m); err != nil {
		return err
	}
	s.match = ms
	s.sendMatch()
	return nil
}

// matchGameOver counts the game that just ended and starts the next, with the colours swapped.
func (s *session) matchGameOver() {
	ms := s.match
	if ms == nil {
		return
	}
	aWhite := len(ms.points)%2 == 0
	half := 1
	switch s.g.result {
	case "1-0":
		half = 2
	case "0-1":
		half = 0
	}
	if !aWhite {
		half = 2 - half
	}
	ms.points = append(ms.points, half)
	if n := len(ms.points); n%2 == 0 {
		p, q := ms.points[n-2], ms.points[n-1]
		for _, g := range []int{p, q} {
			switch g {
			case 2:
				ms.stats.Wins++
			case 1:
				ms.stats.Draws++
			default:
				ms.stats.Losses++
			}
		}
		ms.stats.Penta[p+q]++
	}
	s.sendMatch()
	if len(ms.points) >= ms.games {
		s.match = nil
		return
	}
	next := ms.setup
	next.Seats = [2]string{ms.a, ms.b}
	if len(ms.points)%2 == 1 {
		next.Seats = [2]string{ms.b, ms.a}
	}
	if err := s.newGame(next); err != nil {
		s.fault("the match stops: %v", err)
		s.match = nil
	}
}

// sendMatch sends the match's standing: counts from A's view, Elo and the LLR of an SPRT elo0=0, elo1=5 over the
// finished pairs.
func (s *session) sendMatch() {
	ms := s.match
	st := ms.stats
	msg := map[string]any{"t": "match", "a": ms.a, "b": ms.b, "games": ms.games, "played": len(ms.points),
		"w": st.Wins, "l": st.Losses, "d": st.Draws, "elo": "", "llr": ""}
	if st.Pairs() > 0 {
		msg["elo"] = st.EloLine()
		lo, hi := ms.sprt.Bounds()
		msg["llr"] = fmt.Sprintf("LLR %.2f [%.2f, %.2f] (SPRT elo0=0, elo1=5)", ms.sprt.LLR(st), lo, hi)
	}
	s.send(msg)
}
