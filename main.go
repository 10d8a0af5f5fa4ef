// Command sennight is a chess-variant engine for Starchess, Shafran's Hexagonal Chess, the Star of David 2 Level
// games, Megastar of David and Megalomachy. Without a command it speaks CECP (XBoard) or UCI on stdin and stdout;
// `sennight help` lists the commands, their flags and the variants.
//
// This file only wires: the global flags (global_flags.go), the commands (commands.go, one cmd_NAME.go each) and
// the protocol front ends with the engine's search.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/sirupsen/logrus"

	"sennight/protocol"
	"sennight/search"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the process exit status. stdout carries results only; diagnostics and
// logs go to stderr.
func run(args []string, stdout, stderr io.Writer) int {
	// The log is written by a goroutine of its own (log_writer.go), so that a slow reader of stderr never stops
	// the engine.
	log := newLogWriter(stderr)
	logrus.SetOutput(log)
	// Log times to the microsecond: a protocol log (--log debug) is read to time an engine's answers, which a clock
	// in seconds cannot.
	logrus.SetFormatter(&logrus.TextFormatter{FullTimestamp: true, TimestampFormat: "2006-01-02T15:04:05.000000Z07:00"})
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
	out := &outputWriter{w: stdout}
	if err == nil {
		loadVariantFiles(global.variantFiles, stderr)
		err = dispatch(args, out, stderr)
	}
	// What the log still holds comes before the command's last words, waiting a moment for a slow reader.
	log.Close(time.Second)
	if err == nil && out.err != nil {
		// The results did not reach their reader (a full disk, a closed pipe): a failure, not a success.
		fmt.Fprintln(stderr, "sennight: writing the output: "+out.err.Error())
		return 1
	}
	var help helpRequest
	if errors.As(err, &help) {
		fmt.Fprint(stdout, commandHelp(help.fs))
		return 0
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
		return speakProtocol(stdout)
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && args[0] == "help" {
			// sennight help COMMAND is sennight COMMAND --help.
			return dispatch([]string{args[1], "--help"}, stdout, stderr)
		}
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

// speakProtocol runs the CECP or UCI front end on stdin and stdout with the engine's search at its default options.
// The default 64 MB table fits any machine the engine runs on; if it did not, the engine could not play at all.
func speakProtocol(stdout io.Writer) error {
	eng, err := search.New(search.DefaultOptions())
	if err != nil {
		return err
	}
	protocol.Run(os.Stdin, stdout, eng)
	return nil
}
