package pairing

import "github.com/hoshi-go/hoshi/internal/tournament"

// balanceCost rewards a game that evens out colours: only for an even game (a handicap decides
// the colours), fully when one player had White more often and the other Black, half when one
// is balanced and the other is off by two or more.
func (f *field) balanceCost(a, b *entrant) int64 {
	if f.stones(a.index, b.index) != 0 {
		return 0
	}
	w := f.params.BalanceWB
	switch {
	case a.balance*b.balance < 0:
		return w
	case a.balance == 0 && abs(b.balance) >= 2, b.balance == 0 && abs(a.balance) >= 2:
		return w / 2
	}
	return 0
}

// colours returns who takes White in a game between players i and j, and the handicap. The
// handicap decides; in an even game the player who had White more often takes Black, and a
// tie is broken by the deterministic random number of the pair.
func (f *field) colours(i, j int) (white, black, handicap int) {
	switch hd := f.stones(i, j); {
	case hd > 0:
		return i, j, hd
	case hd < 0:
		return j, i, -hd
	}
	a, b := &f.players[i], &f.players[j]
	switch {
	case a.balance > b.balance:
		return j, i, 0
	case a.balance < b.balance:
		return i, j, 0
	case detRandom(1, &a.name, &b.name) == 0:
		return i, j, 0
	}
	return j, i, 0
}

// initHandicap sets f.stones from the tournament's handicap policy. A handicap depends only on
// the two players' pseudo ranks (their McMahon scores before the round, or their ranks), so
// the policy is asked once per pair of pseudo ranks and the answer cached: costing all pairs
// of a large field then needs a few hundred questions, not millions.
func (f *field) initHandicap(t *tournament.Tournament) {
	pol := f.settings.Handicap
	for i := range f.players {
		e := &f.players[i]
		switch {
		case pol.Kind == tournament.HandicapNone:
			e.hdKey = 0
		case pol.Kind == tournament.HandicapMMS && !pol.BasedOnRank:
			e.hdKey = e.mms2 / 2
		default:
			e.hdKey = e.player.Rank.Value()
		}
	}
	cache := map[[2]int]int{}
	f.stones = func(i, j int) int {
		a, b := &f.players[i], &f.players[j]
		if pol.Kind == tournament.HandicapNone || a.hdKey == b.hdKey {
			return 0
		}
		key := [2]int{a.hdKey, b.hdKey}
		hd, ok := cache[key]
		if !ok {
			white, black, decided := t.HandicapColors(a.player, b.player, f.round)
			if decided {
				hd, _ = t.Handicap(white, black, f.round)
				if white != a.player {
					hd = -hd
				}
			}
			cache[key] = hd
			cache[[2]int{b.hdKey, a.hdKey}] = -hd
		}
		return hd
	}
}
