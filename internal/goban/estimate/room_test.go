package estimate

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// TestRoomOf: the counts behind hasRoom on hand-drawn positions, worked out by hand.
func TestRoomOf(t *testing.T) {
	nineRows := func(top ...string) []string {
		rows := append([]string{}, top...)
		for len(rows) < 9 {
			rows = append(rows, "...................")
		}
		rows = append(rows, "xxxxxxxxxxxxxxxxxxx", "ooooooooooooooooooo")
		for len(rows) < 19 {
			rows = append(rows, "...................")
		}
		return rows
	}
	for _, tc := range []struct {
		name  string
		rows  []string
		c     goban.Color
		start string // a stone of c in the area
		// want: the sides touching c and the opponent's enclosing stones; the room, exactly
		// when exact, else at least room.
		mineSides, theirSides, room int
		exact                       bool
		has                         bool
	}{
		// Black's wall under nine rows holding White's two-eyed group: the 19 points of row 11
		// touch the wall; the white group reaches no other black stone, so it encloses nothing.
		// Rows 11-13 (57 points) are at most 3 steps from the wall and at least 4 from the white
		// group (F17-K17, F18-F19, K18-K19).
		{"a wall under nine rows holding a living group", nineRows(
			board("a wall under nine rows holding a living group")...,
		), goban.Black, "A10", 19, 0, 57, false, true},
		// A lone white stone on D16 in Black's nine rows: its four empty neighbours touch it,
		// the 19 points of row 11 touch Black's wall, which also borders White's wall below.
		// Nearer to D16 than to row 10: 8 points of row 16 (A16-J16 less D16), 9 each of rows
		// 17-19 (A-J), 7 of row 15 (A-G) and 3 of row 14 (C-E): 45.
		{"a lone stone in nine rows", nineRows(
			board("a lone stone in nine rows")...,
		), goban.White, "D16", 4, 19, 45, true, false},
		// The short wall D2-G2 inside White's area (TestEstimateShortWallSurrounded): D1-G1 each
		// touch it once; C1 and H1 belong to White's stones that reach Black's wall on row 7.
		// E1 and F1 are nearer to Black (1 step against 2), D1 and G1 tie.
		{"a short wall on the second line", board("a short wall on the second line"), goban.Black, "D2", 4, 2, 2, true, false},
		// Black's corner framework with White's invasion joined to the upper edge: A9-L9 and
		// M9-M19 give 23 sides on the wall (M9 two). Nearer to Black: M9-M19 (11, 1 step
		// against 3 or more), A9-L9 (11 more, 1 step against 3 or more), A10-D10 and K10-L10
		// (6, 2 steps against 3 or more): at least 28.
		{"a framework holding an invasion joined to the edge", board("a framework holding an invasion joined to the edge"), goban.Black, "A8", 23, 0, 28, false, true},
	} {
		p, _ := positionFromRows(t, tc.rows...)
		g := goban.NewGrid(p.Size, p.Size, p.Cells, nil)
		start := -1
		for i := range p.Cells {
			if v := vertices(p, marksAt(len(p.Cells), i)); len(v) == 1 && v[0] == tc.start {
				start = i
			}
		}
		if start < 0 || p.Cells[start] != tc.c {
			t.Fatalf("%s: no %v stone on %s", tc.name, tc.c, tc.start)
		}
		// The area: the points that are not the opponent's living stones, reached from start.
		seen := map[int]bool{start: true}
		pts := []int{start}
		for k := 0; k < len(pts); k++ {
			for _, q := range g.Neighbours(pts[k]) {
				if !seen[q] && !g.Live(q, tc.c.Opponent()) {
					seen[q] = true
					pts = append(pts, q)
				}
			}
		}
		mine, theirs, room := roomOf(g, pts, tc.c)
		t.Logf("%s: sides %d and %d, room %d", tc.name, mine, theirs, room)
		if mine != tc.mineSides || theirs != tc.theirSides || room < tc.room || tc.exact && room != tc.room {
			t.Errorf("%s: sides %d and %d, room %d; want %d and %d, room %d (exact %v)", tc.name,
				mine, theirs, room, tc.mineSides, tc.theirSides, tc.room, tc.exact)
		}
		if got := hasRoom(g, pts, tc.c); got != tc.has {
			t.Errorf("%s: hasRoom %v, want %v", tc.name, got, tc.has)
		}
	}
}

// marksAt is a board of n points with only i marked.
func marksAt(n, i int) []bool {
	m := make([]bool, n)
	m[i] = true
	return m
}
