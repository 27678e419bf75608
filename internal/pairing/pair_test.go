package pairing

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// gameLine is a game as "table white black handicap", players by key.
func gameLine(tr *tournament.Tournament, g tournament.Game) string {
	return fmt.Sprintf("%d %s %s %d", g.Table, tr.Player(g.White).Key(), tr.Player(g.Black).Key(), g.Handicap)
}

// TestPairMatchesOpenGotha pairs every round of the reference tournaments after the file's
// earlier rounds and expects OpenGotha's games: same players, colours, handicaps and tables,
// and the same bye.
func TestPairMatchesOpenGotha(t *testing.T) {
	for _, name := range []string{"simplemm", "notsimplemm"} {
		for round := 1; round <= 5; round++ {
			full, tr := loadBefore(t, name, round)
			res, err := Pair(tr, round, Options{})
			if err != nil {
				t.Fatalf("%s R%d: %v", name, round, err)
			}
			var got, want []string
			for _, g := range res.Games {
				got = append(got, gameLine(tr, g))
			}
			for _, g := range full.RoundGames(round) {
				want = append(want, gameLine(full, g))
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s R%d:\n got %q\nwant %q", name, round, got, want)
			}
			if res.Bye != full.ByeIn(round) {
				t.Errorf("%s R%d: bye %d, OpenGotha %d", name, round, res.Bye, full.ByeIn(round))
			}
			if res.Proof.Rounds == 0 {
				t.Errorf("%s R%d: no optimality proof", name, round)
			}
		}
	}
}

// TestColourPartners builds a score group of 100 players under split and fold by hand: places
// 0, 3, 6 ... 99 have had White more often, places 1, 4 ... 97 Black, the rest even, and the
// players at places 0 and 97 already met. The fold of the two lists against each other pairs
// White at place p with Black at 97-p, and Black at place q with White at 100-q, except the
// pair that met. A group of 99 players, or split and slip, gets no pairs.
func TestColourPartners(t *testing.T) {
	build := func(size int, system tournament.SeedSystem) (*field, []int, map[int][]int) {
		f := &field{round: 4, params: tournament.PairingParameters{SeedSystem1: system, SeedSystem2: system}}
		f.players = make([]entrant, size)
		f.keys = make([]costKey, size)
		idx := make([]int, size)
		at := make([]int, size)
		for p := range size {
			f.players[p].balance = []int{1, -1, 0}[p%3]
			idx[p], at[p] = p, p
		}
		// Players 0 and 97 met: each one's opponents are his range of f.opponents.
		f.opponents = []int32{97, 0}
		for i := range size {
			f.keys[i] = costKey{index: int32(i)}
		}
		f.keys[0].metFrom, f.keys[0].metTo = 0, 1
		f.keys[97%size].metFrom, f.keys[97%size].metTo = 1, 2
		return f, idx, map[int][]int{0: at}
	}
	got := map[[2]int]bool{}
	f, idx, byPlace := build(100, tournament.SplitAndFold)
	f.colourPartners(idx, byPlace, func(u, v int) {
		if got[[2]int{min(u, v), max(u, v)}] {
			t.Errorf("pair %d-%d given twice", u, v)
		}
		got[[2]int{min(u, v), max(u, v)}] = true
	})
	want := map[[2]int]bool{}
	for p := 3; p <= 96; p += 3 {
		want[[2]int{min(p, 97-p), max(p, 97-p)}] = true
	}
	for q := 1; q <= 97; q += 3 {
		want[[2]int{min(q, 100-q), max(q, 100-q)}] = true
	}
	if len(got) != len(want) {
		t.Errorf("%d pairs, want %d", len(got), len(want))
	}
	for p := range want {
		if !got[p] {
			t.Errorf("pair %v missing", p)
		}
	}
	for p := range got {
		if !want[p] {
			t.Errorf("pair %v not in the colour fold", p)
		}
	}
	for _, c := range []struct {
		size   int
		system tournament.SeedSystem
	}{{99, tournament.SplitAndFold}, {100, tournament.SplitAndSlip}} {
		f, idx, byPlace := build(c.size, c.system)
		f.colourPartners(idx, byPlace, func(u, v int) { t.Errorf("%d players, system %v: pair %d-%d", c.size, c.system, u, v) })
	}
}
