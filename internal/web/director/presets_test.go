package director_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// createWith creates a tournament from the settings form's values, changed by set (name,
// value, ...), and returns it as stored, and its number.
func (s *testServer) createWith(t *testing.T, name string, set ...string) (*tournament.Tournament, int) {
	t.Helper()
	v := webtest.SettingsValues(name)
	for i := 0; i+1 < len(set); i += 2 {
		v.Set(set[i], set[i+1])
	}
	resp, body := s.DirPost("/director/tournaments", v)
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("create %s: %d %s", name, resp.StatusCode, body)
	}
	return s.DirLoad(id), id
}

// TestRuleBookPreset: the settings offer each rule book as one choice; the Czech one sets
// the Czech rules, komi 5.5, the rank-difference handicap up to 9 stones and 5 prisoners a
// rank beyond (on 13x13 the Finnish one komi 6.5 and 5 stones), whatever the form's other
// fields said; the form shows the rule book the settings follow, and a komi changed by hand
// under it is kept. The handicap's help says that the rank difference gives handicaps in
// the top group too, in Czech on Czech pages.
func TestRuleBookPreset(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	cz, czID := s.createWith(t, "Česká pravidla", "preset", "czech-1991")
	if st, h := cz.Settings, cz.Settings.Handicap; st.Rules != "czech-1991" || st.Komi != 11 || h.Kind != tournament.HandicapRankDifference ||
		h.Ceiling != 9 || h.PrisonersPerRank != 5 {
		t.Errorf("Czech preset: rules %s, komi %d, handicap %+v", st.Rules, st.Komi, h)
	}
	fi, _ := s.createWith(t, "Suomi", "preset", "finnish", "board_size", "13")
	if st, h := fi.Settings, fi.Settings.Handicap; st.Rules != "finnish" || st.Komi != 13 || h.Kind != tournament.HandicapRankDifference ||
		h.Ceiling != 5 || h.PrisonersPerRank != 0 {
		t.Errorf("Finnish preset on 13x13: rules %s, komi %d, handicap %+v", st.Rules, st.Komi, h)
	}
	path := fmt.Sprintf("/director/tournaments/%d/settings", czID)
	selected := regexp.MustCompile(`(?s)<select name="preset"[^>]*>.*?<option value="([\w-]*)" selected>`)
	if m := selected.FindStringSubmatch(s.DirGet(path)); m == nil || m[1] != "czech-1991" {
		t.Errorf("the settings show the preset %v", m)
	}
	// The komi set by hand to 5 (the Czech rules' jigo komi) with the preset still shown.
	v := webtest.SettingsValues("Česká pravidla")
	for k, x := range map[string]string{"preset": "czech-1991", "rules": "czech-1991", "komi": "5", "handicap.kind": "rank-difference",
		"handicap.ceiling": "9", "handicap.prisoners_per_rank": "5"} {
		v.Set(k, x)
	}
	resp, body := s.DirPost(path, v)
	if resp.StatusCode != 303 {
		t.Fatalf("save: %d %s", resp.StatusCode, body)
	}
	if got := s.DirLoad(int(czID)).Settings.Komi; got != 10 {
		t.Errorf("komi set by hand under the preset: %d half points, want 10", got)
	}
	if m := selected.FindStringSubmatch(s.DirGet(path)); m == nil || m[1] != "" {
		t.Errorf("after the komi changed the settings show the preset %v", m)
	}
	page := s.DirGetIn("cs", "/director/tournaments/new")
	for _, want := range []string{"Soubor pravidel", "česká pravidla (1991)", "i ve skupině nejsilnějších turnaje McMahon"} {
		if !strings.Contains(page, want) {
			t.Errorf("the Czech form lacks %q", want)
		}
	}
	if page := s.DirGetIn("en", "/director/tournaments/new"); !strings.Contains(page, "the top group of a McMahon tournament included") {
		t.Error("the English form does not say that rank difference gives handicaps in the top group")
	}
}

// TestSettingsDropUnusedHandicapFields: the form posts every handicap field, shown or not;
// those the chosen handicap does not use are stored at their defaults (threshold 1d,
// correction 1, from the scores; ceiling 9 and 5 prisoners on 19x19), not as typed.
func TestSettingsDropUnusedHandicapFields(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	rd, _ := s.createWith(t, "Rank difference", "handicap.kind", "rank-difference", "handicap.correction", "3",
		"handicap.no_handicap_threshold", "5k", "handicap.based_on_rank", "on", "handicap.ceiling", "7", "handicap.prisoners_per_rank", "3")
	if h := rd.Settings.Handicap; h.NoHandicapThreshold != rank.Dan(1) || h.Correction != 1 || h.BasedOnRank || h.Ceiling != 7 || h.PrisonersPerRank != 3 {
		t.Errorf("rank difference stored %+v", h)
	}
	none, _ := s.createWith(t, "Even", "handicap.kind", "none", "handicap.correction", "2", "handicap.ceiling", "4", "handicap.prisoners_per_rank", "8")
	if h := none.Settings.Handicap; h.Correction != 1 || h.Ceiling != 9 || h.PrisonersPerRank != 5 {
		t.Errorf("no handicap stored %+v", h)
	}
	mms, _ := s.createWith(t, "McMahon", "handicap.kind", "mms", "handicap.correction", "2", "handicap.prisoners_per_rank", "8")
	if h := mms.Settings.Handicap; h.Correction != 2 || h.PrisonersPerRank != 5 {
		t.Errorf("McMahon handicap stored %+v", h)
	}
}
