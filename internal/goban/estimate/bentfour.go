package estimate

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// Bent four in the corner is dead (Japanese rules, and in practice everywhere): in the
// seki-looking shape below, the attacker X can at any time fill the liberty at a, sacrificing
// four stones in the bent-four shape; the defender O must capture at b, and X's play at the
// vital point makes a ko that X wins once every ko threat is gone.
//
//	X a O
//	X O O
//	X b O
//	O O O
//
// The shape: the defender's chain and the attacker's chain share exactly two liberties and have
// no others, and the attacker's chain plus one of them is the bent four in the corner (the
// corner point, one point along one edge and two along the other). Random playouts cannot see
// this, since neither side may fill a shared liberty of a large chain.

// markBentFours marks dead the defender's chains of bent fours in the corner in p.
func markBentFours(g *goban.Grid, dead []bool) {
	chains := chainsOf(g)
	for _, att := range chains {
		if len(att.libs) != 2 || len(att.stones) != 3 {
			continue
		}
		for _, def := range chains {
			if def.color != att.color.Opponent() || len(def.libs) != 2 ||
				!sameSet(def.libs, att.libs) || !adjacentChains(g, def.stones, att.stones) {
				continue
			}
			for _, l := range att.libs {
				if isBentFourInCorner(g.Width(), g.Height(), append([]int{l}, att.stones...)) {
					for _, i := range def.stones {
						dead[i] = true
					}
				}
			}
		}
	}
}

// chainInPosition is a chain of a position with its liberties.
type chainInPosition struct {
	color  goban.Color
	stones []int
	libs   []int
}

func chainsOf(g *goban.Grid) []chainInPosition {
	n := len(g.Stones())
	done := make([]bool, n)
	seenLib := make([]int, n)
	var out []chainInPosition
	for start, c := range g.Stones() {
		if c == goban.Empty || done[start] {
			continue
		}
		ch := chainInPosition{color: c, stones: []int{start}}
		done[start] = true
		for k := 0; k < len(ch.stones); k++ {
			for _, q := range g.Neighbours(ch.stones[k]) {
				switch {
				case g.Stones()[q] == c && !done[q]:
					done[q] = true
					ch.stones = append(ch.stones, q)
				case g.Stones()[q] == goban.Empty && seenLib[q] != start+1:
					seenLib[q] = start + 1
					ch.libs = append(ch.libs, q)
				}
			}
		}
		out = append(out, ch)
	}
	return out
}

// isBentFourInCorner reports whether the four points are a corner point, the point next to it
// along one edge, and the two next to it along the other edge.
func isBentFourInCorner(w, h int, pts []int) bool {
	if len(pts) != 4 || w < 3 || h < 3 {
		return false
	}
	for _, corner := range [4][2]int{{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}} {
		dx, dy := 1, 1
		if corner[0] == w-1 {
			dx = -1
		}
		if corner[1] == h-1 {
			dy = -1
		}
		at := func(x, y int) int { return (corner[1]+y*dy)*w + corner[0] + x*dx }
		for _, shape := range [2][4]int{
			{at(0, 0), at(1, 0), at(0, 1), at(0, 2)},
			{at(0, 0), at(0, 1), at(1, 0), at(2, 0)},
		} {
			if sameSet(shape[:], pts) {
				return true
			}
		}
	}
	return false
}

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// adjacentChains reports whether some point of a is next to some point of b.
func adjacentChains(g *goban.Grid, a, b []int) bool {
	for _, i := range a {
		for _, q := range g.Neighbours(i) {
			if slices.Contains(b, q) {
				return true
			}
		}
	}
	return false
}
