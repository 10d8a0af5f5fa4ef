package match

import (
	"fmt"
	"strings"

	"sennight/tools/match/xboard"
)

// Spec is a player setting from the command line:
//
//	engine[:depth=D,nodes=N,movetime=DUR,hash=MB,threads=T,...]   the search engine in-process (newInProcess)
//	greedy, random                                                  in-process toy players
//	cmd=PATH,proto=uci|xboard[,name=X][,arg=ARG...][,option.NAME=VALUE...][,tc=..|st=..|nodes=..|depth=..]
//	    [,variant=NAME]                                             an engine program over UCI or CECP
//
// A process engine's variant= is the name its protocol uses for the game (default: ours over UCI, XBoard's over
// CECP: "normal" for Chess, which XBoard starts with new and never names); its arg= values are
// its command-line arguments, in order.
type Spec struct {
	Text string // as given
	Name string // in the PGN and the report
	// TC is the setting's own time control; zero means the match's.
	TC TimeControl

	// Process engines only.
	Cmd     string
	Args    []string
	Proto   string // "uci" or "xboard"
	Options [][2]string
	Variant string // the protocol's name for the game ("" = ours)
}

// Process reports whether the spec is an engine program.
func (s Spec) Process() bool { return s.Cmd != "" }

// ParseSpec reads a player setting.
func ParseSpec(text string) (Spec, error) {
	s := Spec{Text: text, Name: text}
	if !strings.HasPrefix(text, "cmd=") {
		p, tc, err := newInProcess(text)
		if err != nil {
			return Spec{}, err
		}
		p.Close()
		s.TC = tc
		return s, nil
	}
	for _, kv := range strings.Split(text, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || v == "" {
			return Spec{}, fmt.Errorf("player %q: %q is not key=value", text, kv)
		}
		switch {
		case k == "cmd":
			s.Cmd = v
		case k == "arg":
			s.Args = append(s.Args, v)
		case k == "proto":
			if v != "uci" && v != "xboard" {
				return Spec{}, fmt.Errorf("player %q: proto is uci or xboard", text)
			}
			s.Proto = v
		case k == "name":
			s.Name = v
		case k == "variant":
			s.Variant = v
		case strings.HasPrefix(k, "option."):
			name := strings.TrimPrefix(k, "option.")
			if name == "" {
				return Spec{}, fmt.Errorf("player %q: option without a name", text)
			}
			s.Options = append(s.Options, [2]string{name, v})
		default:
			known, err := s.TC.setKey(k, v)
			if err != nil {
				return Spec{}, fmt.Errorf("player %q: %w", text, err)
			}
			if !known {
				return Spec{}, fmt.Errorf("player %q: unknown key %q", text, k)
			}
		}
	}
	if s.Proto == "" {
		return Spec{}, fmt.Errorf("player %q: proto=uci or proto=xboard is needed", text)
	}
	if s.Name == text {
		s.Name = s.Cmd
		if i := strings.LastIndexByte(s.Name, '/'); i >= 0 {
			s.Name = s.Name[i+1:]
		}
		s.Name += "-" + s.Proto
	}
	return s, nil
}

// clock returns the time control the player plays with in a match with time control tc.
func (s Spec) clock(tc TimeControl) TimeControl {
	if !s.TC.IsZero() {
		return s.TC
	}
	return tc
}

// check reports a time control the player's protocol cannot express.
func (s Spec) check(tc TimeControl) error {
	if s.Proto == "xboard" && tc.Nodes > 0 {
		return fmt.Errorf("player %s: CECP has no node limit (use st=, depth= or tc=)", s.Name)
	}
	return nil
}

// NewPlayer makes a fresh player of the setting for games of variant.
func (s Spec) NewPlayer(variant string) (Player, error) {
	if !s.Process() {
		p, _, err := newInProcess(s.Text)
		return p, err
	}
	name := s.Variant
	switch {
	case s.Proto == "uci" && name == "":
		name = variant
	case name == "":
		// What XBoard would send: its own name of a game it has built in (Chess is its "normal").
		xb, err := xboard.Name(variant)
		if err != nil {
			return nil, err
		}
		name = xb
	}
	switch s.Proto {
	case "uci":
		return &uciPlayer{spec: s, variant: name}, nil
	default:
		return newCECPPlayer(s, variant, name)
	}
}
