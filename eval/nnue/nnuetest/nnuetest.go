// Package nnuetest makes networks and games with networks for the tests of the packages that use the learned
// evaluation (search, protocol): random weights from a seed, written next to a copy of a built-in game's variant
// file.
package nnuetest

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"sennight/eval/nnue"
	"sennight/movegen"
	"sennight/variants"
)

// RandomNetwork returns a network of random weights for a layout, sized so that a start position's sums fall on
// both sides of the activation's clamp, with `buckets` outputs spread over the game's start count of pieces.
func RandomNetwork(l *nnue.Layout, hidden, buckets int, seed uint64) *nnue.Network {
	rng := rand.New(rand.NewPCG(seed, 2))
	n := nnue.NewNetwork(l, hidden, buckets, nnue.BucketSizeFor(l.StartCount(), buckets))
	for i := range n.FT {
		n.FT[i] = int16(rng.IntN(129) - 64)
	}
	for i := range n.FTBias {
		n.FTBias[i] = int16(rng.IntN(257) - 64)
	}
	for i := range n.Out {
		n.Out[i] = int16(rng.IntN(255) - 127)
	}
	for i := range n.OutBias {
		n.OutBias[i] = int32(rng.IntN(2001) - 1000)
	}
	return n
}

// WriteNetwork writes a random network for a game to path.
func WriteNetwork(path, game string, hidden int, seed uint64) error {
	t, err := movegen.ForVariant(game)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := RandomNetwork(nnue.NewLayout(t), hidden, 1, seed).Write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ownNetwork matches a variant file's network line.
var ownNetwork = regexp.MustCompile(`(?m)^network = "[^"]*"\n`)

// GameWithNetwork writes into dir a copy of a built-in game's variant file renamed to name (loading it then adds
// a game rather than replacing the built-in one) and naming the network file net beside it; it returns the
// variant file's path. The network file itself is the caller's to write (or to leave out).
func GameWithNetwork(dir, game, name, net string) (string, error) {
	data, err := variants.BuiltinFile(game)
	if err != nil {
		return "", err
	}
	text := strings.Replace(string(data), `name = "`+game+`"`, `name = "`+name+`"`, 1)
	// A shipped game with a network of its own names it in [eval]: the copy names net instead.
	text = ownNetwork.ReplaceAllString(text, "")
	if strings.Contains(text, "\n[eval]\n") {
		text = strings.Replace(text, "\n[eval]\n", "\n[eval]\nnetwork = \""+net+"\"\n", 1)
	} else {
		text += "\n[eval]\nnetwork = \"" + net + "\"\n"
	}
	path := filepath.Join(dir, name+".toml")
	return path, os.WriteFile(path, []byte(text), 0o644)
}

// WriteData writes a data file of a variant holding the games, as datagen would: the tests' way to make data with
// known samples.
func WriteData(path, variant string, l *nnue.Layout, games []nnue.Game) error {
	b := new(bytes.Buffer)
	if err := nnue.WriteDataHeader(b, variant, l); err != nil {
		return err
	}
	for i := range games {
		b.Write(nnue.AppendGame(nil, &games[i]))
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
