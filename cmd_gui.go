package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"strings"

	"sennight/gui"
)

// cmdGui serves the browser GUI (docs/gui.md): the engines are this binary and any --engine NAME=CMD.
func cmdGui(args []string, _, stderr io.Writer) error {
	fs := newFlags("gui")
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (loopback unless told otherwise)")
	var engines listFlag
	fs.Var(&engines, "engine", "NAME=CMD: another UCI engine the page may start (repeatable)")
	args, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(args) != 0 {
		return usageErr("gui takes no arguments besides its flags")
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	// The games of --variants files (a global flag, loaded before this runs) go to our own engine too.
	_, global, _ := splitGlobalFlags(os.Args[1:])
	argv := []string{self}
	for _, f := range global.variantFiles {
		argv = append(argv, "--variants", f)
	}
	cfg := gui.Config{Addr: *addr, Log: stderr, Engines: []gui.EngineSpec{{Name: "sennight", Argv: argv}}}
	for _, e := range engines {
		name, cmd, ok := strings.Cut(e, "=")
		if !ok || name == "" || len(strings.Fields(cmd)) == 0 {
			return usageErr("--engine wants NAME=CMD, got %q", e)
		}
		cfg.Engines = append(cfg.Engines, gui.EngineSpec{Name: name, Argv: strings.Fields(cmd)})
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return gui.Run(ctx, cfg)
}
