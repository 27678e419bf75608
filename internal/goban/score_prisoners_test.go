package goban

import "testing"

// TestScoreHandicapPrisoners: the prisoners White hands Black before a game whose rank
// difference exceeds the handicap ceiling (Czech rules of 1991) are one point each for Black,
// added to Black's own captures, under territory and area scoring alike; atari-go does not take
// them for a capture. Counts worked out by hand.
func TestScoreHandicapPrisoners(t *testing.T) {
	// A black wall on column D, a white wall on column E, nothing dead: Black's territory is
	// columns A-C, 3 x 9 = 27 points; White's is F-J, 4 x 9 = 36. Each has 9 stones.
	p, dead := positionFromRows(t,
		"...xo....", "...xo....", "...xo....", "...xo....", "...xo....",
		"...xo....", "...xo....", "...xo....", "...xo....")
	tests := []struct {
		name                      string
		rules                     string
		handicap, komi            int // komi in half points
		capturedB, capturedW      int
		handed                    int
		want                      string
		wantBlackTotal, wantWhite int // half points
	}{
		// Territory: B 27, W 36 + 0.5 = 36.5: W+9.5.
		{"czech, none handed", "czech-1991", 0, 1, 0, 0, 0, "W+9.5", 54, 73},
		// Territory: B 27 + 10 = 37, W 36.5: B+0.5.
		{"czech, 10 handed", "czech-1991", 0, 1, 0, 0, 10, "B+0.5", 74, 73},
		// Territory with captures: B 27 + 2 captured + 10 handed = 39, W 36 + 3 + 0.5 = 39.5: W+0.5.
		// Were the handed prisoners White's, W would win by 20.5.
		{"czech, 10 handed and captures", "czech-1991", 0, 1, 2, 3, 10, "W+0.5", 78, 79},
		// Area, 9 handicap stones compensated one point each: B 27 + 9 = 36, W 36 + 9 + 9 + 0.5
		// = 54.5: W+18.5; with 10 handed, B 46: W+8.5. Captures count nothing under area scoring.
		{"chinese, none handed", "chinese", 9, 1, 2, 3, 0, "W+18.5", 72, 109},
		{"chinese, 10 handed", "chinese", 9, 1, 2, 3, 10, "W+8.5", 92, 109},
		// Area without compensation: B 36 + 10 = 46, W 45 + 0.5 = 45.5: B+0.5.
		{"tromp-taylor, 10 handed", "tromp-taylor", 9, 1, 0, 0, 10, "B+0.5", 92, 91},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, tc.rules), Dead: dead, Komi: tc.komi, KomiSet: true,
				Handicap: tc.handicap, CapturesBlack: tc.capturedB, CapturesWhite: tc.capturedW, HandicapPrisoners: tc.handed})
			if got := s.Result(); got != tc.want {
				t.Errorf("result %s, want %s", got, tc.want)
			}
			if s.Black.Total != tc.wantBlackTotal || s.White.Total != tc.wantWhite {
				t.Errorf("totals B %d W %d (half points), want B %d W %d", s.Black.Total, s.White.Total, tc.wantBlackTotal, tc.wantWhite)
			}
			if s.Black.HandicapPrisoners != tc.handed || s.White.HandicapPrisoners != 0 {
				t.Errorf("handed prisoners B %d W %d, want B %d W 0", s.Black.HandicapPrisoners, s.White.HandicapPrisoners, tc.handed)
			}
		})
	}
	// Atari-go: nothing captured and no winner named, the game is not over, handed prisoners or
	// not: they are not the first capture.
	s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, "atari-go"), HandicapPrisoners: 10})
	if s.Decision != NoCapture || s.Result() != "?" {
		t.Errorf("atari-go with 10 handed prisoners: %v %s, want no capture, ?", s.Decision, s.Result())
	}
}
