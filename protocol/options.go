package protocol

import (
	"fmt"
	"strconv"
	"time"
)

// settings are the engine settings a GUI can change, shared by the CECP and UCI front ends.
type settings struct {
	threads      int
	hashMB       int
	moveOverhead time.Duration
}

func defaultSettings() settings {
	return settings{threads: 1, hashMB: 64, moveOverhead: 50 * time.Millisecond}
}

// Bounds of the settings: a GUI may send anything, and the search must not be asked for absurd resources.
const (
	maxThreads = 256
	maxHashMB  = 1 << 16
)

// optionKind is the type of an engine option, named as CECP's `feature option` and UCI's `option` name them.
type optionKind string

const (
	spinOption   optionKind = "spin"
	buttonOption optionKind = "button"
)

// option is an engine setting offered as a GUI option.
type option struct {
	name          string
	kind          optionKind
	def, min, max int
	// set applies a value (ignored for buttons); the value is within bounds.
	set func(f *frontEnd, value int)
}

// cecpOptions are the options offered through CECP's `feature option`. Hash size and threads are not among them:
// CECP sets those with `memory` and `cores`.
var cecpOptions = []option{
	{name: "Clear Hash", kind: buttonOption, set: func(f *frontEnd, _ int) { f.searcher.ClearHash() }},
	{name: "Move Overhead", kind: spinOption, def: 50, min: 0, max: 5000,
		set: func(f *frontEnd, v int) { f.settings.moveOverhead = time.Duration(v) * time.Millisecond }},
}

// cecpFeature writes an option as the value of CECP's `feature option="..."`.
func (o option) cecpFeature() string {
	if o.kind == buttonOption {
		return fmt.Sprintf("%s -%s", o.name, o.kind)
	}
	return fmt.Sprintf("%s -%s %d %d %d", o.name, o.kind, o.def, o.min, o.max)
}

// parseValue checks a value sent for the option.
func (o option) parseValue(s string) (int, error) {
	if o.kind == buttonOption {
		return 0, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < o.min || v > o.max {
		return 0, fmt.Errorf("%s wants an integer from %d to %d, not %q", o.name, o.min, o.max, s)
	}
	return v, nil
}
