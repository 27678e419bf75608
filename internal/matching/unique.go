package matching

import (
	"fmt"
)

// Unique reports whether m is the only maximum-weight matching of the complete graph on n
// vertices with the given weights. m must be a perfect matching whose duals are feasible for
// every pair (as MaxWeightClasses and MaxWeightDense return it); pairs of weight 0 or less are
// never worth pairing and are left out.
//
// Every optimal matching uses only tight pairs (slack 0 under m's duals) and holds (|B|-1)/2
// pairs inside each blossom with a positive dual, and every perfect matching of tight pairs
// that does so is optimal. With K = n/2+1, give each tight pair K x (1 + the number of those
// blossoms holding both players), less 1 if m pairs it: a perfect matching that fills every
// blossom then weighs K x (n/2 + sum of (|B|-1)/2) less the number of its pairs in m, any other
// matching at least K less. So the maximum of these small weights over the tight pairs is m's
// own exactly when no other matching is optimal: one exact solve on a sparse graph.
func Unique(n int, weight func(i, j int) int64, m Matching) (bool, error) {
	if len(m.Mate) != n || len(m.Duals.Vertex) != n {
		return false, fmt.Errorf("%w: %d mates and %d vertex duals for %d vertices", ErrCertificate, len(m.Mate), len(m.Duals.Vertex), n)
	}
	for v, u := range m.Mate {
		if u < 0 {
			return false, fmt.Errorf("%w: vertex %d is unmatched", ErrCertificate, v)
		}
	}
	nt, err := newNesting(n, m.Duals.Blossoms)
	if err != nil {
		return false, err
	}
	k := int64(n/2 + 1)
	y := m.Duals.Vertex
	var edges []Edge
	var own int64
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			w := weight(i, j)
			if w <= 0 {
				continue
			}
			in := nt.lowest(nt.inner[i], nt.inner[j])
			z, depth := int64(0), int64(0)
			if in >= 0 {
				z, depth = nt.zsum[in], int64(nt.depth[in])
			}
			switch slack := y[i] + y[j] + z - 4*w; {
			case slack < 0:
				return false, fmt.Errorf("%w: pair (%d, %d) has negative slack %d", ErrCertificate, i, j, slack)
			case slack > 0:
				continue
			}
			e := Edge{U: i, V: j, W: k * (1 + depth)}
			if m.Mate[i] == j {
				e.W--
				own += e.W
			}
			edges = append(edges, e)
		}
	}
	best, err := MaxWeight(n, edges)
	if err != nil {
		return false, err
	}
	return best.Weight == own, nil
}
