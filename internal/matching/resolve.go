package matching

// A re-solve after the proof found violated pairs keeps the solver of the previous solve, its
// blossoms included, and admits the new pairs one by one (addEdges). A warm start from vertex
// duals alone would have to spread every blossom's dual over its members, which loosens the
// pair that leaves each blossom from its base: on a 5,000-player round that split about 420
// pairs in every re-solve, and the stages that repaired them cost as much as the first solve.
// Here only the blossoms around one end of a violated pair are dissolved, and only the pairs
// leaving them are split.

// addEdges adds edges to a solver whose run has ended (all labels cleared), keeping its
// matching, duals and blossoms, and restores dual feasibility on the new edges: each new edge
// with negative slack has the blossoms around one of its ends dissolved and that end's dual
// raised, and the pairs this loosens are split. The free vertices with a positive dual then
// root the stages of the next run.
func (s *solver) addEdges(edges []Edge) {
	first := len(s.edges)
	for _, e := range edges {
		if e.W > 0 {
			s.edges = append(s.edges, edgeRec{end: [2]int32{int32(e.U), int32(e.V)}, w4: 4 * e.W})
		}
	}
	if len(s.edges) == first {
		return
	}
	s.buildAdj()
	if s.mark == nil {
		s.mark = make([]int32, 2*s.n)
	}
	for k := first; k < len(s.edges); k++ {
		s.admit(int32(k))
	}
	for v := range s.n {
		if s.mate[v] == -1 && s.dual[v]&1 != 0 {
			s.makeEven(v)
		}
	}
}

// makeEven raises the odd dual of the free vertex v by one, as the stages need (all roots share
// a parity, so that the slack between two S-blossoms is even). Inside a blossom (v is then
// the base of its top-level blossom) every member is raised and the blossom's dual lowered to
// match, which keeps the slack of every edge inside it; a top-level blossom without dual to
// give is expanded first, at no cost since its dual is zero.
func (s *solver) makeEven(v int32) {
	for {
		b := s.inBlossom[v]
		if b == v {
			s.dual[v]++
			return
		}
		if s.dual[b] > 0 {
			s.leafBuf = s.appendLeaves(s.leafBuf[:0], b)
			for _, u := range s.leafBuf {
				s.dual[u]++
			}
			s.dual[b]--
			return
		}
		s.expandBlossom(b, false)
	}
}

// buildAdj rebuilds the adjacency from the edge list; edge indices, and so the endpoints kept
// in blossoms and mates, do not change.
func (s *solver) buildAdj() {
	n := s.n
	deg := make([]int32, n+1)
	for _, e := range s.edges {
		deg[e.end[0]]++
		deg[e.end[1]]++
	}
	s.adjStart = make([]int32, n+1)
	for v := range n {
		s.adjStart[v+1] = s.adjStart[v] + deg[v]
	}
	s.adj = make([]halfEdge, 2*len(s.edges))
	fill := append([]int32(nil), s.adjStart[:n]...)
	for k, e := range s.edges {
		u, v := e.end[0], e.end[1]
		s.adj[fill[u]] = halfEdge{to: v, p: 2*int32(k) + 1, w4: e.w4}
		fill[u]++
		s.adj[fill[v]] = halfEdge{to: u, p: 2 * int32(k), w4: e.w4}
		fill[v]++
	}
}

// fullSlack is the slack of edge k with the duals of the blossoms holding both its ends.
func (s *solver) fullSlack(k int32) int64 {
	e := &s.edges[k]
	i, j := e.end[0], e.end[1]
	s.markID++
	for b := s.parent[i]; b != -1; b = s.parent[b] {
		s.mark[b] = s.markID
	}
	sl := s.dual[i] + s.dual[j] - e.w4
	for b := s.parent[j]; b != -1; b = s.parent[b] {
		if s.mark[b] == s.markID {
			// The first common blossom: it and every blossom around it hold both ends.
			for ; b != -1; b = s.parent[b] {
				sl += 2 * s.dual[b]
			}
			break
		}
	}
	return sl
}

// depth is the number of blossoms around vertex v.
func (s *solver) depth(v int32) int {
	d := 0
	for b := s.parent[v]; b != -1; b = s.parent[b] {
		d++
	}
	return d
}

// admit restores dual feasibility on the new edge k.
func (s *solver) admit(k int32) {
	// Blossom duals are never negative: vertex duals that cover the edge settle it without
	// walking up the blossoms around its ends.
	if e := &s.edges[k]; s.dual[e.end[0]]+s.dual[e.end[1]] >= e.w4 || s.fullSlack(k) >= 0 {
		return
	}
	e := &s.edges[k]
	v := e.end[0]
	if s.depth(e.end[1]) < s.depth(v) {
		v = e.end[1]
	}
	for s.inBlossom[v] != v {
		s.dissolve(s.inBlossom[v])
	}
	if sl := s.fullSlack(k); sl < 0 {
		s.dual[v] -= sl
		s.unmatch(v)
	}
}

// dissolve expands the top-level blossom b, moving its dual onto its members: every edge inside
// b keeps its slack, the edges leaving b gain its dual, and the pair leaving b from its base, no
// longer tight, is split. b's children become top-level blossoms, each still valid.
func (s *solver) dissolve(b int32) {
	if d := s.dual[b]; d > 0 {
		s.leafBuf = s.appendLeaves(s.leafBuf[:0], b)
		for _, v := range s.leafBuf {
			s.dual[v] += d
		}
		s.dual[b] = 0
		s.unmatch(s.base[b])
	}
	s.expandBlossom(b, false)
}

// unmatch splits the pair of v, if any.
func (s *solver) unmatch(v int32) {
	if p := s.mate[v]; p != -1 {
		s.mate[s.end(p)] = -1
		s.mate[v] = -1
	}
}
