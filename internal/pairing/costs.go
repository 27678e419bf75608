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
	Category  int64 // hoshi has no categories: always 0, kept for OpenGotha's dump layout
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
	c.ScoreDiff = f.scoreDiff[abs(int(a.group-b.group))]
	c.DUDD = f.duddCost(a, b)
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
