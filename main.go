// Command sennight is a chess-variant engine for Starchess, Shafran's Hexagonal Chess, the Star of David 2 Level
// games, Megastar of David and Megalomachy.
//
// Usage:
//
//	sennight                                                   speak CECP (XBoard) or UCI on stdin and stdout
//	sennight bench [--threads N] [--hash MB] [--depth D] [--variant V]   search benchmark; prints the signature
//	sennight search VARIANT [--fen FEN] --depth D|--movetime T|--nodes N   show the search of one position
//	sennight selfplay VARIANT [--a P] [--b P] [--games N] [--pgn FILE]    games between engine settings
//	sennight values [VARIANT]                                  piece values and their derivation
//	sennight perft VARIANT|all DEPTH [--fen FEN] [--divide] [--no-bulk]   count the leaves of the legal move tree
//	sennight show VARIANT [--fen FEN]                          draw a position as text
//	sennight tables                                            table build time and size per variant
//	sennight texture VARIANT FILE.png [--flip]                 a board texture for XBoard
//
// Global flags: --profile cpu|mem|block (write a pprof profile to the current directory), --log LEVEL.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/pkg/profile"
	"github.com/sirupsen/logrus"

	"sennight/bench"
	"sennight/protocol"
	"sennight/variants"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is a command-line mistake: a one-line message on stderr and exit status 2, as every error gets.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usageErr(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// errUsage asks for the usage text.
var errUsage = usageError{}

const usage = `usage:
  sennight                (no command: speak CECP (XBoard) or UCI on stdin/stdout, chosen by the first command)
  sennight bench [--threads N] [--hash MB] [--depth D] [--variant VARIANT]
  sennight search VARIANT [--fen FEN] (--depth D | --movetime DURATION | --nodes N) [--threads N] [--hash MB]
  sennight selfplay VARIANT [--a PLAYER] [--b PLAYER] [--games N] [--openings K] [--max-plies N] [--pgn FILE] [--seed S]
  sennight values [VARIANT]
  sennight perft VARIANT|all DEPTH [--fen FEN] [--divide] [--no-bulk]
  sennight show VARIANT [--fen FEN]
  sennight tables
  sennight texture VARIANT FILE.png [--flip]
global flags: --profile cpu|mem|block, --log LEVEL
variants: `

// run executes one command line and returns the process exit status. stdout carries results only; diagnostics and
// logs go to stderr.
func run(args []string, stdout, stderr io.Writer) int {
	logrus.SetOutput(stderr)
	fs := flag.NewFlagSet("sennight", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var cl cmdLine
	fs.StringVar(&cl.fen, "fen", "", "position in FEN (default: the variant's start position)")
	fs.BoolVar(&cl.divide, "divide", false, "perft: print the count below each root move")
	fs.BoolVar(&cl.noBulk, "no-bulk", false, "perft: make and unmake every leaf move instead of counting the last ply")
	fs.IntVar(&cl.threads, "threads", 1, "bench, selfplay: search threads")
	fs.IntVar(&cl.hash, "hash", 64, "bench, selfplay: transposition table megabytes")
	fs.IntVar(&cl.depth, "depth", 0, "bench: search depth of every position (default: each position's own)")
	fs.StringVar(&cl.variant, "variant", "", "bench: run only this variant")
	fs.DurationVar(&cl.movetime, "movetime", 0, "search: time for the move (e.g. 10s)")
	fs.Uint64Var(&cl.nodes, "nodes", 0, "search: node limit")
	fs.StringVar(&cl.playerA, "a", "engine:movetime=100ms", "selfplay: first player (engine[:key=value,...], greedy, random)")
	fs.StringVar(&cl.playerB, "b", "greedy", "selfplay: second player")
	fs.IntVar(&cl.games, "games", 2, "selfplay: number of games (colours alternate)")
	fs.StringVar(&cl.pgn, "pgn", "", "selfplay: write the games to this PGN file")
	fs.IntVar(&cl.openings, "openings", 2, "selfplay: random plies at the start of each pair of games")
	fs.IntVar(&cl.maxPlies, "max-plies", 400, "selfplay: adjudicate a draw after this many plies")
	fs.Uint64Var(&cl.seed, "seed", 1, "selfplay: seed of the random openings and random players")
	fs.BoolVar(&cl.flip, "flip", false, "texture: for a board shown with Black at the bottom")
	prof := fs.String("profile", "", "write a profile: cpu, mem or block")
	logLevel := fs.String("log", "warning", "log level")
	pos, err := parseInterspersed(fs, args)
	if err == nil {
		err = setLogLevel(*logLevel)
	}
	if err == nil && *prof != "" {
		var stop interface{ Stop() }
		stop, err = startProfile(*prof)
		if err == nil {
			defer stop.Stop()
		}
	}
	if err == nil {
		err = dispatch(pos, &cl, stdout, stderr)
	}
	if err != nil {
		msg := err.Error()
		if errors.Is(err, errUsage) {
			msg = strings.TrimSpace(usage + strings.Join(variants.Names(), ", "))
		}
		fmt.Fprintln(stderr, "sennight: "+msg)
		return 2
	}
	return 0
}

// cmdLine holds the flags of every command.
type cmdLine struct {
	fen            string
	divide, noBulk bool
	threads, hash  int
	depth          int
	variant        string
	movetime       time.Duration
	nodes          uint64
	// selfplay
	playerA, playerB string
	games, openings  int
	maxPlies         int
	pgn              string
	seed             uint64
	flip             bool // texture
}

func dispatch(args []string, cl *cmdLine, stdout, stderr io.Writer) error {
	fen := cl.fen
	if len(args) == 0 {
		protocol.Run(os.Stdin, stdout, newSearcher())
		return nil
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "perft":
		return cmdPerft(rest, fen, cl.divide, !cl.noBulk, stdout)
	case "show":
		if len(rest) != 1 {
			return usageErr("show takes one variant name")
		}
		p, err := bench.NewPosition(rest[0], fen)
		if err != nil {
			return err
		}
		fmt.Fprint(stdout, p.Picture())
		return nil
	case "bench":
		if len(rest) != 0 {
			return usageErr("bench takes no arguments (flags: --threads, --hash, --depth, --variant)")
		}
		opts := bench.SearchOptions{Threads: cl.threads, HashMB: cl.hash, Depth: cl.depth}
		if cl.variant != "" {
			opts.Variants = []string{cl.variant}
		}
		_, err := bench.RunSearch(stdout, opts)
		return err
	case "search":
		if len(rest) != 1 {
			return usageErr("search takes one variant name")
		}
		return cmdSearch(rest[0], cl, stdout)
	case "selfplay":
		if len(rest) != 1 {
			return usageErr("selfplay takes one variant name")
		}
		return cmdSelfplay(rest[0], cl, stdout)
	case "values":
		if len(rest) > 1 {
			return usageErr("values takes at most one variant name")
		}
		v := ""
		if len(rest) == 1 {
			v = rest[0]
		}
		return cmdValues(v, stdout)
	case "tables":
		if len(rest) != 0 {
			return usageErr("tables takes no arguments")
		}
		return bench.WriteTableStats(stdout)
	case "texture":
		if len(rest) != 2 {
			return usageErr("texture takes a variant and a PNG file name")
		}
		return cmdTexture(rest[0], rest[1], cl.flip, stderr)
	default:
		return usageErr("unknown command %q", cmd)
	}
}

func cmdPerft(args []string, fen string, divide, bulk bool, stdout io.Writer) error {
	if len(args) != 2 {
		return usageErr("perft takes a variant and a depth")
	}
	depth, err := strconv.Atoi(args[1])
	if err != nil || depth < 1 || depth > 20 {
		return usageErr("bad depth %q (want 1..20)", args[1])
	}
	names := []string{args[0]}
	if args[0] == "all" {
		if fen != "" {
			return usageErr("--fen needs one variant, not all")
		}
		names = variants.Names()
	}
	for _, name := range names {
		p, err := bench.NewPosition(name, fen)
		if err != nil {
			return err
		}
		bench.RunPerft(stdout, name, p, depth, divide, bulk)
	}
	return nil
}

// cmdTexture writes a variant's board texture for XBoard. XBoard lines a texture up with its squares at any size
// only when the file name ends in -WxH.png (see protocol.WriteTexture), so a name without it gets a hint.
func cmdTexture(variant, file string, flip bool, stderr io.Writer) error {
	w, h, err := protocol.TextureSize(variant)
	if err != nil {
		return err
	}
	if suffix := fmt.Sprintf("-%dx%d.png", w, h); !strings.HasSuffix(file, suffix) {
		fmt.Fprintf(stderr, "sennight: hint: name the file *%s so that XBoard fits it to any square size\n", suffix)
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := protocol.WriteTexture(f, variant, flip); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// parseInterspersed parses flags that may stand anywhere among the positional arguments (sennight perft shafran 5
// --fen ...), which the flag package alone does not allow.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
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
			continue
		}
		f := fs.Lookup(name)
		if f == nil {
			return pos, usageErr("unknown flag %s", a)
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
		return pos, usageErr("%v", err)
	}
	return pos, nil
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
