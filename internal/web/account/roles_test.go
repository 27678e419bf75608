package account_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/labstack/echo/v4"
)

// ownTournament are the routes with which any signed-in user starts a tournament of their
// own (and becomes its director): they touch no existing tournament.
var ownTournament = map[string]bool{
	"POST /api/tournaments":           true,
	"POST /director/tournaments":      true,
	"POST /director/tournaments/demo": true,
	"POST /director/import/opengotha": true,
	"POST /director/import/backup":    true,
	"POST /director/time-class":       true,
}

// TestDeskEntersResult: the results desk enters a result, and the audit trail names the
// user. (TestAccessWalk walks every route as the desk.)
func TestDeskEntersResult(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	ctx := t.Context()
	id, _ := s.CreateTournament("Desk", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	uid, err := s.DB.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	desk := s.Login("desk", "desk password")
	s.Expect(desk, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "b"}, http.StatusOK, nil)
	resp, body := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/rounds/1/audit", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "desk@127.0.0.1") {
		t.Fatalf("audit after the desk's result: %d\n%s", resp.StatusCode, body)
	}
}

// TestCreatorDirects: a user who creates a tournament directs it, and no other.
func TestCreatorDirects(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	first, _ := s.CreateTournament("The administrator's", 2)
	if _, err := s.DB.CreateUser(t.Context(), "jana", "jana@example.org", "jana's password", false); err != nil {
		t.Fatal(err)
	}
	jana := s.Login("jana@example.org", "jana's password")
	var created struct {
		ID int `json:"id"`
	}
	s.Expect(jana, "POST", "/api/tournaments", map[string]any{"name": "Jana's Cup", "rounds": 3}, http.StatusCreated, &created)
	s.Expect(jana, "PUT", fmt.Sprintf("/api/tournaments/%d", created.ID), map[string]any{"name": "Jana's Cup 2", "rounds": 3}, http.StatusOK, nil)
	s.ExpectError(jana, "PUT", fmt.Sprintf("/api/tournaments/%d", first), map[string]any{"name": "Taken", "rounds": 3}, http.StatusForbidden, "")
	s.ExpectError(jana, "DELETE", fmt.Sprintf("/api/tournaments/%d", first), nil, http.StatusForbidden, "")
	// The administrator may change it too; the user pages are the administrator's alone.
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", created.ID), map[string]any{"name": "Jana's Cup 3", "rounds": 3}, http.StatusOK, nil)
	resp, _ := s.Do(jana, "GET", "/director/users", nil)
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("users page for a director: %d", resp.StatusCode)
	}
	resp, _ = s.Do(s.Director, "GET", "/director/users", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("users page for the administrator: %d", resp.StatusCode)
	}
}

// TestAPISessionContract: {"password"} still opens the administrator's session; {"user",
// "password"} another user's; wrong ones are 401 with the same message for an unknown user.
func TestAPISessionContract(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var got map[string]any
	s.Expect(webtest.NewClient(), "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, http.StatusOK, &got)
	if got["director"] != true || got["user"] != "admin" || got["admin"] != true {
		t.Fatalf("administrator's session: %v", got)
	}
	if _, err := s.DB.CreateUser(t.Context(), "petr", "", "petr's password", false); err != nil {
		t.Fatal(err)
	}
	s.Expect(webtest.NewClient(), "POST", "/api/session", map[string]string{"user": "petr", "password": "petr's password"}, http.StatusOK, &got)
	if got["user"] != "petr" || got["admin"] != false {
		t.Fatalf("petr's session: %v", got)
	}
	s.ExpectError(webtest.NewClient(), "POST", "/api/session", map[string]string{"user": "petr", "password": webtest.TestPassword}, 401, "password")
	s.ExpectError(webtest.NewClient(), "POST", "/api/session", map[string]string{"password": "petr's password"}, 401, "password")
}

// TestInviteDeskAndRoles: the director invites a results desk on the team page; the invitee
// chooses a password through the one-time link, is logged in, may enter results, and the
// link works no more.
func TestInviteDeskAndRoles(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Invited", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	token := s.CSRFToken(s.Director)
	resp, body := s.Do(s.Director, "POST", fmt.Sprintf("/director/tournaments/%d/team", id),
		url.Values{"name": {"Eva"}, "email": {"eva@example.org"}, "role": {"desk"}, app.CSRFField: {token}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("invite: %d %s", resp.StatusCode, body)
	}
	i := strings.Index(string(body), s.TS.URL+"/invite/")
	if i < 0 {
		t.Fatalf("no invitation link:\n%s", body)
	}
	link := string(body[i:])
	link = link[:strings.IndexByte(link, '<')]
	path := strings.TrimPrefix(link, s.TS.URL)

	eva := webtest.NewClient()
	evaToken := s.CSRFToken(eva)
	form := func(pw string) string {
		return url.Values{"password": {pw}, "confirm": {pw}, app.CSRFField: {evaToken}}.Encode()
	}
	resp, _ = s.Do(eva, "POST", path, form("short"), "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("short password: %d", resp.StatusCode)
	}
	resp, body = s.Do(eva, "POST", path, form("eva's own password"), "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/director" {
		t.Fatalf("accept: %d %s", resp.StatusCode, body)
	}
	s.Expect(eva, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "w"}, http.StatusOK, nil)
	s.ExpectError(eva, "DELETE", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusForbidden, "")
	resp, _ = s.Do(webtest.NewClient(), "GET", path, nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("the used link: %d", resp.StatusCode)
	}
	s.Login("eva@example.org", "eva's own password")
}

// guardOf is the guard declared for route ("POST /logout").
func guardOf(t *testing.T, s *testServer, route string) app.Guard {
	t.Helper()
	method, path, _ := strings.Cut(route, " ")
	g, ok := s.App.GuardOf(method, path)
	if !ok {
		t.Errorf("%s is no route", route)
	}
	return g
}

// TestDeskKeepsItsWork: what the results desk is there for (docs/DIRECTOR.md, "Inviting a
// results desk" and "Addresses of the pages") stays among its routes, whatever happens to
// the declarations: entering a result on its page and through the API, a game record
// uploaded, scored and a dispute settled on the board page, players checked in and their
// agreed reports approved; and the pages it reads. (A merge once kept one route of each
// prefix in both the desk's table and the test's copy of it, which the test comparing the two
// let pass.)
func TestDeskKeepsItsWork(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	for _, route := range []string{
		"POST /director/tournaments/:id/rounds/:n/results",
		"POST /director/tournaments/:id/rounds/:n/games/:table/result",
		"PUT /api/tournaments/:id/rounds/:n/games/:table/result",
		"POST /api/tournaments/:id/rounds/:n/games/:table/sgf",
		"POST /tournaments/:id/rounds/:n/games/:table/board/sgf",
		"POST /tournaments/:id/rounds/:n/games/:table/board/toggle",
		"POST /tournaments/:id/rounds/:n/games/:table/board/result",
		"POST /tournaments/:id/rounds/:n/games/:table/board/dispute",
		"POST /director/tournaments/:id/checkin",
		"POST /director/tournaments/:id/rounds/:n/games/:table/approve",
	} {
		if g := guardOf(t, s, route); g != app.Desk {
			t.Errorf("%s: guarded by %v, not the desk's Desk", route, g)
		}
	}
	for _, route := range []string{
		"GET /director/tournaments/:id",
		"GET /director/tournaments/:id/rounds/:n",
		"GET /director/tournaments/:id/rounds/:n/results",
		"GET /director/tournaments/:id/rounds/:n/audit",
		"GET /director/tournaments/:id/rounds/:n/games/:table/why",
		"GET /director/tournaments/:id/standings",
		"GET /director/tournaments/:id/downloads",
		"GET /director/tournaments/:id/export/:file",
	} {
		if g := guardOf(t, s, route); g != app.DeskReads {
			t.Errorf("%s: guarded by %v, not the desk's DeskReads", route, g)
		}
	}
}

// TestDeclaredGuards: the routes docs/DIRECTOR.md and docs/DEPLOY.md give to one kind of
// user are declared so. The tournament's directors alone: its players, presence, settings,
// sign-ups (their e-mail addresses), prizes, roles, teams, the pairing and the backups (they
// hold the e-mail addresses). The administrator alone: the accounts and loading the rating
// list. Every user: starting a tournament of their own, the list, reading the rating list,
// logging out.
func TestDeclaredGuards(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	want := map[string]app.Guard{
		"GET /director/tournaments/:id/players":                   app.Director,
		"POST /director/tournaments/:id/players":                  app.Director,
		"GET /director/tournaments/:id/presence":                  app.Director,
		"GET /director/tournaments/:id/settings":                  app.Director,
		"POST /director/tournaments/:id/settings":                 app.Director,
		"GET /director/tournaments/:id/signups":                   app.Director,
		"GET /director/tournaments/:id/prizes":                    app.Director,
		"GET /director/tournaments/:id/team":                      app.Director,
		"GET /director/tournaments/:id/teams":                     app.Director,
		"GET /director/tournaments/:id/export/hoshi.json":         app.Director,
		"GET /director/tournaments/:id/export/latest-backup.json": app.Director,
		"POST /director/tournaments/:id/rounds/:n/pair":           app.Director,
		"POST /api/tournaments/:id/rounds/:n/pairing":             app.Director,
		"PUT /api/tournaments/:id":                                app.Director,
		"DELETE /api/tournaments/:id":                             app.Director,
		"POST /api/tournaments/:id/roles":                         app.Director,
		"POST /director/tournaments/:id/delete":                   app.Director,

		"GET /director/users":           app.Admin,
		"POST /director/users":          app.Admin,
		"GET /api/users":                app.Admin,
		"POST /api/users":               app.Admin,
		"DELETE /api/users/:uid":        app.Admin,
		"POST /director/egd":            app.Admin,
		"POST /director/egd/fetch":      app.Admin,
		"GET /director":                 app.User,
		"GET /director/tournaments/new": app.User,
		"GET /director/egd":             app.User,
		"GET /director/egd/search":      app.User,
		"POST /logout":                  app.User,
		"DELETE /api/session":           app.User,

		"POST /api/session":              app.Public,
		"GET /tournaments/:id/standings": app.Public,
		"POST /tournaments/:id/register": app.Public,
		"POST /p/:token/report":          app.PlayerLink,
		"POST /api/p/:token/report":      app.PlayerLink,
	}
	for route := range ownTournament {
		want[route] = app.User
	}
	for route, g := range want {
		if got := guardOf(t, s, route); got != g {
			t.Errorf("%s: guarded by %v, want %v", route, got, g)
		}
	}
}

// TestRegisterRefuses: a route declared without a guard, with one that does not fit its
// path or method, or twice, does not start the server.
func TestRegisterRefuses(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	h := func(echo.Context) error { return nil }
	for _, r := range []app.Route{
		{Method: echo.GET, Path: "/x", Handler: h},
		{Method: echo.GET, Path: "/x", Handler: h, Guard: app.Guard(99)},
		{Method: echo.GET, Path: "/x", Guard: app.Public},
		{Method: "BREW", Path: "/x", Handler: h, Guard: app.Public},
		{Method: echo.POST, Path: "/x", Handler: h, Guard: app.Director},
		{Method: echo.POST, Path: "/x/:id", Handler: h, Guard: app.User},
		{Method: echo.POST, Path: "/x/:id", Handler: h, Guard: app.Admin},
		{Method: echo.POST, Path: "/x/:id", Handler: h, Guard: app.DeskReads},
		{Method: echo.GET, Path: "/x/:id", Handler: h, Guard: app.Desk},
		{Method: echo.POST, Path: "/x", Handler: h, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/x", Handler: h, Guard: app.User, LockPerChange: true},
		{Method: echo.GET, Path: "/healthz", Handler: h, Guard: app.Public},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%+v: registered", r)
				}
			}()
			s.App.Register(r)
		}()
	}
}
