package match

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"sennight/variants/inputfile"
)

// PairResult is one pair of games from one opening, A with White in Games[0] and with Black in Games[1].
type PairResult struct {
	Index   int           `json:"pair"`
	Opening int           `json:"opening"`
	Games   [2]GameRecord `json:"games"`
}

// Results are a match's (or a shard's) games, pair by pair, with the settings that make the pairs comparable
// across shards. The results file is this as JSON, with a summary for people and scripts; merging reads only
// the pairs.
type Results struct {
	Variant  string `json:"variant"`
	A        string `json:"a"` // the players' settings as given
	B        string `json:"b"`
	NameA    string `json:"name_a"`
	NameB    string `json:"name_b"`
	TC       string `json:"tc"`
	Games    int    `json:"games"` // of the whole match
	Openings int    `json:"openings"`
	Seed     uint64 `json:"seed"`
	Shard    string `json:"shard,omitempty"` // "i/N", or "" for the whole match or a merge
	SPRT     *SPRT  `json:"sprt,omitempty"`
	// Stopped says why the match ended before all its pairs ("SPRT: H1 accepted").
	Stopped string       `json:"stopped,omitempty"`
	Date    time.Time    `json:"date"`
	Pairs   []PairResult `json:"pairs"`
	Summary *Summary     `json:"summary,omitempty"`
}

// Summary is the report in numbers, written into the results file.
type Summary struct {
	Wins, Losses, Draws  int
	Penta                [5]int
	Elo, EloLow, EloHigh float64
	LLR                  *float64 `json:",omitempty"`
	Faults               Faults
}

// Faults count the games lost by a fault. Forfeits are all of them; the other fields are the kinds.
type Faults struct {
	Forfeits, Illegal, Crashes, TimeLosses, Protocol int
	ByA, ByB                                         int
}

func newResults(o Options) *Results {
	r := &Results{Variant: o.Variant, A: o.A.Text, B: o.B.Text, NameA: o.A.Name, NameB: o.B.Name, TC: o.TC.String(),
		Games: 2 * ((o.Games + 1) / 2), Openings: len(o.Openings), Seed: o.Seed, SPRT: o.SPRT, Date: time.Now().UTC()}
	if o.Shards > 0 {
		r.Shard = fmt.Sprintf("%d/%d", o.Shard, o.Shards)
	}
	return r
}

func (r *Results) sortPairs() {
	sort.Slice(r.Pairs, func(i, j int) bool { return r.Pairs[i].Index < r.Pairs[j].Index })
}

// Stats counts the pairs.
func (r *Results) Stats() Stats {
	var s Stats
	for _, p := range r.Pairs {
		s.addPair(p.Games[0].ScoreA(), p.Games[1].ScoreA())
	}
	return s
}

// Faults counts the faults.
func (r *Results) Faults() Faults {
	var f Faults
	for _, p := range r.Pairs {
		for _, g := range p.Games {
			if g.Fault == "" {
				continue
			}
			f.Forfeits++
			switch g.Fault {
			case Illegal.String():
				f.Illegal++
			case Crash.String():
				f.Crashes++
			case TimeLoss.String():
				f.TimeLosses++
			default:
				f.Protocol++
			}
			if (g.FaultBy == "white") == g.AWhite {
				f.ByA++
			} else {
				f.ByB++
			}
		}
	}
	return f
}

// FaultLine is the report's fault line.
func (f Faults) FaultLine() string {
	return fmt.Sprintf("faults: forfeits %d, illegal moves %d, crashes %d, time losses %d", f.Forfeits, f.Illegal,
		f.Crashes, f.TimeLosses)
}

func (r *Results) progressLine() string {
	s := r.Stats()
	line := fmt.Sprintf("+%d -%d =%d, penta %v, %s", s.Wins, s.Losses, s.Draws, s.Penta, s.EloLine())
	if r.SPRT != nil {
		lo, hi := r.SPRT.Bounds()
		line += fmt.Sprintf(", LLR %.2f [%.2f, %.2f]", r.SPRT.LLR(s), lo, hi)
	}
	if f := r.Faults(); f.Forfeits > 0 {
		line += ", " + f.FaultLine()
	}
	return line
}

// Report writes the final report.
func (r *Results) Report(w io.Writer) {
	s := r.Stats()
	fmt.Fprintf(w, "match %s: %s vs %s, %s\n", r.Variant, r.NameA, r.NameB, r.TC)
	scope := fmt.Sprintf("%d of %d", s.Games(), r.Games)
	if r.Shard != "" {
		scope += ", shard " + r.Shard
	}
	if r.Stopped != "" {
		scope += ", stopped: " + r.Stopped
	}
	fmt.Fprintf(w, "games: %s\n", scope)
	fmt.Fprintf(w, "W/L/D: %d - %d - %d (%s)\n", s.Wins, s.Losses, s.Draws, r.NameA)
	fmt.Fprintf(w, "pentanomial [LL LD DD+WL WD WW]: %v\n", s.Penta)
	fmt.Fprintln(w, s.EloLine())
	if r.SPRT != nil {
		lo, hi := r.SPRT.Bounds()
		llr := r.SPRT.LLR(s)
		verdict := r.SPRT.Decide(llr).String()
		if d, ok := strings.CutPrefix(r.Stopped, "SPRT: "); ok {
			verdict = d // the test ended at the crossing; the pairs under way then are counted above
		}
		fmt.Fprintf(w, "SPRT %s: LLR %.2f [%.2f, %.2f] %s\n", r.SPRT, llr, lo, hi, verdict)
	}
	f := r.Faults()
	fmt.Fprintf(w, "%s (protocol %d; by %s %d, by %s %d)\n", f.FaultLine(), f.Protocol, r.NameA, f.ByA, r.NameB, f.ByB)
	reasons := map[string]int{}
	for _, p := range r.Pairs {
		for _, g := range p.Games {
			reason := g.Reason
			if g.Fault != "" {
				reason = g.Fault
			} else if strings.HasPrefix(reason, "adjudication") {
				reason, _, _ = strings.Cut(reason, ":")
				reason += " (" + strings.SplitN(strings.TrimPrefix(g.Reason, "adjudication: "), " ", 2)[0] + ")"
			} else if strings.HasSuffix(reason, " resigns") {
				reason = "resignation"
			}
			reasons[reason]++
		}
	}
	keys := make([]string, 0, len(reasons))
	for k := range reasons {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, reasons[k]))
	}
	fmt.Fprintf(w, "endings: %s\n", strings.Join(parts, ", "))
}

// pgnGame returns game g of a pair with its headers.
func (r *Results) pgnGame(p PairResult, g int) PGNGame {
	game := p.Games[g]
	white, black := r.NameA, r.NameB
	if !game.AWhite {
		white, black = black, white
	}
	return PGNGame{Event: "sennight match", Variant: r.Variant, White: white, Black: black,
		Round: fmt.Sprintf("%d.%d", p.Index+1, g+1), Date: r.Date, TimeControl: r.TC, Game: game}
}

// Save writes the results file, with its summary.
func (r *Results) Save(path string) error {
	s := r.Stats()
	elo, lo, hi := s.Elo()
	sum := &Summary{Wins: s.Wins, Losses: s.Losses, Draws: s.Draws, Penta: s.Penta, Elo: finite(elo),
		EloLow: finite(lo), EloHigh: finite(hi), Faults: r.Faults()}
	if r.SPRT != nil {
		llr := r.SPRT.LLR(s)
		sum.LLR = &llr
	}
	out := *r
	out.Summary = sum
	data, err := json.MarshalIndent(&out, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// finite keeps JSON writable: an infinite Elo (all games won) is written as ±10000.
func finite(x float64) float64 {
	switch {
	case x != x:
		return 0
	case x > 10000:
		return 10000
	case x < -10000:
		return -10000
	}
	return x
}

// Load reads a results file.
func Load(path string) (*Results, error) {
	data, err := inputfile.ReadFile(path, inputfile.ResultsFile)
	if err != nil {
		return nil, err
	}
	var r Results
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	r.Summary = nil
	return &r, nil
}

// Merge combines the results of shards (or of several runs) of one match: the same variant, players, time
// control, games, openings and seed. A pair found twice is an error.
func Merge(parts []*Results) (*Results, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("nothing to merge")
	}
	first := parts[0]
	out := *first
	out.Shard, out.Stopped, out.Pairs, out.Summary = "", "", nil, nil
	seen := map[int]bool{}
	for i, p := range parts {
		if !p.sameMatch(first) {
			return nil, fmt.Errorf("result %d is of another match (%s)", i+1, p.matchLine())
		}
		for _, pr := range p.Pairs {
			if seen[pr.Index] {
				return nil, fmt.Errorf("pair %d is in two results", pr.Index+1)
			}
			seen[pr.Index] = true
			out.Pairs = append(out.Pairs, pr)
		}
		if p.Stopped != "" {
			out.Stopped = p.Stopped
		}
	}
	out.sortPairs()
	return &out, nil
}

// sameMatch says whether two results are of one match: the same variant, players, time control, games, openings
// and seed, so that their pairs of one index are the same games to play.
func (r *Results) sameMatch(o *Results) bool {
	return r.Variant == o.Variant && r.A == o.A && r.B == o.B && r.TC == o.TC && r.Games == o.Games &&
		r.Openings == o.Openings && r.Seed == o.Seed
}

func (r *Results) matchLine() string {
	return fmt.Sprintf("%s %s vs %s, %s, %d games, %d openings, seed %d", r.Variant, r.A, r.B, r.TC, r.Games,
		r.Openings, r.Seed)
}

// Resume sets o to go on with the match of r, a results file of it cut short (a killed run's checkpoint): the
// pairs r holds are kept and not played again. r must be of the same match and the same shard.
func (o *Options) Resume(r *Results) error {
	want := newResults(*o)
	if !r.sameMatch(want) || r.Shard != want.Shard {
		return fmt.Errorf("the results are of another match (%s, shard %q), not of this one (%s, shard %q)",
			r.matchLine(), r.Shard, want.matchLine(), want.Shard)
	}
	if r.Stopped != "" {
		return fmt.Errorf("the match ended (%s)", r.Stopped)
	}
	o.Played = slices.Clone(r.Pairs)
	return nil
}
