package pairing

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ViolationKind names the constraint a round does not keep.
type ViolationKind string

// Kinds of violations.
const (
	// AvoidPairMet: two players the director keeps apart (Settings.AvoidPairs) meet.
	AvoidPairMet ViolationKind = "avoid-pair"
	// FixedTableLost: a player fixed to a table (Player.FixedTable) plays at another one.
	FixedTableLost ViolationKind = "fixed-table"
)

// Violation is one constraint of the director's that a paired round does not keep.
type Violation struct {
	Kind ViolationKind
	// Players are the pair kept apart (AvoidPairMet), or the player whose fixed table was not
	// given and 0 (FixedTableLost).
	Players [2]tournament.PlayerID
	// Table is the game's table: for FixedTableLost, the table the player is fixed to.
	Table int
	// Reason says what happened and why, in a sentence for the director.
	Reason string
}

// initAvoid records the pairs to keep apart whose two players are registered, and the weight
// of keeping a pair apart: the avoid-duplicate weight divided by one more than the number of
// such pairs. All the pairs kept apart together are then worth less than one game not
// repeated, so "not twice" always wins, and each is worth far more than every other term
// (5e14/(m+1) against scores 1e11 at OpenGotha's weights). A weight of "avoid duplicate
// games" of 0 or less is taken as OpenGotha's default for this. No pair: weight 0, and the
// costs are OpenGotha's exactly.
func (f *field) initAvoid(t *tournament.Tournament) {
	f.avoid = map[[2]int]bool{}
	for _, p := range t.Settings.AvoidPairs {
		i, oki := f.index[p[0]]
		j, okj := f.index[p[1]]
		if oki && okj && i != j {
			f.avoid[[2]int{min(i, j), max(i, j)}] = true
		}
	}
	if len(f.avoid) == 0 {
		return
	}
	d := f.params.AvoidDuplicateGame
	if d <= 0 {
		d = tournament.DefaultPairingParameters().AvoidDuplicateGame
	}
	f.avoidWeight = d / int64(len(f.avoid)+1)
}

// avoided reports whether players i and j of the field are a pair to keep apart.
func (f *field) avoided(i, j int) bool {
	return f.avoid[[2]int{min(i, j), max(i, j)}]
}

// avoidViolations lists the games of a round between two players kept apart. fixed are the
// games the director set by hand, which the pairing keeps as they are.
func avoidViolations(t *tournament.Tournament, games, fixed []tournament.Game) []Violation {
	var out []Violation
	for _, g := range games {
		if !t.Settings.Avoided(g.White, g.Black) {
			continue
		}
		why := "no pairing of the round keeps them apart without a repeated game"
		if slices.ContainsFunc(fixed, func(h tournament.Game) bool { return h.White == g.White && h.Black == g.Black }) {
			why = "the game was set by hand"
		} else if len(games) == 1 && len(fixed) == 0 {
			why = "they are the only players to pair"
		}
		out = append(out, Violation{
			Kind: AvoidPairMet, Players: [2]tournament.PlayerID{g.White, g.Black}, Table: g.Table,
			Reason: fmt.Sprintf("%s and %s, kept apart, meet at table %d: %s",
				fullNameOf(t, g.White), fullNameOf(t, g.Black), g.Table, why),
		})
	}
	return out
}

// numberConstrainedTables numbers res.Games, listed in table order, in round of t. A game
// goes to the fixed table of one of its players when it can: the lower of two, and a table
// neither left out in the round, nor used by a game already in it, nor taken by an earlier
// game of the list (the earlier game keeps a table two players are fixed to). The other games
// take the free tables from 1 in order, skipping those left out, those used and those given
// as fixed. Each fixed table not given is a violation appended to res. The games (and their
// costs) end sorted by table.
func numberConstrainedTables(t *tournament.Tournament, round int, res *Result) {
	taken := map[int]bool{}
	for _, g := range t.Games {
		if g.Round == round {
			taken[g.Table] = true
		}
	}
	leftOut := map[int]bool{}
	for _, n := range t.Settings.LeftOutTables[round] {
		leftOut[n] = true
	}
	lost := func(id tournament.PlayerID, n int, why string) {
		res.Violations = append(res.Violations, Violation{
			Kind: FixedTableLost, Players: [2]tournament.PlayerID{id}, Table: n,
			Reason: fmt.Sprintf("%s, fixed to table %d, plays at another table: %s", fullNameOf(t, id), n, why),
		})
	}
	pinned := make([]int, len(res.Games))
	holder := map[int]int{} // table -> index of the game pinned there
	byID := t.PlayersByID()
	for k := range res.Games {
		g := &res.Games[k]
		type wish struct {
			id    tournament.PlayerID
			table int
		}
		var wishes []wish
		for _, id := range []tournament.PlayerID{g.White, g.Black} {
			if p := byID[id]; p != nil && p.FixedTable > 0 {
				wishes = append(wishes, wish{id, p.FixedTable})
			}
		}
		slices.SortStableFunc(wishes, func(a, b wish) int { return a.table - b.table })
		for _, w := range wishes {
			switch h, held := holder[w.table]; {
			case pinned[k] != 0:
				if w.table != pinned[k] {
					lost(w.id, w.table, fmt.Sprintf("the game goes to table %d, the lower fixed table of the opponent", pinned[k]))
				}
			case leftOut[w.table]:
				lost(w.id, w.table, "the table is left out in this round")
			case taken[w.table]:
				lost(w.id, w.table, "a game already in the round is played there")
			case held:
				other := res.Games[h]
				lost(w.id, w.table, fmt.Sprintf("the game of %s and %s, fixed there too, comes first",
					fullNameOf(t, other.White), fullNameOf(t, other.Black)))
			default:
				pinned[k] = w.table
				holder[w.table] = k
			}
		}
	}
	table := 0
	for k := range res.Games {
		if pinned[k] != 0 {
			res.Games[k].Table = pinned[k]
			continue
		}
		table++
		for taken[table] || leftOut[table] || holderHas(holder, table) {
			table++
		}
		res.Games[k].Table = table
	}
	order := make([]int, len(res.Games))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, b int) int { return res.Games[a].Table - res.Games[b].Table })
	games := make([]tournament.Game, len(order))
	costs := make([]Cost, len(order))
	for k, i := range order {
		games[k] = res.Games[i]
		if i < len(res.Costs) {
			costs[k] = res.Costs[i]
		}
	}
	res.Games, res.Costs = games, costs
}

func holderHas(holder map[int]int, table int) bool {
	_, ok := holder[table]
	return ok
}

// fullNameOf is a player's full name, or his id if he is unknown.
func fullNameOf(t *tournament.Tournament, id tournament.PlayerID) string {
	if p := t.Player(id); p != nil {
		return p.FullName()
	}
	return fmt.Sprintf("player %d", id)
}
