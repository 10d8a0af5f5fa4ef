package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"sennight/tools/match"
	"sennight/tools/suite"
)

// cmdSuite runs an EPD test suite (tools/suite: Win At Chess, the Strategic Test Suite) with each --engine in turn,
// one position at a time for --movetime, and prints every position, each engine's summary and, with several
// engines, the ids one misses and another solves.
func cmdSuite(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("suite")
	variant := fs.String("variant", "chess", "the game of the suite's positions")
	var moveTime time.Duration
	positiveDurationVar(fs, &moveTime, "movetime", time.Second, "search time per position")
	var engines listFlag
	fs.Var(&engines, "engine", "a player as for match --a (engine[:key=value,...], cmd=PATH,proto=uci,...; repeatable; default engine)")
	var threads, hashMB int
	positiveIntVar(fs, &threads, "threads", 1, "search threads of every engine (its own setting wins)")
	positiveIntVar(fs, &hashMB, "hash", 64, "hash table megabytes of every engine (its own setting wins)")
	perGroup := fs.Int("per-group", 0, "only the first N positions of each id group (an STS theme); 0: all")
	quiet := fs.Bool("quiet", false, "no line per position, only the summaries")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageErr("suite takes one EPD file")
	}
	if len(engines) == 0 {
		engines = listFlag{"engine"}
	}
	var specs []match.Spec
	for _, text := range engines {
		s, err := suiteSpec(text, threads, hashMB)
		if err != nil {
			return usageErr("--engine: %v", err)
		}
		specs = append(specs, s)
	}
	f, err := os.Open(args[0])
	if err != nil {
		return err
	}
	entries, err := suite.Read(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	entries = suite.Select(entries, *perGroup)
	var runs []suite.Summary
	for _, s := range specs {
		o := suite.Options{Variant: *variant, MoveTime: moveTime, Player: s}
		if !*quiet {
			o.Progress = stdout
		}
		fmt.Fprintf(stdout, "# %s: %d positions of %s at %v a position\n", s.Name, len(entries), args[0], moveTime)
		sum, err := suite.Run(entries, o)
		if err != nil {
			return err
		}
		runs = append(runs, sum)
	}
	for _, sum := range runs {
		sum.Write(stdout)
	}
	suite.Compare(stdout, runs)
	return nil
}

// suiteSpec reads an engine setting and gives it the run's threads and hash unless it sets its own: as keys of the
// in-process engine, as the UCI options Threads and Hash of a program.
func suiteSpec(text string, threads, hashMB int) (match.Spec, error) {
	common := fmt.Sprintf("threads=%d,hash=%d", threads, hashMB)
	full := text
	switch {
	case text == "engine":
		full = "engine:" + common
	case strings.HasPrefix(text, "engine:"):
		full = "engine:" + common + "," + strings.TrimPrefix(text, "engine:") // later keys win
	}
	s, err := match.ParseSpec(full)
	if err != nil {
		return s, err
	}
	if !s.Process() {
		s.Name = strings.Replace(text, "engine", "sennight", 1) // the in-process engine is this program
		return s, nil
	}
	if s.Proto == "uci" {
		for _, o := range [][2]string{{"Threads", fmt.Sprint(threads)}, {"Hash", fmt.Sprint(hashMB)}} {
			own := false
			for _, have := range s.Options {
				own = own || strings.EqualFold(have[0], o[0])
			}
			if !own {
				s.Options = append([][2]string{o}, s.Options...)
			}
		}
	}
	return s, nil
}
