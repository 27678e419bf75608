package matching

import "math/rand/v2"

// bruteMaxWeight returns the maximum weight of a matching by dynamic programming over vertex
// subsets: best(S) either leaves the lowest vertex of S unpaired or pairs it with another
// member. It enumerates every matching implicitly and shares nothing with the solver.
func bruteMaxWeight(n int, edges []Edge) int64 {
	w := make([][]int64, n)
	for i := range w {
		w[i] = make([]int64, n)
	}
	for _, e := range edges {
		if e.W > w[e.U][e.V] {
			w[e.U][e.V], w[e.V][e.U] = e.W, e.W
		}
	}
	best := make([]int64, 1<<n)
	for mask := 1; mask < 1<<n; mask++ {
		i := 0
		for mask&(1<<i) == 0 {
			i++
		}
		rest := mask &^ (1 << i)
		b := best[rest]
		for j := i + 1; j < n; j++ {
			if rest&(1<<j) != 0 && w[i][j] > 0 {
				b = max(b, best[rest&^(1<<j)]+w[i][j])
			}
		}
		best[mask] = b
	}
	return best[1<<n-1]
}

// randomGraph draws a graph on n vertices where each pair is an edge with probability density,
// with weights in 1..maxW (or, if ties is set, from a handful of values so that many optima
// tie). Some weights are zero or negative to check that such edges are ignored.
func randomGraph(r *rand.Rand, n int, density float64, maxW int64, ties bool) []Edge {
	var edges []Edge
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if r.Float64() >= density {
				continue
			}
			var w int64
			switch {
			case r.IntN(20) == 0:
				w = -r.Int64N(maxW) // never worth pairing
			case ties:
				w = maxW - r.Int64N(3)*(maxW/4+1)
			default:
				w = 1 + r.Int64N(maxW)
			}
			u, v := i, j
			if r.IntN(2) == 0 {
				u, v = v, u
			}
			edges = append(edges, Edge{U: u, V: v, W: w})
		}
	}
	r.Shuffle(len(edges), func(a, b int) { edges[a], edges[b] = edges[b], edges[a] })
	return edges
}
