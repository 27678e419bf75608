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
	s.augmentShort()
}

// lowerAndMatch lowers the dual of the free vertex v to the least value its edges allow (and
// at least zero) and matches v along a tight edge to a free neighbour, if there is one. The new
// dual is rounded up to even so that all free vertices keep the same parity.
//
// When every tight edge leads to a taken vertex (in a McMahon group many players share the
// same best partner), v is matched to the heaviest free neighbour u whose own dual can come
// down to make the edge tight: that is when 4w(v, u) - y_v is at least what u's other edges
// need. Lowering u that far keeps all of u's edges feasible, and the value is even.
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
	best := int32(-1)
	for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
		he := &s.adj[i]
		u := he.to
		target := he.w4 - s.dual[v]
		if s.mate[u] != -1 || target < 0 || best >= 0 && he.w4 <= s.adj[best].w4 {
			continue
		}
		var needU int64
		for j := s.adjStart[u]; j < s.adjStart[u+1]; j++ {
			needU = max(needU, s.adj[j].w4-s.dual[s.adj[j].to])
		}
		if target >= needU {
			best = i
		}
	}
	if best >= 0 {
		he := &s.adj[best]
		s.dual[he.to] = he.w4 - s.dual[v]
		s.mate[v] = he.p
		s.mate[he.to] = he.p ^ 1
	}
}

// augmentShort matches free vertices along alternating paths of three tight edges, free v -
// matched x = x' - free u, which the greedy pass leaves behind when v's best partner x was
// taken first. Duals do not change and every matched edge stays tight, so the solver starts
// from a valid state with fewer free vertices; each one costs it a stage that scans the whole
// forest again, and a path found here costs a look at two adjacency lists.
func (s *solver) augmentShort() {
	for v := int32(0); v < s.n; v++ {
		if s.mate[v] != -1 {
			continue
		}
	search:
		for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
			he := &s.adj[i]
			x := he.to
			if s.mate[x] == -1 || s.dual[v]+s.dual[x] != he.w4 {
				continue
			}
			px := s.mate[x] // endpoint of x's mate
			x2 := s.end(px)
			for j := s.adjStart[x2]; j < s.adjStart[x2+1]; j++ {
				he2 := &s.adj[j]
				u := he2.to
				if u == v || s.mate[u] != -1 || s.dual[x2]+s.dual[u] != he2.w4 {
					continue
				}
				s.mate[v], s.mate[x] = he.p, he.p^1
				s.mate[x2], s.mate[u] = he2.p, he2.p^1
				break search
			}
		}
	}
}
