package matching

// A re-solve changes the duals of the vertices its trees reach and the blossoms it forms,
// expands or dissolves; the rest of the graph keeps them. The slack of a pair inside a blossom
// B is y_i + y_j + the Z of the blossoms holding both, and when a tree labels B its members'
// duals and B's own Z move together so that this sum stays put. The check after a re-solve
// therefore passes over the pairs inside a blossom whose inside is the same as at the check
// before, which found none of them violated: a large round's blossoms hold millions of pairs,
// most of them inside blossoms that the re-solve did not touch.
//
// "The same inside" is exact, never a hash: B holds the same vertices as a blossom P of the
// previous check, the blossoms inside B are those inside P with the same Z, and every member v
// has 2y_v + zsum(B) = 2y'_v + zsum'(P) (zsum is the Z of a blossom and of all blossoms around
// it; primes mark the previous check). Then every pair i, j inside B, whose smallest common
// blossom L lies in B, has 2 slack = (2y_i + zsum(B)) + (2y_j + zsum(B)) + 2 (zsum(L) - zsum(B))
// - 8w, and each term is the previous one. It is decided bottom up, each blossom from its
// children, in time linear in the vertices and blossoms.

// rowMemo is what a check keeps of its blossoms for the next check.
type rowMemo struct {
	inner  []int32 // innermost blossom of each vertex, or -1
	parent []int32 // enclosing blossom, or -1
	zsum   []int64 // Z of each blossom and of all blossoms around it
	kids   []int32 // children of each blossom, blossoms and vertices
	y      []int64 // vertex duals
	clean  []bool  // no pair inside the blossom had negative slack
}

// blossomSpans describes the blossoms of a check: where each lies in the leaf order, how many
// children it has, and whether its inside is settled by the previous check.
type blossomSpans struct {
	start, end []int32 // positions of the leaf order, end excluded
	kids       []int32
	settled    []bool
}

// compare finds, for the blossoms of nt (with the duals bs and y, in the leaf order whose
// positions pos gives), which ones have the same inside as a blossom the previous check found
// clean. With no previous check (rm nil) none has.
func (rm *rowMemo) compare(nt *nesting, bs []Blossom, y []int64, pos []int32) blossomSpans {
	nb := len(nt.parent)
	sp := blossomSpans{start: make([]int32, nb), end: make([]int32, nb), kids: make([]int32, nb), settled: make([]bool, nb)}
	// partner[b] is the blossom of the previous check that b's children point to so far
	// (-2 before the first); ok[b] turns false once a child rules a partner out.
	partner := make([]int32, nb)
	ok := make([]bool, nb)
	for b := range nb {
		sp.start[b], sp.end[b] = int32(len(pos)), -1
		partner[b] = -2
		ok[b] = rm != nil
	}
	vote := func(b, p int32) {
		if partner[b] == -2 {
			partner[b] = p
		} else if partner[b] != p {
			ok[b] = false
		}
	}
	for v, b := range nt.inner {
		if b < 0 {
			continue
		}
		sp.kids[b]++
		sp.start[b], sp.end[b] = min(sp.start[b], pos[v]), max(sp.end[b], pos[v]+1)
		if !ok[b] {
			continue
		}
		if p := rm.inner[v]; p < 0 || 2*y[v]+nt.zsum[b] != 2*rm.y[v]+rm.zsum[p] {
			ok[b] = false
		} else {
			vote(b, p)
		}
	}
	// Children before their parents: deepest first.
	for _, c := range deepestFirst(nt.depth) {
		same := ok[c] && partner[c] >= 0 && sp.kids[c] == rm.kids[partner[c]]
		sp.settled[c] = same && rm.clean[partner[c]]
		p := nt.parent[c]
		if p < 0 {
			continue
		}
		sp.kids[p]++
		sp.start[p], sp.end[p] = min(sp.start[p], sp.start[c]), max(sp.end[p], sp.end[c])
		if !ok[p] {
			continue
		}
		if !same || bs[c].Z != rm.z(partner[c]) {
			ok[p] = false
		} else {
			vote(p, rm.parent[partner[c]])
		}
	}
	return sp
}

// z is the Z of blossom b of the previous check.
func (rm *rowMemo) z(b int32) int64 {
	if p := rm.parent[b]; p >= 0 {
		return rm.zsum[b] - rm.zsum[p]
	}
	return rm.zsum[b]
}

// deepestFirst lists the blossoms by depth, deepest first.
func deepestFirst(depth []int32) []int32 {
	maxDepth := int32(0)
	for _, d := range depth {
		maxDepth = max(maxDepth, d)
	}
	start := make([]int32, maxDepth+2)
	for _, d := range depth {
		start[maxDepth-d+1]++
	}
	for d := range maxDepth + 1 {
		start[d+1] += start[d]
	}
	out := make([]int32, len(depth))
	for b, d := range depth {
		out[start[maxDepth-d]] = int32(b)
		start[maxDepth-d]++
	}
	return out
}

// newRowMemo keeps the blossoms of a check for the next one. A blossom is clean when it was
// settled, or when none of its members is an end of a pair found violated inside an outermost
// blossom (the lists of dirty), which errs on the safe side.
func newRowMemo(nt *nesting, y []int64, sp blossomSpans, dirty [][]int32) *rowMemo {
	nb := len(nt.parent)
	rm := &rowMemo{inner: nt.inner, parent: nt.parent, zsum: nt.zsum, kids: sp.kids,
		y: append([]int64(nil), y...), clean: make([]bool, nb)}
	for b := range nb {
		rm.clean[b] = true
	}
	for _, ends := range dirty {
		for _, v := range ends {
			for b := nt.inner[v]; b >= 0 && rm.clean[b]; b = nt.parent[b] {
				rm.clean[b] = false
			}
		}
	}
	for b, s := range sp.settled {
		if s {
			rm.clean[b] = true
		}
	}
	return rm
}
