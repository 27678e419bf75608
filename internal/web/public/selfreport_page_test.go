package public_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The player's page works without JavaScript: it shows his game (table, colour, opponent,
// komi), takes his report and his check-in as forms, says where the game stands, and speaks
// the player's language, its refusals too; it stays under 30 KB.
func TestPlayerPageForms(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, links, players := webtest.ReportRound(t, s.Server, "confirm")
	white, black := links[0][0], links[0][1]
	token := s.CSRFToken(s.Anon)
	resp, body := s.Do(s.Anon, "GET", white, nil, "Accept-Language", "cs")
	page := string(body)
	if resp.StatusCode != http.StatusOK || len(body) > 30<<10 {
		t.Fatalf("page: %d, %d bytes", resp.StatusCode, len(body))
	}
	var opp struct {
		Name      string
		FirstName string `json:"first_name"`
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players/%d", id, players[0][1]), nil, http.StatusOK, &opp)
	for _, want := range []string{"Stůl 1", "Hrajete bílými", opp.Name + " " + opp.FirstName, "Vyhrál(a) jsem", "Prohrál(a) jsem",
		`action="` + white + `/report"`, `name="_csrf"`, "Prezence na 2. kolo", "Jsem tady"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if resp.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("Cache-Control %q", resp.Header.Get("Cache-Control"))
	}
	// Komi 6.5 (the default): no jigo button, and a jigo sent anyway is refused in Czech.
	if strings.Contains(page, `value="jigo"`) {
		t.Error("a jigo button on a half-point komi")
	}
	code, page := s.LinkForm(white+"/report", token, url.Values{"round": {"1"}, "result": {"jigo"}}, "cs")
	if code != http.StatusBadRequest || !strings.Contains(page, "jigo není při komi s půlbodem možné") {
		t.Fatalf("a jigo on 6.5: %d", code)
	}
	code, _ = s.LinkForm(white+"/report", token, url.Values{"round": {"1"}, "result": {"won"},
		"opponent": {fmt.Sprint(players[0][1])}}, "")
	if code != http.StatusSeeOther {
		t.Fatalf("report: %d", code)
	}
	_, body = s.Do(s.Anon, "GET", white, nil, "Accept-Language", "en")
	if !strings.Contains(string(body), "You reported: I won.") || !strings.Contains(string(body), "Waiting for your opponent") {
		t.Fatalf("after the report: %s", body)
	}
	s.LinkForm(black+"/report", token, url.Values{"round": {"1"}, "result": {"lost"}}, "")
	_, body = s.Do(s.Anon, "GET", black, nil, "Accept-Language", "de")
	if !strings.Contains(string(body), "Beide Meldungen stimmen überein") {
		t.Fatalf("both reported, in German: %s", body)
	}
	// Check-in for round 2 and back.
	if code, _ := s.LinkForm(white+"/checkin", token, url.Values{"round": {"2"}}, ""); code != http.StatusSeeOther {
		t.Fatalf("check-in: %d", code)
	}
	_, body = s.Do(s.Anon, "GET", white, nil, "Accept-Language", "fr")
	if !strings.Contains(string(body), "Vous êtes pointé pour la ronde 2.") {
		t.Fatalf("checked in, in French: %s", body)
	}
	s.LinkForm(white+"/checkin", token, url.Values{"round": {"2"}, "undo": {"1"}}, "")
	_, body = s.Do(s.Anon, "GET", white, nil)
	if strings.Contains(string(body), "You are checked in") {
		t.Fatal("the check-in was not taken back")
	}
	// Check-in for a paired round is refused on the page, in Finnish.
	code, page = s.LinkForm(white+"/checkin", token, url.Values{"round": {"1"}}, "fi")
	if code != http.StatusConflict || !strings.Contains(page, "kierros 1 on jo arvottu") {
		t.Fatalf("check-in for a paired round: %d", code)
	}
	// A form without the CSRF token changes nothing.
	rev := s.Revision(id)
	if code, _ := s.LinkForm(black+"/report", "", url.Values{"round": {"1"}, "result": {"won"}}, ""); code != http.StatusForbidden {
		t.Fatalf("without the token: %d", code)
	}
	if s.Revision(id) != rev {
		t.Fatal("a form without the token changed the tournament")
	}
}
