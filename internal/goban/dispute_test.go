package goban

import (
	"slices"
	"strings"
	"testing"
)

// moves parses "B D4, W pass, ..." into dispute moves on a board of the given size.
func disputeMoves(t *testing.T, size int, s string) []DisputeMove {
	t.Helper()
	var out []DisputeMove
	for _, f := range strings.Split(s, ",") {
		parts := strings.Fields(f)
		if len(parts) != 2 {
			t.Fatalf("bad move %q", f)
		}
		m := DisputeMove{Color: Black}
		if parts[0] == "W" {
			m.Color = White
		}
		if parts[1] == "pass" {
			m.Pass = true
		} else {
			x, y, err := ParseVertex(size, parts[1])
			if err != nil {
				t.Fatal(err)
			}
			m.X, m.Y = x, y
		}
		out = append(out, m)
	}
	return out
}

// disputedStone: a white stone B7 in Black's 27-point area (columns A-C), White's area F-J
// (27 points), dame in column E. Counted with B7 dead (komi 0): Black 26 empty points + the point
// under B7 + 1 dead stone = 28, White 27: B+1.
var disputedStone = []string{
	"...x.o...",
	"...x.o...",
	".o.x.o...",
	"...x.o...",
	"...x.o...",
	"...x.o...",
	"...x.o...",
	"...x.o...",
	"...x.o...",
}

// unsettledCorner: White's corner group A8-D8-D9 has the three-point eye space A9-C9 inside
// Black's area: whoever plays B9 first decides it. Counted with the group dead (komi 0): Black
// 24 points (A1-D6) + 3 (A9-C9) + 5 under the dead stones + 5 dead stones = 37, White 27 (G-J):
// B+10.
var unsettledCorner = []string{
	"...oxo...",
	"ooooxo...",
	"xxxxxo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
	"....xo...",
}

func TestSettleDispute(t *testing.T) {
	japanese := mustRules(t, "japanese")
	zero := ScoreOptions{Rules: japanese, KomiSet: true}
	tests := []struct {
		name      string
		board     []string
		first     Color
		moves     string
		dead      []string // dead stones of the settled position
		want      string
		passB     int // pass stones Black received
		capturesB int
		// the disputed stones counted dead without the resumption, and that count
		deadBefore []string
		wantBefore string
	}{
		// Black proves B7 dead by taking its four liberties; White, who need not answer, passes
		// four times and hands four prisoners. Black's 4 stones cost 4 points of territory, the
		// capture gives one prisoner and the point back: 23 + 1 + 4 = 28 against 27, B+1, as
		// with B7 counted dead.
		{"attacker captures, defender passes", disputedStone, Black,
			"B B8, W pass, B A7, W pass, B C7, W pass, B B6, W pass", nil, "B+1", 4, 5, []string{"B7"}, "B+1"},
		// White moves first and makes two eyes at B9; Black passes and hands a prisoner. The
		// group lives: Black 24, White 27 + A9 + C9 + 1 prisoner = 30: W+6.
		{"defender saves the group", unsettledCorner, White, "W B9, B pass", nil, "W+6", 0, 0, nil, ""},
		// Black moves first and kills with B9; White passes. With the group dead Black has
		// 24 + A9 + C9 + 5 under the dead stones = 31 points, 5 dead stones and 1 pass stone:
		// 37 against 27, B+10, as before the resumption.
		{"attacker kills, defender passes", unsettledCorner, Black, "B B9, W pass",
			[]string{"D9", "A8", "B8", "C8", "D8"}, "B+10", 1, 1, []string{"D9"}, "B+10"},
	}
	marks := func(p Position, vs []string) []bool {
		if vs == nil {
			return nil
		}
		out := make([]bool, len(p.Cells))
		for _, v := range vs {
			x, y, err := ParseVertex(p.Size, v)
			if err != nil {
				t.Fatal(err)
			}
			out[y*p.Size+x] = true
		}
		return out
	}
	for _, tc := range tests {
		p, _ := positionFromRows(t, tc.board...)
		before := ScorePosition(p, zero)
		if tc.deadBefore != nil {
			// The seeds' promise: correct play gives the count the stones would have had dead.
			// ToggleDead marks each given stone's whole group.
			var dead []bool
			for _, v := range tc.deadBefore {
				x, y, _ := ParseVertex(p.Size, v)
				dead = ToggleDead(p, dead, x, y)
			}
			if got := ScorePosition(p, ScoreOptions{Rules: japanese, KomiSet: true, Dead: dead}).Result(); got != tc.wantBefore {
				t.Errorf("%s: counted dead without the resumption %s, want %s", tc.name, got, tc.wantBefore)
			}
		}
		opts := zero
		opts.Dead = marks(p, tc.dead)
		s, err := SettleDispute(p, tc.first, disputeMoves(t, p.Size, tc.moves), opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := s.Score.Result(); got != tc.want {
			t.Errorf("%s: %s, want %s (black %+v, white %+v)", tc.name, got, tc.want, s.Score.Black, s.Score.White)
		}
		if s.PassStonesBlack != tc.passB || s.CapturesBlack != tc.capturesB {
			t.Errorf("%s: Black's pass stones %d, captures %d; want %d and %d", tc.name,
				s.PassStonesBlack, s.CapturesBlack, tc.passB, tc.capturesB)
		}
		// The position before the resumption is untouched.
		if again := ScorePosition(p, zero); again.Result() != before.Result() {
			t.Errorf("%s: the disputed position changed", tc.name)
		}
	}
}

func TestSettleDisputeErrors(t *testing.T) {
	japanese := mustRules(t, "japanese")
	p, _ := positionFromRows(t, disputedStone...)
	cells := slices.Clone(p.Cells)
	tests := []struct {
		name, moves string
		first       Color
		rules       string
		want        string
	}{
		{"odd number of moves", "B B8, W pass, B A7", Black, "japanese", "3 moves"},
		{"wrong turn", "B B8, B A7", Black, "japanese", "dispute move 2: it is white's turn"},
		{"wrong first player", "W pass, B B8", Black, "japanese", "dispute move 1: it is black's turn"},
		{"occupied point", "B B8, W D9", Black, "japanese", "dispute move 2: illegal move: white D9"},
		{"atari-go", "B B8, W pass", Black, "atari-go", "atari-go"},
	}
	for _, tc := range tests {
		r := japanese
		if tc.rules != "japanese" {
			r = mustRules(t, tc.rules)
		}
		_, err := SettleDispute(p, tc.first, disputeMoves(t, p.Size, tc.moves), ScoreOptions{Rules: r})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := SettleDispute(p, Empty, nil, ScoreOptions{Rules: japanese}); err == nil {
		t.Error("no first player: no error")
	}
	if !slices.Equal(p.Cells, cells) {
		t.Error("a refused dispute changed the position")
	}
}
