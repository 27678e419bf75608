package public_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The players' board page is rendered once per version of the game: a second request comes
// from the cache (and a phone that has it gets 304); marking dead stones, uploading another
// record or changing the result renders it again, under another ETag. The director's page,
// with its forms, is never cached.
func TestBoardPageCached(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 1, tournament.BlackWins)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.HandPosition())); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	renders := func() int64 { return s.App.BoardRenders.Load() }

	resp, page := s.Get(s.Anon, board, http.StatusOK)
	etag := resp.Header.Get("ETag")
	if countOf(page) != "B+9.5" || etag == "" || renders() != 1 {
		t.Fatalf("first view: %s, ETag %q, %d renders", countOf(page), etag, renders())
	}
	if strings.Contains(page, `name="_csrf"`) || strings.Contains(page, "Upload the game") {
		t.Error("the players' page shows the director's forms")
	}
	resp2, page2 := s.Get(s.Anon, board, http.StatusOK, "Accept-Encoding", "identity")
	if page2 != page || resp2.Header.Get("ETag") != etag || renders() != 1 {
		t.Fatalf("second view: rendered again (%d renders) or differs", renders())
	}
	if resp, _ := s.Get(s.Anon, board, http.StatusNotModified, "If-None-Match", etag); resp.Header.Get("Vary") != public.CachedVary {
		t.Error("304 without Vary")
	}
	// The director's page is his own, every time.
	if _, dpage := s.Get(s.Director, board, http.StatusOK); !strings.Contains(dpage, "Upload the game") || renders() != 1 {
		t.Fatalf("director's page: cached (%d renders)", renders())
	}

	changes := []struct {
		what   string
		change func()
		count  string
	}{
		{"dead stones toggled", func() { s.Post(s.Director, board+"/toggle", token, url.Values{"point": {"B5"}}) }, "W+27.5"},
		{"the result kept over the count", func() { s.Post(s.Director, board+"/result", token, url.Values{"decision": {"keep"}}) }, "W+27.5"},
		{"a new upload", func() { s.Upload(s.Director, board, token, []byte(webtest.HandPosition())) }, "B+9.5"},
		{"the result changed", func() { s.SetResult(id, 1, 1, tournament.WhiteWins) }, "B+9.5"},
	}
	for _, ch := range changes {
		before := renders()
		ch.change()
		resp, page := s.Get(s.Anon, board, http.StatusOK, "If-None-Match", etag)
		if resp.Header.Get("ETag") == etag || renders() != before+1 || countOf(page) != ch.count {
			t.Fatalf("after %s: ETag %q (was %q), %d renders, count %s", ch.what, resp.Header.Get("ETag"), etag, renders()-before, countOf(page))
		}
		etag = resp.Header.Get("ETag")
		if s.Get(s.Anon, board, http.StatusOK); renders() != before+1 {
			t.Fatalf("after %s: not cached again", ch.what)
		}
	}
	if _, page := s.Get(s.Anon, board, http.StatusOK); !strings.Contains(page, "reported result: 1-0") {
		t.Errorf("the changed result is not shown: %s", webtest.Text(page))
	}
	// A table without a record is still not found, and not cached as found.
	s.Get(s.Anon, strings.Replace(board, "/games/1/", "/games/2/", 1), http.StatusNotFound)
}
