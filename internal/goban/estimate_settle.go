package goban

// settle makes the estimate consistent with the static analysis of the final position: a
// group that has fewer than two eyes, cannot connect to a living group of its colour and is
// surrounded by the opponent's living groups (none of them short of eyes, so there is no seki)
// is dead, whatever the playouts said. Groups are the colour's stones in one area bounded by
// the opponent's living stones. A group whose area holds opponent stones in atari is spared: it
// can capture them and make an eye. The analysis is rerun until nothing changes (at most six times).
func settle(w, h int, stones []Color, alive, dead []bool) {
	n := len(stones)
	comp := make([]int32, n)
	libs := chainLiberties(w, h, stones)
	for iter := 0; iter < 6; iter++ {
		g := newGrid(w, h, stones, dead)
		r := analyseTerritory(g)
		weak := func(i int) bool { return !alive[i] && r.seki[i] == stones[i] }
		changed := false
		for _, c := range [2]Color{Black, White} {
			o := c.Opponent()
			for i := range comp {
				comp[i] = -1
			}
			for start := range n {
				if comp[start] >= 0 || g.live(start, o) {
					continue
				}
				id := int32(start)
				comp[start] = id
				pts := []int{start}
				hasWeak, hasStrong, oppWeak, capturable := false, false, false, false
				for k := 0; k < len(pts); k++ {
					i := pts[k]
					if stones[i] == o && libs[i] == 1 {
						capturable = true // c can capture them at once and make an eye
					}
					if g.live(i, c) {
						if weak(i) {
							hasWeak = true
						} else {
							hasStrong = true
						}
					}
					for _, q := range g.neighbours(i) {
						if g.live(q, o) {
							if weak(q) {
								oppWeak = true
							}
							continue
						}
						if comp[q] < 0 {
							comp[q] = id
							pts = append(pts, q)
						}
					}
				}
				if !hasWeak || hasStrong || oppWeak || capturable {
					continue
				}
				for _, i := range pts {
					if g.live(i, c) {
						dead[i] = true
						changed = true
					}
				}
			}
		}
		if !changed {
			return
		}
	}
}

// chainLiberties gives each stone the number of liberties of its chain.
func chainLiberties(w, h int, stones []Color) []int {
	g := newGrid(w, h, stones, nil)
	libs := make([]int, len(stones))
	for _, ch := range chainsOf(g) {
		for _, i := range ch.stones {
			libs[i] = len(ch.libs)
		}
	}
	return libs
}

// reviveOrphans makes dead chains whose every neighbouring opponent stone is dead alive again:
// a chain is dead because the opponent's living stones around it capture it, and once those are
// dead too, nothing does.
func reviveOrphans(w, h int, stones []Color, dead []bool) {
	g := newGrid(w, h, stones, nil)
	for changed := true; changed; {
		changed = false
		for _, ch := range chainsOf(g) {
			if !dead[ch.stones[0]] {
				continue
			}
			o := ch.color.Opponent()
			touches, killer := false, false
			for _, i := range ch.stones {
				for _, q := range g.neighbours(i) {
					if stones[q] == o {
						touches = true
						killer = killer || !dead[q]
					}
				}
			}
			if touches && !killer {
				for _, i := range ch.stones {
					dead[i] = false
				}
				changed = true
			}
		}
	}
}
