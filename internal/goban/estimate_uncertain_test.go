package goban

import (
	"slices"
	"testing"
)

// TestEstimateUncertainHand checks which groups hand-made positions leave uncertain, worked out
// from the rules of life and death.
func TestEstimateUncertainHand(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		// uncertain lists the uncertain stones; sure lists stones that must not be uncertain.
		uncertain, sure []string
	}{
		// A seki without eyes: White's C7-C5-D5 and Black's E7-E5 have no eye and share the
		// liberties D7 and D6; whoever fills one is captured. Nothing is dead, and the two inner
		// chains are in seki: the players must confirm. The outer walls have their own territory.
		{"seki without eyes", sekiNoEyes,
			[]string{"C7", "C6", "C5", "D5", "E7", "E6", "E5"}, []string{"B7", "F7", "D4", "E4"}},
		// An eye each and two shared liberties: the two inner groups live in seki.
		{"seki with eyes", sekiWithEyes,
			[]string{"B9", "D9", "B8", "C8", "D8", "D7", "E7", "F9", "H9", "F8", "G8", "H8", "F7"}, []string{"A9", "J9", "E6", "F6"}},
		// A capturing race: Black's B9-B7 has the liberties A9 and A8 only (White's living
		// group on the left, with the eyes A3 and A1, holds A7 and B6), White's C9-C7 has D9
		// and D8 only (Black's wall holds D7 and C6). Whoever plays first captures the other:
		// both inner chains are uncertain, the outer groups are not.
		{"capturing race", []string{
			".xo.x....",
			".xo.x....",
			"oxoxx....",
			"ooxx.....",
			"oox......",
			"oox......",
			".ox......",
			"oox......",
			".ox......",
		}, []string{"B9", "B8", "B7", "C9", "C8", "C7"}, nil},
		// A big group with two eyes and the wall around it: nothing to confirm.
		{"two eyes", largeGroupTwoEyes, nil, []string{"B7", "A8", "B9"}},
	}
	japanese := mustRules(t, "japanese")
	for _, tc := range tests {
		p, _ := positionFromRows(t, tc.rows...)
		for seed := range int64(3) {
			e := EstimateDetail(p, japanese, seed)
			if !slices.Equal(e.Dead, EstimateDead(p, japanese, seed)) {
				t.Errorf("%s, seed %d: EstimateDetail's dead stones differ from EstimateDead's", tc.name, seed)
			}
			got := vertices(p, e.Uncertain)
			if tc.uncertain != nil {
				want := slices.Clone(tc.uncertain)
				slices.Sort(want)
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Errorf("%s, seed %d: uncertain %v, want %v", tc.name, seed, got, want)
				}
			}
			for _, v := range tc.sure {
				if slices.Contains(got, v) {
					t.Errorf("%s, seed %d: %s uncertain, want it sure", tc.name, seed, v)
				}
			}
			for _, gs := range e.Groups {
				if gs.Uncertain == (gs.Why == "") {
					t.Errorf("%s: group at %d uncertain %v with reason %q", tc.name, gs.Stones[0], gs.Uncertain, gs.Why)
				}
			}
		}
	}
}

// TestEstimateUncertainDeadInTerritory: Black's lone stone H7 inside White's territory on the
// right, walled by White's two-eyed wall, is dead beyond doubt; the walls are alive beyond doubt.
func TestEstimateUncertainDeadInTerritory(t *testing.T) {
	p, _ := positionFromRows(t, deadStones...)
	e := EstimateDetail(p, mustRules(t, "japanese"), 0)
	x, y, _ := ParseVertex(p.Size, "H7")
	if i := y*p.Size + x; !e.Dead[i] || e.Uncertain[i] {
		t.Errorf("H7: dead %v uncertain %v, want dead and sure", e.Dead[i], e.Uncertain[i])
	}
	for _, v := range []string{"D9", "D1", "F9", "E1"} {
		x, y, _ := ParseVertex(p.Size, v)
		if i := y*p.Size + x; e.Dead[i] || e.Uncertain[i] {
			t.Errorf("%s: dead %v uncertain %v, want alive and sure", v, e.Dead[i], e.Uncertain[i])
		}
	}
}

// TestEstimateUncertainBenson: stones Benson's algorithm proves alive are never uncertain and
// carry that evidence.
func TestEstimateUncertainBenson(t *testing.T) {
	p, _ := positionFromRows(t, largeGroupTwoEyes...)
	e := EstimateDetail(p, mustRules(t, "japanese"), 0)
	proved := UnconditionallyAlive(p)
	for _, gs := range e.Groups {
		if proved[gs.Stones[0]] && (gs.Uncertain || gs.Evidence != EvidenceBenson) {
			t.Errorf("group at %d: proved alive, evidence %s uncertain %v", gs.Stones[0], gs.Evidence, gs.Uncertain)
		}
	}
}
