package pairing

import "github.com/hoshi-go/hoshi/internal/tournament"

// seedSystem is the seeding system of the round being paired: the first one for the early
// rounds, when scores say little, and the second one afterwards.
func (f *field) seedSystem() tournament.SeedSystem {
	if f.round <= f.params.LastRoundForSeedSystem1 {
		return f.params.SeedSystem1
	}
	return f.params.SeedSystem2
}

// seedCost is the seeding term for two players of the same score group, with c1, c2 their
// places and gs the group size:
//   - split and random: the top half meets the bottom half, in a deterministic random order;
//   - split and fold: the first meets the last (best when c1+c2 = gs-1);
//   - split and slip: the first meets the first of the bottom half (best when |c1-c2| = gs/2).
//
// OpenGotha's integer divisions are kept in its order.
func (f *field) seedCost(a, b *costKey) int64 {
	if a.group != b.group {
		return 0
	}
	s := f.params.MaximizeSeeding
	gs, c1, c2 := int64(a.groupSize), int64(a.place), int64(b.place)
	switch f.seedSystem() {
	case tournament.SplitAndRandom:
		if (2*c1 < gs) != (2*c2 < gs) {
			return s - detRandom(int64(float64(s)*0.2), &a.name, &b.name)
		}
		return 0
	case tournament.SplitAndFold:
		x := c1 + c2 - (gs - 1)
		return s - s*x/(gs-1)*x/(gs-1)
	}
	x := 2*abs64(c1-c2) - gs
	return s - s*x/gs*x/gs
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
