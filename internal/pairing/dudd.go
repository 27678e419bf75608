package pairing

import "github.com/hoshi-go/hoshi/internal/tournament"

// duddCost is the draw-up/draw-down term for a pair from different score groups. A scenario
// starts at 2 (an ordinary draw-up/draw-down); it loses one for each player who was already
// drawn the same way, and, unless it fell to 0, gains one for each player whose earlier
// imbalance this game repairs. The unit is a fifth of the weight; the scenario gives whole
// units and each player's place in his group adds up to half a unit (the middle of the upper
// group and of the lower group by default, so that the strongest of a group are not always the
// ones drawn down). OpenGotha's integer divisions are kept in its order.
func (f *field) duddCost(a, b *costKey) int64 {
	if a.group == b.group {
		return 0
	}
	upper, lower := a, b // upper is in the better group: the drawn-down one
	if b.group < a.group {
		upper, lower = b, a
	}
	scenario := 2
	// Drawn again the same way.
	if upper.dd > 0 {
		scenario--
	}
	if lower.du > 0 {
		scenario--
	}
	// Repairs of an earlier imbalance.
	if scenario != 0 {
		if upper.du > 0 && upper.dd < upper.du {
			scenario++
		}
		if lower.dd > 0 && lower.du < lower.dd {
			scenario++
		}
	}
	unit := f.params.DUDDWeight / 5
	cost := positionTerm(unit, upper, f.params.DUDDUpperMode) +
		positionTerm(unit, lower, f.params.DUDDLowerMode)
	switch {
	case scenario == 0:
	case scenario == 1:
		cost += unit
	case scenario == 2 || !f.params.CompensateDUDD:
		cost += 2 * unit
	default:
		cost += int64(scenario) * unit
	}
	return cost
}

// positionTerm rewards drawing a player from the top, middle or bottom of his group.
func positionTerm(unit int64, e *costKey, mode tournament.DUDDMode) int64 {
	gs, ip := int64(e.groupSize), int64(e.place)
	switch mode {
	case tournament.DUDDTop:
		return unit / 2 * (gs - 1 - ip) / gs
	case tournament.DUDDBottom:
		return unit / 2 * ip / gs
	}
	return unit / 2 * (gs - 1 - int64(abs(int(2*ip-gs+1)))) / gs
}
