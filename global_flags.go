package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/pkg/profile"
	"github.com/sirupsen/logrus"

	"sennight/movegen"
)

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
