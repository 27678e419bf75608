package tournament

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

func categoriesExtra(n, xml string) map[string]string {
	return map[string]string{"GeneralParameterSet.numberOfCategories": n, "xml:GeneralParameterSet/Categories": xml}
}

// TestPairingCategories reads OpenGotha's categories as an imported file keeps them, as its
// reader does: numberOfCategories, and the lower limit of each category but the last by its
// number; one the file does not give is 1d (OpenGotha's array starts at 0), a lowerLimit left
// out is 30k. One category, or none, is no categories.
func TestPairingCategories(t *testing.T) {
	for _, c := range []struct {
		extra map[string]string
		want  []rank.Rank
	}{
		{nil, nil},
		{categoriesExtra("1", ""), nil},
		{categoriesExtra("2", `<Categories><Category lowerLimit="5K" number="1"></Category></Categories>`), []rank.Rank{rank.Kyu(5)}},
		{categoriesExtra("3", `<Categories><Category lowerLimit="10K" number="2"/><Category lowerLimit="2D" number="1"/></Categories>`),
			[]rank.Rank{rank.Dan(2), rank.Kyu(10)}},
		{categoriesExtra("3", `<Categories><Category lowerLimit="10K" number="2"/></Categories>`), []rank.Rank{rank.Dan(1), rank.Kyu(10)}},
		{categoriesExtra("2", `<Categories><Category number="1"/></Categories>`), []rank.Rank{rank.Kyu(30)}},
	} {
		s := Settings{Extra: c.extra}
		if got := s.PairingCategories(); !slices.Equal(got, c.want) {
			t.Errorf("%v: categories %v, want %v", c.extra, got, c.want)
		}
	}
	limits := []rank.Rank{rank.Dan(2), rank.Kyu(10)}
	for r, want := range map[rank.Rank]int{rank.Dan(5): 0, rank.Dan(2): 0, rank.Dan(1): 1, rank.Kyu(10): 1, rank.Kyu(11): 2} {
		if got := PairingCategory(limits, r); got != want {
			t.Errorf("category of %v: %d, want %d", r, got, want)
		}
	}
}

// TestCategoryAndExploits: OpenGotha's CAT, EXT and EXR, worked by hand. A 1d, B 3k, C 5k,
// D 10k. Round 1: A (White, 2 stones) lost to B; round 2: B (White, even) lost to C, A (White,
// even) beat D. Wins after round 2 (x2): A 2, B 2, C 2, D 0. The weight of a game is real -
// natural handicap (real: the stones, + as White, - as Black; natural: own rank - opponent's):
// below 0 weighs 0, 0 weighs 1, 1 weighs 2, 2 or more 3. A: 2-3 = -1 and 0-10: 0, 0. B: -2+3 =
// 1 (2) and 0-2 (0). C: 0+2 = 2 (3). D: 0+10 (3). EXT = opponents' wins x weight: A 0, B 2x2
// = 4, C 2x3 = 6, D 2x3 = 6; EXR the same over the games won: A 0, B 4, C 6, D 0. With two
// categories split at 2k, CAT is 0 for A, -1 for the others; without categories 0 for all.
func TestCategoryAndExploits(t *testing.T) {
	tr := &Tournament{Settings: DefaultSettings()}
	for i, r := range []rank.Rank{rank.Dan(1), rank.Kyu(3), rank.Kyu(5), rank.Kyu(10)} {
		tr.Players = append(tr.Players, Player{ID: PlayerID(i + 1), Name: string(rune('A' + i)), Rank: r, Status: Final})
	}
	tr.Games = []Game{
		{Round: 1, Table: 1, White: 1, Black: 2, Handicap: 2, Result: BlackWins, KnownColor: true},
		{Round: 2, Table: 1, White: 2, Black: 3, Result: BlackWins, KnownColor: true},
		{Round: 2, Table: 2, White: 1, Black: 4, Result: WhiteWins, KnownColor: true},
	}
	want := map[Criterion][4]int{CritEXT: {0, 4, 6, 6}, CritEXR: {0, 4, 6, 0}, CritCAT: {0, 0, 0, 0}}
	check := func() {
		for c, vals := range want {
			for i, v := range vals {
				if got := tr.Value(c, PlayerID(i+1), 2); got != v {
					t.Errorf("%s(%s) = %d, want %d", c, tr.Players[i].Name, got, v)
				}
			}
		}
	}
	check()
	tr.Settings.Extra = categoriesExtra("2", `<Categories><Category lowerLimit="2K" number="1"/></Categories>`)
	want[CritCAT] = [4]int{0, -1, -1, -1}
	check()
	for _, c := range []Criterion{CritCAT, CritEXT, CritEXR} {
		if !c.Known() {
			t.Errorf("%s is not a known criterion", c)
		}
	}
}
