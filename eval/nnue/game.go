package nnue

import (
	"bytes"
	"fmt"

	"sennight/movegen"
	"sennight/variants/inputfile"
)

// A game loaded from a variant file joins the games only if its network (eval.network) fits it: a missing file is
// the variant reader's error, a damaged or mismatched one this check's, so a bad network is reported when the
// file is loaded, like any other mistake in it, rather than when a search first needs it.
func init() {
	movegen.AddLoadCheck(func(t *movegen.Tables) error {
		_, err := ForGame(t)
		return err
	})
}

// ForGame returns the network a game's variant file names (eval.network), read for the game's layout; nil and no
// error when it names none. The error names the file.
func ForGame(t *movegen.Tables) (*Network, error) {
	e := &t.Variant.Eval
	if e.NetworkFile == "" {
		return nil, nil
	}
	n, err := Read(bytes.NewReader(e.Network), NewLayout(t))
	if err != nil {
		return nil, fmt.Errorf("key eval.network: network file %s: %w", e.NetworkFile, err)
	}
	return n, nil
}

// ReadFile reads a network file for a game (the EvalFile option, --network); the error names the file.
func ReadFile(path string, t *movegen.Tables) (*Network, error) {
	data, err := inputfile.ReadFile(path, inputfile.NetworkFile)
	if err == nil {
		var n *Network
		if n, err = Read(bytes.NewReader(data), NewLayout(t)); err == nil {
			return n, nil
		}
	}
	return nil, fmt.Errorf("network file %s: %w", path, err)
}
