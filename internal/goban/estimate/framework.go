package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// minFramework is the size of the smallest framework that frameworksAlive judges: smaller
// areas are eye spaces, which the playouts and the other static steps judge with the stones
// around them (a dead invasion's wall often encloses a few points with gaps).
const minFramework = 20

// frameworksAlive marks alive (in alive, and not dead) the chains that wall off a framework: a
// connected area of empty points that the opponent's stones cannot reach except through gaps in
// the wall, with no opponent stone inside, of at least minFramework points. A gap is an empty
// point between two of the colour's stones on opposite sides (a one-point jump), between the
// edge and a wall of two stones that stops one line short of it, or one of the two points of a
// knight's move: the opponent may push into it, but the owner blocks behind it. With the gaps
// filled by the owner, the territory analysis must find the enclosing chains with two eyes (not
// in seki); then they are alive.
//
// Random playouts kill such walls, for they never answer a push into a gap and the short chains
// of a loose wall run out of liberties, although in a finished game the opponent passed rather
// than invade.
func frameworksAlive(w, h int, stones []goban.Color, alive, dead []bool) {
	n := len(stones)
	g := goban.NewGrid(w, h, stones, nil)
	reached := make([]bool, n)
	comp := make([]int32, n)
	sealed := make([]goban.Color, n)
	trial := make([]bool, n)
	var queue, area, gaps, border []int
	for _, c := range [2]goban.Color{goban.Black, goban.White} {
		o := c.Opponent()
		at := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && stones[y*w+x] == c }
		gap := func(p int) bool {
			x, y := p%w, p/w
			return at(x-1, y) && at(x+1, y) || at(x, y-1) && at(x, y+1) ||
				// a wall that stops one line short of the edge
				x == 0 && at(1, y) && at(2, y) || x == w-1 && at(w-2, y) && at(w-3, y) ||
				y == 0 && at(x, 1) && at(x, 2) || y == h-1 && at(x, h-2) && at(x, h-3) ||
				// the two points of a knight's move: a stone on one side, the other stone
				// diagonally across
				at(x-1, y) && (at(x+1, y-1) || at(x+1, y+1)) || at(x+1, y) && (at(x-1, y-1) || at(x-1, y+1)) ||
				at(x, y-1) && (at(x-1, y+1) || at(x+1, y+1)) || at(x, y+1) && (at(x-1, y-1) || at(x+1, y-1))
		}
		// The points the opponent reaches: from its stones through empty points, stopping at gaps.
		clear(reached)
		queue = queue[:0]
		for i, s := range stones {
			if s == o {
				reached[i] = true
				queue = append(queue, i)
			}
		}
		for k := 0; k < len(queue); k++ {
			p := queue[k]
			if stones[p] == goban.Empty && gap(p) {
				continue
			}
			for _, q := range g.Neighbours(p) {
				if !reached[q] && stones[q] == goban.Empty {
					reached[q] = true
					queue = append(queue, q)
				}
			}
		}
		for i := range comp {
			comp[i] = -1
		}
		for start := range n {
			if stones[start] != goban.Empty || reached[start] || comp[start] >= 0 {
				continue
			}
			// One framework: the unreached empty points connected to start, and the gaps that
			// open it to the opponent.
			id := int32(start)
			comp[start] = id
			area = append(area[:0], start)
			gaps = gaps[:0]
			for k := 0; k < len(area); k++ {
				for _, q := range g.Neighbours(area[k]) {
					switch {
					case stones[q] != goban.Empty:
					case !reached[q] && comp[q] < 0:
						comp[q] = id
						area = append(area, q)
					case reached[q] && comp[q] != id:
						comp[q] = id
						gaps = append(gaps, q)
					}
				}
			}
			if len(area) < minFramework {
				continue
			}
			copy(sealed, stones)
			for _, p := range gaps {
				sealed[p] = c
			}
			// The enclosing chains, in the sealed position.
			border = chainPoints(goban.NewGrid(w, h, sealed, nil), area, c, border[:0])
			// Walls without gaps are left to the other steps, unless the playouts killed them.
			changes := false
			for _, i := range border {
				changes = changes || dead[i] || (len(gaps) > 0 && stones[i] == c && !alive[i])
			}
			if !changes {
				continue
			}
			copy(trial, dead)
			for _, i := range border {
				trial[i] = false
			}
			for _, p := range gaps {
				trial[p] = false
			}
			r := goban.AnalyseTerritory(goban.NewGrid(w, h, sealed, trial))
			ok := true
			for _, i := range border {
				ok = ok && r.Seki()[i] != c
			}
			for _, i := range area {
				ok = ok && r.Territory()[i] == c
			}
			if !ok {
				continue
			}
			for _, i := range border {
				if stones[i] == c {
					alive[i], dead[i] = true, false
				}
			}
		}
	}
}

// chainPoints appends to out the stones of colour c's chains next to the points pts.
func chainPoints(g *goban.Grid, pts []int, c goban.Color, out []int) []int {
	seen := make(map[int]bool)
	for _, p := range pts {
		for _, q := range g.Neighbours(p) {
			if g.Stones()[q] != c || seen[q] {
				continue
			}
			seen[q] = true
			start := len(out)
			out = append(out, q)
			for k := start; k < len(out); k++ {
				for _, s := range g.Neighbours(out[k]) {
					if g.Stones()[s] == c && !seen[s] {
						seen[s] = true
						out = append(out, s)
					}
				}
			}
		}
	}
	return out
}
