package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// Every way a director types a name refuses control characters and overlong texts with a
// message naming the field, and stores nothing.
func TestPlayerTextLimitsAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Limits", 0)
	players := fmt.Sprintf("/api/tournaments/%d/players", id)
	rev := s.Revision(id)
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"name": "Dvořák\n1 Fake 9d", "rank": "3k"}, "name"},
		{map[string]any{"name": "Dvořák\r", "rank": "3k"}, "name"},
		{map[string]any{"name": strings.Repeat("a", 100<<10), "rank": "3k"}, "name"},
		{map[string]any{"name": "Novák", "first_name": strings.Repeat("é", 81), "rank": "3k"}, "first_name"},
		{map[string]any{"name": "Novák", "first_name": "J\x00", "rank": "3k"}, "first_name"},
		{map[string]any{"name": "Novák", "club": "Br\tno", "rank": "3k"}, "club"},
		{map[string]any{"name": "Novák", "club": strings.Repeat("c", 81), "rank": "3k"}, "club"},
		{map[string]any{"name": "Novák", "egd_pin": strings.Repeat("1", 17), "rank": "3k"}, "egd_pin"},
	} {
		s.ExpectError(s.Director, "POST", players, c.body, http.StatusBadRequest, c.field)
	}
	if s.Revision(id) != rev {
		t.Fatal("a refused registration changed the tournament")
	}
	// NFD and NFC spellings are one player.
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Dvor\u030Cák", "first_name": "Jan", "rank": "3k"}, http.StatusCreated, nil)
	s.ExpectError(s.Director, "POST", players, map[string]any{"name": "Dvořák", "first_name": "Jan", "rank": "3k"}, http.StatusConflict, "name")
	var list []app.PlayerJSON
	s.Expect(s.Anon, "GET", players, nil, http.StatusOK, &list)
	if len(list) != 1 || list[0].Name != "Dvořák" {
		t.Fatalf("players %+v, want one NFC Dvořák", list)
	}
}

func TestTournamentTextLimitsAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"name": "Open\n; PC[XX,Fake]"}, "name"},
		{map[string]any{"name": strings.Repeat("n", 121)}, "name"},
		{map[string]any{"name": "Open", "place": "Brno\r\n"}, "place"},
		{map[string]any{"name": "Open", "place": strings.Repeat("p", 121)}, "place"},
	} {
		s.ExpectError(s.Director, "POST", "/api/tournaments", c.body, http.StatusBadRequest, c.field)
	}
}

func TestRegisterPlayerFormTextLimits(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Form limits")
	path := fmt.Sprintf("/director/tournaments/%d/players", id)
	rev := s.Revision(id)
	bad := url.Values{"name": {"Dvořák\n2 Evil 9d"}, "first_name": {strings.Repeat("j", 81)}, "rank": {"3k"}}
	resp, body := s.DirPost(path, bad, "HX-Request", "true")
	if resp.StatusCode != http.StatusUnprocessableEntity {
		t.Fatalf("bad name: %d", resp.StatusCode)
	}
	for _, want := range []string{
		`id="e-name" role="alert">the family name holds a line break`,
		`id="e-first_name" role="alert">the first name is 81 characters long; at most 80 are allowed`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("answer lacks %q:\n%s", want, body)
		}
	}
	if s.Revision(id) != rev || len(s.DirLoad(id).Players) != 0 {
		t.Fatal("a refused registration stored something")
	}
	// The form tells the browser the same limits.
	page := s.DirGet(path)
	for _, want := range []string{`name="name" value="" autocomplete="off" required maxlength="80"`, `name="egd_pin" value="" autocomplete="off" maxlength="16"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the registration form lacks %q", want)
		}
	}
}

// A tournament without dates has no EGD or AGA file: the downloads page says why, the files
// answer 400 saying which setting to fill; the other files are written.
func TestExportsWithoutDates(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Undated", 2)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	page := s.DirGet(base + "/downloads")
	if !strings.Contains(page, "The EGD file cannot be written yet: the tournament has no dates") {
		t.Errorf("downloads page without the reason:\n%s", page)
	}
	if cs := s.DirGetIn("cs", base+"/downloads"); !strings.Contains(cs, "Soubor pro EGD zatím nelze vytvořit: turnaj nemá data konání: zadejte v nastavení") {
		t.Errorf("Czech downloads page without the reason in Czech:\n%s", cs)
	}
	for _, file := range []string{"results.h9", "results.h9?charset=ISO-8859-1", "aga.txt"} {
		resp, body := s.Do(s.Director, "GET", base+"/export/"+file, nil)
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "the tournament has no dates: give its first and last day") {
			t.Errorf("%s: %d %s", file, resp.StatusCode, body)
		}
	}
	for _, file := range []string{"tournament.xml", "standings.csv", "standings.xlsx", "players.csv"} {
		resp, body := s.Do(s.Director, "GET", base+"/export/"+file, nil)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %d %s", file, resp.StatusCode, body)
		}
		if file == "tournament.xml" && (strings.Contains(string(body), "0001-01-01") || strings.Contains(string(body), "beginDate")) {
			t.Errorf("tournament.xml dates a tournament without dates")
		}
	}
}
