package match

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// cecpFeatures are the protocol features an engine announced in its `feature` lines that change what XBoard sends
// it. XBoard's defaults for protover 2 hold until the engine says otherwise.
type cecpFeatures struct {
	usermove bool // moves go as "usermove e2e4", not bare "e2e4"
	setboard bool // positions go by setboard; without it, by XBoard's edit mode
}

// read takes the features of one `feature` line: name=value pairs, a value either a bare word or "quoted".
func (f *cecpFeatures) read(line string) {
	rest := strings.TrimPrefix(line, "feature ")
	for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
		eq := strings.IndexByte(rest, '=')
		if eq < 0 {
			return
		}
		name, val := rest[:eq], rest[eq+1:]
		if strings.HasPrefix(val, `"`) {
			end := strings.IndexByte(val[1:], '"')
			if end < 0 {
				return
			}
			val, rest = val[1:end+1], val[end+2:]
		} else {
			end := strings.IndexFunc(val, unicode.IsSpace)
			if end < 0 {
				end = len(val)
			}
			val, rest = val[:end], val[end:]
		}
		switch name {
		case "usermove":
			f.usermove = val == "1"
		case "setboard":
			f.setboard = val == "1"
		}
	}
}

// sendBoard sends the engine's position as XBoard does (backend.c, SendBoard): setboard with XBoard's FEN, or for an
// engine without setboard (Fairy-Max) edit mode, which carries the placement and the side to move only: the engine
// infers castling rights from where Kings and Rooks stand, and an e.p. right is lost, as under XBoard.
func (c *cecpPlayer) sendBoard() {
	fen := c.view.FEN(c.pos.FEN())
	if c.feat.setboard {
		c.proc.send("setboard %s", fen)
		return
	}
	start := c.view.FEN(c.pos.Tables().Variant.StartFEN) // the engine's board after new
	for _, line := range editCommands(fen, start) {
		c.proc.send("%s", line)
	}
}

// editCommands turns an XBoard FEN into XBoard's edit-mode commands, sent after new. Black to move is set the way
// XBoard does it: by the move a2a3 before edit when the start position (start, the engine's board after new) has a
// White Pawn on a2, else by the deprecated black command.
func editCommands(fen, start string) []string {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil
	}
	white, black, first := placement(fields[0])
	var out []string
	if len(fields) > 1 && fields[1] == "b" {
		startWhite, _, _ := placement(strings.Fields(start + " ")[0])
		a2 := fmt.Sprintf("a%d", first+1)
		if slices.Contains(startWhite, placed{'P', a2}) {
			out = append(out, a2+fmt.Sprintf("a%d", first+2))
		} else {
			out = append(out, "black", "force")
		}
	}
	out = append(out, "edit", "#")
	for _, p := range white {
		out = append(out, fmt.Sprintf("%c%s", p.letter, p.cell))
	}
	out = append(out, "c")
	for _, p := range black {
		out = append(out, fmt.Sprintf("%c%s", p.letter, p.cell))
	}
	return append(out, ".")
}

// placed is a piece in edit mode: its upper-case letter and its cell in XBoard's labels.
type placed struct {
	letter byte
	cell   string
}

// placement reads a FEN placement field into the White and Black pieces, top rank first, and returns the label of
// the first rank: XBoard labels the ranks of a 10-rank board from 0 (docs/protocol-notes.md).
func placement(field string) (white, black []placed, first int) {
	ranks := strings.Split(field, "/")
	first = 1
	if len(ranks) == 10 {
		first = 0
	}
	for i, row := range ranks {
		rank, file := first+len(ranks)-1-i, 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '0' && ch <= '9' {
				n := int(ch - '0')
				for j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					j++
					n = 10*n + int(row[j]-'0')
				}
				file += n
				continue
			}
			p := placed{letter: byte(unicode.ToUpper(rune(ch))), cell: fmt.Sprintf("%c%d", 'a'+file, rank)}
			if unicode.IsUpper(rune(ch)) {
				white = append(white, p)
			} else {
				black = append(black, p)
			}
			file++
		}
	}
	return white, black, first
}
