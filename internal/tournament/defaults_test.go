package tournament

import (
	"slices"
	"testing"
)

// TestDefaultKomi checks the komi of every rule set on 19x19, 13x13 and 9x9 against the rule
// books (half points: 11 is 5.5): the Czech rules of 1991 give 5.5 and 8.5 on 13x13; the
// Finnish leaflet 6.5; the Slovak rules 6.5 under Japanese and 7.5 under Chinese rules; the
// AGA rules 7.5; the New Zealand rules 7; atari-go has none.
func TestDefaultKomi(t *testing.T) {
	for _, tc := range []struct {
		rules          string
		k19, k13, k9   int
		j19, j13, jig9 int // the jigo forms
	}{
		{"czech-1991", 11, 17, 11, 10, 16, 10},
		{"finnish", 13, 13, 13, 12, 12, 12},
		{"japanese", 13, 13, 13, 12, 12, 12},
		{"chinese", 15, 15, 15, 14, 14, 14},
		{"aga", 15, 15, 15, 14, 14, 14},
		{"tromp-taylor", 15, 15, 15, 14, 14, 14},
		{"nz", 14, 14, 14, 14, 14, 14},
		{"atari-go", 0, 0, 0, 0, 0, 0},
		{"Czech-1991", 11, 17, 11, 10, 16, 10}, // names as RulesByName reads them
	} {
		for _, c := range []struct{ size, want, jigo int }{{19, tc.k19, tc.j19}, {13, tc.k13, tc.j13}, {9, tc.k9, tc.jig9}} {
			k, ok := DefaultKomi(tc.rules, c.size)
			if !ok || k != c.want || JigoKomi(k) != c.jigo {
				t.Errorf("%s on %dx%d: komi %d (jigo %d, ok %v), want %d (jigo %d)", tc.rules, c.size, c.size, k, JigoKomi(k), ok, c.want, c.jigo)
			}
		}
	}
	if _, ok := DefaultKomi("ing", 19); ok {
		t.Error("an unknown rule set has a default komi")
	}
}

// TestDefaultHandicapCeiling: 9 on 19x19, 5 on 13x13 and 9x9 (Slovak rules); no more than
// the board's fixed points hold.
func TestDefaultHandicapCeiling(t *testing.T) {
	for _, tc := range []struct{ size, want int }{
		{19, 9}, {21, 9}, {25, 9}, {13, 5}, {9, 5}, {15, 5}, {11, 5}, {7, 4}, {8, 4}, {20, 4}, {5, 1}, {2, 1},
	} {
		if got := DefaultHandicapCeiling(tc.size); got != tc.want {
			t.Errorf("ceiling on %dx%d = %d, want %d", tc.size, tc.size, got, tc.want)
		}
	}
}

// TestDefaultPrisonersPerRank: the Czech 5 on 19x19, scaled by the area elsewhere and rounded:
// 5 x 169/361 = 2.34, 5 x 81/361 = 1.12, 5 x 625/361 = 8.66.
func TestDefaultPrisonersPerRank(t *testing.T) {
	for _, tc := range []struct{ size, want int }{{19, 5}, {13, 2}, {9, 1}, {25, 9}, {2, 0}} {
		if got := DefaultPrisonersPerRank(tc.size); got != tc.want {
			t.Errorf("prisoners per rank on %dx%d = %d, want %d", tc.size, tc.size, got, tc.want)
		}
	}
}

// TestDefaultCriteria: Swiss and round-robin tournaments are placed by wins, McMahon ones by
// McMahon score.
func TestDefaultCriteria(t *testing.T) {
	for _, tc := range []struct {
		system System
		want   []Criterion
	}{
		{McMahon, []Criterion{CritMMS, CritSOSM, CritSOSOSM}},
		{Swiss, []Criterion{CritNBW, CritSOSW, CritSOSOSW}},
		{RoundRobin, []Criterion{CritNBW, CritSOSW, CritSOSOSW}},
	} {
		if got := DefaultCriteria(tc.system); !slices.Equal(got, tc.want) {
			t.Errorf("criteria of system %d = %v, want %v", tc.system, got, tc.want)
		}
	}
}

// TestFollowDefaults changes the rule set, the board size or the system of a tournament and
// checks which values follow (those at the old default) and which stay (set by hand).
func TestFollowDefaults(t *testing.T) {
	type values struct {
		komi, ceiling, prisoners int
		criteria                 []Criterion
	}
	mm, sw := DefaultCriteria(McMahon), DefaultCriteria(Swiss)
	custom := []Criterion{CritMMS, CritSOSMM1}
	for _, tc := range []struct {
		name      string
		oldRules  string
		oldSize   int
		oldSystem System
		old       values
		rules     string
		size      int
		system    System
		given     values // what the director posted
		want      values
	}{
		{"czech 19 to 13", "czech-1991", 19, McMahon, values{11, 9, 5, mm}, "czech-1991", 13, McMahon,
			values{11, 9, 5, mm}, values{17, 5, 2, mm}},
		{"czech jigo 19 to 13", "czech-1991", 19, McMahon, values{10, 9, 5, mm}, "czech-1991", 13, McMahon,
			values{10, 9, 5, mm}, values{16, 5, 2, mm}},
		{"czech 13 to 9", "czech-1991", 13, McMahon, values{17, 5, 2, mm}, "czech-1991", 9, McMahon,
			values{17, 5, 2, mm}, values{11, 5, 1, mm}},
		{"japanese to chinese", "japanese", 19, McMahon, values{13, 9, 5, mm}, "chinese", 19, McMahon,
			values{13, 9, 5, mm}, values{15, 9, 5, mm}},
		{"japanese to czech", "japanese", 19, McMahon, values{13, 9, 5, mm}, "czech-1991", 19, McMahon,
			values{13, 9, 5, mm}, values{11, 9, 5, mm}},
		{"finnish to nz, jigo", "finnish", 19, McMahon, values{12, 9, 5, mm}, "nz", 19, McMahon,
			values{12, 9, 5, mm}, values{14, 9, 5, mm}},
		{"komi set by hand stays", "japanese", 19, McMahon, values{12 + 2, 9, 5, mm}, "chinese", 9, McMahon,
			values{14, 9, 5, mm}, values{14, 5, 1, mm}},
		{"komi given with the change stays", "japanese", 19, McMahon, values{13, 9, 5, mm}, "chinese", 19, McMahon,
			values{16, 9, 5, mm}, values{16, 9, 5, mm}},
		{"ceiling set by hand stays", "japanese", 19, McMahon, values{13, 7, 3, mm}, "japanese", 9, McMahon,
			values{13, 7, 3, mm}, values{13, 7, 3, mm}},
		{"ceiling given with the change stays", "japanese", 19, McMahon, values{13, 9, 5, mm}, "japanese", 9, McMahon,
			values{13, 8, 4, mm}, values{13, 8, 4, mm}},
		{"nothing changes", "czech-1991", 19, McMahon, values{13, 9, 5, mm}, "czech-1991", 19, McMahon,
			values{13, 9, 5, mm}, values{13, 9, 5, mm}},
		{"swiss", "japanese", 19, McMahon, values{13, 9, 5, mm}, "japanese", 19, Swiss,
			values{13, 9, 5, mm}, values{13, 9, 5, sw}},
		{"back to mcmahon", "japanese", 19, Swiss, values{13, 9, 5, sw}, "japanese", 19, McMahon,
			values{13, 9, 5, sw}, values{13, 9, 5, mm}},
		{"criteria set by hand stay", "japanese", 19, McMahon, values{13, 9, 5, custom}, "japanese", 19, Swiss,
			values{13, 9, 5, custom}, values{13, 9, 5, custom}},
		{"criteria given with the change stay", "japanese", 19, McMahon, values{13, 9, 5, mm}, "japanese", 19, Swiss,
			values{13, 9, 5, custom}, values{13, 9, 5, custom}},
		{"unknown rule set: komi stays", "japanese", 19, McMahon, values{13, 9, 5, mm}, "ing", 19, McMahon,
			values{13, 9, 5, mm}, values{13, 9, 5, mm}},
	} {
		old := DefaultSettings()
		old.Rules, old.BoardSize, old.System, old.Komi = tc.oldRules, tc.oldSize, tc.oldSystem, tc.old.komi
		old.Handicap.Ceiling, old.Handicap.PrisonersPerRank, old.Criteria = tc.old.ceiling, tc.old.prisoners, tc.old.criteria
		s := old
		s.Rules, s.BoardSize, s.System, s.Komi = tc.rules, tc.size, tc.system, tc.given.komi
		s.Handicap.Ceiling, s.Handicap.PrisonersPerRank = tc.given.ceiling, tc.given.prisoners
		s.Criteria = slices.Clone(tc.given.criteria)
		s.FollowDefaults(old)
		got := values{s.Komi, s.Handicap.Ceiling, s.Handicap.PrisonersPerRank, s.Criteria}
		if got.komi != tc.want.komi || got.ceiling != tc.want.ceiling || got.prisoners != tc.want.prisoners ||
			!slices.Equal(got.criteria, tc.want.criteria) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
