package pairing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// bergerFIDE are the published Berger tables (FIDE Handbook C.05, annex 1), one round a line,
// White first.
var bergerFIDE = map[int]string{
	4: `1-4 2-3
4-3 1-2
2-4 3-1`,
	6: `1-6 2-5 3-4
6-4 5-3 1-2
2-6 3-1 4-5
6-5 1-4 2-3
3-6 4-2 5-1`,
	8: `1-8 2-7 3-6 4-5
8-5 6-4 7-3 1-2
2-8 3-1 4-7 5-6
8-6 7-5 1-4 2-3
3-8 4-2 5-1 6-7
8-7 1-6 2-5 3-4
4-8 5-3 6-2 7-1`,
}

func TestBergerTables(t *testing.T) {
	for n, table := range bergerFIDE {
		for r, want := range strings.Split(table, "\n") {
			var got []string
			for _, p := range Berger(n, r+1) {
				got = append(got, fmt.Sprintf("%d-%d", p[0], p[1]))
			}
			if g := strings.Join(got, " "); g != want {
				t.Errorf("%d players, round %d: %s, want %s", n, r+1, g, want)
			}
		}
		if Berger(n, n) != nil {
			t.Errorf("%d players: round %d exists", n, n)
		}
	}
}

// TestRoundRobinFivePlayers uses the six-player table with player 6 as the bye: everyone
// meets everyone once and sits out once.
func TestRoundRobinFivePlayers(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	tr.Settings.Handicap.Kind = tournament.HandicapNone
	var ids []tournament.PlayerID
	for i := 1; i <= 5; i++ {
		tr.Players = append(tr.Players, tournament.Player{ID: tournament.PlayerID(i), Name: fmt.Sprint("P", i), Rank: rank.Kyu(5)})
		ids = append(ids, tournament.PlayerID(i))
	}
	wantBye := []tournament.PlayerID{1, 4, 2, 5, 3} // the opponents of 6 in the published table
	met := map[[2]tournament.PlayerID]int{}
	for r := 1; r <= 5; r++ {
		res, err := RoundRobin(tr, ids, r)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Games) != 2 || res.Bye != wantBye[r-1] {
			t.Errorf("round %d: %d games, bye %d; want 2 games, bye %d", r, len(res.Games), res.Bye, wantBye[r-1])
		}
		for _, g := range res.Games {
			met[[2]tournament.PlayerID{min(g.White, g.Black), max(g.White, g.Black)}]++
		}
	}
	if len(met) != 10 {
		t.Errorf("%d different games, want 10", len(met))
	}
	if _, err := RoundRobin(tr, ids, 6); err == nil {
		t.Error("round 6 of 5 players accepted")
	}
}

// TestRoundRobinHandicap: the McMahon handicap overrides the table's colours. 1d and 5k start
// at McMahon scores 30 and 25 (bar 4d, floor 20k): 5 ranks less the correction of 1 is four
// stones, and the 1d takes White although the table seats the 5k first.
func TestRoundRobinHandicap(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	tr.Players = []tournament.Player{
		{ID: 1, Name: "Kyu", Rank: rank.Kyu(5)},
		{ID: 2, Name: "Dan", Rank: rank.Dan(1)},
	}
	res, err := RoundRobin(tr, []tournament.PlayerID{1, 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := tournament.Game{Round: 1, Table: 1, White: 2, Black: 1, Handicap: 4, Komi: 1, KnownColor: true}
	if len(res.Games) != 1 || res.Games[0] != want {
		t.Errorf("games %+v, want %+v", res.Games, want)
	}
	if _, err := RoundRobin(tr, []tournament.PlayerID{1, 2, 3}, 1); err == nil {
		t.Error("an unknown player was accepted")
	}
}
