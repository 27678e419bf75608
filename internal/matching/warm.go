package matching

import (
	"cmp"
	"slices"
	"sync"
)

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
	s.augmentShort()
}

// chunkSize is the size of the runs of consecutive vertices that initHalves solves from a
// greedy start. A McMahon caller numbers players in standings order, so a run holds a few
// score groups whole, and most of the optimum pairs lie inside one run.
const chunkSize = 128

// initHalves starts the solver from the optimum of each half of the vertices (0..n/2-1 and
// the rest) on the edges inside it, each solved the same way down to runs of chunkSize
// vertices, the two halves in parallel.
//
// Each stage of the solver scans the forest of every free vertex again, so a greedy start that
// leaves a thousand free vertices costs a thousand scans of the whole graph. Solved by halves,
// each level starts from the optimum of its two halves (their blossom duals spread over their
// members, as for any warm start) and leaves free only the vertices that the edges between the
// halves disturb, and its stages scan only its own half. The whole graph keeps the blossoms of
// its two halves (adoptHalves): at the top, spreading their duals split some 350 pairs of a
// 5,000-player round where the edges between the halves disturbed a handful.
//
// With prev (the optimum of the previous solve, on fewer edges) the runs of chunkSize start
// from it rather than greedily: the pairs that new edges disturb are then repaired inside
// their runs, not by stages over the whole graph.
func (s *solver) initHalves(edges []Edge, prev *Matching, groups []int, sink *workSink) {
	n := int(s.n)
	var prevMate []int
	var prevDual []int64
	if prev != nil {
		prevMate, prevDual = prev.Mate, prev.Duals.shares()
	}
	if n <= chunkSize {
		if prev != nil {
			s.initWarm(prevMate, prevDual)
		} else {
			s.initGreedy()
		}
		return
	}
	// Solve in an order where the pairs of a likely matching sit next to each other, so that
	// no cut between halves or runs separates them (see pairOrder).
	hint := prevMate
	if hint == nil {
		hint = greedyMates(n, edges)
	}
	order, joined := pairOrder(hint)
	pos := make([]int, n)
	for p, v := range order {
		pos[v] = p
	}
	var inner []Edge
	for _, e := range edges {
		if e.W > 0 {
			inner = append(inner, Edge{U: pos[e.U], V: pos[e.V], W: e.W})
		}
	}
	var pMate []int
	var pDual []int64
	if prev != nil {
		pMate, pDual = make([]int, n), make([]int64, n)
		for p, v := range order {
			pMate[p], pDual[p] = -1, prevDual[v]
			if u := prevMate[v]; u >= 0 {
				pMate[p] = pos[u]
			}
		}
	}
	var grp []int
	if groups != nil && n >= groupCutMin {
		grp = make([]int, n)
		for p, v := range order {
			grp[p] = groups[v]
		}
	}
	mid := splitAt(joined, groupsToCut(grp))
	lo, hi, loK, hiK := splitEdges(inner, mid)
	var sLo, sHi *solver
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		sLo = solveRange(lo, mid, part(pMate, pDual, 0, mid), joined[:mid], gpart(grp, 0, mid), 1, sink)
	}()
	sHi = solveRange(hi, n-mid, part(pMate, pDual, mid, n), joined[mid:], gpart(grp, mid, n), 1, sink)
	wg.Wait()
	at := make([]int32, n)
	for p, v := range order {
		at[p] = int32(v)
	}
	s.adoptHalves(sLo, sHi, at[:mid], at[mid:], loK, hiK)
}

// greedyMates pairs the vertices greedily along the heaviest positive edges (ties by the
// pair): a likely matching to order the vertices by before the first solve.
func greedyMates(n int, edges []Edge) []int {
	sorted := make([]Edge, 0, len(edges))
	for _, e := range edges {
		if e.W > 0 {
			sorted = append(sorted, Edge{U: min(e.U, e.V), V: max(e.U, e.V), W: e.W})
		}
	}
	slices.SortFunc(sorted, func(a, b Edge) int {
		return cmp.Or(cmp.Compare(b.W, a.W), cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V))
	})
	mate := make([]int, n)
	for v := range mate {
		mate[v] = -1
	}
	for _, e := range sorted {
		if mate[e.U] == -1 && mate[e.V] == -1 {
			mate[e.U], mate[e.V] = e.V, e.U
		}
	}
	return mate
}

// pairOrder lists the vertices in their order, each paired vertex followed at once by its
// mate: order[p] is the vertex at position p, and joined[p] says that the vertices at p and
// p+1 are a pair. A McMahon caller numbers players in standings order and its pairs lie
// mostly inside a score group, so a group keeps its positions; cutting the order in the
// middle of a group then separates whole pairs, where cutting the standings order separates
// a fold-paired group's top half from its bottom half.
func pairOrder(mate []int) (order []int, joined []bool) {
	n := len(mate)
	order, joined = make([]int, 0, n), make([]bool, n)
	placed := make([]bool, n)
	for v := range n {
		if placed[v] {
			continue
		}
		placed[v] = true
		order = append(order, v)
		if u := mate[v]; u >= 0 && !placed[u] {
			placed[u] = true
			joined[len(order)-1] = true
			order = append(order, u)
		}
	}
	return order, joined
}

// splitAt is where a range of positions is cut in two: its middle, moved by one where it
// would separate a pair; or, with the groups of the positions (grp, nil for none), the cut
// between two groups nearest to the middle, if one lies in the middle half of the range.
//
// A McMahon caller's groups are its score groups, which hold most pairs of the optimum: cut
// between them, the halves are nearly independent and their optima nearly the optimum of the
// whole range, where a cut through a group leaves each half a part of the group to pair
// alone, and the level above repairs it. On spread McMahon fields of three draws at 10,000
// players, the dual steps of rounds 2-5 looked at a fifth fewer vertices and blossoms
// (docs/PERFORMANCE.md).
func splitAt(joined []bool, grp []int) int {
	n := len(joined)
	mid := n / 2
	if mid > 0 && joined[mid-1] {
		mid++
	}
	if grp == nil {
		return mid
	}
	for d := 0; d <= n/4; d++ {
		for _, p := range [2]int{mid - d, mid + d} {
			if p > 0 && p < n && !joined[p-1] && grp[p-1] != grp[p] {
				return p
			}
		}
	}
	return mid
}

// start is a previous optimum restricted to a range of vertices, renumbered from 0: a mate
// outside the range counts as none.
type start struct {
	mate []int
	dual []int64
}

// part restricts the previous optimum mate, dual to the vertices lo..hi-1, or returns nil.
func part(mate []int, dual []int64, lo, hi int) *start {
	if mate == nil {
		return nil
	}
	st := &start{mate: make([]int, hi-lo), dual: dual[lo:hi]}
	for v := range st.mate {
		st.mate[v] = -1
		if u := mate[lo+v]; u >= lo && u < hi {
			st.mate[v] = u - lo
		}
	}
	return st
}

// solveRange solves the graph of len(mate) vertices with edges, from its halves when it is
// larger than chunkSize, and writes the optimum's mates and dual shares. A range that fails
// to solve is left with no pairs and zero duals: the caller's solve still finds the optimum.
// The halves run in parallel while spare goroutines remain.
func solveRange(edges []Edge, n int, prev *start, joined []bool, grp []int, spare int, sink *workSink) *solver {
	s := newSolver(n, edges)
	s.sink = sink
	switch {
	case n <= chunkSize && prev != nil:
		s.initWarm(prev.mate, prev.dual)
	case n <= chunkSize:
		s.initGreedy()
	default:
		mid := splitAt(joined, groupsToCut(grp))
		lo, hi, _, _ := splitEdges(edges, mid)
		var sLo, sHi *solver
		if spare > 1 {
			var wg sync.WaitGroup
			wg.Add(1)
			go func() {
				defer wg.Done()
				sLo = solveRange(lo, mid, prev.part(0, mid), joined[:mid], gpart(grp, 0, mid), spare/2, sink)
			}()
			sHi = solveRange(hi, n-mid, prev.part(mid, n), joined[mid:], gpart(grp, mid, n), spare/2, sink)
			wg.Wait()
		} else {
			sLo = solveRange(lo, mid, prev.part(0, mid), joined[:mid], gpart(grp, 0, mid), 1, sink)
			sHi = solveRange(hi, n-mid, prev.part(mid, n), joined[mid:], gpart(grp, mid, n), 1, sink)
		}
		s.warmFromHalves(sLo, sHi, mid)
	}
	if err := s.run(); err != nil {
		return nil
	}
	return s
}

// warmFromHalves starts s from the optimum of its halves lo (vertices 0..mid-1) and hi (the
// rest) as a warm start from vertex duals (initWarm): below the top level this measured
// cheaper than keeping their blossoms (adoptHalves), whose dissolution around the edges between
// the halves and the stages through nested blossoms cost more than the greedy repair of the
// pairs split. A half whose solve failed (nil) starts with no pairs and zero duals.
func (s *solver) warmFromHalves(lo, hi *solver, mid int) {
	n := int(s.n)
	mate, dual := make([]int, n), make([]int64, n)
	for v := range mate {
		mate[v] = -1
	}
	for _, h := range []struct {
		c   *solver
		off int
	}{{lo, 0}, {hi, mid}} {
		if h.c == nil {
			continue
		}
		m := h.c.result()
		for v, d := range m.Duals.shares() {
			dual[h.off+v] = d
			if u := m.Mate[v]; u >= 0 {
				mate[h.off+v] = h.off + u
			}
		}
	}
	s.initWarm(mate, dual)
}

// adoptHalves starts s from the final states of the solvers of its two halves, blossoms
// included: vertex v of lo is s's vertex loAt[v] and its edge k is s's edge loK[k], likewise for
// hi. The edges between the halves (and those of a half whose solve failed, nil) are then
// admitted as a re-solve admits new edges (see addEdges): only the blossoms around one end of
// a violated edge are dissolved. Spreading every blossom's dual over its members instead (as
// initWarm does) splits the pair that leaves each blossom from its base: hundreds of pairs per
// level on a large McMahon round, where the edges between the halves disturb a few dozen.
func (s *solver) adoptHalves(lo, hi *solver, loAt, hiAt []int32, loK, hiK []int32) {
	adopted := make([]bool, len(s.edges))
	if lo != nil {
		s.adopt(lo, loAt, loK, s.n, adopted)
	}
	if hi != nil {
		s.adopt(hi, hiAt, hiK, s.n+int32(len(loAt)), adopted)
	}
	s.unused = s.unused[:0]
	for b := 2*s.n - 1; b >= s.n; b-- {
		if s.base[b] < 0 {
			s.unused = append(s.unused, b)
		}
	}
	if s.mark == nil {
		s.mark = make([]int32, 2*s.n)
	}
	for k := range s.edges {
		if !adopted[k] {
			s.admit(int32(k))
		}
	}
	for v := range s.n {
		if s.mate[v] == -1 && s.dual[v]&1 != 0 {
			s.makeEven(v)
		}
	}
}

// adopt copies the final state of the solver c of a part of s's vertices into s: c's vertex v
// is s's vertex at[v], its edge k is s's edge edgeAt[k] (with the same end first), and its
// blossom b is s's blossom bOff + b - c.n.
func (s *solver) adopt(c *solver, at, edgeAt []int32, bOff int32, adopted []bool) {
	bAt := func(x int32) int32 {
		if x < c.n {
			return at[x]
		}
		return bOff + x - c.n
	}
	pAt := func(p int32) int32 {
		if p < 0 {
			return p
		}
		return 2*edgeAt[p>>1] | p&1
	}
	for _, k := range edgeAt {
		adopted[k] = true
	}
	for v := range c.n {
		pv := at[v]
		s.mate[pv] = pAt(c.mate[v])
		s.dual[pv] = c.dual[v]
		s.inBlossom[pv] = bAt(c.inBlossom[v])
		s.parent[pv] = -1
		if c.parent[v] >= 0 {
			s.parent[pv] = bAt(c.parent[v])
		}
	}
	for b := c.n; b < 2*c.n; b++ {
		if c.base[b] < 0 {
			continue
		}
		pb := bAt(b)
		s.base[pb] = at[c.base[b]]
		s.dual[pb] = c.dual[b]
		s.parent[pb] = -1
		if c.parent[b] >= 0 {
			s.parent[pb] = bAt(c.parent[b])
		}
		ch, ep := s.childs[pb][:0], s.endps[pb][:0]
		for _, x := range c.childs[b] {
			ch = append(ch, bAt(x))
		}
		for _, p := range c.endps[b] {
			ep = append(ep, pAt(p))
		}
		s.childs[pb], s.endps[pb] = ch, ep
	}
}

// part restricts st to the vertices lo..hi-1 (nil stays nil).
func (st *start) part(lo, hi int) *start {
	if st == nil {
		return nil
	}
	return part(st.mate, st.dual, lo, hi)
}

// splitEdges returns the edges with both ends below mid, and those with both ends at mid or
// above renumbered from 0, each with the indices in edges of its edges.
func splitEdges(edges []Edge, mid int) (lo, hi []Edge, loK, hiK []int32) {
	for k, e := range edges {
		switch {
		case e.U < mid && e.V < mid:
			lo = append(lo, e)
			loK = append(loK, int32(k))
		case e.U >= mid && e.V >= mid:
			hi = append(hi, Edge{U: e.U - mid, V: e.V - mid, W: e.W})
			hiK = append(hiK, int32(k))
		}
	}
	return lo, hi, loK, hiK
}

// groupCutMin is the smallest range of positions that is cut between groups (see splitAt):
// smaller ranges are cut in the middle as before, so that a round of up to 2,048 players is
// solved exactly as it was; at 2,000 players the cut between groups measured no better.
const groupCutMin = 2048

// groupsToCut is grp for a range to cut between groups, nil for a smaller one.
func groupsToCut(grp []int) []int {
	if len(grp) < groupCutMin {
		return nil
	}
	return grp
}

// gpart is the part lo..hi-1 of the groups g, or nil.
func gpart(g []int, lo, hi int) []int {
	if g == nil {
		return nil
	}
	return g[lo:hi]
}
