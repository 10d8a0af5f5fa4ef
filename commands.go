package main

import "io"

// command is one word of the command line. Each parses its own flags (newFlags, parseFlags), so a flag given to
// a command that does not have it is an error instead of being ignored.
type command struct {
	name     string
	synopsis string
	run      func(args []string, stdout, stderr io.Writer) error
}

// commands in the order the usage text lists them. A new command is a file cmd_NAME.go and one line here.
var commands = []command{
	{"bench", "bench [--threads N] [--hash MB] [--depth D] [--variant VARIANT]", cmdBench},
	{"search", "search VARIANT [--fen FEN] (--depth D | --movetime DURATION | --nodes N) [--threads N] [--hash MB]", cmdSearch},
	{"mate", "mate VARIANT [--fen FEN] [--moves N]", cmdMate},
	{"mates", "mates [--variant VARIANT] [--movetime DURATION | --nodes N] [--threads N] [--prove] [--generate ...]", cmdMates},
	{"selfplay", "selfplay VARIANT [--a PLAYER] [--b PLAYER] [--games N] [--openings K] [--max-plies N] [--pgn FILE] [--seed S]", cmdSelfplay},
	{"values", "values [VARIANT]", cmdValues},
	{"perft", "perft VARIANT|all DEPTH [--fen FEN] [--divide] [--no-bulk]", cmdPerft},
	{"show", "show VARIANT [--fen FEN]", cmdShow},
	{"tables", "tables", cmdTables},
	{"texture", "texture VARIANT FILE.png [--flip]", cmdTexture},
}
