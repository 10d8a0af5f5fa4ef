package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// TimeControl is how long a player may think: a clock (Base plus Inc per move, Moves per period when positive),
// a fixed time per move, or a fixed node count or depth. The zero TimeControl leaves the limit to the player's own
// setting.
type TimeControl struct {
	Base, Inc time.Duration
	Moves     int // moves per period (0: the whole game)
	MoveTime  time.Duration
	Nodes     uint64
	Depth     int
}

// Timed reports whether the control runs a clock.
func (tc TimeControl) Timed() bool { return tc.Base > 0 }

// IsZero reports whether no limit is set.
func (tc TimeControl) IsZero() bool { return tc == TimeControl{} }

// String writes the control in the syntax ParseTimeControl reads.
func (tc TimeControl) String() string {
	var parts []string
	if tc.Timed() {
		s := secs(tc.Base)
		if tc.Moves > 0 {
			s = fmt.Sprintf("%d/%s", tc.Moves, s)
		}
		if tc.Inc > 0 {
			s += "+" + secs(tc.Inc)
		}
		parts = append(parts, "tc="+s)
	}
	if tc.MoveTime > 0 {
		parts = append(parts, "st="+secs(tc.MoveTime))
	}
	if tc.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("nodes=%d", tc.Nodes))
	}
	if tc.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth=%d", tc.Depth))
	}
	return strings.Join(parts, ",")
}

func secs(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }

// parseSeconds reads a non-negative number of seconds ("10", "0.1").
func parseSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 1e6 {
		return 0, fmt.Errorf("%q is not a number of seconds", s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// setKey sets one key of a time control: tc=[MOVES/]BASE[+INC] (seconds), st=SECONDS, nodes=N, depth=D. It
// reports false for a key that is not a time control key.
func (tc *TimeControl) setKey(key, val string) (bool, error) {
	var err error
	switch key {
	case "tc":
		err = tc.setClock(val)
	case "st":
		tc.MoveTime, err = parseSeconds(val)
		if err == nil && tc.MoveTime <= 0 {
			err = fmt.Errorf("st must be positive")
		}
	case "nodes":
		tc.Nodes, err = strconv.ParseUint(val, 10, 64)
		if err == nil && tc.Nodes == 0 {
			err = fmt.Errorf("nodes must be positive")
		}
	case "depth":
		tc.Depth, err = strconv.Atoi(val)
		if err == nil && (tc.Depth <= 0 || tc.Depth > 200) {
			err = fmt.Errorf("depth must be 1 to 200")
		}
	default:
		return false, nil
	}
	if err != nil {
		return true, fmt.Errorf("%s=%s: %w", key, val, err)
	}
	return true, nil
}

func (tc *TimeControl) setClock(s string) error {
	if moves, rest, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(moves)
		if err != nil || n <= 0 {
			return fmt.Errorf("%q is not a number of moves", moves)
		}
		tc.Moves, s = n, rest
	}
	base, inc, _ := strings.Cut(s, "+")
	var err error
	if tc.Base, err = parseSeconds(base); err != nil {
		return err
	}
	if tc.Base <= 0 {
		return fmt.Errorf("the base time must be positive")
	}
	if inc != "" {
		if tc.Inc, err = parseSeconds(inc); err != nil {
			return err
		}
	}
	return nil
}

// ParseTimeControl reads a time control given as the value of --tc: "10+0.1", "40/60", "st=0.5", "nodes=20000",
// "depth=6", or several of these keys joined by commas.
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	for _, part := range strings.Split(s, ",") {
		key, val, ok := strings.Cut(part, "=")
		if !ok {
			key, val = "tc", part
		}
		known, err := tc.setKey(key, val)
		if err != nil {
			return TimeControl{}, err
		}
		if !known {
			return TimeControl{}, fmt.Errorf("unknown time control key %q (tc, st, nodes, depth)", key)
		}
	}
	return tc, nil
}
