package goban

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

func readRecord(t *testing.T, path string) *sgf.Node {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sgf.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return c.Games[0]
}

// TestScoreGameCGOS: CGOS games are played out and counted by area without removing stones, so
// every numeric RE must come out exactly (gnugo-cgos/README.md).
func TestScoreGameCGOS(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testdata.Path(t, "sgf", "gnugo-cgos"), "*.sgf"))
	tt := mustRules(t, "tromp-taylor")
	numeric := 0
	for _, f := range files {
		s, err := ScoreGame(readRecord(t, f), GameScoreOptions{Rules: tt, RulesSet: true})
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
			continue
		}
		re := s.Game.Info.Result
		if re.Kind != sgf.ResultScore && re.Kind != sgf.ResultDraw {
			if !strings.HasPrefix(s.Agreement, "file says") {
				t.Errorf("%s: RE %q gives agreement %q", filepath.Base(f), re.Raw, s.Agreement)
			}
			continue
		}
		numeric++
		if s.Agreement != "agrees" {
			t.Errorf("%s: counted %s, file says %s (%s)", filepath.Base(f), s.Score.Result(), re.Raw, s.Agreement)
		}
	}
	if numeric == 0 {
		t.Fatal("no CGOS game with a numeric result")
	}
	t.Logf("%d CGOS games with a numeric result, all checked", numeric)
}

// TestScoreGameMarkedDead: territory marks in the file decide the dead stones, and an explicit
// dead list overrides them.
func TestScoreGameMarkedDead(t *testing.T) {
	// Black wall on column C, white wall on column D of a 5x5 board; a white stone at A5 inside
	// Black's area is marked dead by TB. Black: 10 territory (A5 included) + 1 dead stone = 11;
	// White: 5 territory + komi 0.5.
	rec := "(;GM[1]FF[4]SZ[5]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa]" +
		";B[];W[]TB[aa][ab][ac][ad][ae][ba][bb][bc][bd][be]TW[ea][eb][ec][ed][ee])"
	c, err := sgf.Parse([]byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	s, err := ScoreGame(c.Games[0], GameScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if s.DeadFrom != DeadMarked || s.Score.Result() != "B+5.5" || s.Agreement != "agrees" {
		t.Errorf("marked: dead from %q, %s, %q; want marked, B+5.5, agrees", s.DeadFrom, s.Score.Result(), s.Agreement)
	}
	// Clicking A5 brings the white stone back to life for the recount.
	opts := s.Options
	opts.Dead = ToggleDead(s.Position, s.Dead, 0, 0)
	if r := ScorePosition(s.Position, opts); r.Black.DeadStones != 0 || s.Score.Black.DeadStones != 1 {
		t.Errorf("recount after toggling A5: %d dead white stones (before: %d), want 0 (before: 1)",
			r.Black.DeadStones, s.Score.Black.DeadStones)
	}
	// Declaring the black wall dead instead (one point names the whole wall) gives White its
	// five stones as prisoners.
	s, err = ScoreGame(c.Games[0], GameScoreOptions{Dead: []Vertex{{2, 0}}})
	if err != nil {
		t.Fatal(err)
	}
	if s.DeadFrom != DeadGiven || s.Score.Black.DeadStones != 0 || s.Score.White.DeadStones != 5 {
		t.Errorf("given: dead from %q, dead stones B %d W %d; want given, 0 and 5", s.DeadFrom,
			s.Score.Black.DeadStones, s.Score.White.DeadStones)
	}
}

func TestAgreement(t *testing.T) {
	blackBy3 := Score{Winner: Black, Margin: 6}
	jigo := Score{}
	tests := []struct {
		s    Score
		re   string
		want string
	}{
		{blackBy3, "B+3", "agrees"},
		{blackBy3, "B+1.5", "differs by 1.5 (file says B+1.5)"},
		{blackBy3, "W+2", "differs by 5 (file says W+2)"},
		{jigo, "0", "agrees"},
		{jigo, "Draw", "agrees"},
		{blackBy3, "W+R", "file says resignation"},
		{blackBy3, "B+Time", "file says time"},
		{blackBy3, "W+F", "file says forfeit"},
		{blackBy3, "", "file has no result"},
		{blackBy3, "Void", "file says Void"},
	}
	for _, tc := range tests {
		if got := agreement(tc.s, sgf.ParseResult(tc.re)); got != tc.want {
			t.Errorf("%s against RE %q: %q, want %q", tc.s.Result(), tc.re, got, tc.want)
		}
	}
}

// noneDead is an estimator that finds nothing dead and nothing uncertain.
func noneDead(p Position, _ Rules, _ int64) (dead, uncertain []bool) {
	return make([]bool, len(p.Cells)), make([]bool, len(p.Cells))
}

// TestScoreGameEstimator: without marks or given stones the dead stones are the estimator's,
// asked with the game's position, rules and seed; without an estimator nothing is dead.
func TestScoreGameEstimator(t *testing.T) {
	// Black's wall on the C column and White's on the D column; the white stone A5 and the
	// black stone F3 stand in the opponent's area.
	rec := "(;SZ[6]RU[Chinese]AB[ca][cb][cc][cd][ce][cf][fd]AW[da][db][dc][dd][de][df][ab])"
	c, err := sgf.Parse([]byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	var asked []string
	est := func(p Position, r Rules, seed int64) (dead, uncertain []bool) {
		asked = append(asked, fmt.Sprintf("%d %s %d", p.Size, r.Name, seed))
		dead, uncertain = make([]bool, len(p.Cells)), make([]bool, len(p.Cells))
		dead[1*6+0] = true // A5, the white stone in Black's area
		uncertain[3*6+5] = true
		return dead, uncertain
	}
	s, err := ScoreGame(c.Games[0], GameScoreOptions{Estimate: est, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if len(asked) != 1 || asked[0] != "6 chinese 7" {
		t.Errorf("estimator asked %q, want once for 6x6 under chinese with seed 7", asked)
	}
	if s.DeadFrom != DeadEstimated || !s.Dead[6] || s.Score.Black.DeadStones != 1 || !s.Uncertain[23] {
		t.Errorf("dead from %q, A5 dead %v, dead stones Black removed %d, F3 uncertain %v; want estimated, true, 1, true",
			s.DeadFrom, s.Dead[6], s.Score.Black.DeadStones, s.Uncertain[23])
	}
	s, err = ScoreGame(c.Games[0], GameScoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if s.DeadFrom != DeadNotEstimated || slices.Contains(s.Dead, true) || s.Uncertain != nil {
		t.Errorf("no estimator: dead from %q, dead %v, uncertain %v; want not estimated, none, nil",
			s.DeadFrom, vertices(s.Position, s.Dead), s.Uncertain)
	}
}
