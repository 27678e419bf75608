package estimate

import (
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
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
		{"capturing race", board("capturing race"), []string{"B9", "B8", "B7", "C9", "C8", "C7"}, nil},
		// A big group with two eyes and the wall around it: nothing to confirm.
		{"two eyes", largeGroupTwoEyes, nil, []string{"B7", "A8", "B9"}},
	}
	japanese := mustRules(t, "japanese")
	for _, tc := range tests {
		p, _ := positionFromRows(t, tc.rows...)
		for seed := range int64(3) {
			e := Detail(p, japanese, seed)
			if !slices.Equal(e.Dead, EstimateDead(p, japanese, seed)) {
				t.Errorf("%s, seed %d: Detail's dead stones differ from EstimateDead's", tc.name, seed)
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
	e := Detail(p, mustRules(t, "japanese"), 0)
	x, y, _ := goban.ParseVertex(p.Size, "H7")
	if i := y*p.Size + x; !e.Dead[i] || e.Uncertain[i] {
		t.Errorf("H7: dead %v uncertain %v, want dead and sure", e.Dead[i], e.Uncertain[i])
	}
	for _, v := range []string{"D9", "D1", "F9", "E1"} {
		x, y, _ := goban.ParseVertex(p.Size, v)
		if i := y*p.Size + x; e.Dead[i] || e.Uncertain[i] {
			t.Errorf("%s: dead %v uncertain %v, want alive and sure", v, e.Dead[i], e.Uncertain[i])
		}
	}
}

// TestEstimateUncertainBenson: stones Benson's algorithm proves alive are never uncertain and
// carry that evidence.
func TestEstimateUncertainBenson(t *testing.T) {
	p, _ := positionFromRows(t, largeGroupTwoEyes...)
	e := Detail(p, mustRules(t, "japanese"), 0)
	proved := unconditionallyAlive(p)
	for _, gs := range e.Groups {
		if proved[gs.Stones[0]] && (gs.Uncertain || gs.Evidence != EvidenceBenson) {
			t.Errorf("group at %d: proved alive, evidence %s uncertain %v", gs.Stones[0], gs.Evidence, gs.Uncertain)
		}
	}
}

// judgeRows runs the uncertainty rules (judge) on a board drawn with x/o for living stones and
// b/w for stones taken for dead, with the random games' share given for the chain of each
// listed point (every other chain: 0 if alive, 1 if dead) and nothing read.
func judgeRows(t *testing.T, rows []string, shares map[[2]int]float64) Estimate {
	t.Helper()
	g := gridFromRows(rows)
	n := len(g.Stones())
	e := Estimate{Dead: append([]bool(nil), g.Dead()...), Uncertain: make([]bool, n)}
	share := make([]float64, n)
	for i := range share {
		if e.Dead[i] {
			share[i] = 1
		}
	}
	for _, ch := range chainsOf(g) {
		for p, v := range shares {
			if slices.Contains(ch.stones, p[1]*g.Width()+p[0]) {
				for _, s := range ch.stones {
					share[s] = v
				}
			}
		}
	}
	judge(g, g.Stones(), &e, make([]bool, n), make([]Evidence, n), share, make([]readVerdict, n), make([]readVerdict, n))
	return e
}

// TestEstimateUncertainFates checks the doubts carried between chains whose fates hang
// together, on positions worked out by hand and given the estimate's statuses and shares.
func TestEstimateUncertainFates(t *testing.T) {
	// Black's corner chain D5-D4-D3-C3-B3-A3 (7 wide, 5 high) holds the white stone B5 in its
	// eye space and is enclosed by White's wall; the estimate took Black's chain for dead and
	// B5 for alive. If Black's chain lived, B5 would be dead: the two fates are one.
	corner := board("a living stone inside a corner taken for dead")
	at := func(e Estimate, rows []string, x, y int) bool { return e.Uncertain[y*len(rows[0])+x] }
	// The random games keep B5 in 12% of them and Black's chain in 13%: both uncertain.
	e := judgeRows(t, corner, map[[2]int]float64{{1, 0}: 0.12, {3, 0}: 0.87})
	if !at(e, corner, 1, 0) || !at(e, corner, 3, 0) {
		t.Errorf("B5 uncertain %v, D5 uncertain %v; want both", at(e, corner, 1, 0), at(e, corner, 3, 0))
	}
	if at(e, corner, 4, 0) {
		t.Error("White's wall uncertain; want it sure")
	}
	for _, gs := range e.Groups {
		switch {
		case slices.Contains(gs.Stones, 1) && gs.Why != "lives inside a group taken for dead",
			slices.Contains(gs.Stones, 3) && gs.Why != "encloses a living group":
			t.Errorf("the chain at %d: %q", gs.Stones[0], gs.Why)
		}
	}
	// In 98% of the random games B5 lives: no doubt from the enclosure.
	e = judgeRows(t, corner, map[[2]int]float64{{1, 0}: 0.02, {3, 0}: 0.98})
	if at(e, corner, 1, 0) || at(e, corner, 3, 0) {
		t.Errorf("B5 uncertain %v, D5 uncertain %v; want both sure", at(e, corner, 1, 0), at(e, corner, 3, 0))
	}

	// A dead black stone (F3) inside White's area, next to White's chain E5-E4-E3-E2-F2-G2,
	// which the random games split on (45%): if White's chain died, the stone would live.
	split := board("a split chain beside a sure one")
	e = judgeRows(t, split, map[[2]int]float64{{4, 0}: 0.45, {5, 2}: 0.9})
	if !at(e, split, 4, 0) || !at(e, split, 5, 2) {
		t.Errorf("White's chain uncertain %v, F3 uncertain %v; want both", at(e, split, 4, 0), at(e, split, 5, 2))
	}
	for _, gs := range e.Groups {
		if slices.Contains(gs.Stones, 2*7+5) && gs.Why != "its attacker is uncertain" {
			t.Errorf("F3: %q, want its attacker is uncertain", gs.Why)
		}
	}

	// One group: White's two-eyed chain in the corner (eyes A5 and C5) and White's lone stone
	// E3, diagonal to its D4. The random games lose E3 in 45% of them, which is split for one
	// stone (it needs 75%), and the corner chain in 30% (not split for six stones). Linked, the
	// corner shares E3's doubt; with the lone stone on E2 instead (no diagonal, no shared
	// liberty) the corner stays sure, and so it does when the random games lose it in only 10%
	// of them (sureShare).
	linked := board("two chains linked by a diagonal")
	apart := board("two chains apart")
	e = judgeRows(t, linked, map[[2]int]float64{{4, 2}: 0.45, {1, 0}: 0.3})
	if !at(e, linked, 4, 2) || !at(e, linked, 1, 0) {
		t.Errorf("linked: E3 uncertain %v, the corner uncertain %v; want both", at(e, linked, 4, 2), at(e, linked, 1, 0))
	}
	for _, gs := range e.Groups {
		if slices.Contains(gs.Stones, 1) && gs.Why != "one group with an uncertain chain" {
			t.Errorf("the corner: %q, want one group with an uncertain chain", gs.Why)
		}
	}
	e = judgeRows(t, apart, map[[2]int]float64{{4, 3}: 0.45, {1, 0}: 0.3})
	if !at(e, apart, 4, 3) || at(e, apart, 1, 0) {
		t.Errorf("apart: E2 uncertain %v, the corner uncertain %v; want E2 only", at(e, apart, 4, 3), at(e, apart, 1, 0))
		for _, gs := range e.Groups {
			t.Logf("%v %v %q", gs.Stones, gs.Uncertain, gs.Why)
		}
	}
	e = judgeRows(t, linked, map[[2]int]float64{{4, 2}: 0.45, {1, 0}: 0.1})
	if !at(e, linked, 4, 2) || at(e, linked, 1, 0) {
		t.Errorf("linked, the corner kept in 90%%: E3 uncertain %v, the corner uncertain %v; want E3 only", at(e, linked, 4, 2), at(e, linked, 1, 0))
	}
	// Black's stones on both cutting points of the diagonal (E4 and D3) cut it: no group.
	cut := board("a diagonal cut on both points")
	e = judgeRows(t, cut, map[[2]int]float64{{4, 2}: 0.45, {1, 0}: 0.3})
	if !at(e, cut, 4, 2) || at(e, cut, 1, 0) {
		t.Errorf("cut: E3 uncertain %v, the corner uncertain %v; want E3 only", at(e, cut, 4, 2), at(e, cut, 1, 0))
		for _, gs := range e.Groups {
			t.Logf("%v %v %q", gs.Stones, gs.Uncertain, gs.Why)
		}
	}

	// Capturing races (racing), on a 6x3 board: the dead white chain D3-E3 beside Black's C3-C2,
	// whose liberties are B2, C1 and D2 (White's living B3 takes the fourth). With Black's E2,
	// White has two liberties, F3 and D2, against three: it loses the race even moving first
	// (White B2, Black F3, White C1, Black D2 captures). Without E2 White has three, F3, D2 and
	// E2, and whoever moves first wins (White B2, Black F3, White C1, Black E2, White D2
	// captures; Black F3, White B2, Black E2, White C1, Black D2 captures).
	for _, tc := range []struct {
		rows []string
		want bool
	}{
		{board("a race lost moving first"), false},
		{board("a race that the next move decides"), true},
	} {
		g := gridFromRows(tc.rows)
		lk := look{g: g, olibs: chainLiberties(g.Width(), g.Height(), g.Stones()), dead: g.Dead()}
		for _, ch := range chainsOf(g) {
			if slices.Contains(ch.stones, 3) || slices.Contains(ch.stones, 2) {
				if got := lk.racing(ch); got != tc.want {
					t.Errorf("%v: the %v chain at %d racing %v, want %v", tc.rows, ch.color, ch.stones[0], got, tc.want)
				}
			}
		}
	}
}
