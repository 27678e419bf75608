package estimate

import (
	"syscall"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

// finalPosition replays a 19x19 GNU Go scoring game to its final position.
func finalPosition(b *testing.B, name string) (goban.Position, *goban.Game) {
	b.Helper()
	g, err := goban.Replay(readRecord(&testing.T{}, testdata.Path(b, "sgf", "gnugo-scoring", name)), mustRules(b, "japanese"), goban.ReplayOptions{Lenient: true})
	if err != nil {
		b.Fatal(err)
	}
	return g.Board.Position(), g
}

// BenchmarkScorePosition counts a finished 19x19 game with its dead stones marked (by the
// estimate, hence here): territory, seki and false eye analysis included.
func BenchmarkScorePosition(b *testing.B) {
	p, g := finalPosition(b, "score3.sgf")
	japanese := mustRules(b, "japanese")
	dead := EstimateDead(p, japanese, 1)
	opts := goban.ScoreOptions{Rules: japanese, Dead: dead, CapturesBlack: g.Captures[goban.Black], CapturesWhite: g.Captures[goban.White]}
	b.ReportAllocs()
	defer reportCPU(b)()
	for b.Loop() {
		goban.ScorePosition(p, opts)
	}
}

// reportCPU adds the process CPU time per operation to a benchmark's output: the build machine
// is shared, and wall-clock time per operation then measures the other jobs too.
func reportCPU(b *testing.B) func() {
	start := cpuTime()
	return func() {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}

func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkEstimateDead estimates the dead stones of a finished 19x19 game.
func BenchmarkEstimateDead(b *testing.B) {
	p, _ := finalPosition(b, "score3.sgf")
	defer reportCPU(b)()
	for b.Loop() {
		EstimateDead(p, mustRules(b, "japanese"), 1)
	}
}

// BenchmarkEstimateDeadLongPlayouts estimates GNU Go's score13.sgf, the slowest of the scoring
// games: its random games run longest, with the most captures.
func BenchmarkEstimateDeadLongPlayouts(b *testing.B) {
	p, _ := finalPosition(b, "score13.sgf")
	defer reportCPU(b)()
	for b.Loop() {
		EstimateDead(p, mustRules(b, "japanese"), 1)
	}
}

// manyFights is a 19x19 board of 20 small fights: Black's lines on every fourth row and every
// fifth column wall off 4x3 boxes, each holding an L of three white stones. Every white chain's
// space is small, so the local reading reads them all and its node budget (readBoardNodes) is
// what bounds the time.
var manyFights = func() []string {
	rows := make([]string, 19)
	for y := range 19 {
		row := make([]byte, 19)
		for x := range 19 {
			switch bx, by := x%5, y%4; {
			case bx == 0 || by == 0:
				row[x] = 'x'
			case bx == 1 && by == 1, bx == 2 && by == 1, bx == 1 && by == 2:
				row[x] = 'o'
			default:
				row[x] = '.'
			}
		}
		rows[y] = string(row)
	}
	return rows
}()

// BenchmarkEstimateManyFights estimates the board of many small fights, the most reading a
// board can ask for.
func BenchmarkEstimateManyFights(b *testing.B) {
	g := gridFromRows(manyFights)
	p := goban.Position{Size: g.Width(), Cells: g.Stones()}
	japanese := mustRules(b, "japanese")
	defer reportCPU(b)()
	for b.Loop() {
		Detail(p, japanese, 1)
	}
}

// BenchmarkReadManyFights is the local reading alone on the board of many small fights, with no
// stone taken for dead: it reads every chain until the board's node budget is spent.
func BenchmarkReadManyFights(b *testing.B) {
	g := gridFromRows(manyFights)
	none := make([]bool, len(g.Stones()))
	defer reportCPU(b)()
	for b.Loop() {
		readChains(g, g.Stones(), none, none)
	}
}
