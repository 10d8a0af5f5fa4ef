package selfplay

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"sennight/movegen"
)

// Game is a finished game.
type Game struct {
	Variant      string
	StartFEN     string
	White, Black string
	Round        int
	Moves        []string
	Result       movegen.Result
	Termination  string // the rule that ended it, or "adjudication" at the ply limit
	Date         time.Time
	// FENs are the positions after each move (bench takes middle-game positions from them).
	FENs []string
}

// Options configure a match.
type Options struct {
	Variant string
	FEN     string // start position; empty: the variant's
	Games   int
	// OpeningPlies random moves start every game (the same for the pair of games that swap colours), so that
	// deterministic players do not repeat one game.
	OpeningPlies int
	// MaxPlies ends a game as a draw by adjudication.
	MaxPlies int
	Seed     uint64
}

// Score is a match result from the first player's point of view.
type Score struct {
	Wins, Losses, Draws int
}

// Points returns the first player's points (a win 1, a draw 1/2).
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

func (s Score) String() string {
	n := s.Wins + s.Losses + s.Draws
	pct := 0.0
	if n > 0 {
		pct = 100 * s.Points() / float64(n)
	}
	return fmt.Sprintf("+%d -%d =%d (%.1f%%)", s.Wins, s.Losses, s.Draws, pct)
}

// Match plays opts.Games games between a and b, a with White in the odd games. Each finished game is passed to
// done (for the PGN and progress); the score is a's.
func Match(a, b Player, opts Options, done func(Game)) (Score, error) {
	t, err := movegen.ForVariant(opts.Variant)
	if err != nil {
		return Score{}, err
	}
	start := movegen.StartPosition(t)
	if opts.FEN != "" {
		if start, err = movegen.NewPosition(t, opts.FEN); err != nil {
			return Score{}, err
		}
	}
	if opts.MaxPlies <= 0 {
		opts.MaxPlies = 400
	}
	var score Score
	for g := range opts.Games {
		white, black := a, b
		if g%2 == 1 {
			white, black = b, a
		}
		// Both games of a pair start with the same random opening.
		rng := rand.New(rand.NewPCG(opts.Seed, uint64(g/2)))
		game := play(start.Clone(), white, black, opts, rng)
		game.Variant, game.Round = opts.Variant, g+1
		aWhite := g%2 == 0
		switch {
		case game.Result == movegen.Draw:
			score.Draws++
		case (game.Result == movegen.WhiteWins) == aWhite:
			score.Wins++
		default:
			score.Losses++
		}
		if done != nil {
			done(game)
		}
	}
	return score, nil
}

// play plays one game from p.
func play(p *movegen.Position, white, black Player, opts Options, rng *rand.Rand) Game {
	game := Game{StartFEN: p.FEN(), White: white.Name(), Black: black.Name(), Date: time.Now()}
	white.NewGame()
	black.NewGame()
	var ml movegen.MoveList
	for ply := 0; ; ply++ {
		if o := p.Outcome(); o.Result != movegen.Ongoing {
			game.Result, game.Termination = o.Result, o.Reason
			return game
		}
		if ply >= opts.MaxPlies {
			game.Result, game.Termination = movegen.Draw, "adjudication"
			return game
		}
		var m movegen.Move
		switch {
		case ply < opts.OpeningPlies:
			p.LegalMoves(&ml)
			m = ml.Moves[rng.IntN(ml.Len())]
		case p.Side() == movegen.White:
			m = white.Move(p)
		default:
			m = black.Move(p)
		}
		if !p.IsLegal(m) {
			panic(fmt.Sprintf("selfplay: %s played an illegal move in %s", game.White, p.FEN()))
		}
		game.Moves = append(game.Moves, p.MoveText(m))
		p.MakeMove(m)
		game.FENs = append(game.FENs, p.FEN())
	}
}

// WritePGN writes a game in PGN with the variant and start position headers XBoard uses.
func WritePGN(w io.Writer, g Game) error {
	var b strings.Builder
	tag := func(k, v string) { fmt.Fprintf(&b, "[%s %q]\n", k, v) }
	tag("Event", "sennight selfplay")
	tag("Site", "sennight")
	tag("Date", g.Date.Format("2006.01.02"))
	tag("Round", fmt.Sprint(g.Round))
	tag("White", g.White)
	tag("Black", g.Black)
	tag("Result", g.Result.String())
	tag("Variant", g.Variant)
	tag("SetUp", "1")
	tag("FEN", g.StartFEN)
	tag("PlyCount", fmt.Sprint(len(g.Moves)))
	tag("Termination", g.Termination)
	b.WriteByte('\n')
	// The move numbers follow the FEN's side to move and fullmove number.
	fields := strings.Fields(g.StartFEN)
	num, blackFirst := 1, len(fields) > 1 && fields[1] == "b"
	if len(fields) > 5 {
		fmt.Sscan(fields[5], &num)
	}
	line := 0
	write := func(s string) {
		if line+len(s)+1 > 79 {
			b.WriteByte('\n')
			line = 0
		} else if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(s)
		line += len(s)
	}
	for i, mv := range g.Moves {
		whiteMove := (i%2 == 0) != blackFirst
		switch {
		case whiteMove:
			write(fmt.Sprintf("%d.", num))
		case i == 0:
			write(fmt.Sprintf("%d...", num))
		}
		write(mv)
		if !whiteMove {
			num++
		}
	}
	write(g.Result.String())
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}
