package gui

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"sennight/movegen"
)

// inMsg is every message a page may send; which fields count depends on T. Anything else is refused.
type inMsg struct {
	T        string            `json:"t"`
	Variant  string            `json:"variant"`
	FEN      string            `json:"fen"`
	Seats    [2]string         `json:"seats"` // engine names for White and Black, "" for a human
	Base     float64           `json:"base"`  // seconds on the clock, 0 for no clock
	Inc      float64           `json:"inc"`   // seconds added per move
	MoveTime int               `json:"movetime"`
	Move     string            `json:"move"`
	Engine   string            `json:"engine"`
	MultiPV  int               `json:"multipv"`
	PGN      string            `json:"pgn"`
	Options  map[string]string `json:"options"` // engine options by name, for the engines this message starts
	Games    int               `json:"games"`   // a match's number of games
}

// session is one tab: its socket, its game and the engines it started. A closed tab ends them.
type session struct {
	srv  *Server
	conn *websocket.Conn
	out  chan any
	done <-chan struct{} // closed when the tab's socket ends

	mu        sync.Mutex
	g         *game
	seats     [2]*engine
	seatNames [2]string
	moveTime  time.Duration
	thinking  *engine // the seat engine on move
	askedAt   time.Time
	askedLeft time.Duration // the engine's clock when it was asked to move
	hang      *time.Timer
	stale     map[*engine]int // bestmoves still to come from stopped searches
	analysis  *engine
	analysing bool
	options   map[string]string
	match     *matchState // a match in progress, or nil
	closed    bool
}

func newSession(srv *Server, conn *websocket.Conn) *session {
	return &session{srv: srv, conn: conn, out: make(chan any, 1024), stale: map[*engine]int{}}
}

// run reads the page's messages until the tab closes, then ends the session's engines.
func (s *session) run(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s.done = ctx.Done()
	go s.writer(ctx, cancel)
	ticker := time.NewTicker(100 * time.Millisecond)
	defer ticker.Stop()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-ticker.C:
				s.checkFlag()
			}
		}
	}()
	s.send(map[string]any{"t": "hello", "engines": s.srv.engines, "variants": variantList()})
	for {
		typ, data, err := s.conn.Read(ctx)
		if err != nil {
			break
		}
		if typ != websocket.MessageText {
			s.errorf("send text messages")
			continue
		}
		s.handle(data)
	}
	s.mu.Lock()
	s.closed = true
	engines := []*engine{s.seats[0], s.seats[1], s.analysis}
	s.mu.Unlock()
	for _, e := range engines {
		if e != nil {
			e.kill()
		}
	}
}

func (s *session) writer(ctx context.Context, cancel func()) {
	for {
		select {
		case <-ctx.Done():
			return
		case m := <-s.out:
			data, _ := json.Marshal(m)
			wctx, c := context.WithTimeout(ctx, 10*time.Second)
			err := s.conn.Write(wctx, websocket.MessageText, data)
			c()
			if err != nil {
				cancel()
				return
			}
		}
	}
}

// send queues a message for the page. Search info, which comes in floods, is dropped when the page lags; every
// other message waits for room (the writer gives up on a page that reads nothing within 10 s, ending the tab).
func (s *session) send(m any) {
	if mm, ok := m.(map[string]any); ok && mm["t"] == "info" {
		select {
		case s.out <- m:
		default:
		}
		return
	}
	select {
	case s.out <- m:
	case <-s.done:
	}
}

func (s *session) errorf(format string, args ...any) {
	s.send(map[string]string{"t": "error", "msg": fmt.Sprintf(format, args...)})
}

func (s *session) fault(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintln(s.srv.cfg.Log, "sennight gui: "+msg)
	s.send(map[string]string{"t": "fault", "msg": msg})
}

// handle checks and carries out one message. A message that is not valid JSON of a known kind, or asks for what
// the game does not allow, gets an error and changes nothing.
func (s *session) handle(data []byte) {
	var m inMsg
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		s.errorf("malformed message: %v", err)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var err error
	switch m.T {
	case "new", "match":
		// A new game ends a match in progress; a refused one leaves it running.
		old := s.match
		s.match = nil
		if m.T == "new" {
			err = s.newGame(m)
		} else {
			err = s.startMatch(m)
		}
		if err != nil {
			s.match = old
		}
	case "move":
		err = s.humanMove(m.Move)
	case "takeback":
		err = s.takeback()
	case "analyse":
		err = s.analyse(m)
	case "stop":
		s.stopAnalysis()
	case "export":
		if s.g == nil {
			err = fmt.Errorf("no game")
		} else {
			s.send(map[string]string{"t": "pgn", "pgn": s.pgn()})
		}
	case "import":
		err = s.importPGN(m)
	default:
		err = fmt.Errorf("unknown message type %q", m.T)
	}
	if err != nil {
		s.errorf("%v", err)
	}
}

func variantList() []map[string]string {
	var out []map[string]string
	for _, name := range movegenNames() {
		t, err := movegen.ForVariant(name)
		if err != nil {
			continue
		}
		out = append(out, map[string]string{"name": name, "title": t.Variant.Title})
	}
	return out
}

// newGame starts a game: checks everything first, then replaces the old game and its engines.
func (s *session) newGame(m inMsg) error {
	g, err := newGame(m.Variant, m.FEN)
	if err != nil {
		return err
	}
	return s.start(g, m)
}

// start replaces the session's game with g, its seats and clock by m.
func (s *session) start(g *game, m inMsg) error {
	if m.Base < 0 || m.Inc < 0 || m.Base > 24*3600 || m.Inc > 3600 || m.MoveTime < 0 || m.MoveTime > 600000 {
		return fmt.Errorf("bad time control")
	}
	for _, name := range m.Seats {
		if name == "" {
			continue
		}
		if err := s.engineFits(name, g.t.Variant.Name); err != nil {
			return err
		}
	}
	if err := s.checkOptions(m.Options, m.Seats[:]...); err != nil {
		return err
	}
	s.stopSeats()
	if s.analysis != nil && (s.g == nil || s.g.t != g.t) {
		// The analysis engine was set up for another game: it goes, and "Analyse" starts one for this game.
		go s.analysis.kill()
		s.analysis, s.analysing = nil, false
		s.send(map[string]any{"t": "analysing", "engine": ""})
	}
	g.setClock(time.Duration(m.Base*float64(time.Second)), time.Duration(m.Inc*float64(time.Second)))
	s.g, s.seatNames, s.options = g, m.Seats, m.Options
	s.moveTime = time.Duration(m.MoveTime) * time.Millisecond
	if s.moveTime == 0 {
		s.moveTime = time.Second
	}
	for side, name := range m.Seats {
		if name == "" {
			continue
		}
		e, err := s.startEngine(name)
		if err != nil {
			s.seatNames[side] = ""
			s.fault("%s could not start: %v", name, err)
			continue
		}
		s.seats[side] = e
	}
	s.send(newBoardMsg(g.t))
	s.changed()
	return nil
}

// engineFits checks that an engine exists and announces the variant.
func (s *session) engineFits(name, variant string) error {
	for _, e := range s.srv.engines {
		if e.Name == name {
			for _, v := range e.Variants {
				if strings.EqualFold(v, variant) {
					return nil
				}
			}
			return fmt.Errorf("engine %s does not play %s", name, variant)
		}
	}
	return fmt.Errorf("no engine named %q", name)
}

// checkOptions accepts only options the engines announced, with values of their type and range.
func (s *session) checkOptions(opts map[string]string, names ...string) error {
	if len(opts) > 32 {
		return fmt.Errorf("too many options")
	}
	for k, v := range opts {
		found := false
		for _, e := range s.srv.engines {
			if !contains(names, e.Name) {
				continue
			}
			for _, o := range e.Options {
				if o.Name != k {
					continue
				}
				found = true
				if err := o.check(v); err != nil {
					return err
				}
			}
		}
		if !found {
			return fmt.Errorf("option %q is not one of the engine's", k)
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s && s != "" {
			return true
		}
	}
	return false
}

// startEngine starts an engine for this session's game: variant and options set, ready.
func (s *session) startEngine(name string) (*engine, error) {
	e, err := s.srv.spawn(name)
	if err != nil {
		return nil, err
	}
	if _, ok := e.option("UCI_Variant"); ok {
		e.send("setoption name UCI_Variant value " + s.g.t.Variant.Name)
	}
	for k, v := range s.options {
		if _, ok := e.option(k); ok {
			e.send("setoption name " + k + " value " + v)
		}
	}
	e.send("ucinewgame")
	if err := e.ready(10 * time.Second); err != nil {
		e.kill()
		return nil, err
	}
	go s.pump(e)
	return e, nil
}

// pump hands the engine's lines to the session; when they end, the engine is gone.
func (s *session) pump(e *engine) {
	for line := range e.proc.Lines() {
		s.engineLine(e, line)
	}
	s.engineGone(e)
}

// stopSeats ends the seat engines and the search in progress.
func (s *session) stopSeats() {
	s.stopThinking()
	for i, e := range s.seats {
		if e != nil {
			s.seats[i] = nil
			go e.kill()
		}
	}
}

// stopThinking stops a seat engine's search; its bestmove will be ignored.
func (s *session) stopThinking() {
	if s.thinking != nil {
		s.thinking.send("stop")
		s.stale[s.thinking]++
		s.thinking = nil
	}
	if s.hang != nil {
		s.hang.Stop()
		s.hang = nil
	}
}

// humanMove plays a move from the page, if a human is on move.
func (s *session) humanMove(text string) error {
	if s.g == nil {
		return fmt.Errorf("no game")
	}
	if s.seats[s.g.pos.Side()] != nil {
		return fmt.Errorf("the engine is on move")
	}
	if len(text) > 32 {
		return fmt.Errorf("malformed move")
	}
	if err := s.g.play(text); err != nil {
		return err
	}
	s.changed()
	return nil
}

// takeback takes back the last move, and the engine's answer before it when a human plays an engine.
func (s *session) takeback() error {
	if s.g == nil {
		return fmt.Errorf("no game")
	}
	if s.seats[0] != nil && s.seats[1] != nil {
		return fmt.Errorf("no takeback between two engines")
	}
	if len(s.g.moves) == 0 {
		return fmt.Errorf("no move to take back")
	}
	// Against an engine the human gets the move back: with the human on move, the engine's answer goes too; with
	// the engine thinking, its search is stopped and only the human's move goes.
	n := 1
	side := s.g.pos.Side()
	if s.seats[side] == nil && s.seats[side.Other()] != nil && len(s.g.moves) >= 2 {
		n = 2
	}
	s.stopThinking()
	if err := s.g.takeback(n); err != nil {
		return err
	}
	s.changed()
	return nil
}

// changed sends the new state and starts whatever comes next: the engine on move, the analysis.
func (s *session) changed() {
	g := s.g
	s.send(g.state())
	s.restartAnalysis()
	if g.over() {
		s.send(map[string]string{"t": "end", "result": g.result, "reason": g.reason})
		s.matchGameOver()
		return
	}
	side := g.pos.Side()
	e := s.seats[side]
	if e == nil || s.thinking != nil {
		return
	}
	s.thinking = e
	e.send(s.positionCommand())
	var grace time.Duration
	if g.timed {
		w, b := g.left[0], g.left[1]
		if g.clockState {
			if side == movegen.White {
				w -= time.Since(g.turnStart)
			} else {
				b -= time.Since(g.turnStart)
			}
		} else {
			g.clockState, g.turnStart = true, time.Now()
		}
		s.askedAt, s.askedLeft = time.Now(), w
		if side == movegen.Black {
			s.askedLeft = b
		}
		e.send(fmt.Sprintf("go wtime %d btime %d winc %d binc %d", max(1, w.Milliseconds()),
			max(1, b.Milliseconds()), g.inc.Milliseconds(), g.inc.Milliseconds()))
		grace = g.left[side] + 5*time.Second
	} else {
		e.send(fmt.Sprintf("go movetime %d", s.moveTime.Milliseconds()))
		grace = s.moveTime + 10*time.Second
	}
	s.hang = time.AfterFunc(grace, func() { s.hung(e) })
}

// positionCommand is the UCI position of the game: startpos where the game began at the variant's start, so
// engines whose FEN dialect differs still follow.
func (s *session) positionCommand() string {
	g := s.g
	var b strings.Builder
	if g.startFEN == movegen.StartPosition(g.t).FEN() {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position fen " + g.startFEN)
	}
	if len(g.moves) > 0 {
		b.WriteString(" moves " + strings.Join(g.moves, " "))
	}
	return b.String()
}

// hung ends an engine that did not answer in time; the game stays, with a human on the engine's seat.
func (s *session) hung(e *engine) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.thinking != e || s.closed {
		return
	}
	s.thinking = nil
	s.fault("%s did not answer in time and was stopped; its side is now played from the page", e.name)
	s.dropSeat(e)
	go e.kill()
	s.send(s.g.state())
}

// dropSeat hands an engine's seat to the page; a match in progress stops.
func (s *session) dropSeat(e *engine) {
	if s.match != nil {
		s.match = nil
		s.send(map[string]any{"t": "error", "msg": "the match stops: an engine failed"})
	}
	for i := range s.seats {
		if s.seats[i] == e {
			s.seats[i] = nil
			s.seatNames[i] = ""
		}
	}
}

// checkFlag ends the game when the side to move's time is up.
func (s *session) checkFlag() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g != nil && s.g.flagFall() {
		if s.thinking != nil {
			fmt.Fprintf(s.srv.cfg.Log, "sennight gui: %s lost on time at ply %d (asked %v ago with %v on its clock)\n",
				s.thinking.name, len(s.g.moves), time.Since(s.askedAt).Round(time.Millisecond), s.askedLeft)
		}
		s.stopThinking()
		s.send(s.g.state())
		s.send(map[string]string{"t": "end", "result": s.g.result, "reason": s.g.reason})
		s.matchGameOver()
	}
}

// engineLine handles one line of an engine.
func (s *session) engineLine(e *engine, line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.g == nil {
		return
	}
	f := strings.Fields(line)
	if len(f) == 0 {
		return
	}
	switch f[0] {
	case "info":
		if e != s.analysis && e != s.thinking {
			return
		}
		in, ok := parseInfo(line)
		if !ok {
			return
		}
		s.sendInfo(e, in)
	case "bestmove":
		if s.stale[e] > 0 {
			s.stale[e]--
			return
		}
		if e != s.thinking {
			return
		}
		s.stopThinking()
		s.stale[e] = 0
		mv := ""
		if len(f) > 1 {
			mv = f[1]
		}
		if err := s.g.play(mv); err != nil {
			s.fault("%s sent an illegal move %q (%v); the game is kept and its side is now played from the page",
				e.name, mv, err)
			s.dropSeat(e)
			go e.kill()
			s.send(s.g.state())
			return
		}
		s.changed()
	}
}

// sendInfo sends a search's info with its PV checked move by move on the shown position: a line of a search
// that has been overtaken by a move is cut where it stops being legal.
func (s *session) sendInfo(e *engine, in Info) {
	if e == s.thinking {
		// A player's search: its line is shown as text, unchecked. Checking it move by move costs a legal move
		// generation per move on the engine's clock, which the engine's bestmove must not wait behind.
		s.send(map[string]any{"t": "info", "src": "engine", "engine": e.name, "depth": in.Depth,
			"multipv": in.MultiPV, "score": in.whiteScore(s.g.pos.Side() == movegen.White), "nodes": in.Nodes,
			"nps": in.NPS, "pv": in.PV, "arrow": []int{}})
		return
	}
	p := s.g.pos.Clone()
	var pv []string
	arrow := []int{}
	for _, mv := range in.PV {
		m, err := p.ParseMove(mv)
		if err != nil {
			break
		}
		if len(pv) == 0 && m.Kind() != movegen.KindDrop {
			arrow = []int{int(m.From()), int(m.To())}
		}
		pv = append(pv, p.MoveText(m))
		p.MakeMove(m)
	}
	if len(in.PV) > 0 && len(pv) == 0 {
		return
	}
	s.send(map[string]any{"t": "info", "src": "analysis", "engine": e.name, "depth": in.Depth, "multipv": in.MultiPV,
		"score": in.whiteScore(s.g.pos.Side() == movegen.White), "nodes": in.Nodes, "nps": in.NPS, "pv": pv,
		"arrow": arrow})
}

// engineGone reports an engine whose process ended while it had work; the game stays.
func (s *session) engineGone(e *engine) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	delete(s.stale, e)
	switch {
	case e == s.analysis:
		s.analysis, s.analysing = nil, false
		s.fault("%s (analysis) stopped: it crashed or quit", e.name)
	case e == s.seats[0] || e == s.seats[1]:
		if s.thinking == e {
			s.thinking = nil
			if s.hang != nil {
				s.hang.Stop()
			}
		}
		s.dropSeat(e)
		s.fault("%s stopped: it crashed or quit; the game is kept and its side is now played from the page", e.name)
		if s.g != nil {
			s.send(s.g.state())
		}
	}
}

// analyse starts (or restarts) an engine thinking on the shown position without moving.
func (s *session) analyse(m inMsg) error {
	if s.g == nil {
		return fmt.Errorf("no game")
	}
	if err := s.engineFits(m.Engine, s.g.t.Variant.Name); err != nil {
		return err
	}
	if m.MultiPV < 0 || m.MultiPV > 16 {
		return fmt.Errorf("MultiPV must be 1 to 16")
	}
	if s.analysis != nil && s.analysis.name != m.Engine {
		go s.analysis.kill()
		s.analysis = nil
	}
	if s.analysis == nil {
		e, err := s.startEngine(m.Engine)
		if err != nil {
			return err
		}
		s.analysis = e
	}
	if _, ok := s.analysis.option("MultiPV"); ok && m.MultiPV > 0 {
		if s.analysing {
			s.analysis.send("stop")
			s.analysing = false
		}
		s.analysis.send(fmt.Sprintf("setoption name MultiPV value %d", m.MultiPV))
	}
	s.analysing = true
	s.restartAnalysis()
	return nil
}

// restartAnalysis puts the analysis engine on the shown position.
func (s *session) restartAnalysis() {
	if !s.analysing || s.analysis == nil {
		return
	}
	e := s.analysis
	e.send("stop")
	e.send(s.positionCommand())
	if !s.g.over() {
		e.send("go infinite")
	}
	s.send(map[string]any{"t": "analysing", "engine": e.name})
}

func (s *session) stopAnalysis() {
	if s.analysis != nil {
		s.analysis.send("stop")
	}
	s.analysing = false
	s.send(map[string]any{"t": "analysing", "engine": ""})
}
