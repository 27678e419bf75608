package pairing

import (
	"sort"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// mainCriterion is the score that makes the groups: the McMahon score unless the placement
// criteria put the number of wins first (or the tournament is Swiss).
func mainCriterion(s *tournament.Settings) tournament.Criterion {
	for _, c := range s.Criteria {
		if c == tournament.CritMMS || c == tournament.CritNBW {
			return c
		}
	}
	if s.System == tournament.Swiss {
		return tournament.CritNBW
	}
	return tournament.CritMMS
}

// scoreRange is the lowest and highest main score a player can have before the round: for
// McMahon from the floor minus the largest negative correction up to the bar plus the largest
// positive correction plus one point per round played; for Swiss from 0 to the rounds played.
// Every score in the range is a group, empty or not, so the number of groups (which scales the
// score difference term) does not depend on the results.
func scoreRange(s *tournament.Settings, round int) (lo, hi int) {
	if mainCriterion(s) == tournament.CritNBW {
		return 0, round - 1
	}
	const minCorrection, maxCorrection = -1, 2
	return s.Floor.Value() + minCorrection + 30, s.Bar.Value() + maxCorrection + 30 + round - 1
}

// assignGroups numbers the score groups from the top, counts them and places every player
// inside his group: by the placement criteria, then the additional criterion of the current
// seeding system (rating by default), then name and first name in Java String order. Group
// sizes and places count the players who take part in the round (the bye included), not the
// absent ones.
//
// With OpenGotha's pairing categories (tournament.Settings.PairingCategories), the groups are
// numbered category by category, the strongest category first, each with the whole score
// range: group = category x span + place of the score in the range, and the number of groups
// is the categories times the span, as OpenGotha counts them.
func (f *field) assignGroups() {
	lo, hi := scoreRange(f.settings, f.round)
	limits := f.settings.PairingCategories()
	f.span, f.categories = hi-lo+1, len(limits)+1
	f.groups = f.span * f.categories
	additional := f.params.AdditionalPlacementCritSystem1
	if f.round > f.params.LastRoundForSeedSystem1 {
		additional = f.params.AdditionalPlacementCritSystem2
	}
	byGroup := make(map[int][]int)
	for i := range f.players {
		e := &f.players[i]
		m := min(max(e.main, lo), hi)
		e.group = hi - m
		if limits != nil {
			e.group += tournament.PairingCategory(limits, e.player.Rank) * f.span
		}
		if e.player.Status == tournament.Final && e.player.Plays(f.round) {
			byGroup[e.group] = append(byGroup[e.group], i)
		}
	}
	for _, members := range byGroup {
		sort.SliceStable(members, func(x, y int) bool {
			return f.better(&f.players[members[x]], &f.players[members[y]], additional) < 0
		})
		for place, i := range members {
			f.players[i].place = place
			f.players[i].groupSize = len(members)
		}
	}
}

// better orders two players for the places in a group: negative if a comes first.
func (f *field) better(a, b *entrant, additional tournament.Criterion) int {
	if c := compareCrits(a, b); c != 0 {
		return c
	}
	switch additional {
	case tournament.CritRating:
		if a.player.Rating != b.player.Rating {
			return b.player.Rating - a.player.Rating
		}
	case tournament.CritRank:
		if a.player.Rank != b.player.Rank {
			return int(b.player.Rank) - int(a.player.Rank)
		}
	}
	return compareNames(a.player, b.player)
}

// compareNames orders players by name, then first name, in Java String order.
func compareNames(a, b *tournament.Player) int {
	if c := compareUTF16(utf16Of(a.Name), utf16Of(b.Name)); c != 0 {
		return c
	}
	return compareUTF16(utf16Of(a.FirstName), utf16Of(b.FirstName))
}

// compareCrits orders two players by the placement criteria before the round alone:
// negative if a is ahead, 0 if they are level.
func compareCrits(a, b *entrant) int {
	for k := range a.crits {
		if a.crits[k] != b.crits[k] {
			return b.crits[k] - a.crits[k]
		}
	}
	return 0
}
