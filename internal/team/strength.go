package team

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// rating is a player's EGD rating, or the middle rating of his rank when he has none
// (1d = 2100, each rank 100 points: the inverse of rank.FromRating).
func rating(p *tournament.Player) int {
	if p.Rating != 0 {
		return p.Rating
	}
	return 2100 + 100*p.Rank.Value()
}

// Strength is the rank and the mean rating of a team's lineup in round r under the event's
// StrengthRule: the rank a team is seeded and McMahon-placed with, and a side's rank for
// the handicap of Pair Go and Rengo. The mean rating is rounded half up.
func (e *Event) Strength(t *Team, r int) (rank.Rank, int) {
	var sumRating, sumRank, n int
	for _, id := range e.Lineup(t, r) {
		p := e.T.Player(id)
		if p == nil {
			continue
		}
		sumRating += rating(p)
		sumRank += p.Rank.Value()
		n++
	}
	if n == 0 {
		return rank.Unranked, 0
	}
	mean := divRound(sumRating, n)
	if e.Settings.Strength == MeanRank {
		return rank.Rank(divRound(sumRank, n)), mean
	}
	return rank.FromRating(mean), mean
}

// divRound is a/n rounded to the nearest integer, halves up (towards +infinity).
func divRound(a, n int) int {
	q := (2*a + n) / (2 * n)
	if 2*a+n < 0 && (2*a+n)%(2*n) != 0 {
		q--
	}
	return q
}

// stronger reports whether a is stronger than b: a higher rank, or the same rank and a
// higher rating.
func stronger(a, b *tournament.Player) bool {
	if a.Rank != b.Rank {
		return a.Rank > b.Rank
	}
	return rating(a) > rating(b)
}

// OrderWarning is a board order against the rule that a stronger player sits on a higher
// board: Lower plays a board below Upper's but is stronger.
type OrderWarning struct {
	Team        ID
	Round       int
	UpperBoard  int
	Upper       tournament.PlayerID
	LowerBoard  int
	Lower       tournament.PlayerID
	Explanation string
}

// OrderWarnings checks the board order of every team in round r (1-based): every pair of
// boards where the player on the lower board is the stronger gives a warning. The order is
// the director's to keep; the warnings only tell him.
func (e *Event) OrderWarnings(r int) []OrderWarning {
	var out []OrderWarning
	for i := range e.Teams {
		t := &e.Teams[i]
		l := e.Lineup(t, r)
		for u := range l {
			for d := u + 1; d < len(l); d++ {
				pu, pd := e.T.Player(l[u]), e.T.Player(l[d])
				if pu == nil || pd == nil || !stronger(pd, pu) {
					continue
				}
				out = append(out, OrderWarning{
					Team: t.ID, Round: r, UpperBoard: u + 1, Upper: l[u], LowerBoard: d + 1, Lower: l[d],
					Explanation: fmt.Sprintf("%s, round %d: %s (%s) on board %d is stronger than %s (%s) on board %d",
						e.Name(t.ID), r, pd.FullName(), pd.Rank, d+1, pu.FullName(), pu.Rank, u+1),
				})
			}
		}
	}
	return out
}
