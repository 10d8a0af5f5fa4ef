package protocol

import (
	"errors"
	"fmt"
	"io"

	"github.com/sirupsen/logrus"

	"sennight/bench"
	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/search"
)

// frontEnd is what every protocol front end has: the output, the search and the engine settings.
type frontEnd struct {
	out      *output
	searcher Searcher
	settings settings
	// searching is set while a search runs. The Searcher takes settings changes only between searches (package
	// search's SetHashMB waits for the running search to end: for an infinite one, forever), so a change made
	// during a search waits in pending until the search has ended.
	searching bool
	pending   []func(Searcher) error
	// refuse reports a settings change the searcher refused (a Hash or Threads the memory cannot hold), in the
	// front end's protocol; the engine goes on with the settings it had.
	refuse func(err error)
	// bench runs UCI's `bench` (runBench). The tests and the fuzzers put a fake here: the real benchmark runs for
	// a minute, and a command that cannot be stopped must not run that long under them.
	bench func(w io.Writer, opts bench.SearchOptions) error
	// tables returns the tables of the front end's current game (nil if none), which EvalFile's network must fit.
	tables func() *movegen.Tables
	// evalFileUsed: some EvalFile was set, so a game chosen since may carry another file's network, which choosing
	// it again must replace (applyEvalFile).
	evalFileUsed bool
	// networkShown is the last reason the searcher gave for evaluating the current game without its network
	// (reportNetwork), so that a reason is said once, not after every move.
	networkShown string
}

// newFrontEnd returns a front end with the default settings, which it gives the searcher. The engine's searcher
// was made with these very settings and only confirms them; a searcher that refused them would keep what it has,
// which the settings then record as unknown (0).
func newFrontEnd(out io.Writer, s Searcher) *frontEnd {
	fe := &frontEnd{out: &output{w: out}, searcher: s, settings: defaultSettings(), refuse: func(error) {},
		bench: runBench, tables: func() *movegen.Tables { return nil }}
	if err := s.SetThreads(fe.settings.threads); err != nil {
		fe.settings.threads = 0
	}
	if err := s.SetHashMB(fe.settings.hashMB); err != nil {
		fe.settings.hashMB = 0
	}
	return fe
}

// toSearcher applies a change to the searcher: now, or when the running search has ended. A change the searcher
// refuses is reported, and the settings stay as they were.
func (f *frontEnd) toSearcher(change func(Searcher) error) {
	if f.searching {
		f.pending = append(f.pending, change)
		return
	}
	if err := change(f.searcher); err != nil {
		f.refuse(err)
	}
}

// setThreads gives the searcher n threads and records them in the settings if it takes them.
func (f *frontEnd) setThreads(n int) {
	f.toSearcher(func(s Searcher) error {
		if err := s.SetThreads(n); err != nil {
			return fmt.Errorf("Threads %d refused, %d kept: %w", n, f.settings.threads, err)
		}
		f.settings.threads = n
		return nil
	})
}

// setHashMB gives the searcher a table of mb MiB and records it in the settings if it takes it.
func (f *frontEnd) setHashMB(mb int) {
	f.toSearcher(func(s Searcher) error {
		if err := s.SetHashMB(mb); err != nil {
			return fmt.Errorf("Hash %d MB refused, the %d MB table kept: %w", mb, f.settings.hashMB, err)
		}
		f.settings.hashMB = mb
		return nil
	})
}

// networkSearcher is what a searcher needs to evaluate with networks (search.Engine has it). It is not part of
// Searcher, so that the test doubles, which do not evaluate, need not have it.
type networkSearcher interface {
	SetClassical(classical bool)
	SetNetwork(t *movegen.Tables, n *nnue.Network)
	NetworkError(t *movegen.Tables) error
}

var _ networkSearcher = (*search.Engine)(nil)

// setClassical switches the searcher between the classical evaluation and the games' networks (Use NNUE).
func (f *frontEnd) setClassical(classical bool) {
	f.toSearcher(func(s Searcher) error {
		if ns, ok := s.(networkSearcher); ok {
			ns.SetClassical(classical)
		}
		return nil
	})
}

// setEvalFile sets EvalFile: the network of a file replaces the game's own for the game it fits ("" or <empty>:
// every game's own network again). GUIs send options before they choose the game (UCI_Variant, CECP's variant), so
// the setting is kept and applied to each game selected afterwards that the file fits (applyEvalFile). A file that
// cannot be read as a network is refused and the setting stays as it was; one made for another game than the
// current is kept, with an error line saying that this game goes on with its own evaluation.
func (f *frontEnd) setEvalFile(path string) {
	if path == "<empty>" {
		path = ""
	}
	if path != "" {
		if t := f.tables(); t != nil {
			if _, err := nnue.ReadFile(path, t); err != nil && !errors.Is(err, nnue.ErrMismatch) {
				f.refuse(fmt.Errorf("EvalFile: %w; the evaluation is unchanged", err))
				return
			} else if err != nil {
				f.settings.evalFile = path
				f.evalFileUsed = true
				f.refuse(fmt.Errorf("EvalFile: %w; kept for the game it fits, %s keeps its own evaluation", err, t.Variant.Name))
				return
			}
		}
	}
	f.settings.evalFile = path
	f.evalFileUsed = true
	f.applyEvalFile()
}

// applyEvalFile gives the current game EvalFile's network when the file fits it, and its own network otherwise.
// The front ends call it whenever they set up a game.
func (f *frontEnd) applyEvalFile() {
	if f.tables == nil || !f.evalFileUsed {
		return
	}
	t := f.tables()
	if t == nil {
		return
	}
	var n *nnue.Network
	if f.settings.evalFile != "" {
		n, _ = nnue.ReadFile(f.settings.evalFile, t) // another game's file: this game's own network
	}
	f.toSearcher(func(s Searcher) error {
		if ns, ok := s.(networkSearcher); ok {
			ns.SetNetwork(t, n)
		}
		return nil
	})
}

// markSearching notes that a search runs. Its debug log line, beside the commands' and answers' (readLines,
// output.line), times how long a search took to start after its command was read.
func (f *frontEnd) markSearching() {
	f.searching = true
	logrus.Debug("search started")
}

// markIdle notes that no search runs any more, and applies the changes that waited for it, in order.
func (f *frontEnd) markIdle() {
	f.searching = false
	for _, change := range f.pending {
		if err := change(f.searcher); err != nil {
			f.refuse(err)
		}
	}
	f.pending = nil
	f.reportNetwork()
}

// reportNetwork says, once per reason, why the search of the current game just evaluated classically though the
// game has a network (its file could not be read, or its sums did not fit in memory): otherwise a user would see
// only a weaker engine.
func (f *frontEnd) reportNetwork() {
	ns, ok := f.searcher.(networkSearcher)
	if !ok || f.tables == nil {
		return
	}
	t := f.tables()
	if t == nil {
		return
	}
	err := ns.NetworkError(t)
	if err == nil {
		f.networkShown = ""
		return
	}
	if msg := err.Error(); msg != f.networkShown {
		f.networkShown = msg
		f.refuse(fmt.Errorf("%s is evaluated classically: %w", t.Variant.Name, err))
	}
}
