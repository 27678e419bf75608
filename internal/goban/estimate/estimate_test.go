package estimate

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// TestEstimateDead checks the estimate on hand-made finished positions: lone stones inside
// settled territory are dead, and neither side of a seki is.
func TestEstimateDead(t *testing.T) {
	tests := []struct {
		name  string
		board []string
	}{
		{"dead stones in territory", deadStones},
		{"seki without eyes", sekiNoEyes},
		{"seki with eyes", sekiWithEyes},
		{"jigo", jigo},
		{"three dead stones in a large territory", threeDeadInTerritory},
		{"a large group with two eyes", largeGroupTwoEyes},
		{"a dead stone in a big eye", deadStoneInBigEye},
		{"an eye the opponent can take away", takeableEye},
		{"the same eye made safe", safeEye},
	}
	japanese := mustRules(t, "japanese")
	for _, tc := range tests {
		p, want := positionFromRows(t, tc.board...)
		for seed := range int64(3) {
			got := EstimateDead(p, japanese, seed)
			if !slices.Equal(got, want) {
				t.Errorf("%s, seed %d: dead %v, want %v", tc.name, seed, vertices(p, got), vertices(p, want))
			}
		}
	}
	// Tromp-Taylor removes nothing, so nothing is estimated dead.
	p, _ := positionFromRows(t, deadStones...)
	if got := EstimateDead(p, mustRules(t, "tromp-taylor"), 1); slices.Contains(got, true) {
		t.Errorf("tromp-taylor: dead %v, want none", vertices(p, got))
	}
}

// TestEstimateDeadDeterministic: the same position and seed give the same answer.
func TestEstimateDeadDeterministic(t *testing.T) {
	p, _ := positionFromRows(t, deadStones...)
	japanese := mustRules(t, "japanese")
	first := EstimateDead(p, japanese, 42)
	for range 3 {
		if got := EstimateDead(p, japanese, 42); !slices.Equal(got, first) {
			t.Fatalf("estimate changed between runs: %v then %v", vertices(p, first), vertices(p, got))
		}
	}
}

func vertices(p goban.Position, marks []bool) []string {
	var out []string
	for i, m := range marks {
		if m {
			out = append(out, goban.VertexName(p.Size, i%p.Size, i/p.Size))
		}
	}
	return out
}

// bentFour: Black's A7-A5 and White's corner group share the liberties B7 and B5 and nothing
// else. Black can fill B7 at any time (A7, B7, A6, A5 make the bent four in the corner), White
// must capture at B5, and Black's play at A6 starts a ko that Black wins once the ko threats are
// gone: the white group is dead. Black then owns the whole board but its own 11 stones:
// 31 empty points + 7 under the dead stones = 38 territory and 7 prisoners, 45 against komi 6.5.
var bentFour = board("bentFour")

func TestEstimateBentFourInTheCorner(t *testing.T) {
	p, _ := positionFromRows(t, bentFour...)
	for _, rules := range []string{"japanese", "chinese"} {
		r := mustRules(t, rules)
		dead := EstimateDead(p, r, 1)
		want := []string{"C7", "B6", "C6", "A4", "B4", "C4", "C5"}
		slices.Sort(want)
		got := vertices(p, dead)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: dead %v, want the white group %v", rules, got, want)
		}
		if rules == "japanese" {
			s := goban.ScorePosition(p, goban.ScoreOptions{Rules: r, Dead: dead})
			if s.Result() != "B+38.5" {
				t.Errorf("japanese count %s, want B+38.5", s.Result())
			}
		}
	}
}

// threeDeadInTerritory: three white stones inside Black's 36-point territory on the left, which
// they cannot live in; Black's wall and White's right side are alive.
var threeDeadInTerritory = board("threeDeadInTerritory")

// largeGroupTwoEyes: a 20-stone white group inside Black's area with the eyes C6 and E6-F6;
// nothing is dead.
var largeGroupTwoEyes = board("largeGroupTwoEyes")

// deadStoneInBigEye: Black's corner group has a nine-point eye space with a white stone in it,
// against White's wall: the stone is dead and Black alive.
var deadStoneInBigEye = board("deadStoneInBigEye")

// takeableEye: Black's group has the eyes D3 and F7, but the stone E7 next to F7 has only F7 and
// E8 as liberties: White E8 puts it in atari, and Black must fill F7 to save it (or lose it and
// the eye with it). One eye is left, and the group is dead.
var takeableEye = board("takeableEye")

// safeEye: the same position with Black's E8 played; the eye F7 is safe and the group alive.
var safeEye = board("safeEye")

// The hand-counted positions of package goban's score tests, drawn again in
// testdata/boards/estimate.txt.
var (
	deadStones   = board("deadStones")
	sekiNoEyes   = board("sekiNoEyes")
	sekiWithEyes = board("sekiWithEyes")
	jigo         = board("jigo")
)
