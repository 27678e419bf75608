package goban

// ToggleDead marks or unmarks as dead the stones of the colour at (x, y) that lie in the same
// area, bounded by the other colour's stones, as one click on the final board does: players
// agree on dead groups, not single stones, and the dead stones inside one territory go together.
// The new state is the opposite of the clicked stone's. It returns new marks and leaves dead (which may be
// nil) alone; clicking an empty point changes nothing.
func ToggleDead(p Position, dead []bool, x, y int) []bool {
	n := p.Size * p.Size
	out := make([]bool, n)
	copy(out, dead)
	dead = out
	if x < 0 || y < 0 || x >= p.Size || y >= p.Size {
		return dead
	}
	start := y*p.Size + x
	c := p.Cells[start]
	if c == Empty {
		return dead
	}
	mark := !dead[start]
	g := NewGrid(p.Size, p.Size, p.Cells, nil)
	seen := make([]bool, n)
	seen[start] = true
	stack := []int{start}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p.Cells[i] == c {
			dead[i] = mark
		}
		for _, q := range g.Neighbours(i) {
			if !seen[q] && p.Cells[q] != c.Opponent() {
				seen[q] = true
				stack = append(stack, q)
			}
		}
	}
	return dead
}
