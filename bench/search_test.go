package bench

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"sennight/movegen"
	"sennight/variants"
)

// benchSignature is the total node count of `sennight bench` with one thread and the default depths and table
// size. It changes exactly when the search, the evaluation, move generation or the bench positions change (a new
// variant merged in adds its start position): then run `sennight bench` and put its signature here, saying why in
// the commit.
const benchSignature = 5270840

// signatureGames are the games `sennight bench` runs without --variants: the built-in games that are neither
// yardsticks nor kept off the bench. The signature is defined over them alone, so a game that another test of this
// package loads into the engine-wide registry (the Capablanca example) cannot change it.
func signatureGames(t *testing.T) []string {
	t.Helper()
	var names []string
	for _, name := range variants.BuiltinNames() {
		v, err := movegen.VariantByName(name)
		if err != nil {
			t.Fatal(err)
		}
		if !v.Yardstick && !v.OffBench {
			names = append(names, name)
		}
	}
	return names
}

// TestBenchSignature runs the bench and checks its signature; with -short it only checks that two runs at a low
// depth count the same nodes.
func TestBenchSignature(t *testing.T) {
	if testing.Short() {
		var out1, out2 bytes.Buffer
		games := signatureGames(t)
		r1, err := RunSearch(&out1, SearchOptions{Threads: 1, Depth: 5, Variants: games})
		if err != nil {
			t.Fatal(err)
		}
		r2, _ := RunSearch(&out2, SearchOptions{Threads: 1, Depth: 5, Variants: games})
		if r1.Nodes != r2.Nodes || r1.Nodes == 0 {
			t.Fatalf("two bench runs at depth 5 searched %d and %d nodes", r1.Nodes, r2.Nodes)
		}
		return
	}
	var out bytes.Buffer
	r, err := RunSearch(&out, SearchOptions{Threads: 1, Variants: signatureGames(t)})
	if err != nil {
		t.Fatal(err)
	}
	if r.Nodes != benchSignature {
		t.Errorf("bench signature %d, recorded %d: if the change is intended, record the new one\n%s", r.Nodes,
			benchSignature, out.String())
	}
	if !strings.Contains(out.String(), fmt.Sprintf("signature %d\n", r.Nodes)) {
		t.Errorf("bench output lacks the signature line:\n%s", out.String())
	}
}

// TestBenchCoversEveryVariant: every registered variant but the yardsticks and the games kept out (`bench = false`:
// Brusky, De Vasa) is in the bench (at least its start position), and every listed position reads.
func TestBenchCoversEveryVariant(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Positions(nil) {
		if _, err := movegen.NewVariantPosition(p.Variant, p.FEN); err != nil {
			t.Errorf("%s %s: %v", p.Variant, p.Name, err)
		}
		seen[p.Variant] = true
	}
	for _, name := range movegen.GameNames() {
		v, _ := movegen.VariantByName(name)
		if out := v.Yardstick || v.OffBench; seen[name] == out {
			t.Errorf("variant %s: in the default bench %v, yardstick %v, bench = false %v", name, seen[name],
				v.Yardstick, v.OffBench)
		}
	}
}
