package public

import (
	"strings"
	"testing"
)

// TestMoveOrder: one turn of the Pair Go rotation, written out by hand from the rules (Black's
// first player, White's first, Black's second, White's second; in a handicap game Black's
// first player places the stones and White's first player moves first, the rotation going on
// from there), and the same extended to Rengo sides of three.
func TestMoveOrder(t *testing.T) {
	side := func(names ...string) []sidePlayer {
		var out []sidePlayer
		for i, n := range names {
			out = append(out, sidePlayer{N: i + 1, seat: seat{Name: n}})
		}
		return out
	}
	pairB, pairW := side("Ana", "Bo"), side("Cy", "Di")
	rengoB, rengoW := side("B1", "B2", "B3"), side("W1", "W2", "W3")
	for _, c := range []struct {
		black, white []sidePlayer
		whiteFirst   bool
		want         string
	}{
		{pairB, pairW, false, "B1 Ana, W1 Cy, B2 Bo, W2 Di"},
		{pairB, pairW, true, "W1 Cy, B2 Bo, W2 Di, B1 Ana"},
		{rengoB, rengoW, false, "B1 B1, W1 W1, B2 B2, W2 W2, B3 B3, W3 W3"},
		{rengoB, rengoW, true, "W1 W1, B2 B2, W2 W2, B3 B3, W3 W3, B1 B1"},
	} {
		var got []string
		for _, s := range moveOrder(c.black, c.white, c.whiteFirst) {
			colour := "B"
			if s.White {
				colour = "W"
			}
			got = append(got, colour+string(rune('0'+s.N))+" "+s.Name)
		}
		if g := strings.Join(got, ", "); g != c.want {
			t.Errorf("white first %v: %s, want %s", c.whiteFirst, g, c.want)
		}
	}
}
