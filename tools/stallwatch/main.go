// Command stallwatch looks for the rare search stall of the self-play matches: an engine that writes a few `info`
// lines and then nothing until it is told to stop. It runs pairs of engine processes that take turns at short
// clock searches, as a match's games do, and reports every search whose answer came later than -late, with the
// arrival time of each line it wrote.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sennight/tools/engineproc"
)

func main() {
	engine := flag.String("engine", "./sennight", "the engine to run")
	pairs := flag.Int("pairs", 2, "pairs of engines; in a pair one searches at a time")
	dur := flag.Duration("for", 10*time.Minute, "how long to run")
	wtime := flag.Int("wtime", 1000, "the clock given to each search, ms")
	inc := flag.Int("inc", 20, "the increment given to each search, ms")
	late := flag.Duration("late", 300*time.Millisecond, "an answer slower than this is reported")
	flag.Parse()

	fens := []string{
		"startpos",
		"fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
		"fen rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
		"fen 8/5k2/8/2N5/8/4n3/K7/8 w - - 0 1",
		"fen r2q1rk1/ppp2ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 w - - 0 8",
	}
	var searches, slow atomic.Int64
	var mu sync.Mutex
	end := time.Now().Add(*dur)
	var wg sync.WaitGroup
	for p := 0; p < *pairs; p++ {
		var procs [2]*engineproc.Proc
		for i := range procs {
			pr, err := engineproc.Start(*engine)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			pr.Send("uci")
			waitFor(pr, "uciok")
			pr.Send("isready")
			waitFor(pr, "readyok")
			procs[i] = pr
		}
		wg.Add(1)
		go func(p int) {
			defer wg.Done()
			for n := 0; time.Now().Before(end); n++ {
				pr := procs[n%2]
				pos := fens[(n/2)%len(fens)]
				pr.Send("position " + pos)
				type heard struct {
					at   time.Duration
					line string
				}
				var lines []heard
				start := time.Now()
				pr.Send(fmt.Sprintf("go wtime %d btime %d winc %d binc %d", *wtime, *wtime, *inc, *inc))
				deadline := start.Add(2 * time.Second)
				stopped := false
				for {
					line, err := pr.ReadLine(deadline)
					if err == engineproc.ErrSlow && !stopped {
						pr.Send("stop")
						stopped = true
						deadline = time.Now().Add(2 * time.Second)
						lines = append(lines, heard{time.Since(start), "(stop sent)"})
						continue
					}
					if err != nil {
						fmt.Fprintln(os.Stderr, "engine:", err)
						os.Exit(1)
					}
					lines = append(lines, heard{time.Since(start), line})
					if strings.HasPrefix(line, "bestmove") {
						break
					}
				}
				searches.Add(1)
				if took := time.Since(start); took > *late {
					slow.Add(1)
					mu.Lock()
					fmt.Printf("%s pair %d search %d (%s): %v\n", time.Now().Format("15:04:05.000"), p, n, pos, took)
					for _, h := range lines {
						fmt.Printf("  %8.3f ms  %s\n", float64(h.at.Microseconds())/1000, trim(h.line))
					}
					mu.Unlock()
				}
			}
		}(p)
	}
	go func() {
		for range time.Tick(time.Minute) {
			fmt.Fprintf(os.Stderr, "%s: %d searches, %d slow\n", time.Now().Format("15:04:05"), searches.Load(), slow.Load())
		}
	}()
	wg.Wait()
	fmt.Printf("%d searches, %d slower than %v\n", searches.Load(), slow.Load(), *late)
}

func waitFor(p *engineproc.Proc, word string) {
	for {
		line, err := p.ReadLine(time.Now().Add(10 * time.Second))
		if err != nil {
			fmt.Fprintln(os.Stderr, "engine:", err)
			os.Exit(1)
		}
		if strings.HasPrefix(line, word) {
			return
		}
	}
}

func trim(s string) string {
	if len(s) > 140 {
		return s[:140] + "..."
	}
	return s
}
