package main

import (
	"flag"
	"io"
	"strings"

	"sennight/movegen"
)

// usageText lists every command's synopsis and the variants.
func usageText() string {
	var b strings.Builder
	b.WriteString("usage:\n  sennight                (no command: speak CECP (XBoard) or UCI on stdin/stdout, chosen by the first command)\n")
	for _, c := range commands {
		writeForms(&b, c)
	}
	b.WriteString("global flags: --profile cpu|mem|block, --log LEVEL, --variants FILE (more games)\nvariants: ")
	b.WriteString(strings.Join(movegen.GameNames(), ", "))
	return b.String()
}

// commandHelp is the answer to "sennight COMMAND --help": the command's forms as the usage text gives them, then
// each flag with its default.
func commandHelp(fs *flag.FlagSet) string {
	var b strings.Builder
	b.WriteString("usage:\n")
	for _, c := range commands {
		if c.name == fs.Name() {
			writeForms(&b, c)
		}
	}
	b.WriteString("flags:\n")
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	return b.String()
}

// writeForms writes a command's forms, one line each, as the help texts list them.
func writeForms(b *strings.Builder, c command) {
	for _, form := range strings.Split(c.synopsis, "\n") {
		b.WriteString("  sennight " + form + "\n")
	}
}
