//go:build !linux

package search

// tableMemory is the memory of a table: elsewhere than Linux, Go's heap (a failed allocation is then fatal; only
// Options.MemoryLimit guards it).
type tableMemory struct{}

func allocEntries(n uint64) ([]ttEntry, tableMemory, error) {
	e := make([]ttEntry, n)
	adviseHugePages(e)
	return e, tableMemory{}, nil
}

func (m *tableMemory) release() {}

// residentBytes counts the whole table: Go's heap gives no way to tell.
func residentBytes(entries []ttEntry) uint64 { return uint64(len(entries)) * ttEntryBytes }
