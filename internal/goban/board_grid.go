package goban

// BoardForGrid sets up a w x h board (stones row-major, as in a grid) for playouts. The Board
// type is square, but its padded array only needs a frame of off-board points around the stones:
// with stride w+2 and h+2 rows it holds any rectangle, which lets the estimator run on the narrow
// boards of goscorer's suite as well as on square positions. Only the playout methods (PlayAt,
// Check, IsEyeLikeAt, the chain queries) may be used on it, not those that take a size. ok is
// false when the rectangle does not fit the Zobrist tables.
func BoardForGrid(w, h int, stones []Color, r Rules) (b *Board, ok bool) {
	stride := w + 2
	n := stride * (h + 2)
	if n > MaxPoints {
		return nil, false
	}
	b = allocBoard(max(w, h), stride, h+2, r)
	for i := range b.cells {
		b.cells[i] = Frame
	}
	for i, c := range stones {
		b.cells[GridPoint(stride, w, i)] = c
	}
	b.rebuild()
	return b, true
}

// GridPoint converts index i of a w-wide grid to the Point of a board with the given stride.
func GridPoint(stride, w, i int) Point {
	return Point((i/w+1)*stride + i%w + 1)
}
