package protocol

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"sennight/movegen"
	"sennight/variants"
)

// game is the game a front end keeps: the variant and the current position, whose move stack is the game record
// since the start position or the last setboard.
type game struct {
	t   *movegen.Tables
	pos *movegen.Position
}

// xboardName is the name XBoard knows a variant by: its own name for a game XBoard has built in, else the
// engine's.
func xboardName(v *variants.Variant) string {
	if v.XBoard.BuiltIn != "" {
		return v.XBoard.BuiltIn
	}
	return v.Name
}

// xboardVariants lists every variant by the name XBoard knows it by (CECP's feature variants).
func xboardVariants() []string {
	var out []string
	for _, name := range movegen.GameNames() {
		if v, err := movegen.VariantByName(name); err == nil {
			out = append(out, xboardName(v))
		}
	}
	return out
}

// variantFromXBoard returns the engine name of the variant XBoard names: a built-in game's XBoard name, or an
// engine name (unchanged, also when unknown).
func variantFromXBoard(name string) string {
	for _, n := range movegen.GameNames() {
		if v, err := movegen.VariantByName(n); err == nil && v.XBoard.BuiltIn == name {
			return n
		}
	}
	return name
}

// xboardDefaultVariant is the game of a CECP `new`: the one XBoard calls "normal" and plays without a `variant`
// command, when it is registered; else the engine's default.
func xboardDefaultVariant() string {
	if n := variantFromXBoard("normal"); n != "normal" {
		return n
	}
	return defaultVariant()
}

// defaultVariant is the variant of a fresh game, before any `variant` command (CECP) or UCI_Variant (UCI).
func defaultVariant() string { return movegen.GameNames()[0] }

func newGame(variant string) (*game, error) {
	t, err := movegen.ForVariant(variant)
	if err != nil {
		return nil, err
	}
	return &game{t: t, pos: movegen.StartPosition(t)}, nil
}

// outcome returns the state of the game in the current position.
func (g *game) outcome() movegen.Outcome { return g.pos.Outcome() }

// parseMove reads a move in the engine's notation. The error says why it is not a legal move here, in words fit
// for "Illegal move (REASON)".
func (g *game) parseMove(text string) (movegen.Move, error) {
	m, err := g.pos.ParseMove(text)
	if err == nil {
		return m, nil
	}
	if errors.Is(err, movegen.ErrMalformedMove) {
		return movegen.NoMove, errors.New("not a move on this board")
	}
	if o := g.outcome(); o.Reason == "checkmate" || o.Reason == "stalemate" {
		return movegen.NoMove, errors.New("the game is over")
	}
	// A pseudo-legal move with this text breaks a rule only after it is made: the King is left attacked, or a
	// variant rule (anti-trading, the Eagle-check ban) forbids it.
	ml := movegen.NewMoveList(256)
	g.pos.GeneratePseudo(ml, movegen.GenAll)
	for _, pm := range ml.Moves {
		if g.pos.MoveText(pm) == text {
			if g.pos.InCheck() {
				return movegen.NoMove, errors.New("in check")
			}
			return movegen.NoMove, errors.New("the King would be attacked, or a rule forbids it")
		}
	}
	if g.t.HasPlacement() && g.pos.HandTotal(g.pos.Side()) > 0 {
		if strings.Contains(text, "@") {
			return movegen.NoMove, errors.New("a piece in hand goes on an empty cell of the own back rank")
		}
		return movegen.NoMove, errors.New("pieces in hand must be placed first")
	}
	return movegen.NoMove, errors.New("no such move")
}

// setFEN replaces the position. On error the game is unchanged.
func (g *game) setFEN(fen string) error {
	p, err := movegen.NewPosition(g.t, fen)
	if err != nil {
		return err
	}
	g.pos = p
	return nil
}

// guiFEN turns a FEN written by XBoard into one of the engine's. XBoard's board field is the engine's (with '~'
// marks on promoted pieces, which these games do not distinguish), but its castling field cannot describe these
// games' castlings (for Shafran's start it writes "Q") and its e.p. field is unreliable, so the castling rights are
// derived from the placement (a right stands when its King and partner are on their start cells) and the e.p.
// field is kept only when it is valid here.
func (g *game) guiFEN(grid xbGrid, fen string) (string, error) {
	f := strings.Fields(fen)
	if len(f) < 2 || len(f) > 6 {
		return "", fmt.Errorf("want 2 to 6 FEN fields, got %d", len(f))
	}
	for len(f) < 6 {
		f = append(f, []string{"-", "-", "0", "1"}[len(f)-2])
	}
	f[0] = strings.ReplaceAll(f[0], "~", "")
	if g.t.Variant.XBoard.BuiltIn != "" {
		// XBoard plays this game by its own rules and keeps its castling and e.p. fields right.
		f[3] = grid.fromGUI(f[3])
		fen := strings.Join(f, " ")
		if _, err := movegen.NewPosition(g.t, fen); err == nil {
			return fen, nil
		}
		f[3] = grid.toGUI(f[3])
	}
	given := f[2]
	f[2] = "-"
	ep := grid.fromGUI(f[3])
	f[3] = "-"
	p, err := movegen.NewPosition(g.t, strings.Join(f, " "))
	if err != nil {
		return "", err
	}
	f[2] = castlingFromPlacement(p)
	if given != "-" {
		// A castling field in the engine's own letters (a match runner standing in for XBoard sends the engine's
		// FEN) is kept when it is valid here: rights lost by a King or partner that moved and came back cannot
		// be seen in the placement. XBoard's own letters for these games ("Q" at Shafran's start) are not valid
		// and fall back to the placement.
		f[2] = given
		if _, err := movegen.NewPosition(g.t, strings.Join(f, " ")); err != nil {
			f[2] = castlingFromPlacement(p)
		}
	}
	if ep != "-" {
		f[3] = ep
		if _, err := movegen.NewPosition(g.t, strings.Join(f, " ")); err != nil {
			f[3] = "-"
		}
	}
	return strings.Join(f, " "), nil
}

// castlingFromPlacement writes the castling field (docs/rules/README.md §3) with every right whose King and partner
// stand on their start cells.
func castlingFromPlacement(p *movegen.Position) string {
	t := p.Tables()
	b := t.Board()
	var white, black []byte
	seen := map[string]bool{}
	for _, c := range t.Variant.Rules.Castling {
		kc, ok1 := t.Cell(c.King)
		pc, ok2 := t.Cell(c.Partner)
		if !ok1 || !ok2 || seen[c.Partner] {
			continue
		}
		colour := movegen.Color(c.Colour)
		king, partner := p.At(kc), p.At(pc)
		if king == movegen.Empty || partner == movegen.Empty || king.Color() != colour || partner.Color() != colour ||
			!t.Types[king.Type()].Royal || t.Types[partner.Type()].Token != c.PartnerPiece {
			continue
		}
		seen[c.Partner] = true
		file := byte(b.Cells[pc].File)
		if colour == movegen.White {
			white = append(white, 'A'+file)
		} else {
			black = append(black, 'a'+file)
		}
	}
	slices.Sort(white)
	slices.Sort(black)
	if len(white)+len(black) == 0 {
		return "-"
	}
	return string(white) + string(black)
}
