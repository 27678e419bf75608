package pairing

import (
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Berger returns round (1-based) of the Berger table for n players (n even; for an odd number
// add a dummy player whose opponent has the bye): the pairs, table by table, as 1-based
// player numbers with White first. These are the published round-robin tables (FIDE C.05):
// player n stays at table 1 and alternates colours; the others turn by n/2 places each round.
func Berger(n, round int) [][2]int {
	if n < 2 || n%2 == 1 || round < 1 || round > n-1 {
		return nil
	}
	m := n - 1
	base := (round - 1) * (n / 2) % m
	pairs := make([][2]int, 0, n/2)
	if round%2 == 1 {
		pairs = append(pairs, [2]int{base + 1, n})
	} else {
		pairs = append(pairs, [2]int{n, base + 1})
	}
	for t := 1; t < n/2; t++ {
		pairs = append(pairs, [2]int{(base+t)%m + 1, ((base-t)%m+m)%m + 1})
	}
	return pairs
}

// RoundRobin pairs round (1-based) of an all-play-all among players, in the order given
// (player 1 of the Berger table first): n-1 rounds for an even number, n with a bye each
// round for an odd number. A handicap, if the tournament's policy gives one, decides the
// colours; otherwise the table's colours stand.
func RoundRobin(t *tournament.Tournament, players []tournament.PlayerID, round int) (*Result, error) {
	n := len(players)
	if n < 2 {
		return nil, errorf("round robin: %d players", n)
	}
	seats := n + n%2
	if round < 1 || round > seats-1 {
		return nil, errorf("round robin of %d players has no round %d", n, round)
	}
	for _, id := range players {
		if t.Player(id) == nil {
			return nil, errorf("round robin: unknown player %d", id)
		}
	}
	s := t.ScoresAfter(round - 1)
	res := &Result{}
	for _, pr := range Berger(seats, round) {
		if pr[0] > n || pr[1] > n {
			res.Bye = players[min(pr[0], pr[1])-1]
			continue
		}
		w, b := t.Player(players[pr[0]-1]), t.Player(players[pr[1]-1])
		if hw, hb, decided := s.HandicapColors(w, b); decided {
			w, b = hw, hb
		}
		g := tournament.Game{Round: round, Table: len(res.Games) + 1, White: w.ID, Black: b.ID, KnownColor: true}
		s.ApplyHandicap(&g)
		res.Games = append(res.Games, g)
		res.Costs = append(res.Costs, Cost{})
	}
	return res, nil
}
