package main

import (
	"strings"

	"sennight/movegen"
)

// usageText lists every command's synopsis and the variants.
func usageText() string {
	var b strings.Builder
	b.WriteString("usage:\n  sennight                (no command: speak CECP (XBoard) or UCI on stdin/stdout, chosen by the first command)\n")
	for _, c := range commands {
		for _, form := range strings.Split(c.synopsis, "\n") {
			b.WriteString("  sennight " + form + "\n")
		}
	}
	b.WriteString("global flags: --profile cpu|mem|block, --log LEVEL, --variants FILE (more games)\nvariants: ")
	b.WriteString(strings.Join(movegen.GameNames(), ", "))
	return b.String()
}
