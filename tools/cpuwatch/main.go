// Command cpuwatch watches each CPU for stops: one sleeper pinned to each CPU wakes every 10 ms and reports a wake-up
// later than -late, and each CPU's steal time (the time the host ran something else while this virtual CPU wanted to
// run, /proc/stat) is reported for every second in which it grew by -steal or more. A host that stops one virtual
// CPU while the other runs on stops the thread running on it, which an unpinned sleeper does not see (it runs on the
// other CPU); the rare late answers of the self-play matches were looked for this way (docs/strength.md,
// "2026-12-04: The late answers and the virtual CPUs"). It runs beside a match until it is stopped.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"
)

func main() {
	late := flag.Duration("late", 100*time.Millisecond, "a wake-up later than this is reported")
	steal := flag.Int("steal", 5, "a second with this many jiffies (1/100 s) of steal or more on a CPU is reported")
	flag.Parse()
	report := func(format string, args ...any) {
		fmt.Printf("%s %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, args...))
	}
	prev, err := stealTimes()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cpuwatch:", err)
		os.Exit(1)
	}
	report("start: %d CPUs, steal %v jiffies", len(prev), prev)
	for cpu := range len(prev) {
		go sleeper(cpu, *late, report)
	}
	for range time.Tick(time.Second) {
		cur, err := stealTimes()
		if err != nil {
			report("reading /proc/stat: %v", err)
			continue
		}
		for cpu := range min(len(cur), len(prev)) {
			if d := cur[cpu] - prev[cpu]; d >= int64(*steal) {
				report("cpu%d steal +%d jiffies in 1 s", cpu, d)
			}
		}
		prev = cur
	}
}

// sleeper sleeps 10 ms at a time on one CPU and reports every wake-up later than late. The goroutine keeps its
// thread, which is pinned to the CPU.
func sleeper(cpu int, late time.Duration, report func(string, ...any)) {
	runtime.LockOSThread()
	if err := pinThread(cpu); err != nil {
		report("cpu%d: not pinned: %v", cpu, err)
		return
	}
	last := time.Now()
	for {
		time.Sleep(10 * time.Millisecond)
		now := time.Now()
		if gap := now.Sub(last); gap > late {
			report("cpu%d late wake-up, gap %v", cpu, gap.Round(time.Millisecond))
		}
		last = now
	}
}
