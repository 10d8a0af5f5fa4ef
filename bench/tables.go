package bench

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"sennight/movegen"
)

// TableStats is the cost of compiling one variant.
type TableStats struct {
	Variant string
	Cells   int
	Types   int
	Build   time.Duration
	Bytes   uint64 // heap bytes allocated by the compilation
	Kept    uint64 // heap bytes the compiled tables keep live (after a garbage collection)
}

// MeasureTables builds a variant's tables afresh and reports the time and heap allocated.
func MeasureTables(name string) (TableStats, error) {
	v, err := movegen.VariantByName(name)
	if err != nil {
		return TableStats{}, err
	}
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	t, err := movegen.Build(v)
	build := time.Since(start)
	if err != nil {
		return TableStats{}, err
	}
	runtime.ReadMemStats(&after)
	runtime.GC()
	var kept runtime.MemStats
	runtime.ReadMemStats(&kept)
	s := TableStats{Variant: name, Cells: t.N, Types: t.NumTypes(), Build: build,
		Bytes: after.TotalAlloc - before.TotalAlloc}
	if kept.HeapAlloc > before.HeapAlloc {
		s.Kept = kept.HeapAlloc - before.HeapAlloc
	}
	runtime.KeepAlive(t)
	return s, nil
}

// WriteTableStats prints the table cost of every variant.
func WriteTableStats(w io.Writer) error {
	fmt.Fprintf(w, "%-12s %6s %6s %10s %10s %10s\n", "variant", "cells", "types", "build ms", "alloc MB", "kept MB")
	for _, name := range movegen.GameNames() {
		s, err := MeasureTables(name)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%-12s %6d %6d %10.2f %10.2f %10.2f\n", s.Variant, s.Cells, s.Types,
			float64(s.Build.Microseconds())/1000, float64(s.Bytes)/(1<<20), float64(s.Kept)/(1<<20))
	}
	return nil
}
