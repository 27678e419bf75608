package goban

// markReach sets reach[i] for every point from which a live stone of colour pla can be reached
// without crossing a live opponent stone; dead stones are transparent. With stopAtBlocks, the
// opponent's connection blocks are reached but not crossed.
func (a *territoryAnalysis) markReach(pla Color, reach []bool, stopAtBlocks bool) {
	g := a.g
	opp := pla.Opponent()
	stack := a.stack[:0]
	for i := range g.stones {
		if g.Live(i, pla) {
			reach[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if stopAtBlocks && a.block[i] == opp {
			continue
		}
		for _, n := range g.Neighbours(i) {
			if !reach[n] && !g.Live(n, opp) {
				reach[n] = true
				stack = append(stack, n)
			}
		}
	}
	a.stack = stack
}

// onlyReaches reports whether point i reaches colour pla and not its opponent (with blocks).
func (a *territoryAnalysis) onlyReaches(i int, pla Color) bool {
	return a.reach[pla][i] && !a.reach[pla.Opponent()][i]
}

// markRegions groups the points that reach only one colour into regions. A region grows through
// anything but the opponent's live stones and blocks, so the one-colour areas of a group joined
// by dame (shared liberties) form one region: that is what later exposes a seki.
func (a *territoryAnalysis) markRegions() {
	g := a.g
	for start := range g.stones {
		if a.region[start] >= 0 {
			continue
		}
		var pla Color
		switch {
		case a.onlyReaches(start, Black):
			pla = Black
		case a.onlyReaches(start, White):
			pla = White
		default:
			continue
		}
		opp := pla.Opponent()
		id := int32(len(a.regions))
		a.regions = grow(a.regions)
		a.regions[id].color, a.regions[id].eyes = pla, a.regions[id].eyes[:0]
		a.stamp++
		stack := append(a.stack[:0], start)
		a.seen[start] = a.stamp
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if a.onlyReaches(i, pla) {
				a.region[i] = id
			}
			if a.block[i] == opp {
				continue
			}
			for _, n := range g.Neighbours(i) {
				if a.seen[n] != a.stamp && a.region[n] < 0 && !g.Live(n, opp) {
					a.seen[n] = a.stamp
					stack = append(stack, n)
				}
			}
		}
		a.stack = stack
	}
}

// markChains labels the maximal connected sets of points with the same content and the same
// dead mark (empty points form chains too), with the region each lies wholly in, or -1, and the
// number of liberties of stone chains.
func (a *territoryAnalysis) markChains() {
	g := a.g
	for start := range g.stones {
		if a.chain[start] >= 0 {
			continue
		}
		c, d := g.stones[start], g.dead[start]
		id := int32(len(a.chains))
		info := chainInfo{region: a.region[start]}
		a.stamp++
		a.chain[start] = id
		stack := append(a.stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if a.region[i] != info.region {
				info.region = -1
			}
			for _, n := range g.Neighbours(i) {
				if g.stones[n] == c && g.dead[n] == d {
					if a.chain[n] < 0 {
						a.chain[n] = id
						stack = append(stack, n)
					}
				} else if g.stones[n] == Empty && a.seen[n] != a.stamp {
					a.seen[n] = a.stamp
					info.liberties++
				}
			}
		}
		a.stack = stack
		a.chains = append(a.chains, info)
	}
}
