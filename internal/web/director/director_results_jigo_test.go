package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestResultJigoNeedsWholeKomi: the tournament's komi is 6.5 and table 1 is set to komi 7 by
// hand. A jigo is refused at every other table, typed (9=, 3 =), by the row's = button and
// through the API, in the page's language (the Czech page writes the komi 6,5), and changes nothing; the rows of those tables have
// no = button. At table 1 the jigo is stored and its row keeps the button.
func TestResultJigoNeedsWholeKomi(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Jigo", 8) // 4 tables, komi 6.5
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	base := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	if resp, body := s.DirPost(base+"/games/1/handicap", url.Values{"handicap": {"0"}, "komi": {"7"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("komi 7 at table 1: %d %s", resp.StatusCode, body)
	}
	komi := map[int]int{}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		komi[g.Table] = g.Komi
	}
	if komi[1] != 14 || komi[2] != 13 {
		t.Fatalf("komi (half points) %v, want 14 at table 1 and 13 elsewhere", komi)
	}
	cs := []string{"Cookie", app.LangCookie + "=cs", "HX-Request", "true"}

	rev := s.Revision(id)
	for _, entry := range []string{"2=", "3 =", "4f="} {
		resp, body := s.DirPost(base+"/results", url.Values{"entry": {entry}}, cs...)
		table := entry[:1]
		want := "stůl " + table + " se hraje s komi 6,5: partie s komi na půl bodu nemůže skončit remízou"
		if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, want) {
			t.Errorf("typed %q: %d, want 422 with %q: %.300s", entry, resp.StatusCode, want, body)
		}
	}
	resp, body := s.DirPost(base+"/games/2/result", url.Values{"result": {"="}}, cs...)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "stůl 2 se hraje s komi 6,5") {
		t.Errorf("= button at table 2: %d %.300s", resp.StatusCode, body)
	}
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/3/result", id), map[string]string{"result": "="}, http.StatusBadRequest, "result")
	if s.Revision(id) != rev {
		t.Errorf("a refused jigo changed the tournament: revision %d to %d", rev, s.Revision(id))
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Result != tournament.Unknown {
			t.Errorf("table %d has %v after the refusals", g.Table, g.Result)
		}
	}

	// The page offers = only at table 1.
	page := s.DirGet(base + "/results")
	for table := 1; table <= 4; table++ {
		row := page[strings.Index(page, fmt.Sprintf(`<tr id="game-%d"`, table)):]
		row = row[:strings.Index(row, "</tr>")]
		if has := strings.Contains(row, `value="="`); has != (table == 1) {
			t.Errorf("table %d (komi %d half points): = button %v", table, komi[table], has)
		}
	}

	// Komi 7: a jigo typed at table 1 is stored.
	if resp, body := s.DirPost(base+"/results", url.Values{"entry": {"1="}}, "HX-Request", "true"); resp.StatusCode != http.StatusOK {
		t.Fatalf("1= at komi 7: %d %s", resp.StatusCode, body)
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Table == 1 && g.Result != tournament.Jigo {
			t.Errorf("table 1: %v, want jigo", g.Result)
		}
	}
}
