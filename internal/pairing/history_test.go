package pairing

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestHistoryCountsGamesByDefault: OpenGotha counts every even game in the colour balance and
// every game in the draws up and down, a game won by default too (its wbBalance and its count
// of DU/DD read the games as they are). Round 1: Alpha (3k, group above) beat Bravo (8k) by
// default with White, Charlie beat Delta (both 8k) over the board with White, colours unknown
// on the file. Before round 2: Alpha +1 and drawn down once, Bravo -1 and drawn up once,
// Charlie +1, Delta -1, neither drawn.
func TestHistoryCountsGamesByDefault(t *testing.T) {
	tr := fourPlayers()
	tr.Players[0].Rank = rank.Kyu(3)
	tr.Games = []tournament.Game{
		{Round: 1, Table: 1, White: 1, Black: 2, Result: tournament.WhiteWins, ByDefault: true, KnownColor: true},
		{Round: 1, Table: 2, White: 3, Black: 4, Result: tournament.WhiteWins},
	}
	tr.Settings.Bar = rank.Dan(4)
	f := newField(tr, 2)
	want := []struct{ balance, du, dd int }{{1, 0, 1}, {-1, 1, 0}, {1, 0, 0}, {-1, 0, 0}}
	for i, w := range want {
		e := &f.players[i]
		if e.balance != w.balance || e.du != w.du || e.dd != w.dd {
			t.Errorf("%s: balance %d, drawn up %d, down %d; want %d, %d, %d", e.player.Name,
				e.balance, e.du, e.dd, w.balance, w.du, w.dd)
		}
	}
}

// TestClubsIgnoreCase: OpenGotha compares clubs and countries in lower case, so "Praha" and
// "PRAHA" are one club, and "cz" and "CZ" one country.
func TestClubsIgnoreCase(t *testing.T) {
	tr := fourPlayers()
	tr.Players[0].Club, tr.Players[1].Club = "Praha", "PRAHA"
	tr.Players[2].Club, tr.Players[3].Club = "Brno", "Ostrava"
	tr.Players[0].Country, tr.Players[1].Country, tr.Players[2].Country, tr.Players[3].Country = "cz", "CZ", "CZ", "SK"
	f := newField(tr, 1)
	p := f.players
	if p[0].club != p[1].club || p[0].club == p[2].club || p[2].club == p[3].club {
		t.Errorf("clubs %d %d %d %d: want Praha = PRAHA, Brno and Ostrava apart", p[0].club, p[1].club, p[2].club, p[3].club)
	}
	if p[0].country != p[1].country || p[1].country != p[2].country || p[2].country == p[3].country {
		t.Errorf("countries %d %d %d %d: want cz = CZ = CZ, SK apart", p[0].country, p[1].country, p[2].country, p[3].country)
	}
}
