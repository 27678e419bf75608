package matching

import (
	"math/rand/v2"
	"testing"
)

// TestMaxWeightAgainstBruteForce compares the optimal weight with exhaustive search on random
// graphs of every size up to 16, sparse to complete, with small, tied and huge weights.
func TestMaxWeightAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	weights := []int64{1, 3, 10, 1000, 1e9, 1e15, MaxEdgeWeight}
	densities := []float64{0.15, 0.3, 0.5, 0.8, 1}
	count := 3000
	if testing.Short() {
		count = 300
	}
	for c := 0; c < count; c++ {
		n := 1 + r.IntN(16)
		if c%3 == 0 {
			n = 10 + r.IntN(7)
		}
		maxW := weights[r.IntN(len(weights))]
		edges := randomGraph(r, n, densities[r.IntN(len(densities))], maxW, r.IntN(3) == 0)
		checkAgainstBrute(t, n, edges)
		if t.Failed() {
			t.Fatalf("case %d: n=%d edges=%v", c, n, edges)
		}
	}
}

// checkAgainstBrute solves the graph and compares with exhaustive search; it also re-runs
// Verify itself rather than trusting MaxWeight's internal call.
func checkAgainstBrute(t *testing.T, n int, edges []Edge) Matching {
	t.Helper()
	m, err := MaxWeight(n, edges)
	if err != nil {
		t.Errorf("MaxWeight: %v", err)
		return m
	}
	if want := bruteMaxWeight(n, edges); m.Weight != want {
		t.Errorf("weight %d, brute force %d", m.Weight, want)
	}
	if err := Verify(n, edges, m); err != nil {
		t.Errorf("Verify: %v", err)
	}
	return m
}

// TestTextbookStartAgainstBruteForce runs the solver from the textbook start (every vertex at
// the same dual, nothing matched) instead of the greedy one: each stage then starts from many
// trees, and blossoms form, expand and carry over between stages far more often.
func TestTextbookStartAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	count := 2000
	if testing.Short() {
		count = 200
	}
	for c := 0; c < count; c++ {
		n := 2 + r.IntN(15)
		edges := randomGraph(r, n, []float64{0.2, 0.4, 0.7, 1}[r.IntN(4)], []int64{5, 100, 1e15}[r.IntN(3)], r.IntN(2) == 0)
		m, err := solveTextbook(n, edges)
		if err != nil {
			t.Fatalf("case %d: %v (n=%d edges=%v)", c, err, n, edges)
		}
		if want := bruteMaxWeight(n, edges); m.Weight != want {
			t.Fatalf("case %d: weight %d, brute force %d (n=%d edges=%v)", c, m.Weight, want, n, edges)
		}
	}
}

// solveTextbook starts every vertex at half the largest weight (in quarter units), as in
// Galil's presentation, then runs the same stages and self-check as MaxWeight.
func solveTextbook(n int, edges []Edge) (Matching, error) {
	if err := checkGraph(n, edges); err != nil {
		return Matching{}, err
	}
	s := newSolver(n, edges)
	var top int64
	for _, e := range s.edges {
		top = max(top, e.w4)
	}
	for v := 0; v < n; v++ {
		s.dual[v] = top / 2
	}
	return s.solveAndVerify(n, edges)
}
