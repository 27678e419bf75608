package web

import (
	"fmt"
	"net/http"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// In a browser, the public pairings and standings pages opened on one server update
// themselves without a reload, well before their 20-second poll, when a result is entered
// through another server on the same database.
func TestEndToEndLive(t *testing.T) {
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("end-to-end test skipped: no chromium in PATH (apt-get install chromium)")
	}
	s := newTestServer(t)
	id, _ := s.createTournament("Live", 6)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	other, ts := s.processServer()
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
		s.expect(s.director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, table),
			map[string]any{"result": r}, http.StatusOK, nil)
		return time.Now()
	}

	var before string
	run("pairings page", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/1", ts.URL, id)),
		chromedp.WaitVisible(`#t1`), chromedp.Text(`#t1 td:last-child`, &before),
		// A mark that a reload would wipe.
		chromedp.Evaluate(`window.liveMark = 1`, nil))
	if before != "" {
		t.Fatalf("table 1 shows %q before any result", before)
	}
	waitStream()
	entered := result(1, "w")
	var after string
	run("pairings updated", chromedp.Poll(`document.querySelector('#t1 td:last-child').textContent.trim() != '' && window.liveMark === 1`, nil,
		chromedp.WithPollingTimeout(5*time.Second)), chromedp.Text(`#t1 td:last-child`, &after))
	if d := time.Since(entered); d > 2*time.Second {
		t.Fatalf("the pairings took %v to update", d)
	}
	if after != "1-0" { // White won, written White first as pairing lists do
		t.Fatalf("table 1 shows %q after White's win", after)
	}

	other.CloseStreams() // the pairings page's stream ends; the standings page opens a new one
	other2, ts2 := s.processServer()
	other = other2
	var first string
	run("standings page", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/standings", ts2.URL, id)),
		chromedp.WaitVisible(`#standings tbody tr`), chromedp.Text(`#standings tbody`, &first),
		chromedp.Evaluate(`window.liveMark = 2`, nil))
	waitStream()
	entered = result(2, "b")
	var second string
	run("standings updated", chromedp.Poll(fmt.Sprintf(`document.querySelector('#standings tbody').innerText != %q && window.liveMark === 2`, first), nil,
		chromedp.WithPollingTimeout(5*time.Second)), chromedp.Text(`#standings tbody`, &second))
	if d := time.Since(entered); d > 2*time.Second {
		t.Fatalf("the standings took %v to update", d)
	}
	if second == first {
		t.Fatal("the standings did not change")
	}
}
