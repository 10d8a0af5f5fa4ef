package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// usageError is a command-line mistake: a one-line message on stderr and exit status 2, as every error gets.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usageErr(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// errUsage asks for the usage text.
var errUsage = usageError{}

// helpRequest is a command's -h, -help or --help: not a mistake, so run prints the command's forms and flags
// (commandHelp) on stdout and exits 0.
type helpRequest struct{ fs *flag.FlagSet }

func (h helpRequest) Error() string { return h.fs.Name() + ": help requested" }

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
		name := strings.TrimLeft(a, "-")
		if (name == "h" || name == "help") && fs.Lookup(name) == nil {
			return pos, helpRequest{fs}
		}
		flags = append(flags, a)
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

// Positive flags: a search limit or size of zero or less (--depth -3, --movetime -1s, --threads 0, --hash 0) is a
// mistake, not a request for the default or for no limit; such a value given on the command line is an error. A
// flag left out keeps its default, which may be 0 for "not set".

type positiveInt struct{ p *int }

func (v positiveInt) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil {
		return errors.New("not an integer")
	}
	if n < 1 {
		return errors.New("must be at least 1")
	}
	*v.p = n
	return nil
}

func (v positiveInt) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

type positiveUint64 struct{ p *uint64 }

func (v positiveUint64) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return errors.New("not a number from 1 up")
	}
	if n < 1 {
		return errors.New("must be at least 1")
	}
	*v.p = n
	return nil
}

func (v positiveUint64) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.FormatUint(*v.p, 10)
}

type positiveDuration struct{ p *time.Duration }

func (v positiveDuration) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return errors.New("not a duration (e.g. 10s, 500ms)")
	}
	if d <= 0 {
		return errors.New("must be positive")
	}
	*v.p = d
	return nil
}

func (v positiveDuration) String() string {
	if v.p == nil {
		return "0s"
	}
	return v.p.String()
}

// positiveIntVar defines an int flag whose given value must be at least 1.
func positiveIntVar(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var(positiveInt{p}, name, usage)
}

// positiveUint64Var defines a uint64 flag whose given value must be at least 1.
func positiveUint64Var(fs *flag.FlagSet, p *uint64, name string, value uint64, usage string) {
	*p = value
	fs.Var(positiveUint64{p}, name, usage)
}

// positiveDurationVar defines a duration flag whose given value must be positive.
func positiveDurationVar(fs *flag.FlagSet, p *time.Duration, name string, value time.Duration, usage string) {
	*p = value
	fs.Var(positiveDuration{p}, name, usage)
}
