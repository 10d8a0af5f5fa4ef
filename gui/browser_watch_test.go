package gui

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"sennight/tools/match"
)

// TestGUIWatchMatch: a match run by the match runner is watched live in the page: its games move by move on the
// board and its standing; the page cannot play.
func TestGUIWatchMatch(t *testing.T) {
	chromiumPath(t)
	a, _ := match.ParseSpec("engine:depth=2")
	b, _ := match.ParseSpec("greedy")
	tc, _ := match.ParseTimeControl("depth=2")
	w, err := NewWatch("shafran", a.Name, b.Name, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Token: testToken, Log: testLog{t}})
	if err != nil {
		t.Fatal(err)
	}
	s.watch = w
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	bw := openBrowser(t, ts.URL+"/?token="+testToken, 1280, 860)
	done := make(chan error, 1)
	go func() {
		_, err := match.Run(context.Background(), match.Options{Variant: "shafran", A: a, B: b, Games: 4, Concurrency: 1,
			TC: tc, Adjudication: match.Adjudication{MaxPlies: 60}, Watch: w.Event})
		done <- err
	}()
	bw.wait(`window.sennight.state && window.sennight.state.moves.length >= 4`, time.Minute)
	bw.shot("watch-live")
	bw.wait(`window.sennight.match && window.sennight.match.played === 4`, 5*time.Minute)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	var m struct{ W, L, D int }
	bw.eval(`window.sennight.match`, &m)
	if m.W+m.L+m.D != 4 {
		t.Fatalf("standing %+v after 4 games", m)
	}
	var legal int
	bw.eval(`window.sennight.state.legal.length`, &legal)
	if legal != 0 {
		t.Errorf("the watching page got %d legal moves", legal)
	}
	bw.shot("watch-end")
}
