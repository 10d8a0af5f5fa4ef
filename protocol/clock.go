package protocol

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"sennight/movegen"
	"sennight/search"
)

// timeControl is the CECP time control: `level MPS BASE INC` (conventional or incremental clock), `st SECONDS`
// (exact time per move; whichever of the two came last applies), `sd DEPTH`, and the clock readings `time` and
// `otim`.
type timeControl struct {
	mps           int           // moves per session (0: the whole game)
	base, inc     time.Duration // time per session and increment per move
	moveTime      time.Duration // st, when > 0
	depth         int           // sd, when > 0
	mine, theirs  time.Duration // the last `time` and `otim`
	clockReported bool          // `time` came since the last `level`
}

// maxSeconds bounds every time the GUI sends (a year), so that nonsense cannot overflow a Duration.
const maxSeconds = 365 * 24 * 3600

// parseLevel reads the arguments of `level MPS BASE INC`, where BASE is minutes or min:sec and INC is seconds,
// possibly fractional (XBoard sends `level 0 0:10 0.1`).
func parseLevel(args []string) (mps int, base, inc time.Duration, err error) {
	if len(args) != 3 {
		return 0, 0, 0, fmt.Errorf("want level MPS BASE INC")
	}
	mps, err = strconv.Atoi(args[0])
	if err != nil || mps < 0 || mps > 100000 {
		return 0, 0, 0, fmt.Errorf("bad moves per session %q", args[0])
	}
	minutes, seconds, hasSec := strings.Cut(args[1], ":")
	m, err1 := strconv.Atoi(minutes)
	s := 0.0
	var err2 error
	if hasSec {
		s, err2 = parseSeconds(seconds)
	}
	if err1 != nil || err2 != nil || m < 0 || m > maxSeconds/60 {
		return 0, 0, 0, fmt.Errorf("bad base time %q", args[1])
	}
	in, err := parseSeconds(args[2])
	if err != nil {
		return 0, 0, 0, fmt.Errorf("bad increment %q", args[2])
	}
	return mps, time.Duration(m)*time.Minute + seconds2d(s), seconds2d(in), nil
}

// parseSeconds reads a non-negative decimal number of seconds.
func parseSeconds(s string) (float64, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f < 0 || f > maxSeconds {
		return 0, fmt.Errorf("bad seconds %q", s)
	}
	return f, nil
}

func seconds2d(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// parseCentiseconds reads a `time`/`otim` argument. XBoard may report a negative time when a flag fell.
func parseCentiseconds(s string) (time.Duration, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < -maxSeconds*100 || n > maxSeconds*100 {
		return 0, fmt.Errorf("bad centiseconds %q", s)
	}
	return time.Duration(n) * 10 * time.Millisecond, nil
}

// limits returns the search limits of a move of the side to move in pos.
func (tc *timeControl) limits(pos *movegen.Position, overhead time.Duration) search.Limits {
	lim := search.Limits{Depth: tc.depth, MoveOverhead: overhead}
	if tc.moveTime > 0 {
		lim.MoveTime = tc.moveTime
		return lim
	}
	us := pos.Side()
	mine, theirs := tc.mine, tc.theirs
	if !tc.clockReported { // no `time` yet: the clock is full
		mine, theirs = tc.base, tc.base
	}
	var left [2]time.Duration
	left[us], left[us.Other()] = mine, theirs
	movesToGo := 0
	if tc.mps > 0 {
		movesToGo = tc.mps - (pos.FullmoveNumber()-1)%tc.mps
	}
	setClock(&lim, us, left, [2]time.Duration{tc.inc, tc.inc}, movesToGo)
	return lim
}

// setClock puts a clock reading into the limits of a move of us: each side's time left and increment, and the
// moves to the next time control (0: the rest of the game). CECP and UCI GUIs both report a negative time when a
// flag fell; it counts as none, and a side to move with neither time nor increment moves at once rather than
// think forever.
func setClock(lim *search.Limits, us movegen.Color, left, inc [2]time.Duration, movesToGo int) {
	for c := range left {
		lim.Time[c], lim.Inc[c] = max(left[c], 0), max(inc[c], 0)
	}
	if lim.Time[us] == 0 && lim.Inc[us] == 0 {
		lim.Time[us] = time.Millisecond
	}
	lim.MovesToGo = movesToGo
}
