package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// syntheticTournament is a realistic McMahon field of n players (ranks 30k-7d, most of them
// mid-kyu; 40 clubs and 15 countries of uneven sizes) with rounds 1 to rounds paired by Pair
// and random results.
func syntheticTournament(tb testing.TB, n, rounds int) *tournament.Tournament {
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	t := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	for i := 1; i <= n; i++ {
		// Sum of three uniforms: a bell around 8k, clamped to 30k..7d.
		r := rank.Rank(min(max(-8+rng.IntN(13)+rng.IntN(13)+rng.IntN(13)-18, -30), 6))
		t.Players = append(t.Players, tournament.Player{
			ID:        tournament.PlayerID(i),
			Name:      fmt.Sprintf("Player%05d", rng.IntN(100000)),
			FirstName: fmt.Sprintf("N%d", i),
			Rank:      r,
			Rating:    2100 + 100*int(r) + rng.IntN(100),
			Club:      fmt.Sprintf("C%02d", min(rng.IntN(40), rng.IntN(40))),
			Country:   fmt.Sprintf("K%02d", min(rng.IntN(15), rng.IntN(15))),
		})
	}
	for r := 1; r <= rounds; r++ {
		res, err := Pair(t, r, Options{})
		if err != nil {
			tb.Fatal(err)
		}
		for _, g := range res.Games {
			g.Result = tournament.WhiteWins
			if rng.IntN(2) == 0 {
				g.Result = tournament.BlackWins
			}
			t.Games = append(t.Games, g)
		}
		if res.Bye != 0 {
			t.Byes = append(t.Byes, tournament.Bye{Round: r, Player: res.Bye})
		}
	}
	return t
}

// BenchmarkPairRound5 pairs round 5 of synthetic McMahon tournaments, optimality proof
// included.
func BenchmarkPairRound5(b *testing.B) {
	for _, n := range []int{200, 1000, 2000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			t := syntheticTournament(b, n, 4)
			b.ResetTimer()
			var res *Result
			for range b.N {
				var err error
				if res, err = Pair(t, 5, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Proof.Rounds), "solves")
			b.ReportMetric(float64(res.Proof.Added), "added")
		})
	}
}

// TestSyntheticRoundsArePerfect pairs a synthetic field round after round: everyone present
// plays exactly once per round and nobody meets the same opponent twice.
func TestSyntheticRoundsArePerfect(t *testing.T) {
	tr := syntheticTournament(t, 101, 5)
	met := map[[2]tournament.PlayerID]bool{}
	for r := 1; r <= 5; r++ {
		seen := map[tournament.PlayerID]bool{tr.ByeIn(r): true}
		for _, g := range tr.RoundGames(r) {
			key := [2]tournament.PlayerID{min(g.White, g.Black), max(g.White, g.Black)}
			if met[key] {
				t.Errorf("round %d: %d and %d meet again", r, g.White, g.Black)
			}
			met[key] = true
			if seen[g.White] || seen[g.Black] {
				t.Errorf("round %d: a player of %d-%d plays twice", r, g.White, g.Black)
			}
			seen[g.White], seen[g.Black] = true, true
		}
		if len(seen) != 101 {
			t.Errorf("round %d: %d players busy, want 101", r, len(seen))
		}
	}
}
