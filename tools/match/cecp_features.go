package match

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
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
	fen := c.xb.FEN(c.pos.FEN())
	if c.feat.setboard {
		c.proc.send("setboard %s", fen)
		return
	}
	start := c.xb.FEN(c.pos.Tables().Variant.StartFEN) // the engine's board after new
	before, move, ok := beforeDoubleStep(fen, c.xb.FirstRank())
	if !ok {
		before, move = fen, ""
	}
	for _, line := range editCommands(before, start, c.xb.FirstRank()) {
		c.proc.send("%s", line)
	}
	if move != "" {
		c.sendMove(move)
	}
}

// sendMove sends one move in the form the engine asked for.
func (c *cecpPlayer) sendMove(text string) {
	if c.feat.usermove {
		c.proc.send("usermove %s", text)
	} else {
		c.proc.send("%s", text)
	}
}

// beforeDoubleStep keeps an e.p. right that edit mode cannot carry: for a FEN with an e.p. square it returns the
// position before the Pawn's double step and that step ("b7b5"), so the engine sees the step made. ok is false
// when the FEN has no e.p. square or the Pawn cannot be traced back (not one step beyond the square, its start
// cell taken). first is XBoard's label of the lowest rank (xboard.Board.FirstRank).
func beforeDoubleStep(fen string, first int) (before, move string, ok bool) {
	f := strings.Fields(fen)
	if len(f) < 4 || f[3] == "-" || len(f[3]) < 2 {
		return "", "", false
	}
	rows := grid(f[0])
	file := int(f[3][0] - 'a')
	label, err := strconv.Atoi(f[3][1:])
	if err != nil || file < 0 {
		return "", "", false
	}
	row := len(rows) - 1 - (label - first) // the e.p. square's row, top first
	pawn, dir := byte('p'), 1              // White to move: Black's Pawn stands a row lower (rows run top down), came from above
	if f[1] == "b" {
		pawn, dir = 'P', -1
	}
	at, from := row+dir, row-dir
	if at < 0 || from < 0 || at >= len(rows) || from >= len(rows) ||
		file >= min(len(rows[row]), len(rows[at]), len(rows[from])) || rows[at][file] != pawn || rows[row][file] != '.' || rows[from][file] != '.' {
		return "", "", false
	}
	rows[from][file], rows[at][file] = pawn, '.'
	side := "b"
	if f[1] == "b" {
		side = "w"
	}
	f[0], f[1], f[3] = placementField(rows), side, "-"
	cell := func(r int) string { return fmt.Sprintf("%c%d", 'a'+file, first+len(rows)-1-r) }
	return strings.Join(f, " "), cell(from) + cell(at), true
}

// grid reads a FEN placement field into rows of one byte a cell ('.' empty), top rank first.
func grid(field string) (rows [][]byte) {
	for _, r := range strings.Split(field, "/") {
		var row []byte
		for j := 0; j < len(r); j++ {
			if r[j] < '0' || r[j] > '9' {
				row = append(row, r[j])
				continue
			}
			n := int(r[j] - '0')
			for j+1 < len(r) && r[j+1] >= '0' && r[j+1] <= '9' {
				j++
				n = 10*n + int(r[j]-'0')
			}
			row = append(row, bytes.Repeat([]byte{'.'}, n)...)
		}
		rows = append(rows, row)
	}
	return rows
}

// placementField writes rows back as a FEN placement field.
func placementField(rows [][]byte) string {
	var b strings.Builder
	for i, row := range rows {
		if i > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == '.' {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
	}
	return b.String()
}

// editCommands turns an XBoard FEN into XBoard's edit-mode commands, sent after new. Black to move is set the way
// XBoard does it: by the move a2a3 before edit when the start position (start, the engine's board after new) has a
// White Pawn on a2, else by the deprecated black command. first is XBoard's label of the lowest rank.
func editCommands(fen, start string, first int) []string {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil
	}
	white, black := placement(fields[0], first)
	var out []string
	if len(fields) > 1 && fields[1] == "b" {
		startWhite, _ := placement(strings.Fields(start + " ")[0], first)
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

// placement reads a FEN placement field into the White and Black pieces, top rank first, labelling the lowest rank
// first.
func placement(field string, first int) (white, black []placed) {
	rows := grid(field)
	for i, row := range rows {
		rank := first + len(rows) - 1 - i
		for file, ch := range row {
			if ch == '.' {
				continue
			}
			p := placed{letter: byte(unicode.ToUpper(rune(ch))), cell: fmt.Sprintf("%c%d", 'a'+file, rank)}
			if unicode.IsUpper(rune(ch)) {
				white = append(white, p)
			} else {
				black = append(black, p)
			}
		}
	}
	return white, black
}
