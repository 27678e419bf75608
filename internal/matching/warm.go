package matching

// initWarm starts from the optimum of a previous solve on a subset of the current edges: mate
// is its matching and dual[v] its vertex dual plus half the duals of the blossoms around v.
//
// Blossoms are not carried over: each vertex dual absorbs half the duals of the blossoms around
// it, which keeps every old edge feasible (an edge inside a blossom gets at least the share of
// both its ends). Edges that are new and violated raise the dual of one end. Pairs that are
// still tight stay matched, the others are split, and the free vertices are lowered and
// matched greedily as in a cold start. Only the pairs the new edges disturbed cost stages.
func (s *solver) initWarm(mate []int, dual []int64) {
	copy(s.dual, dual)
	for _, e := range s.edges {
		i, j := e.end[0], e.end[1]
		if deficit := e.w4 - s.dual[i] - s.dual[j]; deficit > 0 {
			if mate[j] == -1 {
				i = j
			}
			s.dual[i] += deficit
		}
	}
	for v := int32(0); v < s.n; v++ {
		u := mate[v]
		if u < 0 || s.mate[v] != -1 {
			continue
		}
		for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
			he := &s.adj[i]
			if int(he.to) == u && s.dual[v]+s.dual[he.to] == he.w4 {
				s.mate[v] = he.p
				s.mate[he.to] = he.p ^ 1
				break
			}
		}
	}
	for v := int32(0); v < s.n; v++ {
		if s.mate[v] == -1 {
			s.dual[v] += s.dual[v] & 1
		}
	}
	for v := int32(0); v < s.n; v++ {
		if s.mate[v] == -1 {
			s.lowerAndMatch(v)
		}
	}
}
