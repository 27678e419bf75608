package pairing

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// bestByBruteForce is the largest total cost of a perfect matching of ids, by trying them all.
func bestByBruteForce(w map[[2]tournament.PlayerID]int64, ids []tournament.PlayerID) int64 {
	if len(ids) == 0 {
		return 0
	}
	best := int64(-1)
	for k := 1; k < len(ids); k++ {
		rest := slices.Concat(ids[1:k], ids[k+1:])
		if v := w[[2]tournament.PlayerID{ids[0], ids[k]}] + bestByBruteForce(w, rest); v > best {
			best = v
		}
	}
	return best
}

// TestPairSubset pairs only the eight weakest players of simplemm's round 4: each of them
// plays once, nobody else plays, and the total cost is the best of all 105 possible pairings.
func TestPairSubset(t *testing.T) {
	_, tr := loadBefore(t, "simplemm", 4)
	var subset []tournament.PlayerID
	for _, st := range tr.Standings(3)[8:] {
		subset = append(subset, st.Player.ID)
	}
	res, err := Pair(tr, 4, Options{Players: subset})
	if err != nil {
		t.Fatal(err)
	}
	var played []tournament.PlayerID
	var total int64
	for k, g := range res.Games {
		played = append(played, g.White, g.Black)
		total += res.Costs[k].Total
	}
	slices.Sort(played)
	want := slices.Sorted(slices.Values(subset))
	if !slices.Equal(played, want) {
		t.Errorf("played %v, want %v", played, want)
	}
	ws, err := Costs(tr, 4, Options{Players: subset})
	if err != nil {
		t.Fatal(err)
	}
	w := map[[2]tournament.PlayerID]int64{}
	for _, pc := range ws.Pairs {
		w[[2]tournament.PlayerID{pc.Player1.ID, pc.Player2.ID}] = pc.Total
		w[[2]tournament.PlayerID{pc.Player2.ID, pc.Player1.ID}] = pc.Total
	}
	if best := bestByBruteForce(w, subset); total != best {
		t.Errorf("total cost %d, best possible %d", total, best)
	}
}

// TestPairFixedGames keeps a game the director set (colours as given) and pairs the others
// around it; the fixed players are not paired again and tables are numbered once.
func TestPairFixedGames(t *testing.T) {
	full, tr := loadBefore(t, "simplemm", 4)
	top := full.RoundGames(4)[0]
	fixed := tournament.Game{White: top.Black, Black: top.White, KnownColor: true} // colours swapped
	res, err := Pair(tr, 4, Options{Fixed: []tournament.Game{fixed}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 8 {
		t.Fatalf("%d games, want 8", len(res.Games))
	}
	seen := map[tournament.PlayerID]bool{}
	tables := map[int]bool{}
	found := false
	for _, g := range res.Games {
		if seen[g.White] || seen[g.Black] {
			t.Errorf("a player of %+v plays twice", g)
		}
		seen[g.White], seen[g.Black] = true, true
		tables[g.Table] = true
		if g.White == fixed.White && g.Black == fixed.Black && g.Round == 4 {
			found = true
		}
	}
	if !found {
		t.Error("fixed game lost or changed")
	}
	for k := 1; k <= 8; k++ {
		if !tables[k] {
			t.Errorf("table %d unused", k)
		}
	}
	if _, err := Pair(tr, 4, Options{Fixed: []tournament.Game{fixed, fixed}}); err == nil {
		t.Error("a player fixed in two games was accepted")
	}
}

// TestAbsentNeverPaired: players absent from a round get neither a game nor the bye, and
// asking for them explicitly is an error.
func TestAbsentNeverPaired(t *testing.T) {
	_, tr := loadBefore(t, "simplemm", 4)
	absent := map[tournament.PlayerID]bool{}
	for _, k := range []int{0, 5, 9} {
		tr.Players[k].Absent = append(tr.Players[k].Absent, 4)
		absent[tr.Players[k].ID] = true
	}
	res, err := Pair(tr, 4, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 6 || res.Bye == 0 || absent[res.Bye] {
		t.Errorf("%d games, bye %d: want 6 games and a present player with the bye", len(res.Games), res.Bye)
	}
	for _, g := range res.Games {
		if absent[g.White] || absent[g.Black] {
			t.Errorf("absent player paired: %+v", g)
		}
	}
	if _, err := Pair(tr, 4, Options{Players: []tournament.PlayerID{tr.Players[0].ID, tr.Players[1].ID}}); err == nil {
		t.Error("an absent player was accepted in the subset")
	}
	tr.Players[2].Status = tournament.Preliminary
	if _, err := Pair(tr, 4, Options{Players: []tournament.PlayerID{tr.Players[2].ID, tr.Players[3].ID}}); err == nil {
		t.Error("a player whose registration is not final was accepted")
	}
	fixed := tournament.Game{White: tr.Players[0].ID, Black: tr.Players[1].ID}
	if _, err := Pair(tr, 4, Options{Fixed: []tournament.Game{fixed}}); err == nil {
		t.Error("an absent player was accepted in a fixed game")
	}
	fixed = tournament.Game{White: tr.Players[2].ID, Black: tr.Players[3].ID}
	if _, err := Pair(tr, 4, Options{Fixed: []tournament.Game{fixed}}); err == nil {
		t.Error("a player whose registration is not final was accepted in a fixed game")
	}
}

// TestByeChoice checks the rule of docs/PAIRING.md "Bye" on hand-worked weights (rank + 2*MMS +
// 1000 per earlier bye, OpenGotha's ranks: 10k = -10, 1d = 0).
func TestByeChoice(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	add := func(id int, name string, r rank.Rank) {
		tr.Players = append(tr.Players, tournament.Player{ID: tournament.PlayerID(id), Name: name, Rank: r})
	}
	add(1, "Aoki", rank.Kyu(10)) // -10 + 2*20 = 30
	add(2, "Baba", rank.Kyu(5))  // -5 + 2*25 = 45
	add(3, "Chen", rank.Dan(1))  // 0 + 2*30 = 60
	res, err := Pair(tr, 1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bye != 1 {
		t.Fatalf("round 1: bye %d, want 1 (Aoki)", res.Bye)
	}
	// Round 2 after Chen beat Baba and Aoki's bye: Aoki 1030+2 = 1032 (bye point: MMS 21),
	// Baba 45, Chen 62.
	tr.Games = append(tr.Games, tournament.Game{Round: 1, Table: 1, White: 3, Black: 2, Result: tournament.WhiteWins, KnownColor: true})
	tr.Byes = append(tr.Byes, tournament.Bye{Round: 1, Player: 1})
	if res, err = Pair(tr, 2, Options{}); err != nil {
		t.Fatal(err)
	}
	if res.Bye != 2 {
		t.Errorf("round 2: bye %d, want 2 (Baba)", res.Bye)
	}
	// Equal weights: the last in name order.
	tie := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	for id, name := range []string{"Mori", "Zhou", "Abe"} {
		tie.Players = append(tie.Players, tournament.Player{ID: tournament.PlayerID(id + 1), Name: name, Rank: rank.Kyu(8)})
	}
	if res, err = Pair(tie, 1, Options{}); err != nil {
		t.Fatal(err)
	}
	if res.Bye != 2 {
		t.Errorf("tie: bye %d, want 2 (Zhou)", res.Bye)
	}
}

// TestRoundOutOfRange: a round the tournament does not have is refused, by Pair and by the
// cost listings alike, before any score table is sized by it.
func TestRoundOutOfRange(t *testing.T) {
	_, tr := loadBefore(t, "simplemm", 4)
	for _, round := range []int{0, tr.Settings.Rounds + 1, 1000} {
		if _, err := Pair(tr, round, Options{}); err == nil {
			t.Errorf("Pair round %d of %d: no error", round, tr.Settings.Rounds)
		}
		if _, err := Costs(tr, round, Options{}); err == nil {
			t.Errorf("Costs round %d of %d: no error", round, tr.Settings.Rounds)
		}
	}
}
