package goban

import (
	"slices"
	"testing"
)

// Classes of final positions that the random playouts misjudge, each with several hand-made
// boards. In the diagrams x and o are living stones, b and w dead ones: the expected dead
// stones are drawn in the diagram, worked out by hand.

// estimateCase is a hand-made position and its dead stones.
type estimateCase struct {
	name  string
	board []string
}

// checkEstimates runs EstimateDead on every case with seeds 0, 1 and 2 under Japanese rules.
func checkEstimates(t *testing.T, cases []estimateCase) {
	t.Helper()
	japanese := mustRules(t, "japanese")
	for _, tc := range cases {
		p, want := positionFromRows(t, tc.board...)
		for seed := range int64(3) {
			got := EstimateDead(p, japanese, seed)
			if !slices.Equal(got, want) {
				t.Errorf("%s, seed %d: dead %v, want %v", tc.name, seed, vertices(p, got), vertices(p, want))
			}
		}
	}
}

// TestEstimateLooseFrameworks: a large framework that one colour's wall encloses only loosely
// (short chains with one-point gaps, or a wall that stops one line short of the edge) and that
// holds no opponent stone is alive: the opponent can push into a gap, and the owner blocks
// behind it. Random games never block, so they cut the wall's short chains off and kill them.
func TestEstimateLooseFrameworks(t *testing.T) {
	checkEstimates(t, []estimateCase{
		// Black's 81-point corner, walled by pairs of stones with gaps, against White's
		// solid wall: nothing is dead.
		{"corner framework, pairs with gaps", []string{
			".........xo........",
			".........xo........",
			"..........o........",
			".........xo........",
			".........xo........",
			"..........o........",
			".........xo........",
			".........xo........",
			"..........o........",
			"xx.xx.xx.xo........",
			"ooooooooooo........",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
		}},
		// Black's framework on the top side of a 13x13 board, with gaps on all three sides;
		// White's wall runs around it.
		{"side framework on 13x13", []string{
			".ox.......xo.",
			".o.........o.",
			".ox.......xo.",
			".ox.......xo.",
			".o.........o.",
			".ox.......xo.",
			".oxx.xx.xx.o.",
			".ooooooooooo.",
			".............",
			".............",
			".............",
			".............",
			".............",
		}},
		// Both walls loose: Black's gaps face White's stones and White's gaps face Black's;
		// White's wall stops one line short of the left edge.
		{"two loose walls", []string{
			".........x.........",
			".........xo........",
			"..........o........",
			".........x.........",
			".........xo........",
			"..........o........",
			".........x.........",
			".........xo........",
			"..........o........",
			"xx.xx.xx.x.........",
			".oo.oo.oo.o........",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
		}},
		// A loose framework in the lower right, and Black's solid corner in the upper left
		// with a dead white stone inside: that stone stays dead.
		{"loose framework and a dead stone elsewhere", []string{
			".....xo............",
			".....xo............",
			"..w..xo............",
			".....xo............",
			".....xo............",
			"xxxxxxo............",
			"ooooooo............",
			".......oooooooooooo",
			".......ox.xx.xx.xxx",
			".......o...........",
			".......ox..........",
			".......ox..........",
			".......o...........",
			".......ox..........",
			".......ox..........",
			".......o...........",
			".......ox..........",
			".......ox..........",
			".......ox..........",
		}},
		// The same solid corner alone: the white stone inside is dead, although the area
		// White's stones enclose holds all of Black's corner.
		{"dead stone in a solid corner", []string{
			".....xo............",
			".....xo............",
			"..w..xo............",
			".....xo............",
			".....xo............",
			"xxxxxxo............",
			"ooooooo............",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
			"...................",
		}},
	})
}
