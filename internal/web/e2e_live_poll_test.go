package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// pollServer is another server on s's database (a second process) whose pages poll every
// poll; streams counts the requests for an event stream it received.
func (s *testServer) pollServer(poll time.Duration) (*web.Server, *httptest.Server, *atomic.Int64) {
	s.T.Helper()
	db, err := store.Open(context.Background(), s.DSN)
	if err != nil {
		s.T.Fatal(err)
	}
	s.T.Cleanup(func() { db.Close() })
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), PollInterval: poll,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		s.T.Fatal(err)
	}
	streams := new(atomic.Int64)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/events") {
			streams.Add(1)
		}
		srv.Handler().ServeHTTP(w, r)
	}))
	s.T.Cleanup(ts.Close)
	s.T.Cleanup(srv.CloseStreams)
	return srv, ts, streams
}

// When no event stream reaches a page, the public pages fall back on polling (live.js) and
// still show a result entered through another server: a process that refuses the stream (one
// shutting down answers 503), then a browser without EventSource. The poll interval is the
// server's PollInterval (config.yaml's poll_seconds), here shortened from 20 seconds.
func TestEndToEndLivePolling(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Polling", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	_, run := startBrowser(t)
	const poll = 700 * time.Millisecond
	result := func(table int, r string) {
		s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, table),
			map[string]any{"result": r}, http.StatusOK, nil)
	}

	// A server that refuses every stream with 503, as a process shutting down does.
	refusing, ts, streams := s.pollServer(poll)
	refusing.CloseStreams()
	resp, _ := webtest.Send(t, http.DefaultClient, "GET", fmt.Sprintf("%s/tournaments/%d/events", ts.URL, id), nil)
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("the refusing server answers a stream with status %d", resp.StatusCode)
	}
	streams.Store(0)
	var before, trigger string
	run("pairings page", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/1", ts.URL, id)),
		chromedp.WaitVisible(`#t1`), into(&before, chromedp.Evaluate[string](`document.querySelector('#t1 td:last-child').innerText.trim()`)),
		into(&trigger, chromedp.Evaluate[string](`document.querySelector('#pairings').getAttribute('hx-trigger')`)),
		// A mark that a reload would wipe.
		chromedp.Evaluate[chromedp.Void](`window.liveMark = 1`))
	if before != "" {
		t.Fatalf("table 1 shows %q before any result", before)
	}
	if trigger != "every 700ms" {
		t.Fatalf("the pairings poll with trigger %q, want every 700ms", trigger)
	}
	// The page asked for its stream and was refused before the result is entered.
	deadline := time.Now().Add(10 * time.Second)
	for streams.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the page never asked for its event stream")
		}
		time.Sleep(20 * time.Millisecond)
	}
	result(1, "w")
	var after string
	run("pairings updated by polling", chromedp.Poll[chromedp.Void](`document.querySelector('#t1 td:last-child').textContent.trim() != '' && window.liveMark === 1`,
		chromedp.WithPollingTimeout(10*time.Second)), into(&after, chromedp.Evaluate[string](`document.querySelector('#t1 td:last-child').innerText.trim()`)))
	if after != "1-0" { // White won, written White first as pairing lists do
		t.Fatalf("table 1 shows %q after White's win", after)
	}
	if n := refusing.OpenStreams(); n != 0 {
		t.Fatalf("%d streams open on a server that refuses them", n)
	}

	// A browser without EventSource, on a server whose streams work: the page polls and asks
	// for no stream.
	_, ts2, streams2 := s.pollServer(poll)
	var first string
	run("standings page without EventSource",
		command(page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `delete window.EventSource`}),
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/standings", ts2.URL, id)),
		chromedp.WaitVisible(`#standings tbody tr`), into(&first, chromedp.Evaluate[string](`document.querySelector('#standings tbody').innerText.trim()`)),
		chromedp.Evaluate[chromedp.Void](`window.liveMark = 2`))
	var missing bool
	run("no EventSource", into(&missing, chromedp.Evaluate[bool](`typeof EventSource === 'undefined'`)))
	if !missing {
		t.Fatal("the page still has EventSource")
	}
	result(2, "b")
	var second string
	run("standings updated by polling", chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelector('#standings tbody').innerText.trim() != %q && window.liveMark === 2`, first),
		chromedp.WithPollingTimeout(10*time.Second)), into(&second, chromedp.Evaluate[string](`document.querySelector('#standings tbody').innerText.trim()`)))
	if second == first {
		t.Fatal("the standings did not change")
	}
	if n := streams2.Load(); n != 0 {
		t.Fatalf("a page without EventSource asked %d times for an event stream", n)
	}
}
