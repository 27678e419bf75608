package goban

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

// maxGoscorerConfident is the number of goscorer boards on which some stone is estimated wrong
// without being marked uncertain (seed 0), as measured (SCORING.md, "Uncertain groups"): 29
// before the local reading, 13 with it. These small artificial boards test a scorer given the
// marks, not an estimator: on four of the 13 (basic_sekis, dead_stone_marking, narrow_board7 and
// 9) every stone wrong and sure is proved, by Benson's algorithm or by reading (captured whoever
// moves first), and the marks contradict the proof; on the others the spaces are too large to
// read or the search runs out of nodes (rows of false eyes and throw-ins), and the playouts
// misjudge them in nearly every game.
const maxGoscorerConfident = 13

// TestEstimateGoscorerUncertain measures, on goscorer's boards with dead stones marked (the marks
// turned back into stones), how many stones the estimate gets wrong without marking them
// uncertain; HOSHI_ESTIMATE_DUMP=goscorer draws every board.
func TestEstimateGoscorerUncertain(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testdata.Path(t, "sgf", "goscorer"), "test_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no goscorer cases: %v", err)
	}
	japanese := mustRules(t, "japanese")
	stones, uncertain, wrong, boards, confident := 0, 0, 0, 0, 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		c := readGoscorerCase(t, f)
		g := gridFromRows(c.board)
		if !slices.Contains(g.dead, true) {
			continue
		}
		boards++
		e := estimateDetail(g.w, g.h, g.stones, japanese, 0)
		bad := false
		for i, s := range g.stones {
			if s == Empty {
				continue
			}
			stones++
			if e.Uncertain[i] {
				uncertain++
			}
			if e.Dead[i] != g.dead[i] {
				wrong++
				bad = bad || !e.Uncertain[i]
			}
		}
		if bad {
			confident++
		}
		if bad || os.Getenv("HOSHI_ESTIMATE_DUMP") == "goscorer" {
			var sb strings.Builder
			for _, gs := range e.Groups {
				i := gs.Stones[0]
				if e.Dead[i] != g.dead[i] || gs.Uncertain {
					fmt.Fprintf(&sb, "  %v at %d,%d (%d stones) dead=%v truth=%v uncertain=%v evidence=%s share=%.2f why=%s\n",
						gs.Color, i%g.w, i/g.w, len(gs.Stones), gs.Dead, g.dead[i], gs.Uncertain, gs.Evidence, gs.Share, gs.Why)
				}
			}
			rows := drawMap(c.board, func(i int, b byte) byte {
				switch {
				case e.Dead[i] != g.dead[i] && !e.Uncertain[i]:
					return '!'
				case e.Dead[i] != g.dead[i]:
					return '?'
				case e.Uncertain[i]:
					return '~'
				}
				return b
			})
			msg := fmt.Sprintf("%s (! wrong and sure, ? wrong and uncertain, ~ right and uncertain):\n%s\n%s", name, strings.Join(rows, "\n"), sb.String())
			t.Log(msg)
		}
	}
	t.Logf("goscorer: %d boards with dead stones, %d with a stone wrong and not uncertain; %d stones, %d estimated wrong, %d uncertain",
		boards, confident, stones, wrong, uncertain)
	// Not yet met on these artificial boards (see SCORING.md): the count must not grow.
	if confident > maxGoscorerConfident {
		t.Errorf("%d goscorer boards with a confident mistake, want at most %d", confident, maxGoscorerConfident)
	}
}

// TestEstimateGNUGoUncertain: the GNU Go scoring games, all counted right with seed 0
// (TestScoreGameGNUGo; the dead stones also equal GNU Go's own final_status_list, compared once
// with a throwaway test), have few uncertain stones.
func TestEstimateGNUGoUncertain(t *testing.T) {
	dir := testdata.Path(t, "sgf", "gnugo-scoring")
	files, _ := filepath.Glob(filepath.Join(dir, "score*.sgf"))
	japanese := mustRules(t, "japanese")
	stones, uncertain := 0, 0
	why := map[string]int{}
	for _, f := range files {
		g, err := replayFile(t, f, ReplayOptions{Lenient: true})
		if err != nil {
			t.Fatal(err)
		}
		p := g.Board.Position()
		e := EstimateDetail(p, japanese, 0)
		for i, c := range p.Cells {
			if c != Empty {
				stones++
				if e.Uncertain[i] {
					uncertain++
				}
			}
		}
		for _, gs := range e.Groups {
			if gs.Uncertain {
				why[gs.Why] += len(gs.Stones)
			}
		}
	}
	share := float64(uncertain) / float64(stones)
	t.Logf("GNU Go scoring games: %d stones, %d uncertain (%.2f%%) %v", stones, uncertain, 100*share, why)
	if share > 0.05 {
		t.Errorf("%.2f%% of the stones uncertain, want under 5%%", 100*share)
	}
}
