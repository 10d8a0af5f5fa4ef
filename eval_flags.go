package main

import (
	"flag"

	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search"
)

// evalFlags are --eval and --network of the commands that search (bench, search): which evaluation the engine
// uses (docs/nnue.md).
type evalFlags struct {
	eval    string // "network" (the game's network where it has one) or "classical"
	network string // a network file to use instead of the game's
}

func addEvalFlags(fs *flag.FlagSet) *evalFlags {
	e := &evalFlags{}
	fs.StringVar(&e.eval, "eval", "network", "evaluation: network (the game's network where it has one) or classical")
	fs.StringVar(&e.network, "network", "", "evaluate with this network file instead of the game's (docs/nnue.md)")
	return e
}

// classical checks the flags and says whether they ask for the classical evaluation.
func (e *evalFlags) classical() (bool, error) {
	switch e.eval {
	case "network":
		return false, nil
	case "classical":
		if e.network != "" {
			return true, usageErr("--network evaluates with a network; --eval classical asks for none")
		}
		return true, nil
	}
	return false, usageErr("--eval is network or classical, not %q", e.eval)
}

// apply gives the engine the --network file's network for the game of t (nothing without --network).
func (e *evalFlags) apply(eng *search.Engine, t *movegen.Tables) error {
	if e.network == "" {
		return nil
	}
	n, err := nnue.ReadFile(e.network, t)
	if err != nil {
		return err
	}
	eng.SetNetwork(t, n)
	return nil
}
