package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// loginRoutes are the only changes allowed without a session: they are how one gets it.
var loginRoutes = map[string]bool{
	"POST /api/session": true,
	"POST /login":       true,
	"POST /setup":       true,
	// The public sign-up form (signup_test.go): closed by default, limited per address.
	"POST /tournaments/:id/register": true,
	// An invitation's token is its own authentication (TestInviteDeskAndRoles).
	"POST /invite/:token": true,
}

// TestMutatingRoutesNeedDirector lists every route of the router that can change something
// and checks that an anonymous request is refused with 401 and changes nothing. A route
// added later is covered without editing this test.
func TestMutatingRoutesNeedDirector(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTournament("Guarded", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	token := s.CSRFToken(s.Anon)
	rev := s.Revision(id)

	checked := 0
	for _, r := range s.App.Echo.Routes() {
		switch r.Method {
		case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
		default:
			continue
		}
		if loginRoutes[r.Method+" "+r.Path] {
			continue
		}
		path := r.Path
		for param, value := range map[string]string{":id": fmt.Sprint(id), ":pid": fmt.Sprint(players[0]), ":n": "1", ":table": "1"} {
			path = strings.ReplaceAll(path, param, value)
		}
		for strings.Contains(path, ":") { // parameters of routes added later
			i := strings.Index(path, ":")
			j := strings.IndexByte(path[i:], '/')
			if j < 0 {
				j = len(path) - i
			}
			path = path[:i] + "1" + path[i+j:]
		}
		path = strings.ReplaceAll(path, "*", "x")
		resp, body := s.Do(s.Anon, r.Method, path, `{"result":"w","name":"X","rank":"1d"}`,
			"Content-Type", "application/json", app.CSRFHeader, token)
		if strings.HasPrefix(r.Path, "/p/") || strings.HasPrefix(r.Path, "/api/p/") {
			// A player's link is its own key: a wrong one is not found, as one never issued.
			if resp.StatusCode != http.StatusNotFound {
				t.Errorf("%s %s (%s) with a wrong link: %d %s, want 404", r.Method, r.Path, path, resp.StatusCode, body)
			}
		} else if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s %s (%s) without a session: %d %s, want 401", r.Method, r.Path, path, resp.StatusCode, body)
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d mutating routes found", checked)
	}
	if s.Revision(id) != rev {
		t.Fatal("an anonymous request changed the tournament")
	}

	// The login routes cannot be used to change anything either.
	s.ExpectError(s.Anon, "POST", "/api/session", map[string]string{"password": "guess"}, 401, "password")
	resp, _ := s.Do(s.Anon, "POST", "/setup", url.Values{"password": {"new password"}, "confirm": {"new password"}, app.CSRFField: {token}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusConflict {
		t.Fatalf("setup on a server with a password: %d, want 409", resp.StatusCode)
	}
	s.Expect(s.Anon, "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, http.StatusOK, nil)
}

func TestSetupFirstPassword(t *testing.T) {
	s := newTestServer(t)
	// A server without a password: a fresh database.
	db, err := store.Open(t.Context(), storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s.App.DB = db
	s.ExpectError(s.Anon, "POST", "/api/session", map[string]string{"password": "anything"}, 401, "password")
	resp, _ := s.Do(s.Anon, "GET", "/login", nil)
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/setup" {
		t.Fatalf("login page without a password: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	token := s.CSRFToken(s.Anon)
	form := func(pw, confirm string) string {
		return url.Values{"password": {pw}, "confirm": {confirm}, app.CSRFField: {token}}.Encode()
	}
	ct := []string{"Content-Type", "application/x-www-form-urlencoded"}
	if resp, _ := s.Do(s.Anon, "POST", "/setup", form("first password", "other"), ct...); resp.StatusCode != 400 {
		t.Fatalf("setup with different passwords: %d", resp.StatusCode)
	}
	if resp, _ := s.Do(s.Anon, "POST", "/setup", form("short", "short"), ct...); resp.StatusCode != 400 {
		t.Fatalf("setup with a short password: %d", resp.StatusCode)
	}
	if resp, _ := s.Do(s.Anon, "POST", "/setup", form("first password", "first password"), ct...); resp.StatusCode != http.StatusSeeOther ||
		resp.Header.Get("Location") != "/director" {
		t.Fatalf("setup: %d to %q, want the director's list", resp.StatusCode, resp.Header.Get("Location"))
	}
	// The setup form logged the director in.
	s.Expect(s.Anon, "POST", "/api/tournaments", map[string]any{"name": "After setup"}, http.StatusCreated, nil)
	if err := db.CheckPassword(t.Context(), "first password"); err != nil {
		t.Fatal(err)
	}
}

func TestLoginRateLimit(t *testing.T) {
	s := newTestServer(t)
	for i := range app.LoginFailures {
		s.ExpectError(s.Anon, "POST", "/api/session", map[string]string{"password": fmt.Sprint("guess", i)}, 401, "password")
	}
	s.ExpectError(s.Anon, "POST", "/api/session", map[string]string{"password": "guess"}, 429, "password")
	// Even the right password waits: otherwise guessing would just go on.
	s.ExpectError(s.Anon, "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, 429, "password")
	token := s.CSRFToken(s.Anon)
	resp, body := s.Do(s.Anon, "POST", "/login", url.Values{"password": {webtest.TestPassword}, app.CSRFField: {token}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusTooManyRequests || !strings.Contains(string(body), "too many failed logins from this address: wait a minute") {
		t.Fatalf("login form when limited: %d %s", resp.StatusCode, body)
	}
	// The login form of a Czech browser says it in Czech.
	resp, body = s.Do(s.Anon, "POST", "/login", url.Values{"password": {webtest.TestPassword}, app.CSRFField: {token}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded", "Accept-Language", "cs")
	if resp.StatusCode != http.StatusTooManyRequests || !strings.Contains(string(body), "příliš mnoho neúspěšných přihlášení z této adresy: počkejte minutu") {
		t.Fatalf("Czech login form when limited: %d %s", resp.StatusCode, body)
	}
}

func TestSessionCookie(t *testing.T) {
	s := newTestServer(t)
	resp, _ := s.Do(webtest.NewClient(), "POST", "/api/session", map[string]string{"password": webtest.TestPassword})
	var session *http.Cookie
	for _, ck := range resp.Cookies() {
		if ck.Name == app.SessionCookie {
			session = ck
		}
	}
	if session == nil || !session.HttpOnly || session.SameSite != http.SameSiteLaxMode || len(session.Value) < 40 {
		t.Fatalf("session cookie %+v", session)
	}
	s.Expect(s.Director, "DELETE", "/api/session", nil, http.StatusNoContent, nil)
	s.ExpectError(s.Director, "POST", "/api/tournaments", map[string]any{"name": "x"}, 401, "")
}

func TestCSRF(t *testing.T) {
	s := newTestServer(t)
	// Forms need the token, even from the director.
	resp, _ := s.Do(s.Director, "POST", "/logout", "", "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("form without token: %d, want 403", resp.StatusCode)
	}
	resp, _ = s.Do(s.Director, "POST", "/logout", app.CSRFField+"=forged", "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("form with a wrong token: %d, want 403", resp.StatusCode)
	}
	// A browser's request from another site is refused by the API despite the cookie.
	for _, h := range [][]string{{"Origin", "https://evil.example"}, {"Sec-Fetch-Site", "cross-site"}} {
		resp, body := s.Do(s.Director, "POST", "/api/tournaments", `{"name":"forged"}`, h...)
		if resp.StatusCode != http.StatusForbidden {
			t.Fatalf("API request with %s: %d %s, want 403", h, resp.StatusCode, body)
		}
	}
	var list []app.SettingsJSON
	s.Expect(s.Anon, "GET", "/api/tournaments", nil, http.StatusOK, &list)
	if len(list) != 0 {
		t.Fatal("a cross-origin request created a tournament")
	}
	// The same site (a page's fetch) and scripts (no such headers) pass.
	resp, _ = s.Do(s.Director, "POST", "/api/tournaments", `{"name":"ok"}`, "Sec-Fetch-Site", "same-origin")
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("same-origin API request: %d", resp.StatusCode)
	}
	token := s.CSRFToken(s.Director)
	resp, _ = s.Do(s.Director, "POST", "/logout", app.CSRFField+"="+token, "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("logout with the token: %d", resp.StatusCode)
	}
	s.ExpectError(s.Director, "POST", "/api/tournaments", map[string]any{"name": "x"}, 401, "")
}

func TestBodyLimit(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Limits", 2)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	rev := s.Revision(id)
	big := `{"name":"` + strings.Repeat("x", app.MaxBody) + `","rank":"1d"}`
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), big, 413, "")

	// Without Content-Length (chunked), the limit stops the reader.
	sgf := io.MultiReader(strings.NewReader("(;GM[1]SZ[19]C["), bytes.NewReader(bytes.Repeat([]byte("a"), app.MaxBody)), strings.NewReader("])"))
	req, _ := http.NewRequest("POST", s.TS.URL+fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), sgf)
	resp, err := s.Director.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var e app.ErrorJSON
	json.NewDecoder(resp.Body).Decode(&e)
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge || e.Error == "" {
		t.Fatalf("chunked oversized SGF: %d %+v", resp.StatusCode, e)
	}
	if s.Revision(id) != rev {
		t.Fatal("an oversized request changed the tournament")
	}
}

// TestNamesAreData registers names with HTML and from several scripts: the JSON gives them
// back exactly, HTML escapes them.
func TestNamesAreData(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Names", 0)
	names := []struct{ name, first string }{
		{`<script>alert("x")</script>`, `Kim & <b>Lee</b>`},
		{"Dvořák", "Jiří"},
		{"山田", "太郎"},
		{"김", "민지"},
	}
	for _, n := range names {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
			map[string]any{"name": n.name, "first_name": n.first, "rank": "3k"}, http.StatusCreated, nil)
	}
	var list []app.PlayerJSON
	raw := s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players", id), nil, http.StatusOK, &list)
	for i, n := range names {
		if list[i].Name != n.name || list[i].FirstName != n.first {
			t.Errorf("player %d: %q %q, want %q %q", i, list[i].Name, list[i].FirstName, n.name, n.first)
		}
	}
	if !strings.Contains(string(raw), `<script>alert(\"x\")</script>`) {
		t.Errorf("JSON escapes the name's HTML: %s", raw)
	}

	// The public pages escape the names.
	for _, page := range []string{"/tournaments/%d/standings", fmt.Sprintf("/tournaments/%%d/players/%d", list[0].ID)} {
		resp, body := s.Do(s.Anon, "GET", fmt.Sprintf(page, id), nil)
		html := string(body)
		if resp.StatusCode != http.StatusOK || strings.Contains(html, "<script>alert") || strings.Contains(html, "<b>Lee") ||
			!strings.Contains(html, "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;") || !strings.Contains(html, "Kim &amp; &lt;b&gt;Lee&lt;/b&gt;") {
			t.Errorf("%s: %d, names not escaped:\n%s", page, resp.StatusCode, html)
		}
	}

	// An HTML answer naming the player: the duplicate registration's message.
	rec := httptest.NewRecorder()
	c := s.App.Echo.NewContext(httptest.NewRequest("POST", "/director/tournaments/1/players", nil), rec)
	s.App.HandleError(store.Errorf(store.ECONFLICT, "name", "%s %s is already registered", names[0].name, names[0].first), c)
	body := rec.Body.String()
	if rec.Code != http.StatusConflict || strings.Contains(body, "<script>") || strings.Contains(body, "<b>Lee") ||
		!strings.Contains(body, "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; Kim &amp; &lt;b&gt;Lee&lt;/b&gt;") {
		t.Fatalf("HTML error page: %d %s", rec.Code, body)
	}
}

// TestSecurityHeaders: pages, errors, API answers and static files all tell the browser not to
// sniff their type nor let another site frame them; pages keep htmx from running code.
func TestSecurityHeaders(t *testing.T) {
	s := newTestServer(t)
	for _, p := range []string{"/", "/login", "/director", "/tournaments/999", "/api/tournaments", "/api/tournaments/abc", "/static/css/hoshi.css"} {
		for _, c := range []*http.Client{s.Anon, s.Director} {
			resp, body := s.Do(c, "GET", p, nil)
			// htmx neither evaluates attributes as code nor runs scripts in what it swaps in.
			if strings.Contains(resp.Header.Get("Content-Type"), "html") &&
				!strings.Contains(string(body), `<meta name="htmx-config" content='{"allowEval":false,"allowScriptTags":false,"includeIndicatorStyles":false}'>`) {
				t.Errorf("GET %s (%d): no htmx-config", p, resp.StatusCode)
			}
			h := resp.Header
			if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "same-origin" {
				t.Errorf("GET %s (%d): headers %v", p, resp.StatusCode, h)
			}
			// Scripts from hoshi's own files only: no inline script or handler, no eval; no frame.
			csp := map[string]string{}
			for _, d := range strings.Split(h.Get("Content-Security-Policy"), ";") {
				name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
				csp[name] = value
			}
			if csp["script-src"] != "'self'" || csp["default-src"] != "'self'" || csp["frame-ancestors"] != "'none'" ||
				csp["object-src"] != "'none'" || csp["base-uri"] != "'none'" {
				t.Errorf("GET %s (%d): Content-Security-Policy %q", p, resp.StatusCode, h.Get("Content-Security-Policy"))
			}
		}
	}
}

// TestBodyLimitMessage: the refusal names the limit of the route, 32 MB for the EGD rating
// list and 1 MB elsewhere.
func TestBodyLimitMessage(t *testing.T) {
	s := newTestServer(t)
	for _, c := range []struct {
		path  string
		limit int64
		want  string
	}{
		{"/director/egd", app.MaxRatingListBody, "larger than 32 MB"},
		{"/director/tournaments", app.MaxBody, "larger than 1 MB"},
	} {
		req := httptest.NewRequest("POST", c.path, strings.NewReader("x"))
		req.ContentLength = c.limit + 1
		rec := httptest.NewRecorder()
		s.App.Handler().ServeHTTP(rec, req)
		if rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(rec.Body.String(), c.want) {
			t.Errorf("POST %s over the limit: %d, want 413 %q: %.300s", c.path, rec.Code, c.want, rec.Body.String())
		}
	}
}

// TestLoginRedirectStaysOnSite: the login form's "next" leads back to a page of hoshi, never
// to another site, however it is spelt.
func TestLoginRedirectStaysOnSite(t *testing.T) {
	s := newTestServer(t)
	for next, want := range map[string]string{
		"/director/tournaments/1": "/director/tournaments/1",
		"/tournaments/1?x=2":      "/tournaments/1?x=2",
		"https://evil.example/":   "/director",
		"//evil.example/":         "/director",
		"/\\evil.example/":        "/director",
		"/\t/evil.example/":       "/director",
		"/\n/evil.example/":       "/director",
		"\t//evil.example/":       "/director",
		"/%09/evil.example/":      "/%09/evil.example/",
		"/":                       "/",
		"":                        "/director",
	} {
		c := webtest.NewClient()
		token := s.CSRFToken(c)
		resp, _ := s.Do(c, "POST", "/login", url.Values{"password": {webtest.TestPassword}, "next": {next}, app.CSRFField: {token}}.Encode(),
			"Content-Type", "application/x-www-form-urlencoded")
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != want {
			t.Errorf("login with next %q: %d to %q, want %q", next, resp.StatusCode, resp.Header.Get("Location"), want)
		}
	}
}

// TestLoginRateLimitConcurrent: guesses sent all at once are counted like guesses one after
// the other; at most LoginFailures of them get to try a password.
func TestLoginRateLimitConcurrent(t *testing.T) {
	s := newTestServer(t)
	const guesses = 30
	codes := make(chan int, guesses)
	var wg sync.WaitGroup
	for i := range guesses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, _ := s.Do(webtest.NewClient(), "POST", "/api/session", map[string]string{"password": fmt.Sprint("guess", i)})
			codes <- resp.StatusCode
		}()
	}
	wg.Wait()
	close(codes)
	tried := 0
	for code := range codes {
		switch code {
		case http.StatusUnauthorized:
			tried++
		case http.StatusTooManyRequests:
		default:
			t.Errorf("guess answered %d", code)
		}
	}
	if tried > app.LoginFailures {
		t.Errorf("%d of %d guesses sent at once were tried, want at most %d", tried, guesses, app.LoginFailures)
	}
}

// TestLoginComesBackToThePage: a director's page asked for without a session leads to the
// login, and the login back to that page, its whole query included.
func TestLoginComesBackToThePage(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Back", 2)
	page := fmt.Sprintf("/director/tournaments/%d/export/results.h9?charset=ISO-8859-1&round=1", id)
	c := webtest.NewClient()
	resp, _ := s.Do(c, "GET", page, nil)
	login := resp.Header.Get("Location")
	_, body := s.Do(c, "GET", login, nil)
	m := regexp.MustCompile(`name="next" value="([^"]*)"`).FindSubmatch(body)
	if m == nil {
		t.Fatalf("login page %s has no next field: %s", login, body)
	}
	next := html.UnescapeString(string(m[1]))
	resp, _ = s.Do(c, "POST", "/login", url.Values{"password": {webtest.TestPassword}, "next": {next}, app.CSRFField: {s.CSRFToken(c)}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded")
	if got := resp.Header.Get("Location"); got != page {
		t.Fatalf("after the login from %s: to %q, want %q", login, got, page)
	}
}

// inlineScript finds what a Content-Security-Policy without 'unsafe-inline' blocks: a <script>
// without src, or an event handler attribute (onclick=, onsubmit=, ...).
var inlineScript = regexp.MustCompile(`(?i)<script\b[^>]*>\s*[^<\s]|<[a-z][^>]*\son[a-z]+\s*=`)

// TestContentSecurityPolicy: no page that a director, a results desk or a visitor reaches holds
// an inline script or an event handler attribute, which the policy would block (the browser
// test TestAccessibility also collects the policy's violations on every page). Pages are those
// of a tournament with rounds, results, a game record, sign-ups and a results desk.
func TestContentSecurityPolicy(t *testing.T) {
	s := newTestServer(t)
	id, desk, values := s.seedPagesTournament()
	checked := 0
	for who, c := range map[string]*http.Client{"director": s.Director, "visitor": s.Anon, "desk": desk} {
		for _, page := range s.htmlPages(c, values) {
			_, body := s.Do(c, "GET", page, nil)
			if m := inlineScript.Find(body); m != nil {
				t.Errorf("%s, %s: inline script: %s", who, page, m)
			}
			checked++
		}
	}
	if checked < 30 {
		t.Fatalf("only %d pages of tournament %d checked", checked, id)
	}
	// The pattern finds what it is for.
	for _, bad := range []string{`<button onclick="x()">`, `<form method="post" onsubmit="return f()">`, "<script>alert(1)</script>"} {
		if !inlineScript.MatchString(bad) {
			t.Errorf("inlineScript misses %s", bad)
		}
	}
	for _, good := range []string{`<script src="/static/js/page.js" defer></script>`, `<button data-print>`, `<p>Online on=1</p>`} {
		if inlineScript.MatchString(good) {
			t.Errorf("inlineScript finds %s", good)
		}
	}
}
