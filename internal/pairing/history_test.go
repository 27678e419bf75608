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

// TestTablesRankByStandingsAfterTheRound: OpenGotha numbers the tables of a new round by the
// standings after it, nobody having a game or the bye in it yet. Five 5k players (start 25,
// criteria MMS, SOSM), round 1: Alpha beat Bravo, Charlie beat Delta, Echo had the bye
// (1 point). After round 2 so counted, each keeps his MMS and adds his own start to his SOSM
// (x2: 50), the player who sits out round 2 as well.
func TestTablesRankByStandingsAfterTheRound(t *testing.T) {
	tr := fourPlayers([2][2]tournament.PlayerID{{1, 2}, {3, 4}})
	tr.Players = append(tr.Players, tournament.Player{ID: 5, Name: "Echo", Rank: rank.Kyu(5), Club: "e", Status: tournament.Final})
	tr.Byes = []tournament.Bye{{Round: 1, Player: 5}}
	tr.Settings.Criteria = []tournament.Criterion{tournament.CritMMS, tournament.CritSOSM}
	res, err := Pair(tr, 2, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bye == 0 {
		t.Fatal("no bye in round 2 of five players")
	}
	// After round 1 (x2): Alpha 52, Bravo 50, Charlie 52, Delta 50, Echo 52 (the bye's point);
	// SOSM: Alpha 50 (Bravo), Bravo 52, Charlie 50, Delta 52, Echo 50 (his own start).
	mms := map[tournament.PlayerID]int{1: 52, 2: 50, 3: 52, 4: 50, 5: 52}
	sos := map[tournament.PlayerID]int{1: 50, 2: 52, 3: 50, 4: 52, 5: 50}
	f := newField(tr, 2)
	after := f.criteriaAfter(tr, res)
	for id := tournament.PlayerID(1); id <= 5; id++ {
		want := []int{mms[id], sos[id] + 50}
		if got := after[id]; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
			t.Errorf("player %d (bye %d): criteria after round 2 %v, want %v", id, res.Bye, got, want)
		}
	}
}
