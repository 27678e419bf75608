package goban

import (
	"slices"
	"testing"
)

// TestScoreCzechSekiPrisoner: under the Czech rules of 1991 a lone prisoner inside a two-point
// eye of a group in seki must be captured before the final passes; left on the board, it stays
// as a neutral stone (no prisoner for anyone). Elsewhere, and under the other rule sets, it is a
// dead stone that counts one point for the capturer. Counts worked out by hand, komi 0.
func TestScoreCzechSekiPrisoner(t *testing.T) {
	tests := []struct {
		name            string
		board           []string
		japanese, czech string
		neutral         []string // stones czech-1991 leaves neutral
		capturedBlack   int      // prisoners Black took during play
	}{
		// The inner white group (eye C9) and the inner black group (eye G9-H9 with the white
		// stone H9 in it) share the liberty E9: seki. Black's territory A6-B6 and A5-D1 is 22 points,
		// White's F6-J1 18; seki points count for nobody. Japanese: the dead H9 gives Black one
		// more point, 23 to 18.
		{"seki, stone left in the two-point eye", []string{
			"xo.o.x.wx",
			"xoooxxxxx",
			"xxxooxooo",
			"..xxxo...",
			"....xo...",
			"....xo...",
			"....xo...",
			"....xo...",
			"....xo...",
		}, "B+5", "B+4", []string{"H9"}, 0},
		// The same seki after Black captured H9 before the passes (G9 filled, H9 empty): one
		// prisoner under both rule sets.
		{"seki, stone captured before the passes", []string{
			"xo.o.xx.x",
			"xoooxxxxx",
			"xxxooxooo",
			"..xxxo...",
			"....xo...",
			"....xo...",
			"....xo...",
			"....xo...",
			"....xo...",
		}, "B+5", "B+5", nil, 1},
		// A black group with two eyes (A9 and C9-D9 with the white stone D9): not seki, so the
		// stone is dead under both rule sets. Black: 3 points of territory (D9 under the dead
		// stone included) and one dead stone; White: 63 points.
		{"two eyes, stone in the two-point eye", []string{
			".x.wxo...",
			"xxxxxo...",
			"oooooo...",
			".........",
			".........",
			".........",
			".........",
			".........",
			".........",
		}, "W+59", "W+59", nil, 0},
		// The first board turned upside down, mirrored and with the colours swapped: the
		// black stone B1 is left in White's two-point eye A1-B1.
		{"colours swapped, stone left in the two-point eye", []string{
			"...xo....",
			"...xo....",
			"...xo....",
			"...xo....",
			"...xo....",
			"...xooo..",
			"xxxoxxooo",
			"oooooxxxo",
			"ob.o.x.xo",
		}, "W+5", "W+4", []string{"B1"}, 0},
	}
	for _, tc := range tests {
		p, dead := positionFromRows(t, tc.board...)
		for _, rules := range []string{"japanese", "czech-1991"} {
			s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, rules), Dead: dead, Komi: 0, KomiSet: true,
				CapturesBlack: tc.capturedBlack})
			want := tc.japanese
			if rules == "czech-1991" {
				want = tc.czech
			}
			if s.Result() != want {
				t.Errorf("%s, %s: %s, want %s (black %+v, white %+v)", tc.name, rules, s.Result(), want, s.Black, s.White)
			}
			var neutral []string
			if s.Map.Neutral != nil {
				neutral = vertices(p, s.Map.Neutral)
				for i, n := range s.Map.Neutral {
					if n && s.Map.Dead[i] {
						t.Errorf("%s, %s: %s both neutral and dead", tc.name, rules, VertexName(p.Size, i%p.Size, i/p.Size))
					}
				}
			}
			wantNeutral := tc.neutral
			if rules != "czech-1991" {
				wantNeutral = nil
			}
			if !slices.Equal(neutral, wantNeutral) {
				t.Errorf("%s, %s: neutral %v, want %v", tc.name, rules, neutral, wantNeutral)
			}
		}
	}
}
