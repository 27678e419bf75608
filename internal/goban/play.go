package goban

import "fmt"

// Reason says why a move is illegal; the zero value means it is legal.
type Reason uint8

// The reasons a move can be refused.
const (
	_ Reason = iota
	// Occupied: the point already holds a stone.
	Occupied
	// Suicide: the move captures nothing and leaves its own chain without liberties, under rules
	// that forbid it (or it is a one-stone suicide, which changes nothing and is refused always).
	Suicide
	// Ko: the immediate retake of a ko, which would recreate the position before the
	// opponent's last move.
	Ko
	// Superko: the move recreates an earlier position the rule set forbids repeating.
	Superko
	// OffBoard: the point is not on the board.
	OffBoard
)

var reasonNames = [...]string{"legal", "occupied", "suicide", "ko", "superko", "off-board"}

// String returns the reason as the replay reports it: occupied, suicide, ko, superko, off-board.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", r)
}

// IllegalMoveError is the error Play returns for a move the rules refuse.
type IllegalMoveError struct {
	Reason Reason
	Color  Color
	Point  string // the point as players write it, like "D4"
}

// Error names the move and the rule it breaks, in the words a player would use.
func (e *IllegalMoveError) Error() string {
	return fmt.Sprintf("illegal move: %s %s (%s)", e.Color, e.Point, e.Reason)
}

// Play plays a stone of colour c at column x, row y (from the top), removes the chains it
// captures and returns how many stones it took. Suicide and ko follow the board's rules; an
// illegal move returns an *IllegalMoveError and leaves the board unchanged.
func (b *Board) Play(c Color, x, y int) (captured int, err error) {
	if x < 0 || y < 0 || x >= b.size || y >= b.size {
		return 0, &IllegalMoveError{Reason: OffBoard, Color: c, Point: fmt.Sprintf("(%d,%d)", x, y)}
	}
	n, why := b.PlayAt(c, b.PointAt(x, y))
	if why != 0 {
		return 0, &IllegalMoveError{Reason: why, Color: c, Point: VertexName(b.size, x, y)}
	}
	return n, nil
}

// Pass records a pass by c: it ends any ko ban and counts towards the two passes that end the
// game.
func (b *Board) Pass(c Color) {
	b.remember(c)
	b.passes++
	b.ko = NoPoint
	b.last = NoPoint
}

// PlayAt is the allocation-free form of Play for playouts: it plays c at p and returns the
// number of stones captured, or the Reason the move is illegal (then nothing changes).
func (b *Board) PlayAt(c Color, p Point) (captured int, why Reason) {
	if c != Black && c != White {
		panic("goban: play with a colour that is not black or white")
	}
	m := b.examine(c, p)
	if m.why != 0 {
		return 0, m.why
	}
	b.remember(c)
	return b.apply(c, p, &m), 0
}

// remember adds the position before a move or pass by c to the superko history.
func (b *Board) remember(c Color) {
	switch b.rules.Ko {
	case KoPositionalSuperko:
		b.history.add(b.hash)
	case KoSituationalSuperko:
		b.history.add(b.hash ^ sideKeys[c])
	}
}
