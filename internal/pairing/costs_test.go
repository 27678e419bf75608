package pairing

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func keysOf(names ...string) []nameKey {
	var ks []nameKey
	for _, n := range names {
		ks = append(ks, newNameKey(&tournament.Player{Name: n}))
	}
	return ks
}

// TestDetRandom works a case by hand: "A"+"B" gives 65*1 + 66*2 = 197, and 197*1234567 =
// 243209699, odd; from the other side the number is mirrored.
func TestDetRandom(t *testing.T) {
	ks := keysOf("A", "B")
	ks[0].order, ks[1].order = 0, 1
	if got := detRandom(1, &ks[0].nameCode, &ks[1].nameCode); got != 1 {
		t.Errorf("detRandom(1, A, B) = %d, want 1", got)
	}
	if got := detRandom(1, &ks[1].nameCode, &ks[0].nameCode); got != 0 {
		t.Errorf("detRandom(1, B, A) = %d, want 0", got)
	}
	if got := detRandom(1000000, &ks[0].nameCode, &ks[1].nameCode); got != 243209699%1000001 {
		t.Errorf("detRandom(1e6, A, B) = %d, want %d", got, 243209699%1000001)
	}
}

// TestJavaStringOrder: Java compares UTF-16 units, so a character above the Basic
// Multilingual Plane (a surrogate pair, 0xD83D...) sorts before U+FF21, unlike Go's byte order.
func TestJavaStringOrder(t *testing.T) {
	ks := keysOf("\U0001F600", "\uFF21")
	if compareUTF16(ks[0].units, ks[1].units) >= 0 {
		t.Error("U+1F600 should sort before U+FF21 in Java order")
	}
	if c := compareUTF16(utf16Of("Ab"), utf16Of("A")); c <= 0 {
		t.Error("a longer string with the same prefix should sort after")
	}
}

// TestSwissGroupsByWins pairs round 2 of a four-player Swiss tournament: the two winners of
// round 1 meet, and so do the two losers.
func TestSwissGroupsByWins(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	tr.Settings.System = tournament.Swiss
	tr.Settings.Criteria = []tournament.Criterion{tournament.CritNBW, tournament.CritSOSW}
	tr.Settings.Handicap.Kind = tournament.HandicapNone
	for i, r := range []rank.Rank{rank.Dan(3), rank.Dan(2), rank.Kyu(1), rank.Kyu(2)} {
		tr.Players = append(tr.Players, tournament.Player{ID: tournament.PlayerID(i + 1), Name: string(rune('A' + i)), Rank: r})
	}
	tr.Games = []tournament.Game{
		{Round: 1, Table: 1, White: 1, Black: 3, Result: tournament.BlackWins, KnownColor: true},
		{Round: 1, Table: 2, White: 2, Black: 4, Result: tournament.BlackWins, KnownColor: true},
	}
	res, err := Pair(tr, 2, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 2 {
		t.Fatalf("%d games", len(res.Games))
	}
	// The winners' game is the top table.
	pairs := map[[2]tournament.PlayerID]int{}
	for _, g := range res.Games {
		pairs[[2]tournament.PlayerID{min(g.White, g.Black), max(g.White, g.Black)}] = g.Table
	}
	if pairs[[2]tournament.PlayerID{3, 4}] != 1 || pairs[[2]tournament.PlayerID{1, 2}] != 2 {
		t.Errorf("games %+v: want 3-4 at table 1 and 1-2 at table 2", res.Games)
	}
}
