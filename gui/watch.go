package gui

import (
	"context"
	"fmt"
	"sync"

	"github.com/coder/websocket"

	"sennight/tools/match"
)

// Watch is a live view of a match run by `sennight match --watch ADDR`: the page shows one game being played,
// move by move, and the match's standing (W-L-D, Elo, LLR) as the runner counts it. It only watches: the page
// cannot move or start anything.
type Watch struct {
	variant, a, b string
	games         int
	sprt          match.SPRT
	events        chan match.GameEvent

	mu       sync.Mutex
	subs     map[chan any]bool
	board    *boardMsg
	shown    *game           // the game on show
	key      [2]int          // its pair and game (0: A has White)
	done     bool            // it has ended
	points   map[int]*[2]int // per pair: A's half points in each game, -1 while it goes on
	stats    match.Stats
	played   int
	standing map[string]any
}

// NewWatch returns the live view of a match of games games between a and b (names as the report writes them).
// Its Event method is the runner's Options.Watch.
func NewWatch(variant, a, b string, games int, sprt *match.SPRT) (*Watch, error) {
	g, err := newGame(variant, "")
	if err != nil {
		return nil, err
	}
	w := &Watch{variant: variant, a: a, b: b, games: games + games%2, events: make(chan match.GameEvent, 4096),
		subs: map[chan any]bool{}, board: newBoardMsg(g.t), points: map[int]*[2]int{}}
	if sprt != nil {
		w.sprt = *sprt
	} else {
		w.sprt, _ = match.ParseSPRT("elo0=0,elo1=5")
	}
	w.standing = w.standingMsg()
	go w.loop()
	return w, nil
}

// Event takes a game's progress from a worker. It returns at once: a move event the view has no room for is
// dropped (the next one carries all the moves), a game's end always waits for room, since the standing counts it.
func (w *Watch) Event(e match.GameEvent) {
	if e.Result != "" {
		w.events <- e
		return
	}
	select {
	case w.events <- e:
	default:
	}
}

func (w *Watch) loop() {
	for e := range w.events {
		w.mu.Lock()
		w.take(e)
		w.mu.Unlock()
	}
}

// take shows the event if it is the shown game's (or the shown game has ended), and counts ended games.
func (w *Watch) take(e match.GameEvent) {
	key := [2]int{e.Pair, 0}
	if !e.AWhite {
		key[1] = 1
	}
	if w.shown == nil || w.done || key == w.key {
		w.show(key, e)
	}
	if e.Result == "" {
		return
	}
	pts := w.points[e.Pair]
	if pts == nil {
		pts = &[2]int{-1, -1}
		w.points[e.Pair] = pts
	}
	half := map[string]int{"1-0": 2, "0-1": 0}[e.Result]
	if e.Result == "1/2-1/2" {
		half = 1
	}
	if !e.AWhite {
		half = 2 - half
	}
	pts[key[1]] = half
	w.played++
	if pts[0] >= 0 && pts[1] >= 0 {
		for _, g := range pts {
			switch g {
			case 2:
				w.stats.Wins++
			case 1:
				w.stats.Draws++
			default:
				w.stats.Losses++
			}
		}
		w.stats.Penta[pts[0]+pts[1]]++
	}
	w.standing = w.standingMsg()
	w.broadcast(w.standing)
}

// show brings the shown game up to the event's moves: the moves it lacks are played (and checked) by movegen.
func (w *Watch) show(key [2]int, e match.GameEvent) {
	if w.shown == nil || key != w.key || w.shown.startFEN != e.Start || len(w.shown.moves) > len(e.Moves) {
		g, err := newGame(w.variant, e.Start)
		if err != nil {
			return
		}
		w.shown, w.key = g, key
	}
	for _, mv := range e.Moves[len(w.shown.moves):] {
		if err := w.shown.play(mv); err != nil {
			break
		}
	}
	if e.Result != "" && w.shown.result == "*" {
		w.shown.result, w.shown.reason = e.Result, e.Reason // an end the rules do not see: time, a fault
	}
	w.done = e.Result != ""
	w.broadcast(w.stateMsg())
}

// stateMsg is the shown game's state for the page, with the players' names on the seats (so no cell is
// clickable) and no legal moves.
func (w *Watch) stateMsg() *stateMsg {
	st := w.shown.state()
	st.Legal = []legalMove{}
	st.Seats = [2]string{w.a, w.b}
	if w.key[1] == 1 {
		st.Seats = [2]string{w.b, w.a}
	}
	return st
}

func (w *Watch) standingMsg() map[string]any {
	st := w.stats
	msg := map[string]any{"t": "match", "a": w.a, "b": w.b, "games": w.games, "played": w.played,
		"w": st.Wins, "l": st.Losses, "d": st.Draws, "elo": "", "llr": ""}
	if st.Pairs() > 0 {
		msg["elo"] = st.EloLine()
		lo, hi := w.sprt.Bounds()
		msg["llr"] = fmt.Sprintf("LLR %.2f [%.2f, %.2f] (SPRT elo0=%g, elo1=%g)", w.sprt.LLR(st), lo, hi, w.sprt.Elo0,
			w.sprt.Elo1)
	}
	return msg
}

func (w *Watch) broadcast(m any) {
	for ch := range w.subs {
		select {
		case ch <- m:
		default: // a tab that lags misses a move; the next state has them all
		}
	}
}

// serve is one watching tab: the board, the game on show and the standing, then every change. Whatever the page
// sends gets an error: it only watches.
func (w *Watch) serve(ctx context.Context, conn *websocket.Conn) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ch := make(chan any, 256)
	w.mu.Lock()
	w.subs[ch] = true
	ch <- map[string]any{"t": "hello", "watch": true, "engines": []engineInfo{},
		"variants": []map[string]string{{"name": w.variant, "title": w.board.Title}},
		"title":    fmt.Sprintf("sennight match %s: %s vs %s", w.variant, w.a, w.b)}
	ch <- w.board
	if w.shown != nil {
		ch <- w.stateMsg()
	}
	ch <- w.standing
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		delete(w.subs, ch)
		w.mu.Unlock()
	}()
	s := &session{conn: conn, out: ch, done: ctx.Done()}
	go s.writer(ctx, cancel)
	for {
		if _, _, err := conn.Read(ctx); err != nil {
			return
		}
		s.errorf("this page only watches the match")
	}
}
