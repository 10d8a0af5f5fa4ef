//go:build !race

package movegen

// raceDetector reports whether the tests run under the race detector (go test -race).
const raceDetector = false
