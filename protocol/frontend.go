package protocol

import "io"

// frontEnd is what every protocol front end has: the output, the search and the engine settings.
type frontEnd struct {
	out      *output
	searcher Searcher
	settings settings
	// searching is set while a search runs. The Searcher takes settings changes only between searches (package
	// search's SetHashMB waits for the running search to end: for an infinite one, forever), so a change made
	// during a search waits in pending until the search has ended.
	searching bool
	pending   []func(Searcher)
}

// newFrontEnd returns a front end with the default settings, which it gives the searcher.
func newFrontEnd(out io.Writer, s Searcher) *frontEnd {
	fe := &frontEnd{out: &output{w: out}, searcher: s, settings: defaultSettings()}
	s.SetThreads(fe.settings.threads)
	s.SetHashMB(fe.settings.hashMB)
	return fe
}

// toSearcher applies a change to the searcher: now, or when the running search has ended.
func (f *frontEnd) toSearcher(change func(Searcher)) {
	if f.searching {
		f.pending = append(f.pending, change)
		return
	}
	change(f.searcher)
}

// markSearching notes that a search runs.
func (f *frontEnd) markSearching() { f.searching = true }

// markIdle notes that no search runs any more, and applies the changes that waited for it, in order.
func (f *frontEnd) markIdle() {
	f.searching = false
	for _, change := range f.pending {
		change(f.searcher)
	}
	f.pending = nil
}
