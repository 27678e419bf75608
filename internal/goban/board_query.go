package goban

// InAtariAt reports whether the chain at p has exactly one liberty; it takes constant time.
func (b *Board) InAtariAt(p Point) bool {
	if c := b.cells[p]; c != Black && c != White {
		return false
	}
	return b.inAtari(b.head[p])
}

// IsEyeLikeAt reports whether the empty point p looks like an eye of colour c: every
// neighbour is c's stone or off the board, and c's opponent holds at most one diagonal point
// (none if the point is on the edge). Playouts never fill such points, which keeps random
// games from killing their own groups.
func (b *Board) IsEyeLikeAt(c Color, p Point) bool {
	if b.cells[p] != Empty {
		return false
	}
	for _, n := range b.Neighbours(p) {
		if k := b.cells[n]; k != c && k != Frame {
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
		case Frame:
			edge = true
		}
	}
	if edge {
		return enemies == 0
	}
	return enemies <= 1
}
