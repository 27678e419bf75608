package estimate

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// maxEnclosed is the size of the largest area wholly enclosed by one colour that the estimator
// judges statically without further checks: large enough for the eye spaces of finished games.
// A larger area is a framework or a moyo, or in an unfinished game an open part of the board,
// and is judged only when it looks like territory (see largeAreaOwned).
const maxEnclosed = 100

// minAreaPerStone is the number of points a large area must hold for each opponent stone inside
// for the stones to be judged: a few invasion stones or a small dead group in a big moyo, not
// the opponent's own wall and territory that the area reaches through a gap.
const minAreaPerStone = 20

// reviveEnclosed gives groups whose enclosed areas make two eyes their life back. Random
// playouts let the defender of a big eye space with the opponent's stones inside die (it fills
// its own eye space and does not answer), which a finished game's players never would. For each
// area that one colour's stones enclose and that holds opponent stones (the smaller areas
// first), those stones are tried as dead and the enclosing chains as alive; the trial stands when
// the enclosing chains outnumber the stones inside in liberties (else it may be a seki or a
// capturing race), none of the stones inside could live on their own, the stones inside have no
// room (hasRoom: a long wall whose side touches the enclosing colour's living stones at the far
// end), and the territory analysis then finds the enclosing chains with two eyes (not in seki).
// An area of more than maxEnclosed points is tried only when largeAreaOwned finds it a territory
// with a few stones left inside.
func reviveEnclosed(w, h int, stones []goban.Color, alive, dead []bool) {
	n := len(stones)
	g := goban.NewGrid(w, h, stones, nil)
	type area struct {
		color  goban.Color
		points []int
	}
	var areas []area
	for _, c := range [2]goban.Color{goban.Black, goban.White} {
		seen := make([]bool, n)
		for start := range n {
			if seen[start] || stones[start] == c {
				continue
			}
			seen[start] = true
			pts := []int{start}
			for k := 0; k < len(pts); k++ {
				for _, q := range g.Neighbours(pts[k]) {
					if !seen[q] && stones[q] != c {
						seen[q] = true
						pts = append(pts, q)
					}
				}
			}
			areas = append(areas, area{c, pts})
		}
	}
	slices.SortStableFunc(areas, func(a, b area) int { return len(a.points) - len(b.points) })
	chainOf := make([]int, n)
	chains := chainsOf(g)
	for k, ch := range chains {
		for _, i := range ch.stones {
			chainOf[i] = k
		}
	}
	trial := make([]bool, n)
	fixed := make([]bool, n)      // decided by an area judged before
	var cur goban.TerritoryResult // the analysis of dead, when current
	current := false
	for _, ar := range areas {
		c, o := ar.color, ar.color.Opponent()
		// The enclosing chains.
		var border []int
		for _, i := range ar.points {
			for _, q := range g.Neighbours(i) {
				if stones[q] == c && !slices.Contains(border, chainOf[q]) {
					border = append(border, chainOf[q])
				}
			}
		}
		changes := false
		for _, k := range border {
			changes = changes || dead[chains[k].stones[0]]
		}
		protected, inside := false, false
		for _, i := range ar.points {
			if stones[i] == o {
				inside = true
				changes = changes || !dead[i]
				protected = protected || alive[i]
			}
		}
		// An area with no stones inside is left to the playouts: the static eye values lean
		// towards the defender, which is right only once the opponent's stones inside are dead.
		if !inside || protected || len(border) == 0 {
			continue
		}
		if len(ar.points) > maxEnclosed && !largeAreaOwned(stones, dead, ar.points, c) {
			continue
		}
		// A smaller area judged before decides the chains it holds: the stones of an
		// enclosing chain found dead inside it stay dead, and those found alive stay alive.
		overturns := false
		for _, k := range border {
			overturns = overturns || fixed[chains[k].stones[0]] && dead[chains[k].stones[0]]
		}
		for _, i := range ar.points {
			overturns = overturns || stones[i] == o && fixed[i] && !dead[i]
		}
		if overturns {
			continue
		}
		// The enclosing chains must win every capturing race with the stones inside: a chain
		// inside that has as many liberties as an enclosing chain next to it (or sharing a
		// liberty with it) may be in seki.
		if !outnumbers(g, chains, chainOf, border, ar.points, o) {
			continue
		}
		if !changes {
			// The estimate already has the stones inside dead and the enclosing chains alive:
			// when the analysis confirms it, the area is decided.
			if !current {
				cur, current = goban.AnalyseTerritory(goban.NewGrid(w, h, stones, dead)), true
			}
			if enclosingAlive(cur, chains, border, alive, c) {
				fix(fixed, chains, border, ar.points)
			}
			continue
		}
		copy(trial, dead)
		revived := false
		for _, k := range border {
			for _, i := range chains[k].stones {
				revived = revived || trial[i]
				trial[i] = false
			}
		}
		// Stones inside that live by themselves, with the enclosing chains alive, are not the
		// enclosing colour's to take. The analysis of the current estimate serves while no
		// enclosing chain has to be revived for the question.
		var before goban.TerritoryResult
		if revived {
			before = goban.AnalyseTerritory(goban.NewGrid(w, h, stones, trial))
		} else {
			if !current {
				cur, current = goban.AnalyseTerritory(goban.NewGrid(w, h, stones, dead)), true
			}
			before = cur
		}
		if insideLives(before, stones, trial, ar.points, o) || hasRoom(goban.NewGrid(w, h, stones, trial), ar.points, o) {
			continue
		}
		for _, i := range ar.points {
			if stones[i] == o {
				trial[i] = true
			}
		}
		r := goban.AnalyseTerritory(goban.NewGrid(w, h, stones, trial))
		if enclosingAlive(r, chains, border, alive, c) {
			copy(dead, trial)
			current = false
			fix(fixed, chains, border, ar.points)
		}
	}
}

// largeAreaOwned reports whether an area of more than maxEnclosed points that colour c encloses
// looks like c's territory with a few of the opponent's stones inside, as a finished game's moyo
// with an invasion left in it does: the area holds at least minAreaPerStone points for each
// opponent stone inside, and the opponent has more stones that the estimate holds alive outside
// the area than inside (it lives elsewhere; on an open board, the area holds all its stones).
func largeAreaOwned(stones []goban.Color, dead []bool, pts []int, c goban.Color) bool {
	o := c.Opponent()
	in, deadIn := 0, 0
	for _, i := range pts {
		if stones[i] == o {
			in++
			if dead[i] {
				deadIn++
			}
		}
	}
	if in*minAreaPerStone > len(pts) {
		return false
	}
	out := deadIn - in // the living stones outside: all living ones less those inside
	for i, s := range stones {
		if s == o && !dead[i] {
			out++
		}
	}
	return out > in
}

// enclosingAlive reports whether the analysis r finds none of the enclosing chains of colour c
// in seki, except those Benson's algorithm proves alive.
func enclosingAlive(r goban.TerritoryResult, chains []chainInPosition, border []int, alive []bool, c goban.Color) bool {
	for _, k := range border {
		i := chains[k].stones[0]
		if r.Seki()[i] == c && !alive[i] {
			return false
		}
	}
	return true
}

// fix marks the enclosing chains and the stones of an area as decided.
func fix(fixed []bool, chains []chainInPosition, border, pts []int) {
	for _, k := range border {
		for _, i := range chains[k].stones {
			fixed[i] = true
		}
	}
	for _, i := range pts {
		fixed[i] = true
	}
}

// insideLives reports whether colour o's stones in pts that are alive in dead have two eyes by
// the territory analysis r of the position with those dead stones.
func insideLives(r goban.TerritoryResult, stones []goban.Color, dead []bool, pts []int, o goban.Color) bool {
	for _, i := range pts {
		if stones[i] == o && !dead[i] && r.Seki()[i] != o {
			return true
		}
	}
	return false
}

// outnumbers reports whether every enclosing chain in border has more liberties than each chain
// of colour o inside pts that touches it or shares a liberty with it.
func outnumbers(g *goban.Grid, chains []chainInPosition, chainOf []int, border, pts []int, o goban.Color) bool {
	for _, i := range pts {
		if g.Stones()[i] != o {
			continue
		}
		in := chains[chainOf[i]]
		if in.stones[0] != i {
			continue // each chain once
		}
		for _, k := range border {
			out := chains[k]
			if len(out.libs) > len(in.libs) {
				continue
			}
			if adjacentChains(g, in.stones, out.stones) || sharesLiberty(in.libs, out.libs) {
				return false
			}
		}
	}
	return true
}

func sharesLiberty(a, b []int) bool {
	for _, l := range a {
		if slices.Contains(b, l) {
			return true
		}
	}
	return false
}
