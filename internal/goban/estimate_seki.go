package goban

import "slices"

// reviveSekis gives life back to both chains of a seki by shared liberties, which random
// playouts often kill: a small chain fills a shared liberty (a self-atari the playouts allow
// for chains of one or two stones), and the opponent captures. Two chains of opposite colours
// are in seki when neither has a liberty besides their shared liberties and its own one-point
// eyes, both have the same number of such eyes (none or one), they share at least two liberties
// (one, with an eye each), and nothing else touches the shared liberties: whoever fills one puts
// his own chain in atari, and the opponent captures.
func reviveSekis(g *grid, dead []bool) {
	chains := chainsOf(g)
	chainAt := make([]int, len(g.stones))
	for i := range chainAt {
		chainAt[i] = -1
	}
	for k, ch := range chains {
		for _, i := range ch.stones {
			chainAt[i] = k
		}
	}
	var shared []int
	for k, a := range chains {
		if a.color != Black || len(a.libs) < 2 {
			continue
		}
		// The white chains that share a liberty with a.
		var partners []int
		for _, l := range a.libs {
			for _, q := range g.neighbours(l) {
				if b := chainAt[q]; b >= 0 && chains[b].color == White && !slices.Contains(partners, b) {
					partners = append(partners, b)
				}
			}
		}
		for _, kb := range partners {
			b := chains[kb]
			shared = shared[:0]
			for _, l := range a.libs {
				if slices.Contains(b.libs, l) {
					shared = append(shared, l)
				}
			}
			eyesA, okA := ownEyes(g, chainAt, a.libs, shared, k)
			eyesB, okB := ownEyes(g, chainAt, b.libs, shared, kb)
			if !okA || !okB || eyesA != eyesB || eyesA > 1 || len(shared)+eyesA < 2 {
				continue
			}
			alone := true
			for _, l := range shared {
				for _, q := range g.neighbours(l) {
					if g.stones[q] != Empty && chainAt[q] != k && chainAt[q] != kb {
						alone = false
					}
				}
			}
			if !alone {
				continue
			}
			for _, i := range a.stones {
				dead[i] = false
			}
			for _, i := range b.stones {
				dead[i] = false
			}
		}
	}
}

// ownEyes counts the liberties of chain k that are not shared, and reports whether each of them
// is a one-point eye of the chain (every neighbour a stone of chain k).
func ownEyes(g *grid, chainAt []int, libs, shared []int, k int) (eyes int, ok bool) {
	for _, l := range libs {
		if slices.Contains(shared, l) {
			continue
		}
		for _, q := range g.neighbours(l) {
			if chainAt[q] != k {
				return 0, false
			}
		}
		eyes++
	}
	return eyes, true
}
