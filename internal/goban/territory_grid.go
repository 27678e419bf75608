package goban

// grid is the rectangular board the territory analysis works on. Scoring uses square positions,
// but the analysis is written for any width and height so that narrow test boards (1xN) exercise
// the edge cases of eye and seki detection.
type grid struct {
	w, h   int
	stones []Color
	dead   []bool
}

// neighbours appends the on-board points orthogonally next to i to buf and returns it.
func (g *grid) neighbours(i int, buf []int) []int {
	buf = buf[:0]
	x, y := i%g.w, i/g.w
	if y > 0 {
		buf = append(buf, i-g.w)
	}
	if y < g.h-1 {
		buf = append(buf, i+g.w)
	}
	if x > 0 {
		buf = append(buf, i-1)
	}
	if x < g.w-1 {
		buf = append(buf, i+1)
	}
	return buf
}

// adjacent reports whether points i and j are orthogonal neighbours.
func (g *grid) adjacent(i, j int) bool {
	xi, yi, xj, yj := i%g.w, i/g.w, j%g.w, j/g.w
	return (yi == yj && (xi-xj == 1 || xj-xi == 1)) || (xi == xj && (yi-yj == 1 || yj-yi == 1))
}

// live reports whether a stone of colour c that is not marked dead stands on i.
func (g *grid) live(i int, c Color) bool { return g.stones[i] == c && !g.dead[i] }

// onEdge reports whether i is on the first or last row or column.
func (g *grid) onEdge(i int) bool {
	x, y := i%g.w, i/g.w
	return x == 0 || y == 0 || x == g.w-1 || y == g.h-1
}
