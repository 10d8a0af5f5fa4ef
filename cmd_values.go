package main

import (
	"fmt"
	"io"

	"sennight/eval"
	"sennight/movegen"
	"sennight/variants"
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
	names := variants.Names()
	if len(args) == 1 {
		names = args
	}
	w := eval.DefaultWeights()
	for _, name := range names {
		t, err := movegen.ForVariant(name)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n%-6s %-14s %9s %9s %7s\n", name, "token", "piece", "mobility", "fallback", "value")
		for _, r := range eval.ValueTable(t, w) {
			src := "table"
			if !r.FromTable {
				src = "fallback"
			}
			fmt.Fprintf(stdout, "%-6s %-14s %9.2f %9d %7d  (%s)\n", r.Token, r.Name, r.Mobility, r.Fallback, r.Value, src)
		}
	}
	return nil
}
