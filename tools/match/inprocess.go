package match

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"sennight/eval"
	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search"
)

// newInProcess builds an in-process player from a setting:
//
//	engine[:depth=D][,nodes=N][,movetime=DUR][,threads=T][,hash=MB][,eval=material][,weights=FILE][,value=TOKEN:CP...]
//	            the search engine; weights= loads a weights file (sennight tune --out), value= changes a piece's
//	            value in every variant that has the token, mobility= sets both mobility weights in every variant,
//	            lazy= the lazy-evaluation margin (tuning); the keys apply in their order. eval=network (or full,
//	            the default) evaluates with the game's network where it has one (docs/nnue.md), eval=classical
//	            with the hand-written evaluation, eval=material with material only; network=FILE evaluates
//	            with the network of a file instead of the game's own (checked against the game at each new game)
//	greedy      1 ply, material only: the capture of the most valuable piece, else a random move
//	random      a random legal move
//
// The engine's own depth, nodes or movetime replace the match's time control; without them it plays the match's.
// greedy and random draw from the game's seed (GameSetup.Seed), so a game replays the same.
func newInProcess(spec string) (Player, TimeControl, error) {
	kind, args, _ := strings.Cut(spec, ":")
	rng := rand.New(rand.NewPCG(0, 0x5e5e))
	switch kind {
	case "random":
		return &randomPlayer{rng: rng}, TimeControl{}, nil
	case "greedy":
		return &greedyPlayer{rng: rng, evals: map[*movegen.Tables]*eval.Evaluator{}}, TimeControl{}, nil
	case "engine":
	default:
		return nil, TimeControl{}, fmt.Errorf("unknown player %q (engine, greedy, random, cmd=PATH,...)", spec)
	}
	opts := search.DefaultOptions()
	opts.HashMB = 16
	var tc TimeControl
	network := "" // network=FILE
	// weights returns the options' weights, the defaults until a key changes them.
	weights := func() *eval.Weights {
		if opts.Weights == nil {
			opts.Weights = eval.DefaultWeights()
		}
		return opts.Weights
	}
	if args != "" {
		for _, kv := range strings.Split(args, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, TimeControl{}, fmt.Errorf("player %q: %q is not key=value", spec, kv)
			}
			var err error
			switch k {
			case "depth", "nodes":
				_, err = tc.setKey(k, v)
			case "movetime":
				tc.MoveTime, err = time.ParseDuration(v)
				if err == nil && tc.MoveTime <= 0 {
					err = fmt.Errorf("must be positive")
				}
			case "threads", "hash":
				// Zero or fewer threads or megabytes is a mistake, not a request for the default.
				n, perr := strconv.Atoi(v)
				if err = perr; err == nil && n < 1 {
					err = fmt.Errorf("must be at least 1")
				}
				if k == "threads" {
					opts.Threads = n
				} else {
					opts.HashMB = n
				}
			case "mobility", "lazy":
				var n int
				if n, err = strconv.Atoi(v); err != nil {
					break
				}
				w := weights()
				if k == "mobility" {
					w.MobilityMG, w.MobilityEG = n, n
					w.VariantMobility = false // the same weights in every variant
				} else {
					w.LazyMargin = n
					w.VariantLazyMargin = false // the same margin in every variant
				}
			case "weights":
				// A weights file (sennight tune --out): it replaces every weight, so it comes before value=,
				// mobility= and lazy=, which change it.
				opts.Weights, err = eval.LoadWeights(v)
			case "value":
				tok, cp, ok := strings.Cut(v, ":")
				n, perr := strconv.Atoi(cp)
				if !ok || perr != nil || tok == "" {
					err = fmt.Errorf("want TOKEN:CENTIPAWNS")
					break
				}
				w := weights()
				if w.ValueOverrides == nil {
					w.ValueOverrides = map[string]int{}
				}
				w.ValueOverrides[tok] = n // in every game that lists tok
			case "network":
				network = v
			case "eval":
				if v != "material" && v != "full" && v != "network" && v != "classical" {
					err = fmt.Errorf("eval is network, full, classical or material")
				}
				opts.Classical = v == "classical" || v == "material"
				if v == "material" {
					var overrides map[string]int
					if opts.Weights != nil {
						overrides = opts.Weights.ValueOverrides
					}
					opts.Weights = eval.MaterialWeights()
					opts.Weights.ValueOverrides = overrides
				}
			default:
				err = fmt.Errorf("unknown key")
			}
			if err != nil {
				return nil, TimeControl{}, fmt.Errorf("player %q: %s: %w", spec, k, err)
			}
		}
	}
	if network != "" && opts.Classical {
		return nil, TimeControl{}, fmt.Errorf("player %q: network= evaluates with a network, eval= asks for none", spec)
	}
	eng, err := search.New(opts)
	if err != nil {
		return nil, TimeControl{}, fmt.Errorf("player %q: %w", spec, err)
	}
	return &enginePlayer{name: spec, eng: eng, network: network}, tc, nil
}

type enginePlayer struct {
	name string
	eng  *search.Engine
	// network is the network file the player evaluates with (network=FILE), netFor the game it was read for.
	network string
	netFor  *movegen.Tables
}

func (e *enginePlayer) Name() string { return e.name }
func (e *enginePlayer) Close() error { return nil }
func (e *enginePlayer) NewGame(s GameSetup) error {
	e.eng.NewGame()
	if t := s.Start.Tables(); e.network != "" && e.netFor != t {
		n, err := nnue.ReadFile(e.network, t)
		if err != nil {
			return fmt.Errorf("player %q: %w", e.name, err)
		}
		e.eng.SetNetwork(t, n)
		e.netFor = t
	}
	return nil
}

func (e *enginePlayer) Move(t *Turn) (Reply, error) {
	r := e.eng.Search(t.Pos.Clone(), searchLimits(t), nil)
	if r.Move == movegen.NoMove {
		return Reply{}, faultf(Protocol, "the engine found no move")
	}
	return Reply{Move: r.Move, Score: cpScore(r.Score), HasScore: true}, nil
}

// searchLimits turns the match's time control into the search's limits; no control at all is 100 ms a move.
func searchLimits(t *Turn) search.Limits {
	tc := t.Clock
	lim := search.Limits{Depth: tc.Depth, Nodes: tc.Nodes, MoveTime: tc.MoveTime}
	if tc.Timed() {
		lim.Time = t.Left
		lim.Inc = [2]time.Duration{tc.Inc, tc.Inc}
		lim.MovesToGo = movesToGo(tc, len(t.Moves))
	}
	if tc.IsZero() {
		lim.MoveTime = 100 * time.Millisecond
	}
	return lim
}

// cpScore is a search score in centipawns, a mate counted as ±MateCP.
func cpScore(s int) int {
	switch {
	case search.IsMate(s) && s > 0:
		return MateCP
	case search.IsMate(s):
		return -MateCP
	}
	return s
}

type randomPlayer struct {
	rng *rand.Rand
	ml  movegen.MoveList
}

func (r *randomPlayer) Name() string { return "random" }
func (r *randomPlayer) Close() error { return nil }
func (r *randomPlayer) NewGame(s GameSetup) error {
	r.rng = rand.New(rand.NewPCG(s.Seed, 0x5e5e))
	return nil
}

func (r *randomPlayer) Move(t *Turn) (Reply, error) {
	t.Pos.LegalMoves(&r.ml)
	return Reply{Move: r.ml.Moves[r.rng.IntN(r.ml.Len())]}, nil
}

// greedyPlayer looks one ply ahead with material only: it plays the move after which its material lead is
// largest (a capture of the most valuable piece, a promotion), choosing at random among equals.
type greedyPlayer struct {
	rng   *rand.Rand
	ml    movegen.MoveList
	evals map[*movegen.Tables]*eval.Evaluator
}

func (g *greedyPlayer) Name() string { return "greedy" }
func (g *greedyPlayer) Close() error { return nil }
func (g *greedyPlayer) NewGame(s GameSetup) error {
	g.rng = rand.New(rand.NewPCG(s.Seed, 0x9e9e))
	return nil
}

func (g *greedyPlayer) Move(t *Turn) (Reply, error) {
	p := t.Pos.Clone()
	return Reply{Move: g.choose(p)}, nil
}

func (g *greedyPlayer) choose(p *movegen.Position) movegen.Move {
	ev, ok := g.evals[p.Tables()]
	if !ok {
		ev = eval.New(p.Tables(), eval.MaterialWeights())
		g.evals[p.Tables()] = ev
	}
	p.LegalMoves(&g.ml)
	best, bestScore, ties := movegen.NoMove, 0, 0
	for _, m := range g.ml.Moves {
		p.MakeMove(m)
		score := -ev.Evaluate(p)
		if p.Outcome().Result != movegen.Ongoing && p.InCheck() {
			score = search.MateValue // a mate is the best material gain
		}
		p.UnmakeMove()
		switch {
		case best == movegen.NoMove || score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			ties++
			if g.rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return best
}
