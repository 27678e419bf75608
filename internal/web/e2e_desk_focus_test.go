package web_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestResultDeskButtonGivesFocusBack drives the results page of a real browser in Czech: after
// a click on a row's button the focus is back in the entry box, so that the next slip typed
// goes there and Enter does not send the button again; the log's words (waiting, saving, Type
// again, a refused or unsent entry) are Czech.
func TestResultDeskButtonGivesFocusBack(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	var gate atomic.Int32 // 1: the next result POSTs are held until 0; 2: they are cut off
	h := s.App.Handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && resultPosts.MatchString(r.URL.Path) {
			for gate.Load() == 1 {
				time.Sleep(10 * time.Millisecond)
			}
			if gate.Load() == 2 {
				panic(http.ErrAbortHandler) // the connection drops: no answer
			}
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	defer s.App.CloseStreams()
	defer gate.Store(0)

	id, _ := s.CreateTournament("Fokus", 8) // 4 tables
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	results := fmt.Sprintf("%s/director/tournaments/%d/rounds/1/results", srv.URL, id)
	run("log in", logIn(srv.URL, webtest.TestPassword))
	run("results page in Czech", chromedp.Navigate(srv.URL+"/lang/cs"), chromedp.Navigate(results), chromedp.WaitVisible(`#entry-input`))

	var focused string
	var waiting string
	gate.Store(1)
	run("a button, then typing on",
		chromedp.Click(`#game-2 button[value=w]`),
		into(&focused, chromedp.Evaluate[string](`document.activeElement.id`)),
		into(&waiting, chromedp.Evaluate[string](`document.querySelector('#entry-log li .outcome').textContent`)),
	)
	if focused != "entry-input" {
		t.Errorf("after the button the focus is on %q, want the entry box", focused)
	}
	if waiting != "čeká…" && waiting != "ukládá se…" {
		t.Errorf("the log says %q while the entry waits, want čeká… or ukládá se…", waiting)
	}
	gate.Store(0)
	run("type the next slip and Enter",
		chromedp.KeyEvent("3b\r"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#entry-log li.saved').length == 2`, chromedp.WithPollingTimeout(10*time.Second)),
	)
	want := map[int]tournament.Result{2: tournament.WhiteWins, 3: tournament.BlackWins}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Result != want[g.Table] {
			t.Errorf("table %d: %v, want %v", g.Table, g.Result, want[g.Table])
		}
	}
	var entries int
	run("count the entries", into(&entries, chromedp.Evaluate[int](`document.querySelectorAll('#entry-log li').length`)))
	if entries != 2 {
		t.Errorf("%d entries in the log, want 2 (the button sent once, then 3b)", entries)
	}

	// A refused entry and an entry the server never answered: their words are Czech.
	var again, lost string
	run("refused", chromedp.KeyEvent("5x\r"),
		chromedp.Poll[chromedp.Void](`document.querySelector('#entry-log li.refused button') !== null`, chromedp.WithPollingTimeout(10*time.Second)),
		into(&again, chromedp.Text(`#entry-log li.refused button`)))
	gate.Store(2)
	run("not sent", chromedp.KeyEvent("4w\r"),
		chromedp.Poll[chromedp.Void](`document.querySelector('#entry-log li.unknown') !== null`, chromedp.WithPollingTimeout(10*time.Second)),
		into(&lost, chromedp.Text(`#entry-log li.unknown .outcome`)))
	if again != "Zapsat znovu" {
		t.Errorf("the refused entry's button says %q, want Zapsat znovu", again)
	}
	if !strings.HasPrefix(lost, "neodesláno") {
		t.Errorf("the unsent entry says %q, want the Czech neodesláno…", lost)
	}
}
