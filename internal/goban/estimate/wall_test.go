package estimate

import "testing"

// Walls whose only eye space is an area that also touches a living enemy group: the opponent's
// two-eyed group inside a big framework, or at the far end of a long wall's side. The border
// between the wall's area and the living group is not closed, so the territory analysis gives the
// wall no eyes, yet the wall lives: its area is far larger than anything the group inside can
// take. Each board is drawn with its dead stones (b and w) and comes with its count worked out by
// hand, komi 0: territory scoring (Japanese: territory and prisoners) and area scoring (Chinese:
// stones and territory). The empty points that touch both the wall and the living group are
// nobody's until the border is closed. The counter-cases are walls that really are dead: a short
// wall with few liberties inside the opponent's area.

// TestEstimateWallAroundLivingGroup: a wall around the opponent's living group lives.
func TestEstimateWallAroundLivingGroup(t *testing.T) {
	checkLarge(t, []familyCase{
		// Black's wall on row 10 (19 stones) under nine rows that hold White's group on the upper
		// edge (10 stones, the eight-point eye space G18-J19); White's wall on row 9 (19 stones)
		// lives with rows 1-8. Black's 171 - 10 - 8 = 153 points touch the white group: nobody's.
		// Territory: Black 0, White 8 + 152 = 160. Area: Black 19, White 29 + 160 = 189.
		{"a wall under nine rows holding a two-eyed group on the edge", board("a wall under nine rows holding a two-eyed group on the edge"), [2]int{0, 160}, [2]int{19, 189}},
		// 13x13: Black's wall on row 7 (13 stones) under six rows holding White's corner group
		// A12-D12, B13, D13 (6 stones, the eyes A13 and C13); White's wall on row 6 (13 stones)
		// lives with rows 1-5 (65 points). Black's 78 - 6 - 2 = 70 points are nobody's.
		// Territory: Black 0, White 2 + 65 = 67. Area: Black 13, White 19 + 67 = 86.
		{"a 13x13 wall under six rows holding a two-eyed corner group", board("a 13x13 wall under six rows holding a two-eyed corner group"), [2]int{0, 67}, [2]int{13, 86}},
		// Black's framework in the upper left corner: A8-N8 and N9-N19 (24 stones) enclose A9-M19
		// (11 x 12 = 132 points), which hold White's invasion E13-J15 (13 stones, the eyes F14
		// and H14). White's wall A7-O7 and O8-O19 (26 stones) lives with the rest of the board:
		// 361 - 132 - 24 - 26 = 179 points. Black's 132 - 13 - 2 = 117 points are nobody's.
		// Territory: Black 0, White 2 + 179 = 181. Area: Black 24, White 39 + 181 = 220.
		{"a corner framework holding a two-eyed invasion in the middle", board("a corner framework holding a two-eyed invasion in the middle"), [2]int{0, 181}, [2]int{24, 220}},
		// The same framework with White's invasion joined to the upper edge: J15-J19 and E12-J14
		// (18 stones, the eyes F13 and H13) split the top of Black's area. Black's 132 - 18 - 2 =
		// 112 points still touch the white group: nobody's. Territory: Black 0, White 2 + 179 =
		// 181. Area: Black 24, White 44 + 181 = 225.
		{"a corner framework holding a two-eyed invasion joined to the edge", board("a corner framework holding a two-eyed invasion joined to the edge"), [2]int{0, 181}, [2]int{24, 225}},
		// Black's wall D6-D19 (14 stones) on the fourth line of the left side, White's wall E1-E19
		// outside it. The side A6-C19 (42 points) and A5-D5 (4) touch White's living stones
		// A4-D4 at the far end: nobody's. White: F1-T19 (14 x 19 = 266) and A1-D3 (12) = 278
		// points, 23 stones. Territory: Black 0, White 278. Area: Black 14, White 23 + 278 = 301.
		{"a long wall whose side touches a living group at the far end", board("a long wall whose side touches a living group at the far end"), [2]int{0, 278}, [2]int{14, 301}},
		// Colours swapped and turned: White's wall K1-K19 beside nine columns (171 points) that
		// hold Black's group on the left edge (10 stones, the eight-point eye space A9-B12);
		// Black's wall L1-L19 lives with M1-T19 (152 points). White's 171 - 10 - 8 = 153 points
		// are nobody's. Territory: Black 8 + 152 = 160, White 0. Area: Black 29 + 160 = 189,
		// White 19.
		{"colours swapped: a white wall beside nine columns holding a two-eyed group", board("colours swapped: a white wall beside nine columns holding a two-eyed group"), [2]int{160, 0}, [2]int{189, 19}},
		// Colours swapped, 13x13: White's wall A10-J10 (9 stones) on the fourth line of the upper
		// side; its side A11-K13 (30 points) and K10 touch Black's living stones L10-L13 at the
		// far end: nobody's. Black's wall A9-N9 and L10-L13 (17 stones) lives with M10-N13 (8)
		// and rows 1-8 (104). Territory: Black 112, White 0. Area: Black 17 + 112 = 129, White 9.
		{"colours swapped: a 13x13 wall whose side touches a living group at the far end", board("colours swapped: a 13x13 wall whose side touches a living group at the far end"), [2]int{112, 0}, [2]int{129, 9}},
	})
}

// TestEstimateShortWallSurrounded: short walls with few liberties inside the opponent's area are
// dead, though their liberties also touch the opponent's living stones.
func TestEstimateShortWallSurrounded(t *testing.T) {
	checkLarge(t, []familyCase{
		// 13x13: Black's wall on row 7 lives with rows 8-13 (78 points); White's wall on row 6
		// and White's stones C1-C3, D3-H3, H1-H2 (10 stones) enclose the dead D2-G2, whose
		// liberties D1-G1 touch White's C1 and H1. White: rows 4-5 (26), A1-B3 and J1-N3 (21),
		// D1-G1 and the dead stones' points (8) = 55. Territory: Black 78, White 55 + 4 prisoners
		// = 59. Area: Black 13 + 78 = 91, White 23 + 55 = 78.
		{"a four-stone wall on the second line", board("a four-stone wall on the second line"), [2]int{78, 59}, [2]int{91, 78}},
		// Colours swapped on 19x19: Black's C17-J17, C18-C19 and J18-J19 (11 stones) enclose the
		// dead D18-H18, whose liberties D19-H19 touch Black's C19 and J19; Black's wall on row 10
		// lives with rows 11-19, White's wall on row 9 with rows 1-8 (152). Black: 171 - 11 = 160
		// points (the dead stones' included), 30 stones. Territory: Black 160 + 5 prisoners =
		// 165, White 152. Area: Black 30 + 160 = 190, White 19 + 152 = 171.
		{"colours swapped: a five-stone wall on the second line of 19x19", board("colours swapped: a five-stone wall on the second line of 19x19"), [2]int{165, 152}, [2]int{190, 171}},
	})
}
