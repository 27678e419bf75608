package estimate

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// Large areas with the opponent's stones inside: an invasion stone or a small dead group left in
// a big moyo at the end of the game, in areas of more than 100 points (once the estimator's
// ceiling for enclosed areas). Each board is drawn with its dead stones (b and w) and comes with
// its count worked out by hand, komi 0: territory scoring (Japanese: territory and prisoners)
// and area scoring (Chinese: stones and territory). The counter-cases keep a living invader
// alive: a group with a big eye space of its own, and stones that reach out through a gap in the
// wall to their living wall outside.

// checkLarge estimates every case with seeds 0 to 9 under Japanese rules and seeds 0 and 1 under
// Chinese rules, and counts it with the dead stones drawn, under both rules with komi 0.
func checkLarge(t *testing.T, cases []familyCase) {
	t.Helper()
	japanese, chinese := mustRules(t, "japanese"), mustRules(t, "chinese")
	for _, tc := range cases {
		p, want := positionFromRows(t, tc.board...)
		for seed := range int64(10) {
			if got := EstimateDead(p, japanese, seed); !slices.Equal(got, want) {
				t.Errorf("%s, seed %d: dead %v, want %v", tc.name, seed, vertices(p, got), vertices(p, want))
			}
		}
		for seed := range int64(2) {
			if got := EstimateDead(p, chinese, seed); !slices.Equal(got, want) {
				t.Errorf("%s, chinese, seed %d: dead %v, want %v", tc.name, seed, vertices(p, got), vertices(p, want))
			}
		}
		for _, count := range []struct {
			rules goban.Rules
			want  [2]int
		}{{japanese, tc.territory}, {chinese, tc.area}} {
			s := goban.ScorePosition(p, goban.ScoreOptions{Rules: count.rules, Dead: want, KomiSet: true})
			if s.Black.Total != 2*count.want[0] || s.White.Total != 2*count.want[1] {
				t.Errorf("%s, %s: Black %.1f White %.1f, want %d and %d", tc.name, count.rules.Name,
					float64(s.Black.Total)/2, float64(s.White.Total)/2, count.want[0], count.want[1])
			}
		}
	}
}

// TestEstimateLoneStoneInLargeArea: a lone stone in an area of 120 to 200 points that the
// opponent's solid wall encloses is dead, in several places and for both colours.
func TestEstimateLoneStoneInLargeArea(t *testing.T) {
	checkLarge(t, []familyCase{
		// Black's nine upper rows (171 points) hold the dead D16. Territory: Black 171 + 1
		// prisoner = 172, White rows 1-8 (152). Area: Black 19 stones + 171 = 190, White 19
		// stones + 152 = 171.
		{"a white stone in nine rows of 19x19", board("a white stone in nine rows of 19x19"), [2]int{172, 152}, [2]int{190, 171}},
		// The same nine rows with the dead A19 in the corner and K11 touching Black's wall (it has
		// three liberties, the wall eighteen). Territory: Black 171 + 2 prisoners = 173, White
		// 152. Area: Black 190, White 171.
		{"a white stone in the corner and one against the wall", board("a white stone in the corner and one against the wall"), [2]int{173, 152}, [2]int{190, 171}},
		// White's eight left columns (152 points) hold the dead B2, on the second line. Territory:
		// White 152 + 1 prisoner = 153, Black the nine right columns (171). Area: White 19 + 152 =
		// 171, Black 19 + 171 = 190.
		{"a black stone on the second line in eight columns of 19x19", board("a black stone on the second line in eight columns of 19x19"), [2]int{171, 153}, [2]int{190, 171}},
		// Black's lower right corner H1-T12 inside its wall (11 x 11 = 121 points) holds the dead
		// R3 on the 3-3 point. Black's wall: H12-T12 and H1-H11, 23 stones; White's: G13-T13 and
		// G1-G12, 25 stones. Territory: Black 121 + 1 prisoner = 122, White 361 - 121 - 23 - 25 =
		// 192. Area: Black 23 + 121 = 144, White 25 + 192 = 217.
		{"a white stone on the 3-3 point of a 121-point corner", board("a white stone on the 3-3 point of a 121-point corner"), [2]int{122, 192}, [2]int{144, 217}},
		// White's upper right corner G7-T19 (13 x 13 = 169 points) holds the dead Q16 on the 4-4
		// point. White's wall: F6-T6 and F7-F19, 27 stones; Black's: E5-T5 and E6-E19, 29 stones.
		// Territory: White 169 + 1 prisoner = 170, Black A5-D19 (60) and rows 1-4 (76) = 136.
		// Area: White 27 + 169 = 196, Black 29 + 136 = 165.
		{"a black stone on the 4-4 point of a 169-point corner", board("a black stone on the 4-4 point of a 169-point corner"), [2]int{136, 170}, [2]int{165, 196}},
	})
}

// TestEstimateDeadInvasionInLargeArea: a dead invasion of two or three stones, or several lone
// stones, in a big moyo on 19x19 and on a whole side of 13x13.
func TestEstimateDeadInvasionInLargeArea(t *testing.T) {
	checkLarge(t, []familyCase{
		// White's seven lower rows (133 points) hold Black's dead invasion: J4-K4 and M5.
		// Territory: White 133 + 3 prisoners = 136, Black rows 10-19 (190). Area: White 19 + 133
		// = 152, Black 19 + 190 = 209.
		{"a three-stone invasion in seven rows of 19x19", board("a three-stone invasion in seven rows of 19x19"), [2]int{190, 136}, [2]int{209, 152}},
		// A moyo border in steps: Black's area is A10-E19, F12-K19, L14-P19 and Q15-T19 (50 + 40 +
		// 30 + 20 = 140 points) and holds the dead G14; White's area below holds the dead pair
		// N5-O5. Each wall has 24 stones, so White's area has 361 - 140 - 48 = 173 points.
		// Territory: Black 140 + 1 prisoner = 141, White 173 + 2 prisoners = 175. Area: Black
		// 24 + 140 = 164, White 24 + 173 = 197.
		{"a stone and a pair on either side of a stepped border", board("a stone and a pair on either side of a stepped border"), [2]int{141, 175}, [2]int{164, 197}},
		// Black's eight upper rows of 13x13 (104 points) hold the dead C11 and J9-K9. Territory:
		// Black 104 + 3 prisoners = 107, White rows 1-3 (39). Area: Black 13 + 104 = 117, White
		// 13 + 39 = 52.
		{"a lone stone and a pair on a whole side of 13x13", board("a lone stone and a pair on a whole side of 13x13"), [2]int{107, 39}, [2]int{117, 52}},
	})
}

// TestEstimateLivingInvaderInLargeArea: invaders that live stay alive, however large the area
// around them. White's group on the upper edge has the eight-point eye space G18-K19 (two rows of
// four points, alive however Black plays inside; Benson's algorithm does not prove it, for the
// inner points do not touch the group). The white spike K10-K12 is connected through the gap in
// Black's wall to White's wall, which lives with the eight lower rows.
func TestEstimateLivingInvaderInLargeArea(t *testing.T) {
	checkLarge(t, []familyCase{
		// Black's wall lives with the eyes D8 and Q8 (Benson's algorithm proves it); its area
		// A9-T19 (207 points) holds the white group. Black's 189 empty points there touch the
		// white group, so they are nobody's until Black closes the border. Territory: Black D8
		// and Q8 = 2, White 8 + rows 1-5 (95) = 103. Area: Black 38 stones + 2 = 40, White 29
		// stones + 103 = 132.
		{"a white group with an eight-point eye space in a 207-point black area", board("a white group with an eight-point eye space in a 207-point black area"), [2]int{2, 103}, [2]int{40, 132}},
		// Black's 23 stones: A10-J10, L10-T10, J11-J12, L11-L12 and K13. Territory: Black 171 - 2
		// white stones - 5 black stones above row 10 = 164, White 152. Area: Black 23 + 164 =
		// 187, White 22 + 152 = 174.
		{"white stones reaching out through a gap in the wall", board("white stones reaching out through a gap in the wall"), [2]int{164, 152}, [2]int{187, 174}},
	})
}

// TestEstimateOpenBoardNotEnclosed: on an open board each colour's "area" is nearly the whole
// board and holds all the opponent's stones, which live elsewhere in no sense: nothing is dead.
// Empty points touch both colours, so nobody has territory; area scoring counts the stones.
func TestEstimateOpenBoardNotEnclosed(t *testing.T) {
	checkLarge(t, []familyCase{
		// Black O16, M10 and D4; White D16 and Q4.
		{"five stones on an empty board", board("five stones on an empty board"), [2]int{0, 0}, [2]int{3, 2}},
		// Black O16, Q14, M10, C5 and D4; White D16, C14, L5 and Q4.
		{"nine stones on an empty board", board("nine stones on an empty board"), [2]int{0, 0}, [2]int{5, 4}},
	})
}

// TestLargeAreaOwned: the checks on a large area, on hand-drawn positions. Black's nine upper
// rows (171 points) with one white stone: one stone for 171 points, and White's wall (19 living
// stones) is outside; with nine white stones inside the area has 19 points a stone, under the 20
// required. The non-white area of the upper ten rows in the first board (189 points: the nine
// rows less the white stone, and Black's wall) holds Black's 19 stones (10 points a stone), and
// Black has none outside.
// On an open board (Black D4, White Q16 and D16), Black's area holds all of White's stones.
func TestLargeAreaOwned(t *testing.T) {
	nine := func(inside ...int) []goban.Color {
		stones := make([]goban.Color, 361)
		for x := range 19 {
			stones[9*19+x], stones[10*19+x] = goban.Black, goban.White
		}
		for _, i := range inside {
			stones[i] = goban.White
		}
		return stones
	}
	// area returns the connected points that are not c's, from start.
	area := func(stones []goban.Color, c goban.Color, start int) []int {
		g := goban.NewGrid(19, 19, stones, nil)
		seen := map[int]bool{start: true}
		pts := []int{start}
		for k := 0; k < len(pts); k++ {
			for _, q := range g.Neighbours(pts[k]) {
				if !seen[q] && stones[q] != c {
					seen[q] = true
					pts = append(pts, q)
				}
			}
		}
		return pts
	}
	lone := nine(3*19 + 3)
	crowd := nine(19, 21, 23, 25, 27, 29, 31, 33, 35) // A18, C18, ... R18
	open := make([]goban.Color, 361)
	open[15*19+3], open[3*19+15], open[3*19+3] = goban.Black, goban.White, goban.White
	for _, tc := range []struct {
		name   string
		stones []goban.Color
		c      goban.Color
		start  int
		size   int
		want   bool
	}{
		{"one white stone in nine rows", lone, goban.Black, 0, 171, true},
		{"nine white stones in nine rows", crowd, goban.Black, 0, 171, false},
		{"Black's wall inside White's area", lone, goban.White, 0, 189, false},
		{"an open board", open, goban.Black, 0, 360, false},
	} {
		pts := area(tc.stones, tc.c, tc.start)
		if len(pts) != tc.size {
			t.Fatalf("%s: area of %d points, want %d", tc.name, len(pts), tc.size)
		}
		if got := largeAreaOwned(tc.stones, make([]bool, 361), pts, tc.c); got != tc.want {
			t.Errorf("%s: largeAreaOwned %v, want %v", tc.name, got, tc.want)
		}
	}
}
