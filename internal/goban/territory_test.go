package goban

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

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

// gridFromRows reads a board drawn with x/o/. and b/w for dead black/white stones.
func gridFromRows(rows []string) *Grid {
	var stones []Color
	var dead []bool
	for _, row := range rows {
		for _, ch := range row {
			var c Color
			switch ch {
			case 'x', 'b':
				c = Black
			case 'o', 'w':
				c = White
			}
			stones = append(stones, c)
			dead = append(dead, ch == 'b' || ch == 'w')
		}
	}
	return NewGrid(len(rows[0]), len(rows), stones, dead)
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

func goscorerMaps(rows []string, g *Grid, r TerritoryResult) map[string][]string {
	mark := func(m []bool, ch byte) func(int, byte) byte {
		return func(i int, b byte) byte {
			if m[i] {
				return ch
			}
			return b
		}
	}
	return map[string][]string{
		"TERRITORY": drawMap(rows, func(i int, b byte) byte {
			switch r.territory[i] {
			case Black:
				return 'z'
			case White:
				return 'a'
			}
			return b
		}),
		"SEKI": drawMap(rows, func(i int, b byte) byte {
			s := r.seki[i]
			switch {
			case s == Empty:
				return '.'
			case g.stones[i] != Empty:
				return ".xo"[s]
			}
			return ".za"[s]
		}),
		"FALSE EYES":            drawMap(rows, mark(r.falseEye, 'F')),
		"UNSCORABLE FALSE EYES": drawMap(rows, mark(r.noScore, 'F')),
		"DAME":                  drawMap(rows, mark(r.dame, '1')),
		"EYEVALUE": drawMap(rows, func(i int, b byte) byte {
			if v := r.eyeValue[i]; v > 0 {
				return '0' + byte(v)
			}
			return b
		}),
	}
}

// TestGoscorerMaps checks the territory and seki maps (and the false eye, dame and eye value
// maps) of every case of goscorer's suite.
func TestGoscorerMaps(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testdata.Path(t, "sgf", "goscorer"), "test_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no goscorer cases: %v", err)
	}
	matched := 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		c := readGoscorerCase(t, f)
		g := gridFromRows(c.board)
		got := goscorerMaps(c.board, g, AnalyseTerritory(g))
		ok := true
		for _, m := range []string{"TERRITORY", "SEKI", "FALSE EYES", "UNSCORABLE FALSE EYES", "DAME", "EYEVALUE"} {
			want := c.maps[m]
			if strings.Join(got[m], "\n") != strings.Join(want, "\n") {
				ok = false
				t.Errorf("%s: %s map differs\nboard:\n%s\ngot:\n%s\nwant:\n%s", name, m,
					strings.Join(c.board, "\n"), strings.Join(got[m], "\n"), strings.Join(want, "\n"))
			}
		}
		if ok {
			matched++
		}
	}
	t.Logf("%d of %d goscorer cases match every map", matched, len(files))
}
