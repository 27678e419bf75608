package tournament

import (
	"errors"
	"fmt"
	"slices"
)

// MaxTable is the highest table number a player can be fixed to or a round can leave out.
const MaxTable = 9999

// PlayerPair is two players, in the JSON API a list of two ids: [3, 7].
type PlayerPair [2]PlayerID

// Has reports whether id is one of the two players.
func (p PlayerPair) Has(id PlayerID) bool { return p[0] == id || p[1] == id }

// Same reports whether q names the same two players, in either order.
func (p PlayerPair) Same(q PlayerPair) bool {
	return p == q || p[0] == q[1] && p[1] == q[0]
}

// Avoided reports whether the settings keep players a and b apart.
func (s *Settings) Avoided(a, b PlayerID) bool {
	for _, p := range s.AvoidPairs {
		if p.Same(PlayerPair{a, b}) {
			return true
		}
	}
	return false
}

// LeftOut reports whether table is left out in round.
func (s *Settings) LeftOut(round, table int) bool {
	return slices.Contains(s.LeftOutTables[round], table)
}

// validateConstraints checks the shape of the avoid pairs and the left-out tables, which
// Settings.Validate calls: a pair names two different players, each pair once; a round of
// left-out tables exists, each table once. Whether the players exist is ValidateAvoidPairs.
func (s Settings) validateConstraints(fe *fieldErrors) {
	for i, p := range s.AvoidPairs {
		field := fmt.Sprintf("AvoidPairs[%d]", i+1)
		switch {
		case p[0] <= 0 || p[1] <= 0:
			fe.add(field, "a pair to keep apart names two players by their ids, not %d and %d", p[0], p[1])
		case p[0] == p[1]:
			fe.add(field, "a pair to keep apart names two different players, not player %d twice", p[0])
		case slices.IndexFunc(s.AvoidPairs[:i], p.Same) >= 0:
			fe.add(field, "players %d and %d are already kept apart above", p[0], p[1])
		}
	}
	rounds := make([]int, 0, len(s.LeftOutTables))
	for r := range s.LeftOutTables {
		rounds = append(rounds, r)
	}
	slices.Sort(rounds)
	for _, r := range rounds {
		field := fmt.Sprintf("LeftOutTables[%d]", r)
		if r < 1 || r > max(s.Rounds, 1) {
			fe.add(field, "round %d does not exist: the tournament has rounds 1 to %d", r, s.Rounds)
			continue
		}
		tables := s.LeftOutTables[r]
		for i, t := range tables {
			switch {
			case t < 1 || t > MaxTable:
				fe.add(field, "table %d does not exist: tables are numbered 1 to %d", t, MaxTable)
			case slices.Index(tables, t) < i:
				fe.add(field, "table %d is listed twice", t)
			}
		}
	}
}

// ValidateAvoidPairs checks that every pair to keep apart names registered players (a
// *FieldError on "AvoidPairs[i]", i from 1). Settings.Validate checks the rest of the pairs.
func (s Settings) ValidateAvoidPairs(players []Player) error {
	known := make(map[PlayerID]bool, len(players))
	for i := range players {
		known[players[i].ID] = true
	}
	var fe fieldErrors
	for i, p := range s.AvoidPairs {
		for _, id := range p {
			if id > 0 && !known[id] {
				fe.add(fmt.Sprintf("AvoidPairs[%d]", i+1), "no player has the id %d", id)
				break
			}
		}
	}
	return errors.Join(fe...)
}

// WithoutPlayer returns the avoid pairs without those naming id: what is left of them when
// the player is deleted. The slice is new; nil when none is left.
func WithoutPlayer(pairs []PlayerPair, id PlayerID) []PlayerPair {
	var out []PlayerPair
	for _, p := range pairs {
		if !p.Has(id) {
			out = append(out, p)
		}
	}
	return out
}
