package matching

import (
	"cmp"
	"fmt"
	"slices"
)

// nesting is the laminar family of blossoms of a certificate, as a forest: it answers "sum of
// the duals of the blossoms containing both i and j" by walking up from the two innermost
// blossoms to their lowest common one.
type nesting struct {
	inner  []int32 // innermost blossom containing vertex v, or -1
	parent []int32 // enclosing blossom, or -1
	depth  []int32 // 1 for an outermost blossom
	zsum   []int64 // Z of the blossom plus the Z of all blossoms enclosing it
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
	return nt, nil
}

// common returns the sum of Z over the blossoms containing both i and j.
func (nt *nesting) common(i, j int) int64 {
	a, b := nt.inner[i], nt.inner[j]
	for a != b {
		if a == -1 || b == -1 {
			return 0
		}
		if nt.depth[a] >= nt.depth[b] {
			a = nt.parent[a]
		} else {
			b = nt.parent[b]
		}
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
