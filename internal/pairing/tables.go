package pairing

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// numberTables numbers the tables from 1, skipping tables already used in the round, in
// OpenGotha's order (then numberConstrainedTables gives the fixed tables and skips the
// tables left out): each game is ranked by its weaker player by the placement criteria
// before the round (by the higher rating when the two are level), then games by those
// players' criteria and ratings. The top boards carry the leading games, and a game in which
// a leader is drawn down comes after the games of its lower group.
func (f *field) numberTables(t *tournament.Tournament, res *Result) {
	best := func(g *tournament.Game) *entrant {
		w, b := &f.players[f.index[g.White]], &f.players[f.index[g.Black]]
		switch c := compareCrits(w, b); {
		case c < 0:
			return b
		case c > 0:
			return w
		case w.player.Rating < b.player.Rating:
			return b
		}
		return w
	}
	order := make([]int, len(res.Games))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		a, b := best(&res.Games[x]), best(&res.Games[y])
		if c := compareCrits(a, b); c != 0 {
			return c
		}
		return b.player.Rating - a.player.Rating
	})
	games := make([]tournament.Game, len(order))
	costs := make([]Cost, len(order))
	for k, i := range order {
		games[k], costs[k] = res.Games[i], res.Costs[i]
	}
	res.Games, res.Costs = games, costs
	numberConstrainedTables(t, f.round, res)
}
