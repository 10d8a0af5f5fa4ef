package search

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back the table with 2 MB pages where it allows them only on request
// (transparent_hugepage=madvise): a probe then costs one cache miss instead of a cache miss and a page-table walk.
// The table is freshly allocated and not yet touched, so its pages are faulted in after the advice. Failure only
// costs speed.
func adviseHugePages(entries []ttEntry) {
	if len(entries) == 0 {
		return
	}
	const huge = 2 << 20
	base := unsafe.Pointer(&entries[0])
	size := uintptr(len(entries)) * unsafe.Sizeof(entries[0])
	skip := (huge - uintptr(base)%huge) % huge
	if size <= skip+huge {
		return
	}
	n := (size - skip) &^ (huge - 1)
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(base, skip)), n), syscall.MADV_HUGEPAGE)
}
