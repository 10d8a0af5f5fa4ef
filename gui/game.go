package gui

import (
	"fmt"
	"strings"
	"time"

	"sennight/movegen"
)

// game is one game on the server: the start, the moves, the position after them, the clocks and the end. The
// page only ever sees it through stateMsg; every move it sends is checked here against movegen's legal moves.
type game struct {
	t        *movegen.Tables
	startFEN string
	pos      *movegen.Position
	moves    []string // in the engine's notation
	outcome  movegen.Outcome
	reason   string // the end's reason when it is not the rules' (time forfeit, an engine's fault)
	result   string // "1-0", "0-1", "1/2-1/2", or "*"

	timed      bool
	base, inc  time.Duration
	left       [2]time.Duration
	turnStart  time.Time
	clockState bool // clocks run (a move was made or an engine was asked)
	// leftBefore[i] is left as it stood when move i's turn began (its mover's thinking time not yet taken): a
	// takeback of move i gives both sides these times back.
	leftBefore [][2]time.Duration
}

// newGame starts a game from a FEN ("" for the start position).
func newGame(variant, fen string) (*game, error) {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return nil, err
	}
	p := movegen.StartPosition(t)
	if strings.TrimSpace(fen) != "" {
		if p, err = movegen.NewPosition(t, strings.TrimSpace(fen)); err != nil {
			return nil, err
		}
	}
	g := &game{t: t, startFEN: p.FEN(), pos: p, result: "*"}
	g.outcome = p.Outcome()
	g.setResult()
	return g, nil
}

func (g *game) setClock(base, inc time.Duration) {
	g.timed = base > 0
	g.base, g.inc = base, inc
	g.left = [2]time.Duration{base, base}
	g.turnStart = time.Now()
	// Moves made before the clock was set (a game read from PGN) were made with the whole time left.
	for i := range g.leftBefore {
		g.leftBefore[i] = g.left
	}
}

func (g *game) over() bool { return g.result != "*" }

func (g *game) setResult() {
	if g.outcome.Result != movegen.Ongoing {
		g.result = g.outcome.Result.String()
		g.reason = g.outcome.Reason
	}
}

// play makes a move given as text, if it is legal and the game is on.
func (g *game) play(text string) error {
	if g.over() {
		return fmt.Errorf("the game is over (%s)", g.reason)
	}
	m, err := g.pos.ParseMove(text)
	if err != nil {
		return err
	}
	side := g.pos.Side()
	g.leftBefore = append(g.leftBefore, g.left)
	if g.timed && g.clockState {
		g.left[side] = max(0, g.left[side]-time.Since(g.turnStart)) + g.inc // within the margin: at least 0
	}
	g.clockState = true
	g.turnStart = time.Now()
	g.moves = append(g.moves, g.pos.MoveText(m))
	g.pos.MakeMove(m)
	g.outcome = g.pos.Outcome()
	g.setResult()
	return nil
}

// flagMargin is how far a side may overrun its clock before it loses on time: the margin `sennight match` allows
// by default (docs/match.md), for the time a move spends in pipes and sockets.
const flagMargin = 100 * time.Millisecond

// flagFall ends the game if the side to move's time is up; it reports whether it did.
func (g *game) flagFall() bool {
	if !g.timed || !g.clockState || g.over() {
		return false
	}
	side := g.pos.Side()
	if g.left[side]-time.Since(g.turnStart) > -flagMargin {
		return false
	}
	g.left[side] = 0
	g.end(side.Other(), "time forfeit")
	return true
}

// end ends the game with a win for a side and a reason the rules do not see (time, an engine's fault).
func (g *game) end(winner movegen.Color, reason string) {
	g.result = "1-0"
	if winner == movegen.Black {
		g.result = "0-1"
	}
	g.reason = reason
}

// takeback takes back n plies (as many as there are) and reopens the game, with both clocks as they were when
// the first of those plies' turn began.
func (g *game) takeback(n int) error {
	n = min(n, len(g.moves))
	if n == 0 {
		return fmt.Errorf("no move to take back")
	}
	p, err := movegen.NewPosition(g.t, g.startFEN)
	if err != nil {
		return err
	}
	moves := g.moves[:len(g.moves)-n]
	for _, mv := range moves {
		m, err := p.ParseMove(mv)
		if err != nil {
			return err
		}
		p.MakeMove(m)
	}
	g.pos, g.moves = p, append([]string(nil), moves...)
	g.left = g.leftBefore[len(moves)]
	g.leftBefore = append([][2]time.Duration(nil), g.leftBefore[:len(moves)]...)
	g.outcome, g.result, g.reason = p.Outcome(), "*", ""
	g.setResult()
	g.turnStart = time.Now()
	return nil
}

// legalMove is one legal move as the page needs it to mark targets and to send a move back: its text, and the
// cells a click picks it by.
type legalMove struct {
	Text   string `json:"s"`
	From   int    `json:"f"`           // -1 for a drop
	To     int    `json:"to"`          // the moving piece's landing cell
	Kill   int    `json:"k,omitempty"` // a hit-and-run's victim (picked before the landing cell), else 0 with Leg false
	Leg    bool   `json:"leg,omitempty"`
	Promo  string `json:"pr,omitempty"` // promotion token
	Drop   string `json:"d,omitempty"`  // dropped piece's token
	Castle bool   `json:"c,omitempty"`
}

type pieceMsg struct {
	Cell  int    `json:"c"`
	Token string `json:"tok"` // upper case token
	White bool   `json:"w"`
}

type handMsg struct {
	Token string `json:"tok"`
	White bool   `json:"w"`
	N     int    `json:"n"`
}

// stateMsg is the whole state of the game the page shows.
type stateMsg struct {
	T        string      `json:"t"` // "state"
	Variant  string      `json:"variant"`
	StartFEN string      `json:"start"`
	FEN      string      `json:"fen"`
	Moves    []string    `json:"moves"`
	White    bool        `json:"white"` // White to move
	Pieces   []pieceMsg  `json:"pieces"`
	Hand     []handMsg   `json:"hand"`
	Legal    []legalMove `json:"legal"`
	Last     []int       `json:"last"`
	Check    int         `json:"check"` // the checked King's cell, or -1
	Result   string      `json:"result"`
	Reason   string      `json:"reason"`
	Clock    []int64     `json:"clock,omitempty"` // ms left, White and Black, when timed
	Running  bool        `json:"running"`
	Seats    [2]string   `json:"seats"`    // engine names, "" for a human
	Thinking bool        `json:"thinking"` // an engine is on move
}

func (g *game) state() *stateMsg {
	p, t := g.pos, g.t
	s := &stateMsg{T: "state", Variant: t.Variant.Name, StartFEN: g.startFEN, FEN: p.FEN(),
		Moves: append([]string{}, g.moves...), White: p.Side() == movegen.White, Check: -1, Result: g.result,
		Reason: g.reason, Legal: []legalMove{}, Pieces: []pieceMsg{}, Hand: []handMsg{}, Last: []int{}}
	for c := range t.N {
		if pc := p.At(movegen.Cell(c)); pc != movegen.Empty {
			s.Pieces = append(s.Pieces, pieceMsg{Cell: c, Token: t.Types[pc.Type()].Token, White: pc.Color() == movegen.White})
		}
	}
	for _, side := range []movegen.Color{movegen.White, movegen.Black} {
		for typ := 1; typ < len(t.Types); typ++ {
			if n := p.InHand(side, typ); n > 0 {
				s.Hand = append(s.Hand, handMsg{Token: t.Types[typ].Token, White: side == movegen.White, N: n})
			}
		}
	}
	if p.InCheck() {
		if k, ok := p.King(p.Side()); ok {
			s.Check = int(k)
		}
	}
	if m := p.LastMove(); m != movegen.NoMove {
		if m.Kind() != movegen.KindDrop {
			s.Last = append(s.Last, int(m.From()))
		}
		if m.Kind() == movegen.KindKill {
			s.Last = append(s.Last, int(m.Kill()))
		}
		s.Last = append(s.Last, int(m.To()))
	}
	if !g.over() {
		ml := movegen.NewMoveList(256)
		p.LegalMoves(ml)
		for _, m := range ml.Moves {
			text := p.MoveText(m)
			lm := legalMove{Text: text, From: int(m.From()), To: int(m.To())}
			switch m.Kind() {
			case movegen.KindDrop:
				lm.From, lm.Drop = -1, t.Types[m.Piece()].Token
			case movegen.KindCastle:
				lm.Castle = true
			case movegen.KindKill:
				if strings.Contains(text, ",") { // a hit-and-run: picked victim first
					lm.Kill, lm.Leg = int(m.Kill()), true
				}
			}
			if pr := m.Promotion(); pr != 0 {
				lm.Promo = t.Types[pr].Token
			}
			s.Legal = append(s.Legal, lm)
		}
	}
	if g.timed {
		left := g.left
		if g.clockState && !g.over() {
			left[p.Side()] -= time.Since(g.turnStart)
		}
		s.Clock = []int64{max(0, left[0].Milliseconds()), max(0, left[1].Milliseconds())}
		s.Running = g.clockState && !g.over()
	}
	return s
}
