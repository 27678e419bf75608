package pairing

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// gameLine is a game as "table white black handicap", players by key.
func gameLine(tr *tournament.Tournament, g tournament.Game) string {
	return fmt.Sprintf("%d %s %s %d", g.Table, tr.Player(g.White).Key(), tr.Player(g.Black).Key(), g.Handicap)
}

// TestPairMatchesOpenGotha pairs every round of the reference tournaments after the file's
// earlier rounds and expects OpenGotha's games: same players, colours, handicaps and tables,
// and the same bye.
func TestPairMatchesOpenGotha(t *testing.T) {
	for _, name := range []string{"simplemm", "notsimplemm"} {
		for round := 1; round <= 5; round++ {
			full, tr := loadBefore(t, name, round)
			res, err := Pair(tr, round, Options{})
			if err != nil {
				t.Fatalf("%s R%d: %v", name, round, err)
			}
			var got, want []string
			for _, g := range res.Games {
				got = append(got, gameLine(tr, g))
			}
			for _, g := range full.RoundGames(round) {
				want = append(want, gameLine(full, g))
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s R%d:\n got %q\nwant %q", name, round, got, want)
			}
			if res.Bye != full.ByeIn(round) {
				t.Errorf("%s R%d: bye %d, OpenGotha %d", name, round, res.Bye, full.ByeIn(round))
			}
			if res.Proof.Rounds == 0 {
				t.Errorf("%s R%d: no optimality proof", name, round)
			}
		}
	}
}
