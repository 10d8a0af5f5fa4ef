package variants

import (
	"strings"
	"testing"
)

// BenchmarkParse: time and memory to parse each built-in game file into a Variant.
func BenchmarkParse(b *testing.B) {
	entries, _ := builtinFiles.ReadDir("games")
	for _, e := range entries {
		data, _ := builtinFiles.ReadFile("games/" + e.Name())
		b.Run(strings.TrimSuffix(e.Name(), ".toml"), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse(e.Name(), data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
