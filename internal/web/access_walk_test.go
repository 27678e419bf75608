package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
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
	h := s.srv.Handler()
	users := map[string]store.UserID{}
	for _, name := range []string{"director", "codirector", "desk", "user"} {
		uid, err := s.db.CreateUser(ctx, "walk-"+name, "", "walk password "+name, false)
		if err != nil {
			t.Fatal(err)
		}
		users[name] = uid
	}
	admin, err := s.db.Authenticate(ctx, store.AdminName, testPassword)
	if err != nil {
		t.Fatal(err)
	}
	users["admin"] = admin.ID

	// setUp makes a tournament of the walk's director, with its co-director, its results
	// desk and one player, whose link it returns.
	setUp := func() (store.TournamentID, string) {
		settings := tournament.DefaultSettings()
		settings.Name = "Walk"
		id, err := s.db.CreateTournament(store.WithCreator(ctx, users["director"]), settings)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.db.SetRole(ctx, id, users["codirector"], store.RoleDirector); err != nil {
			t.Fatal(err)
		}
		if err := s.db.SetRole(ctx, id, users["desk"], store.RoleDesk); err != nil {
			t.Fatal(err)
		}
		pid, err := s.db.AddPlayer(ctx, id, tournament.Player{Name: "Walker", FirstName: "Test", Rank: -10})
		if err != nil {
			t.Fatal(err)
		}
		token, err := s.db.IssueLink(ctx, id, pid)
		if err != nil {
			t.Fatal(err)
		}
		return id, token
	}
	csrf := strings.Repeat("c", 43)

	table := map[string]map[string]string{}
	start := time.Now()
	defer func() { t.Logf("%d routes walked in %v", len(table), time.Since(start)) }()
	for _, r := range s.srv.Echo.Routes() {
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
				if strings.Contains(path, ":id") || kind == "link" && strings.Contains(path, ":token") {
					id, link := setUp()
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
					session, err := s.db.CreateUserSession(ctx, uid, time.Hour)
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
				row[kind] = got
			}
			table[key] = row
		}
	}
	return table
}

// formatAccess writes the walk's table a line per route, sorted.
func formatAccess(table map[string]map[string]string) string {
	var lines []string
	for route, row := range table {
		line := route
		for _, kind := range accessKinds {
			line += "\t" + kind + "=" + row[kind]
		}
		lines = append(lines, line)
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n") + "\n"
}

// TestAccessWalkUnchanged compares the walk with the table recorded before the guards moved
// to the routes' declarations (testdata/access_before.txt; HOSHI_WRITE_ACCESS=1 writes it).
func TestAccessWalkUnchanged(t *testing.T) {
	s := newTestServer(t)
	got := formatAccess(accessWalk(t, s))
	const file = "testdata/access_before.txt"
	if os.Getenv("HOSHI_WRITE_ACCESS") != "" {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for _, l := range gl {
			if !slices.Contains(wl, l) {
				t.Errorf("now:    %s", l)
			}
		}
		for _, l := range wl {
			if !slices.Contains(gl, l) {
				t.Errorf("before: %s", l)
			}
		}
	}
}
