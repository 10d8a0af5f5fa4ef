package variants

import (
	"fmt"
	"regexp"
	"strings"
)

// The TOML decoder names an unknown key by its path alone ("piece.royl"), which does not say which piece of many
// holds it. unknownKey finds the key's line in the text and, inside a [[piece]] table, the piece's index and token.

var (
	tableRE     = regexp.MustCompile(`^\s*(\[\[?)\s*([A-Za-z0-9_.\- ]+?)\s*\]\]?\s*(#.*)?$`)
	keyRE       = regexp.MustCompile(`^\s*([A-Za-z0-9_\-]+(?:\s*\.\s*[A-Za-z0-9_\-]+)*)\s*=`)
	tokenLineRE = regexp.MustCompile(`^\s*token\s*=\s*"([^"]*)"`)
)

// unknownKey returns the error for the first unknown key of a file: with its line when the text shows where it
// is, and with the piece ("piece[2].royl (piece R)") when it is a piece's or an atom's key.
func unknownKey(file string, data []byte, key []string) *FileError {
	path := strings.Join(key, ".")
	table, pieces, atoms := "", -1, -1
	token := ""
	for i, line := range strings.Split(string(data), "\n") {
		if m := tableRE.FindStringSubmatch(line); m != nil {
			table = strings.ReplaceAll(m[2], " ", "")
			switch {
			case m[1] == "[[" && table == "piece":
				pieces, atoms, token = pieces+1, -1, ""
			case m[1] == "[[" && table == "piece.atom":
				atoms++
			}
			continue
		}
		if m := tokenLineRE.FindStringSubmatch(line); m != nil && table == "piece" {
			token = m[1]
		}
		m := keyRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		full := strings.ReplaceAll(m[1], " ", "")
		if table != "" {
			full = table + "." + full
		}
		if full != path && !strings.HasPrefix(path, full+".") {
			continue
		}
		where := path
		switch {
		case strings.HasPrefix(path, "piece.atom.") && pieces >= 0 && atoms >= 0:
			where = fmt.Sprintf("piece[%d].atom[%d].%s", pieces, atoms, strings.TrimPrefix(path, "piece.atom."))
		case strings.HasPrefix(path, "piece.") && pieces >= 0:
			where = fmt.Sprintf("piece[%d].%s", pieces, strings.TrimPrefix(path, "piece."))
		}
		if pieces >= 0 && strings.HasPrefix(path, "piece.") && token == "" {
			token = pieceToken(data, pieces)
		}
		if pieces >= 0 && strings.HasPrefix(path, "piece.") && token != "" {
			where += fmt.Sprintf(" (piece %s)", token)
		}
		return &FileError{File: file, Line: i + 1, Key: where, Msg: "unknown key"}
	}
	return &FileError{File: file, Key: path, Msg: "unknown key"}
}

// pieceToken returns the token of the n-th [[piece]] table, for a key that comes before the token line.
func pieceToken(data []byte, n int) string {
	pieces := -1
	table := ""
	for _, line := range strings.Split(string(data), "\n") {
		if m := tableRE.FindStringSubmatch(line); m != nil {
			table = strings.ReplaceAll(m[2], " ", "")
			if m[1] == "[[" && table == "piece" {
				pieces++
			}
			continue
		}
		if m := tokenLineRE.FindStringSubmatch(line); m != nil && table == "piece" && pieces == n {
			return m[1]
		}
	}
	return ""
}
