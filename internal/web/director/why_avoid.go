package director

import (
	"github.com/hoshi-go/hoshi/internal/pairing"
)

// withAvoidTerm puts the term of the pairs kept apart ("Kept apart", pairing.Cost.Avoid)
// after "never met before", its priority. Its largest value is the weight of a pair not kept
// apart, the largest Avoid of the round's pairs: 0 (the row muted) when the tournament keeps
// no pair apart.
func withAvoidTerm(terms []dirCostTerm, chosen pairing.Cost, pairs []pairing.PairCost) []dirCostTerm {
	var largest int64
	for _, pc := range pairs {
		largest = max(largest, pc.Cost.Avoid)
	}
	largest = max(largest, chosen.Avoid)
	row := dirCostTerm{Label: "Kept apart", Value: dirDigits(chosen.Avoid), Max: dirDigits(largest),
		Full: chosen.Avoid >= largest && largest > 0, Nil: largest == 0}
	at := min(1, len(terms))
	return append(terms[:at:at], append([]dirCostTerm{row}, terms[at:]...)...)
}
