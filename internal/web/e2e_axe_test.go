package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// axeViolation is one rule axe-core finds broken on a page, with the elements at fault.
type axeViolation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"`
}

// axeAll checks the page shown against WCAG 2.1 A and AA with axe-core (testdata/axe); axeText
// runs only the rules that a page's language can break (its lang attribute, the names of its
// controls, links, headings and title): the others (colours, structure) do not change with
// the language, and checking them once per page in English keeps the test short.
const (
	axeAll = `axe.run(document, {resultTypes: ['violations'],
    runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})`
	axeText = `axe.run(document, {resultTypes: ['violations'], runOnly: {type: 'rule', values: ['html-has-lang',
    'html-lang-valid', 'valid-lang', 'document-title', 'label', 'button-name', 'link-name', 'input-button-name',
    'select-name', 'empty-heading', 'empty-table-header', 'image-alt', 'svg-img-alt', 'frame-title', 'aria-input-field-name']}})`
	axeReport = `.then(r => JSON.stringify(r.violations.map(v => ({id: v.id, impact: v.impact || '', help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))`
)

// htmlPages lists the GET routes of the router that answer client c with an HTML page for the
// seeded tournament (parameters filled in from values), in the router's order.
func (s *testServer) htmlPages(c *http.Client, values map[string]string) []string {
	s.T.Helper()
	seen := map[string]bool{}
	var pages []string
	for _, r := range s.App.Echo.Routes() {
		if r.Method != http.MethodGet || strings.Contains(r.Path, "*") {
			continue
		}
		path := r.Path
		for param, value := range values {
			path = strings.ReplaceAll(path, param, value)
		}
		// The event stream never ends; the pages open it themselves.
		if strings.Contains(path, ":") || seen[path] || strings.HasPrefix(path, "/lang/") || strings.HasSuffix(path, "/events") {
			continue
		}
		seen[path] = true
		resp, body := s.Do(c, "GET", path, nil)
		// Whole pages only: the fragments that live pages fetch are checked inside their pages.
		if resp.StatusCode == http.StatusOK && strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") &&
			strings.Contains(string(body), "<html") {
			pages = append(pages, path)
		}
	}
	sort.Strings(pages)
	return pages
}

// TestAccessibility runs axe-core in Chromium on every HTML page that a director, a results
// desk and a player (no account) reach in a tournament with rounds, results, a game record and
// a results desk (seedPagesTournament): every rule of WCAG 2.1 A and AA on a laptop's and a
// phone's screen, the rules a language can break (axeText) on the players' pages in each of the
// six languages and on the director's and the desk's in Czech and Slovak (kept short for CI:
// the other languages' labels are the same templates with other catalogue entries). It fails
// on any violation, and on anything the Content-Security-Policy blocks.
func TestAccessibility(t *testing.T) {
	if storetest.Postgres() {
		t.Skip("the pages are the same on PostgreSQL: checked on SQLite")
	}
	axeSrc, err := os.ReadFile("testdata/axe/axe.min.js")
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t)
	_, deskClient, values := s.seedPagesTournament()
	directorPages := s.htmlPages(s.Director, values)
	publicPages := s.htmlPages(s.Anon, values)
	if len(directorPages) < 20 || len(publicPages) < 6 {
		t.Fatalf("too few pages: %d for the director, %d public", len(directorPages), len(publicPages))
	}

	ctx, run := startBrowser(t)
	checked, start := 0, time.Now()
	defer func() { t.Logf("%d pages checked in %s", checked, time.Since(start).Round(time.Second)) }()
	u, _ := url.Parse(s.TS.URL)
	sessionOf := func(c *http.Client) *http.Cookie {
		for _, ck := range c.Jar.Cookies(u) {
			if ck.Name == "hoshi_session" {
				return ck
			}
		}
		return nil
	}
	check := func(who string, session *http.Cookie, pages []string, langs []string, rules string, width, height int64) {
		run(who+": session", command(network.ClearBrowserCookies, cdp.Empty{}), chromedp.EmulateViewport(width, height),
			// Collects what the Content-Security-Policy blocks on each page.
			command(page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `window.__csp = [];
document.addEventListener('securitypolicyviolation', e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber))`}))
		if session != nil {
			run(who+": session", command(network.SetCookie, network.SetCookieParams{Name: session.Name, Value: session.Value, URL: s.TS.URL}))
		}
		for _, lang := range langs {
			run(who+": language "+lang, chromedp.Navigate(s.TS.URL+"/lang/"+lang))
			for _, page := range pages {
				var out, blocked string
				var loaded bool
				started := time.Now()
				sctx, cancel := context.WithTimeout(ctx, 20*time.Second)
				err := chromedp.Do(sctx,
					chromedp.Navigate(s.TS.URL+page),
					into(&loaded, chromedp.Evaluate[bool](string(axeSrc)+";true")),
					into(&out, chromedp.Evaluate[string](rules+axeReport, chromedp.EvalAwaitPromise)),
					into(&blocked, chromedp.Evaluate[string](`JSON.stringify(window.__csp || [])`)),
				)
				cancel()
				checked++
				if testing.Verbose() {
					t.Logf("%s, %s, %dx%d, %s: %s", who, lang, width, height, page, time.Since(started).Round(time.Millisecond))
				}
				if err != nil {
					t.Errorf("%s, %s, %dx%d, %s: %v", who, lang, width, height, page, err)
					continue
				}
				if blocked != "[]" {
					t.Errorf("%s, %s, %s: the Content-Security-Policy blocked %s", who, lang, page, blocked)
				}
				var vs []axeViolation
				if err := json.Unmarshal([]byte(out), &vs); err != nil {
					t.Fatalf("axe's answer: %v: %s", err, out)
				}
				for _, v := range vs {
					t.Errorf("%s, %s, %dx%d, %s: %s (%s): %s at %s", who, lang, width, height, page, v.ID, v.Impact, v.Help, strings.Join(v.Nodes, "; "))
				}
			}
		}
	}
	others := []string{"cs", "sk", "fi", "de", "fr"}
	check("director", sessionOf(s.Director), directorPages, []string{"en"}, axeAll, 1366, 768)
	// The director's pages in the other languages: the ones he uses most (the walk of
	// TestEveryPageInItsLanguage reads every page in each language for words left in English).
	check("director", sessionOf(s.Director), directorPages, []string{"cs", "sk"}, axeText, 1366, 768)
	check("director", sessionOf(s.Director), directorPages, []string{"cs"}, axeAll, 390, 844)
	check("player", nil, publicPages, []string{"en"}, axeAll, 390, 844)
	check("player", nil, publicPages, others, axeText, 390, 844)
	check("player", nil, publicPages, []string{"cs"}, axeAll, 1366, 768)
	deskPages := s.htmlPages(deskClient, values)
	check("desk", sessionOf(deskClient), deskPages, []string{"cs"}, axeAll, 1366, 768)
	check("desk", sessionOf(deskClient), deskPages, []string{"en", "sk"}, axeText, 1366, 768)
}

// seedPagesTournament makes a tournament whose pages show everything they can: 10 players,
// round 1 with results, round 2 paired, a game record, sign-ups open, a results desk. It
// returns the tournament, the desk's client and the values of the routes' parameters.
func (s *testServer) seedPagesTournament() (int, *http.Client, map[string]string) {
	t := s.T
	t.Helper()
	id, players := s.CreateTournament("Přístupnost Open", 10)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"registration": map[string]any{"open": true}, "board_size": 9}, http.StatusOK, nil)
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	for table := 1; table <= 5; table++ {
		s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", base, table), map[string]string{"result": "wb"[table%2 : table%2+1]}, http.StatusOK, nil)
	}
	s.Expect(s.Director, "POST", base+"/rounds/2/pairing", nil, http.StatusCreated, nil)
	sgf, err := os.ReadFile(testdata.Path(t, "sgf", "gnugo-cgos", "403788.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	s.Do(s.Director, "POST", base+"/rounds/1/games/1/sgf", sgf)
	var desk struct{ ID int }
	s.Expect(s.Director, "POST", "/api/users", map[string]string{"name": "desk", "password": "desk password 1"}, http.StatusCreated, &desk)
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/roles/%d", base, desk.ID), map[string]string{"role": "desk"}, http.StatusOK, nil)

	values := map[string]string{":id": fmt.Sprint(id), ":pid": fmt.Sprint(players[0]), ":n": "1", ":table": "1", ":uid": "1"}
	deskClient := webtest.NewClient()
	s.Expect(deskClient, "POST", "/api/session", map[string]string{"user": "desk", "password": "desk password 1"}, http.StatusOK, nil)
	return id, deskClient, values
}
