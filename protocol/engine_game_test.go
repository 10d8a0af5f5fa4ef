package protocol

import (
	"fmt"
	"strings"
	"testing"

	"sennight/movegen"
)

// TestUCIAndCECPPlayTheSameGame: the engine plays a game against itself over UCI and over CECP, with the real
// search on one thread to a fixed depth and the hash cleared at the start (ucinewgame, new), so both searches are
// deterministic; every move must be the same.
//
// Two things differ on the CECP link, and the test undoes them. XBoard's moves are in XBoard's rank labels and
// show e.p. in two legs: xboardMoves translates them back. And under XBoard the engine withholds the
// castlings XBoard cannot show (Shafran's e1h4 and e10b7, every Megalomachy castling) by restricting its root moves:
// whenever such a castling is legal, the UCI side gets the same restriction with searchmoves, so that both sides
// run the very same search. The CECP side has a move time of an hour, so the depth, not the clock, ends each search.
func TestUCIAndCECPPlayTheSameGame(t *testing.T) {
	games := []struct {
		name, variant string
		fen           string // "": the start position
		plies, depth  int
	}{
		// Drops: the first ten plies place the pieces. (At depths 3 and 6 White mates by ply 12.)
		{"starchess", "starchess", "", 40, 5},
		{"megalomachy", "megalomachy", "", 32, 3},
		{"shafran", "shafran", "", 40, 4},
		// docs/rules/shafran.md §7: both castlings legal, e1h4 withheld under XBoard.
		{"shafran-castling", "shafran",
			"****k3r/***1ppppp/**1p5/*1p3N2/rp6P/p3Q2PR/6P1*/5P1**/PPPPP1***/R3K**** w AIai - 0 1", 30, 4},
		{"sling-sd2l", "sling-sd2l", "", 32, 3},
	}
	if testing.Short() {
		games = games[:2]
		for i := range games {
			games[i].plies = 12
			games[i].depth = min(games[i].depth, 3)
		}
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			playSameGame(t, g.variant, g.fen, g.plies, g.depth)
		})
	}
}

func playSameGame(t *testing.T, variant, fen string, plies, depth int) {
	uci, cecp := startSession(t), startSession(t)
	uci.send("uci", "setoption name Threads value 1", "setoption name Hash value 16",
		"setoption name UCI_Variant value "+variant, "ucinewgame", "isready")
	uci.await(t, "readyok")
	cecp.send("xboard", "protover 2")
	cecp.await(t, "feature done=1")
	cecp.send("new", "variant "+variant, "force", "cores 1", "memory 16", "st 3600", fmt.Sprintf("sd %d", depth))
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos, root := movegen.StartPosition(tb), "position startpos"
	if fen != "" {
		if pos, err = movegen.NewPosition(tb, fen); err != nil {
			t.Fatal(err)
		}
		root = "position fen " + fen
		cecp.send("setboard " + fen) // no e.p. field, so XBoard's labels make no difference
	}
	cecp.send("ping 1")
	cecp.await(t, "pong 1")
	var played []string
	restricted := 0
	for ply := 0; ply < plies && pos.Outcome().Result == movegen.Ongoing; ply++ {
		xbMoves, err := xboardMoves(pos)
		if err != nil {
			t.Fatal(err)
		}
		var legal movegen.MoveList
		pos.LegalMoves(&legal)
		goCmd := fmt.Sprintf("go depth %d", depth)
		if len(xbMoves) < legal.Len() && len(xbMoves) > 0 { // as xbHosting.searchMoves
			goCmd += " searchmoves"
			for _, m := range legal.Moves { // in the order CECP gives its search
				if containsMove(xbMoves, m) {
					goCmd += " " + pos.MoveText(m)
				}
			}
			restricted++
		}
		position := root
		if len(played) > 0 {
			position += " moves " + strings.Join(played, " ")
		}
		uci.send(position, goCmd)
		uciMove := strings.Fields(uci.await(t, "bestmove "))[1]

		cecp.send("go")
		reply := cecp.await(t, "move ", "1-0", "0-1", "1/2-1/2", "Error", "Illegal")
		if !strings.HasPrefix(reply, "move ") {
			t.Fatalf("ply %d: CECP said %q", ply+1, reply)
		}
		cecp.send("force")
		m, ok := xbMoves[strings.TrimPrefix(reply, "move ")]
		if !ok {
			t.Fatalf("ply %d: CECP's %q is no move XBoard can have in %s", ply+1, reply, pos.FEN())
		}
		cecpMove := pos.MoveText(m)
		if uciMove != cecpMove {
			t.Fatalf("ply %d in %s: UCI played %s, CECP %s (%s)\ngame so far: %s", ply+1, pos.FEN(), uciMove,
				cecpMove, reply, strings.Join(played, " "))
		}
		played = append(played, uciMove)
		pos.MakeMove(m)
	}
	t.Logf("%d plies alike (%d with withheld castlings): %s", len(played), restricted, strings.Join(played, " "))
	if want := min(plies, 30); len(played) < want && pos.Outcome().Result == movegen.Ongoing {
		t.Errorf("only %d plies", len(played))
	}
}

func containsMove(moves map[string]movegen.Move, m movegen.Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}
