package goban

// Liberties returns the number of distinct empty points next to the chain at column x, row y
// (from the top), or 0 if the point is empty.
func (b *Board) Liberties(x, y int) int { return b.LibertiesAt(b.PointAt(x, y)) }

// LibertiesAt is Liberties for a Point. It walks the chain once, marking liberties with a
// stamp rather than a fresh set, so it does not allocate.
func (b *Board) LibertiesAt(p Point) int {
	if c := b.cells[p]; c != Black && c != White {
		return 0
	}
	b.stamp++
	if b.stamp == 0 {
		clear(b.mark)
		b.stamp = 1
	}
	h := b.head[p]
	n := 0
	s := h
	for {
		for _, q := range b.neighbours(s) {
			if b.cells[q] == Empty && b.mark[q] != b.stamp {
				b.mark[q] = b.stamp
				n++
			}
		}
		s = b.next[s]
		if s == h {
			break
		}
	}
	return n
}

// InAtari reports whether the chain at column x, row y has exactly one liberty.
func (b *Board) InAtari(x, y int) bool { return b.InAtariAt(b.PointAt(x, y)) }

// InAtariAt is InAtari for a Point; it takes constant time.
func (b *Board) InAtariAt(p Point) bool {
	if c := b.cells[p]; c != Black && c != White {
		return false
	}
	return b.inAtari(b.head[p])
}

// IsEyeLike reports whether the empty point at column x, row y looks like an eye of colour c:
// every neighbour is c's stone or off the board, and c's opponent holds at most one diagonal
// point (none if the point is on the edge). Playouts never fill such points, which keeps
// random games from killing their own groups.
func (b *Board) IsEyeLike(c Color, x, y int) bool { return b.IsEyeLikeAt(c, b.PointAt(x, y)) }

// IsEyeLikeAt is IsEyeLike for a Point.
func (b *Board) IsEyeLikeAt(c Color, p Point) bool {
	if b.cells[p] != Empty {
		return false
	}
	for _, n := range b.neighbours(p) {
		if k := b.cells[n]; k != c && k != offBoard {
			return false
		}
	}
	s := Point(b.stride)
	opp := c.Opponent()
	enemies, edge := 0, false
	for _, d := range [4]Point{p - s - 1, p - s + 1, p + s - 1, p + s + 1} {
		switch b.cells[d] {
		case opp:
			enemies++
		case offBoard:
			edge = true
		}
	}
	if edge {
		return enemies == 0
	}
	return enemies <= 1
}
