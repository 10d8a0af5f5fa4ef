package search

import (
	"fmt"
	"math"
	"syscall"
	"unsafe"
)

// tableMemory is the memory a table's entries live in: an anonymous mapping, outside Go's heap, so that an
// allocation the kernel refuses is an error (ENOMEM) the engine can report instead of Go's fatal "out of memory".
// The mapping is zero-filled and its pages are taken only when first written.
type tableMemory struct{ mapping []byte }

// hugePage is the size of a transparent huge page on x86-64 and arm64 (with 4 KB base pages).
const hugePage = 2 << 20

// allocEntries maps memory for n entries, starting on a huge-page boundary so that all of it can be backed by
// huge pages (the spare 2 MB of address space costs no memory: its pages are never touched).
func allocEntries(n uint64) ([]ttEntry, tableMemory, error) {
	size := n * ttEntryBytes
	if size/ttEntryBytes != n || size > math.MaxInt-hugePage { // beyond the address space (a 32-bit one too)
		return nil, tableMemory{}, fmt.Errorf("a table of %d entries: %w", n, ErrMemory)
	}
	m, err := syscall.Mmap(-1, 0, int(size+hugePage), syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANONYMOUS)
	if err != nil {
		return nil, tableMemory{}, fmt.Errorf("mapping %s for the table: %w: %w", megabytes(size), err, ErrMemory)
	}
	skip := (hugePage - uintptr(unsafe.Pointer(&m[0]))%hugePage) % hugePage
	entries := unsafe.Slice((*ttEntry)(unsafe.Pointer(&m[skip])), n)
	adviseHugePages(entries)
	return entries, tableMemory{mapping: m}, nil
}

// release gives the memory back to the system; the entries must not be used any more.
func (m *tableMemory) release() {
	if m.mapping != nil {
		_ = syscall.Munmap(m.mapping)
		m.mapping = nil
	}
}

// residentBytes is how much of the entries' memory is in RAM (mincore): a table replaced by another gives back
// only the pages it has touched.
func residentBytes(entries []ttEntry) uint64 {
	if len(entries) == 0 {
		return 0
	}
	const page = 4096
	base := uintptr(unsafe.Pointer(&entries[0]))
	size := uintptr(len(entries)) * ttEntryBytes
	start := base &^ (page - 1)
	end := base + size
	var vec [1 << 16]byte // one byte per page: 256 MB per call
	resident := uint64(0)
	for addr := start; addr < end; {
		length := min(end-addr, uintptr(len(vec))*page)
		pages := (length + page - 1) / page
		_, _, errno := syscall.Syscall(syscall.SYS_MINCORE, addr, length, uintptr(unsafe.Pointer(&vec[0])))
		if errno != 0 {
			return uint64(size) // unknown: count it all as resident
		}
		for _, v := range vec[:pages] {
			resident += uint64(v & 1)
		}
		addr += length
	}
	return min(resident*page, uint64(size))
}
