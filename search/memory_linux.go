package search

import (
	"os"
	"path"
	"strings"
)

// readSystemMemory reads what the machine can give the engine: /proc/meminfo, and the memory cgroup of the process
// (v2 or v1), whose limit is lower than the machine's in a container or a systemd slice.
func readSystemMemory() (systemMemory, bool) {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return systemMemory{}, false
	}
	defer f.Close()
	total, avail, err := parseMeminfo(f)
	if err != nil {
		return systemMemory{}, false
	}
	m := systemMemory{available: avail, reserve: memoryReserve(total)}
	if cg, err := os.ReadFile("/proc/self/cgroup"); err == nil {
		m.cgroupHeadroom = cgroupLimitHeadroom(string(cg))
	}
	return m, true
}

// cgroupLimitHeadroom returns the least headroom of the process's memory cgroup and its ancestors (a parent's
// limit binds its children), 0 when none has a limit. cgroupText is /proc/self/cgroup.
func cgroupLimitHeadroom(cgroupText string) uint64 {
	for line := range strings.Lines(cgroupText) {
		fields := strings.SplitN(strings.TrimSpace(line), ":", 3)
		if len(fields) != 3 {
			continue
		}
		switch {
		case fields[0] == "0" && fields[1] == "":
			if _, err := os.Stat("/sys/fs/cgroup/cgroup.controllers"); err == nil {
				return walkCgroups("/sys/fs/cgroup", fields[2], "memory.max", "memory.current", "inactive_file")
			}
		case hasController(fields[1], "memory"):
			return walkCgroups("/sys/fs/cgroup/memory", fields[2], "memory.limit_in_bytes", "memory.usage_in_bytes",
				"total_inactive_file")
		}
	}
	return 0
}

func hasController(list, name string) bool {
	for c := range strings.SplitSeq(list, ",") {
		if c == name {
			return true
		}
	}
	return false
}

// walkCgroups takes the least headroom from the cgroup at rel below root up to root. In a container the cgroup
// namespace makes rel "/" (or a path not mounted): the container's own limit is then at root.
func walkCgroups(root, rel, limitFile, usageFile, inactiveField string) uint64 {
	least := uint64(0)
	for dir := path.Clean("/" + rel); ; dir = path.Dir(dir) {
		d := path.Join(root, dir)
		limit, okL := readCgroupNumber(path.Join(d, limitFile))
		usage, okU := readCgroupNumber(path.Join(d, usageFile))
		if okL && okU {
			stat, _ := os.ReadFile(path.Join(d, "memory.stat"))
			if h, ok := cgroupHeadroom(limit, usage, parseStatField(string(stat), inactiveField)); ok &&
				(least == 0 || h < least) {
				least = h
			}
		}
		if dir == "/" {
			return least
		}
	}
}

func readCgroupNumber(file string) (uint64, bool) {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0, false
	}
	return parseCgroupNumber(string(b))
}
