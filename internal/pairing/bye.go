package pairing

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// chooseBye picks the player who sits out when the number of players is odd, as OpenGotha
// does: the one with the lowest rank + 2*MMS before the round, plus 1000 for each bye he
// already had, so that the bye goes to the weakest player of the weakest group and never
// twice to the same player while others had none. The players are taken in the order of the
// pairing list (the standings before the round by the placement criteria, ties by name and
// first name) and ties go to the last of them.
func chooseBye(t *tournament.Tournament, round int, pool []tournament.PlayerID) tournament.PlayerID {
	s := t.ScoresAfter(round - 1)
	byes := map[tournament.PlayerID]int{}
	for _, b := range t.Byes {
		if b.Round < round {
			byes[b.Player]++
		}
	}
	values := map[tournament.PlayerID][]int{}
	for _, st := range t.Standings(round - 1) {
		values[st.Player.ID] = st.Values
	}
	byID := t.PlayersByID()
	order := slices.Clone(pool)
	slices.SortStableFunc(order, func(a, b tournament.PlayerID) int {
		va, vb := values[a], values[b]
		for k := range min(len(va), len(vb)) {
			if va[k] != vb[k] {
				return vb[k] - va[k]
			}
		}
		return compareNames(byID[a], byID[b])
	})
	best, bestWeight := order[0], 0
	for k, id := range order {
		w := byID[id].Rank.Value() + s.MMS(id, round-1) + 1000*byes[id]
		if k == 0 || w <= bestWeight {
			best, bestWeight = id, w
		}
	}
	return best
}
