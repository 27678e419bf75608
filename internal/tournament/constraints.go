package tournament

import "slices"

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
