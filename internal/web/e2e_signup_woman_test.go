package web_test

import (
	"context"
	"fmt"
	"net/http"
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

// TestEndToEndSignupWoman: a Czech tournament's sign-up form opens in Czech on a phone that
// names no language hoshi speaks; a woman signs up with its Žena box; the director, on Czech
// pages, confirms her ("Dvořáková Kateřina potvrzena."); the round is played and the women's
// prize and category count her. Every player but her is a man: the prize can go to nobody else.
func TestEndToEndSignupWoman(t *testing.T) {
	s := newTestServer(t)
	ctx := context.Background()
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena Brna", "language": "cs", "rounds": 1}, http.StatusCreated, &tj)
	id := tj.ID
	for _, p := range []map[string]any{{"name": "Král", "first_name": "Jan", "rank": "1d"}, {"name": "Dvořák", "first_name": "Petr", "rank": "3k"},
		{"name": "Malý", "first_name": "Tomáš", "rank": "4k"}} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), p, http.StatusCreated, nil)
	}
	s.OpenRegistration(id, "")
	if err := s.DB.SetAwards(ctx, store.TournamentID(id), []tournament.Category{{Name: "ženy", Kind: tournament.CategoryWomen}},
		[]tournament.Prize{{Name: "1. cena"}, {Name: "Nejlepší žena", Category: "ženy"}}); err != nil {
		t.Fatal(err)
	}
	_, run := startBrowser(t)
	var text string
	run("a phone that names no language of hoshi's opens the form in Czech",
		command(network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": "ja-JP,ja;q=0.9"}}),
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/register", s.TS.URL, id)),
		chromedp.WaitVisible(`#p-woman`),
		into(&text, chromedp.Text(`main`)),
	)
	if !strings.Contains(text, "Přihláška na turnaj Velká cena Brna") || !strings.Contains(text, "Žena") || strings.Contains(text, "Family name") {
		t.Fatalf("the form is not in Czech: %s", text)
	}
	run("she signs up",
		chromedp.SendKeys(`#p-name`, "Dvořáková"),
		chromedp.SendKeys(`#p-first_name`, "Kateřina"),
		chromedp.Click(`#p-woman`),
		chromedp.SendKeys(`#p-rank`, "5k"),
		chromedp.SendKeys(`#p-club`, "Brno"),
		chromedp.Click(`//form[@id="register"]//button`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Děkujeme, Dvořáková Kateřina")]`),
	)
	kata := s.PlayerID(id, "Dvořáková")
	for _, p := range s.APIPlayers(id) {
		if p.Woman != (p.ID == tournament.PlayerID(kata)) || p.ID == tournament.PlayerID(kata) && p.Status != "preliminary" {
			t.Fatalf("after the sign-up: %+v", p)
		}
	}
	run("the director confirms her on Czech pages",
		command(network.ClearBrowserCookies, cdp.Empty{}),
		command(network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": "cs-CZ,cs;q=0.9"}}),
		chromedp.EmulateViewport(1280, 900),
		logIn(s.TS.URL, webtest.TestPassword),
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/signups", s.TS.URL, id)),
		chromedp.WaitVisible(`//tr[contains(., "Dvořáková Kateřina")]//button[contains(., "Potvrdit")]`),
		chromedp.Click(`//tr[contains(., "Dvořáková Kateřina")]//button[contains(., "Potvrdit")]`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Dvořáková Kateřina potvrzena.")]`),
	)
	// Round 1: she loses her game, so the first prize goes to a man (a winner) and the
	// women's prize to her, the only woman.
	var round api.RoundJSON
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, &round)
	if len(round.Games) != 2 {
		t.Fatalf("round 1: %+v", round)
	}
	for _, g := range round.Games {
		r := "w"
		if g.White == tournament.PlayerID(kata) {
			r = "b" // she loses her game
		}
		s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, g.Table), map[string]string{"result": r}, http.StatusOK, nil)
	}
	var prizes, cats string
	run("the prize list and the women's category count her",
		command(network.ClearBrowserCookies, cdp.Empty{}),
		command(network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": "ja"}}),
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/prizes", s.TS.URL, id)),
		chromedp.WaitVisible(`table.prizes`),
		into(&prizes, chromedp.Text(`table.prizes`)),
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/categories", s.TS.URL, id)),
		chromedp.WaitVisible(`main table`),
		into(&cats, chromedp.Text(`main`)),
	)
	if i, j := strings.Index(prizes, "Nejlepší žena"), strings.Index(prizes, "Dvořáková Kateřina"); i < 0 || j < i {
		t.Errorf("the women's prize is not hers: %q", prizes)
	}
	if i := strings.Index(prizes, "1. cena"); i < 0 || strings.Contains(prizes[i:strings.Index(prizes, "Nejlepší žena")], "Dvořáková") {
		t.Errorf("the first prize: %q", prizes)
	}
	// The one category, women: she alone.
	if !strings.Contains(cats, "ženy") || !strings.Contains(cats, "Dvořáková Kateřina") ||
		strings.Contains(cats, "Král Jan") || strings.Contains(cats, "Dvořák Petr") || strings.Contains(cats, "Malý Tomáš") {
		t.Errorf("the women's category: %q", cats)
	}
}
