package estimate

import (
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
)

// EstimateDead is Dead without the uncertain stones.
func EstimateDead(p goban.Position, r goban.Rules, seed int64) []bool {
	return estimateDead(p.Size, p.Size, p.Cells, r, seed)
}

// estimateDead is EstimateDead on a w x h board.
func estimateDead(w, h int, stones []goban.Color, r goban.Rules, seed int64) []bool {
	return estimateDetail(w, h, stones, r, seed).Dead
}

func (v readVerdict) String() string {
	return [...]string{"unread", "unknown", "alive", "dead", "unsettled", "ko"}[v]
}

func mustRules(t testing.TB, name string) goban.Rules {
	t.Helper()
	r, err := goban.RulesByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// gridFromRows reads a board drawn with x/o/. and b/w for dead black/white stones.
func gridFromRows(rows []string) *goban.Grid {
	var stones []goban.Color
	var dead []bool
	for _, row := range rows {
		for _, ch := range row {
			var c goban.Color
			switch ch {
			case 'x', 'b':
				c = goban.Black
			case 'o', 'w':
				c = goban.White
			}
			stones = append(stones, c)
			dead = append(dead, ch == 'b' || ch == 'w')
		}
	}
	return goban.NewGrid(len(rows[0]), len(rows), stones, dead)
}

// positionFromRows reads a square board drawn as gridFromRows reads it: the position and its
// dead stones.
func positionFromRows(t *testing.T, rows ...string) (goban.Position, []bool) {
	t.Helper()
	g := gridFromRows(rows)
	if g.Width() != g.Height() {
		t.Fatalf("board is %dx%d, want a square", g.Width(), g.Height())
	}
	return goban.Position{Size: g.Width(), Cells: g.Stones()}, g.Dead()
}

// unconditionallyAlive marks the stones Benson's algorithm proves alive.
func unconditionallyAlive(p goban.Position) []bool {
	g := goban.NewGrid(p.Size, p.Size, p.Cells, nil)
	alive := make([]bool, len(p.Cells))
	for _, c := range [2]goban.Color{goban.Black, goban.White} {
		goban.BensonColor(g, c, alive)
	}
	return alive
}

// goscorerCase is one expected-output file of goscorer's test suite: the board and the maps.
type goscorerCase struct {
	board []string
	maps  map[string][]string
}

func readGoscorerCase(t *testing.T, path string) goscorerCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c := goscorerCase{maps: map[string][]string{}}
	section := ""
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.HasSuffix(line, ":") {
			section = strings.TrimSuffix(line, ":")
			continue
		}
		c.maps[section] = append(c.maps[section], line)
	}
	c.board = c.maps["BOARD"]
	return c
}

// drawMap renders one per-point map in goscorer's notation.
func drawMap(rows []string, f func(i int, board byte) byte) []string {
	out := make([]string, len(rows))
	w := len(rows[0])
	for y, row := range rows {
		b := []byte(row)
		for x := range b {
			b[x] = f(y*w+x, row[x])
		}
		out[y] = string(b)
	}
	return out
}

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

// replayFile parses and replays the first game of a test file under the rules its RU names
// (Japanese when RU is missing or unknown).
func replayFile(t *testing.T, path string, opts goban.ReplayOptions) (*goban.Game, error) {
	t.Helper()
	root := readRecord(t, path)
	r := mustRules(t, "japanese")
	if ru, ok := root.Value("RU"); ok {
		if rr, ok := goban.RulesFromSGF(ru); ok {
			r = rr
		}
	}
	return goban.Replay(root, r, opts)
}
