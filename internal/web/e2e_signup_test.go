package web_test

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestEndToEndSignup: a player signs up on a phone-sized screen, finding himself in the EGD
// rating list; the director confirms him, keeps him apart from the opponent the pairing would
// give him (a family pair), the round is paired and played, and the prize list
// is public once the last round has its results.
func TestEndToEndSignup(t *testing.T) {
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("end-to-end test skipped: no chromium in PATH (apt-get install chromium)")
	}
	skipBrowserOnPostgres(t)
	s := newTestServer(t)
	ctx := context.Background()
	id, _ := s.CreateTournament("Jarní turnaj", 3)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"rounds": 1}, http.StatusOK, nil)
	s.OpenRegistration(id, "2099-12-31")
	if err := s.DB.SaveRatingList(ctx, store.RatingListFile{Name: "allworld_lp.html",
		Text: []byte("12345678 Šťastný Tomáš CZ Nymb 2d -- 2150 12 T250101A\n")}); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetAwards(ctx, store.TournamentID(id), nil, []tournament.Prize{{Name: "1st place"}, {Name: "2nd place"}}); err != nil {
		t.Fatal(err)
	}
	_, run := startBrowser(t)
	var name, rnk, pin string
	run("sign up on a phone",
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/register", s.TS.URL, id)),
		chromedp.WaitVisible(`#egd-q`),
		chromedp.SendKeys(`#egd-q`, "Stast"),
		chromedp.WaitVisible(`//div[@id="egd-hits"]//a[contains(., "Šťastný Tomáš")]`),
		clickNow(`#egd-hits a`, "Šťastný Tomáš"),
		chromedp.WaitVisible(`#p-email`),
		into(&name, chromedp.Value(`#p-name`)),
		into(&rnk, chromedp.Value(`#p-rank`)),
		into(&pin, chromedp.Value(`#p-egd_pin`)),
	)
	if name != "Šťastný" || rnk != "2d" || pin != "12345678" {
		t.Fatalf("the form filled from the list: %q %q %q", name, rnk, pin)
	}
	run("send the form",
		chromedp.SendKeys(`#p-email`, "tomas@example.org"),
		chromedp.Click(`//form[@id="register"]//button`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Thank you, Šťastný Tomáš")]`),
	)
	ps := s.APIPlayers(id)
	if len(ps) != 4 || ps[3].Status != "preliminary" || ps[3].Rating != 2150 {
		t.Fatalf("players after the sign-up: %+v", ps)
	}
	run("the director confirms",
		chromedp.EmulateViewport(1280, 900),
		logIn(s.TS.URL, webtest.TestPassword),
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/signups", s.TS.URL, id)),
		chromedp.WaitVisible(`//tr[contains(., "Šťastný Tomáš")]`),
		chromedp.Click(`//button[contains(., "Confirm all")]`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Šťastný Tomáš confirmed.")]`),
	)
	// The family pair: the new player and the opponent the pairing gives him unconstrained.
	pairing := fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id)
	var round api.RoundJSON
	s.Expect(s.Director, "POST", pairing, nil, http.StatusCreated, &round)
	newcomer, relative := ps[3].ID, tournament.PlayerID(0)
	for _, g := range round.Games {
		switch newcomer {
		case g.White:
			relative = g.Black
		case g.Black:
			relative = g.White
		}
	}
	if relative == 0 {
		t.Fatalf("round 1 unconstrained: %+v, no game of player %d", round, newcomer)
	}
	s.Expect(s.Director, "DELETE", pairing, nil, http.StatusNoContent, nil)
	run("the director keeps the family apart",
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/apart", s.TS.URL, id)),
		chromedp.WaitVisible(`#apart-a`),
		chromedp.SetValue(chromedp.CSS(`#apart-a`), fmt.Sprint(newcomer)),
		chromedp.SetValue(chromedp.CSS(`#apart-b`), fmt.Sprint(relative)),
		chromedp.Click(`//button[contains(., "Keep apart")]`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "are kept apart.")]`),
	)
	round = api.RoundJSON{}
	s.Expect(s.Director, "POST", pairing, nil, http.StatusCreated, &round)
	if len(round.Games) != 2 || len(round.Violations) != 0 {
		t.Fatalf("round 1: %+v", round)
	}
	for _, g := range round.Games {
		if g.White == newcomer && g.Black == relative || g.White == relative && g.Black == newcomer {
			t.Fatalf("round 1: players %d and %d, kept apart, meet: %+v", newcomer, relative, round)
		}
	}
	var text string
	run("the prize list waits for the results",
		command(network.ClearBrowserCookies, cdp.Empty{}), // the public's view, not the director's
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/prizes", s.TS.URL, id)),
		into(&text, chromedp.Text(`main`)),
	)
	if !strings.Contains(text, "appears here when round 1") {
		t.Fatalf("prizes before the results: %s", text)
	}
	for _, g := range round.Games {
		s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, g.Table), map[string]string{"result": "w"}, http.StatusOK, nil)
	}
	var st api.StandingsJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/standings", id), nil, http.StatusOK, &st)
	first := st.Standings[0].Name + " " + st.Standings[0].FirstName
	second := st.Standings[1].Name + " " + st.Standings[1].FirstName
	run("the prize list is public after the last round",
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/prizes", s.TS.URL, id)),
		chromedp.WaitVisible(`table.prizes`),
		into(&text, chromedp.Text(`table.prizes`)),
	)
	i1, i2 := strings.Index(text, "1st place"), strings.Index(text, "2nd place")
	w1, w2 := strings.Index(text, first), strings.Index(text, second)
	if i1 < 0 || i2 < 0 || w1 < i1 || w1 > i2 || w2 < i2 {
		t.Fatalf("public prizes: %q, want 1st place %s, 2nd place %s", text, first, second)
	}
}
