package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unsafe"
)

// stealTimes reads each CPU's steal time, in jiffies, from /proc/stat (the eighth number of its cpuN line).
func stealTimes() ([]int64, error) {
	f, err := os.Open("/proc/stat")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var steal []int64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 9 || !strings.HasPrefix(fields[0], "cpu") || fields[0] == "cpu" {
			continue
		}
		n, err := strconv.ParseInt(fields[8], 10, 64)
		if err != nil {
			return nil, err
		}
		steal = append(steal, n)
	}
	return steal, sc.Err()
}

// pinThread binds the calling thread to one CPU (sched_setaffinity; the caller has locked its goroutine to the
// thread).
func pinThread(cpu int) error {
	var mask [1024 / 64]uint64
	mask[cpu/64] = 1 << (cpu % 64)
	_, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_SETAFFINITY, 0, unsafe.Sizeof(mask), uintptr(unsafe.Pointer(&mask)))
	if errno != 0 {
		return errno
	}
	return nil
}
