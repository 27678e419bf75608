package pairing

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// boundVariants are settings that change what the cost terms depend on: every seeding system
// in both halves of the tournament, the random and handicap terms switched on, draw-up/draw-down
// modes and compensation, the rank-difference and no-handicap policies, the "number of wins"
// exemption, a Swiss tournament and one with OpenGotha's pairing categories.
var boundVariants = []struct {
	name   string
	change func(s *tournament.Settings)
}{
	{"defaults", func(s *tournament.Settings) {}},
	{"random seeding throughout, random weight", func(s *tournament.Settings) {
		s.Pairing.LastRoundForSeedSystem1 = 5
		s.Pairing.Random = 3_000_000
	}},
	{"slip, handicap weight, no compensation", func(s *tournament.Settings) {
		s.Pairing.SeedSystem1, s.Pairing.SeedSystem2 = tournament.SplitAndSlip, tournament.SplitAndSlip
		s.Pairing.MinimizeHandicap = 2_000_000_000
		s.Pairing.CompensateDUDD = false
	}},
	{"fold from round 1, DUDD top and bottom, rank handicaps", func(s *tournament.Settings) {
		s.Pairing.LastRoundForSeedSystem1 = 0
		s.Pairing.DUDDUpperMode, s.Pairing.DUDDLowerMode = tournament.DUDDTop, tournament.DUDDBottom
		s.Handicap.Kind = tournament.HandicapRankDifference
	}},
	{"no handicap, wins exemption, small score weight", func(s *tournament.Settings) {
		s.Handicap.Kind = tournament.HandicapNone
		s.Pairing.NbWinsThresholdActive = true
		s.Pairing.MinimizeScoreDifference = 20_000_000_000
	}},
	{"swiss", func(s *tournament.Settings) {
		s.System = tournament.Swiss
	}},
	{"swiss with three categories (1d and up, 10k-1k, below)", func(s *tournament.Settings) {
		s.System = tournament.Swiss
		s.Pairing.AvoidMixingCategories = 20_000_000_000_000
		s.Extra = withCategories(3, "1D", "10K")
	}},
}

// withCategories is a Settings.Extra holding OpenGotha's pairing categories as an imported file
// keeps them: n categories with these lower limits, the strongest first.
func withCategories(n int, limits ...string) map[string]string {
	x := "<Categories>"
	for i, l := range limits {
		x += fmt.Sprintf(`<Category lowerLimit="%s" number="%d"></Category>`, l, i+1)
	}
	return map[string]string{
		"GeneralParameterSet.numberOfCategories": fmt.Sprint(n),
		"xml:GeneralParameterSet/Categories":     x + "</Categories>",
	}
}

// boundViolation looks at every pair of the players idx and returns the first whose cost
// exceeds, in some term or in total, the bound of its classes, or "".
func boundViolation(f *field, idx []int, of []int, cls []class, bound func(a, b *class) Cost) string {
	for u := range idx {
		for v := u + 1; v < len(idx); v++ {
			c := f.cost(idx[u], idx[v])
			a, b := min(of[u], of[v]), max(of[u], of[v])
			bd := bound(&cls[a], &cls[b])
			got := [...]int64{c.Duplicate, c.Random, c.BWBalance, c.Category, c.ScoreDiff, c.DUDD, c.Seed, c.Handicap, c.Geo, c.Total}
			max := [...]int64{bd.Duplicate, bd.Random, bd.BWBalance, bd.Category, bd.ScoreDiff, bd.DUDD, bd.Seed, bd.Handicap, bd.Geo, bd.Total}
			names := [...]string{"duplicate", "random", "balance", "category", "score difference", "DUDD", "seed", "handicap", "geo", "total"}
			for k := range got {
				if got[k] > max[k] {
					pa, pb := &f.players[idx[u]], &f.players[idx[v]]
					return fmt.Sprintf("%s term %d above its bound %d: players at group %d place %d/%d and group %d place %d/%d, classes %d and %d",
						names[k], got[k], max[k], pa.group, pa.place, pa.groupSize, pb.group, pb.place, pb.groupSize, a, b)
				}
			}
		}
	}
	return ""
}

// roundField is the field of round of t with the settings changed, its players to pair in
// list order and their classes.
func roundField(t *testing.T, tr *tournament.Tournament, round int, change func(*tournament.Settings)) (*field, []int, matching.Classes, []class) {
	t.Helper()
	return roundFieldSliced(t, tr, round, change, 0)
}

// roundFieldSliced is roundField with the score groups cut into slices of at most maxSlice
// places (as the candidate search has them), or 16 slices when maxSlice is 0.
func roundFieldSliced(t *testing.T, tr *tournament.Tournament, round int, change func(*tournament.Settings), maxSlice int) (*field, []int, matching.Classes, []class) {
	t.Helper()
	c := before(tr, round)
	change(&c.Settings)
	pool, _, err := choosePool(c, round, Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := newField(c, round)
	idx := f.listOrder(pool)
	cl, cls, ok := f.classes(idx, maxSlice)
	if !ok {
		t.Fatal("classes refused default weights")
	}
	return f, idx, cl, cls
}

// TestCostBoundHolds costs every pair of rounds 2 to 5 of a 300-player field under each
// variant and checks every term against the bound of the pair's classes: the proof by blocks
// settles pairs on these bounds without costing them.
func TestCostBoundHolds(t *testing.T) {
	tr := spreadField(t, 300, 4)
	for _, vr := range boundVariants {
		for round := 2; round <= 5; round++ {
			for _, slice := range []int{0, 3} {
				f, idx, cl, cls := roundFieldSliced(t, tr, round, vr.change, slice)
				if msg := boundViolation(f, idx, cl.Of, cls, f.costBound); msg != "" {
					t.Errorf("%s, round %d, slices of %d: %s", vr.name, round, slice, msg)
				}
				if msg := tagViolation(f, idx, cl); msg != "" {
					t.Errorf("%s, round %d, slices of %d: %s", vr.name, round, slice, msg)
				}
			}
		}
	}
}

// tagViolation looks at every pair of the players idx and returns the first whose total cost
// exceeds the bound of its classes less the Less of its colour tags, or "".
func tagViolation(f *field, idx []int, cl matching.Classes) string {
	for u := range idx {
		for v := u + 1; v < len(idx); v++ {
			a, b := min(cl.Of[u], cl.Of[v]), max(cl.Of[u], cl.Of[v])
			s, t := min(cl.Tag[u], cl.Tag[v]), max(cl.Tag[u], cl.Tag[v])
			if c, bound := f.cost(idx[u], idx[v]), cl.Bound(a, b)-cl.Less(s, t); c.Total > bound {
				return fmt.Sprintf("total %d (colour term %d) above the bound %d of classes %d and %d less the tags' %d (balances %d and %d)",
					c.Total, c.BWBalance, bound, a, b, cl.Less(s, t), f.players[idx[u]].balance, f.players[idx[v]].balance)
			}
		}
	}
	return ""
}

// TestBrokenColourTagsAreCaught tags colour balances of 2 or more as 1 (the colour term tells
// them apart from 1 when the other player is even): tagViolation must catch it in some round,
// or it could not catch a real mistake.
func TestBrokenColourTagsAreCaught(t *testing.T) {
	tr := spreadField(t, 300, 4)
	caught := false
	for round := 2; round <= 5; round++ {
		f, idx, cl, _ := roundField(t, tr, round, func(*tournament.Settings) {})
		for u, i := range idx {
			cl.Tag[u] = min(max(f.players[i].balance, -1), 1) + 2
		}
		caught = caught || tagViolation(f, idx, cl) != ""
	}
	if !caught {
		t.Error("colour tags that merge balances 1 and 2 passed in every round")
	}
}

// TestBrokenCostBoundIsCaught makes the bound of one term slightly too optimistic at a time;
// TestCostBoundHolds's check must catch each one, or it could not catch a real mistake.
func TestBrokenCostBoundIsCaught(t *testing.T) {
	tr := spreadField(t, 300, 4)
	broken := []struct {
		name    string
		variant int
		round   int
		bound   func(f *field) func(a, b *class) Cost
	}{
		{"fold seeding taken at the places farthest from the ideal", 0, 5, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				c := f.costBound(a, b)
				if a.group == b.group {
					gs := int64(a.groupSize)
					s := f.params.MaximizeSeeding
					x := max(abs64(int64(a.lo+b.lo)-(gs-1)), abs64(int64(a.hi+b.hi)-(gs-1)))
					c.Seed = s - s*x/(gs-1)*x/(gs-1)
				}
				return c
			}
		}},
		{"draw-up/draw-down without the place terms", 0, 5, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				c := f.costBound(a, b)
				if a.group != b.group {
					upper, lower := drawn(a, b)
					c.DUDD -= upper.placeDown + lower.placeUp
				}
				return c
			}
		}},
		{"draw-up/draw-down place terms without the class's first place", 0, 5, func(f *field) func(a, b *class) Cost {
			unit := f.params.DUDDWeight / 5
			// The largest place term over the places lo+1..hi of a class, as the bound would
			// be if it missed the class's first place.
			without := func(cl *class, mode tournament.DUDDMode) int64 {
				best := int64(0)
				for p := cl.lo + 1; p <= cl.hi; p++ {
					best = max(best, positionTerm(unit, &costKey{groupSize: int32(cl.groupSize), place: int32(p)}, mode))
				}
				return best
			}
			return func(a, b *class) Cost {
				c := f.costBound(a, b)
				if a.group != b.group {
					upper, lower := drawn(a, b)
					c.DUDD += without(upper, f.params.DUDDUpperMode) + without(lower, f.params.DUDDLowerMode) -
						upper.placeDown - lower.placeUp
					c.Total = 1 + c.Duplicate + c.Avoid + c.Random + c.BWBalance + c.Category + c.ScoreDiff + c.DUDD +
						c.Seed + c.Handicap + c.Geo
				}
				return c
			}
		}},
		{"draw-up/draw-down without repairs", 0, 5, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				x, y := *a, *b
				x.repairsUp, x.repairsDn, y.repairsUp, y.repairsDn = false, false, false, false
				return f.costBound(&x, &y)
			}
		}},
		{"slip seeding one place off", 2, 4, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				x, y := *a, *b
				x.lo++
				return f.costBound(&x, &y)
			}
		}},
		{"random seeding less a tenth of its weight", 1, 4, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				c := f.costBound(a, b)
				c.Seed -= c.Seed / 10
				return c
			}
		}},
		{"geography as if nobody were exempt", 0, 5, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				x, y := *a, *b
				x.exempt, y.exempt = false, false
				return f.costBound(&x, &y)
			}
		}},
		{"score difference one group closer", 0, 3, func(f *field) func(a, b *class) Cost {
			return func(a, b *class) Cost {
				c := f.costBound(a, b)
				if gap := abs(a.group - b.group); gap > 0 {
					c.ScoreDiff = f.scoreDiff[gap+1]
				}
				return c
			}
		}},
	}
	for _, br := range broken {
		vr := boundVariants[br.variant]
		f, idx, cl, cls := roundField(t, tr, br.round, vr.change)
		bound := br.bound(f)
		wrap := func(a, b *class) Cost {
			c := bound(a, b)
			c.Total = 1 + c.Duplicate + c.Random + c.BWBalance + c.Category + c.ScoreDiff + c.DUDD + c.Seed + c.Handicap + c.Geo
			return c
		}
		if msg := boundViolation(f, idx, cl.Of, cls, wrap); msg == "" {
			t.Errorf("%s (%s, round %d): not caught", br.name, vr.name, br.round)
		}
	}
}

// TestCandidatesSameWithClasses finds the candidates of rounds of a 300-player field under
// each variant twice: skipping the classes and colour tags whose bounds cannot hold a
// player's best partners, and costing every player of the groups. Both must give the same
// pairs: the bounds only save work. The classes are those of the check (16 slices of places
// per group), those of the candidate search (slices of candidateSlice places) and slices of 3.
func TestCandidatesSameWithClasses(t *testing.T) {
	tr := spreadField(t, 300, 4)
	for _, vr := range boundVariants {
		for round := 2; round <= 5; round++ {
			for _, slice := range []int{0, candidateSlice, 3} {
				f, idx, cl, cls := roundFieldSliced(t, tr, round, vr.change, slice)
				weight := func(u, v int) int64 { return f.weight(idx[u], idx[v]) }
				got, _ := f.candidates(idx, weight, &classBounds{cl, cls})
				want, _ := f.candidates(idx, weight, nil)
				if !slices.Equal(got, want) {
					t.Errorf("%s, round %d, slices of %d: %d candidates with classes, %d costing every player; first difference at %d",
						vr.name, round, slice, len(got), len(want), firstDifference(got, want))
				}
			}
		}
	}
}

// firstDifference is the first position where the pairs a and b differ.
func firstDifference(a, b []matching.Edge) int {
	for k := range min(len(a), len(b)) {
		if a[k] != b[k] {
			return k
		}
	}
	return min(len(a), len(b))
}

// TestClassesSameOptimumAsDense pairs rounds of a 600-player field under each variant with
// the proof by blocks and with the proof pair by pair: same total weight, and the certificate
// of the first holds on every pair of the round.
func TestClassesSameOptimumAsDense(t *testing.T) {
	if testing.Short() {
		t.Skip("600-player rounds under every variant")
	}
	tr := spreadField(t, 600, 4)
	for _, vr := range boundVariants {
		for _, round := range []int{2, 5} {
			f, idx, cl, cls := roundField(t, tr, round, vr.change)
			weight := func(u, v int) int64 { return f.weight(idx[u], idx[v]) }
			cand, seeds := f.candidates(idx, weight, &classBounds{cl, cls})
			cl.Keep = seeds
			got, st, err := matching.MaxWeightClasses(len(idx), weight, cand, cl)
			if err != nil {
				t.Fatalf("%s, round %d: %v", vr.name, round, err)
			}
			dense, _ := f.candidates(idx, weight, nil)
			want, _, err := matching.MaxWeightDense(len(idx), weight, dense)
			if err != nil {
				t.Fatal(err)
			}
			if got.Weight != want.Weight {
				t.Errorf("%s, round %d: weight %d by blocks, %d pair by pair", vr.name, round, got.Weight, want.Weight)
			}
			var all []matching.Edge
			for u := range idx {
				for v := u + 1; v < len(idx); v++ {
					all = append(all, matching.Edge{U: u, V: v, W: weight(u, v)})
				}
			}
			if err := matching.Verify(len(idx), all, got); err != nil {
				t.Errorf("%s, round %d: %v", vr.name, round, err)
			}
			if st.PairsBounded == 0 {
				t.Errorf("%s, round %d: no pair settled by its bound", vr.name, round)
			}
		}
	}
}

// TestPairIsDeterministic pairs the same round twice: the weights are costed on several
// goroutines, and the games must not depend on their timing.
func TestPairIsDeterministic(t *testing.T) {
	tr := before(spreadField(t, 600, 4), 4)
	first, err := Pair(tr, 4, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		again, err := Pair(tr, 4, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(again.Games) != fmt.Sprint(first.Games) {
			t.Fatal("the same round paired twice gave different games")
		}
	}
}
