// Package pairing pairs a round of a McMahon or Swiss tournament as OpenGotha does: every
// possible game gets OpenGotha's integer cost (avoid repeated games, balance colours, keep
// scores close, draw up and down fairly, seed inside score groups, mix clubs and countries)
// and the round is the matching of largest total cost, found exactly and proved optimal.
// It also chooses the bye, the colours and handicaps, numbers the tables, and makes round
// robin schedules from Berger tables.
package pairing

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Options narrow a pairing.
type Options struct {
	// Players are the players to pair; nil means every player who takes part in the round
	// (final registration, not absent) and has neither a game nor the bye in it yet.
	Players []tournament.PlayerID
	// Fixed are games the director set by hand for this round; their players are not paired
	// again and the games are kept as they are (tables are numbered with the others).
	Fixed []tournament.Game
}

// choosePool returns the players to pair in round and the bye, if the number is odd.
func choosePool(t *tournament.Tournament, round int, opts Options) ([]tournament.PlayerID, tournament.PlayerID, error) {
	if round < 1 {
		return nil, 0, errorf("round %d: rounds start at 1", round)
	}
	busy := map[tournament.PlayerID]bool{}
	for _, g := range t.Games {
		if g.Round == round {
			busy[g.White], busy[g.Black] = true, true
		}
	}
	existingBye := t.ByeIn(round)
	if existingBye != 0 {
		busy[existingBye] = true
	}
	for _, g := range opts.Fixed {
		for _, id := range []tournament.PlayerID{g.White, g.Black} {
			p := t.Player(id)
			if p == nil {
				return nil, 0, errorf("fixed game: unknown player %d", id)
			}
			if busy[id] {
				return nil, 0, errorf("fixed game: %s already plays in round %d", p.FullName(), round)
			}
			busy[id] = true
		}
	}
	var pool []tournament.PlayerID
	if opts.Players == nil {
		for i := range t.Players {
			p := &t.Players[i]
			if p.Status == tournament.Final && p.Plays(round) && !busy[p.ID] {
				pool = append(pool, p.ID)
			}
		}
	} else {
		seen := map[tournament.PlayerID]bool{}
		for _, id := range opts.Players {
			p := t.Player(id)
			switch {
			case p == nil:
				return nil, 0, errorf("unknown player %d", id)
			case !p.Plays(round):
				return nil, 0, errorf("%s does not take part in round %d", p.FullName(), round)
			case busy[id]:
				return nil, 0, errorf("%s already plays in round %d", p.FullName(), round)
			case seen[id]:
				return nil, 0, errorf("%s is listed twice", p.FullName())
			}
			seen[id] = true
			pool = append(pool, id)
		}
	}
	var bye tournament.PlayerID
	if len(pool)%2 == 1 {
		if existingBye != 0 {
			return nil, 0, errorf("round %d: odd number of players and the bye is already given", round)
		}
		bye = chooseBye(t, round, pool)
		pool = slices.DeleteFunc(pool, func(id tournament.PlayerID) bool { return id == bye })
	}
	return pool, bye, nil
}
