package protocol

import (
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"sennight/movegen"
)

// settings are the engine settings a GUI can change, shared by the CECP and UCI front ends.
type settings struct {
	threads      int
	hashMB       int
	moveOverhead time.Duration
	multiPV      int    // principal variations to search (UCI's MultiPV)
	ponder       bool   // UCI's Ponder: the GUI may send `go ponder` (CECP has `hard` and `easy` instead)
	variant      string // UCI's UCI_Variant (CECP has `variant` instead)
	evalFile     string // EvalFile: a network file for the games it fits ("" none)
}

func defaultSettings() settings {
	return settings{threads: 1, hashMB: 64, moveOverhead: 50 * time.Millisecond, multiPV: 1,
		variant: defaultVariant()}
}

// Bounds of the settings: a GUI may send anything, and the search must not be asked for absurd resources.
const (
	maxThreads = 256
	maxHashMB  = 1 << 16
	maxMultiPV = 256
)

// optionKind is the type of an engine option, named as CECP's `feature option` and UCI's `option` name them.
type optionKind string

const (
	spinOption   optionKind = "spin"
	buttonOption optionKind = "button"
	checkOption  optionKind = "check"
	comboOption  optionKind = "combo"
	// stringOption is UCI's string option; CECP offers it as a -file option (XBoard shows a file chooser).
	stringOption optionKind = "string"
)

// option is an engine setting offered as a GUI option.
type option struct {
	name          string
	kind          optionKind
	def, min, max int      // spin: the default and bounds; check: the default (1: true)
	vars          []string // combo: the choices, the first one the default
	// varsNow, when set, gives a combo's choices at the time they are needed (the games, which files may add).
	varsNow func() []string
	// check, when set, accepts or rejects a string option's value before set; it may act (load a file).
	check func(string) error
	// cecp says whether CECP offers the option too. CECP has its own commands for the hash size (`memory`), the
	// threads (`cores`), pondering (`hard`, `easy`) and the variant (`variant`). MultiPV applies to its analysis
	// only; XBoard's engine-output pane changes it with its "fewer"/"more" clicks.
	cecp bool
	// set applies a value checked by parseValue (ignored for buttons).
	set func(f *frontEnd, v optionValue)
}

// optionValue is a checked option value: n for spin and check (1: true), text for combo (the choice as the option
// spells it).
type optionValue struct {
	n    int
	text string
}

// variantOption is the name of the UCI option that selects the game (Fairy-Stockfish's convention).
const variantOption = "UCI_Variant"

// variantPathOption loads a variant file (Fairy-Stockfish's name for its own variants.ini option); its game joins
// UCI_Variant's choices and CECP's variants.
const variantPathOption = "VariantPath"

// loadVariantPath loads the game of a variant file named by VariantPath ("" or <empty> loads nothing).
func loadVariantPath(path string) error {
	if path == "" || path == "<empty>" {
		return nil
	}
	_, err := movegen.LoadVariantFile(path)
	// A game loaded again replaces its tables (MBs for a big game) at once; give the memory back now rather than
	// when the collector and scavenger get to it, so that a GUI reloading a file sees the engine's size stay put.
	debug.FreeOSMemory()
	return err
}

// engineOptions are the engine's options, in the order the front ends list them.
var engineOptions = []option{
	{name: variantOption, kind: comboOption, varsNow: movegen.GameNames,
		set: func(f *frontEnd, v optionValue) { f.settings.variant = v.text }},
	{name: variantPathOption, kind: stringOption, cecp: true, check: loadVariantPath,
		set: func(*frontEnd, optionValue) {}},
	{name: "Threads", kind: spinOption, def: 1, min: 1, max: maxThreads,
		set: func(f *frontEnd, v optionValue) { f.setThreads(v.n) }},
	{name: "Hash", kind: spinOption, def: 64, min: 1, max: maxHashMB,
		set: func(f *frontEnd, v optionValue) { f.setHashMB(v.n) }},
	{name: "Clear Hash", kind: buttonOption, cecp: true,
		set: func(f *frontEnd, _ optionValue) { f.toSearcher(clearHash) }},
	{name: "Ponder", kind: checkOption, def: 0,
		set: func(f *frontEnd, v optionValue) { f.settings.ponder = v.n == 1 }},
	{name: "MultiPV", kind: spinOption, def: 1, min: 1, max: maxMultiPV, cecp: true,
		set: func(f *frontEnd, v optionValue) { f.settings.multiPV = v.n }},
	{name: "Move Overhead", kind: spinOption, def: 50, min: 0, max: 5000, cecp: true,
		set: func(f *frontEnd, v optionValue) { f.settings.moveOverhead = time.Duration(v.n) * time.Millisecond }},
	// The learned evaluation (docs/nnue.md): Use NNUE evaluates with the game's network when it has one; EvalFile
	// gives the current game another network file.
	{name: useNNUEOption, kind: checkOption, def: 1, cecp: true,
		set: func(f *frontEnd, v optionValue) { f.setClassical(v.n == 0) }},
	{name: evalFileOption, kind: stringOption, cecp: true,
		set: func(f *frontEnd, v optionValue) { f.setEvalFile(v.text) }},
}

// The names of the learned evaluation's options, Stockfish's.
const (
	useNNUEOption  = "Use NNUE"
	evalFileOption = "EvalFile"
)

// cecpFeature writes an option as the value of CECP's `feature option="..."`.
func (o option) cecpFeature() string {
	switch o.kind {
	case buttonOption:
		return fmt.Sprintf("%s -%s", o.name, o.kind)
	case stringOption:
		return fmt.Sprintf("%s -file ", o.name)
	case checkOption:
		return fmt.Sprintf("%s -check %d", o.name, o.def)
	}
	return fmt.Sprintf("%s -%s %d %d %d", o.name, o.kind, o.def, o.min, o.max)
}

// uciOption writes an option as UCI's `option` line.
func (o option) uciOption() string {
	s := fmt.Sprintf("option name %s type %s", o.name, o.kind)
	switch o.kind {
	case spinOption:
		s += fmt.Sprintf(" default %d min %d max %d", o.def, o.min, o.max)
	case checkOption:
		s += fmt.Sprintf(" default %t", o.def == 1)
	case comboOption:
		vars := o.choices()
		s += " default " + vars[0]
		for _, v := range vars {
			s += " var " + v
		}
	case stringOption:
		s += " default <empty>"
	}
	return s
}

// choices returns a combo option's choices now.
func (o option) choices() []string {
	if o.varsNow != nil {
		return o.varsNow()
	}
	return o.vars
}

// parseValue checks a value sent for the option. UCI writes check values true and false, CECP 1 and 0, and UCI's
// combo choices are matched without regard to case, as its option names are.
func (o option) parseValue(s string) (optionValue, error) {
	switch o.kind {
	case buttonOption:
		return optionValue{}, nil
	case checkOption:
		switch strings.ToLower(s) {
		case "true", "1":
			return optionValue{n: 1}, nil
		case "false", "0":
			return optionValue{n: 0}, nil
		}
		return optionValue{}, fmt.Errorf("%s wants true or false, not %q", o.name, s)
	case comboOption:
		for _, v := range o.choices() {
			if strings.EqualFold(v, s) {
				return optionValue{text: v}, nil
			}
		}
		return optionValue{}, fmt.Errorf("%s wants one of %s, not %q", o.name, strings.Join(o.choices(), ", "), s)
	case stringOption:
		if o.check != nil {
			if err := o.check(s); err != nil {
				return optionValue{}, fmt.Errorf("%s: %w", o.name, err)
			}
		}
		return optionValue{text: s}, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < o.min || v > o.max {
		return optionValue{}, fmt.Errorf("%s wants an integer from %d to %d, not %q", o.name, o.min, o.max, s)
	}
	return optionValue{n: v}, nil
}

// optionNamed returns the engine option of a name.
func optionNamed(name string) option {
	for _, o := range engineOptions {
		if o.name == name {
			return o
		}
	}
	panic("protocol: no option " + name)
}
