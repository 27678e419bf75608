package matching

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// completeGraph returns the weight function of a random complete graph and its edge list.
func completeGraph(r *rand.Rand, n int, maxW int64, ties bool) (func(i, j int) int64, []Edge) {
	w := make([]int64, n*n)
	var edges []Edge
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			x := 1 + r.Int64N(maxW)
			if ties {
				x = maxW - r.Int64N(3)*(maxW/3)
			}
			w[i*n+j] = x
			edges = append(edges, Edge{U: i, V: j, W: x})
		}
	}
	return func(i, j int) int64 {
		if i >= j {
			panic("weight called with i >= j")
		}
		return w[i*n+j]
	}, edges
}

// fewCandidates returns k random pairs, far too few to hold the optimum.
func fewCandidates(r *rand.Rand, n, k int) []Edge {
	var c []Edge
	for len(c) < k && n > 1 {
		u, v := r.IntN(n), r.IntN(n)
		if u != v {
			c = append(c, Edge{U: u, V: v})
		}
	}
	return c
}

// TestDenseAgainstBruteForce solves small complete graphs from deliberately poor candidates and
// compares with exhaustive search; the final certificate must hold on the complete graph.
func TestDenseAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	count := 600
	if testing.Short() {
		count = 60
	}
	multiRound := 0
	for c := 0; c < count; c++ {
		n := 1 + r.IntN(14)
		weight, all := completeGraph(r, n, []int64{4, 1000, 1e15}[r.IntN(3)], r.IntN(3) == 0)
		m, st, err := MaxWeightDense(n, weight, fewCandidates(r, n, r.IntN(n+1)))
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		if want := bruteMaxWeight(n, all); m.Weight != want {
			t.Fatalf("case %d: weight %d, brute force %d (n=%d edges=%v)", c, m.Weight, want, n, all)
		}
		if err := Verify(n, all, m); err != nil {
			t.Fatalf("case %d: certificate fails on the complete graph: %v", c, err)
		}
		if st.Rounds > 1 {
			multiRound++
		}
	}
	if multiRound < count/3 {
		t.Errorf("only %d of %d cases needed a second round; candidates too good to test the loop", multiRound, count)
	}
}

// TestDenseEqualsMaxWeight compares MaxWeightDense with MaxWeight on the full edge set for
// complete graphs too large for brute force.
func TestDenseEqualsMaxWeight(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	sizes := []int{20, 41, 80, 150}
	for c := 0; c < 24; c++ {
		n := sizes[c%len(sizes)]
		weight, all := completeGraph(r, n, []int64{10, 1e6, 1e15}[r.IntN(3)], c%5 == 0)
		full, err := MaxWeight(n, all)
		if err != nil {
			t.Fatal(err)
		}
		// Every other case keeps no weights between rounds and calls weight again.
		m, st, err := maxWeightDense(n, weight, fewCandidates(r, n, n), int64(c%2)*maxCachedPairs)
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		if m.Weight != full.Weight {
			t.Fatalf("case %d (n=%d): dense weight %d, full graph %d", c, n, m.Weight, full.Weight)
		}
		if err := Verify(n, all, m); err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		if st.Rounds < 2 || st.PairsChecked != int64(st.Rounds)*int64(n*(n-1)/2) {
			t.Errorf("case %d: stats %+v", c, st)
		}
	}
}

// TestDenseThinsCandidates hands over every pair as a candidate, so that each vertex keeps only
// its heaviest few for the first solve; the result must still be the optimum of the full graph.
func TestDenseThinsCandidates(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for c := 0; c < 8; c++ {
		n := 40 + 20*c
		weight, all := completeGraph(r, n, []int64{3, 1e15}[c%2], c%3 == 0)
		full, err := MaxWeight(n, all)
		if err != nil {
			t.Fatal(err)
		}
		m, st, err := MaxWeightDense(n, weight, all)
		if err != nil {
			t.Fatal(err)
		}
		if m.Weight != full.Weight {
			t.Fatalf("n=%d: dense weight %d, full graph %d", n, m.Weight, full.Weight)
		}
		if first := st.Edges - st.Added; first > n*candidatesPerVertex {
			t.Errorf("n=%d: first solve had %d edges, more than %d per vertex", n, first, candidatesPerVertex)
		}
	}
}

// TestAllPairsRows reads the rows and single pairs with and without the cache, twice, against
// weight itself.
func TestAllPairsRows(t *testing.T) {
	n := 9
	weight := func(i, j int) int64 { return int64(100*i + j) }
	cached := newAllPairs(n, weight, maxCachedPairs)
	uncached := newAllPairs(n, weight, 0)
	for pass := 0; pass < 2; pass++ {
		for _, a := range []*allPairs{cached, uncached} {
			for i := 0; i < n; i++ {
				row := a.row(i)
				if len(row) != n-i-1 {
					t.Fatalf("row %d has %d entries", i, len(row))
				}
				for k, w := range row {
					if want := weight(i, i+1+k); w != want || a.at(i, i+1+k) != want {
						t.Fatalf("pass %d: row %d entry %d = %d, want %d", pass, i, k, w, want)
					}
				}
			}
		}
	}
}

// TestSortPairs compares SortPairs with a comparison sort and compaction of the same pairs:
// random pairs over few or many vertices, with repeats, and a vertex that is the lower end of
// far more pairs than the others (past the insertion sort's reach).
func TestSortPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for c := range 300 {
		n := 2 + r.IntN(60)
		var pairs []Edge
		for range r.IntN(400) {
			u := r.IntN(n - 1)
			if c%3 == 0 && r.IntN(2) == 0 {
				u = 0
			}
			v := u + 1 + r.IntN(n-1-u)
			pairs = append(pairs, Edge{U: u, V: v, W: int64(u*n + v)})
		}
		want := slices.Clone(pairs)
		slices.SortStableFunc(want, comparePairs)
		want = slices.CompactFunc(want, func(a, b Edge) bool { return a.U == b.U && a.V == b.V })
		if got := SortPairs(n, pairs); !slices.Equal(got, want) {
			t.Fatalf("case %d: got %v, want %v", c, got, want)
		}
	}
}
