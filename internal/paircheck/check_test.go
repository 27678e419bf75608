package paircheck

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/tourgen"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// bruteForce returns the largest total weight of any matching (not only perfect ones) of n
// players with weight w, by trying them all: the first player sits out or meets each other.
func bruteForce(n int, w func(i, j int) int64) int64 {
	memo := map[uint32]int64{}
	var best func(mask uint32) int64
	best = func(mask uint32) int64 {
		first := -1
		for i := 0; i < n; i++ {
			if mask&(1<<i) == 0 {
				first = i
				break
			}
		}
		if first < 0 {
			return 0
		}
		if v, ok := memo[mask]; ok {
			return v
		}
		m := mask | 1<<first
		v := best(m)
		for j := first + 1; j < n; j++ {
			if m&(1<<j) == 0 {
				if x := w(first, j) + best(m|1<<j); x > v {
					v = x
				}
			}
		}
		memo[mask] = v
		return v
	}
	return best(0)
}

// TestOptimumByBruteForce: on small random tournaments the optimum check reports for each
// round is the largest weight of any pairing of the round's players, found by trying every
// pairing; the rounds are the automatic pairing and lose nothing.
func TestOptimumByBruteForce(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		o := tourgen.Options{Seed: seed, Players: 9 + int(seed%4), Rounds: 4, System: tournament.McMahon, AbsentRate: 0.1, ForfeitRate: 0.1}
		if seed%2 == 0 {
			o.System = tournament.Swiss
		}
		tr, err := tourgen.Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		rounds, err := Check(tr)
		if err != nil {
			t.Fatal(err)
		}
		for _, rd := range rounds {
			if rd.Deviates() || len(rd.Findings) > 0 || rd.Weight.Loss != 0 {
				t.Errorf("seed %d round %d: %+v loss %d", seed, rd.Round, rd.Findings, rd.Weight.Loss)
			}
			var ids []tournament.PlayerID
			for _, g := range rd.Automatic.Games {
				ids = append(ids, g.White, g.Black)
			}
			var pairs [][2]tournament.PlayerID
			for i := range ids {
				for j := i + 1; j < len(ids); j++ {
					pairs = append(pairs, [2]tournament.PlayerID{ids[i], ids[j]})
				}
			}
			costs, err := pairing.CostsOf(Before(tr, rd.Round), rd.Round, pairs)
			if err != nil {
				t.Fatal(err)
			}
			w := map[[2]int]int64{}
			k := 0
			for i := range ids {
				for j := i + 1; j < len(ids); j++ {
					w[[2]int{i, j}] = costs[k].Total
					k++
				}
			}
			best := bruteForce(len(ids), func(i, j int) int64 { return w[[2]int{i, j}] })
			if best != rd.Weight.Optimum {
				t.Errorf("seed %d round %d: optimum %d, trying every pairing gives %d", seed, rd.Round, rd.Weight.Optimum, best)
			}
		}
	}
}

// TestCheckRoundSkipsAndRefuses: a round without games is skipped; a round out of the
// tournament is refused.
func TestCheckRoundSkipsAndRefuses(t *testing.T) {
	tr, err := tourgen.Generate(tourgen.Options{Seed: 3, Players: 8, Rounds: 2, System: tournament.McMahon})
	if err != nil {
		t.Fatal(err)
	}
	tr.Settings.Rounds = 3
	rd, err := CheckRound(tr, 3)
	if err != nil || !rd.Skipped || rd.Deviates() {
		t.Errorf("round 3 without games: %+v %v", rd, err)
	}
	for _, r := range []int{0, 4} {
		if _, err := CheckRound(tr, r); err == nil {
			t.Errorf("round %d of 3 checked", r)
		}
	}
}

// TestEveryEditFound edits one round of generated tournaments in every way a director can
// (seeds 101 to 140, each edit on a round drawn by the seed, the later rounds dropped) and
// checks that the round deviates with the kind of finding the edit calls for.
func TestEveryEditFound(t *testing.T) {
	type edit struct {
		name string
		kind Kind
		do   func(tr *tournament.Tournament, games []int) bool // false: not possible here
	}
	edits := []edit{
		{"swap opponents", Games, func(tr *tournament.Tournament, g []int) bool {
			if len(g) < 2 {
				return false
			}
			a, b := &tr.Games[g[0]], &tr.Games[g[len(g)-1]]
			a.Black, b.Black = b.Black, a.Black
			return true
		}},
		{"swap colours", Colours, func(tr *tournament.Tournament, g []int) bool {
			a := &tr.Games[g[len(g)/2]]
			a.White, a.Black = a.Black, a.White
			return true
		}},
		{"raise a handicap", Handicap, func(tr *tournament.Tournament, g []int) bool {
			tr.Games[g[0]].Handicap++
			return true
		}},
		{"change a komi", Handicap, func(tr *tournament.Tournament, g []int) bool {
			tr.Games[g[len(g)-1]].Komi += 2
			return true
		}},
		{"remove a game", Unpaired, func(tr *tournament.Tournament, g []int) bool {
			tr.Games = append(tr.Games[:g[0]], tr.Games[g[0]+1:]...)
			return true
		}},
		{"exchange two tables", Tables, func(tr *tournament.Tournament, g []int) bool {
			if len(g) < 2 {
				return false
			}
			a, b := &tr.Games[g[0]], &tr.Games[g[len(g)-1]]
			a.Table, b.Table = b.Table, a.Table
			return true
		}},
		{"give the bye to another player", Bye, func(tr *tournament.Tournament, g []int) bool {
			for i := range tr.Byes {
				if tr.Byes[i].Round == tr.Games[g[0]].Round {
					a := &tr.Games[g[0]]
					tr.Byes[i].Player, a.White = a.White, tr.Byes[i].Player
					return true
				}
			}
			return false
		}},
	}
	done := map[string]int{}
	for seed := uint64(101); seed <= 140; seed++ {
		o := tourgen.Options{Seed: seed, Players: 7 + int(seed*13%60), Rounds: 4, System: tournament.McMahon, AbsentRate: 0.1, ForfeitRate: 0.05}
		if seed%3 == 0 {
			o.System = tournament.Swiss
		}
		for _, e := range edits {
			tr, err := tourgen.Generate(o)
			if err != nil {
				t.Fatal(err)
			}
			round := 1 + int(seed%4)
			tr.Games = slices.DeleteFunc(tr.Games, func(g tournament.Game) bool { return g.Round > round })
			tr.Byes = slices.DeleteFunc(tr.Byes, func(b tournament.Bye) bool { return b.Round > round })
			var idx []int
			for i, g := range tr.Games {
				if g.Round == round {
					idx = append(idx, i)
				}
			}
			if len(idx) == 0 || !e.do(tr, idx) {
				continue
			}
			rd, err := CheckRound(tr, round)
			if err != nil {
				t.Errorf("seed %d, %s: %v", seed, e.name, err)
				continue
			}
			want := e.kind
			if want == Tables && rd.Has(LevelTables) {
				want = LevelTables // two games level on everything: not a deviation
			} else if !rd.Deviates() {
				t.Errorf("seed %d round %d, %s: not found (%+v)", seed, round, e.name, rd.Findings)
				continue
			}
			if !rd.Has(want) {
				t.Errorf("seed %d round %d, %s: no %s finding in %+v", seed, round, e.name, want, rd.Findings)
			}
			done[e.name]++
		}
	}
	for _, e := range edits {
		if done[e.name] < 10 {
			t.Errorf("%s: tried %d times only", e.name, done[e.name])
		}
	}
}

// Has reports whether the round has a finding of kind k.
func (r *Round) Has(k Kind) bool {
	for _, f := range r.Findings {
		if f.Kind == k {
			return true
		}
	}
	return false
}
