//go:build !race

package search

// raceDetector reports whether the tests run under the race detector (go test -race).
const raceDetector = false
