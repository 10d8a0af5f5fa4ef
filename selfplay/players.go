// Package selfplay plays games between engine settings in-process and writes them as PGN: quick strength checks
// and, later, tuning. Real matches against other engines go through XBoard.
package selfplay

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"sennight/eval"
	"sennight/movegen"
	"sennight/search"
)

// Player chooses moves.
type Player interface {
	// Name is the player's setting, as written in the PGN headers.
	Name() string
	// NewGame is called before each game.
	NewGame()
	// Move returns a legal move of a position that has one.
	Move(p *movegen.Position) movegen.Move
}

// ParsePlayer builds a player from a setting:
//
//	engine[:depth=D][,nodes=N][,movetime=DUR][,threads=T][,hash=MB][,eval=material][,value=TOKEN:CP...]
//	            the search engine; value= changes a piece's value in every variant that has the token, mobility=
//	            sets both mobility weights in every variant, lazy= the lazy-evaluation margin (tuning)
//	greedy      1 ply, material only: the capture of the most valuable piece, else a random move
//	random      a random legal move
//
// seed makes the random choices of greedy and random repeatable.
func ParsePlayer(spec string, seed uint64) (Player, error) {
	kind, args, _ := strings.Cut(spec, ":")
	rng := rand.New(rand.NewPCG(seed, 0x5e5e))
	switch kind {
	case "random":
		return &randomPlayer{rng: rng}, nil
	case "greedy":
		return &greedyPlayer{rng: rng, evals: map[*movegen.Tables]*eval.Evaluator{}}, nil
	case "engine":
	default:
		return nil, fmt.Errorf("unknown player %q (engine, greedy, random)", spec)
	}
	opts := search.DefaultOptions()
	opts.HashMB = 16
	var lim search.Limits
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
				return nil, fmt.Errorf("player %q: %q is not key=value", spec, kv)
			}
			var err error
			switch k {
			case "depth":
				lim.Depth, err = strconv.Atoi(v)
			case "nodes":
				lim.Nodes, err = strconv.ParseUint(v, 10, 64)
			case "movetime":
				lim.MoveTime, err = time.ParseDuration(v)
			case "threads":
				opts.Threads, err = strconv.Atoi(v)
			case "hash":
				opts.HashMB, err = strconv.Atoi(v)
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
			case "eval":
				if v != "material" && v != "full" {
					err = fmt.Errorf("eval is full or material")
				}
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
				return nil, fmt.Errorf("player %q: %s: %v", spec, k, err)
			}
		}
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.MoveTime = 100 * time.Millisecond
	}
	return &enginePlayer{name: spec, eng: search.New(opts), limits: lim}, nil
}

type enginePlayer struct {
	name   string
	eng    *search.Engine
	limits search.Limits
}

func (e *enginePlayer) Name() string { return e.name }
func (e *enginePlayer) NewGame()     { e.eng.NewGame() }
func (e *enginePlayer) Move(p *movegen.Position) movegen.Move {
	return e.eng.Search(p, e.limits, nil).Move
}

type randomPlayer struct {
	rng *rand.Rand
	ml  movegen.MoveList
}

func (r *randomPlayer) Name() string { return "random" }
func (r *randomPlayer) NewGame()     {}
func (r *randomPlayer) Move(p *movegen.Position) movegen.Move {
	p.LegalMoves(&r.ml)
	return r.ml.Moves[r.rng.IntN(r.ml.Len())]
}

// greedyPlayer looks one ply ahead with material only: it plays the move after which its material lead is
// largest (a capture of the most valuable piece, a promotion), choosing at random among equals.
type greedyPlayer struct {
	rng   *rand.Rand
	ml    movegen.MoveList
	evals map[*movegen.Tables]*eval.Evaluator
}

func (g *greedyPlayer) Name() string { return "greedy" }
func (g *greedyPlayer) NewGame()     {}
func (g *greedyPlayer) Move(p *movegen.Position) movegen.Move {
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
