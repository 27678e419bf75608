package pairing

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// pairSet lists the games of a result as sorted "id-id" pairs.
func pairSet(games []tournament.Game) [][2]tournament.PlayerID {
	var out [][2]tournament.PlayerID
	for _, g := range games {
		out = append(out, [2]tournament.PlayerID{min(g.White, g.Black), max(g.White, g.Black)})
	}
	slices.SortFunc(out, func(a, b [2]tournament.PlayerID) int {
		if a[0] != b[0] {
			return int(a[0] - b[0])
		}
		return int(a[1] - b[1])
	})
	return out
}

// TestEqualCostsFollowOpenGotha: round 1 of a Swiss tournament of four players of the same
// rank, club and country, seeding weight 0. Every term of every pair is then the same, so
// all three pairings tie. OpenGotha's matcher, traced by hand on four vertices of equal
// weight w (vertices 1..4 in the order of the list: Abe, Baba, Chen, Doi, the standings
// before round 1 being all level, by name):
//
//   - every dual starts at w and every slack is 0. The first search links all four vertices
//     to the root; vertex 2 has the lowest number among the smallest bounds and its pair list
//     starts with its edge to 1, an augmenting path: 1-2 are matched.
//   - second search, from the exposed 3 and 4: vertex 1 (bound 0, lowest number) links its
//     mate 2 through its best edge 1-3; 2's pair list then starts with 2-3, which closes the
//     blossom {3, 1, 2} based at 3; the blossom's list holds 2-4 (slack 0) before 1-4, and
//     2-4 completes an augmenting path from the root 4: the blossom is matched to 4 through
//     2, and taking it apart leaves 1-3 inside.
//
// So OpenGotha pairs the first with the third and the second with the fourth: Abe-Chen and
// Baba-Doi, where the exact solver on its own pairs Abe-Baba and Chen-Doi.
func TestEqualCostsFollowOpenGotha(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	tr.Settings.System = tournament.Swiss
	tr.Settings.Criteria = []tournament.Criterion{tournament.CritNBW, tournament.CritSOSW, tournament.CritSOSOSW}
	tr.Settings.Pairing.MaximizeSeeding = 0
	// Registered in another order than the names, so that the list order is the names'.
	for i, name := range []string{"Doi", "Chen", "Baba", "Abe"} {
		tr.Players = append(tr.Players, tournament.Player{ID: tournament.PlayerID(i + 1), Name: name, Rank: rank.Kyu(5), Club: "Brno", Country: "CZ"})
	}
	const doi, chen, baba, abe = 1, 2, 3, 4
	ws, err := Costs(tr, 1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range ws.Pairs {
		if pc.Total != ws.Pairs[0].Total {
			t.Fatalf("costs differ: %s-%s %d, %s-%s %d", pc.Player1.Name, pc.Player2.Name, pc.Total,
				ws.Pairs[0].Player1.Name, ws.Pairs[0].Player2.Name, ws.Pairs[0].Total)
		}
	}
	res, err := Pair(tr, 1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]tournament.PlayerID{{doi, baba}, {chen, abe}}
	if got := pairSet(res.Games); !slices.Equal(got, want) {
		t.Errorf("games %v, want Abe-Chen and Baba-Doi %v", got, want)
	}
}

// TestTiedReferenceRound: round 3 of the OpenGotha reference tournament simplemm has several
// pairings of the same largest total cost (counted here by enumerating all 2,027,025 perfect
// matchings of its 16 players); Pair returns the one OpenGotha printed.
func TestTiedReferenceRound(t *testing.T) {
	full, tr := loadBefore(t, "simplemm", 3)
	pool, _, err := choosePool(tr, 3, Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := newField(tr, 3)
	idx := f.listOrder(pool)
	n := len(idx)
	w := make([][]int64, n)
	for u := range w {
		w[u] = make([]int64, n)
		for v := range w[u] {
			if u != v {
				w[u][v] = f.weight(idx[min(u, v)], idx[max(u, v)])
			}
		}
	}
	var best int64
	count := 0
	var rec func(free []int, sum int64)
	rec = func(free []int, sum int64) {
		if len(free) == 0 {
			switch {
			case sum > best:
				best, count = sum, 1
			case sum == best:
				count++
			}
			return
		}
		a := free[0]
		for x := 1; x < len(free); x++ {
			rest := append(append(make([]int, 0, len(free)-2), free[1:x]...), free[x+1:]...)
			rec(rest, sum+w[a][free[x]])
		}
	}
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	rec(all, 0)
	if count < 2 {
		t.Fatalf("round 3 has %d optimal pairings; the test needs a tie", count)
	}
	m, _, err := f.match(idx)
	if err != nil {
		t.Fatal(err)
	}
	if unique, err := matching.Unique(n, func(u, v int) int64 { return w[u][v] }, m); err != nil || unique {
		t.Errorf("Unique = %v, %v; %d optimal pairings", unique, err, count)
	}
	res, err := Pair(tr, 3, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	for _, c := range res.Costs {
		total += c.Total
	}
	if total != best {
		t.Errorf("pairing weighs %d, optimum %d", total, best)
	}
	if got, want := pairSet(res.Games), pairSet(full.RoundGames(3)); !slices.Equal(got, want) {
		t.Errorf("games %v, OpenGotha %v (%d optimal pairings)", got, want, count)
	}
}

// TestByeTieFollowsStandings: two players have the same bye weight (rank + 2 x MMS): Abe, 10k
// without a win (-10 + 2 x 20 = 30), and Zed, 12k with three wins (-12 + 2 x 21 = 30). OpenGotha
// takes the last of the tied players in the pairing list, the standings before the round:
// Zed (MMS 21) stands above Abe (MMS 20), so Abe gets the bye, although Zed comes last by name.
func TestByeTieFollowsStandings(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	add := func(id int, name string, r rank.Rank, absent ...int) {
		tr.Players = append(tr.Players, tournament.Player{ID: tournament.PlayerID(id), Name: name, Rank: r, Absent: absent})
	}
	add(1, "Abe", rank.Kyu(10))
	add(2, "Zed", rank.Kyu(12))
	add(3, "Pek", rank.Dan(1))
	add(4, "Quon", rank.Dan(1))
	add(5, "Ruiz", rank.Dan(1))
	add(6, "Sato", rank.Dan(1), 4)
	game := func(round, white, black int, res tournament.Result) {
		tr.Games = append(tr.Games, tournament.Game{Round: round, White: tournament.PlayerID(white), Black: tournament.PlayerID(black), Result: res, KnownColor: true})
	}
	for r, opp := range []int{3, 4, 5} { // Zed wins every game, Abe loses every game
		game(r+1, opp, 2, tournament.BlackWins)
		game(r+1, opp+1, 1, tournament.WhiteWins)
	}
	res, err := Pair(tr, 4, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bye != 1 {
		t.Errorf("bye %d, want 1 (Abe)", res.Bye)
	}
}
