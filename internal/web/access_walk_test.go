package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/labstack/echo/v4"
)

// The kinds of visitor the access walk sends to every route.
var accessKinds = []string{"anonymous", "link", "user", "desk", "codirector", "director", "admin"}

// accessWalk sends one request to every registered route as each kind of visitor and
// records what the route's guard did: "pass" (the handler answered, whatever it said),
// "401", "403" or "login" (a browser sent to the login form). Each tournament route is
// called on a tournament of its own per visitor, so that a change one request makes (a
// deleted tournament, a check-in) cannot change what the next one sees. Sub-resources
// (players, users, teams) are ones that do not exist, so that an allowed request changes
// as little as it can.
func accessWalk(t *testing.T, s *testServer) map[string]map[string]string {
	t.Helper()
	ctx := t.Context()
	h := s.App.Handler()
	users := map[string]store.UserID{}
	for _, name := range []string{"director", "codirector", "desk", "user"} {
		uid, err := s.DB.CreateUser(ctx, "walk-"+name, "", "walk password "+name, false)
		if err != nil {
			t.Fatal(err)
		}
		users[name] = uid
	}
	admin, err := s.DB.Authenticate(ctx, store.AdminName, webtest.TestPassword)
	if err != nil {
		t.Fatal(err)
	}
	users["admin"] = admin.ID

	// setUp makes a tournament of the walk's director, with its co-director, its results
	// desk and one player, whose link it returns.
	setUp := func() (store.TournamentID, string) {
		settings := tournament.DefaultSettings()
		settings.Name = "Walk"
		id, err := s.DB.CreateTournament(store.WithCreator(ctx, users["director"]), settings)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.DB.SetRole(ctx, id, users["codirector"], store.RoleDirector); err != nil {
			t.Fatal(err)
		}
		if err := s.DB.SetRole(ctx, id, users["desk"], store.RoleDesk); err != nil {
			t.Fatal(err)
		}
		pid, err := s.DB.AddPlayerWithDetails(ctx, id, tournament.Player{Name: "Walker", FirstName: "Test", Rank: -10}, tournament.PlayerDetails{})
		if err != nil {
			t.Fatal(err)
		}
		token, err := s.DB.IssueLink(ctx, id, pid)
		if err != nil {
			t.Fatal(err)
		}
		return id, token
	}
	csrf := strings.Repeat("c", 43)

	table := map[string]map[string]string{}
	start := time.Now()
	defer func() { t.Logf("%d routes walked in %v", len(table), time.Since(start)) }()
	for _, r := range s.App.Echo.Routes() {
		methods := []string{r.Method}
		if r.Method == echo.RouteNotFound {
			methods = []string{http.MethodGet, http.MethodPost}
		}
		for _, method := range methods {
			key := method + " " + r.Path
			if r.Method == echo.RouteNotFound {
				key = method + " " + r.Path + " (not found)"
			}
			row := map[string]string{}
			for i, kind := range accessKinds {
				token := "no-such-link"
				path := r.Path
				var id store.TournamentID
				var rev int64
				if strings.Contains(path, ":id") || kind == "link" && strings.Contains(path, ":token") {
					var link string
					id, link = setUp()
					if rev, err = s.DB.Revision(ctx, id); err != nil {
						t.Fatal(err)
					}
					path = strings.ReplaceAll(path, ":id", fmt.Sprint(id))
					if kind == "link" {
						token = link
					}
				}
				for param, value := range map[string]string{":token": token, ":pid": "999999", ":uid": "999999",
					":tid": "999999", ":n": "1", ":table": "1", ":file": "x", ":code": "en"} {
					path = strings.ReplaceAll(path, param, value)
				}
				if strings.Contains(path, ":") {
					t.Fatalf("%s: a parameter the walk does not know", r.Path)
				}
				path = strings.ReplaceAll(path, "*", "x")
				req := httptest.NewRequest(method, path, strings.NewReader(`{"bogus":`))
				req.RemoteAddr = fmt.Sprintf("192.0.2.%d:1234", 1+i)
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set(app.CSRFHeader, csrf)
				req.AddCookie(&http.Cookie{Name: app.CSRFCookie, Value: csrf})
				if uid, ok := users[kind]; ok {
					session, err := s.DB.CreateUserSession(ctx, uid, time.Hour)
					if err != nil {
						t.Fatal(err)
					}
					req.AddCookie(&http.Cookie{Name: app.SessionCookie, Value: session})
				}
				rec := httptest.NewRecorder()
				wait := 30 * time.Second
				if strings.HasSuffix(r.Path, "/events") {
					wait = 50 * time.Millisecond // the live events' stream answers until the client leaves
				}
				rctx, cancel := context.WithTimeout(ctx, wait)
				h.ServeHTTP(rec, req.WithContext(rctx))
				cancel()
				got := "pass"
				switch {
				case rec.Code == http.StatusUnauthorized, rec.Code == http.StatusForbidden:
					got = fmt.Sprint(rec.Code)
				case rec.Code == http.StatusSeeOther && strings.HasPrefix(rec.Header().Get("Location"), "/login?next="):
					got = "login"
				}
				if got != "pass" && id != 0 {
					if now, err := s.DB.Revision(ctx, id); err != nil || now != rev {
						t.Errorf("%s refused to %s changed the tournament: revision %d, then %d %v", key, kind, rev, now, err)
					}
				}
				row[kind] = got
			}
			table[key] = row
		}
	}
	return table
}

// TestAccessWalk walks every route as each kind of visitor and checks that what its guard
// did is what its declared guard means: Public and PlayerLink let everyone through (a
// player's link is checked by the handler); the others refuse a visitor without a session
// (401, or the login form for a page); User lets every user through, Admin only the
// administrator, Director a tournament's directors and the administrator, Desk and
// DeskReads its results desk too (403 for the others). A refused request changes nothing.
func TestAccessWalk(t *testing.T) {
	s := newTestServer(t)
	table := accessWalk(t, s)
	if len(table) < 180 {
		t.Fatalf("%d routes walked", len(table))
	}
	for key, row := range table {
		method, path, _ := strings.Cut(key, " ")
		path, notFound := strings.CutSuffix(path, " (not found)")
		declared := method
		if notFound {
			declared = echo.RouteNotFound
		}
		g, ok := s.App.GuardOf(declared, path)
		if !ok {
			t.Errorf("%s: no guard declared", key)
			continue
		}
		noSession := "401"
		if method == http.MethodGet && !strings.HasPrefix(path, "/api/") {
			noSession = "login"
		}
		want := map[string]string{}
		for _, kind := range accessKinds {
			switch {
			case g == app.Public || g == app.PlayerLink || kind == "admin":
				want[kind] = "pass"
			case kind == "anonymous" || kind == "link":
				want[kind] = noSession
			case g == app.User,
				(kind == "director" || kind == "codirector") && (g == app.Director || g == app.Desk || g == app.DeskReads),
				kind == "desk" && (g == app.Desk || g == app.DeskReads):
				want[kind] = "pass"
			default:
				want[kind] = "403"
			}
		}
		// A path that has routes too (GET /director, GET /director/tournaments/:id): a
		// request of another method is answered by the router's choice, not by this
		// not-found handler.
		if notFound && slices.ContainsFunc([]string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete}, func(m string) bool {
			_, ok := s.App.GuardOf(m, path)
			return ok
		}) {
			continue
		}
		for _, kind := range accessKinds {
			if row[kind] != want[kind] && !(key == "POST /login" && row[kind] == "401") {
				t.Errorf("%s (%v) as %s: %s, want %s", key, g, kind, row[kind], want[kind])
			}
		}
	}
}
