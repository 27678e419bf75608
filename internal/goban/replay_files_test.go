package goban

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

// replayFile parses and replays the first game of a test file under the rules its RU names
// (Japanese when RU is missing or unknown).
func replayFile(t *testing.T, path string, opts ReplayOptions) (*Game, error) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	coll, err := sgf.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	root := coll.Games[0]
	r := japaneseRules
	if ru, ok := root.Value("RU"); ok {
		if rr, ok := RulesFromSGF(ru); ok {
			r = rr
		}
	}
	return Replay(root, r, opts)
}

func TestReplayEveryTestFile(t *testing.T) {
	dir := testdata.Path(t, "sgf")
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.sgf"))
	if len(files) < 40 {
		t.Fatalf("found only %d SGF files in %s", len(files), dir)
	}
	for _, path := range files {
		name := filepath.Base(filepath.Dir(path)) + "/" + filepath.Base(path)
		g, err := replayFile(t, path, ReplayOptions{})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if g.Moves == 0 {
			t.Errorf("%s: no moves", name)
		}
		// Stones on the board = stones placed - stones captured.
		on := [3]int{}
		pos := g.Board.Position()
		for _, c := range pos.Cells {
			on[c]++
		}
		for _, c := range []Color{Black, White} {
			if on[c] != g.Placed[c]-g.Captures[c.Opponent()] {
				t.Errorf("%s: %d %s stones on the board, placed %d, lost %d", name, on[c], c, g.Placed[c],
					g.Captures[c.Opponent()])
			}
		}
	}
}

// CGOS ends a game when a player attempts an illegal ko capture and writes the attempted move
// in a final comment; replaying the game must find that move illegal under CGOS's rules.
func TestReplayCGOSIllegalAttempts(t *testing.T) {
	files, _ := filepath.Glob(testdata.Path(t, "sgf", "gnugo-cgos", "*.sgf"))
	attempt := regexp.MustCompile(`(white|black) player error - (simple )?KO attempted\s+move: ([A-T][0-9]+)`)
	checked := 0
	for _, path := range files {
		data, _ := os.ReadFile(path)
		m := attempt.FindStringSubmatch(string(data))
		if m == nil {
			continue
		}
		g, err := replayFile(t, path, ReplayOptions{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		c := Black
		if m[1] == "white" {
			c = White
		}
		x, y, err := ParseVertex(g.Board.Size(), m[3])
		if err != nil {
			t.Fatal(err)
		}
		if g.Board.Legal(c, x, y) {
			t.Errorf("%s: %s %s is legal, CGOS refused it", filepath.Base(path), c, m[3])
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("only %d files with an attempted ko", checked)
	}
}

func TestReplayCGOSAndScoringGamesEnd(t *testing.T) {
	for _, set := range []string{"gnugo-cgos", "gnugo-scoring"} {
		files, _ := filepath.Glob(testdata.Path(t, "sgf", set, "*.sgf"))
		if len(files) == 0 {
			t.Fatalf("no SGF files in %s", set)
		}
		for _, path := range files {
			g, err := replayFile(t, path, ReplayOptions{})
			if err != nil {
				t.Errorf("%s: %v", path, err)
				continue
			}
			if len(g.Problems) != 0 {
				t.Errorf("%s: problems %v", path, g.Problems)
			}
			resigned := strings.Contains(g.Info.Result.Raw, "R")
			if g.Resigned != resigned {
				t.Errorf("%s: Resigned %v for RE[%s]", path, g.Resigned, g.Info.Result.Raw)
			}
		}
	}
}
