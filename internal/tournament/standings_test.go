package tournament

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// line is the expected name, place and shared flag of one standings line.
type line struct {
	name   string
	place  int
	shared bool
}

func checkStandings(t *testing.T, got []Standing, want []line) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Player.Name != w.name || g.Place != w.place || g.Shared != w.shared {
			t.Errorf("line %d: %s place %d shared %v, want %s %d %v (values %v)",
				i+1, g.Player.Name, g.Place, g.Shared, w.name, w.place, w.shared, g.Values)
		}
	}
}

func TestStandingsMcMahon(t *testing.T) {
	tr := small() // MMS 66, 60, 63, 57, 58: no ties
	got := tr.Standings(3)
	checkStandings(t, got, []line{
		{"Alpha", 1, false}, {"Charlie", 2, false}, {"Bravo", 3, false},
		{"Echo", 4, false}, {"Delta", 5, false},
	})
	if !slices.Equal(got[0].Values, []int{66, 182, 551}) {
		t.Errorf("Alpha's values %v, want MMS, SOSM, SOSOSM 66 182 551", got[0].Values)
	}
}

func TestStandingsSharedPlaces(t *testing.T) {
	tr := small()
	tr.Settings.Criteria = []Criterion{CritNBW} // wins 4, 0, 5, 1, 4
	checkStandings(t, tr.Standings(3), []line{
		{"Charlie", 1, false}, {"Alpha", 2, true}, {"Echo", 2, true},
		{"Delta", 4, false}, {"Bravo", 5, false},
	})
	tr.Settings.Criteria = []Criterion{CritNBW, CritSOSW} // Alpha SOSW 6, Echo 0
	checkStandings(t, tr.Standings(3), []line{
		{"Charlie", 1, false}, {"Alpha", 2, false}, {"Echo", 3, false},
		{"Delta", 4, false}, {"Bravo", 5, false},
	})
	// Before the first round everyone is equal on wins.
	for _, st := range tr.Standings(0) {
		if st.Place != 1 || !st.Shared {
			t.Errorf("%s: place %d shared %v before round 1", st.Player.Name, st.Place, st.Shared)
		}
	}
}

// chain is four players equal on wins (1.5 each) after 3 rounds whose games between them
// form a chain A > B > C > D: A beat B, B beat C, C beat D; A - C and B - D were jigos and
// D's win over A was by default (not a game played, so it says nothing). Ratings go the
// other way.
func chain() *Tournament {
	t := &Tournament{Settings: DefaultSettings()}
	t.Settings.Rounds = 3
	for i, n := range []string{"A", "B", "C", "D"} {
		t.Players = append(t.Players, Player{ID: PlayerID(i + 1), Name: n, Rank: rank.Kyu(5), Rating: 1500 + 100*i})
	}
	t.Games = []Game{
		{Round: 1, White: 1, Black: 2, Result: WhiteWins},
		{Round: 1, White: 3, Black: 4, Result: WhiteWins},
		{Round: 2, White: 2, Black: 3, Result: WhiteWins},
		{Round: 2, White: 1, Black: 4, Result: BlackWins, ByDefault: true},
		{Round: 3, White: 1, Black: 3, Result: Jigo},
		{Round: 3, White: 2, Black: 4, Result: Jigo},
	}
	return t
}

func TestDirectConfrontation(t *testing.T) {
	tr := chain()
	tr.Settings.Criteria = []Criterion{CritNBW, CritRating}
	checkStandings(t, tr.Standings(3), []line{{"D", 1, false}, {"C", 2, false}, {"B", 3, false}, {"A", 4, false}})

	tr.Settings.Criteria = []Criterion{CritNBW, CritDC, CritRating}
	got := tr.Standings(3)
	checkStandings(t, got, []line{{"A", 1, false}, {"B", 2, false}, {"C", 3, false}, {"D", 4, false}})
	for i, want := range []int{3, 2, 1, 0} {
		if got[i].Values[1] != want {
			t.Errorf("DC of %s = %d, want %d", got[i].Player.Name, got[i].Values[1], want)
		}
	}
	if v := tr.Value(CritDC, 1, 3); v != 3 {
		t.Errorf("Value(DC, A) = %d, want 3", v)
	}

	// SDC needs a decisive game between every two of them: A - C was a jigo.
	tr.Settings.Criteria = []Criterion{CritNBW, CritSDC, CritRating}
	checkStandings(t, tr.Standings(3), []line{{"D", 1, false}, {"C", 2, false}, {"B", 3, false}, {"A", 4, false}})
}

// triangle is three players who each beat one of the others (A > B > C > A) and had a bye
// in the other rounds: equal on wins, on a cycle.
func triangle() *Tournament {
	t := &Tournament{Settings: DefaultSettings()}
	t.Settings.Rounds = 3
	for i, n := range []string{"A", "B", "C"} {
		t.Players = append(t.Players, Player{ID: PlayerID(i + 1), Name: n, Rank: rank.Kyu(5), Rating: 1500 + 100*i})
	}
	t.Games = []Game{
		{Round: 1, White: 1, Black: 2, Result: WhiteWins},
		{Round: 2, White: 2, Black: 3, Result: WhiteWins},
		{Round: 3, White: 3, Black: 1, Result: WhiteWins},
	}
	t.Byes = []Bye{{Round: 1, Player: 3}, {Round: 2, Player: 1}, {Round: 3, Player: 2}}
	return t
}

func TestDirectConfrontationCycle(t *testing.T) {
	tr := triangle()
	// A cycle decides nothing: the rating after DC does.
	tr.Settings.Criteria = []Criterion{CritNBW, CritDC, CritRating}
	checkStandings(t, tr.Standings(3), []line{{"C", 1, false}, {"B", 2, false}, {"A", 3, false}})
	// Everyone met everyone and won once: SDC 1 each, so they stay equal.
	tr.Settings.Criteria = []Criterion{CritNBW, CritSDC}
	got := tr.Standings(3)
	for _, st := range got {
		if st.Values[1] != 1 || st.Place != 1 || !st.Shared {
			t.Errorf("%s: SDC %d place %d shared %v, want SDC 1 sharing place 1", st.Player.Name, st.Values[1], st.Place, st.Shared)
		}
	}
}
