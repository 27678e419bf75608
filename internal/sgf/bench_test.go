package sgf

import (
	"os"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

// BenchmarkParse parses the longest game of the test data: AlphaGo - Lee Sedol game 4, 180 moves
// with long comments.
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(testdata.Path(b, "sgf", "quirks", "LS_vs_AG_-_G4_-_English.sgf"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMarshal writes the same game back.
func BenchmarkMarshal(b *testing.B) {
	data, err := os.ReadFile(testdata.Path(b, "sgf", "quirks", "LS_vs_AG_-_G4_-_English.sgf"))
	if err != nil {
		b.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		Marshal(c)
	}
}

// BenchmarkParseDeep parses a synthetic game of 100000 moves nested one level of parentheses per
// move, the worst shape servers write.
func BenchmarkParseDeep(b *testing.B) {
	data := deepFile(100000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}
