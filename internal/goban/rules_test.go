package goban

import (
	"strings"
	"testing"
)

// The table of docs/RULES.md section 3, komi in half points.
func TestRuleSetTable(t *testing.T) {
	cases := []struct {
		name     string
		ko       KoRule
		suicide  bool
		scoring  ScoringKind
		komi19   int
		komi13   int
		comp4    int // compensation for 4 handicap stones, half points
		firstCap bool
	}{
		{"japanese", KoSimple, false, ScoringTerritory, 13, 13, 0, false},
		{"chinese", KoSimple, false, ScoringArea, 15, 15, 8, false},
		{"aga", KoSituationalSuperko, false, ScoringArea, 15, 15, 6, false},
		{"tromp-taylor", KoPositionalSuperko, true, ScoringAreaNoRemoval, 15, 15, 0, false},
		{"nz", KoSituationalSuperko, true, ScoringArea, 14, 14, 0, false},
		{"czech-1991", KoSimple, false, ScoringTerritory, 11, 17, 0, false},
		{"finnish", KoPositionalSuperko, false, ScoringTerritory, 13, 13, 0, false},
		{"atari-go", KoSimple, false, ScoringTerritory, 0, 0, 0, true},
	}
	if got := strings.Join(RuleSetNames(), ","); got != "japanese,chinese,aga,tromp-taylor,nz,czech-1991,finnish,atari-go" {
		t.Fatalf("RuleSetNames %s", got)
	}
	for _, tc := range cases {
		r, err := RulesByName(strings.ToUpper(tc.name))
		if err != nil {
			t.Fatal(err)
		}
		if r.Name != tc.name || r.Ko != tc.ko || r.SuicideAllowed != tc.suicide || r.Scoring != tc.scoring ||
			r.FirstCaptureWins != tc.firstCap {
			t.Errorf("%s: %+v", tc.name, r)
		}
		if r.DefaultKomi(19) != tc.komi19 || r.DefaultKomi(13) != tc.komi13 || r.DefaultKomi(9) != tc.komi19 {
			t.Errorf("%s: komi 19x19 %d 13x13 %d, want %d %d", tc.name, r.DefaultKomi(19), r.DefaultKomi(13),
				tc.komi19, tc.komi13)
		}
		if r.CompensationFor(4) != tc.comp4 || r.CompensationFor(1) != 0 || r.CompensationFor(0) != 0 {
			t.Errorf("%s: compensation for 4 stones %d, want %d", tc.name, r.CompensationFor(4), tc.comp4)
		}
	}
	chinese, _ := RulesByName("chinese")
	aga, _ := RulesByName("aga")
	if chinese.CompensationFor(2) != 4 || aga.CompensationFor(2) != 2 || aga.CompensationFor(9) != 16 {
		t.Errorf("compensation: chinese 2 -> %d, aga 2 -> %d, aga 9 -> %d", chinese.CompensationFor(2),
			aga.CompensationFor(2), aga.CompensationFor(9))
	}
}

func TestRulesByNameUnknown(t *testing.T) {
	_, err := RulesByName("korean-2020")
	if err == nil || !strings.Contains(err.Error(), `"korean-2020"`) || !strings.Contains(err.Error(), "tromp-taylor") {
		t.Fatalf("err %v: want the text and the valid names", err)
	}
}

func TestRulesFromSGF(t *testing.T) {
	cases := map[string]string{
		"Japanese": "japanese", "Chinese": "chinese", "AGA": "aga", "NZ": "nz", "TT": "tromp-taylor",
		"Tromp-Taylor": "tromp-taylor", "TT--": "tromp-taylor", "Tromp/Taylor": "tromp-taylor",
		"GOE": "nz", "ING": "nz", " chinese ": "chinese", "New Zealand": "nz",
	}
	for ru, want := range cases {
		r, ok := RulesFromSGF(ru)
		if !ok || r.Name != want {
			t.Errorf("RulesFromSGF(%q) = %s %v, want %s", ru, r.Name, ok, want)
		}
	}
	for _, ru := range []string{"", "Unknown", "korean-2020"} {
		if _, ok := RulesFromSGF(ru); ok {
			t.Errorf("RulesFromSGF(%q) ok", ru)
		}
	}
}
