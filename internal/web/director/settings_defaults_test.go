package director_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestSettingsFormFollowsRules: a tournament created on 13x13 under the Czech rules of 1991
// from the form (which shows the defaults: japanese, 19x19, komi 6.5, ceiling 9) gets the
// Czech 13x13 komi 8.5, a ceiling of 5 and 2 prisoners a rank; moving it to 9x9 gives the
// Czech general 5.5, 1 prisoner a rank; a komi set by hand then stays when the board changes;
// a Swiss tournament gets NBW, SOSW, SOSOSW.
func TestSettingsFormFollowsRules(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	v := webtest.SettingsValues("Mistrovství ČR 13×13")
	v.Set("rules", "czech-1991")
	v.Set("board_size", "13")
	resp, body := s.DirPost("/director/tournaments", v)
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("create: %d %s", resp.StatusCode, body)
	}
	page := s.DirGet(resp.Header.Get("Location"))
	if !strings.Contains(page, "komi 8.5; handicap ceiling 5; 2 prisoners per rank beyond it") {
		t.Errorf("the director is not told what followed the rules: %s", page)
	}
	check := func(what string, komi, ceiling, prisoners int, criteria []tournament.Criterion) {
		t.Helper()
		got := s.DirLoad(id).Settings
		if got.Komi != komi || got.Handicap.Ceiling != ceiling || got.Handicap.PrisonersPerRank != prisoners ||
			!slices.Equal(got.Criteria, criteria) {
			t.Fatalf("%s: komi %d, ceiling %d, %d prisoners a rank, criteria %v; want %d, %d, %d, %v", what,
				got.Komi, got.Handicap.Ceiling, got.Handicap.PrisonersPerRank, got.Criteria, komi, ceiling, prisoners, criteria)
		}
	}
	mm := tournament.DefaultCriteria(tournament.McMahon)
	check("created", 17, 5, 2, mm)

	path := fmt.Sprintf("/director/tournaments/%d/settings", id)
	form := webtest.SettingsValues("Mistrovství ČR 13×13")
	form.Set("rules", "czech-1991")
	form.Set("board_size", "9")
	form.Set("komi", "8.5")
	form.Set("handicap.ceiling", "5")
	form.Set("handicap.prisoners_per_rank", "2")
	resp, body = s.DirPost(path, form)
	s.DirSeeOther(resp, body, path)
	check("moved to 9x9", 11, 5, 1, mm)

	form.Set("komi", "6") // by hand
	form.Set("board_size", "9")
	form.Set("handicap.prisoners_per_rank", "1")
	resp, body = s.DirPost(path, form)
	s.DirSeeOther(resp, body, path)
	form.Set("board_size", "19")
	resp, body = s.DirPost(path, form)
	s.DirSeeOther(resp, body, path)
	check("komi by hand, then 19x19", 12, 9, 5, mm)

	form.Set("board_size", "19")
	form.Set("handicap.ceiling", "9")
	form.Set("handicap.prisoners_per_rank", "5")
	form.Set("system", "swiss")
	resp, body = s.DirPost(path, form)
	s.DirSeeOther(resp, body, path)
	check("swiss", 12, 9, 5, tournament.DefaultCriteria(tournament.Swiss))
}

// TestSettingsAPIFollowsRules: the API creates and updates with the defaults of the rules and
// board for the fields the body leaves out, and keeps those it gives.
func TestSettingsAPIFollowsRules(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var got app.SettingsJSON
	s.Expect(s.Director, "POST", "/api/tournaments",
		map[string]any{"name": "Finnish 9x9", "rules": "finnish", "board_size": 9, "system": "swiss"}, http.StatusCreated, &got)
	if got.Komi != 6.5 || got.Handicap.Ceiling != 5 || got.Handicap.PrisonersPerRank != 1 ||
		!slices.Equal(got.Criteria, []string{"NBW", "SOSW", "SOSOSW"}) {
		t.Fatalf("created %+v", got)
	}
	path := fmt.Sprintf("/api/tournaments/%d", got.ID)
	s.Expect(s.Director, "PUT", path, map[string]any{"rules": "czech-1991", "board_size": 13}, http.StatusOK, &got)
	if got.Komi != 8.5 || got.Handicap.Ceiling != 5 || got.Handicap.PrisonersPerRank != 2 {
		t.Fatalf("czech-1991 on 13x13: %+v", got)
	}
	s.Expect(s.Director, "PUT", path, map[string]any{"rules": "chinese", "board_size": 19, "komi": 8.5,
		"handicap": map[string]any{"ceiling": 4}}, http.StatusOK, &got)
	if got.Komi != 8.5 || got.Handicap.Ceiling != 4 || got.Handicap.PrisonersPerRank != 5 {
		t.Fatalf("komi and ceiling given: %+v", got)
	}
	s.Expect(s.Director, "POST", "/api/tournaments",
		map[string]any{"name": "Czech jigo", "rules": "czech-1991", "komi": 5}, http.StatusCreated, &got)
	if got.Komi != 5 || !slices.Equal(got.Criteria, []string{"MMS", "SOSM", "SOSOSM"}) {
		t.Fatalf("komi given at creation: %+v", got)
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", got.ID), map[string]any{"board_size": 13}, http.StatusOK, &got)
	if got.Komi != 8 {
		t.Fatalf("the Czech jigo komi 5 on 13x13: %v, want 8", got.Komi)
	}
}
