package movegen

// Result is the state of a game.
type Result uint8

const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Draw
)

func (r Result) String() string {
	return [...]string{"*", "1-0", "0-1", "1/2-1/2"}[r]
}

// Outcome is a game result with the rule that decided it.
type Outcome struct {
	Result Result
	Reason string // "checkmate", "stalemate", "threefold repetition", "50-move rule", "insufficient material"
}

// Outcome decides whether the game is over in this position, by the rules of docs/rules/README.md §4 and the variant's
// own: checkmate first (it beats a draw rule triggered by the same move), then stalemate, repetition, the 50-move
// rule and insufficient material.
func (p *Position) Outcome() Outcome {
	var buf [256]Move
	ml := MoveList{Moves: buf[:0]}
	p.LegalMoves(&ml)
	if ml.Len() == 0 {
		if p.InCheck() {
			if p.side == White {
				return Outcome{BlackWins, "checkmate"}
			}
			return Outcome{WhiteWins, "checkmate"}
		}
		if p.t.Variant.Rules.StalemateWins { // the stalemated side to move loses
			if p.side == White {
				return Outcome{BlackWins, "stalemate"}
			}
			return Outcome{WhiteWins, "stalemate"}
		}
		return Outcome{Draw, "stalemate"}
	}
	if p.RepetitionCount() >= 3 {
		return Outcome{Draw, "threefold repetition"}
	}
	if p.halfmove >= 100 {
		return Outcome{Draw, "50-move rule"}
	}
	if p.InsufficientMaterial() {
		return Outcome{Draw, "insufficient material"}
	}
	return Outcome{Ongoing, ""}
}

// RepetitionCount returns how many times the current position has occurred since the position was set up, this
// occurrence included.
func (p *Position) RepetitionCount() int {
	n := 1
	for i := len(p.history) - 2; i >= p.irrevAt; i -= 2 {
		if p.history[i] == p.hash {
			n++
		}
	}
	return n
}

// IsRepetition reports whether the current position occurred before since the last irreversible move (search
// treats a repetition as a draw).
func (p *Position) IsRepetition() bool {
	for i := len(p.history) - 2; i >= p.irrevAt; i -= 2 {
		if p.history[i] == p.hash {
			return true
		}
	}
	return false
}

// InsufficientMaterial reports whether the material on the board and in hand matches one of the variant's
// automatic-draw patterns.
func (p *Position) InsufficientMaterial() bool {
	t := p.t
	if len(t.insufficient) == 0 {
		return false
	}
	var have [2][MaxTypes]uint8
	for c := White; c <= Black; c++ {
		for typ := 1; typ < len(t.Types); typ++ {
			have[c][typ] = p.count[c][typ] + p.hand[c][typ]
		}
	}
	for _, m := range t.insufficient {
		if (have[White] == m.strong && have[Black] == m.weak) || (have[Black] == m.strong && have[White] == m.weak) {
			return true
		}
	}
	return false
}
