//go:build !linux

package search

// adviseHugePages does nothing where the kernel is not asked for huge pages.
func adviseHugePages([]ttEntry) {}
