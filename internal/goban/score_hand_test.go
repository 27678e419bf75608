package goban

import "testing"

// Hand-counted positions. Expected values were worked out on paper from the diagrams.

// sekiNoEyes: the inner white group (C9 C8 C7 D7) and the inner black group (E9 E8 E7) share the
// liberties D9 and D8 and have no eyes. Black's outer territory: column A (7) and B3-C1 (6) = 13;
// White's: column G (7) and F3-F1 (3) = 10.
var sekiNoEyes = []string{
	".xo.xo.",
	".xo.xo.",
	".xooxo.",
	".xxxoo.",
	"...xo..",
	"...xo..",
	"...xo..",
}

// sekiWithEyes: the inner white group around the eye C9 and the inner black group around the eye
// G9 share E9 and E8. Black's outer territory: A6 B6 and A5-D1 = 22; White's: G6-J6 and F5-J1 = 18.
var sekiWithEyes = []string{
	"xo.o.x.xo",
	"xooo.xxxo",
	"xxxooxooo",
	"..xxxo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
}

func TestScoreSeki(t *testing.T) {
	tests := []struct {
		name         string
		board        []string
		rules        string
		countSeki    bool
		terrB, terrW int
		sekiB, sekiW int
		total        [2]int // half points, komi included
	}{
		{"no eyes, japanese", sekiNoEyes, "japanese", false, 13, 10, 0, 0, [2]int{26, 20 + 13}},
		{"eyes, japanese", sekiWithEyes, "japanese", false, 22, 18, 1, 1, [2]int{44, 36 + 13}},
		{"eyes, counted", sekiWithEyes, "japanese", true, 23, 19, 1, 1, [2]int{46, 38 + 13}},
		// Area: black stones 13 outer + 6 inner, white 11 outer + 7 inner; eyes in seki count.
		{"eyes, chinese", sekiWithEyes, "chinese", false, 23, 19, 0, 0, [2]int{84, 74 + 15}},
	}
	for _, tc := range tests {
		p, dead := positionFromRows(t, tc.board...)
		s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, tc.rules), Dead: dead, CountSeki: tc.countSeki})
		if s.Black.Territory != tc.terrB || s.White.Territory != tc.terrW {
			t.Errorf("%s: territory B %d W %d, want %d %d", tc.name, s.Black.Territory, s.White.Territory, tc.terrB, tc.terrW)
		}
		if s.Black.Seki != tc.sekiB || s.White.Seki != tc.sekiW {
			t.Errorf("%s: seki points B %d W %d, want %d %d", tc.name, s.Black.Seki, s.White.Seki, tc.sekiB, tc.sekiW)
		}
		if s.Black.Total != tc.total[0] || s.White.Total != tc.total[1] {
			t.Errorf("%s: totals B %d W %d, want %d %d", tc.name, s.Black.Total, s.White.Total, tc.total[0], tc.total[1])
		}
	}
	// The inner groups of the eyeless seki are marked as seki, the outer walls are not.
	p, _ := positionFromRows(t, sekiNoEyes...)
	s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, "japanese")})
	for _, c := range []struct {
		v    string
		want Color
	}{{"E7", Black}, {"E5", Black}, {"C7", White}, {"D5", White}, {"B7", Empty}, {"F7", Empty}} {
		x, y, _ := ParseVertex(7, c.v)
		if got := s.Map.Seki[y*7+x]; got != c.want {
			t.Errorf("seki map at %s: %v, want %v", c.v, got, c.want)
		}
	}
}

// jigo: Black owns columns A-B (10 points), White column E (5); with komi 5 both have 10
// (territory) or 15 (area).
var jigo = []string{"..xo.", "..xo.", "..xo.", "..xo.", "..xo."}

func TestScoreJigoAndCompensation(t *testing.T) {
	p, _ := positionFromRows(t, jigo...)
	for _, rules := range []string{"japanese", "chinese", "tromp-taylor"} {
		s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, rules), Komi: 10, KomiSet: true})
		if s.Winner != Empty || s.Result() != "0" {
			t.Errorf("%s: %s, want jigo", rules, s.Result())
		}
	}
	// Three handicap stones: Chinese rules give White 3 points, AGA 2, Japanese none.
	for _, tc := range []struct {
		rules string
		want  string
	}{{"chinese", "W+3"}, {"aga", "W+2"}, {"japanese", "0"}} {
		s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, tc.rules), Komi: 10, KomiSet: true, Handicap: 3})
		if s.Result() != tc.want {
			t.Errorf("%s with 3 handicap stones: %s, want %s", tc.rules, s.Result(), tc.want)
		}
	}
	// Without KM the rule set's default komi applies: 7.5 under Chinese rules.
	s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, "chinese")})
	if s.Result() != "W+2.5" {
		t.Errorf("chinese default komi: %s, want W+2.5", s.Result())
	}
}

// TestScoreInvariant checks docs/RULES.md section 4: with the same position and dead stones and no
// seki, the area difference minus the territory difference is the difference in stones placed.
// deadStones has 3 dead white stones in Black's area and 1 dead black stone in White's; the
// dame E9-E6 are left open.
var deadStones = []string{
	"...x.o...",
	".w.x.o...",
	"...x.o.b.",
	"..wx.o...",
	"...xo....",
	"...xo....",
	".w.xo....",
	"...xo....",
	"...xo....",
}

func TestScoreInvariant(t *testing.T) {
	p, dead := positionFromRows(t, deadStones...)
	const capB, capW = 4, 2
	opts := ScoreOptions{Dead: dead, KomiSet: true, CapturesBlack: capB, CapturesWhite: capW}
	opts.Rules = mustRules(t, "chinese")
	area := ScorePosition(p, opts)
	opts.Rules = mustRules(t, "japanese")
	terr := ScorePosition(p, opts)
	// Black placed 9 live + 1 dead + 2 captured by White; White 9 live + 3 dead + 4 captured.
	placedB, placedW := 9+1+capW, 9+3+capB
	got := (area.Black.Total - area.White.Total) - (terr.Black.Total - terr.White.Total)
	if got != 2*(placedB-placedW) {
		t.Errorf("area minus territory difference %d half points, want %d", got, 2*(placedB-placedW))
	}
	// By hand: Black owns columns A-C (27 points), White F5-F1 and G-J (32); E9-E6 are dame.
	if terr.Black.Territory != 27 || terr.White.Territory != 32 || area.Black.Territory != 27 ||
		area.White.Territory != 32 {
		t.Errorf("territory B %d W %d, area territory B %d W %d, want 27 and 32", terr.Black.Territory,
			terr.White.Territory, area.Black.Territory, area.White.Territory)
	}
	if terr.Black.DeadStones != 3 || terr.White.DeadStones != 1 {
		t.Errorf("dead stones B %d W %d, want 3 and 1", terr.Black.DeadStones, terr.White.DeadStones)
	}
}

// falseEye: C7 looks like Black's eye, but D7-E7 hang on it: if Black does not fill it, White
// captures them there. Under territory scoring it counts for nobody: Black has column A (7),
// White D5-G1, G6 and G7 (22). Area scoring counts C7 for Black: 10 stones + 8 points against
// 9 stones + 22 points.
var falseEye = []string{
	".x.xxo.",
	".xxooo.",
	".xo....",
	".xo....",
	".xo....",
	".xo....",
	".xo....",
}

func TestScoreFalseEye(t *testing.T) {
	p, _ := positionFromRows(t, falseEye...)
	s := ScorePosition(p, ScoreOptions{Rules: mustRules(t, "japanese"), KomiSet: true})
	if s.Black.Territory != 7 || s.White.Territory != 22 || s.Result() != "W+15" {
		t.Errorf("japanese: territory B %d W %d, %s; want 7, 22, W+15", s.Black.Territory, s.White.Territory, s.Result())
	}
	x, y, _ := ParseVertex(7, "C7")
	if i := y*7 + x; !s.Map.FalseEye[i] || s.Map.Owner[i] != Empty {
		t.Errorf("C7: false eye %v, owner %v; want a false eye owned by nobody", s.Map.FalseEye[i], s.Map.Owner[i])
	}
	a := ScorePosition(p, ScoreOptions{Rules: mustRules(t, "chinese"), KomiSet: true})
	if a.Black.Total != 2*18 || a.White.Total != 2*31 {
		t.Errorf("chinese: B %d W %d half points, want 36 and 62", a.Black.Total, a.White.Total)
	}
}
