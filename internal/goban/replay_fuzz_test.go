package goban

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

// FuzzReplay parses and replays arbitrary bytes under rule sets with every ko and suicide rule.
// Replay must never panic, and a lenient replay must keep the stone count consistent.
func FuzzReplay(f *testing.F) {
	f.Add([]byte(koGame))
	f.Add([]byte("(;SZ[3]AB[aa]AW[ba][ab];B[cc];W[bb];B[])"))
	f.Add([]byte("(;SZ[2];B[aa];W[bb];B[ab];W[ba];B[aa];W[];B[])"))
	f.Add([]byte("(;SZ[9]HA[3];B[gc];B[cg];B[gg];W[ee];B[zz];W[tt])"))
	if files, err := filepath.Glob(filepath.Join("..", "..", "..", "shared", "testdata", "sgf", "*", "*.sgf")); err == nil {
		for _, path := range files {
			if data, err := os.ReadFile(path); err == nil {
				f.Add(data)
			}
		}
	}
	rules := []Rules{japaneseRules, ruleSets[3], ruleSets[4], ruleSets[7]} // tromp-taylor, nz, atari-go
	f.Fuzz(func(t *testing.T, data []byte) {
		coll, err := sgf.Parse(data)
		if err != nil {
			return
		}
		for i, root := range coll.Games {
			if i == 2 {
				break
			}
			for _, r := range rules {
				_, _ = Replay(root, r, ReplayOptions{})
				g, err := Replay(root, r, ReplayOptions{Lenient: true})
				if err != nil {
					continue
				}
				var on [3]int
				for _, c := range g.Board.Position().Cells {
					on[c]++
				}
				for _, c := range []Color{Black, White} {
					if on[c] != g.Placed[c]-g.Captures[c.Opponent()] {
						t.Fatalf("%s: %d %s stones on the board, placed %d, lost %d", r.Name, on[c], c,
							g.Placed[c], g.Captures[c.Opponent()])
					}
				}
			}
		}
	})
}
