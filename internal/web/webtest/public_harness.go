package webtest

import (
	"context"
	"html"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// PageSite is a real server on a fresh database for the public page tests, with an
// anonymous browser and a director's.
type PageSite struct {
	T        testing.TB
	DB       *store.DB
	App      *web.Server
	TS       *httptest.Server
	Anon     *http.Client
	Director *http.Client
}

// NewPageSite starts a server on a fresh database with a director's session in Director.
func NewPageSite(t testing.TB) *PageSite {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	if err := db.SetPassword(ctx, "a director's password"); err != nil {
		t.Fatal(err)
	}
	token, err := AdminSession(ctx, db, "a director's password")
	if err != nil {
		t.Fatal(err)
	}
	s := &PageSite{T: t, DB: db, App: srv, TS: ts, Anon: NewClient(), Director: NewClient()}
	u, _ := url.Parse(ts.URL)
	s.Director.Jar.SetCookies(u, []*http.Cookie{{Name: app.SessionCookie, Value: token, Path: "/"}})
	return s
}

// Get fetches a page and checks its status.
func (s *PageSite) Get(c *http.Client, path string, status int, header ...string) (*http.Response, string) {
	s.T.Helper()
	resp, b := Send(s.T, c, "GET", s.TS.URL+path, nil, header...)
	if resp.StatusCode != status {
		s.T.Fatalf("GET %s: status %d, want %d: %.400s", path, resp.StatusCode, status, b)
	}
	return resp, string(b)
}

// CSRF is the form token of client c, read from a page it was served.
func (s *PageSite) CSRF(c *http.Client, path string) string {
	s.T.Helper()
	_, body := s.Get(c, path, http.StatusOK)
	m := regexp.MustCompile(`name="_csrf" value="([^"]+)"`).FindStringSubmatch(body)
	if m == nil {
		s.T.Fatalf("no _csrf field on %s", path)
	}
	return m[1]
}

// CookieToken is the CSRF token a client holds in its cookie after visiting path: what a
// page without forms still hands out.
func (s *PageSite) CookieToken(c *http.Client, path string) string {
	s.T.Helper()
	s.Get(c, path, http.StatusOK)
	u, _ := url.Parse(s.TS.URL)
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == app.CSRFCookie {
			return ck.Value
		}
	}
	s.T.Fatal("no CSRF cookie")
	return ""
}

// Post sends a urlencoded form (with the client's CSRF token) and returns the answer.
func (s *PageSite) Post(c *http.Client, path, token string, form url.Values, header ...string) (*http.Response, string) {
	s.T.Helper()
	form.Set("_csrf", token)
	req, err := http.NewRequest("POST", s.TS.URL+path, strings.NewReader(form.Encode()))
	if err != nil {
		s.T.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := c.Do(req)
	if err != nil {
		s.T.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// AddPlayer registers a player.
func (s *PageSite) AddPlayer(id store.TournamentID, name, first string, r rank.Rank) tournament.PlayerID {
	s.T.Helper()
	pid, err := s.DB.AddPlayerWithDetails(context.Background(), id, tournament.Player{Name: name, FirstName: first, Rank: r}, tournament.PlayerDetails{})
	if err != nil {
		s.T.Fatal(err)
	}
	return pid
}

// NewTournament creates a tournament with default settings and the given name.
func (s *PageSite) NewTournament(name string, rounds int) store.TournamentID {
	s.T.Helper()
	set := tournament.DefaultSettings()
	set.Name, set.Place, set.Country, set.Rounds = name, "Brno", "CZ", rounds
	set.Begin = time.Date(2026, 4, 4, 0, 0, 0, 0, time.UTC)
	set.End = time.Date(2026, 4, 5, 0, 0, 0, 0, time.UTC)
	id, err := s.DB.CreateTournament(context.Background(), set)
	if err != nil {
		s.T.Fatal(err)
	}
	return id
}

// SaveRound stores a round's games (tables numbered in order) and bye.
func (s *PageSite) SaveRound(id store.TournamentID, n int, games []tournament.Game, bye tournament.PlayerID) {
	s.T.Helper()
	for i := range games {
		games[i].Round = n
		if games[i].Table == 0 {
			games[i].Table = i + 1
		}
	}
	if err := SaveRound(context.Background(), s.DB, id, n, games, bye); err != nil {
		s.T.Fatal(err)
	}
}

func (s *PageSite) SetResult(id store.TournamentID, n, table int, r tournament.Result) {
	s.T.Helper()
	if err := s.DB.SetResult(context.Background(), id, n, table, r, false, "test"); err != nil {
		s.T.Fatal(err)
	}
}

// Plain is text with the character references read, as a reader sees "B+5.5".
func Plain(page string) string { return html.UnescapeString(Text(page)) }

// Text is a page with its tags and runs of white space removed, for checking what a reader sees.
func Text(page string) string {
	s := regexp.MustCompile(`(?s)<[^>]*>`).ReplaceAllString(page, " ")
	return strings.Join(strings.Fields(s), " ")
}

// WallchartRows reads the wall chart's rows as "# Pl Name Rank | cells | MMS", unescaped.
func WallchartRows(body string) []string {
	var rows []string
	for _, tr := range regexp.MustCompile(`(?s)<tr><td class="num">.*?</tr>`).FindAllString(body, -1) {
		cells := regexp.MustCompile(`(?s)<td([^>]*)>(.*?)</td>`).FindAllStringSubmatch(tr, -1)
		var head, rounds []string
		var mms string
		for i, c := range cells {
			v := html.UnescapeString(c[2])
			switch {
			case c[1] == ` class="cell"`:
				rounds = append(rounds, v)
			case c[1] == ` class="num nbw"`: // the wins
			case len(rounds) == 0 && i != 4: // the club column is empty here
				head = append(head, v)
			case mms == "" && len(rounds) > 0:
				mms = v
			}
		}
		rows = append(rows, strings.Join(head, " ")+" | "+strings.Join(rounds, " ")+" | "+mms)
	}
	return rows
}
