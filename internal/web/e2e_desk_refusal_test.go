package web_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store"
)

// TestDeskRefusalShownInBrowser: a request of the page that the server refuses without a page
// to swap in (an htmx POST the desk may not make) is not silent: its Czech message appears at
// the top of the page, and nothing changes.
func TestDeskRefusalShownInBrowser(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	defer s.App.CloseStreams()
	ctx := context.Background()
	id, _ := s.CreateTournament("Odmítnutí", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	uid, err := s.DB.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	run("log in as the desk",
		chromedp.Navigate(s.TS.URL+"/login"),
		chromedp.WaitVisible(`input[name=password]`),
		chromedp.SendKeys(`input[name=user]`, "desk"),
		chromedp.SendKeys(`input[name=password]`, "desk password"),
		chromedp.Submit(`input[name=password]`),
		chromedp.WaitNotPresent(`input[name=password]`),
	)
	rev := s.Revision(id)
	var expired, said string
	post := fmt.Sprintf(`htmx.ajax("POST", "/director/tournaments/%d/rounds/1/renumber", {target: "main", swap: "beforeend", headers: {"X-CSRF-Token": %%s}}); 1`, id)
	run("a refused htmx request",
		chromedp.Navigate(s.TS.URL+"/lang/cs"),
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/rounds/1", s.TS.URL, id)),
		chromedp.WaitVisible(`nav.tabs`),
		// Without the page's token: the form has expired.
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(post, `"stale"`)),
		chromedp.Poll[chromedp.Void](`document.getElementById("request-error") !== null`, chromedp.WithPollingTimeout(10*time.Second)),
		into(&expired, chromedp.Text(`#request-error`)),
		// With it: the desk may not renumber the tables.
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(post, `document.querySelector("input[name=_csrf]").value`)),
		chromedp.Poll[chromedp.Void](`document.getElementById("request-error").textContent.includes("účet")`, chromedp.WithPollingTimeout(10*time.Second)),
		into(&said, chromedp.Text(`#request-error`)),
	)
	if !strings.Contains(expired, "formulář vypršel") {
		t.Errorf("the page says %q, want the Czech refusal of an expired form", expired)
	}
	if !strings.Contains(said, "váš účet (desk) tu toto nesmí") {
		t.Errorf("the page says %q, want the Czech refusal", said)
	}
	if s.Revision(id) != rev {
		t.Error("the refused request changed the tournament")
	}
}
