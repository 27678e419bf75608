package goban

import (
	"os"
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

// benchGame loads score10.sgf, a 255-move 19x19 game that ends with two passes.
func benchGame(b *testing.B) *sgf.Node {
	data, err := os.ReadFile(testdata.Path(b, "sgf", "gnugo-scoring", "score10.sgf"))
	if err != nil {
		b.Fatal(err)
	}
	coll, err := sgf.Parse(data)
	if err != nil {
		b.Fatal(err)
	}
	return coll.Games[0]
}

// BenchmarkReplayMoves replays the moves of a 19x19 game on a reused board under positional
// superko (tromp-taylor), which is the engine's own cost without SGF decoding.
func BenchmarkReplayMoves(b *testing.B) {
	root := benchGame(b)
	type mv struct {
		c    Color
		p    Point
		pass bool
	}
	r := rulesNamed(b, "tromp-taylor")
	empty := NewBoardWithRules(19, r)
	var moves []mv
	for _, n := range root.MainLine() {
		m, ok, err := n.Move(19)
		if err != nil {
			b.Fatal(err)
		}
		if ok {
			moves = append(moves, mv{colorOf(m.Color), empty.PointAt(m.Point.X, m.Point.Y), m.Pass})
		}
	}
	board := empty.Clone()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		board.CopyFrom(empty)
		for _, m := range moves {
			if m.pass {
				board.Pass(m.c)
				continue
			}
			if _, why := board.PlayAt(m.c, m.p); why != 0 {
				b.Fatalf("illegal move: %v", why)
			}
		}
	}
	b.ReportMetric(float64(b.N)*float64(len(moves))/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkReplay is the whole Replay of the same game from its parsed tree.
func BenchmarkReplay(b *testing.B) {
	root := benchGame(b)
	r := rulesNamed(b, "tromp-taylor")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Replay(root, r, ReplayOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
