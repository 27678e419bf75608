package pairing

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// numberTables numbers the tables from 1, skipping tables already used in the round, in
// OpenGotha's order (then numberConstrainedTables gives the fixed tables and skips the
// tables left out). As OpenGotha's renumbering by best score then rating, the games are
// ranked by the placement criteria after the round being paired, the round counted as not
// played by anyone (see criteriaAfter). Each game is ranked by its weaker player (by the
// higher rating when the two are level), then games by those players' criteria and ratings:
// the top boards carry the leading games, and a game in which a leader is drawn down comes
// after the games of its lower group. Where two games are level on all of that, OpenGotha's
// comparator gives no order and Java's sort decides: below 32 games it keeps the order
// OpenGotha's pairing made the games in (by the higher place of their players in the list the
// matching is fed), and so does hoshi (f.listPos); longer lists may come out otherwise. Then
// (fixed games, or no list) by the name and first name of that player in Java's string order,
// then of his opponent. Result.LevelTables lists the tables of such games.
func (f *field) numberTables(t *tournament.Tournament, res *Result) {
	after := f.criteriaAfter(t, res)
	crits := func(id tournament.PlayerID) []int { return after[id] }
	type ranked struct {
		best, other *entrant
		crits       []int
		first       int // the higher place of the two players in the pairing list
	}
	rank := func(g *tournament.Game) ranked {
		w, b := &f.players[f.index[g.White]], &f.players[f.index[g.Black]]
		switch c := compareValues(crits(w.player.ID), crits(b.player.ID)); {
		case c < 0:
			return ranked{best: b, other: w, crits: crits(b.player.ID)}
		case c > 0:
			return ranked{best: w, other: b, crits: crits(w.player.ID)}
		case w.player.Rating < b.player.Rating:
			return ranked{best: b, other: w, crits: crits(b.player.ID)}
		}
		return ranked{best: w, other: b, crits: crits(w.player.ID)}
	}
	keys := make([]ranked, len(res.Games))
	order := make([]int, len(res.Games))
	for i := range order {
		order[i] = i
		keys[i] = rank(&res.Games[i])
		keys[i].first = len(f.players) // a fixed game: after the games paired
		for _, e := range []*entrant{keys[i].best, keys[i].other} {
			if u, ok := f.listPos[e.index]; ok {
				keys[i].first = min(keys[i].first, u)
			}
		}
	}
	level := func(a, b ranked) int {
		if c := compareValues(a.crits, b.crits); c != 0 {
			return c
		}
		return b.best.player.Rating - a.best.player.Rating
	}
	slices.SortStableFunc(order, func(x, y int) int {
		a, b := keys[x], keys[y]
		if c := level(a, b); c != 0 {
			return c
		}
		if a.first != b.first {
			return a.first - b.first
		}
		if c := compareUTF16(a.best.name.units, b.best.name.units); c != 0 {
			return c
		}
		return compareUTF16(a.other.name.units, b.other.name.units)
	})
	games := make([]tournament.Game, len(order))
	costs := make([]Cost, len(order))
	var runs [][]tournament.PlayerID // the White players of each run of level games
	for k, i := range order {
		games[k], costs[k] = res.Games[i], res.Costs[i]
		switch {
		case k > 0 && level(keys[order[k-1]], keys[i]) == 0:
			runs[len(runs)-1] = append(runs[len(runs)-1], games[k].White)
		default:
			runs = append(runs, []tournament.PlayerID{games[k].White})
		}
	}
	res.Games, res.Costs = games, costs
	numberConstrainedTables(t, f.round, res)
	table := make(map[tournament.PlayerID]int, len(res.Games))
	for _, g := range res.Games {
		table[g.White] = g.Table
	}
	res.LevelTables = nil
	for _, run := range runs {
		if len(run) > 1 {
			tables := make([]int, len(run))
			for k, id := range run {
				tables[k] = table[id]
			}
			res.LevelTables = append(res.LevelTables, tables)
		}
	}
}

// criteriaAfter gives each player's placement criteria after the round being paired as
// OpenGotha ranks tables by them: nobody has a game or the bye in the round yet, so that a
// player adds nothing to his score and his own starting McMahon score to his SOS (as a round
// without a game does), and the SOSOS, CUSS and SOS-1 of everyone move with it. (OpenGotha's
// renumbering reads scores it worked out before the round's games and bye were added.)
func (f *field) criteriaAfter(t *tournament.Tournament, res *Result) map[tournament.PlayerID][]int {
	view := *t
	view.Games = make([]tournament.Game, 0, len(t.Games))
	for _, g := range t.Games {
		if g.Round < f.round {
			view.Games = append(view.Games, g)
		}
	}
	values := make(map[tournament.PlayerID][]int, len(t.Players))
	for _, st := range view.Standings(f.round) {
		values[st.Player.ID] = st.Values
	}
	return values
}

// compareValues orders two players' placement criteria, better first (negative when a is
// better).
func compareValues(a, b []int) int {
	for k := range a {
		if k < len(b) && a[k] != b[k] {
			return b[k] - a[k]
		}
	}
	return 0
}
