package pairing

// Cost is the benefit OpenGotha gives to pairing two players, term by term. The matching takes
// the pairs with the largest total; the terms are powers of ten apart, so each one only breaks
// the ties of the terms above it. The web page shows these terms to explain a pairing.
type Cost struct {
	Duplicate int64 // the two never met
	// Avoid: the two are not a pair the director keeps apart (Settings.AvoidPairs); 0 for
	// every pair when the round has none to keep apart (see initAvoid).
	Avoid     int64
	Random    int64 // noise from the names, 0 by default; always deterministic, so a round can be re-paired identically
	BWBalance int64 // the game would even out both players' colours
	Category  int64 // the same pairing category, or close ones (0 without categories)
	ScoreDiff int64 // close scores
	DUDD      int64 // a draw-up/draw-down that fits the players' history and places
	Seed      int64 // the places inside a score group fit the seeding system
	Handicap  int64 // small handicap (weight 0 by default)
	Geo       int64 // different clubs and countries
	Total     int64 // 1 + the sum of the terms; never 0, which means "cannot pair"
}

// cost computes the terms for players i and j of the field (indices into f.players).
func (f *field) cost(i, j int) Cost {
	return f.costOf(&f.keys[i], &f.keys[j])
}

// costOf computes the terms for the players of keys a and b.
func (f *field) costOf(a, b *costKey) Cost {
	var c Cost
	if !f.met(a, b) {
		c.Duplicate = f.params.AvoidDuplicateGame
	}
	if f.avoidWeight > 0 && !f.avoided(int(a.index), int(b.index)) {
		c.Avoid = f.avoidWeight
	}
	if f.params.Random > 0 {
		c.Random = detRandom(f.params.Random, &a.name, &b.name)
	}
	c.BWBalance = f.balanceCost(a, b)
	c.Category, c.ScoreDiff = f.categoryAndScore(int(a.group), int(b.group))
	c.DUDD = f.overCategories(f.duddCost(a, b), int(a.group), int(b.group))
	c.Seed = f.seedCost(a, b)
	c.Handicap = f.handicapCost(a, b)
	c.Geo = f.geoCost(a, b)
	c.Total = 1 + c.Duplicate + c.Avoid + c.Random + c.BWBalance + c.Category + c.ScoreDiff + c.DUDD +
		c.Seed + c.Handicap + c.Geo
	return c
}

// weight is the total cost alone, the edge weight of the matching.
func (f *field) weight(i, j int) int64 {
	return f.cost(i, j).Total
}

// concave is OpenGotha's shape for "closer is better" terms: scale*(1-x)*(1+k*x) for
// 0 <= x <= 1, truncated like Java's (long) cast. The explicit conversions keep Go from
// fusing the multiplications, which would change the last bit on some processors.
func concave(scale int64, x, k float64) int64 {
	return int64(float64(float64(scale)*(1.0-x)) * float64(1.0+float64(k*x)))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// categoryAndScore are the category and score-difference terms of players of groups ga and gb,
// as OpenGotha: with several pairing categories, concave(W, category gap / categories); the
// score difference only inside a category (0 across categories), over the gap of the groups.
func (f *field) categoryAndScore(ga, gb int) (category, score int64) {
	if f.categories <= 1 { // no categories: the costing of every pair of a large field
		return 0, f.scoreDiff[abs(ga-gb)]
	}
	ca, cb := ga/f.span, gb/f.span
	x := float64(abs(ca-cb)) / float64(f.categories)
	category = concave(f.params.AvoidMixingCategories, x, nx1Factor)
	if ca == cb {
		score = f.scoreDiff[abs(ga-gb)]
	}
	return category, score
}

// overCategories divides a draw-up/draw-down term by (category gap + 1)^4, in OpenGotha's
// integer steps: drawing across categories counts for little.
func (f *field) overCategories(dudd int64, ga, gb int) int64 {
	if f.categories <= 1 {
		return dudd
	}
	g := int64(abs(ga/f.span-gb/f.span)) + 1
	if g == 1 {
		return dudd
	}
	return dudd / g / g / g / g
}
