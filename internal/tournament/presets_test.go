package tournament

import "testing"

// TestPresets: each rule book's preset sets the values its text gives (GO-RULES.md,
// TOURNAMENT.md): the Czech booklet of 1991 komi 5.5 on 19x19 and 8.5 on 13x13, at most 9
// stones on 19x19 and 5 on 13x13, 5 prisoners a rank beyond on 19x19; the Slovak rules
// territory scoring with simple ko, komi 5.5, 9 and 5 stones, no prisoners; the Finnish
// leaflet its rules (positional superko), komi 6.5, no prisoners. PresetOf recognises them,
// and no longer once a value is changed by hand.
func TestPresets(t *testing.T) {
	for _, c := range []struct {
		name                     string
		size                     int
		rules                    string
		komi, ceiling, prisoners int // komi in half points
	}{
		{"czech-1991", 19, "czech-1991", 11, 9, 5},
		{"czech-1991", 13, "czech-1991", 17, 5, 2},
		{"slovak", 19, "japanese", 11, 9, 0},
		{"slovak", 13, "japanese", 11, 5, 0},
		{"finnish", 19, "finnish", 13, 9, 0},
		{"finnish", 13, "finnish", 13, 5, 0},
	} {
		s := DefaultSettings()
		s.Name, s.BoardSize = "Preset", c.size
		if !ApplyPreset(&s, c.name) {
			t.Fatalf("%s is not a preset", c.name)
		}
		h := s.Handicap
		if s.Rules != c.rules || s.Komi != c.komi || h.Kind != HandicapRankDifference || h.Ceiling != c.ceiling || h.PrisonersPerRank != c.prisoners {
			t.Errorf("%s on %dx%d: rules %s, komi %d, handicap %+v; want %s, %d, rank difference up to %d, %d prisoners",
				c.name, c.size, c.size, s.Rules, s.Komi, h, c.rules, c.komi, c.ceiling, c.prisoners)
		}
		if err := s.Validate(); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		if got := PresetOf(&s); got != c.name {
			t.Errorf("%s on %dx%d: PresetOf says %q", c.name, c.size, c.size, got)
		}
		s.Komi++
		if got := PresetOf(&s); got != "" {
			t.Errorf("%s with another komi: PresetOf says %q", c.name, got)
		}
	}
	s := DefaultSettings()
	if ApplyPreset(&s, "korean") || PresetOf(&s) != "" {
		t.Error("an unknown preset applied, or the defaults follow one")
	}
}
