package export

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestCrossTableShogi: a shogi game's handicap is a named one (its number in Game.Handicap is
// no count of stones), so the wall chart's cell gives the colour without a number; Go's keeps
// its stones.
func TestCrossTableShogi(t *testing.T) {
	for _, c := range []struct {
		game       tournament.GameKind
		white, blk string
	}{{tournament.ShogiGame, "2-/w", "1+/b"}, {tournament.GoGame, "2-/w4", "1+/b4"}} {
		tr := &tournament.Tournament{Settings: tournament.DefaultSettings(),
			Players: []tournament.Player{{ID: 1, Name: "A", Rank: rank.Dan(1)}, {ID: 2, Name: "B", Rank: rank.Kyu(3)}},
			Games:   []tournament.Game{{Round: 1, Table: 1, White: 1, Black: 2, Handicap: 4, Result: tournament.BlackWins, KnownColor: true}}}
		tr.Settings.Game = c.game
		lines := CrossTable(tr, 1)
		// A, 1d, stays first on McMahon score after losing to the 3k.
		if lines[0].Cells[0] != c.white || lines[1].Cells[0] != c.blk {
			t.Errorf("%s: cells %q %q, want %q %q", c.game, lines[0].Cells[0], lines[1].Cells[0], c.white, c.blk)
		}
	}
}
