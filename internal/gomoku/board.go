package gomoku

import "fmt"

// Color is a stone's colour, or Empty.
type Color int8

// The colours. Black places the first stone (seeds 000 and 001).
const (
	Empty Color = iota
	Black
	White
)

// Opponent returns the other colour.
func (c Color) Opponent() Color { return 3 - c }

// String names the colour.
func (c Color) String() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	}
	return "empty"
}

// Point is an intersection: X counts columns from the left, Y rows from the top, both from 0
// (SGF's orientation).
type Point struct{ X, Y int }

// Name writes the point as renju players do: column letter a-s from the left, row number from
// the bottom (h8 is the centre of 15x15).
func (p Point) Name(size int) string { return fmt.Sprintf("%c%d", 'a'+p.X, size-p.Y) }

// Board is a position: the stones and, for ninuki, the stones each colour has captured.
type Board struct {
	Size     int
	cells    []Color
	Captured [3]int // indexed by the capturing colour
	stones   int
}

// NewBoard returns an empty board.
func NewBoard(size int) *Board {
	return &Board{Size: size, cells: make([]Color, size*size)}
}

// At returns the colour on p (Empty off the board).
func (b *Board) At(p Point) Color {
	if !b.on(p) {
		return Empty
	}
	return b.cells[p.Y*b.Size+p.X]
}

func (b *Board) on(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < b.Size && p.Y < b.Size }

func (b *Board) set(p Point, c Color) { b.cells[p.Y*b.Size+p.X] = c }

// Full reports whether every intersection holds a stone: a draw if nobody won (seed 001,
// "Remíza"; seed 000).
func (b *Board) Full() bool { return b.stones == b.Size*b.Size }

var lineDirections = []Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// run counts c's stones in an unbroken line through p in direction d (p included).
func (b *Board) run(p, d Point, c Color) int {
	n := 1
	for _, s := range []int{1, -1} {
		for q := (Point{p.X + s*d.X, p.Y + s*d.Y}); b.At(q) == c; q = (Point{q.X + s*d.X, q.Y + s*d.Y}) {
			n++
		}
	}
	return n
}

// Place is the effect of one stone: the stones it captured and whether it made a winning row.
type Place struct {
	Captured []Point
	// Row is the longest unbroken row through the stone.
	Row int
	// Five says the row wins: five or more under Free, exactly five in some direction under
	// Exact and Ninuki. FivePoints are its stones, from one end to the other.
	Five       bool
	FivePoints []Point
}

// Play places a stone of colour c on p by the rules of variant v: captures under Ninuki, then
// the rows through the new stone. A point off the board or occupied is an error and changes
// nothing.
func (b *Board) Play(v Variant, c Color, p Point) (Place, error) {
	var pl Place
	if !b.on(p) {
		return pl, fmt.Errorf("%d,%d is off the %dx%d board", p.X, p.Y, b.Size, b.Size)
	}
	if b.At(p) != Empty {
		return pl, fmt.Errorf("%s is occupied", p.Name(b.Size))
	}
	b.set(p, c)
	b.stones++
	if v == Ninuki {
		opp := c.Opponent()
		for _, d := range []Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}} {
			p1 := Point{p.X + d.X, p.Y + d.Y}
			p2 := Point{p.X + 2*d.X, p.Y + 2*d.Y}
			p3 := Point{p.X + 3*d.X, p.Y + 3*d.Y}
			if b.At(p1) == opp && b.At(p2) == opp && b.At(p3) == c {
				b.set(p1, Empty)
				b.set(p2, Empty)
				b.stones -= 2
				b.Captured[c] += 2
				pl.Captured = append(pl.Captured, p1, p2)
			}
		}
	}
	for _, d := range lineDirections {
		n := b.run(p, d, c)
		if n > pl.Row {
			pl.Row = n
		}
		if !pl.Five && (n == 5 || n > 5 && v == Free) {
			pl.Five = true
			pl.FivePoints = b.line(p, d, c)
		}
	}
	return pl, nil
}

// line returns the points of c's unbroken row through p in direction d, from one end.
func (b *Board) line(p, d Point, c Color) []Point {
	q := p
	for next := (Point{q.X - d.X, q.Y - d.Y}); b.At(next) == c; next = (Point{q.X - d.X, q.Y - d.Y}) {
		q = next
	}
	var pts []Point
	for ; b.At(q) == c; q = (Point{q.X + d.X, q.Y + d.Y}) {
		pts = append(pts, q)
	}
	return pts
}
