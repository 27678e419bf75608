package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// minRoom is the number of points of an area that must lie nearer to a group than to the
// opponent's living stones for the group to have room for two eyes whatever the opponent's
// living group inside the area does: far more than the few points a dead group's eye space
// holds, and well beyond what killing a group requires.
const minRoom = 20

// hasRoom reports whether colour c's stones in an area (pts: the connected points that are not
// the opponent's living stones, as the settle step and the enclosed areas see them) own that area
// though the territory analysis gives them no eyes, because the area also touches a living group
// of the opponent (inside a framework, or at the far end of a wall's side) and so is nobody's
// territory until the border is closed. Two conditions, both needed:
//
//   - c's stones bound the area's empty points at least as much as the opponent's living stones
//     that stand between the area and c's other stones do (counting the sides where an empty
//     point or dead stone of the area touches a stone): c's stones are the wall around the
//     area, not an invasion that the opponent's wall cuts off from its friends. A living group
//     of the opponent that reaches no other stone of c (through its own stones and the points
//     outside the area) lives inside c's area, or on a part of the board c does not contest,
//     and does not enclose anything;
//   - at least minRoom of the area's empty points and dead stones are nearer to c's living stones
//     than to the opponent's (those inside included), counting steps through the area's empty
//     points and dead stones: room for two eyes whatever the group inside claims.
//
// A dead invasion in a moyo fails the first (the opponent's wall around the area also borders
// the invader's other stones), a dead group with a small eye space the second.
func hasRoom(g *goban.Grid, pts []int, c goban.Color) bool {
	mineSides, theirSides, room := roomOf(g, pts, c)
	return mineSides >= theirSides && room >= minRoom
}

// roomOf counts what hasRoom decides on: the sides of the area's empty points and dead stones
// that touch c's stones and the opponent's enclosing stones, and the points nearer to c.
func roomOf(g *goban.Grid, pts []int, c goban.Color) (mineSides, theirSides, room int) {
	o := c.Opponent()
	inArea := make(map[int]bool, len(pts))
	for _, i := range pts {
		inArea[i] = true
	}
	enclosing := enclosingStones(g, inArea, pts, c)
	distMine, distTheirs := map[int]int{}, map[int]int{}
	var qMine, qTheirs []int
	for _, i := range pts {
		if g.Live(i, c) {
			distMine[i] = 0
			qMine = append(qMine, i)
			continue
		}
		for _, q := range g.Neighbours(i) {
			switch {
			case g.Live(q, c):
				mineSides++
			case g.Live(q, o):
				if enclosing[q] {
					theirSides++
				}
				if _, ok := distTheirs[q]; !ok {
					distTheirs[q] = 0
					qTheirs = append(qTheirs, q)
				}
			}
		}
	}
	spread := func(dist map[int]int, queue []int) {
		for k := 0; k < len(queue); k++ {
			i := queue[k]
			for _, q := range g.Neighbours(i) {
				if _, ok := dist[q]; ok || !inArea[q] || g.Live(q, c) {
					continue
				}
				dist[q] = dist[i] + 1
				queue = append(queue, q)
			}
		}
	}
	spread(distMine, qMine)
	spread(distTheirs, qTheirs)
	for _, i := range pts {
		if g.Live(i, c) {
			continue
		}
		a, ok := distMine[i]
		if !ok {
			continue
		}
		if b, ok := distTheirs[i]; !ok || a < b {
			room++
		}
	}
	return mineSides, theirSides, room
}

// enclosingStones marks the opponent's living stones next to the area (inArea, pts) that stand
// between it and c's other living stones: those from which c's living stones outside the area
// can be reached through the opponent's living stones and the points outside the area that are
// not c's living stones.
func enclosingStones(g *goban.Grid, inArea map[int]bool, pts []int, c goban.Color) map[int]bool {
	o := c.Opponent()
	out := map[int]bool{}
	seen := map[int]bool{}
	for _, i := range pts {
		for _, start := range g.Neighbours(i) {
			if !g.Live(start, o) || seen[start] {
				continue
			}
			seen[start] = true
			comp := []int{start}
			reaches := false
			for k := 0; k < len(comp); k++ {
				for _, q := range g.Neighbours(comp[k]) {
					switch {
					case seen[q] || inArea[q]:
					case g.Live(q, c):
						reaches = true
					default:
						seen[q] = true
						comp = append(comp, q)
					}
				}
			}
			if reaches {
				for _, q := range comp {
					if g.Live(q, o) {
						out[q] = true
					}
				}
			}
		}
	}
	return out
}
