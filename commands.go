package main

import "io"

// command is one word of the command line. Each parses its own flags (newFlags, parseFlags), so a flag given to
// a command that does not have it is an error instead of being ignored.
type command struct {
	name     string
	synopsis string // one line per form of the command, each starting with its name
	run      func(args []string, stdout, stderr io.Writer) error
}

// commands in the order the usage text lists them. A new command is a file cmd_NAME.go and one line here.
var commands = []command{
	{"bench", "bench [--threads N] [--hash MB] [--depth D] [--variant VARIANT] [--eval network|classical] [--network FILE]", cmdBench},
	{"search", "search VARIANT [--fen FEN] (--depth D | --movetime DURATION | --nodes N) [--threads N] [--hash MB] [--eval network|classical] [--network FILE]", cmdSearch},
	{"match", "match VARIANT --a SPEC --b SPEC [--games N] [--concurrency N] [--tc 10+0.1] [--openings FILE|none] [--pgn FILE] [--sprt elo0=0,elo1=5] [--adjudicate draw=M:CP,resign=M:CP,maxplies=N] [--shard i/N] [--results FILE [--resume]] [--seed S] [--progress N] [--watch ADDR]", cmdMatch},
	{"match-merge", "match-merge FILE... [--results FILE]", cmdMatchMerge},
	{"openings", "openings VARIANT [--count N] [--plies K] [--nodes N] [--depth D] [--window CP] [--seed S] [--out FILE]", cmdOpenings},
	{"datagen", "datagen VARIANT [--games N] [--nodes 6000] [--random-plies 6] [--openings FILE|none] [--shard i/N] [--concurrency C] [--out DIR] [--seed S] [--hash MB] [--max-plies N]\n" +
		"datagen [VARIANT] --info FILE", cmdDatagen},
	{"mate", "mate VARIANT [--fen FEN] [--moves N]", cmdMate},
	{"mates", "mates [--variant VARIANT] [--movetime DURATION | --nodes N] [--threads N] [--hash MB] [--every N] [--prove]\n" +
		"mates --generate --variant VARIANT [--games N] [--random N] [--per-game N] [--per-random N] [--strong PLAYER] [--weak PLAYER] [--solver-nodes N] [--seed S]", cmdMates},
	{"suite", "suite FILE.epd [--variant chess] [--movetime DURATION] [--engine SPEC ...] [--threads N] [--hash MB] [--per-group N] [--quiet]", cmdSuite},
	{"values", "values [VARIANT]", cmdValues},
	{"tune", "tune VARIANT --pgn FILE[,FILE...] [--groups values,squares,passed,mobility,king,tempo] [--weights FILE] [--out FILE] [--rounds N] [--validate FILE[,FILE...]] [--skip-plies N] [--per-game N] [--max-positions N]", cmdTune},
	{"train", "train VARIANT --data FILE_or_DIR... [--hidden 32] [--epochs 8] [--batch 1024] [--lr 0.001] [--lambda 1.0] [--scale 400] [--holdout 0.05] [--seed 1] [--threads 2] [--factorize] [--l2 0] [--max-swing 0] [--buckets 1] [--activation clipped] [--king-buckets FxR] [--init FILE.nnue] [--out FILE.nnue] [--checkpoint FILE] [--resume]", cmdTrain},
	{"perft", "perft VARIANT|all DEPTH [--fen FEN] [--moves MOVES] [--divide] [--no-bulk]", cmdPerft},
	{"show", "show VARIANT [--fen FEN] [--moves MOVES]", cmdShow},
	{"tables", "tables", cmdTables},
	{"texture", "texture VARIANT FILE.png [--flip]", cmdTexture},
	{"gui", "gui [--addr 127.0.0.1:8080] [--engine NAME=CMD ...] [--variants FILE]", cmdGui},
	{"render", "render VARIANT [--fen FEN] [--moves M,...] [--marks C,...] [--targets CELL] [--names] FILE.svg|FILE.png", cmdRender},
}
