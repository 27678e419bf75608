package matching

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// completeWeights draws a symmetric weight matrix of the complete graph on n vertices: weights
// in 1..maxW, or, with ties, from three values so that many optima tie.
func completeWeights(r *rand.Rand, n int, maxW int64, ties bool) [][]int64 {
	w := make([][]int64, n)
	for i := range w {
		w[i] = make([]int64, n)
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			x := 1 + r.Int64N(maxW)
			if ties {
				x = max(1, maxW-r.Int64N(3)*(maxW/4+1))
			}
			w[i][j], w[j][i] = x, x
		}
	}
	return w
}

// TestOpenGothaOrderIsOptimal checks that the OpenGotha-order matcher is a maximum-weight
// matcher: on random complete graphs up to 14 vertices, with distinct and with heavily tied
// weights, its matching is perfect (every weight is positive) and weighs what exhaustive
// search finds.
func TestOpenGothaOrderIsOptimal(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 3))
	for trial := range 3000 {
		n := 2 + r.IntN(13)
		maxW := []int64{1, 3, 10, 1000, 1 << 40}[r.IntN(5)]
		w := completeWeights(r, n, maxW, trial%2 == 0)
		mate, err := OpenGothaOrder(n, func(i, j int) int64 { return w[i][j] })
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		var edges []Edge
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				edges = append(edges, Edge{U: i, V: j, W: w[i][j]})
			}
		}
		var got int64
		for v, u := range mate {
			if u < 0 && n%2 == 0 {
				t.Fatalf("trial %d: vertex %d unmatched in an even complete graph", trial, v)
			}
			if u > v {
				got += w[v][u]
			}
		}
		if want := bruteMaxWeight(n, edges); got != want {
			t.Fatalf("trial %d (n=%d): weight %d, optimum %d", trial, n, got, want)
		}
	}
}

func BenchmarkOpenGothaOrder(b *testing.B) {
	for _, n := range []int{50, 200, 600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(n), 1))
			w := completeWeights(r, n, 1e12, false)
			for range b.N {
				if _, err := OpenGothaOrder(n, func(i, j int) int64 { return w[i][j] }); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestOpenGothaOrderEqualWeights: four vertices, every weight equal. Traced by hand through
// the algorithm (see TestEqualCostsFollowOpenGotha in internal/pairing for the steps): the
// first search matches 1-2, the second forms the blossom {3, 1, 2} and augments it to 4
// through 2, leaving 1-3: vertices 0-2 and 1-3 here.
func TestOpenGothaOrderEqualWeights(t *testing.T) {
	mate, err := OpenGothaOrder(4, func(i, j int) int64 { return 7 })
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{2, 3, 0, 1}; fmt.Sprint(mate) != fmt.Sprint(want) {
		t.Errorf("mate %v, want %v", mate, want)
	}
}
