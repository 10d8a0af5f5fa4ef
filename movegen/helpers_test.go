package movegen_test

import (
	"strconv"
	"strings"
	"testing"

	"sennight/movegen"
)

func tables(t *testing.T, variant string) *movegen.Tables {
	t.Helper()
	tb, err := movegen.ForVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func position(t *testing.T, variant, fen string) *movegen.Position {
	t.Helper()
	tb := tables(t, variant)
	if fen == "" {
		return movegen.StartPosition(tb)
	}
	p, err := movegen.NewPosition(tb, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// fenOf writes the board part of a FEN from a map of cell names to tokens, with holes as the variant has them,
// followed by rest (side, castling, ...). Tests state positions as piece lists this way, readable by hand.
func fenOf(t *testing.T, variant string, pieces map[string]string, rest string) string {
	t.Helper()
	b := tables(t, variant).Board()
	var sb strings.Builder
	for rank := b.Ranks; rank >= 1; rank-- {
		empty := 0
		for file := 0; file < b.Files; file++ {
			cell, ok := b.Grid(file, rank)
			tok := ""
			if ok {
				tok = pieces[b.Cells[cell].Name]
			}
			if ok && tok == "" {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if !ok {
				sb.WriteByte('*')
			} else {
				sb.WriteString(tok)
			}
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if rank > 1 {
			sb.WriteByte('/')
		}
	}
	for name := range pieces {
		if _, ok := b.Lookup(name); !ok {
			t.Fatalf("no cell %s in %s", name, variant)
		}
	}
	return sb.String() + " " + rest
}

// play makes moves given as text, failing the test on any that is not legal.
func play(t *testing.T, p *movegen.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s in %s: %v", s, p.FEN(), err)
		}
		p.MakeMove(m)
	}
}

func legalTexts(p *movegen.Position) map[string]bool {
	var ml movegen.MoveList
	p.LegalMoves(&ml)
	out := map[string]bool{}
	for _, m := range ml.Moves {
		out[p.MoveText(m)] = true
	}
	return out
}
