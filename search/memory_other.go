//go:build !linux

package search

// readSystemMemory knows nothing of the machine's memory where it has no /proc: a table is then only guarded by
// Options.MemoryLimit and the allocation itself.
func readSystemMemory() (systemMemory, bool) { return systemMemory{}, false }
