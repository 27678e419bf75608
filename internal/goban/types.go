// Package goban is hoshi's rules engine: the board, moves with captures, ko and superko,
// handicap placement, scoring of final positions (area and territory, seki, false eyes),
// dead-stone estimation and SVG rendering. It knows nothing about tournaments.
package goban

import (
	"strconv"
	"strings"
)

// Color is the content of a point: empty, a black stone or a white stone.
type Color uint8

// The colours of a point.
const (
	Empty Color = iota
	Black
	White
)

// Opponent returns the other player's colour; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// MinSize and MaxSize bound the board sizes the engine plays on.
const (
	MinSize = 2
	MaxSize = 25
)

// Position is a whole-board position in the plain form the scoring code and the renderer share:
// Cells is row-major, index y*Size+x, with x counted from the left and y from the top row (the
// orientation of SGF coordinates).
type Position struct {
	Size  int
	Cells []Color
}

// NewPosition returns an empty position of the given size.
func NewPosition(size int) Position {
	return Position{Size: size, Cells: make([]Color, size*size)}
}

// At returns the colour at column x, row y (from the top).
func (p Position) At(x, y int) Color { return p.Cells[y*p.Size+x] }

// Clone returns a copy that shares nothing with p.
func (p Position) Clone() Position {
	return Position{Size: p.Size, Cells: append([]Color(nil), p.Cells...)}
}

// columnLetters are the column names of a diagram: A..Z without I.
const columnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// VertexName names point (x, y) on a board of the given size as players write it: a column
// letter (I skipped) and a row number counted from the bottom, e.g. "D4".
func VertexName(size, x, y int) string {
	if x < 0 || y < 0 || x >= size || y >= size || x >= len(columnLetters) {
		return "?"
	}
	return string(columnLetters[x]) + strconv.Itoa(size-y)
}

// ParseVertex reads a point written as "D4" (case-insensitive, I skipped) on a board of the
// given size and returns its column x and row y from the top.
func ParseVertex(size int, s string) (x, y int, err error) {
	s = strings.TrimSpace(strings.ToUpper(s))
	if len(s) < 2 {
		return 0, 0, msgPointForm.New(s)
	}
	x = strings.IndexByte(columnLetters, s[0])
	if x < 0 || x >= size {
		return 0, 0, msgPointColumn.New(s, s[:1], size, size)
	}
	row, err := strconv.Atoi(s[1:])
	if err != nil || row < 1 || row > size {
		return 0, 0, msgPointRow.New(s, s[1:], size, size)
	}
	return x, size - row, nil
}
