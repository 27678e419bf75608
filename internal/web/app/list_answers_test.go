package app_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The list of tournaments is rendered once per state of the list and then sent as it is: the
// public page (per language and for a director or not), the director's page and the API's JSON
// still follow every change made through another server on the same database (another hoshi
// process, with its own store and caches), and a page asked in one language is never answered
// in another.
func TestListPagesFollowChanges(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	_, ots := s.ProcessServer()
	other := &testServer{&webtest.Server{T: t, DSN: s.DSN, TS: ots, Director: webtest.NewClient(), Anon: webtest.NewClient()}}
	other.Expect(other.Director, "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, http.StatusOK, nil)

	publicLine := regexp.MustCompile(`<li><a href="/tournaments/\d+"><strong>([^<]*)</strong></a>\s*<span class="muted">([^<]*)</span></li>`)
	directorRow := regexp.MustCompile(`<tr><td><a href="/director/tournaments/\d+">([^<]*)</a></td><td class="hide-phone">[^<]*</td><td class="hide-phone">[^<]*</td><td class="num">(\d+)</td>`)
	// public is the home page's lines, "name: players", in the language asked.
	public := func(c *http.Client, lang string) (lines []string, title string) {
		t.Helper()
		resp, body := s.Do(c, "GET", "/", nil, "Accept-Language", lang)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET / (%s): status %d", lang, resp.StatusCode)
		}
		for _, m := range publicLine.FindAllStringSubmatch(string(body), -1) {
			lines = append(lines, html.UnescapeString(m[1])+": "+html.UnescapeString(m[2]))
		}
		h1 := regexp.MustCompile(`<h1>([^<]*)</h1>`).FindStringSubmatch(string(body))
		if h1 == nil {
			t.Fatalf("GET / (%s): no title in %s", lang, body)
		}
		login := strings.Contains(string(body), `<a href="/login">`)
		dirLink := strings.Contains(string(body), `<nav><a href="/director">`)
		if (c == s.Director) == login || (c == s.Director) != dirLink {
			t.Fatalf("GET / (%s) as director %v: login link %v, director link %v", lang, c == s.Director, login, dirLink)
		}
		return lines, h1[1]
	}
	director := func() (lines []string) {
		t.Helper()
		body := string(s.Expect(s.Director, "GET", "/director", nil, http.StatusOK, nil))
		for _, m := range directorRow.FindAllStringSubmatch(body, -1) {
			lines = append(lines, html.UnescapeString(m[1])+": "+m[2])
		}
		return lines
	}
	apiList := func() (lines []string) {
		t.Helper()
		var list []struct {
			Name    string
			Players int
		}
		s.Expect(s.Anon, "GET", "/api/tournaments", nil, http.StatusOK, &list)
		// Gzipped when asked, the same JSON.
		plain, plainBody := s.Do(s.Anon, "GET", "/api/tournaments", nil, "Accept-Encoding", "identity")
		zipped, zippedBody := s.Do(s.Anon, "GET", "/api/tournaments", nil, "Accept-Encoding", "gzip")
		if plain.Header.Get("Content-Encoding") != "" || zipped.Header.Get("Content-Encoding") != "gzip" ||
			!strings.HasPrefix(plain.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("Content-Encoding %q without gzip asked, %q with; Content-Type %q",
				plain.Header.Get("Content-Encoding"), zipped.Header.Get("Content-Encoding"), plain.Header.Get("Content-Type"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(zippedBody))
		if err != nil {
			t.Fatal(err)
		}
		if unzipped, err := io.ReadAll(zr); err != nil || !bytes.Equal(unzipped, plainBody) {
			t.Fatalf("gzipped list %q (%v), plain %q", unzipped, err, plainBody)
		}
		for _, x := range list {
			lines = append(lines, fmt.Sprintf("%s: %d", x.Name, x.Players))
		}
		return lines
	}
	// want checks every form of the list, twice (the second answer comes from memory). en and
	// cs are the public page's lines in English and Czech, dir and api the director's and the
	// API's ("name: players").
	want := func(what string, en, cs, dir []string) {
		t.Helper()
		for range 2 {
			for _, c := range []*http.Client{s.Anon, s.Director} {
				if got, title := public(c, "en"); fmt.Sprint(got) != fmt.Sprint(en) || title != "Tournaments" {
					t.Fatalf("%s: English page %q %q, want %q", what, title, got, en)
				}
				if got, title := public(c, "cs"); fmt.Sprint(got) != fmt.Sprint(cs) || title != "Turnaje" {
					t.Fatalf("%s: Czech page %q %q, want %q", what, title, got, cs)
				}
			}
			if got := director(); fmt.Sprint(got) != fmt.Sprint(dir) {
				t.Fatalf("%s: director's page %q, want %q", what, got, dir)
			}
			if got := apiList(); fmt.Sprint(got) != fmt.Sprint(dir) {
				t.Fatalf("%s: API %q, want %q", what, got, dir)
			}
		}
	}
	create := func(via *testServer, name string) int {
		t.Helper()
		var tj struct{ ID int }
		via.Expect(via.Director, "POST", "/api/tournaments", map[string]any{"name": name}, http.StatusCreated, &tj)
		return tj.ID
	}
	addPlayer := func(via *testServer, id int, name string) int {
		t.Helper()
		var p struct{ ID int }
		via.Expect(via.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
			map[string]any{"name": name, "first_name": "Test", "rank": "3k"}, http.StatusCreated, &p)
		return p.ID
	}

	want("no tournament", nil, nil, nil)
	a := create(s, "Alpha")
	want("one tournament", []string{"Alpha: 0 players"}, []string{"Alpha: 0 hráčů"}, []string{"Alpha: 0"})

	// Every change below is made through the other server: this one learns of it only from
	// the database.
	addPlayer(other, a, "Ann")
	want("a player added by another process", []string{"Alpha: 1 player"}, []string{"Alpha: 1 hráč"}, []string{"Alpha: 1"})
	b := create(other, "Beta") // same dates: the newer first
	bob := addPlayer(other, b, "Bob")
	addPlayer(other, b, "Bea")
	want("a tournament created by another process",
		[]string{"Beta: 2 players", "Alpha: 1 player"}, []string{"Beta: 2 hráči", "Alpha: 1 hráč"}, []string{"Beta: 2", "Alpha: 1"})

	other.Expect(other.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", a), map[string]any{"name": "Alpha & Co"}, http.StatusOK, nil)
	want("renamed by another process",
		[]string{"Beta: 2 players", "Alpha & Co: 1 player"}, []string{"Beta: 2 hráči", "Alpha & Co: 1 hráč"}, []string{"Beta: 2", "Alpha & Co: 1"})

	other.Expect(other.Director, "DELETE", fmt.Sprintf("/api/tournaments/%d/players/%d", b, bob), nil, http.StatusNoContent, nil)
	want("a player deleted by another process",
		[]string{"Beta: 1 player", "Alpha & Co: 1 player"}, []string{"Beta: 1 hráč", "Alpha & Co: 1 hráč"}, []string{"Beta: 1", "Alpha & Co: 1"})

	other.Expect(other.Director, "DELETE", fmt.Sprintf("/api/tournaments/%d", b), nil, http.StatusNoContent, nil)
	want("deleted by another process", []string{"Alpha & Co: 1 player"}, []string{"Alpha & Co: 1 hráč"}, []string{"Alpha & Co: 1"})
}
