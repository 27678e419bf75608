package web_test

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The search box above a "make a game" picker keeps in it the players whose name holds what
// is typed (accents ignored) and chooses the first; the game is made between the two chosen.
func TestRoundPickerSearch(t *testing.T) {
	s := newPageSite(t)
	_, run := startBrowser(t)
	id := s.NewTournament("Hledání", 3)
	var ids []tournament.PlayerID
	for _, n := range []string{"Zeman", "Adam", "Čermák", "Cibulka", "Dvořák", "Horák"} {
		ids = append(ids, s.AddPlayer(id, n, "Jan", rank.Kyu(5)))
	}
	s.SaveRound(id, 1, []tournament.Game{{White: ids[0], Black: ids[1]}}, 0)
	round := fmt.Sprintf("%s/director/tournaments/%d/rounds/1", s.TS.URL, id)
	var shown []string
	var flash string
	run("log in", logIn(s.TS.URL, "a director's password"))
	run("search the pickers",
		chromedp.Navigate(round),
		chromedp.WaitVisible(`#fix-a`),
		chromedp.SendKeys(`input[data-pick="#fix-a"]`, "cerm"),
		chromedp.SendKeys(`input[data-pick="#fix-b"]`, "dvo"),
		into(&shown, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#fix-a option')].filter(o => !o.hidden).map(o => o.textContent)`)),
		chromedp.Click(`#make-game button`),
		chromedp.WaitVisible(`.flash`),
		into(&flash, chromedp.Text(`.flash`)),
	)
	if len(shown) != 1 || shown[0] != "Čermák Jan (5k)" {
		t.Errorf("after typing cerm the first picker shows %q, want only Čermák", shown)
	}
	games := 0
	tt, _, err := s.DB.LoadTournament(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range tt.RoundGames(1) {
		if (g.White == ids[2] && g.Black == ids[4]) || (g.White == ids[4] && g.Black == ids[2]) {
			games++
		}
	}
	if games != 1 {
		t.Errorf("no game between Čermák and Dvořák after the search; the page says %q", flash)
	}
}
