package goban

import "slices"

// BensonColor marks in alive the stones of colour c that Benson's algorithm proves alive: no
// sequence of opponent moves can capture them, even if their owner always passes. Such stones
// are never dead, whatever a player or the estimator claims.
//
// The colour's chains, and the regions (connected non-colour points) around them. A region is
// vital to a chain when each of its empty points is a liberty of that chain. A chain with fewer
// than two vital regions may die; a region touching a chain that may die is no longer reliable.
// Removing both repeatedly leaves the chains that live unconditionally.
func BensonColor(g *Grid, c Color, alive []bool) {
	n := len(g.stones)
	chainOf := make([]int, n)
	regionOf := make([]int, n)
	for i := range n {
		chainOf[i], regionOf[i] = -1, -1
	}
	label := func(start, id int, ids []int, in func(int) bool) {
		ids[start] = id
		stack := []int{start}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range g.Neighbours(i) {
				if ids[q] < 0 && in(q) {
					ids[q] = id
					stack = append(stack, q)
				}
			}
		}
	}
	nChains, nRegions := 0, 0
	for i := range n {
		if g.stones[i] == c && chainOf[i] < 0 {
			label(i, nChains, chainOf, func(q int) bool { return g.stones[q] == c })
			nChains++
		} else if g.stones[i] != c && regionOf[i] < 0 {
			label(i, nRegions, regionOf, func(q int) bool { return g.stones[q] != c })
			nRegions++
		}
	}
	if nChains == 0 {
		return
	}
	// For each region: the chains it touches, and the chains it is vital to.
	touching := make([][]int, nRegions)
	vitalTo := make([][]int, nRegions)
	for r := range nRegions {
		touching[r] = []int{}
	}
	// emptyCount[r] and libCount[r][chain]: empty points of r, and those next to the chain.
	emptyCount := make([]int, nRegions)
	libCount := make([]map[int]int, nRegions)
	for i := range n {
		r := regionOf[i]
		if r < 0 {
			continue
		}
		if g.stones[i] == Empty {
			emptyCount[r]++
		}
		seenChain := [4]int{-1, -1, -1, -1}
		k := 0
		for _, q := range g.Neighbours(i) {
			ch := chainOf[q]
			if ch < 0 || ch == seenChain[0] || ch == seenChain[1] || ch == seenChain[2] {
				continue
			}
			seenChain[k] = ch
			k++
			if !slices.Contains(touching[r], ch) {
				touching[r] = append(touching[r], ch)
			}
			if g.stones[i] == Empty {
				if libCount[r] == nil {
					libCount[r] = map[int]int{}
				}
				libCount[r][ch]++
			}
		}
	}
	for r := range nRegions {
		for _, ch := range touching[r] {
			if libCount[r][ch] == emptyCount[r] {
				vitalTo[r] = append(vitalTo[r], ch)
			}
		}
	}
	chainIn := make([]bool, nChains)
	regionIn := make([]bool, nRegions)
	for i := range chainIn {
		chainIn[i] = true
	}
	for i := range regionIn {
		regionIn[i] = true
	}
	for changed := true; changed; {
		changed = false
		vital := make([]int, nChains)
		for r := range nRegions {
			if regionIn[r] {
				for _, ch := range vitalTo[r] {
					vital[ch]++
				}
			}
		}
		for ch := range nChains {
			if chainIn[ch] && vital[ch] < 2 {
				chainIn[ch] = false
				changed = true
			}
		}
		for r := range nRegions {
			if !regionIn[r] {
				continue
			}
			for _, ch := range touching[r] {
				if !chainIn[ch] {
					regionIn[r] = false
					changed = true
					break
				}
			}
		}
	}
	for i := range n {
		if ch := chainOf[i]; ch >= 0 && chainIn[ch] {
			alive[i] = true
		}
	}
}
