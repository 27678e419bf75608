package shogi

import "fmt"

// Square is a square of the board, 0-80, in SFEN's reading order: rank 1 (White's back rank)
// first, each rank from file 9 to file 1. NoSquare marks "none" (the origin of a drop).
type Square int8

// NoSquare is no square.
const NoSquare Square = -1

// SquareAt returns the square of file f and rank r, both 1-9.
func SquareAt(file, rank int) Square { return Square((rank-1)*9 + 9 - file) }

// File returns the square's file, 1-9 (1 is on Black's right).
func (s Square) File() int { return 9 - int(s)%9 }

// Rank returns the square's rank, 1-9 (1 is White's back rank).
func (s Square) Rank() int { return int(s)/9 + 1 }

// x and y are the column (0 = file 9) and row (0 = rank 1) of the square on the diagram.
func (s Square) x() int { return int(s) % 9 }
func (s Square) y() int { return int(s) / 9 }

func squareXY(x, y int) Square { return Square(y*9 + x) }

func onBoard(x, y int) bool { return x >= 0 && x < 9 && y >= 0 && y < 9 }

// String writes the square as USI and SFEN do: file digit and rank letter, 7g.
func (s Square) String() string {
	if s < 0 || s > 80 {
		return "-"
	}
	return fmt.Sprintf("%d%c", s.File(), 'a'+rune(s.Rank()-1))
}

// Number writes the square as players and KIF/CSA do: file then rank digits, 77.
func (s Square) Number() string { return fmt.Sprintf("%d%d", s.File(), s.Rank()) }

// inZone reports whether rank r is in the promotion zone of side c: the three ranks farthest
// from c (seed 003, "Povyšování kamenů").
func inZone(c Color, rank int) bool {
	if c == Black {
		return rank <= 3
	}
	return rank >= 7
}

// ranksAhead is how many ranks lie in front of a piece of side c on rank r.
func ranksAhead(c Color, rank int) int {
	if c == Black {
		return rank - 1
	}
	return 9 - rank
}

// deadEnd reports whether a piece of kind k of side c on rank r could never move again: a pawn
// or lance on the last rank, a knight on the last two (seed 003: such a piece must promote, and
// cannot be dropped there).
func deadEnd(k Kind, c Color, rank int) bool {
	switch k {
	case Pawn, Lance:
		return ranksAhead(c, rank) < 1
	case Knight:
		return ranksAhead(c, rank) < 2
	}
	return false
}
