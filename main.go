// Command sennight is a chess-variant engine for Starchess, Shafran's Hexagonal Chess, the Star of David 2 Level
// games, Megastar of David and Megalomachy.
//
// Usage:
//
//	sennight                                                   speak CECP (XBoard) or UCI on stdin and stdout
//	sennight bench [--threads N] [--hash MB] [--depth D] [--variant V]   search benchmark; prints the signature
//	sennight search VARIANT [--fen FEN] --depth D|--movetime T|--nodes N   show the search of one position
//	sennight match VARIANT --a SPEC --b SPEC [--games N] [--tc TC] [--sprt ...] [--shard i/N] [--results FILE [--resume]]
//	                                                           a match: in-process settings or UCI/CECP programs
//	sennight match-merge FILE...                               join the results files of a match's shards
//	sennight openings VARIANT [--count N] [--plies K]          make an opening suite for match
//	sennight values [VARIANT]                                  piece values and their derivation
//	sennight perft VARIANT|all DEPTH [--fen FEN] [--divide] [--no-bulk]   count the leaves of the legal move tree
//	sennight show VARIANT [--fen FEN]                          draw a position as text
//	sennight tables                                            table build time and size per variant
//	sennight texture VARIANT FILE.png [--flip]                 a board texture for XBoard
//	sennight help                                              the commands, their flags and the variants
//
// Global flags, allowed with every command: --profile cpu|mem|block (write a pprof profile to the current
// directory), --log LEVEL, --variants FILE (load the game of a variant file, docs/variant-files.md; repeatable).
// Every other flag belongs to one command and is parsed by it (commands.go).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pkg/profile"
	"github.com/sirupsen/logrus"

	"sennight/movegen"
	"sennight/protocol"
	"sennight/variants"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the process exit status. stdout carries results only; diagnostics and
// logs go to stderr.
func run(args []string, stdout, stderr io.Writer) int {
	logrus.SetOutput(stderr)
	args, global, err := splitGlobalFlags(args)
	if err == nil {
		err = setLogLevel(global.logLevel)
	}
	if err == nil && global.profile != "" {
		var stop interface{ Stop() }
		stop, err = startProfile(global.profile)
		if err == nil {
			defer stop.Stop()
		}
	}
	if err == nil {
		loadVariantFiles(global.variantFiles, stderr)
		err = dispatch(args, stdout, stderr)
	}
	if err != nil {
		msg := err.Error()
		if errors.Is(err, errUsage) {
			msg = strings.TrimSpace(usageText())
		}
		fmt.Fprintln(stderr, "sennight: "+msg)
		return 2
	}
	return 0
}

// dispatch runs the command args[0] with the rest of the arguments, or the protocol loop when there is none.
func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		s, err := newSearcher(0)
		if err != nil {
			return err
		}
		protocol.Run(os.Stdin, stdout, s)
		return nil
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		fmt.Fprintln(stdout, usageText())
		return nil
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	return usageErr("unknown command %q (sennight help lists the commands)", args[0])
}

// usageText lists every command's synopsis and the variants.
func usageText() string {
	var b strings.Builder
	b.WriteString("usage:\n  sennight                (no command: speak CECP (XBoard) or UCI on stdin/stdout, chosen by the first command)\n")
	for _, c := range commands {
		b.WriteString("  sennight " + c.synopsis + "\n")
	}
	b.WriteString("global flags: --profile cpu|mem|block, --log LEVEL, --variants FILE (more games)\nvariants: ")
	b.WriteString(strings.Join(variants.Names(), ", "))
	return b.String()
}

// globalFlags are the flags every command accepts.
type globalFlags struct {
	profile      string
	logLevel     string
	variantFiles []string // --variants FILE, repeatable: more games (docs/variant-files.md)
}

// loadVariantFiles adds the games of variant files; a bad file is reported and skipped, and the engine goes on with
// the games it has.
func loadVariantFiles(paths []string, stderr io.Writer) {
	for _, p := range paths {
		if _, err := movegen.LoadVariantFile(p); err != nil {
			fmt.Fprintln(stderr, "sennight: --variants: "+err.Error())
		}
	}
}

// splitGlobalFlags takes --profile, --log and --variants (as "--flag value" or "--flag=value", one or two dashes) out of args,
// wherever they stand, and returns the rest for the command.
func splitGlobalFlags(args []string) ([]string, globalFlags, error) {
	g := globalFlags{logLevel: "warning"}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || (name != "profile" && name != "log" && name != "variants") {
			rest = append(rest, a)
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				return nil, g, usageErr("flag %s needs a value", a)
			}
			i++
			value = args[i]
		}
		switch name {
		case "profile":
			g.profile = value
		case "variants":
			g.variantFiles = append(g.variantFiles, value)
		default:
			g.logLevel = value
		}
	}
	return rest, g, nil
}

func setLogLevel(s string) error {
	lvl, err := logrus.ParseLevel(s)
	if err != nil {
		return usageErr("%v", err)
	}
	logrus.SetLevel(lvl)
	return nil
}

func startProfile(kind string) (interface{ Stop() }, error) {
	opts := []func(*profile.Profile){profile.ProfilePath("."), profile.Quiet}
	switch kind {
	case "cpu":
		opts = append(opts, profile.CPUProfile)
	case "mem":
		opts = append(opts, profile.MemProfile)
	case "block":
		opts = append(opts, profile.BlockProfile)
	default:
		return nil, usageErr("unknown profile %q (cpu, mem, block)", kind)
	}
	return profile.Start(opts...), nil
}
