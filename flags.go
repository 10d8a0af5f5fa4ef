package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// usageError is a command-line mistake: a one-line message on stderr and exit status 2, as every error gets.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usageErr(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// errUsage asks for the usage text.
var errUsage = usageError{}

// newFlags is a command's own flag set: errors come back to the caller, nothing is printed.
func newFlags(command string) *flag.FlagSet {
	fs := flag.NewFlagSet(command, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses a command's flags, which may stand anywhere among its positional arguments (sennight perft
// shafran 5 --fen ...), which the flag package alone does not allow, and returns the positional arguments. A flag
// the command does not have is a usage error that names the command.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			name, _, _ = strings.Cut(name, "=")
		}
		f := fs.Lookup(name)
		if f == nil {
			return pos, usageErr("%s has no flag %s", fs.Name(), a)
		}
		if strings.Contains(strings.TrimLeft(a, "-"), "=") {
			continue
		}
		if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
			continue
		}
		if i+1 >= len(args) {
			return pos, usageErr("flag %s needs a value", a)
		}
		i++
		flags = append(flags, args[i])
	}
	if err := fs.Parse(flags); err != nil {
		return pos, usageErr("%s: %v", fs.Name(), err)
	}
	return pos, nil
}
