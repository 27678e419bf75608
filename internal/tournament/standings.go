package tournament

import (
	"cmp"
	"slices"
)

// Standing is one line of the standings.
type Standing struct {
	Player *Player
	// Place is 1-based; players equal on every criterion share the place of the first of
	// them, and the next place skips accordingly (1, 2, 2, 4).
	Place  int
	Shared bool
	// Values are the player's values of Settings.Criteria, in order, each on its
	// criterion's Scale.
	Values []int
}

// Standings ranks every player after the given round by Settings.Criteria, but the
// preliminary ones who never played. Ties left by all criteria share a place and are listed
// by name, as OpenGotha lists them.
func (t *Tournament) Standings(afterRound int) []Standing {
	s := t.ScoresAfter(afterRound)
	crit := t.Settings.Criteria
	n := len(t.Players)
	values := make([][]int, n)
	backing := make([]int, n*len(crit))
	for i := range values {
		values[i] = backing[i*len(crit) : (i+1)*len(crit) : (i+1)*len(crit)]
	}
	for j, c := range crit {
		if c == CritDC || c == CritSDC {
			continue
		}
		col := s.column(c)
		for i := range values {
			values[i][j] = col[i]
		}
	}
	// A preliminary registration (a sign-up not yet confirmed) is not in the standings,
	// unless he has played (an imported tournament's preliminary player with games).
	played := make(map[PlayerID]bool)
	for _, g := range t.Games {
		played[g.White], played[g.Black] = true, true
	}
	for _, b := range t.Byes {
		played[b.Player] = true
	}
	order := make([]int, 0, n)
	for i := range t.Players {
		if p := &t.Players[i]; p.Status != Preliminary || played[p.ID] {
			order = append(order, i)
		}
	}
	byValues := func(a, b int) int {
		return slices.Compare(values[b], values[a])
	}
	byName := func(a, b int) int {
		pa, pb := &t.Players[a], &t.Players[b]
		return cmp.Or(byValues(a, b), cmp.Compare(pa.Name, pb.Name),
			cmp.Compare(pa.FirstName, pb.FirstName), cmp.Compare(pa.ID, pb.ID))
	}
	slices.SortFunc(order, byName)
	if d := slices.IndexFunc(crit, func(c Criterion) bool { return c == CritDC || c == CritSDC }); d >= 0 {
		s.directConfrontation(order, values, d)
		slices.SortFunc(order, byName)
	}
	out := make([]Standing, len(order))
	for pos, i := range order {
		st := Standing{Player: &t.Players[i], Place: pos + 1, Values: values[i]}
		if pos > 0 && byValues(order[pos-1], i) == 0 {
			st.Place = out[pos-1].Place
			st.Shared = true
			out[pos-1].Shared = true
		}
		out[pos] = st
	}
	return out
}
