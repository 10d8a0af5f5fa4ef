package variants

import (
	"strings"
	"testing"
)

// BenchmarkReadFile: time and memory to read and compile each built-in game file into a Variant.
func BenchmarkReadFile(b *testing.B) {
	entries, _ := builtinFiles.ReadDir("games")
	for _, e := range entries {
		data, _ := builtinFiles.ReadFile("games/" + e.Name())
		b.Run(strings.TrimSuffix(e.Name(), ".toml"), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ReadFile(e.Name(), data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
