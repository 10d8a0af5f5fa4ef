// This file gives the protocol front ends the engine's benchmark (protocol.Bencher, UCI's `bench`).

package main

import (
	"io"

	"sennight/bench"
	"sennight/protocol"
)

// Bench implements protocol.Bencher with package bench's search benchmark, the same run as `sennight bench`.
func (s engineSearcher) Bench(w io.Writer, opts protocol.BenchOptions) error {
	_, err := bench.RunSearch(w, bench.SearchOptions{Threads: opts.Threads, HashMB: opts.HashMB, Depth: opts.Depth,
		Variants: opts.Variants})
	return err
}
