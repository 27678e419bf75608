package matching

// initGreedy starts from feasible duals that are as small as a single greedy pass can make
// them, and matches along the edges this makes tight.
//
// The textbook start gives every vertex the same dual and no matching, so the algorithm needs
// one stage (a scan of the whole graph) per pair. A McMahon round has a good greedy pairing
// almost everywhere, and starting from it leaves only a few stages. The algorithm tolerates
// free vertices with different duals as long as all of them are even (see run): every value
// here is a difference of multiples of 4 and of even duals, hence even.
func (s *solver) initGreedy() {
	for v := int32(0); v < s.n; v++ {
		var top int64
		for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
			top = max(top, s.adj[i].w4)
		}
		s.dual[v] = top / 2
	}
	for v := int32(0); v < s.n; v++ {
		if s.mate[v] != -1 {
			continue
		}
		s.lowerAndMatch(v)
	}
}

// lowerAndMatch lowers the dual of the free vertex v to the least value its edges allow (and
// at least zero) and matches v along a tight edge to a free neighbour, if there is one. The new
// dual is rounded up to even so that all free vertices keep the same parity.
func (s *solver) lowerAndMatch(v int32) {
	var need int64
	for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
		he := &s.adj[i]
		need = max(need, he.w4-s.dual[he.to])
	}
	s.dual[v] = need + need&1
	for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
		he := &s.adj[i]
		if s.mate[he.to] == -1 && s.dual[v]+s.dual[he.to] == he.w4 {
			s.mate[v] = he.p
			s.mate[he.to] = he.p ^ 1
			return
		}
	}
}
