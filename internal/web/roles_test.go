package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// deskAllowed are the changes the issue gives the results desk: enter results, upload and
// score games (prints are public pages); plus logging out.
var deskAllowed = map[string]bool{
	"PUT /api/tournaments/:id/rounds/:n/games/:table/result":         true,
	"POST /api/tournaments/:id/rounds/:n/games/:table/sgf":           true,
	"POST /director/tournaments/:id/rounds/:n/results":               true,
	"POST /director/tournaments/:id/rounds/:n/games/:table/result":   true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/sgf":         true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/toggle":      true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/edit":        true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/position":    true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/result":      true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/dispute":     true,
	"POST /api/tournaments/:id/rounds/:n/games/:table/approve":       true,
	"POST /api/tournaments/:id/rounds/:n/checkins":                   true,
	"DELETE /api/tournaments/:id/rounds/:n/checkins/:pid":            true,
	"POST /director/tournaments/:id/rounds/:n/games/:table/approve":  true,
	"POST /director/tournaments/:id/checkin":                         true,
	"POST /logout":                                                   true,
	"DELETE /api/session":                                            true,
	"PUT /api/tournaments/:id/rounds/:n/games/:table/furigoma":       true,
	"DELETE /api/tournaments/:id/rounds/:n/games/:table/furigoma":    true,
	"POST /director/tournaments/:id/rounds/:n/games/:table/furigoma": true,
}

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

// login opens a session of user on a new client.
func (s *testServer) login(user, password string) *http.Client {
	c := newClient()
	s.expect(c, "POST", "/api/session", map[string]string{"user": user, "password": password}, http.StatusOK, nil)
	return c
}

// TestDeskRoutes walks every mutating route as a results-desk user of the tournament: 403
// except the desk's own routes; on another tournament, where the user has no role, 403 on
// every route of a tournament. Nothing of the tournaments changes through a refused route.
func TestDeskRoutes(t *testing.T) {
	s := newTestServer(t)
	ctx := t.Context()
	id, players := s.createTournament("Desk", 4)
	other, _ := s.createTournament("Other", 4)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	uid, err := s.db.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.db.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	desk := s.login("desk", "desk password")
	token := s.csrfToken(desk)
	revs := []int64{s.revision(id), s.revision(other)}

	checked, allowed := 0, 0
	for _, r := range s.srv.Echo.Routes() {
		switch r.Method {
		case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
		default:
			continue
		}
		route := r.Method + " " + r.Path
		if loginRoutes[route] || route == "POST /logout" || route == "DELETE /api/session" {
			continue // would end the session
		}
		if strings.HasPrefix(r.Path, "/p/") || strings.HasPrefix(r.Path, "/api/p/") {
			continue // a player's link, no session's: TestMutatingRoutesNeedDirector
		}
		for _, tid := range []int{id, other} {
			path := r.Path
			for param, value := range map[string]string{":id": fmt.Sprint(tid), ":pid": fmt.Sprint(players[0]), ":n": "1", ":table": "1", ":uid": fmt.Sprint(uid)} {
				path = strings.ReplaceAll(path, param, value)
			}
			path = strings.ReplaceAll(path, "*", "x")
			resp, body := s.do(desk, r.Method, path, `{"bogus":`,
				"Content-Type", "application/json", app.CSRFHeader, token)
			want403 := !(ownTournament[route] || tid == id && deskAllowed[route])
			if got := resp.StatusCode == http.StatusForbidden; got != want403 || resp.StatusCode == http.StatusUnauthorized {
				t.Errorf("%s (%s) as the results desk: %d %s, want 403: %v", route, path, resp.StatusCode, body, want403)
			}
			if deskAllowed[route] && tid == id {
				allowed++
			}
			checked++
		}
	}
	if checked < 40 || allowed != len(deskAllowed)-2 {
		t.Fatalf("%d mutating routes checked, %d of the desk's found", checked, allowed)
	}
	if s.revision(id) != revs[0] || s.revision(other) != revs[1] {
		t.Fatal("a refused request changed a tournament")
	}

	// The desk enters a result; the audit trail names the user.
	s.expect(desk, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "b"}, http.StatusOK, nil)
	resp, body := s.do(s.director, "GET", fmt.Sprintf("/director/tournaments/%d/rounds/1/audit", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "desk@127.0.0.1") {
		t.Fatalf("audit after the desk's result: %d\n%s", resp.StatusCode, body)
	}
}

// TestCreatorDirects: a user who creates a tournament directs it, and no other.
func TestCreatorDirects(t *testing.T) {
	s := newTestServer(t)
	first, _ := s.createTournament("The administrator's", 2)
	if _, err := s.db.CreateUser(t.Context(), "jana", "jana@example.org", "jana's password", false); err != nil {
		t.Fatal(err)
	}
	jana := s.login("jana@example.org", "jana's password")
	var created struct {
		ID int `json:"id"`
	}
	s.expect(jana, "POST", "/api/tournaments", map[string]any{"name": "Jana's Cup", "rounds": 3}, http.StatusCreated, &created)
	s.expect(jana, "PUT", fmt.Sprintf("/api/tournaments/%d", created.ID), map[string]any{"name": "Jana's Cup 2", "rounds": 3}, http.StatusOK, nil)
	s.expectError(jana, "PUT", fmt.Sprintf("/api/tournaments/%d", first), map[string]any{"name": "Taken", "rounds": 3}, http.StatusForbidden, "")
	s.expectError(jana, "DELETE", fmt.Sprintf("/api/tournaments/%d", first), nil, http.StatusForbidden, "")
	// The administrator may change it too; the user pages are the administrator's alone.
	s.expect(s.director, "PUT", fmt.Sprintf("/api/tournaments/%d", created.ID), map[string]any{"name": "Jana's Cup 3", "rounds": 3}, http.StatusOK, nil)
	resp, _ := s.do(jana, "GET", "/director/users", nil)
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("users page for a director: %d", resp.StatusCode)
	}
	resp, _ = s.do(s.director, "GET", "/director/users", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("users page for the administrator: %d", resp.StatusCode)
	}
}

// TestAPISessionContract: {"password"} still opens the administrator's session; {"user",
// "password"} another user's; wrong ones are 401 with the same message for an unknown user.
func TestAPISessionContract(t *testing.T) {
	s := newTestServer(t)
	var got map[string]any
	s.expect(newClient(), "POST", "/api/session", map[string]string{"password": testPassword}, http.StatusOK, &got)
	if got["director"] != true || got["user"] != "admin" || got["admin"] != true {
		t.Fatalf("administrator's session: %v", got)
	}
	if _, err := s.db.CreateUser(t.Context(), "petr", "", "petr's password", false); err != nil {
		t.Fatal(err)
	}
	s.expect(newClient(), "POST", "/api/session", map[string]string{"user": "petr", "password": "petr's password"}, http.StatusOK, &got)
	if got["user"] != "petr" || got["admin"] != false {
		t.Fatalf("petr's session: %v", got)
	}
	s.expectError(newClient(), "POST", "/api/session", map[string]string{"user": "petr", "password": testPassword}, 401, "password")
	s.expectError(newClient(), "POST", "/api/session", map[string]string{"password": "petr's password"}, 401, "password")
}

// TestInviteDeskAndRoles: the director invites a results desk on the team page; the invitee
// chooses a password through the one-time link, is logged in, may enter results, and the
// link works no more.
func TestInviteDeskAndRoles(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.createTournament("Invited", 4)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	token := s.csrfToken(s.director)
	resp, body := s.do(s.director, "POST", fmt.Sprintf("/director/tournaments/%d/team", id),
		url.Values{"name": {"Eva"}, "email": {"eva@example.org"}, "role": {"desk"}, app.CSRFField: {token}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("invite: %d %s", resp.StatusCode, body)
	}
	i := strings.Index(string(body), s.ts.URL+"/invite/")
	if i < 0 {
		t.Fatalf("no invitation link:\n%s", body)
	}
	link := string(body[i:])
	link = link[:strings.IndexByte(link, '<')]
	path := strings.TrimPrefix(link, s.ts.URL)

	eva := newClient()
	evaToken := s.csrfToken(eva)
	form := func(pw string) string {
		return url.Values{"password": {pw}, "confirm": {pw}, app.CSRFField: {evaToken}}.Encode()
	}
	resp, _ = s.do(eva, "POST", path, form("short"), "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("short password: %d", resp.StatusCode)
	}
	resp, body = s.do(eva, "POST", path, form("eva's own password"), "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/director" {
		t.Fatalf("accept: %d %s", resp.StatusCode, body)
	}
	s.expect(eva, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "w"}, http.StatusOK, nil)
	s.expectError(eva, "DELETE", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusForbidden, "")
	resp, _ = s.do(newClient(), "GET", path, nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("the used link: %d", resp.StatusCode)
	}
	s.login("eva@example.org", "eva's own password")
}

// TestDeskKeepsItsWork: what the results desk is there for (docs/DIRECTOR.md, "The results
// desk") stays among its routes, whatever happens to the tables: entering a result on its page
// and through the API, a game record uploaded, scored and a dispute settled on the board page,
// players checked in and their agreed reports approved. (A merge once kept one route of each
// prefix in both app.DeskRoutes and deskAllowed, which TestDeskRoutes, comparing the two, let
// pass.)
func TestDeskKeepsItsWork(t *testing.T) {
	for _, route := range []string{
		"POST /director/tournaments/:id/rounds/:n/results",
		"POST /director/tournaments/:id/rounds/:n/games/:table/result",
		"PUT /api/tournaments/:id/rounds/:n/games/:table/result",
		"POST /api/tournaments/:id/rounds/:n/games/:table/sgf",
		"POST /tournaments/:id/rounds/:n/games/:table/board/sgf",
		"POST /tournaments/:id/rounds/:n/games/:table/board/result",
		"POST /tournaments/:id/rounds/:n/games/:table/board/dispute",
		"POST /director/tournaments/:id/checkin",
		"POST /director/tournaments/:id/rounds/:n/games/:table/approve",
	} {
		if !deskAllowed[route] {
			t.Errorf("%s: the results desk may not", route)
		}
	}
}
