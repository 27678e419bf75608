package estimate

import "testing"

// TestReadTactics checks the tactical reading on chains short of liberties whose space is too
// large for the local reading, each worked out by hand in the comments (x: column from the
// left, y: row from the top, both from 0).
func TestReadTactics(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		x, y int
		want readVerdict
	}{
		// White (3,3) has the liberties (4,3) and (3,4), on the first line. Black first:
		// (4,3) leaves (3,4); White (3,4) has (2,4) and (4,4); Black (4,4) leaves (2,4); White
		// (2,4) has only (1,4), (2,3) being Black's; Black (1,4) captures three stones. White
		// first: (4,3) gives the chain (3,4), (4,4), (5,3) and (4,2), four liberties: escaped.
		// Whoever moves first decides.
		{"atari towards the edge", board("atari towards the edge"), 3, 3, readUnsettled},
		// White (2,2) has the liberties (3,2) and (2,3), both next to White's chain on row 3.
		// Black on either, White connects on the other: a chain of many liberties. Alive though
		// Black moves first.
		{"miai to connect", board("miai to connect"), 2, 2, readAlive},
		// White (3,4) under Black's wall (2,3)-(4,3) and (2,4), on the second line: liberties
		// (4,4) and (3,5). Black first: (4,4) leaves (3,5); White (3,5) has (2,5) and (4,5);
		// Black (2,5) leaves (4,5); White (4,5) has only (5,5) ((4,4) is Black's); Black (5,5)
		// captures. White first: (4,4) gives (3,5), (4,5) and (5,4); Black (5,4) leaves two,
		// and every extension along the first line has two liberties at most until Black takes
		// the last ((3,5): (2,5) and (4,5) left, Black (2,5), White (4,5), Black (5,5); or
		// (4,5): (3,5) and (5,5), Black (5,5), White (3,5), Black (2,5)). No Black stone next
		// to the chain ever has fewer than three liberties, and a White stone at (5,5) first
		// does not help: Black (3,5), White (4,5), Black (6,5) takes all. Dead whoever moves
		// first.
		{"second line under a wall", board("second line under a wall"), 3, 4, readDead},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := gridFromRows(tc.rows)
			n := len(g.Stones())
			i := tc.y*g.Width() + tc.x
			none := make([]bool, n)
			if read := readChains(g, g.Stones(), none, none); read[i] != readUnread {
				t.Fatalf("the local reading read the chain (%v): its space should be too large", read[i])
			}
			got := readTactics(g, g.Stones(), none, none, make([]readVerdict, n))[i]
			if got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// TestReadTacticsSkips checks which chains the tactical reading leaves alone: a chain with three
// liberties, one taken for dead, and one that touches only opponent stones taken for dead (their
// capture would lean on stones that die).
func TestReadTacticsSkips(t *testing.T) {
	rows := board("chains the tactical reading skips")
	g := gridFromRows(rows)
	n := len(g.Stones())
	i := 3*g.Width() + 3
	none := make([]bool, n)
	dead := make([]bool, n)
	dead[i] = true
	if v := readTactics(g, g.Stones(), dead, none, make([]readVerdict, n))[i]; v != readUnread {
		t.Errorf("a chain taken for dead: %v, want unread", v)
	}
	attackersDead := make([]bool, n)
	attackersDead[2*g.Width()+3], attackersDead[3*g.Width()+2] = true, true
	if v := readTactics(g, g.Stones(), attackersDead, none, make([]readVerdict, n))[i]; v != readUnread {
		t.Errorf("a chain touching only dead stones: %v, want unread", v)
	}
	three := gridFromRows(board("a chain with three liberties"))
	if v := readTactics(three, three.Stones(), none, none, make([]readVerdict, n))[i]; v != readUnread {
		t.Errorf("a chain with three liberties: %v, want unread", v)
	}
}
