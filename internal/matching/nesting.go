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
	a, b := nt.inner[i], nt.inner[j]
	if a == -1 || b == -1 {
		return 0
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
	if a == -1 {
		return 0
	}
	return nt.zsum[a]
}

// addChecked returns a+b and whether it did not overflow.
func addChecked(a, b int64) (int64, bool) {
	c := a + b
	if (a >= 0) == (b >= 0) && (c >= 0) != (a >= 0) {
		return c, false
	}
	return c, true
}
