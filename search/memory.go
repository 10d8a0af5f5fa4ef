package search

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unsafe"

	"sennight/movegen"
)

// The settings size two things: the transposition table (Hash, CECP's memory) and the search workers (Threads,
// CECP's cores), each worker with its own move lists, histories and evaluation cache. A GUI may ask for more than
// the machine has: XBoard sends whatever memory its user typed, and a UCI GUI may send the largest Hash the option
// allows. The engine must then refuse with an error and keep what it had, because Go cannot survive a failed
// allocation: `make` of a slice the system cannot give is a fatal runtime error, not a panic, and on Linux, which
// overcommits, even a successful allocation kills the process later (the OOM killer) when its pages are touched.
//
// So a request is checked twice:
//   - before allocating, against a budget: the memory the system reports available (MemAvailable, or the cgroup's
//     headroom when it is smaller) less a reserve for the rest of the machine. This is the check that matters: an
//     overcommitted allocation succeeds, and only this estimate tells in advance that touching it would not fit.
//   - the table itself is mapped with mmap (Linux), a call that returns ENOMEM instead of killing the process, for
//     what the budget cannot see (strict overcommit accounting, address-space limits, a race with another process).
//
// Options.MemoryLimit replaces the system's figure with a fixed cap on what the settings may size; tests use it to
// see the refusal without a machine that runs out of memory.

// ErrMemory is wrapped by the errors of a table or thread count the memory cannot hold.
var ErrMemory = errors.New("not enough memory")

// workerBytes is what one search worker costs without a network: its struct (frames, PV triangle, history, evaluation cache), its
// continuation and capture histories at their largest, the move-list buffers newWorker gives every frame, and its
// goroutine's stack: 2372 KB. Measured in Megalomachy, the variant with the most moves per position (and history
// tables at their bounds): 8 more workers took 2123 KB of heap each after a search
// (TestWorkerBytes checks the bound), and all stacks together stayed under 1 MB during a search with 8 threads;
// 256 KB of stack a worker is allowed for. A worker searching a game with a network holds its sums as well, whose
// size is the network's (nnue.Network.AccumulatorBytes): Engine.sumsBytes counts them.
const workerBytes = uint64(unsafe.Sizeof(worker{})) +
	historyBytes + // continuation and capture histories, at their largest
	(MaxPly+4)*(256+32+64+32)*uint64(unsafe.Sizeof(movegen.Move(0))) + // each frame's moves, bad, quiets and captures
	(MaxPly+4)*256*uint64(unsafe.Sizeof(int32(0))) + // and scores
	(2*MaxPly+256)*uint64(unsafe.Sizeof(movegen.Move(0))) + // bestPV, iterPV, scratch
	256<<10

// memoryReserve is what the budget leaves to the rest of the machine: a sixteenth of it, at least 256 MB. The engine
// is a guest of a GUI and often of a second engine.
func memoryReserve(total uint64) uint64 { return max(total/16, 256<<20) }

// systemMemory is what the machine can give the engine now: available memory (MemAvailable, which counts
// reclaimable page cache, not swap) less the reserve, or the cgroup's headroom if that is less.
type systemMemory struct {
	available, reserve uint64
	cgroupHeadroom     uint64 // 0: no cgroup limit
}

func (m systemMemory) budget() uint64 {
	b := uint64(0)
	if m.available > m.reserve {
		b = m.available - m.reserve
	}
	if m.cgroupHeadroom > 0 {
		// The cgroup's own limit is the process's hard wall: its reserve is a sixteenth of the headroom.
		h := m.cgroupHeadroom - m.cgroupHeadroom/16
		b = min(b, h)
	}
	return b
}

// parseMeminfo reads MemTotal and MemAvailable (in bytes) from /proc/meminfo's text.
func parseMeminfo(r io.Reader) (total, available uint64, err error) {
	sc := bufio.NewScanner(r)
	var haveTotal, haveAvail bool
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 2 {
			continue
		}
		kb, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			continue
		}
		switch f[0] {
		case "MemTotal:":
			total, haveTotal = kb<<10, true
		case "MemAvailable:":
			available, haveAvail = kb<<10, true
		}
	}
	if !haveTotal || !haveAvail {
		return 0, 0, errors.New("meminfo without MemTotal or MemAvailable")
	}
	return total, available, sc.Err()
}

// parseCgroupNumber reads a cgroup file holding one number, or "max" (cgroup v2's no limit, returned as 0).
func parseCgroupNumber(s string) (uint64, bool) {
	s = strings.TrimSpace(s)
	if s == "max" {
		return 0, true
	}
	n, err := strconv.ParseUint(s, 10, 64)
	return n, err == nil
}

// parseStatField reads one field of a cgroup memory.stat text (e.g. inactive_file), 0 if absent.
func parseStatField(text, field string) uint64 {
	for line := range strings.Lines(text) {
		name, value, ok := strings.Cut(strings.TrimSpace(line), " ")
		if ok && name == field {
			n, _ := strconv.ParseUint(value, 10, 64)
			return n
		}
	}
	return 0
}

// cgroupHeadroom is what a cgroup with this limit and usage still lets the process take; inactive file pages in the
// usage are reclaimed before the cgroup's OOM killer acts. A limit of 0 or one beyond any machine (cgroup v1 writes
// "no limit" as 2^63 rounded to pages) is no limit.
func cgroupHeadroom(limit, usage, inactiveFile uint64) (uint64, bool) {
	if limit == 0 || limit >= 1<<62 {
		return 0, false
	}
	used := usage - min(inactiveFile, usage)
	if used >= limit {
		return 1, true // nothing left (1, not 0: 0 means no limit)
	}
	return limit - used, true
}

// systemMemoryNow reads the system's memory (readSystemMemory); tests replace it with a fixed figure.
var systemMemoryNow = readSystemMemory

// megabytes writes a byte count in MB for messages.
func megabytes(b uint64) string { return fmt.Sprintf("%d MB", b>>20) }

// memoryCheck decides whether the engine may take need more bytes of memory. held is what the engine's sized
// memory (table and workers) will total with them, for a fixed limit; reclaim is what the change gives back at once
// (the resident part of a table being replaced), for the system's figure.
func (e *Engine) memoryCheck(what string, need, held, reclaim uint64) error {
	if lim := e.opts.MemoryLimit; lim > 0 {
		if held > lim {
			return fmt.Errorf("%s needs %s, over the memory limit of %s: %w", what, megabytes(held), megabytes(lim),
				ErrMemory)
		}
		return nil
	}
	m, ok := systemMemoryNow()
	if !ok {
		return nil // not known here: only the allocation's own error guards
	}
	extra := need - min(reclaim, need)
	if b := m.budget(); extra > b {
		return fmt.Errorf("%s needs %s more, and the machine has %s available beyond its reserve: %w", what,
			megabytes(extra), megabytes(b), ErrMemory)
	}
	return nil
}
