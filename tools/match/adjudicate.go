package match

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseAdjudication reads "draw=MOVES:CP,resign=MOVES:CP,maxplies=N" (any of the keys) over the defaults a;
// "none" turns everything off.
func ParseAdjudication(s string, a Adjudication) (Adjudication, error) {
	if s == "none" {
		return Adjudication{}, nil
	}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return a, fmt.Errorf("adjudicate: %q is not key=value", kv)
		}
		switch k {
		case "draw", "resign":
			moves, cp, ok := strings.Cut(v, ":")
			m, err1 := strconv.Atoi(moves)
			c, err2 := strconv.Atoi(cp)
			if !ok || err1 != nil || err2 != nil || m < 0 || c < 0 {
				return a, fmt.Errorf("adjudicate: %s=%q: want MOVES:CENTIPAWNS", k, v)
			}
			if k == "draw" {
				a.DrawMoves, a.DrawCP = m, c
			} else {
				a.ResignMoves, a.ResignCP = m, c
			}
		case "maxplies":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return a, fmt.Errorf("adjudicate: maxplies=%q: want a number of plies", v)
			}
			a.MaxPlies = n
		default:
			return a, fmt.Errorf("adjudicate: unknown key %q (draw, resign, maxplies)", k)
		}
	}
	return a, nil
}
