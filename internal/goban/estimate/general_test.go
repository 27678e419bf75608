package estimate

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

// The estimator must generalise beyond the GNU Go scoring games it is measured on. These tests
// run it on positions whose dead stones are known from elsewhere.

// TestEstimateGoscorerDead runs the estimator on goscorer's cases that mark dead stones, with the
// marks turned back into stones, and counts how many it reproduces exactly. These are small
// artificial boards, several deliberately ambiguous, so the test holds the counts to floors
// (minGoscorerDead, minGoscorerOutsideSeki) rather than to every board.
func TestEstimateGoscorerDead(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testdata.Path(t, "sgf", "goscorer"), "test_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no goscorer cases: %v", err)
	}
	japanese := mustRules(t, "japanese")
	cases, matched, found, noExtra, agreeOutsideSeki := 0, 0, 0, 0, 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		c := readGoscorerCase(t, f)
		g := gridFromRows(c.board)
		if !slices.Contains(g.Dead(), true) {
			continue
		}
		cases++
		got := estimateDead(g.Width(), g.Height(), g.Stones(), japanese, 0)
		missed, extra := 0, 0
		for i := range got {
			switch {
			case g.Dead()[i] && !got[i]:
				missed++
			case got[i] && !g.Dead()[i]:
				extra++
			}
		}
		if missed == 0 {
			found++
		}
		if extra == 0 {
			noExtra++
		}
		// Differences confined to what goscorer itself, given the marks, scores as seki concern
		// positions in balance, where either judgement can be defended.
		seki := strings.Join(c.maps["SEKI"], "")
		outside := true
		for i := range got {
			if got[i] != g.Dead()[i] && seki[i] == '.' {
				outside = false
			}
		}
		if outside {
			agreeOutsideSeki++
		}
		if slices.Equal(got, g.Dead()) {
			matched++
			continue
		}
		rows := drawMap(c.board, func(i int, b byte) byte {
			switch {
			case got[i] && !g.Dead()[i]:
				return '!' // estimated dead, marked alive
			case !got[i] && g.Dead()[i]:
				return '?' // marked dead, estimated alive
			}
			return b
		})
		t.Logf("%s: estimate differs (! dead but marked alive, ? marked dead but alive):\n%s", name, strings.Join(rows, "\n"))
	}
	t.Logf("%d of %d goscorer cases with dead stones estimated exactly; all marked stones found dead in %d, "+
		"no stone beyond the marked ones in %d; %d agree outside goscorer's seki regions",
		matched, cases, found, noExtra, agreeOutsideSeki)
	if matched < minGoscorerDead || agreeOutsideSeki < minGoscorerOutsideSeki {
		t.Errorf("%d of %d goscorer cases right (want at least %d), %d outside seki regions (want at least %d)",
			matched, cases, minGoscorerDead, agreeOutsideSeki, minGoscorerOutsideSeki)
	}
}

// The floors are what the estimator reaches. Seven pairs of goscorer's boards hold the same
// stones with different marks, and most other misses are sekis, ko and false-eye shapes whose
// status depends on exact play (docs/SCORING.md).
const (
	minGoscorerDead        = 11
	minGoscorerOutsideSeki = 37
)

// TestEstimateCGOSNothingDead: CGOS games are played out under area rules, so a game that ended
// with two passes has no dead stones on the board.
func TestEstimateCGOSNothingDead(t *testing.T) {
	files, _ := filepath.Glob(testdata.Path(t, "sgf", "gnugo-cgos", "*.sgf"))
	japanese := mustRules(t, "japanese")
	checked := 0
	for _, path := range files {
		g, err := replayFile(t, path, goban.ReplayOptions{Lenient: true})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if g.Board.ConsecutivePasses() < 2 {
			continue
		}
		checked++
		p := g.Board.Position()
		for seed := range int64(2) {
			if dead := EstimateDead(p, japanese, seed); slices.Contains(dead, true) {
				t.Errorf("%s, seed %d: dead %v, want none", filepath.Base(path), seed, vertices(p, dead))
			}
		}
	}
	t.Logf("%d CGOS games ended by two passes", checked)
	if checked == 0 {
		t.Fatal("no CGOS game ended by two passes")
	}
}

// TestScoreGameGNUGo scores GNU Go's scoring games with estimated dead stones under Japanese
// rules and compares with the scores in expected.csv (GNU Go's score.tst). GNU Go's own scorer,
// which plays the game out with its full engine, gets 28 of 29 (it misses score11); hoshi's
// estimate, random games checked against the static analysis, gets all 29.
func TestScoreGameGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays thousands of playouts")
	}
	right, games := gnugoRight(t, 0)
	t.Logf("%d of %d GNU Go scoring games counted as GNU Go does", right, games)
	if right < minGNUGoRight {
		t.Errorf("%d of %d right, want at least %d", right, games, minGNUGoRight)
	}
}

// minGNUGoRight is the count with the default seed: all 29. The issue asks for 28, GNU Go's
// own count; other seeds must reach that (TestEstimateGNUGoSeeds).
const minGNUGoRight = 29

// gnugoRight scores the GNU Go scoring games (expected.csv, Japanese rules, komi 5.5 from the
// files) with the given seed and returns how many come out as expected.csv says, and of how
// many, logging the others.
func gnugoRight(t *testing.T, seed int64) (right, games int) {
	dir := testdata.Path(t, "sgf", "gnugo-scoring")
	data, err := os.ReadFile(filepath.Join(dir, "expected.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	for _, line := range lines {
		f := strings.Split(line, ",")
		if len(f) < 3 || f[1] != "japanese" {
			t.Fatalf("unexpected line %q", line)
		}
		s, err := goban.ScoreGame(readRecord(t, filepath.Join(dir, f[0])), goban.GameScoreOptions{Seed: seed, Estimate: Dead})
		if err != nil {
			t.Errorf("%s: %v", f[0], err)
			continue
		}
		if s.Score.Rules.Name != "japanese" || s.Score.White.Komi != 11 {
			t.Errorf("%s: rules %s komi %d half points, want japanese and 5.5 from the file", f[0],
				s.Score.Rules.Name, s.Score.White.Komi)
		}
		if got := s.Score.Result(); got == f[2] {
			right++
		} else {
			t.Logf("seed %d: %s: counted %s, GNU Go says %s", seed, f[0], got, f[2])
		}
	}
	return right, len(lines)
}

// TestEstimateGNUGoSeeds: the GNU Go count must not hang on a lucky seed. TestScoreGameGNUGo
// checks the default seed 0; seeds 1 and 2 must reach at least GNU Go's own 28.
func TestEstimateGNUGoSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("plays thousands of playouts")
	}
	for _, seed := range []int64{1, 2} {
		right, _ := gnugoRight(t, seed)
		t.Logf("seed %d: %d of 29 GNU Go scoring games counted as GNU Go does", seed, right)
		if right < 28 {
			t.Errorf("seed %d: %d right, want at least 28", seed, right)
		}
	}
}

// TestEstimateDeterministic19: the same 19x19 position and seed give the same dead stones.
func TestEstimateDeterministic19(t *testing.T) {
	g, err := replayFile(t, testdata.Path(t, "sgf", "gnugo-scoring", "score11.sgf"), goban.ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Board.Position()
	japanese := mustRules(t, "japanese")
	first := EstimateDead(p, japanese, 7)
	if got := EstimateDead(p, japanese, 7); !slices.Equal(got, first) {
		t.Fatalf("estimate changed between runs: %v then %v", vertices(p, first), vertices(p, got))
	}
}

// TestEstimateRandomPositions runs the estimator on random positions of every shape it may meet,
// from 1x1 up: it must not fail, never mark empty points or Benson-alive stones dead, and give the
// same answer twice.
func TestEstimateRandomPositions(t *testing.T) {
	japanese := mustRules(t, "japanese")
	rng := rand.New(rand.NewPCG(1, 2))
	for k := range 60 {
		w, h := 1+rng.IntN(13), 1+rng.IntN(13)
		if k%10 == 0 {
			w, h = 19, 19
		}
		stones := make([]goban.Color, w*h)
		fill := rng.Float64()
		for i := range stones {
			if rng.Float64() < fill {
				stones[i] = goban.Color(1 + rng.IntN(2))
			}
		}
		// Clear chains without liberties, as a real position has none.
		g := goban.NewGrid(w, h, stones, nil)
		for _, ch := range chainsOf(g) {
			if len(ch.libs) == 0 {
				for _, i := range ch.stones {
					stones[i] = goban.Empty
				}
			}
		}
		dead := estimateDead(w, h, stones, japanese, int64(k))
		alive := make([]bool, w*h)
		g = goban.NewGrid(w, h, stones, nil)
		for _, c := range [2]goban.Color{goban.Black, goban.White} {
			goban.BensonColor(g, c, alive)
		}
		for i, d := range dead {
			if d && (stones[i] == goban.Empty || alive[i]) {
				t.Fatalf("%dx%d position %d: point %d marked dead (stone %v, Benson-alive %v)", w, h, k, i, stones[i], alive[i])
			}
		}
		if again := estimateDead(w, h, stones, japanese, int64(k)); !slices.Equal(again, dead) {
			t.Fatalf("%dx%d position %d: a second estimate differs", w, h, k)
		}
	}
}
