package goban

import (
	"strings"
	"testing"
)

func TestHandicapPoints(t *testing.T) {
	cases := []struct {
		size, stones int
		want         string
	}{
		{19, 2, "Q16 D4"},
		{19, 3, "Q16 D4 Q4"},
		{19, 4, "Q16 D4 Q4 D16"},
		{19, 5, "Q16 D4 Q4 D16 K10"},
		{19, 6, "Q16 D4 Q4 D16 D10 Q10"},
		{19, 7, "Q16 D4 Q4 D16 D10 Q10 K10"},
		{19, 8, "Q16 D4 Q4 D16 D10 Q10 K16 K4"},
		{19, 9, "Q16 D4 Q4 D16 D10 Q10 K16 K4 K10"},
		{13, 2, "K10 D4"},
		{13, 4, "K10 D4 K4 D10"},
		{13, 5, "K10 D4 K4 D10 G7"},
		{13, 6, "K10 D4 K4 D10 D7 K7"},
		{13, 9, "K10 D4 K4 D10 D7 K7 G10 G4 G7"},
		{9, 2, "G7 C3"},
		{9, 3, "G7 C3 G3"},
		{9, 5, "G7 C3 G3 C7 E5"},
		{9, 8, "G7 C3 G3 C7 C5 G5 E7 E3"},
		{9, 9, "G7 C3 G3 C7 C5 G5 E7 E3 E5"},
		{7, 4, "E5 C3 E3 C5"},
		{10, 4, "H8 C3 H3 C8"},
		{25, 9, "W22 D4 W4 D22 D13 W13 N22 N4 N13"},
		{19, 0, ""},
		{19, 1, ""},
	}
	for _, tc := range cases {
		pts, err := HandicapPoints(tc.size, tc.stones)
		if err != nil {
			t.Errorf("%dx%d, %d stones: %v", tc.size, tc.size, tc.stones, err)
			continue
		}
		names := make([]string, len(pts))
		for i, p := range pts {
			names[i] = p.Name(tc.size)
		}
		if got := strings.Join(names, " "); got != tc.want {
			t.Errorf("%dx%d, %d stones: %s, want %s", tc.size, tc.size, tc.stones, got, tc.want)
		}
	}
}

func TestHandicapPointsRefused(t *testing.T) {
	for _, tc := range [][2]int{{19, 10}, {19, -1}, {13, 10}, {9, 10}, {8, 5}, {7, 5}, {6, 2}, {30, 2}} {
		if pts, err := HandicapPoints(tc[0], tc[1]); err == nil {
			t.Errorf("%dx%d, %d stones: %v, want an error", tc[0], tc[0], tc[1], pts)
		}
	}
}
