package web_test

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestUncertainInBrowser: in a real browser, in each of the six languages, the director's board
// page of a game whose estimate left groups uncertain names them in the page's language and
// offers no button that takes the count as the result; the confirm button (clicked in French)
// confirms them, and the count is offered.
func TestUncertainInBrowser(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	id, _ := s.CreateTournament("Seki Cup", 2)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"name": "Seki Cup", "rounds": 1, "board_size": 9, "rules": "japanese"}, http.StatusOK, nil)
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", base+"/rounds/1/games/1/sgf", webtest.SekiWithEyesGame, http.StatusOK, nil)
	board := fmt.Sprintf("%s/tournaments/%d/rounds/1/games/1/board", s.TS.URL, id)
	run("log in", logIn(s.TS.URL, webtest.TestPassword))
	noResultButton := `!document.querySelector('input[name=decision][value=computed]')`
	for _, lang := range []string{"en", "cs", "sk", "fi", "de", "fr"} {
		run(lang,
			chromedp.Navigate(s.TS.URL+"/lang/"+lang),
			chromedp.Navigate(board),
			chromedp.WaitVisible(`#uncertain`),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.documentElement.lang === %q && document.querySelector("#uncertain").textContent.replace(/\s+/g, " ").includes(%s) && %s`,
				lang, strconv.Quote(webtest.UncertainNotice[lang]), noResultButton)),
		)
	}
	// The confirm button is a plain form: the click reloads the page, so it is clicked after
	// the script returns.
	run("confirm", chromedp.Evaluate[chromedp.Void](`setTimeout(() => [...document.querySelectorAll("#uncertain button")].find(e => e.textContent.includes("confirmer")).click(), 0)`))
	run("confirmed", chromedp.WaitVisible(`.count`), chromedp.Poll[chromedp.Void](`!document.querySelector("#uncertain") && !!document.querySelector('input[name=decision][value=computed]')`))
}
