package tournament

// A preset is the setting of a rule book: one choice that sets the rule set, the komi and
// the handicap (its kind, ceiling and prisoners beyond the ceiling) together, as the book
// gives them (docs/RULES.md and the seeds of GO-RULES.md):
//   - czech-1991, the Czech booklet of 1991 (seed 000): the czech-1991 rules, komi 5.5 on
//     19x19 (8.5 on 13x13), one stone a rank of difference up to 9 (5 on smaller boards),
//     and 5 prisoners for each further rank (DefaultPrisonersPerRank on other boards);
//   - slovak, the Slovak rules (seed 002): territory and prisoners with simple ko (the
//     japanese rule set), komi 5.5 ("usually 5.5") on every board, one stone a rank up to 9
//     on 19x19 and 5 on 13x13 and 9x9, no prisoners beyond (the rules give none);
//   - finnish, the Finnish leaflet (seed 004): the finnish rules (positional superko), komi
//     6.5, one stone a rank up to 9 (5 on smaller boards), no prisoners beyond.
//
// Presets lists their names; ApplyPreset sets one, PresetOf tells which one settings follow.

// Presets are the names of the presets, in the order the settings page offers them.
var Presets = []string{"czech-1991", "slovak", "finnish"}

// presetValues are the values preset name gives on a board of size; ok is false for an
// unknown name.
func presetValues(name string, size int) (rules string, komi int, h HandicapPolicy, ok bool) {
	h = HandicapPolicy{Kind: HandicapRankDifference, Ceiling: DefaultHandicapCeiling(size),
		NoHandicapThreshold: DefaultSettings().Handicap.NoHandicapThreshold, Correction: DefaultSettings().Handicap.Correction}
	switch name {
	case "czech-1991":
		rules, h.PrisonersPerRank = "czech-1991", DefaultPrisonersPerRank(size)
		komi, _ = DefaultKomi(rules, size)
	case "slovak":
		rules, komi = "japanese", 11
	case "finnish":
		rules = "finnish"
		komi, _ = DefaultKomi(rules, size)
	default:
		return "", 0, h, false
	}
	return rules, komi, h, true
}

// ApplyPreset sets the rule set, the komi and the handicap of s to those of preset name for
// s's board size. It tells whether name is a preset; s is unchanged when it is not.
func ApplyPreset(s *Settings, name string) bool {
	rules, komi, h, ok := presetValues(name, s.BoardSize)
	if !ok {
		return false
	}
	s.Rules, s.Komi, s.Handicap = rules, komi, h
	return true
}

// PresetOf is the preset whose rule set, komi and handicap s has for its board size, or ""
// when s follows none.
func PresetOf(s *Settings) string {
	for _, name := range Presets {
		rules, komi, h, _ := presetValues(name, s.BoardSize)
		if s.Rules == rules && s.Komi == komi && s.Handicap.Kind == h.Kind && s.Handicap.Ceiling == h.Ceiling &&
			s.Handicap.PrisonersPerRank == h.PrisonersPerRank {
			return name
		}
	}
	return ""
}

// DropUnusedHandicap sets the handicap parameters that s's kind of handicap does not use
// back to their defaults, so that values typed for another kind (a form keeps every field,
// hidden or not) are not stored: rank difference uses the ceiling and the prisoners, McMahon
// handicaps the threshold, the correction, the ranks-or-scores choice and the ceiling, no
// handicap none of them.
func (s *Settings) DropUnusedHandicap() {
	d := DefaultSettings().Handicap
	h := &s.Handicap
	if h.Kind != HandicapMMS {
		h.NoHandicapThreshold, h.Correction, h.BasedOnRank = d.NoHandicapThreshold, d.Correction, d.BasedOnRank
	}
	if h.Kind != HandicapRankDifference {
		h.PrisonersPerRank = DefaultPrisonersPerRank(s.BoardSize)
	}
	if h.Kind == HandicapNone {
		h.Ceiling = DefaultHandicapCeiling(s.BoardSize)
	}
}
