package pairing

import (
	"cmp"
	"slices"

	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// placeClasses is how many classes a score group is cut into by place. The seeding term
// depends on the two places, so a class of neighbouring places bounds it closely; more
// classes settle more pairs by their bound but cost more blocks to look at.
const placeClasses = 16

// class is a set of players of the round who share their score group and their geography
// exemption and have neighbouring places in the group: every term of the cost of a pair
// between two classes can be bounded from the classes alone (see costBound).
type class struct {
	group, groupSize int
	exempt           bool
	lo, hi           int // lowest and highest place of the members
	// Draw-up/draw-down history: whether some member was never drawn down (up), and whether
	// some member was drawn up (down) more often than down (up), so that a draw would repair it.
	neverDD, neverDU     bool
	repairsUp, repairsDn bool
	// The largest place term of a member drawn down (as the upper player of a pair) and drawn
	// up (as the lower one).
	placeDown, placeUp int64
}

// classes sorts the players idx[0..] into classes for matching.MaxWeightClasses, and bounds
// the weight of every pair between two classes by costBound. It returns false when a pairing
// weight is negative: the bounds assume none is (every tournament hoshi writes or reads from
// OpenGotha has them positive), and the round is then proved pair by pair.
func (f *field) classes(idx []int, maxSlice int) (matching.Classes, []class, bool) {
	par := &f.params
	for _, w := range []int64{par.AvoidDuplicateGame, par.Random, par.BalanceWB, par.MinimizeScoreDifference,
		par.DUDDWeight, par.MaximizeSeeding, par.MinimizeHandicap, par.AvoidSameGeo} {
		if w < 0 {
			return matching.Classes{}, nil, false
		}
	}
	type key struct {
		group  int
		exempt bool
		slice  int
	}
	keyOf := func(e *entrant) key {
		per := (e.groupSize + placeClasses - 1) / placeClasses
		if maxSlice > 0 {
			per = min(per, maxSlice)
		}
		return key{e.group, e.exempt, e.place / max(per, 1)}
	}
	keys := make([]key, 0, len(idx))
	for _, i := range idx {
		keys = append(keys, keyOf(&f.players[i]))
	}
	slices.SortFunc(keys, func(a, b key) int {
		return cmp.Or(cmp.Compare(a.group, b.group), cmp.Compare(b2i(a.exempt), b2i(b.exempt)), cmp.Compare(a.slice, b.slice))
	})
	keys = slices.Compact(keys)
	number := make(map[key]int, len(keys))
	for c, k := range keys {
		number[k] = c
	}
	cls := make([]class, len(keys))
	seen := make([]bool, len(keys))
	of := make([]int, len(idx))
	unit := par.DUDDWeight / 5
	for u, i := range idx {
		e := &f.players[i]
		c := number[keyOf(e)]
		of[u] = c
		cl := &cls[c]
		if !seen[c] {
			seen[c] = true
			*cl = class{group: e.group, groupSize: e.groupSize, exempt: e.exempt, lo: e.place, hi: e.place}
		}
		cl.lo, cl.hi = min(cl.lo, e.place), max(cl.hi, e.place)
		cl.neverDD = cl.neverDD || e.dd == 0
		cl.neverDU = cl.neverDU || e.du == 0
		cl.repairsUp = cl.repairsUp || e.du > 0 && e.dd < e.du
		cl.repairsDn = cl.repairsDn || e.dd > 0 && e.du < e.dd
		cl.placeDown = max(cl.placeDown, positionTerm(unit, &f.keys[i], par.DUDDUpperMode))
		cl.placeUp = max(cl.placeUp, positionTerm(unit, &f.keys[i], par.DUDDLowerMode))
	}
	bound := func(a, b int) int64 { return f.costBound(&cls[a], &cls[b]).Total }
	tag := make([]int, len(idx))
	for u, i := range idx {
		tag[u] = colourTag(f.players[i].balance)
	}
	less := func(s, t int) int64 { return par.BalanceWB - f.colourTerm(s-2, t-2) }
	return matching.Classes{Of: of, Bound: bound, Tag: tag, Less: less}, cls, true
}

// colourTag is a player's colour balance as far as the colour term tells balances apart:
// from 0 for -2 or less to 4 for +2 or more. The classes bound the colour term by its
// weight; the tags tell the check how far below it each pair of balances stays (many pairs
// of a large score group differ from the best by little more than their colours).
func colourTag(balance int) int { return min(max(balance, -2), 2) + 2 }

// costBound bounds each term of the cost of any pair of players, one from class a and one
// from class b (a different player), and their total. The weights must not be negative.
//
//   - Duplicate, Avoid, Random, BWBalance, Handicap: their weights (a pair may not have met, a
//     random number is at most its weight, a concave term at most its scale).
//   - ScoreDiff: exact, since it depends on the groups alone.
//   - DUDD (groups differ): the best scenario the classes allow (the upper class has a member
//     never drawn down, the lower one a member never drawn up, and members whose imbalance a
//     draw repairs) plus the largest place term of a member of each class (at most half a
//     unit). The place terms are what tell the classes of a group apart as partners from
//     another group: with half a unit for every place, every class of the adjacent group
//     had the same bound, and a player's best partners there were looked for among all
//     its members.
//   - Seed (same group): the seeding term of the places of the two classes that come closest
//     to the system's ideal; the term falls as the places move away from it (see seedBound).
//   - Geo: the largest value of the pair's exemption case over club and country.
func (f *field) costBound(a, b *class) Cost {
	par := &f.params
	var c Cost
	c.Duplicate = par.AvoidDuplicateGame
	c.Avoid = f.avoidWeight
	c.Random = par.Random
	c.BWBalance = par.BalanceWB
	gap := abs(a.group - b.group)
	c.Category, c.ScoreDiff = f.categoryAndScore(a.group, b.group)
	if gap > 0 {
		upper, lower := drawn(a, b)
		scenario := 2
		if !upper.neverDD {
			scenario--
		}
		if !lower.neverDU {
			scenario--
		}
		if scenario > 0 {
			scenario += b2i(upper.repairsUp) + b2i(lower.repairsDn)
		}
		unit := par.DUDDWeight / 5
		c.DUDD = upper.placeDown + lower.placeUp
		switch {
		case scenario == 1:
			c.DUDD += unit
		case scenario == 2 || scenario > 2 && !par.CompensateDUDD:
			c.DUDD += 2 * unit
		case scenario > 2:
			c.DUDD += int64(scenario) * unit
		}
		// The division never makes a larger value smaller than a smaller one's: still a bound.
		c.DUDD = f.overCategories(c.DUDD, a.group, b.group)
	} else {
		c.Seed = f.seedBound(a, b)
	}
	c.Handicap = par.MinimizeHandicap
	exempt := b2i(a.exempt) + b2i(b.exempt)
	for club := range 2 {
		for country := range 2 {
			if g := f.geoByCase[exempt][club][country]; club+country == 0 || g > c.Geo {
				c.Geo = g
			}
		}
	}
	c.Total = 1 + c.Duplicate + c.Avoid + c.Random + c.BWBalance + c.Category + c.ScoreDiff + c.DUDD +
		c.Seed + c.Handicap + c.Geo
	return c
}

// drawn orders two classes of different groups: upper, of the better group, is the one whose
// player would be drawn down, lower the one whose player would be drawn up.
func drawn(a, b *class) (upper, lower *class) {
	if b.group < a.group {
		return b, a
	}
	return a, b
}

// seedBound bounds the seeding term of two players of one group, places in a.lo..a.hi and
// b.lo..b.hi. Fold and slip subtract s*x/d*x/d from s, which in Go's integer arithmetic
// depends on |x| alone and grows with it (each step, truncated, is non-decreasing in |x|), so
// the bound is the term at the smallest |x| the places allow. Random gives at most s, and 0
// when both classes lie in the same half.
func (f *field) seedBound(a, b *class) int64 {
	s := f.params.MaximizeSeeding
	gs := int64(a.groupSize)
	alo, ahi, blo, bhi := int64(a.lo), int64(a.hi), int64(b.lo), int64(b.hi)
	switch f.seedSystem() {
	case tournament.SplitAndRandom:
		aTop, aBottom := 2*alo < gs, 2*ahi >= gs
		bTop, bBottom := 2*blo < gs, 2*bhi >= gs
		if aTop && bBottom || aBottom && bTop {
			return s
		}
		return 0
	case tournament.SplitAndFold:
		if gs < 2 {
			return s
		}
		x := nearestZero(alo+blo-(gs-1), ahi+bhi-(gs-1))
		return s - s*x/(gs-1)*x/(gs-1)
	}
	// Slip: x = 2|c1-c2| - gs, with |c1-c2| between the classes' nearest and farthest places.
	near := max(0, blo-ahi, alo-bhi)
	far := max(ahi-blo, bhi-alo)
	x := min(abs64(2*min(max(gs/2, near), far)-gs), abs64(2*min(max((gs+1)/2, near), far)-gs))
	return s - s*x/gs*x/gs
}

// nearestZero is the value of lo..hi closest to 0, as an absolute value.
func nearestZero(lo, hi int64) int64 {
	switch {
	case lo > 0:
		return lo
	case hi < 0:
		return -hi
	}
	return 0
}
