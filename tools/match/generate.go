package match

import (
	"fmt"
	"io"
	"math/rand/v2"

	"sennight/movegen"
	"sennight/search"
)

// GenOptions configure the making of an opening suite.
type GenOptions struct {
	Variant string
	Count   int // openings to keep
	// Plies random plies are played from the start (a Starchess placement is a ply), or Plies+1: both sides get
	// to move first.
	Plies int
	// Nodes and Depth limit the search that scores a candidate (one thread, a fresh 16 MB table each time);
	// Window is the largest score (centipawns, either side) that keeps it.
	Nodes  uint64
	Depth  int
	Window int
	Seed   uint64
	// Progress gets a line every 50 kept openings.
	Progress io.Writer
}

// Opening is a kept position with the score that kept it (side to move's view).
type Opening struct {
	FEN   string
	Score int
}

// Generate makes an opening suite: random plies from the start, kept when a search scores the position within
// the window, each position once. It gives up after 50 tries per wanted opening.
func Generate(o GenOptions) ([]Opening, error) {
	t, err := movegen.ForVariant(o.Variant)
	if err != nil {
		return nil, err
	}
	if o.Count < 1 || o.Plies < 0 || (o.Nodes == 0 && o.Depth == 0) {
		return nil, fmt.Errorf("want a count, plies and a node or depth limit")
	}
	opts := search.DefaultOptions()
	opts.Threads, opts.HashMB = 1, 16
	eng, err := search.New(opts)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x0be))
	seen := map[string]bool{}
	var out []Opening
	var ml movegen.MoveList
	for try := 0; len(out) < o.Count && try < 50*o.Count; try++ {
		p := movegen.StartPosition(t)
		plies := o.Plies + rng.IntN(2)
		ok := true
		for range plies {
			if p.Outcome().Result != movegen.Ongoing {
				ok = false
				break
			}
			p.LegalMoves(&ml)
			p.MakeMove(ml.Moves[rng.IntN(ml.Len())])
		}
		if !ok || p.Outcome().Result != movegen.Ongoing {
			continue
		}
		// A fresh position: its FEN without the history, so that the suite's games start clean.
		fen := p.FEN()
		if seen[fen] {
			continue
		}
		seen[fen] = true
		eng.NewGame()
		r := eng.Search(p, search.Limits{Nodes: o.Nodes, Depth: o.Depth}, nil)
		if r.Move == movegen.NoMove || abs(r.Score) > o.Window {
			continue
		}
		out = append(out, Opening{FEN: fen, Score: r.Score})
		if o.Progress != nil && len(out)%50 == 0 {
			fmt.Fprintf(o.Progress, "%s: %d openings after %d tries\n", o.Variant, len(out), try+1)
		}
	}
	if len(out) < o.Count {
		return out, fmt.Errorf("%s: only %d openings within ±%d cp", o.Variant, len(out), o.Window)
	}
	return out, nil
}

// WriteSuite writes openings in the suite format, after a comment line saying how they were made.
func WriteSuite(w io.Writer, how string, ops []Opening) error {
	if _, err := fmt.Fprintf(w, "# %s\n", how); err != nil {
		return err
	}
	for _, op := range ops {
		if _, err := fmt.Fprintf(w, "%s ; cp %d\n", op.FEN, op.Score); err != nil {
			return err
		}
	}
	return nil
}
