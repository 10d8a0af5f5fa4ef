package bench

import (
	"errors"
	"io"
	"testing"
	"time"
)

// TestRunSearchStop: closing Stop ends a deep bench run within a fraction of a second.
func TestRunSearchStop(t *testing.T) {
	stop := make(chan struct{})
	done := make(chan error, 1)
	go func() {
		_, err := RunSearch(io.Discard, SearchOptions{Depth: 40, Variants: []string{"chess"}, HashMB: 16, Stop: stop})
		done <- err
	}()
	time.Sleep(200 * time.Millisecond)
	close(stop)
	select {
	case err := <-done:
		if !errors.Is(err, ErrStopped) {
			t.Errorf("error %v, want ErrStopped", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the bench did not stop")
	}
}
