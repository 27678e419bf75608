package pairing

import (
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// chooseBye picks the player who sits out when the number of players is odd: the one with the
// lowest rank + 2*MMS, plus 1000 for each bye he already had, so that the bye goes to the
// weakest player of the weakest group and never twice to the same player while others had
// none. Ties go to the last of the tied players in name order, as in OpenGotha.
func chooseBye(t *tournament.Tournament, round int, pool []tournament.PlayerID) tournament.PlayerID {
	s := t.ScoresAfter(round - 1)
	byes := map[tournament.PlayerID]int{}
	for _, b := range t.Byes {
		if b.Round < round {
			byes[b.Player]++
		}
	}
	var best *tournament.Player
	bestWeight := 0
	for _, id := range pool {
		p := t.Player(id)
		w := p.Rank.Value() + s.MMS(id, round-1) + 1000*byes[id]
		if best == nil || w < bestWeight || w == bestWeight && compareNames(p, best) > 0 {
			best, bestWeight = p, w
		}
	}
	return best.ID
}
