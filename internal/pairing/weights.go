package pairing

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// PairCost is the cost of one possible game of the round.
type PairCost struct {
	Player1, Player2 *tournament.Player
	Cost
}

// Weights are the costs of every possible pair of a round: what the pairing maximises, for a
// director who asks why two players were (or were not) paired.
type Weights struct {
	Round int
	// Pairs lists every pair of the players to pair once, players in the order of the
	// standings before the round (ties by name), as OpenGotha lists them.
	Pairs []PairCost
}

// Costs returns the cost of every pair of players that Pair would pair in round with opts.
// The bye, if the number is odd, is left out.
func Costs(t *tournament.Tournament, round int, opts Options) (*Weights, error) {
	pool, _, err := choosePool(t, round, opts)
	if err != nil {
		return nil, err
	}
	f := newField(t, round)
	idx := f.listOrder(pool)
	ws := &Weights{Round: round}
	for x := range idx {
		for y := x + 1; y < len(idx); y++ {
			i, j := idx[x], idx[y]
			ws.Pairs = append(ws.Pairs, PairCost{
				Player1: f.players[i].player, Player2: f.players[j].player, Cost: f.cost(i, j),
			})
		}
	}
	return ws, nil
}

// listOrder returns the field indices of the pool's players, best first by the placement
// criteria before the round, ties by name.
func (f *field) listOrder(pool []tournament.PlayerID) []int {
	idx := make([]int, 0, len(pool))
	for _, id := range pool {
		idx = append(idx, f.index[id])
	}
	slices.SortStableFunc(idx, func(i, j int) int {
		return f.better(&f.players[i], &f.players[j], "")
	})
	return idx
}

// errorf makes the errors of this package.
func errorf(format string, args ...any) error {
	return fmt.Errorf("pairing: "+format, args...)
}

// CostsOf returns the costs of the given pairs of players in round, as Pair weighs them with
// the games of the rounds before round as history: what a pairing made by hand is worth
// against the automatic one. Pairs need not be players Pair would pair; each pair's cost is
// the one Pair gives it when the players to pair are listed in the order of t.Players.
func CostsOf(t *tournament.Tournament, round int, pairs [][2]tournament.PlayerID) ([]Cost, error) {
	if round < 1 || round > t.Settings.Rounds {
		return nil, errorf("round %d: the tournament has rounds 1 to %d", round, t.Settings.Rounds)
	}
	f := newField(t, round)
	out := make([]Cost, len(pairs))
	for k, p := range pairs {
		i, ok1 := f.index[p[0]]
		j, ok2 := f.index[p[1]]
		switch {
		case !ok1:
			return nil, errorf("unknown player %d", p[0])
		case !ok2:
			return nil, errorf("unknown player %d", p[1])
		case i == j:
			return nil, errorf("player %d paired with himself", p[0])
		}
		// As Pair costs them: the player first in the pairing list first (some terms are not
		// symmetric), ties in the order of the players in t.
		if c := f.better(&f.players[i], &f.players[j], ""); c > 0 || c == 0 && i > j {
			i, j = j, i
		}
		out[k] = f.cost(i, j)
	}
	return out, nil
}
