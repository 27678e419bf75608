package tournament

import (
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// bands are the usual rank categories of a Czech weekend tournament.
func bands() []Category {
	return []Category{
		{Name: "dan", Kind: CategoryRanks, Strongest: rank.Dan(9), Weakest: rank.Dan(1)},
		{Name: "1-5k", Kind: CategoryRanks, Strongest: rank.Kyu(1), Weakest: rank.Kyu(5)},
		{Name: "6-10k", Kind: CategoryRanks, Strongest: rank.Kyu(6), Weakest: rank.Kyu(10)},
		{Name: "11k and weaker", Kind: CategoryRanks, Strongest: rank.Kyu(11), Weakest: rank.Weakest},
	}
}

func TestCategoryMembers(t *testing.T) {
	players := []Player{
		{ID: 1, Name: "A", Rank: rank.Dan(2), Country: "CZ", Club: "Brno"},
		{ID: 2, Name: "B", Rank: rank.Kyu(1), Country: "SK", Club: "Bratislava"},
		{ID: 3, Name: "C", Rank: rank.Kyu(5), Country: "cz", Club: " brno"},
		{ID: 4, Name: "D", Rank: rank.Kyu(6), Country: "DE", Club: "Berlin"},
		{ID: 5, Name: "E", Rank: rank.Kyu(10), Country: "CZ", Club: "Praha"},
		{ID: 6, Name: "F", Rank: rank.Kyu(11), Country: "AT", Club: "Wien"},
		{ID: 7, Name: "G", Rank: rank.Unranked, Unranked: true, Country: "CZ", Club: "Brno"},
		{ID: 8, Name: "H", Rank: rank.Pro(1), Country: "JP"},
	}
	details := map[PlayerID]PlayerDetails{
		2: {Born: time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC), Woman: true},
		3: {Born: time.Date(2007, 12, 31, 0, 0, 0, 0, time.UTC)},
		5: {Born: time.Date(2012, 6, 3, 0, 0, 0, 0, time.UTC), Woman: true},
		6: {Woman: true},
	}
	cats := append(bands(),
		Category{Name: "juniors", Kind: CategoryJunior, BornFrom: time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC)},
		Category{Name: "women", Kind: CategoryWomen},
		Category{Name: "Czechs", Kind: CategoryCountry, Value: "CZ"},
		Category{Name: "Brno", Kind: CategoryClub, Value: "Brno"},
		Category{Name: "guests", Kind: CategoryLabel, Players: []PlayerID{4, 8}},
	)
	// Worked out by hand from the list above: the band 9d..1d holds no professional and an
	// unranked player is in no band.
	want := map[string][]PlayerID{
		"dan":            {1},
		"1-5k":           {2, 3},
		"6-10k":          {4, 5},
		"11k and weaker": {6},
		"juniors":        {2, 5},
		"women":          {2, 5, 6},
		"Czechs":         {1, 3, 5, 7},
		"Brno":           {1, 3, 7},
		"guests":         {4, 8},
	}
	var st []Standing
	for i := range players {
		st = append(st, Standing{Player: &players[i], Place: i + 1})
	}
	for i := range cats {
		c := &cats[i]
		if err := c.Validate(); err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		var got []PlayerID
		for _, s := range InCategory(st, c, details) {
			got = append(got, s.Player.ID)
		}
		if len(got) != len(want[c.Name]) {
			t.Errorf("%s: %v, want %v", c.Name, got, want[c.Name])
			continue
		}
		for j := range got {
			if got[j] != want[c.Name][j] {
				t.Errorf("%s: %v, want %v", c.Name, got, want[c.Name])
				break
			}
		}
	}
}

func TestCategoryValidate(t *testing.T) {
	bad := []struct {
		c    Category
		says string
	}{
		{Category{Name: "", Kind: CategoryWomen}, "no name"},
		{Category{Name: "x", Kind: "age"}, "not a kind"},
		{Category{Name: "x", Kind: CategoryRanks, Strongest: rank.Kyu(10), Weakest: rank.Kyu(5)}, "weaker than"},
		{Category{Name: "x", Kind: CategoryJunior}, "birth date"},
		{Category{Name: "x", Kind: CategoryCountry, Value: "Czechia"}, "two letters"},
		{Category{Name: "x", Kind: CategoryClub}, "club"},
	}
	for _, b := range bad {
		if err := b.c.Validate(); err == nil || !strings.Contains(err.Error(), b.says) {
			t.Errorf("%+v: %v, want an error saying %q", b.c, err, b.says)
		}
	}
}

func TestAwardPrizes(t *testing.T) {
	// Final standings, best first; the winners below are worked out by hand.
	players := []Player{
		{ID: 1, Name: "A", Rank: rank.Dan(2)},
		{ID: 2, Name: "B", Rank: rank.Kyu(5)},
		{ID: 3, Name: "C", Rank: rank.Dan(1)},
		{ID: 4, Name: "D", Rank: rank.Kyu(7)},
		{ID: 5, Name: "E", Rank: rank.Kyu(12)},
		{ID: 6, Name: "F", Rank: rank.Kyu(6)},
		{ID: 7, Name: "G", Rank: rank.Kyu(9)},
	}
	var st []Standing
	for i := range players {
		st = append(st, Standing{Player: &players[i], Place: i + 1})
	}
	cats := []Category{
		{Name: "5-10k", Kind: CategoryRanks, Strongest: rank.Kyu(5), Weakest: rank.Kyu(10)},
		{Name: "11k and weaker", Kind: CategoryRanks, Strongest: rank.Kyu(11), Weakest: rank.Weakest},
		{Name: "women", Kind: CategoryWomen},
	}
	cases := []struct {
		name   string
		prizes []Prize
		want   []PlayerID
	}{
		{
			// B, second overall and the best 5-10k, takes only the overall prize; D, the
			// next 5-10k, takes the category's; the second 5-10k prize goes to F.
			name: "overall first",
			prizes: []Prize{{"1st", ""}, {"2nd", ""}, {"3rd", ""}, {"best 5-10k", "5-10k"}, {"second 5-10k", "5-10k"},
				{"best 11k and weaker", "11k and weaker"}, {"best woman", "women"}},
			want: []PlayerID{1, 2, 3, 4, 6, 5, 0},
		},
		{
			// Listed first, the category prize goes to B; the overall places then go to A,
			// C and D.
			name:   "category first",
			prizes: []Prize{{"best 5-10k", "5-10k"}, {"1st", ""}, {"2nd", ""}, {"3rd", ""}, {"best 11k and weaker", "11k and weaker"}},
			want:   []PlayerID{2, 1, 3, 4, 5},
		},
		{
			// More prizes than players: the last ones find nobody.
			name:   "too many",
			prizes: []Prize{{"a", "11k and weaker"}, {"b", "11k and weaker"}},
			want:   []PlayerID{5, 0},
		},
	}
	details := map[PlayerID]PlayerDetails{}
	for _, c := range cases {
		got, err := AwardPrizes(st, c.prizes, cats, details)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for i, a := range got {
			if a.Prize != c.prizes[i] || a.Player != c.want[i] {
				t.Errorf("%s: prize %q to %d, want %d", c.name, a.Prize.Name, a.Player, c.want[i])
			}
		}
	}
	if _, err := AwardPrizes(st, []Prize{{"best junior", "juniors"}}, cats, details); err == nil || !strings.Contains(err.Error(), `"juniors", which does not exist`) {
		t.Fatalf("a prize of an unknown category: %v", err)
	}
}
