package goban

import (
	"slices"
	"testing"
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

func vertices(p Position, marks []bool) []string {
	var out []string
	for i, m := range marks {
		if m {
			out = append(out, VertexName(p.Size, i%p.Size, i/p.Size))
		}
	}
	return out
}
