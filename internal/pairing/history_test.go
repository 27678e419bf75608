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

// TestCategoryTerms: OpenGotha's pairing categories, worked by hand from its cost function.
// A Swiss round 1 of Alpha 2d, Bravo 3k (category 0: 10k and up) and Charlie 12k, Delta 15k
// (category 1), two categories, weight W = 2e13 for mixing them. Groups: one score (0 wins) a
// category, so two groups, Alpha and Bravo in group 0, Charlie and Delta in group 1.
//   - Alpha-Bravo: same category, concave(W, 0) = W; score difference 1e11 (same group); no
//     draw-up/draw-down.
//   - Alpha-Charlie: category gap 1 of 2, concave(W, 1/2) = W x 1/2 x 5/4 = 1.25e13; no score
//     difference across categories; draw-up/draw-down of a fresh pair: scenario 2 x 2e7 (a
//     fifth of 1e8), places in groups of two add 0, divided by (1+1)^4: 4e7/16 = 2.5e6.
func TestCategoryTerms(t *testing.T) {
	tr := fourPlayers()
	for i, r := range []rank.Rank{rank.Dan(2), rank.Kyu(3), rank.Kyu(12), rank.Kyu(15)} {
		tr.Players[i].Rank = r
	}
	tr.Settings.System = tournament.Swiss
	tr.Settings.Criteria = []tournament.Criterion{tournament.CritCAT, tournament.CritNBW}
	tr.Settings.Pairing.AvoidMixingCategories = 20_000_000_000_000
	tr.Settings.Extra = withCategories(2, "10K")
	f := newField(tr, 1)
	if f.groups != 2 || f.players[1].group != 0 || f.players[2].group != 1 {
		t.Fatalf("%d groups, Bravo in %d, Charlie in %d; want 2, 0, 1", f.groups, f.players[1].group, f.players[2].group)
	}
	ab, ac := f.cost(0, 1), f.cost(0, 2)
	if ab.Category != 20_000_000_000_000 || ab.ScoreDiff != 100_000_000_000 || ab.DUDD != 0 {
		t.Errorf("Alpha-Bravo: category %d, score %d, DUDD %d", ab.Category, ab.ScoreDiff, ab.DUDD)
	}
	if ac.Category != 12_500_000_000_000 || ac.ScoreDiff != 0 || ac.DUDD != 2_500_000 {
		t.Errorf("Alpha-Charlie: category %d, score %d, DUDD %d", ac.Category, ac.ScoreDiff, ac.DUDD)
	}
	// The category counts first in the standings: Bravo (category 0) above Charlie.
	res, err := Pair(tr, 1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Games {
		if (g.White <= 2) != (g.Black <= 2) {
			t.Errorf("game %d-%d mixes the categories", g.White, g.Black)
		}
	}
}
