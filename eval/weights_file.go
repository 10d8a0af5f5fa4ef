package eval

import (
	"encoding/json"
	"fmt"
	"io"

	"sennight/variants/inputfile"
)

// WriteWeights writes weights as JSON (what `sennight tune` writes and a player's weights= setting reads).
func WriteWeights(w io.Writer, weights *Weights) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(weights)
}

// LoadWeights reads a weights file: the defaults with every field the file has replaced. Unknown fields are an
// error (a misspelt weight would otherwise be ignored without a word), and so is a map that drops a variant.
func LoadWeights(path string) (*Weights, error) {
	f, err := inputfile.Open(path, inputfile.WeightsFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	w := DefaultWeights()
	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	if err := dec.Decode(w); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return w, nil
}
