//go:build !unix

package bench

import "time"

// cpuTime is unknown here; bench then prints no CPU figures.
func cpuTime() time.Duration { return 0 }
