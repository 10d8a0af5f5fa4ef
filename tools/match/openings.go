package match

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"strings"

	"sennight/movegen"
	"sennight/variants/inputfile"
)

// suites are the opening suites shipped for each variant: openings/VARIANT.epd, one FEN a line followed by a
// comment with the score that admitted it (see Generate); '#' starts a comment line.
//
//go:embed openings
var suites embed.FS

// Suite returns the shipped opening suite of a variant.
func Suite(variant string) ([]string, error) {
	f, err := suites.Open("openings/" + variant + ".epd")
	if err != nil {
		return nil, fmt.Errorf("no opening suite for %s: play from the start position with --openings none, or make "+
			"a suite with `sennight openings %s --out FILE` and pass --openings FILE", variant, variant)
	}
	defer f.Close()
	return readOpenings(f, variant)
}

// LoadOpenings reads an opening file of a variant: one FEN a line; what follows a ';' and lines starting with
// '#' are comments.
func LoadOpenings(path, variant string) ([]string, error) {
	f, err := inputfile.Open(path, inputfile.OpeningsFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpenings(f, variant)
}

func readOpenings(r io.Reader, variant string) ([]string, error) {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return nil, err
	}
	var fens []string
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), ";")
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if _, err := movegen.NewPosition(t, line); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		fens = append(fens, line)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(fens) == 0 {
		return nil, fmt.Errorf("no openings")
	}
	return fens, nil
}
