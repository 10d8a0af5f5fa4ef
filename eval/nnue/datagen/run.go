package datagen

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"sennight/eval/nnue"
	"sennight/movegen"
)

// Summary is what a run did.
type Summary struct {
	Path string
	// Games and Samples are the shard file's totals at the end; Played and Written what this run added.
	Games, Samples  int
	Played, Written int
	Missing         int // games of the shard still to play (a run stopped early)
	Elapsed         time.Duration
}

// Run plays the games of a shard that its file does not hold yet and appends them, each as one block written in
// one call. Cancelling ctx stops the run: the games in flight are dropped, every game written is whole.
func Run(ctx context.Context, o Options) (Summary, error) {
	if err := o.check(); err != nil {
		return Summary{}, err
	}
	t, err := movegen.ForVariant(o.Variant)
	if err != nil {
		return Summary{}, err
	}
	l := nnue.NewLayout(t)
	path := filepath.Join(o.Dir, File(o.Variant, o.Shard, o.Shards))
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return Summary{}, err
	}
	f, have, err := openOutput(path, o.Variant, l, o.Shard, o.Shards)
	if err != nil {
		return Summary{}, err
	}
	defer f.Close()
	var todo []int
	for i := o.Shard; i < o.Games; i += o.Shards {
		if !have.games[i] {
			todo = append(todo, i)
		}
	}
	sum := Summary{Path: path, Games: len(have.games), Samples: have.samples}
	start := time.Now()
	if len(todo) == 0 {
		return sum, nil
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	players := make([]*player, min(o.Concurrency, len(todo)))
	for k := range players {
		if players[k], err = newPlayer(&o, t); err != nil {
			for _, p := range players[:k] {
				p.close()
			}
			return sum, err
		}
	}
	defer func() {
		for _, p := range players {
			p.close()
		}
	}()

	indexes := make(chan int)
	games := make(chan *nnue.Game)
	errs := make(chan error, len(players))
	var wg sync.WaitGroup
	for _, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range indexes {
				g, err := p.play(ctx, i)
				if err != nil {
					if !errors.Is(err, context.Canceled) {
						errs <- err
						cancel()
					}
					return
				}
				select {
				case games <- g:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(indexes)
		for _, i := range todo {
			select {
			case indexes <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(games)
	}()

	prog := newProgress(&o, len(todo), start)
	var tick <-chan time.Time
	if o.Progress != nil {
		every := o.ProgressEvery
		if every <= 0 {
			every = 10 * time.Second
		}
		tk := time.NewTicker(every)
		defer tk.Stop()
		tick = tk.C
	}
	var buf []byte
	var werr error
loop:
	for {
		select {
		case g, ok := <-games:
			if !ok {
				break loop
			}
			if werr != nil {
				continue // draining after a failed write
			}
			buf = nnue.AppendGame(buf[:0], g)
			if _, werr = f.Write(buf); werr != nil {
				werr = fmt.Errorf("%s: %w", path, werr)
				cancel()
				continue
			}
			sum.Played++
			sum.Written += len(g.Samples)
		case <-tick:
			prog.print(sum)
		}
	}
	sum.Games += sum.Played
	sum.Samples += sum.Written
	sum.Missing = len(todo) - sum.Played
	sum.Elapsed = time.Since(start)
	if o.Progress != nil {
		prog.print(sum)
	}
	if werr == nil {
		werr = f.Close()
	}
	select {
	case err := <-errs:
		return sum, err
	default:
	}
	return sum, werr
}
