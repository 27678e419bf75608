package team

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// bestMatching is the largest total weight of a perfect matching of n vertices, by trying
// every one of them.
func bestMatching(n int, w [][]int64) int64 {
	var rec func(used uint) int64
	rec = func(used uint) int64 {
		i := 0
		for i < n && used&(1<<i) != 0 {
			i++
		}
		if i == n {
			return 0
		}
		best := int64(-1)
		for j := i + 1; j < n; j++ {
			if used&(1<<j) != 0 || w[i][j] <= 0 {
				continue
			}
			if rest := rec(used | 1<<i | 1<<j); rest >= 0 && w[i][j]+rest > best {
				best = w[i][j] + rest
			}
		}
		return best
	}
	return rec(0)
}

// Every round of random small team events (4 to 9 teams, 2 to 4 boards, Swiss or McMahon,
// random results with jigos) is paired with the largest total cost over all matchings of
// the teams, found here by brute force from the costs of every pair of teams.
func TestPairingIsOptimalByBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 2026))
	for trial := range 40 {
		s := tournament.DefaultSettings()
		s.Rounds = 4
		if trial%2 == 1 {
			s.System = tournament.Swiss
			s.Criteria = tournament.DefaultCriteria(tournament.Swiss)
		}
		size := 2 + rng.IntN(3)
		teams := 4 + rng.IntN(6)
		var ranks [][]string
		for range teams {
			var rs []string
			for range size {
				rs = append(rs, rank.Rank(rng.IntN(20)-15).String())
			}
			ranks = append(ranks, rs)
		}
		e := newEvent(t, s, Settings{Size: size, Strength: StrengthRule(trial % 3 % 2)}, ranks)
		for r := 1; r <= s.Rounds; r++ {
			label := fmt.Sprintf("trial %d (%d teams of %d), round %d", trial, teams, size, r)
			ws, err := pairing.Costs(e.Units(r), r, pairing.Options{})
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			pos := map[tournament.PlayerID]int{}
			for _, pc := range ws.Pairs {
				for _, p := range []*tournament.Player{pc.Player1, pc.Player2} {
					if _, ok := pos[p.ID]; !ok {
						pos[p.ID] = len(pos)
					}
				}
			}
			n := len(pos)
			w := make([][]int64, n)
			for i := range w {
				w[i] = make([]int64, n)
			}
			for _, pc := range ws.Pairs {
				i, j := pos[pc.Player1.ID], pos[pc.Player2.ID]
				w[i][j], w[j][i] = pc.Total, pc.Total
			}
			p := pairRound(t, e, r)
			var got int64
			for i, m := range p.Matches {
				if want := w[pos[tournament.PlayerID(m.A)]][pos[tournament.PlayerID(m.B)]]; p.Costs[i].Total != want {
					t.Errorf("%s: match %d-%d explained by cost %d, the pair costs %d", label, m.A, m.B, p.Costs[i].Total, want)
				}
				got += p.Costs[i].Total
			}
			if best := bestMatching(n, w); got != best {
				t.Errorf("%s: total cost %d, best matching %d", label, got, best)
			}
			if (teams%2 == 1) != (p.Bye != 0) {
				t.Errorf("%s: bye %d with %d teams", label, p.Bye, teams)
			}
			if len(p.Games) != len(p.Matches)*size {
				t.Errorf("%s: %d games for %d matches of %d boards", label, len(p.Games), len(p.Matches), size)
			}
			for i := range e.T.Games {
				if g := &e.T.Games[i]; g.Round == r {
					g.Result = []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.Jigo}[rng.IntN(3)]
				}
			}
		}
	}
}
