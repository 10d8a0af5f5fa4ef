package datagen

import (
	"fmt"
	"time"
)

// progress prints the run's progress lines: games, positions, positions per second and the time left, judged
// from this run's pace.
type progress struct {
	o     *Options
	todo  int
	start time.Time
}

func newProgress(o *Options, todo int, start time.Time) *progress {
	return &progress{o: o, todo: todo, start: start}
}

func (p *progress) print(s Summary) {
	el := time.Since(p.start)
	rate := float64(s.Written) / max(el.Seconds(), 1e-9)
	eta := "?"
	if s.Played > 0 {
		eta = (time.Duration(float64(el) / float64(s.Played) * float64(p.todo-s.Played))).Round(time.Second).String()
	}
	perGame := 0.0
	if s.Played > 0 {
		perGame = float64(s.Written) / float64(s.Played)
	}
	fmt.Fprintf(p.o.Progress, "datagen %s shard %d/%d: %d/%d games, %d positions (%.1f a game), %.1f positions/s, "+
		"elapsed %s, ETA %s\n", p.o.Variant, p.o.Shard, p.o.Shards, s.Played, p.todo, s.Written, perGame, rate,
		el.Round(time.Second), eta)
}
