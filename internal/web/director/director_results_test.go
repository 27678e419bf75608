package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestResultButtonOnlyItsTable: a row's buttons set the result of that row's table and no
// other, whatever the result field holds.
func TestResultButtonOnlyItsTable(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Buttons", 22)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	path := fmt.Sprintf("/director/tournaments/%d/rounds/1/games/1/result", id)
	for _, bad := range []string{"0w", "1b", "w 2b", "w,3=", "", "x"} {
		rev := s.Revision(id)
		resp, body := s.DirPost(path, url.Values{"result": {bad}}, "HX-Request", "true")
		if resp.StatusCode != http.StatusUnprocessableEntity || s.Revision(id) != rev || !strings.Contains(body, "is not a result") {
			t.Errorf("result %q on table 1: %d, revision %d to %d: %.300s", bad, resp.StatusCode, rev, s.Revision(id), body)
		}
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Result != tournament.Unknown {
			t.Errorf("table %d has result %v", g.Table, g.Result)
		}
	}
	resp, body := s.DirPost(path, url.Values{"result": {"fb"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("result fb on table 1: %d %s", resp.StatusCode, body)
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if want := g.Table == 1; (g.Result == tournament.BlackWins && g.ByDefault) != want {
			t.Errorf("table %d: result %v by default %v", g.Table, g.Result, g.ByDefault)
		}
	}
}

// TestResultEntryNamesReplacedResult: a result typed over a different one says what it
// replaced; the same result again, or a table number beyond any integer, is said plainly.
func TestResultEntryNamesReplacedResult(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Replaced", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	entry := fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id)
	for _, c := range []struct{ entry, want, not string }{
		{"1w", "1-0", "was"},
		{"1w", "1-0", "was"},
		{"1b", "0-1 (was 1-0)", ""},
		{"1?", "no result (was 0-1)", ""},
		{"2fb", "0-1!", "was"},
		{"2b", "0-1 (was 0-1!)", ""},
		{"99999999999999999999w", "there is no table 99999999999999999999", "table 0"},
	} {
		_, body := s.DirPost(entry, url.Values{"entry": {c.entry}}, "HX-Request", "true")
		if !strings.Contains(body, c.want) || (c.not != "" && strings.Contains(body, c.not)) {
			t.Errorf("entry %s: want %q without %q in %.400s", c.entry, c.want, c.not, body)
		}
	}
}

// TestHandicapFormKomiBounds: a game's komi set by hand is held to the tournament's bounds,
// -50 to 50 points; a refusal changes nothing.
func TestHandicapFormKomiBounds(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Komi", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	path := fmt.Sprintf("/director/tournaments/%d/rounds/1/games/1/handicap", id)
	for komi, ok := range map[string]bool{"1000": false, "-50.5": false, "50": true, "-7.5": true} {
		rev := s.Revision(id)
		s.DirPost(path, url.Values{"handicap": {"0"}, "komi": {komi}})
		if changed := s.Revision(id) != rev; changed != ok {
			t.Errorf("komi %s: changed %v, want %v", komi, changed, ok)
		}
	}
}
