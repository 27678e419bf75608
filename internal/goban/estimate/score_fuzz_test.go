package estimate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

// FuzzScoreGame scores arbitrary bytes as an uploaded record is scored, with the estimate of the
// dead stones. goban.ScoreGame must never panic, and whatever it counts must add up: the margin is the difference of the totals, the
// winner the player with the larger total, and the result in SGF form reads back as that winner.
// A click on the first stone (goban.ToggleDead) and the recount and drawing that follow must not panic
// either.
func FuzzScoreGame(f *testing.F) {
	for _, s := range []string{
		"(;SZ[9];B[ee];W[];B[])",
		"(;SZ[1])",
		"(;SZ[52]AB[aa][ZZ])",
		"(;SZ[19:13])",
		"(;SZ[2]AB[aa][ab][ba][bb])",
		"(;SZ[5]KM[-99999999999999999999]AW[aa:ee])",
		"(;SZ[5]KM[230584300921369395100];B[cc])",
		"(;SZ[9]RU[Atari-Go];B[ee];W[ef];B[fe];W[de];B[ed];W[ff];B[df])",
		"(;SZ[4]RU[TT]AB[aa][bb]AW[ab][ba];TB[cc]TW[aa])",
		"(;SZ[7]RU[Chinese]HA[9]AB[cc][ee][cc:ee];W[dd];B[])",
	} {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob(filepath.Join(testdata.Path(f, "sgf"), "*", "*.sgf"))
	for _, path := range files {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		coll, err := sgf.Parse(data)
		if err != nil || len(coll.Games) == 0 {
			return
		}
		s, err := goban.ScoreGame(coll.Games[0], goban.GameScoreOptions{Seed: 1, Estimate: Dead})
		if err != nil {
			return
		}
		checkScore(t, s.Position, s.Score)
		if len(s.Dead) != len(s.Position.Cells) {
			t.Fatalf("%d dead marks for %d points", len(s.Dead), len(s.Position.Cells))
		}
		for i, c := range s.Position.Cells {
			if c == goban.Empty {
				continue
			}
			opts := s.Options
			opts.Dead = goban.ToggleDead(s.Position, opts.Dead, i%s.Position.Size, i/s.Position.Size)
			checkScore(t, s.Position, goban.ScorePosition(s.Position, opts))
			goban.RenderSVG(s.Position, goban.SVGOptions{Coordinates: true, Clickable: true, Dead: opts.Dead,
				Territory: s.Score.Map.Owner, LastMove: s.Game.LastMove})
			break
		}
	})
}

// checkScore fails t when the figures of sc do not add up.
func checkScore(t *testing.T, p goban.Position, sc goban.Score) {
	t.Helper()
	n := len(p.Cells)
	m := sc.Map
	// Area scoring leaves the false-eye map out: area counts false eyes.
	if len(m.Owner) != n || len(m.Dead) != n || len(m.Seki) != n || len(m.FalseEye) != n && m.FalseEye != nil ||
		len(m.Dame) != n {
		t.Fatalf("maps of %d, %d, %d, %d, %d points for a board of %d", len(m.Owner), len(m.Dead),
			len(m.Seki), len(m.FalseEye), len(m.Dame), n)
	}
	if sc.Margin < 0 {
		t.Fatalf("negative margin %d", sc.Margin)
	}
	res := sgf.ParseResult(sc.Result())
	switch sc.Decision {
	case goban.ByCapture, goban.NoCapture:
		if sc.Margin != 0 {
			t.Fatalf("%v with margin %d", sc.Decision, sc.Margin)
		}
		if sc.Decision == goban.NoCapture && sc.Winner != goban.Empty {
			t.Fatalf("no capture, yet %s wins", sc.Winner)
		}
		return
	}
	d := sc.Black.Total - sc.White.Total
	want, margin := goban.Empty, d
	switch {
	case d > 0:
		want = goban.Black
	case d < 0:
		want, margin = goban.White, -d
	}
	if sc.Winner != want || sc.Margin != margin {
		t.Fatalf("totals %d and %d, yet %s wins by %d", sc.Black.Total, sc.White.Total, sc.Winner, sc.Margin)
	}
	if sgfColor(res.Winner) != want || want != goban.Empty && res.Margin != margin {
		t.Fatalf("result %q reads back as %v by %d, want %s by %d", sc.Result(), res.Winner, res.Margin, want, margin)
	}
}

// sgfColor is the player an SGF result names.
func sgfColor(c sgf.Color) goban.Color {
	switch c {
	case sgf.Black:
		return goban.Black
	case sgf.White:
		return goban.White
	}
	return goban.Empty
}
