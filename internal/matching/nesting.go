package matching

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// nesting is the laminar family of blossoms of a certificate, as a forest: it answers "sum of
// the duals of the blossoms containing both i and j" from their lowest common blossom. The
// blossoms of a McMahon round nest hundreds deep, so the common blossom is found by binary
// lifting in O(log depth) rather than by walking up one level at a time.
type nesting struct {
	inner  []int32 // innermost blossom containing vertex v, or -1
	parent []int32 // enclosing blossom, or -1
	depth  []int32 // 1 for an outermost blossom
	zsum   []int64 // Z of the blossom plus the Z of all blossoms enclosing it
	up     []int32 // up[l*len(parent)+b] is the ancestor 2^l levels above b, or -1
	levels int
}

// newNesting checks that the blossoms are odd sets of distinct vertices with non-negative duals
// that form a laminar family, and builds their forest.
func newNesting(n int, bs []Blossom) (nesting, error) {
	nb := len(bs)
	nt := nesting{
		inner:  make([]int32, n),
		parent: make([]int32, nb),
		depth:  make([]int32, nb),
		zsum:   make([]int64, nb),
	}
	for v := range nt.inner {
		nt.inner[v] = -1
	}
	order := make([]int, nb)
	for i := range order {
		order[i] = i
	}
	// Larger sets first: a blossom can only lie inside one processed before it.
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(bs[b].Members), len(bs[a].Members)) })
	seen := make([]int, n)
	for _, b := range order {
		bl := bs[b]
		if len(bl.Members) < 3 || len(bl.Members)%2 == 0 {
			return nt, fmt.Errorf("%w: blossom %d has %d members, not an odd number >= 3", ErrCertificate, b, len(bl.Members))
		}
		if bl.Z < 0 {
			return nt, fmt.Errorf("%w: blossom %d has negative dual %d", ErrCertificate, b, bl.Z)
		}
		for _, v := range bl.Members {
			if v < 0 || v >= n {
				return nt, fmt.Errorf("%w: blossom %d has member %d outside 0..%d", ErrCertificate, b, v, n-1)
			}
			if seen[v] == b+1 {
				return nt, fmt.Errorf("%w: blossom %d lists vertex %d twice", ErrCertificate, b, v)
			}
			seen[v] = b + 1
		}
		// All members must currently sit in the same innermost blossom, else b would cross one.
		up := nt.inner[bl.Members[0]]
		for _, v := range bl.Members {
			if nt.inner[v] != up {
				return nt, fmt.Errorf("%w: blossom %d crosses another blossom", ErrCertificate, b)
			}
		}
		nt.parent[b] = int32(up)
		nt.depth[b] = 1
		nt.zsum[b] = bl.Z
		if up >= 0 {
			nt.depth[b] = nt.depth[up] + 1
			z, ok := addChecked(nt.zsum[up], bl.Z)
			if !ok {
				return nt, fmt.Errorf("%w: blossom duals overflow", ErrCertificate)
			}
			nt.zsum[b] = z
		}
		for _, v := range bl.Members {
			nt.inner[v] = int32(b)
		}
	}
	nt.lift()
	return nt, nil
}

// lift fills the binary lifting table.
func (nt *nesting) lift() {
	nb := len(nt.parent)
	maxDepth := int32(0)
	for _, d := range nt.depth {
		maxDepth = max(maxDepth, d)
	}
	nt.levels = bits.Len32(uint32(maxDepth))
	nt.up = make([]int32, nt.levels*nb)
	copy(nt.up, nt.parent)
	for l := 1; l < nt.levels; l++ {
		prev, cur := nt.up[(l-1)*nb:l*nb], nt.up[l*nb:(l+1)*nb]
		for b, a := range prev {
			cur[b] = -1
			if a >= 0 {
				cur[b] = prev[a]
			}
		}
	}
}

// common returns the sum of Z over the blossoms containing both i and j.
func (nt *nesting) common(i, j int) int64 {
	if b := nt.lowest(nt.inner[i], nt.inner[j]); b >= 0 {
		return nt.zsum[b]
	}
	return 0
}

// lowest returns the smallest blossom containing blossoms a and b, or -1 if none does (or if
// a or b is -1).
func (nt *nesting) lowest(a, b int32) int32 {
	if a == -1 || b == -1 {
		return -1
	}
	if nt.depth[a] < nt.depth[b] {
		a, b = b, a
	}
	nb := int32(len(nt.parent))
	for l, d := int32(0), nt.depth[a]-nt.depth[b]; d > 0; l, d = l+1, d>>1 {
		if d&1 != 0 {
			a = nt.up[l*nb+a]
		}
	}
	if a != b {
		for l := int32(nt.levels) - 1; l >= 0; l-- {
			if x, y := nt.up[l*nb+a], nt.up[l*nb+b]; x != y {
				a, b = x, y
			}
		}
		a = nt.parent[a]
	}
	return a
}

// leafOrder lists the vertices of each outermost blossom so that every blossom is a contiguous
// run, as a depth-first walk of the forest visits them. It returns the list, where each
// outermost blossom's run starts (with a final sentinel), and for each position q the smallest
// blossom containing the vertices at q and q+1 (-1 across runs). The smallest blossom holding
// the vertices at p < q is then the shallowest of those at p..q-1, which a scan over q keeps
// in constant time per pair.
func (nt *nesting) leafOrder() (order, runs, join []int32) {
	nb := len(nt.parent)
	// Children lists in compressed form: blossoms first, then vertices, per blossom.
	start := make([]int32, nb+1)
	for _, p := range nt.parent {
		if p >= 0 {
			start[p+1]++
		}
	}
	for _, b := range nt.inner {
		if b >= 0 {
			start[b+1]++
		}
	}
	for b := 0; b < nb; b++ {
		start[b+1] += start[b]
	}
	kids := make([]int32, start[nb])
	fill := slices.Clone(start[:nb])
	for b, p := range nt.parent {
		if p >= 0 {
			kids[fill[p]] = int32(b)
			fill[p]++
		}
	}
	for v, b := range nt.inner {
		if b >= 0 {
			kids[fill[b]] = int32(nb + v)
			fill[b]++
		}
	}
	var stack []int32
	for root, p := range nt.parent {
		if p != -1 {
			continue
		}
		runs = append(runs, int32(len(order)))
		stack = append(stack[:0], int32(root))
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, k := range kids[start[b]:start[b+1]] {
				if k >= int32(nb) {
					order = append(order, k-int32(nb))
				} else {
					stack = append(stack, k)
				}
			}
		}
	}
	runs = append(runs, int32(len(order)))
	join = make([]int32, len(order))
	for r := 0; r+1 < len(runs); r++ {
		for q := runs[r]; q < runs[r+1]; q++ {
			join[q] = -1
			if q+1 < runs[r+1] {
				join[q] = nt.lowest(nt.inner[order[q]], nt.inner[order[q+1]])
			}
		}
	}
	return order, runs, join
}

// addChecked returns a+b and whether it did not overflow.
func addChecked(a, b int64) (int64, bool) {
	c := a + b
	if (a >= 0) == (b >= 0) && (c >= 0) != (a >= 0) {
		return c, false
	}
	return c, true
}
