package pgn

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// tagOrder is the order Write puts the tags in: the Seven Tag Roster, then the Variant, SetUp and FEN tags XBoard
// reads to set up the game, then the rest.
var tagOrder = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result",
	"Variant", "SetUp", "FEN", "TimeControl", "PlyCount", "Termination"}

// roster is the Seven Tag Roster, which every game carries even when a value is empty.
var roster = map[string]bool{"Event": true, "Site": true, "Date": true, "Round": true, "White": true,
	"Black": true, "Result": true}

// lineWidth is the longest movetext line: PGN export format keeps lines under 80 characters.
const lineWidth = 79

// Write writes one game in PGN, ending with a newline (a file of several games puts a blank line between them).
// The tags come in tagOrder, those not in it after, sorted; tags other than the Seven Tag Roster are left out
// when empty. Result, SetUp (when there is a FEN) and PlyCount are written from the game itself, whatever its
// Tags hold. The move numbers follow the FEN's side to move and fullmove number; the Reason stands in a comment
// before the result, with any "}" in it written as ")" since a PGN comment cannot hold one.
func Write(w io.Writer, g Game) error {
	var b strings.Builder
	values := make(map[string]string, len(g.Tags)+3)
	for k, v := range g.Tags {
		values[k] = v
	}
	values["Result"] = g.Result
	delete(values, "SetUp")
	if values["FEN"] != "" {
		values["SetUp"] = "1"
	}
	values["PlyCount"] = fmt.Sprint(len(g.Moves))
	tag := func(k string) {
		if v := values[k]; v != "" || roster[k] {
			fmt.Fprintf(&b, "[%s %q]\n", k, v)
		}
	}
	for _, k := range tagOrder {
		tag(k)
	}
	var rest []string
	for k := range values {
		if !slices.Contains(tagOrder, k) {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	for _, k := range rest {
		tag(k)
	}
	b.WriteByte('\n')
	writeMovetext(&b, g)
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// writeMovetext writes the numbered moves, the reason's comment and the result, wrapped at lineWidth.
func writeMovetext(b *strings.Builder, g Game) {
	fields := strings.Fields(g.Tags["FEN"])
	num, blackFirst := 1, len(fields) > 1 && fields[1] == "b"
	if len(fields) > 5 {
		fmt.Sscan(fields[5], &num)
	}
	line := 0
	word := func(s string) {
		if line > 0 && line+len(s)+1 > lineWidth {
			b.WriteByte('\n')
			line = 0
		} else if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(s)
		line += len(s)
	}
	for i, mv := range g.Moves {
		whiteMove := (i%2 == 0) != blackFirst
		switch {
		case whiteMove:
			word(fmt.Sprintf("%d.", num))
		case i == 0:
			word(fmt.Sprintf("%d...", num))
		}
		word(mv)
		if !whiteMove {
			num++
		}
	}
	if g.Reason != "" {
		word("{" + strings.ReplaceAll(g.Reason, "}", ")") + "}")
	}
	word(g.Result)
}
