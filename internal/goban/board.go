package goban

// Point is a point of one Board as an index into its padded array: the board is stored with a
// one-point frame of off-board points around it, so neighbours are p-stride, p-1, p+1, p+stride
// and never need a bounds check. A Point is only meaningful for the board (size) that made it;
// playouts use it to avoid converting coordinates on every move. NoPoint is no point at all.
type Point int32

// NoPoint stands for "no point": no ko, no last move.
const NoPoint Point = 0

// Frame marks the frame around the board in Board.cells; it never leaves the package.
const Frame Color = 3

// Board is a Go board during play: stones, chains with their liberties, prisoners, the ko ban
// and the history superko needs. Chains are circular lists of stones with shared data kept at
// the chain's head stone; liberties are counted as pseudo-liberties (one per stone-empty
// adjacency) together with their sum and sum of squares, which is enough to tell captures
// (count zero) and atari (all pseudo-liberties on one point) in constant time.
// The zero Board is not usable: make one with NewBoardWithRules or BoardFromPosition.
type Board struct {
	size   int
	stride int
	rules  Rules

	cells []Color
	head  []Point // chain head of each stone
	next  []Point // next stone of the same chain, circular
	chain []chainData

	hash     uint64
	captures [3]int // prisoners taken, by colour
	ko       Point  // the point koColor may not take back at once
	koColor  Color
	passes   int // consecutive passes so far
	last     Point

	history positionSet
	mark    []uint32 // scratch stamps for exact liberty counting
	stamp   uint32
}

// chainData is what a chain's head stone stores for the whole chain.
type chainData struct {
	stones int32
	libs   int32 // pseudo-liberties
	libSum int32
	libSq  int64
	hash   uint64 // Zobrist hash of the chain's stones
}

// NewBoardWithRules returns an empty board that plays by r's ko and suicide rules.
func NewBoardWithRules(size int, r Rules) *Board {
	if size < MinSize || size > MaxSize {
		panic("goban: board size out of range")
	}
	b := allocBoard(size, size+2, size+2, r)
	for i := range b.cells {
		x, y := i%b.stride-1, i/b.stride-1
		if x < 0 || y < 0 || x >= size || y >= size {
			b.cells[i] = Frame
		}
	}
	return b
}

// allocBoard returns an empty board whose padded array has rows of stride points, with every
// point Empty: the caller marks the frame, which differs between square boards and the
// estimator's rectangles.
func allocBoard(size, stride, rows int, r Rules) *Board {
	n := stride * rows
	return &Board{
		size:   size,
		stride: stride,
		rules:  r,
		cells:  make([]Color, n),
		head:   make([]Point, n),
		next:   make([]Point, n),
		chain:  make([]chainData, n),
		mark:   make([]uint32, n),
	}
}

// BoardFromPosition sets up p on a new board playing by r. Chains without liberties in p stay
// on the board as they are (a setup is not a move); the replay reports such setups.
func BoardFromPosition(p Position, r Rules) *Board {
	b := NewBoardWithRules(p.Size, r)
	for y := 0; y < p.Size; y++ {
		for x := 0; x < p.Size; x++ {
			b.cells[b.PointAt(x, y)] = p.At(x, y)
		}
	}
	b.rebuild()
	return b
}

// Size returns the number of lines of the board.
func (b *Board) Size() int { return b.size }

// PointAt returns the Point of column x, row y (from the top); both must be on the board.
func (b *Board) PointAt(x, y int) Point { return Point((y+1)*b.stride + x + 1) }

// XY returns the column and row (from the top) of p.
func (b *Board) XY(p Point) (x, y int) {
	return int(p)%b.stride - 1, int(p)/b.stride - 1
}

// Points returns the number of Point values of the padded array: every on-board Point is below
// it, so playouts can loop over 0..Points()-1 and skip the points of the frame around the board.
func (b *Board) Points() int { return len(b.cells) }

// ColorAt returns the colour at p, which must be on the board.
func (b *Board) ColorAt(p Point) Color { return b.cells[p] }

// Captures returns the prisoners colour c has taken so far, including the stones of an
// opponent's suicide where the rules allow it.
func (b *Board) Captures(c Color) int { return b.captures[c&3] }

// LastMove returns the point of the last stone played, or NoPoint if the last move was a pass
// or nothing has been played.
func (b *Board) LastMove() Point { return b.last }

// ConsecutivePasses returns how many passes ended the move sequence so far; two end the game.
func (b *Board) ConsecutivePasses() int { return b.passes }

// Position returns the stones as a Position, the form the scoring code and renderer read.
func (b *Board) Position() Position {
	p := NewPosition(b.size)
	for y := 0; y < b.size; y++ {
		row := b.cells[(y+1)*b.stride+1:]
		copy(p.Cells[y*b.size:(y+1)*b.size], row[:b.size])
	}
	return p
}

// Clone returns an independent copy, history included.
func (b *Board) Clone() *Board {
	c := &Board{}
	c.CopyFrom(b)
	return c
}

// CopyFrom makes b a copy of src, reusing b's memory when the sizes match: playouts reset their
// scratch board this way without allocating.
func (b *Board) CopyFrom(src *Board) {
	cells, head, next, chain, mark := b.cells, b.head, b.next, b.chain, b.mark
	hist := b.history
	*b = *src
	n := len(src.cells)
	if cap(cells) < n {
		cells, head, next, chain, mark = make([]Color, n), make([]Point, n), make([]Point, n),
			make([]chainData, n), make([]uint32, n)
	}
	b.cells = append(cells[:0], src.cells...)
	b.head = append(head[:0], src.head...)
	b.next = append(next[:0], src.next...)
	b.chain = append(chain[:0], src.chain...)
	b.mark = mark[:n]
	clear(b.mark)
	b.stamp = 0
	b.history = hist
	b.history.copyFrom(&src.history)
}
