package web_test

import (
	"fmt"
	"net/http"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// In a browser, the public pairings and standings pages opened on one server update
// themselves without a reload, well before their 20-second poll, when a result is entered
// through another server on the same database.
func TestEndToEndLive(t *testing.T) {
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("end-to-end test skipped: no chromium in PATH (apt-get install chromium)")
	}
	s := newTestServer(t)
	id, _ := s.CreateTournament("Live", 6)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"komi": 7}, http.StatusOK, nil) // a jigo is entered
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	other, ts := s.ProcessServer()
	_, run := startBrowser(t)

	// waitStream waits until the page's event stream is open on the other server.
	waitStream := func() {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for other.OpenStreams() == 0 {
			if time.Now().After(deadline) {
				t.Fatal("the page opened no event stream")
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	result := func(table int, r string) time.Time {
		s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, table),
			map[string]any{"result": r}, http.StatusOK, nil)
		return time.Now()
	}

	// The texts are read by Evaluate, in one go: the pages replace their parts at any moment.
	var before string
	run("pairings page", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/1", ts.URL, id)),
		chromedp.WaitVisible(`#t1`), into(&before, chromedp.Evaluate[string](`document.querySelector('#t1 td:last-child').innerText.trim()`)),
		// A mark that a reload would wipe.
		chromedp.Evaluate[chromedp.Void](`window.liveMark = 1`))
	if before != "" {
		t.Fatalf("table 1 shows %q before any result", before)
	}
	waitStream()
	entered := result(1, "w")
	var after string
	run("pairings updated", chromedp.Poll[chromedp.Void](`document.querySelector('#t1 td:last-child').textContent.trim() != '' && window.liveMark === 1`,
		chromedp.WithPollingTimeout(5*time.Second)), into(&after, chromedp.Evaluate[string](`document.querySelector('#t1 td:last-child').innerText.trim()`)))
	if d := time.Since(entered); d > 2*time.Second {
		t.Fatalf("the pairings took %v to update", d)
	}
	if after != "1-0" { // White won, written White first as pairing lists do
		t.Fatalf("table 1 shows %q after White's win", after)
	}

	other.CloseStreams() // the pairings page's stream ends; the standings page opens a new one
	other2, ts2 := s.ProcessServer()
	other = other2
	var first string
	run("standings page", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/standings", ts2.URL, id)),
		chromedp.WaitVisible(`#standings tbody tr`), into(&first, chromedp.Evaluate[string](`document.querySelector('#standings tbody').innerText.trim()`)),
		chromedp.Evaluate[chromedp.Void](`window.liveMark = 2`))
	waitStream()
	entered = result(2, "b")
	var second string
	run("standings updated", chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelector('#standings tbody').innerText.trim() != %q && window.liveMark === 2`, first),
		chromedp.WithPollingTimeout(5*time.Second)), into(&second, chromedp.Evaluate[string](`document.querySelector('#standings tbody').innerText.trim()`)))
	if d := time.Since(entered); d > 2*time.Second {
		t.Fatalf("the standings took %v to update", d)
	}
	if second == first {
		t.Fatal("the standings did not change")
	}

	// The director's results page on that server shows a result entered elsewhere (another
	// desk, another process) in its row and progress line, and keeps what is being typed.
	run("log in",
		logIn(ts2.URL, webtest.TestPassword))
	other2.CloseStreams()
	other3, ts3 := s.ProcessServer()
	other = other3
	var progress string
	run("results page", chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/rounds/1/results", ts3.URL, id)),
		chromedp.WaitVisible(`#game-3`), into(&progress, chromedp.Evaluate[string](`document.querySelector('#progress').innerText.trim()`)),
		chromedp.SendKeys(`#entry-input`, "3"), chromedp.Evaluate[chromedp.Void](`window.liveMark = 3`))
	if !strings.Contains(progress, "2 / 3") {
		t.Fatalf("progress %q before the third result", progress)
	}
	waitStream()
	entered = result(3, "=")
	run("results updated", chromedp.Poll[chromedp.Void](`document.querySelector('#game-3.known') && document.querySelector('#progress').textContent.includes('3 / 3') &&
		document.querySelector('#entry-input').value === '3' && window.liveMark === 3`, chromedp.WithPollingTimeout(5*time.Second)))
	if d := time.Since(entered); d > 2*time.Second {
		t.Fatalf("the results page took %v to update", d)
	}
}
