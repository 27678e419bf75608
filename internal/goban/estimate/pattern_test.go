package estimate

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// TestShapeTable checks the shape patterns of the playouts on neighbourhoods drawn by hand: the
// centre of each 5x5 board (or the marked point on the edge) is the candidate move.
func TestShapeTable(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		x, y int
		want bool
	}{
		// X O X above the centre, the row of the centre empty: Black's hane that encloses
		// White's stone (the first pattern), and the same turned a quarter, mirrored and with
		// the colours swapped.
		{"enclosing hane", board("enclosing hane"), 2, 2, true},
		{"enclosing hane turned", board("enclosing hane turned"), 2, 2, true},
		{"enclosing hane, colours swapped", board("enclosing hane, colours swapped"), 2, 2, true},
		// White's stones above and left of the point, diagonal to each other, with Black's
		// stone at their other corner: the point cuts them (the unprotected cut); with Black's
		// stone on the right of the point as well, the peeped cut.
		{"cut", board("cut"), 2, 2, true},
		{"peeped cut", board("peeped cut"), 2, 2, true},
		// Nothing around: no shape.
		{"empty", board("empty"), 2, 2, false},
		// A lone stone of each colour far apart in the square (the corners): no pattern has
		// X and O on opposite corners only.
		{"opposite corners", board("opposite corners"), 2, 2, false},
		// On the edge (the bottom row): White's stone above the point, Black's above right,
		// Black's on the left and White's on the right: the edge cut "?OX / X.O".
		{"edge cut", board("edge cut"), 2, 4, true},
		// Black's stone above left and White's on the left, on the edge: the chase "X.? / O.?".
		{"edge chase", board("edge chase"), 2, 4, true},
		// Black's stone above and White's above right, on the edge: the descent "?XO / x.x"
		// (one row up it is White's hane on Black's stone, below).
		{"edge descent", board("edge descent"), 2, 4, true},
		// A stone diagonal to the point and an opponent's stone beside both: a hane.
		{"hane", board("hane"), 2, 3, true},
		{"hane on a stone above", board("hane on a stone above"), 2, 3, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, _ := positionFromRows(t, tc.rows...)
			b := goban.BoardFromPosition(p, mustRules(t, "japanese"))
			if got := shapeTable[shapeCode(b, b.PointAt(tc.x, tc.y))]; got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
