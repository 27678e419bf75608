package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// settle makes the estimate consistent with the static analysis of the final position: a
// group that has fewer than two eyes (see shakyRegions), cannot connect to a living group of its colour and is
// surrounded by the opponent's living groups (none of them short of eyes, so there is no seki)
// is dead, whatever the playouts said, unless it has room (hasRoom: a wall whose area also touches
// a living group of the opponent). Groups are the colour's stones in one area bounded by
// the opponent's living stones. A group whose area holds opponent stones in atari is spared: it
// can capture them and make an eye. The analysis is rerun until nothing changes (at most six times).
func settle(w, h int, stones []goban.Color, alive, dead []bool) {
	n := len(stones)
	comp := make([]int32, n)
	libs := chainLiberties(w, h, stones)
	for iter := 0; iter < 6; iter++ {
		g := goban.NewGrid(w, h, stones, dead)
		r, region := goban.AnalyseTerritoryRegions(g, true)
		shaky := shakyRegions(g, r, region, libs)
		weak := func(i int) bool {
			return !alive[i] && (r.Seki()[i] == stones[i] || (region[i] >= 0 && shaky[region[i]]))
		}
		changed := false
		for _, c := range [2]goban.Color{goban.Black, goban.White} {
			o := c.Opponent()
			for i := range comp {
				comp[i] = -1
			}
			for start := range n {
				if comp[start] >= 0 || g.Live(start, o) {
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
					if g.Live(i, c) {
						if weak(i) {
							hasWeak = true
						} else {
							hasStrong = true
						}
					}
					for _, q := range g.Neighbours(i) {
						if g.Live(q, o) {
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
				if !hasWeak || hasStrong || oppWeak || capturable || hasRoom(g, pts, c) {
					continue
				}
				for _, i := range pts {
					if g.Live(i, c) {
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
func chainLiberties(w, h int, stones []goban.Color) []int {
	g := goban.NewGrid(w, h, stones, nil)
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
func reviveOrphans(w, h int, stones []goban.Color, dead []bool) {
	g := goban.NewGrid(w, h, stones, nil)
	for changed := true; changed; {
		changed = false
		for _, ch := range chainsOf(g) {
			if !dead[ch.stones[0]] {
				continue
			}
			o := ch.color.Opponent()
			touches, killer := false, false
			for _, i := range ch.stones {
				for _, q := range g.Neighbours(i) {
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

// shakyRegions finds the regions whose eyes are worth two only because of an eye the opponent
// can take away: a one-point eye next to a chain whose only other liberty is outside the eyes.
// The opponent fills that liberty, and the owner must fill the eye to save the chain.
func shakyRegions(g *goban.Grid, r goban.TerritoryResult, region []int32, libs []int) map[int32]bool {
	shaky := map[int32]bool{}
	total := map[int32]int{}
	lost := map[int32]int{}
	seen := make([]bool, len(g.Stones()))
	for start := range g.Stones() {
		rid := region[start]
		if seen[start] || rid < 0 || r.EyeValue()[start] == 0 {
			continue
		}
		// One eye: the connected points of the region with the same eye value.
		seen[start] = true
		eye := []int{start}
		for k := 0; k < len(eye); k++ {
			for _, q := range g.Neighbours(eye[k]) {
				if !seen[q] && region[q] == rid && r.EyeValue()[q] > 0 && (g.Stones()[q] == goban.Empty || g.Dead()[q]) {
					seen[q] = true
					eye = append(eye, q)
				}
			}
		}
		v := int(r.EyeValue()[start])
		total[rid] += v
		if len(eye) == 1 && v == 1 && g.Stones()[start] == goban.Empty && takeable(g, r, start, libs) {
			lost[rid]++
		}
	}
	for rid, t := range total {
		if t >= 2 && t-lost[rid] <= 1 {
			shaky[rid] = true
		}
	}
	return shaky
}

// takeable reports whether the one-point eye p has a living chain of its owner next to it with
// exactly two liberties, p and a point that is no eye where the opponent can play.
func takeable(g *goban.Grid, r goban.TerritoryResult, p int, libs []int) bool {
	for _, q := range g.Neighbours(p) {
		c := g.LiveAt(q)
		if c == goban.Empty || libs[q] != 2 {
			continue
		}
		// Find the chain's other liberty.
		other := -1
		seen := map[int]bool{q: true}
		stack := []int{q}
		for len(stack) > 0 && other < 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, n := range g.Neighbours(s) {
				switch {
				case g.Stones()[n] == goban.Empty && n != p:
					other = n
				case g.Stones()[n] == c && !seen[n]:
					seen[n] = true
					stack = append(stack, n)
				}
			}
		}
		if other >= 0 && r.EyeValue()[other] == 0 && canPlay(g, other, c.Opponent(), libs) {
			return true
		}
	}
	return false
}

// canPlay reports whether a stone of colour o at the empty point q would have two liberties or
// more, so that the opponent cannot just capture it: two empty neighbours, or a living chain of o
// next to q with liberties besides q (one more empty neighbour then suffices if it has only one).
func canPlay(g *goban.Grid, q int, o goban.Color, libs []int) bool {
	free := 0
	for _, n := range g.Neighbours(q) {
		switch {
		case g.Stones()[n] == goban.Empty:
			free++
		case g.LiveAt(n) == o && libs[n] >= 3:
			return true
		case g.LiveAt(n) == o && libs[n] == 2:
			free++
		}
	}
	return free >= 2
}
