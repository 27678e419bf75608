package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// directorForm posts a director's page form and returns the status and the page it lands on.
func (s *testServer) directorForm(path string, form url.Values) (int, string) {
	s.T.Helper()
	form.Set("_csrf", s.CSRFToken(s.Director))
	resp, body := s.Do(s.Director, "POST", path, form.Encode(), "Content-Type", "application/x-www-form-urlencoded")
	return resp.StatusCode, string(body)
}

var linkRE = regexp.MustCompile(`https?://[^"<\s]+/p/[A-Za-z0-9_-]{43}`)

// The director issues a player's link on his page (shown once, with its QR code), sees when
// it was issued afterwards, and revokes it; the sheet of cards issues the links of the players
// without one, each card's link opening its player's page.
func TestDirectorLinksAndCards(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	s.App.Config.PublicURL = "https://go.example.org"
	id, pids := s.CreateTournament("Cards", 12)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	code, page := s.directorForm(fmt.Sprintf("%s/players/%d/link", base, pids[0]), url.Values{})
	links := linkRE.FindAllString(page, -1)
	if code != http.StatusOK || len(links) == 0 || !strings.Contains(page, `class="qr"`) {
		t.Fatalf("issue: %d, links %v", code, links)
	}
	first := strings.TrimPrefix(links[0], "https://go.example.org")
	var v webtest.PlayerView
	s.Expect(s.Anon, "GET", "/api"+first, nil, http.StatusOK, &v)
	if v.Player.ID != pids[0] {
		t.Fatalf("the link opens player %d", v.Player.ID)
	}
	_, body := s.Do(s.Director, "GET", fmt.Sprintf("%s/players/%d", base, pids[0]), nil)
	if linkRE.MatchString(string(body)) || !strings.Contains(string(body), "link issued") {
		t.Fatal("the player's page shows the link again, or not when it was issued")
	}
	// The cards: the eleven players without a link, two A4 pages of ten.
	code, page = s.directorForm(base+"/links/cards", url.Values{"which": {"missing"}})
	var cards []string
	for _, l := range linkRE.FindAllString(page, -1) {
		if !slices.Contains(cards, l) {
			cards = append(cards, l)
		}
	}
	if code != http.StatusOK || strings.Count(page, `class="card-cut"`) != 11 || len(cards) != 11 ||
		!strings.Contains(page, "@page { size: A4") {
		t.Fatalf("cards: %d, %d cards", code, strings.Count(page, `class="card-cut"`))
	}
	s.Expect(s.Anon, "GET", "/api"+first, nil, http.StatusOK, nil) // the first player's link stays
	for _, l := range cards {
		s.Expect(s.Anon, "GET", "/api"+strings.TrimPrefix(l, "https://go.example.org"), nil, http.StatusOK, nil)
	}
	// Everyone has a link now: no card is left to print.
	if code, _ := s.directorForm(base+"/links/cards", url.Values{"which": {"missing"}}); code != http.StatusSeeOther {
		t.Fatalf("no card left: %d", code)
	}
	// Revoked: the link opens nothing.
	if code, _ := s.directorForm(fmt.Sprintf("%s/players/%d/link/revoke", base, pids[0]), url.Values{}); code != http.StatusSeeOther {
		t.Fatalf("revoke: %d", code)
	}
	s.ExpectError(s.Anon, "GET", "/api"+first, nil, http.StatusNotFound, "")
	// The result slips carry each table's QR code.
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	_, body = s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/rounds/1/print/slips", id), nil)
	if n := strings.Count(string(body), `<div class="slip-qr"`); n != 6 ||
		!strings.Contains(string(body), fmt.Sprintf("https://go.example.org/tournaments/%d/rounds/1/games/6/board", id)) {
		t.Fatalf("slips: %d codes", n)
	}
}

// The desk checks players in from the list; the director pairs only those from the round's
// page; the results page shows the conflicts and the agreements waiting, and approves one.
func TestDeskCheckInAndReportsPage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, pids := s.CreateTournament("Desk venue", 6)
	s.SetSelfReport(id, "confirm")
	base := fmt.Sprintf("/director/tournaments/%d", id)
	for _, p := range pids[:4] {
		if code, _ := s.directorForm(base+"/checkin", url.Values{"player": {fmt.Sprint(p)}, "round": {"1"}}); code != http.StatusSeeOther {
			t.Fatalf("check-in: %d", code)
		}
	}
	_, body := s.Do(s.Director, "GET", base+"/checkin", nil)
	if !strings.Contains(string(body), "<strong>4 / 6</strong>") {
		t.Fatalf("the check-in page does not count 4 of 6")
	}
	code, _ := s.directorForm(base+"/rounds/1/pair", url.Values{"checked_in": {"1"}})
	if code != http.StatusSeeOther {
		t.Fatalf("pair the checked-in: %d", code)
	}
	var rj struct {
		Games []struct{ Table, White, Black int }
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusOK, &rj)
	if len(rj.Games) != 2 {
		t.Fatalf("paired %d games, want the 4 checked in", len(rj.Games))
	}
	link := func(p int) string { return s.LinkOf(id, p) }
	g1, g2 := rj.Games[0], rj.Games[1]
	s.Report(link(g1.White), "won", http.StatusOK)
	s.Report(link(g1.Black), "lost", http.StatusOK)
	s.Report(link(g2.White), "won", http.StatusOK)
	s.Report(link(g2.Black), "won", http.StatusOK)
	_, body = s.Do(s.Director, "GET", base+"/rounds/1/results", nil, "Accept-Language", "cs")
	page := string(body)
	if !strings.Contains(page, "Potvrdit 1-0") || !strings.Contains(page, "neshoda: zapište výsledek") {
		t.Fatalf("the results page lacks the approval or the conflict")
	}
	if code, _ := s.directorForm(fmt.Sprintf("%s/rounds/1/games/%d/approve", base, g1.Table), url.Values{}); code != http.StatusSeeOther {
		t.Fatalf("approve: %d", code)
	}
	if got := s.TableResult(id, g1.Table); got != "w" {
		t.Fatalf("approved %q", got)
	}
}
