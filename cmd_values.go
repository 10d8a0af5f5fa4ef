package main

import (
	"io"

	"sennight/eval"
	"sennight/movegen"
)

// cmdValues prints every piece's value per variant with the empty-board mobility and the fallback estimate
// behind it (docs/piece-values.md explains them).
func cmdValues(args []string, stdout, _ io.Writer) error {
	args, err := parseFlags(newFlags("values"), args)
	if err != nil {
		return err
	}
	if len(args) > 1 {
		return usageErr("values takes at most one variant name")
	}
	names := movegen.GameNames()
	if len(args) == 1 {
		names = args
	}
	w := eval.DefaultWeights()
	for _, name := range names {
		t, err := movegen.ForVariant(name)
		if err != nil {
			return err
		}
		eval.WriteValueTable(stdout, t, w)
	}
	return nil
}
